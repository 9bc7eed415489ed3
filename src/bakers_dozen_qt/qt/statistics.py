"""Statistics in the window: each game is counted once, won or abandoned.

A game counts when it is won, or when a new game replaces one that had moves but was
not won. A game that is still open when the app quits is saved, not counted: it goes on
next time.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine.game import Game
from ..engine.rules import VARIANTS
from ..store import GameRecord, Statistics, StatsStore
from .clock import format_time
from .session import GameSession


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
    name = VARIANTS[variant].name if variant in VARIANTS else variant
    if not stats.played:
        return f"<h3>{name}</h3><p>No games counted yet.</p>"
    best = format_time(stats.best_seconds) if stats.best_seconds is not None else "—"
    median = format_time(stats.median_win_seconds) if stats.median_win_seconds is not None else "—"
    rows = [
        ("Games played", f"{stats.played}"),
        ("Games won", f"{stats.won} ({stats.win_rate:.0%})"),
        ("Current winning streak", f"{stats.current_streak}"),
        ("Longest winning streak", f"{stats.longest_streak}"),
        ("Best score", f"{stats.best_score}"),
        ("Fastest win", best),
        ("Median winning time", median),
    ]
    cells = "".join(f"<tr><td>{k}</td><td align='right'>&nbsp;&nbsp;{v}</td></tr>" for k, v in rows)
    return f"<h3>{name}</h3><table>{cells}</table>"


def show_statistics(parent: QWidget, recorder: StatsRecorder, variant: str) -> QMessageBox:
    box = QMessageBox(parent)
    box.setObjectName("statistics")
    box.setWindowTitle("Statistics")
    box.setText(describe(recorder.summary(variant), variant))
    box.addButton(QMessageBox.StandardButton.Close)
    reset = box.addButton("Reset…", QMessageBox.ButtonRole.DestructiveRole)

    def confirm_reset() -> None:
        answer = QMessageBox.question(
            parent, "Reset Statistics", "Forget every counted game of this variant?"
        )
        if answer == QMessageBox.StandardButton.Yes:
            recorder.store.reset(variant)

    reset.clicked.connect(confirm_reset)
    box.open()
    return box
