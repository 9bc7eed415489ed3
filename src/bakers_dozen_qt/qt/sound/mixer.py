"""Sums the sounds playing into one mono 16-bit stream, so that fast play never piles up.

Three rules keep it quiet and clear: a sound started again cuts its own earlier copy
(ten cards sent up in a second are ten short chimes, not a swelling chord); at most
:data:`MAX_VOICES` sounds play at once (the oldest makes room); and the sum is scaled by
the volume and clipped to 16 bits, never wrapped round. ``render`` is what the audio
thread calls; ``play`` is what the game calls, and only appends under a lock: the move is
never held up by the sound.
"""

from __future__ import annotations

import threading
from array import array
from dataclasses import dataclass
from operator import add

MAX_VOICES = 4


@dataclass
class Voice:
    name: str
    samples: array  # type: ignore[type-arg]  # array('h'): mono 16-bit
    at: int = 0  # the next sample to play


class Mixer:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: list[Voice] = []
        self.volume = 0.6
        """0 (silent) to 1: a factor on every sample."""

    def play(self, name: str, samples: array) -> None:  # type: ignore[type-arg]
        with self._lock:
            voices = [v for v in self._voices if v.name != name]
            voices.append(Voice(name, samples))
            self._voices = voices[-MAX_VOICES:]

    def stop(self) -> None:
        with self._lock:
            self._voices = []

    @property
    def playing(self) -> list[str]:
        with self._lock:
            return [v.name for v in self._voices]

    def render(self, frames: int) -> array:  # type: ignore[type-arg]
        """The next ``frames`` samples of the mix (silence when nothing plays)."""
        with self._lock:
            voices = list(self._voices)
        if not voices:
            return array("h", bytes(2 * frames))
        total = [0] * frames
        for v in voices:
            chunk = v.samples[v.at : v.at + frames]
            v.at += len(chunk)
            total[: len(chunk)] = map(add, total, chunk)
        with self._lock:
            self._voices = [v for v in self._voices if v.at < len(v.samples)]
        gain = max(0.0, min(1.0, self.volume))
        return array("h", (max(-32768, min(32767, int(s * gain))) for s in total))
