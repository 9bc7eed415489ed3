"""The window's sounds: silent until the first frame, then a :class:`~.player.SoundPlayer`
made on demand (its module, miniaudio and the WAVs load only then)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .player import SoundPlayer


class SoundOutput:
    def __init__(self) -> None:
        self.player: SoundPlayer | None = None
        self._after_first_frame = False

    def play(self, name: str) -> None:
        """A sound for what just happened (the cues' sink): nothing before the first
        frame, nothing while suspended, nothing with the sounds off."""
        if self.player is not None:
            self.player.play(name)

    def first_frame_shown(self) -> None:
        self._after_first_frame = True

    def apply(self, *, on: bool, volume: int, suspended: bool) -> None:
        """The settings as the player chose them; the player is made (and its device
        opened, on its own thread) the first time it is wanted after the first frame."""
        if self.player is None:
            if not self._after_first_frame:
                return
            from .player import SoundPlayer

            self.player = SoundPlayer()
        player = self.player
        was = player.mixer.volume
        player.set_volume(volume)
        player.set_suspended(suspended)
        player.set_enabled(on)
        if player.enabled and player.mixer.volume != was and player.state == "playing":
            player.play("put")  # how loud it is now

    def suspend(self, suspended: bool) -> None:
        """Paused or minimised: silent until told otherwise."""
        if self.player is not None:
            self.player.set_suspended(suspended)

    def shutdown(self) -> None:
        if self.player is not None:
            self.player.shutdown()
