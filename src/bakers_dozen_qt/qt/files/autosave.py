"""The game in progress kept on disk, written once the table has been still for a moment.

A change schedules a write ``DELAY_MS`` later, and further changes push it back, so a
burst of moves (or Show the Way playing out a line) costs one write, not one each; but
never past ``MAX_WAIT_MS`` after the first change not yet written, so steady play is
saved too and whatever ends the game without warning (a lost X server, a power cut)
costs a few seconds at most. :meth:`AutoSave.flush` writes at once: the window calls it
when it closes, and so does whatever ends the app (``quit_signals``). The write is
atomic (``store``), so a crash mid-write leaves the previous save whole.

A write that fails (a read-only folder, a full disk, a folder where the file goes) is
reported through ``failed`` and tried again ``RETRY_MS`` later, and at the next change;
the game goes on meanwhile. The save holds the whole undo history and the game's tally,
and is kept even with no move on the table: a deal only looked at comes back at the
next start, and one the player moved on before a restart must still count when
abandoned later.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from ..play.session import GameSession
from . import saved_game

DELAY_MS = 1500
MAX_WAIT_MS = 5000
RETRY_MS = 30_000


class AutoSave(QObject):
    failed = Signal(object)  # StoreWriteError: the save could not be written or removed
    written = Signal()  # the save on disk is the game on the table again

    def __init__(
        self, session: GameSession, path: Path | None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.path = path
        self.failing = False
        self._cleaned = False
        self._delay_ms = DELAY_MS
        self._max_wait_ms = MAX_WAIT_MS
        self._unsaved_since: float | None = None  # monotonic time of the first change
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.flush)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self.flush)

    @property
    def pending(self) -> bool:
        """A change waits to be written."""
        return self._timer.isActive()

    def set_delay(self, ms: int) -> None:
        self._delay_ms = ms

    def set_max_wait(self, ms: int) -> None:
        self._max_wait_ms = ms

    def set_retry_delay(self, ms: int) -> None:
        self._retry.setInterval(ms)

    def schedule(self) -> None:
        """A change: written once the table is still, or when the first change not yet
        written has waited ``MAX_WAIT_MS``, whichever comes first."""
        if self.path is None:
            return
        now = time.monotonic()
        if self._unsaved_since is None:
            self._unsaved_since = now
        left = self._max_wait_ms - (now - self._unsaved_since) * 1000
        self._timer.start(max(0, round(min(self._delay_ms, left))))

    def clean_orphans(self) -> None:
        """Remove temporary files of saves that were killed (once, before the first write)."""
        if self.path is not None and not self._cleaned:
            self._cleaned = True
            saved_game.clean_orphans(self.path)

    def worth_keeping(self) -> bool:
        """Whether the table is a game to resume: not won, not counted. A deal only
        looked at is kept too: it is the game in progress until the player moves on."""
        s = self._session
        return not (s.game.is_won() or s.tally.counted)

    def flush(self) -> bool:
        """Write now what the table holds (or forget a save not worth resuming);
        ``False`` if that failed (``failed`` was emitted and a retry is due)."""
        from ...store import StoreWriteError

        self._timer.stop()
        self._retry.stop()
        self._unsaved_since = None
        if self.path is None:
            return True
        self.clean_orphans()
        try:
            if self.worth_keeping():
                saved_game.save(self.path, self._session)
            else:
                saved_game.discard(self.path)
        except StoreWriteError as e:
            self.failing = True
            self._retry.start()
            self.failed.emit(e)
            return False
        if self.failing:
            self.failing = False
            self.written.emit()
        return True
