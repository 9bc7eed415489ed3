"""Statistics in the window: each game is counted once, won or abandoned.

A game counts when it is won, or when a new game replaces one that had moves but was
not won. A game that is still open when the app quits is saved, not counted: it goes on
next time.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine.game import Game
from ..store import GameRecord, Statistics, StatsStore
from .dialogs import add_button
from .i18n import duration, number, reword
from .session import GameSession
from .variant_names import variant_name

translate = QCoreApplication.translate


class StatsRecorder(QObject):
    def __init__(self, session: GameSession, path: Path, parent: QObject | None = None):
        super().__init__(parent)
        self.store = StatsStore(path)
        self._session = session
        self._game = session.game
        self._deal = session.deal_number
        self._seconds = 0.0
        self._counted = session.game.is_won()
        session.state_changed.connect(self._remember_clock)
        session.won.connect(self._on_won)
        session.game_replaced.connect(self._on_replaced)

    def summary(self, variant: str) -> Statistics:
        return self.store.summary(variant)

    def close(self) -> None:
        self.store.close()

    def _remember_clock(self) -> None:
        if self._session.game is self._game:
            self._seconds = self._session.elapsed()

    def _record(self, won: bool) -> None:
        game = self._game
        seconds = self._session.elapsed() if won else self._seconds
        self.store.record(
            GameRecord(
                game.rules.id, self._deal, won, game.moves_count, seconds, game.score(seconds)
            )
        )
        self._counted = True

    def _on_won(self) -> None:
        if not self._counted:
            self._record(won=True)

    def _on_replaced(self, game: Game) -> None:
        if not self._counted and self._game.moves_count and not self._game.is_won():
            self._record(won=False)
        self._game = game
        self._deal = self._session.deal_number
        self._seconds = self._session.elapsed()
        self._counted = game.is_won()


def describe(stats: Statistics, variant: str) -> str:
    name = variant_name(variant)
    if not stats.played:
        return f"<h3>{name}</h3><p>" + translate("Statistics", "No games counted yet.") + "</p>"
    best = duration(stats.best_seconds) if stats.best_seconds is not None else "—"
    median = duration(stats.median_win_seconds) if stats.median_win_seconds is not None else "—"
    rate = QLocale().toString(round(stats.win_rate * 100))
    rows = [
        (translate("Statistics", "Games played"), number(stats.played)),
        #: {won} games won, {rate} per cent of those played.
        (
            translate("Statistics", "Games won"),
            translate("Statistics", "{won} ({rate}%)").format(won=number(stats.won), rate=rate),
        ),
        (translate("Statistics", "Current winning streak"), number(stats.current_streak)),
        (translate("Statistics", "Longest winning streak"), number(stats.longest_streak)),
        (
            translate("Statistics", "Best score"),
            number(stats.best_score) if stats.best_score is not None else "—",
        ),
        (translate("Statistics", "Fastest win"), best),
        (translate("Statistics", "Median winning time"), median),
    ]
    cells = "".join(f"<tr><td>{k}</td><td align='right'>&nbsp;&nbsp;{v}</td></tr>" for k, v in rows)
    return f"<h3>{name}</h3><table>{cells}</table>"


def show_statistics(parent: QWidget, recorder: StatsRecorder, variant: str) -> QMessageBox:
    box = QMessageBox(parent)
    box.setObjectName("statistics")
    box.addButton(QMessageBox.StandardButton.Close)
    reset = add_button(box, QMessageBox.ButtonRole.DestructiveRole)

    summary = recorder.summary(variant)

    def word() -> None:
        box.setWindowTitle(translate("Statistics", "Statistics"))
        box.setText(describe(summary, variant))
        reset.setText(translate("Statistics", "Reset…"))

    def confirm_reset() -> None:
        answer = QMessageBox.question(
            parent,
            translate("Statistics", "Reset Statistics"),
            translate("Statistics", "Forget every counted game of this variant?"),
        )
        if answer == QMessageBox.StandardButton.Yes:
            recorder.store.reset(variant)

    reset.clicked.connect(confirm_reset)
    reword(box, word)
    box.open()
    return box
