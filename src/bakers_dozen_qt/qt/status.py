"""The game's figures where the player glances: the status bar, the title, the caption."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QMainWindow

from .i18n import duration, number, reword
from .session import GameSession
from .table_scene import TableScene
from .variant_names import variant_name


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
        reword(window, self._reword)

    def _reword(self) -> None:
        self._window.statusBar().clearMessage()  # said in the language before
        self.update_all()

    def update_figures(self) -> None:
        s = self._session
        labels = self.labels
        labels["score"].setText(self.tr("Score {score}").format(score=number(s.score())))
        labels["time"].setText(self.tr("Time {time}").format(time=duration(s.elapsed())))
        labels["moves"].setText(self.tr("Moves {moves}").format(moves=number(s.game.moves_count)))
        name = variant_name(s.game.rules)
        labels["deal"].setText(
            self.tr("{deal} · {variant}").format(deal=self._deal(), variant=name)
        )

    def _deal(self) -> str:
        deal = self._session.deal_number
        # A deal number is a name, not an amount: no thousands separators.
        #: A deal, by its number (the same number always deals the same cards).
        return self.tr("Deal {number}").format(number=deal) if deal else self.tr("Own position")

    def update_all(self) -> None:
        self.update_figures()
        name, deal = variant_name(self._session.game.rules), self._session.deal_number
        title = self.tr("{variant} — Deal {number}").format(variant=name, number=deal)
        self._window.setWindowTitle(title if deal else name)
        self._scene.set_caption(f"<b>{name}</b><br><small>{self._deal()}</small>")
