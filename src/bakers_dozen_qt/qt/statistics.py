"""Statistics in the window: every finished game goes to the worker, answers come back
as signals on the GUI thread.

The session says when a game ends (``GameSession.finished``: won, or abandoned after a
move of the player's; once per game), and the window passes it to
:meth:`StatsRecorder.record`, which hands it to the store's
:class:`~bakers_dozen_qt.store.StatsService`, which writes it on its own thread; the
window never waits for the database. The service's callbacks run on that thread, so
they only emit this object's signals, which Qt queues to the GUI thread.

A game still open when the app quits is saved, not counted: it goes on next time.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine.rules import VARIANTS
from ..store import GameRecord, Notice, Statistics, StatsService, StatsStore
from .clock import format_time
from .tally import Outcome

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

    def record(self, outcome: Outcome) -> None:
        game = GameRecord(
            variant=outcome.variant,
            deal=outcome.deal,
            won=outcome.won,
            moves=outcome.moves,
            seconds=outcome.seconds,
            score=outcome.score,
            hints=outcome.hints,
            undos=outcome.undos,
            helped=outcome.helped,
            daily=outcome.daily,
        )
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


def _tr(text: str) -> str:
    return QCoreApplication.translate("Statistics", text)


def describe(stats: Statistics, variant: str) -> str:
    tr = _tr
    name = VARIANTS[variant].name if variant in VARIANTS else variant
    if not stats.played:
        return tr("<h3>{variant}</h3><p>No games counted yet.</p>").format(variant=name)
    best = format_time(stats.best_seconds) if stats.best_seconds is not None else "—"
    median = format_time(stats.median_win_seconds) if stats.median_win_seconds is not None else "—"
    rows = [
        (tr("Games played"), f"{stats.played}"),
        (tr("Games won"), f"{stats.won} ({stats.win_rate:.0%})"),
        (tr("Won with help"), f"{stats.won_with_help}"),
        (tr("Current winning streak"), f"{stats.current_streak}"),
        (tr("Longest winning streak"), f"{stats.longest_streak}"),
        (tr("Best score"), "—" if stats.best_score is None else f"{stats.best_score}"),
        (tr("Fastest win"), best),
        (tr("Median winning time"), median),
    ]
    cells = "".join(f"<tr><td>{k}</td><td align='right'>&nbsp;&nbsp;{v}</td></tr>" for k, v in rows)
    return f"<h3>{name}</h3><table>{cells}</table>"


def show_statistics(parent: QWidget, recorder: StatsRecorder, variant: str) -> QMessageBox:
    """A short summary of ``variant``, filled in when the worker answers."""
    box = QMessageBox(parent)
    tr = box.tr
    box.setObjectName("statistics")
    box.setWindowTitle(tr("Statistics"))
    box.setText(tr("Loading…"))
    close = box.addButton(QMessageBox.StandardButton.Close)
    reset = box.addButton(tr("Reset…"), QMessageBox.ButtonRole.DestructiveRole)
    # Enter closes; wiping the statistics always takes a deliberate click.
    box.setDefaultButton(close)
    box.setEscapeButton(close)

    def confirm_reset() -> None:
        ask = QMessageBox(parent)
        ask.setWindowTitle(tr("Reset Statistics"))
        ask.setText(tr("Forget every counted game of this variant?"))
        ask.setIcon(QMessageBox.Icon.Warning)
        forget = ask.addButton(tr("Forget Them"), QMessageBox.ButtonRole.DestructiveRole)
        keep = ask.addButton(tr("Keep Them"), QMessageBox.ButtonRole.RejectRole)
        ask.setDefaultButton(keep)
        ask.setEscapeButton(keep)
        ask.finished.connect(
            lambda *_: recorder.reset(variant) if ask.clickedButton() is forget else None
        )
        ask.open()

    def show(stats: Statistics) -> None:
        if shiboken6.isValid(box):
            box.setText(describe(stats, variant))

    def fail(_: object) -> None:
        if shiboken6.isValid(box):
            box.setText(tr("The statistics cannot be read just now; your games are kept."))

    reset.clicked.connect(confirm_reset)
    recorder.ask(lambda store: store.summary(variant), show, fail)
    box.open()
    return box
