"""The sounds' way out: the WAV files under ``assets/sounds`` through miniaudio.

Nothing of it loads before the first frame: :meth:`SoundPlayer.start` (called after it)
reads the sounds and opens the audio device on a thread of its own, so a slow sound
system never holds up the table. Until the device is open, and for good when there is
none (no sound card, no sound server, miniaudio not installed), :meth:`SoundPlayer.play`
only notes the sound: the game plays on in silence, and the log says why once.

``BAKERS_DOZEN_AUDIO`` picks the way out: unset, the system's (PulseAudio or ALSA, WASAPI,
Core Audio); ``null``, miniaudio's null device (plays in time into nothing: tests and
measurements); a miniaudio backend's name (``alsa``, ``jack``, ...); ``off``, none at all.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from array import array
from collections import deque
from collections.abc import Generator
from typing import Any

from .mixer import Mixer

log = logging.getLogger(__name__)

SOUNDS = ("pick", "put", "refuse", "foundation", "turn", "deal", "finish", "win", "undo")
RATE = 44_100
BUFFER_MS = 20
"""The device's buffer: short enough that a sound follows the move at once (a sound
waits at most one buffer to be mixed in), long enough for Python to fill it in time."""


class SoundPlayer:
    def __init__(self, way: str | None = None) -> None:
        self.way = os.environ.get("BAKERS_DOZEN_AUDIO", "") if way is None else way
        self.mixer = Mixer()
        self.enabled = True
        self.suspended = False  # paused, or the window minimised
        self.state = "waiting"
        """``waiting`` (not started), ``opening``, ``playing``, ``silent`` (no device)."""
        self.heard: deque[str] = deque(maxlen=64)
        """The sounds the game asked for, last ones last, whether a device played them
        or not: what the player would have heard."""
        self._samples: dict[str, array] = {}  # type: ignore[type-arg]
        self._device: Any = None
        self._thread: threading.Thread | None = None
        self._closed = False

    # --- what the game says ------------------------------------------------------------

    def play(self, name: str) -> None:
        if not self.enabled or self.suspended:
            return
        self.heard.append(name)
        samples = self._samples.get(name)
        if samples is not None and self.state == "playing":
            self.mixer.play(name, samples)

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        if not on:
            self.mixer.stop()
        elif self.state == "waiting":
            self.start()

    def set_volume(self, percent: int) -> None:
        self.mixer.volume = max(0, min(100, percent)) / 100

    def set_suspended(self, suspended: bool) -> None:
        self.suspended = suspended
        if suspended:
            self.mixer.stop()

    # --- the device ------------------------------------------------------------------------

    def start(self) -> None:
        """Read the sounds and open the device, on a thread (once; after the first frame)."""
        if self.state != "waiting" or not self.enabled:
            return
        if self.way == "off":
            self.state = "silent"
            return
        self.state = "opening"
        self._thread = threading.Thread(target=self._open, name="sound", daemon=True)
        self._thread.start()

    def wait_open(self, timeout: float = 10.0) -> str:
        """Wait for :meth:`start`'s thread (tests, measurements); the state it left."""
        if self._thread is not None:
            self._thread.join(timeout)
        return self.state

    def shutdown(self) -> None:
        self._closed = True
        if self._thread is not None:
            self._thread.join(5.0)
        device, self._device = self._device, None
        if device is not None:
            try:
                device.close()
            except Exception:  # closing a device that failed: nothing more to do
                log.warning("the sound device did not close cleanly", exc_info=True)
        self.state = "silent" if self.state != "waiting" else "waiting"

    def _open(self) -> None:
        try:
            self._samples = load_sounds()
            quiet_alsa()
            import miniaudio

            backends = None  # the system's own, in miniaudio's order
            if self.way:
                backend = miniaudio.Backend.__members__.get(self.way.upper())
                if backend is None:
                    raise ValueError(f"unknown audio way {self.way!r}")
                backends = [backend]
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=BUFFER_MS,
                backends=backends,
                app_name="Baker's Dozen",
            )
            stream = self._stream()
            next(stream)
            device.start(stream)
        except Exception as e:  # no sound card, no server, no miniaudio: play in silence
            self.state = "silent"
            log.warning("no sound: %s", e or type(e).__name__)
            return
        if self._closed:
            device.close()
            return
        self._device = device
        self.state = "playing"

    def _stream(self) -> Generator[array, int, None]:  # type: ignore[type-arg]
        frames = yield array("h")
        while True:
            frames = yield self.mixer.render(frames)


_KEPT: list[object] = []  # the ALSA handler lives as long as the library may call it


def quiet_alsa() -> None:
    """Keep ALSA's own complaints off the terminal. Without a sound card libasound writes
    some 35 lines to stderr while miniaudio looks for a way out; the game's log says
    "no sound" once instead. miniaudio opens the same library, so the handler set here
    is the one it meets."""
    if not sys.platform.startswith("linux") or _KEPT:
        return
    import ctypes

    try:
        library = ctypes.CDLL("libasound.so.2")  # the soname miniaudio opens too
    except OSError:  # no ALSA here: nothing to quiet
        return
    # ALSA's handler is variadic; on the calling conventions Linux uses, a handler that
    # takes the fixed arguments and ignores the rest is called safely.
    handler_type = ctypes.CFUNCTYPE(
        None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
    )
    handler = handler_type(lambda *_: None)
    library.snd_lib_error_set_handler(handler)
    _KEPT.extend((library, handler))


def load_sounds() -> dict[str, array]:  # type: ignore[type-arg]
    """Every sound as 16-bit mono samples; a sound that cannot be read is left out (and
    logged): the others still play."""
    import wave

    from ...resources import asset_path

    sounds = {}
    for name in SOUNDS:
        try:
            with wave.open(str(asset_path("sounds", f"{name}.wav")), "rb") as w:
                if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
                    raise ValueError("not 16-bit mono at 44.1 kHz")
                samples = array("h")
                samples.frombytes(w.readframes(w.getnframes()))
        except (OSError, EOFError, ValueError, wave.Error) as e:
            log.warning("the sound %s cannot be read: %s", name, e)
            continue
        if sys.byteorder == "big":  # WAV holds little-endian samples
            samples.byteswap()
        sounds[name] = samples
    return sounds
