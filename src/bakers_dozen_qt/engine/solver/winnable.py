"""Picking a deal the solver has proved winnable ("Winnable deals only")."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable

from ..budgets import BUDGETS
from ..deals import MAX_DEAL, MIN_DEAL
from ..game import Game
from ..rules import Rules
from .api import solve
from .result import Verdict


def winnable_deal(
    rules: Rules,
    *,
    rng: random.Random | None = None,
    start: int | None = None,
    max_seconds_each: float | None = BUDGETS.winnable_seconds,
    max_nodes_each: int | None = BUDGETS.winnable_nodes,
    tries: int = BUDGETS.winnable_tries,
    cancel: threading.Event | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> int | None:
    """A deal number whose deal the solver wins under ``rules``, or None.

    The candidates are ``start``, ``start + 1``, ... (wrapping after the last deal) when
    ``start`` is given, else numbers drawn from ``rng`` (a fresh ``random.Random()``
    when None). Each gets its own budget; a deal the budget cannot decide is passed over
    like a lost one. None after ``tries`` candidates or when ``cancel`` is set. Face-down
    cards are read as they lie: the question is whether the real deal can be won. About
    99% of deals are winnable and most are solved in a few milliseconds, so the first
    candidate nearly always does.
    """
    draw = rng or random.Random()
    for i in range(tries):
        if cancel is not None and cancel.is_set():
            return None
        if start is None:
            number = draw.randint(MIN_DEAL, MAX_DEAL)
        else:
            number = (start - MIN_DEAL + i) % (MAX_DEAL - MIN_DEAL + 1) + MIN_DEAL
        result = solve(
            Game.from_deal(number, rules), max_seconds=max_seconds_each,
            max_nodes=max_nodes_each, cancel=cancel, shorten=False, clock=clock,
        )  # fmt: skip
        if result.verdict is Verdict.WON:
            return number
    return None
