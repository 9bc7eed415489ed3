"""Game > Winnable Deals Only, and the daily deal's verdict.

With the option on, New Deal deals only a deal the solver has won: the search runs in a
worker, and "Finding a winnable deal…" shows if it takes longer than
:data:`FINDING_MS`. Most deals are won within milliseconds, but a few take the solver
seconds, so the next deal is looked for as soon as a game starts (:meth:`prefetch`) and
New Deal is then at once. The daily deal stays the date's deal, the same for everyone;
instead its verdict is told when it starts.
"""

from __future__ import annotations

import logging
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine.budgets import BUDGETS, Budgets
from ...engine.game import Game
from ...engine.rules import Rules
from ..play.session import GameSession
from ..words.messages import Messages
from .solver_worker import SolverRunner

log = logging.getLogger(__name__)

FINDING_MS = 200
START_RANGE = 1_000_000
"""New Deal's numbers, as without the option (``new_games.NEW_DEAL_RANGE``)."""


@dataclass(frozen=True)
class DealSearch:
    rules: Rules
    start: int
    budgets: Budgets = BUDGETS


@dataclass(frozen=True)
class DealJudged:
    """The daily deal whose verdict is wanted, and the budgets it may spend."""

    game: Game
    budgets: Budgets = BUDGETS


def find_winnable(search: DealSearch, cancel: threading.Event) -> int | None:
    """The first deal from ``search.start`` on that the solver wins (None: none found)."""
    from ...engine.solver import winnable_deal

    try:
        b = search.budgets
        return winnable_deal(
            search.rules, start=search.start, max_seconds_each=b.winnable_seconds,
            max_nodes_each=b.winnable_nodes, tries=b.winnable_tries, cancel=cancel,
        )  # fmt: skip
    except Exception:  # a solver bug must not take the window down: any deal, then
        log.exception("the search for a winnable deal failed")
        return None


def judge_deal(asked: DealJudged, cancel: threading.Event) -> object:
    """The solver's verdict on the deal, from its start (a ``Verdict``)."""
    from ...engine.solver import Verdict, solve

    game, b = asked.game, asked.budgets
    try:
        start = Game(game.rules, game.initial)
        result = solve(
            start, max_nodes=b.daily_nodes, max_seconds=b.daily_seconds, cancel=cancel,
            shorten=False,
        )  # fmt: skip
        return result.verdict
    except Exception:  # the same: the deal is not judged
        log.exception("judging the daily deal failed")
        return Verdict.UNKNOWN


class WinnableDeals(QObject):
    found = Signal(object)  # the deal number found, or None
    judged = Signal(object)  # the daily deal's Verdict, once told

    def __init__(self, parent: QObject, session: GameSession, messages: Messages) -> None:
        super().__init__(parent)
        self._session = session
        self._messages = messages
        self.finder = SolverRunner(find_winnable, self)
        self.finder.ready.connect(self._found)
        self.judge = SolverRunner(judge_deal, self)
        self.judge.ready.connect(self._judged)
        self._then: Callable[[int], None] | None = None
        self._looking_for: Rules | None = None
        self._ready: tuple[Rules, int] | None = None  # a winnable deal found ahead
        self._finding = QTimer(self)
        self._finding.setSingleShot(True)
        self._finding.setInterval(FINDING_MS)
        self._finding.timeout.connect(self._say_finding)
        self._said_finding = False
        self._daily: Game | None = None

    @property
    def busy(self) -> bool:
        return self.finder.busy

    @property
    def ready(self) -> int | None:
        """The winnable deal found ahead for the next New Deal, if any."""
        return None if self._ready is None else self._ready[1]

    def find(
        self, rules: Rules, then: Callable[[int], None], difficulty: int | None = None
    ) -> None:
        """``then(number)`` with a winnable deal of ``rules``: one of the atlas's, of
        ``difficulty`` when asked (1-5), when the rules have an atlas; else the one found
        ahead, or one looked for now in the background (of any difficulty)."""
        from ...engine.atlas.table import atlas_deal  # loaded with the first New Deal

        number = atlas_deal(rules, difficulty, random.Random())
        if number is not None:
            self._ready = None
            self.found.emit(number)
            then(number)
            return
        ready, self._ready = self._ready, None
        if ready is not None and ready[0] == rules:
            self.found.emit(ready[1])
            then(ready[1])
            return
        self._then = then
        self._said_finding = False
        self._search(rules)
        self._finding.start()

    def keep(self, rules: Rules, number: int) -> None:
        """``number``, found and not dealt after all, is the next New Deal's."""
        self._ready = (rules, number)

    def prefetch(self, rules: Rules) -> None:
        """Find the next winnable deal of ``rules`` now, for the next New Deal (none needs
        finding when the rules have an atlas)."""
        from ...engine.atlas.table import atlas_for
        from ...engine.rules import VARIANTS

        if VARIANTS.get(rules.id) == rules and atlas_for(rules.id) is not None:
            return
        if self.finder.busy or (self._ready is not None and self._ready[0] == rules):
            return
        self._then = None
        self._search(rules)

    def _search(self, rules: Rules) -> None:
        self._looking_for = rules
        start = random.randint(1, START_RANGE)
        self.finder.request_data(DealSearch(rules, start, self._session.budgets))

    def judge_daily(self) -> None:
        """Tell whether the daily deal just started can be won, once the solver knows."""
        self._daily = self._session.game
        self.judge.request_data(DealJudged(self._daily.copy(), self._session.budgets))

    def drop_request(self) -> None:
        """Another deal was asked for: New Deal's search, if one runs, is not wanted."""
        if self._then is not None:
            self.stop_looking()

    def stop_looking(self) -> None:
        """No deal is looked for any more (the daily deal's verdict still comes)."""
        self._then = None
        self._finding.stop()
        self.finder.cancel()

    def cancel(self) -> None:
        self.finder.cancel()
        self.judge.cancel()
        self._finding.stop()
        self._then = None

    def shutdown(self) -> None:
        self.cancel()
        self.finder.shutdown()
        self.judge.shutdown()

    # --- inside -------------------------------------------------------------------------

    def _say_finding(self) -> None:
        if self.finder.busy:
            self._said_finding = True
            self._messages.show_message(self.tr("Finding a winnable deal…"), 0)

    def _found(self, number: object) -> None:
        self._finding.stop()
        then, self._then = self._then, None
        if then is None:  # found ahead: kept for the next New Deal
            if isinstance(number, int) and self._looking_for is not None:
                self._ready = (self._looking_for, number)
            return
        if self._said_finding:
            self._messages.show_message("", 1)
        if number is None:
            self._messages.show_message(
                self.tr("No winnable deal found in time: this one may not be winnable.")
            )
            number = random.randint(1, START_RANGE)
        assert isinstance(number, int)
        self.found.emit(number)
        if then is not None:
            then(number)

    def _judged(self, verdict: object) -> None:
        from ...engine.solver import Verdict

        if self._session.game is not self._daily or not self._session.tally.daily:
            return  # another game took its place meanwhile
        if verdict is Verdict.WON:
            self._messages.show_message(self.tr("Today's deal can be won."), 10_000)
        elif verdict is Verdict.UNWINNABLE:
            self._messages.show_message(self.tr("Today's deal cannot be won."), 10_000)
        else:
            self._messages.show_message(
                self.tr("The solver could not decide whether today's deal can be won."), 10_000
            )
        self.judged.emit(verdict)
