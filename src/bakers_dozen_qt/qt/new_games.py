"""Every way to start another game: New Deal, Daily Deal, Deal by Number, a variant, a
custom variant, a pasted board. Each asks first (:class:`~.abandon.AbandonGuard`) when a
game in progress would be given up, and each starts with an empty undo stack.

Dialogs are opened with ``open()``, never a nested event loop, so tests (and the storm
test's random player) can answer them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from ..engine.deals import MAX_DEAL, daily_deal_number
from ..engine.game import Game
from ..engine.rules import Rules
from .abandon import AbandonGuard
from .i18n import number
from .session import GameSession
from .settings import Preferences

if TYPE_CHECKING:  # dialog classes are built by PySide on first use: not at start-up
    from PySide6.QtWidgets import QInputDialog

NEW_DEAL_RANGE = 1_000_000
translate = QCoreApplication.translate


class NewGames(QObject):
    def __init__(
        self,
        parent: QWidget,
        session: GameSession,
        prefs: Preferences,
        guard: AbandonGuard,
        on_declined: Callable[[], None],
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._session = session
        self._prefs = prefs
        self._guard = guard
        self._declined = on_declined
        self.deal_number_dialog: QInputDialog | None = None

    def confirm(self, then: Callable[[], None]) -> None:
        """Run ``then`` (which replaces the game) once giving up this game is agreed."""
        self._guard.confirm(then, self._declined)

    def deal(
        self, number: int | None = None, variant_id: str | None = None, *, daily: bool = False
    ) -> None:
        variant = variant_id or self._session.game.rules.id
        n = number if number is not None else random.randint(1, NEW_DEAL_RANGE)

        def start() -> None:
            if variant_id is not None:
                self._prefs.variant = variant_id
            self._session.new_game(Game.from_deal(n, variant), n, daily=daily)

        self.confirm(start)

    def daily(self) -> None:
        self.deal(daily_deal_number(), daily=True)

    def by_number(self) -> QInputDialog:
        from PySide6.QtWidgets import QInputDialog

        dialog = QInputDialog(self._parent)
        dialog.setObjectName("deal-by-number")
        dialog.setWindowTitle(translate("DealByNumber", "Deal by Number"))
        dialog.setLabelText(
            translate("DealByNumber", "Deal number (1 to {last}):").format(last=number(MAX_DEAL))
        )
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        dialog.setIntRange(1, MAX_DEAL)
        dialog.setIntValue(max(1, min(self._session.deal_number or 1, MAX_DEAL)))
        dialog.intValueSelected.connect(lambda n: self.deal(int(n)))
        dialog.finished.connect(lambda *_: self._forget_dialog(dialog))
        self.deal_number_dialog = dialog
        dialog.open()
        return dialog

    def custom(self, rules: Rules) -> None:
        n = self._session.deal_number or random.randint(1, NEW_DEAL_RANGE)
        self.confirm(lambda: self._session.new_game(Game.from_deal(n, rules), n))

    def _forget_dialog(self, dialog: QInputDialog) -> None:
        if self.deal_number_dialog is dialog:
            self.deal_number_dialog = None
