"""The game in progress kept on disk, written once the table has been still for a moment.

A change schedules a write ``delay_ms`` later, and further changes push it back, so a
burst of moves (or Show the Way playing out a line) costs one write, not one each.
:meth:`AutoSave.flush` writes at once: the window calls it when it closes. The write is
atomic (``store``), so a crash mid-write leaves the previous save whole.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from . import saved_game
from .session import GameSession

DELAY_MS = 1500


class AutoSave(QObject):
    def __init__(
        self, session: GameSession, path: Path | None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.path = path
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.flush)

    @property
    def pending(self) -> bool:
        """A change waits to be written."""
        return self._timer.isActive()

    def set_delay(self, ms: int) -> None:
        self._timer.setInterval(ms)

    def schedule(self) -> None:
        if self.path is not None:
            self._timer.start()

    def flush(self) -> None:
        """Write now what the table holds (or forget a save that is not worth resuming)."""
        self._timer.stop()
        if self.path is None:
            return
        s = self._session
        if s.game.is_won() or not s.game.moves_count:
            saved_game.discard(self.path)
        else:
            saved_game.save(self.path, s.game, s.deal_number, s.elapsed())
