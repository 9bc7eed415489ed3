"""The game clock: starts with the first move, stops at the win, pauses when told."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal


class Clock(QObject):
    """Elapsed playing time; ``tick`` fires once a second while it runs."""

    tick = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QElapsedTimer()
        self._banked_ms = 0
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

    def _bank(self) -> None:
        if self._ticking():
            self._banked_ms += self._timer.elapsed()

    def _resume(self) -> None:
        if self._ticking():
            self._timer.restart()
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
        self._banked_ms = int(seconds * 1000)
        self._resume()
        self.tick.emit()

    def elapsed(self) -> float:
        """Seconds of play so far."""
        ms = self._banked_ms + (self._timer.elapsed() if self._ticking() else 0)
        return ms / 1000.0


def format_time(seconds: float) -> str:
    s = int(seconds)
    h, m = divmod(s // 60, 60)
    return f"{h}:{m:02d}:{s % 60:02d}" if h else f"{m}:{s % 60:02d}"
