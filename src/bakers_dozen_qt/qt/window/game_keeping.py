"""What the window keeps of the games: the saved game in progress and the statistics.

- :meth:`GameKeeping.restore` resumes the saved game, its whole undo history and tally
  included; a save that cannot be loaded was kept aside by the store and is told once.
- The autosave writes the game as it goes; a write that fails is told once and retried.
- The statistics (SQLite, on the store's worker thread) are opened after the first frame
  or when first needed, and get every game the session says has finished.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ...engine.history import HistoryError
from ..features.game_end import GameEnd
from ..files import saved_game
from ..files.autosave import AutoSave
from ..files.notices import Notices
from ..play.session import GameSession

if TYPE_CHECKING:
    from ...store import GameRecord
    from ..statistics.bridge import StatsBridge
    from ..statistics.recorder import StatsRecorder


class GameKeeping(QObject):
    def __init__(
        self,
        parent: QObject,
        session: GameSession,
        notices: Notices,
        end: GameEnd,
        save_path: Path | None,
        stats_path: Path | None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._notices = notices
        self._end = end
        self.autosave = AutoSave(session, save_path, self)
        self.autosave.failed.connect(notices.save_failed)
        self.autosave.written.connect(notices.save_works_again)
        self._stats_path = stats_path
        self._stats: StatsRecorder | None = None
        self._bridge: StatsBridge | None = None
        session.finished.connect(self._count)

    def restore(self, path: Path) -> bool:
        """Continue the game saved at ``path``; ``False`` if there is none to continue.
        A save that cannot be loaded is kept aside and the player told, once."""
        if not os.path.lexists(path):  # nothing saved: the store need not be loaded
            return False
        from ...store import SaveFileError

        try:
            saved = saved_game.load(path)
        except SaveFileError as e:
            self._notices.save_unreadable(e)
            return False
        if saved is None or saved.game.is_won():
            return False
        start, tally = saved_game.start_of(saved)
        try:
            self._session.start_from(
                start, saved.history, saved.deal, elapsed=saved.elapsed_seconds, tally=tally
            )
        except HistoryError:  # load_game replayed it already: only a bug gets here
            return False
        return True

    @property
    def stats(self) -> StatsRecorder | None:
        """The statistics (``None`` when they are off); opened on first use."""
        if self._stats is None and self._stats_path is not None:
            from ..statistics.recorder import StatsRecorder

            self._stats = StatsRecorder(self._stats_path, self)
            self._stats.notice.connect(self._notices.stats)
            self._stats.recorded.connect(self._end.recorded)
            self._stats.recorded.connect(self._refresh_statistics_window)
            self._stats.start()
        return self._stats

    @property
    def bridge(self) -> StatsBridge | None:
        """The Statistics window's way to the worker, made once and kept as long as the
        main window: the worker may answer after a Statistics window is closed, and it
        must find the object it answers through still alive."""
        stats = self.stats
        if self._bridge is None and stats is not None:
            from ..statistics.bridge import StatsBridge

            self._bridge = StatsBridge(stats.service, self)
        return self._bridge

    def close_stats(self) -> None:
        """At quit: games still queued are written (or kept for next time)."""
        stats, self._stats, self._stats_path = self._stats, None, None
        if stats is not None:
            stats.close()

    def _refresh_statistics_window(self) -> None:
        """An open Statistics window shows the game just written."""
        module = sys.modules.get("bakers_dozen_qt.qt.statistics.window")
        parent = self.parent()
        if module is None or parent is None:
            return  # never opened: nothing to refresh
        for window in parent.findChildren(module.StatisticsWindow):
            window.refresh()

    def _count(self, game: GameRecord) -> None:
        if self.stats is not None:
            self.stats.record(game)
