"""Statistics in the window: every finished game goes to the worker, answers come back
as signals on the GUI thread.

The session says when a game ends (``GameSession.finished``: won, or abandoned after a
move of the player's; once per game), and the window passes it to
:meth:`StatsRecorder.record`, which hands it to the store's
:class:`~bakers_dozen_qt.store.StatsService`, which writes it on its own thread; the
window never waits for the database. The service's callbacks run on that thread, so
they only emit this object's signals, which Qt queues to the GUI thread.

A game still open when the app quits is saved, not counted: it goes on next time. The
Statistics window (``window``) asks the same service its questions.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import shiboken6
from PySide6.QtCore import QObject, Signal

from ...store import GameRecord, Notice, StatsService, StatsStore

T = TypeVar("T")

CLOSE_SECONDS = 2.0
"""How long quitting waits for games still being written (then they wait for next time)."""


class StatsRecorder(QObject):
    recorded = Signal(object)  # RecordOutcome: a game is written (and its placing known)
    notice = Signal(object)  # Notice: something to tell the player, once
    _answer = Signal(object, object)  # callback, value: delivered on the GUI thread

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._answer.connect(self._deliver)
        self.service = StatsService(path, on_notice=self._noticed)

    def start(self) -> None:
        """Start the worker: connect to ``notice`` and ``recorded`` first, or what it
        says at once (a damaged file found on opening) is said to no one."""
        self.service.start()

    def record(self, game: GameRecord) -> None:
        self.service.record(game, lambda done: self._emit(self.recorded, done))

    def ask(
        self,
        question: Callable[[StatsStore], T],
        on_done: Callable[[T], None],
        on_fail: Callable[[Any], None] | None = None,
    ) -> None:
        """``question(store)`` answered on the worker; ``on_done(answer)`` (or
        ``on_fail(StoreError)``) later, on the GUI thread."""
        self.service.ask(
            question,
            lambda value: self._emit(self._answer, on_done, value),
            None if on_fail is None else lambda e: self._emit(self._answer, on_fail, e),
        )

    def reset(self, variant: str | None) -> None:
        self.service.reset(variant)

    def close(self) -> int:
        """Write what is queued (waiting a little), stop the worker; games not written
        (they are kept for the next start)."""
        return self.service.close(CLOSE_SECONDS)

    # --- from the worker -------------------------------------------------------------------

    def _noticed(self, notice: Notice) -> None:
        self._emit(self.notice, notice)

    def _emit(self, signal: Any, *args: object) -> None:
        # On the worker: the window (and this object) may be gone already.
        if shiboken6.isValid(self):
            with contextlib.suppress(RuntimeError):
                signal.emit(*args)

    def _deliver(self, callback: object, value: object) -> None:
        assert callable(callback)
        callback(value)
