"""The game's figures where the player glances: the status bar, the title, the caption."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QMainWindow

from .clock import format_time
from .session import GameSession
from .table_scene import TableScene


class GameStatus(QObject):
    """Score, time, moves and deal in the status bar; the deal in the title and on the felt."""

    def __init__(self, window: QMainWindow, session: GameSession, scene: TableScene) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self._scene = scene
        bar = window.statusBar()
        self.labels = {k: QLabel(window) for k in ("score", "time", "moves", "deal")}
        for label in self.labels.values():
            label.setContentsMargins(8, 0, 8, 0)
            bar.addPermanentWidget(label)
        session.clock.tick.connect(self.update_figures)

    def update_figures(self) -> None:
        s = self._session
        labels = self.labels
        labels["score"].setText(f"Score {s.score()}")
        labels["time"].setText(f"Time {format_time(s.elapsed())}")
        labels["moves"].setText(f"Moves {s.game.moves_count}")
        deal = f"Deal {s.deal_number}" if s.deal_number else "Own position"
        labels["deal"].setText(f"{deal} · {s.game.rules.name}")

    def update_all(self) -> None:
        self.update_figures()
        rules, deal = self._session.game.rules, self._session.deal_number
        self._window.setWindowTitle(f"{rules.name} — Deal {deal}" if deal else rules.name)
        sub = f"Deal {deal}" if deal else "Own position"
        self._scene.set_caption(f"<b>{rules.name}</b><br><small>{sub}</small>")
