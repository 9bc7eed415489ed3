"""The game's figures where the player glances: the status bar, the title, the caption.

The title names the deal only: Qt adds the application's display name itself
(" — Baker's Dozen" on X11, Wayland and Windows, unless the title already ends with it),
and macOS shows it in the menu bar. So the app's name appears once, wherever it runs.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QMainWindow

from .clock import format_time
from .session import GameSession
from .share import deal_date
from .table_scene import TableScene

DEFAULT_VARIANT = "bakers-dozen"


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
        self.labels["time"].setToolTip(
            self.tr(
                "Time on this deal, restarts included: the clock starts with the first "
                "move and stops while the game is paused or the window minimised."
            )
        )
        session.clock.tick.connect(self.update_figures)

    def update_figures(self) -> None:
        s = self._session
        labels = self.labels
        labels["score"].setText(self.tr("Score {score}").format(score=s.score()))
        labels["time"].setText(self.tr("Time {time}").format(time=format_time(s.elapsed())))
        moves, automatic = s.player_moves(), s.automatic_moves()
        labels["moves"].setText(self.tr("Moves {moves}").format(moves=moves))
        tip = self.tr("Your own moves on this deal, restarts included.")
        if automatic:
            tip = self.tr(
                "Your own moves on this deal, restarts included. Besides them, %n move(s) "
                "made for you (safe cards sent up, Auto Finish, Show the Way).",
                "",
                automatic,
            )
        labels["moves"].setToolTip(tip)
        labels["deal"].setText(self._deal_text())

    def update_all(self) -> None:
        self.update_figures()
        self._window.setWindowTitle(self.title())
        rules = self._session.game.rules
        sub = self._deal_only()
        self._scene.set_caption(f"<b>{rules.name}</b><br><small>{sub}</small>")

    def title(self) -> str:
        """``Deal 5``; ``Good Measure · Deal 7`` for another variant."""
        if self._session.game.rules.id == DEFAULT_VARIANT:
            return self._deal_only()
        return self._deal_text()

    def _deal_only(self) -> str:
        s = self._session
        deal = s.deal_number
        if deal and s.tally.daily:
            return self.tr("Daily Deal {date}").format(date=deal_date(deal))
        return self.tr("Deal {number}").format(number=deal) if deal else self.tr("Own position")

    def _deal_text(self) -> str:
        rules, deal = self._session.game.rules, self._session.deal_number
        if deal and self._session.tally.daily:
            return self.tr("{variant} · Daily Deal {date}").format(
                variant=rules.name, date=deal_date(deal)
            )
        if deal:
            return self.tr("{variant} · Deal {number}").format(variant=rules.name, number=deal)
        return self.tr("{variant} · Own position").format(variant=rules.name)
