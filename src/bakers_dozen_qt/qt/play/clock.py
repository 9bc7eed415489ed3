"""The game clock: starts with the first move, stops at the win, pauses when told.

The clock reads the time from a ``now`` function (seconds on a clock that never goes
back, ``time.monotonic`` by default) so that tests can drive it without waiting.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

Now = Callable[[], float]
"""Seconds on a monotonic clock: only differences between two readings mean anything."""


class Clock(QObject):
    """Elapsed playing time; ``tick`` fires once a second while it runs."""

    tick = Signal()

    def __init__(self, parent: QObject | None = None, *, now: Now = time.monotonic) -> None:
        super().__init__(parent)
        self._now = now
        self._since = now()  # when the clock last began to count
        self._banked = 0.0  # seconds counted before that
        self._running = False
        self._paused = False
        self._ticker = QTimer(self)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self.tick)

    @property
    def running(self) -> bool:
        return self._running

    @property
    def paused(self) -> bool:
        return self._paused

    def _ticking(self) -> bool:
        return self._running and not self._paused

    def _counting(self) -> float:
        """Seconds since the clock last began to count, when it is counting."""
        return max(0.0, self._now() - self._since) if self._ticking() else 0.0

    def _bank(self) -> None:
        self._banked += self._counting()

    def _resume(self) -> None:
        if self._ticking():
            self._since = self._now()
            self._ticker.start()
        else:
            self._ticker.stop()

    def start(self) -> None:
        if not self._running:
            self._running = True
            self._resume()

    def stop(self) -> None:
        self._bank()
        self._running = False
        self._resume()
        self.tick.emit()

    def set_paused(self, paused: bool) -> None:
        if paused != self._paused:
            self._bank()
            self._paused = paused
            self._resume()

    def reset(self, seconds: float = 0.0) -> None:
        self._running = False
        self._banked = seconds
        self._resume()
        self.tick.emit()

    def elapsed(self) -> float:
        """Seconds of play so far."""
        return self._banked + self._counting()
