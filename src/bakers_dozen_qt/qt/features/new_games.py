"""Every way to start another game: New Deal, Daily Deal, Deal by Number, a variant, a
custom variant, a pasted board. Each asks first (:class:`~.abandon.AbandonGuard`) when a
game in progress would be given up, and each starts with an empty undo stack. With Game >
Winnable Deals Only, New Deal first finds a deal the solver wins
(:class:`~.winnable_deals.WinnableDeals`), and the daily deal's verdict is told.

Dialogs are opened with ``open()``, never a nested event loop, so tests (and the storm
test's random player) can answer them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from ...engine.deals import MAX_DEAL, daily_cards, daily_deal_number
from ...engine.game import Game
from ...engine.rules import CUSTOM_ID, Rules, get_rules
from ..dialogs.closing import delete_when_closed
from ..files.settings import Preferences
from ..play.session import GameSession
from ..words.i18n import number
from ..words.messages import Messages
from .abandon import AbandonGuard
from .share import deal_date as daily_date_text

if TYPE_CHECKING:  # dialog classes are built by PySide on first use: not at start-up
    import datetime as dt

    from PySide6.QtWidgets import QInputDialog

    from .winnable_deals import WinnableDeals

NEW_DEAL_RANGE = 1_000_000
translate = QCoreApplication.translate


def _today() -> dt.date:
    import datetime  # the daily deal's date: the start of every other game goes without

    return datetime.date.today()


class NewGames(QObject):
    def __init__(
        self,
        parent: QWidget,
        session: GameSession,
        prefs: Preferences,
        guard: AbandonGuard,
        on_declined: Callable[[], None],
        messages: Messages,
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._session = session
        self._prefs = prefs
        self._guard = guard
        self._declined = on_declined
        self.deal_number_dialog: QInputDialog | None = None
        self._messages = messages
        self._winnable: WinnableDeals | None = None
        self.today: Callable[[], dt.date] = _today
        """The player's date, for the daily deal (tests set another day)."""

    @property
    def winnable(self) -> WinnableDeals:
        """Winnable Deals Only's search (made when first needed: not for the first frame)."""
        if self._winnable is None:
            from .winnable_deals import WinnableDeals

            self._winnable = WinnableDeals(self, self._session, self._messages)
        return self._winnable

    def shutdown(self) -> None:
        """At quit: a search still running stops."""
        if self._winnable is not None:
            self._winnable.shutdown()

    def confirm(self, then: Callable[[], None]) -> None:
        """Run ``then`` (which replaces the game) once giving up this game is agreed."""
        self._guard.confirm(then, self._declined)

    def deal(
        self, number: int | None = None, variant_id: str | None = None, *, daily: bool = False
    ) -> None:
        variant = variant_id or self._session.game.rules.id
        if self._winnable is not None:  # a deal asked for now replaces one looked for
            self._winnable.drop_request()
        if number is None and self._prefs.winnable_only:
            rules = get_rules(variant)

            def found(n: int) -> None:
                # Kept for the next New Deal if the player keeps this game after all.
                self._start(n, variant_id, daily, lambda: self.winnable.keep(rules, n))

            level = self._prefs.winnable_difficulty
            self.winnable.find(rules, found, int(level) if level else None)
            return
        n = number if number is not None else random.randint(1, NEW_DEAL_RANGE)
        self._start(n, variant_id, daily)

    def _start(
        self,
        n: int,
        variant_id: str | None,
        daily: bool,
        declined: Callable[[], None] | None = None,
    ) -> None:
        variant = variant_id or self._session.game.rules.id

        def start() -> None:
            if variant_id is not None:
                self._prefs.variant = variant_id
            game = Game.from_daily(n, variant) if daily else Game.from_deal(n, variant)
            self._session.new_game(game, n, daily=daily)
            if self._prefs.winnable_only:
                self.winnable.prefetch(game.rules)
                if daily:
                    self.winnable.judge_daily()

        def kept() -> None:
            if declined is not None:
                declined()
            self._declined()

        self._guard.confirm(start, kept)

    def winnable_only_changed(self, on: bool) -> None:
        """Game > Winnable Deals Only: when on, the next deal is looked for at once."""
        if on:
            self.winnable.prefetch(get_rules(self._session.game.rules.id))
        elif self._winnable is not None:
            self._winnable.stop_looking()

    def daily(self) -> None:
        self.deal(daily_deal_number(self.today()), daily=True)

    def variant(self, variant_id: str) -> None:
        """Another variant: the same deal number in it, or on the daily deal the
        variant's daily deal of the same date."""
        s = self._session
        daily = s.tally.daily and s.deal_number is not None
        self.deal(s.deal_number, variant_id, daily=daily)

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
        delete_when_closed(dialog)
        self.deal_number_dialog = dialog
        dialog.open()
        return dialog

    def again(self, rules: Rules, deal: int, *, daily: bool) -> None:
        """Play This Deal Again (from the game history): the same variant and cards. A
        daily deal's cards come back as the numbered deal that deals them: practice for
        that day, counted as that numbered deal and never as the daily deal (said)."""
        number = daily_cards(deal, rules.id) if daily else deal

        def start() -> None:
            if rules.id != CUSTOM_ID:
                self._prefs.variant = rules.id
            self._session.new_game(Game.from_deal(number, rules), number)
            if daily:
                self._messages.show_message(
                    translate(
                        "NewGames",
                        "The daily deal of {date} again, as deal {number}: it counts as "
                        "that numbered deal, not as the daily deal.",
                    ).format(date=daily_date_text(deal), number=number)
                )

        self.confirm(start)

    def custom(self, rules: Rules) -> None:
        n = self._session.deal_number or random.randint(1, NEW_DEAL_RANGE)
        self.confirm(lambda: self._session.new_game(Game.from_deal(n, rules), n))

    def _forget_dialog(self, dialog: QInputDialog) -> None:
        if self.deal_number_dialog is dialog:
            self.deal_number_dialog = None
