"""What Hint, Solve and Where Was It Lost? ask the solver, as answers the player can be
told straight: run in a worker (``solver_worker.SolverRunner``), no Qt here.

Each answer says, besides the move or verdict, whether the position is *lost* and
whether the deal itself could never be won (deal 104 of Baker's Dozen, for one): then
no move of the player's lost it, and no text should send them looking for one.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine.budgets import BUDGETS, Budgets
from ...engine.game import Game
from ...engine.moves import Move

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from ...engine.solver import PlayerView


@dataclass(frozen=True)
class HintAnswer:
    move: Move | None
    lost: bool = False
    """The solver proved that this position cannot be won."""
    from_start: bool = False
    """Nor could the deal, from its very start."""
    stuck: bool = False
    """No card can move at all: the game is over."""


@dataclass(frozen=True)
class SolveAnswer:
    result: object
    """The solver's ``SolveResult``."""
    from_start: bool = False
    """Lost, and the deal could never be won."""


@dataclass(frozen=True)
class LossAnswer:
    found: tuple[int, Move] | None
    """``(i, move)``: position ``i`` was the last still winnable, ``move`` lost it."""
    from_start: bool = False
    """The deal could never be won: no move lost it."""


@dataclass(frozen=True)
class Asked:
    """A question about a game (Solve, Where Was It Lost?) and the budgets it may spend."""

    game: Game
    budgets: Budgets = BUDGETS


def _unwinnable_from_start(game: Game, cancel: threading.Event, nodes: int) -> bool:
    from ...engine import solver

    start = Game(game.rules, game.initial)
    verdict = solver.solve(start, max_nodes=nodes, cancel=cancel, shorten=False).verdict
    return verdict is solver.Verdict.UNWINNABLE


@dataclass(frozen=True)
class HintRequest:
    """What Hint hands the worker: a copy of the game when every card is face up, else
    only the table as the player sees it (the worker never holds a face-down card)."""

    game: Game | None
    view: PlayerView | None = None
    avoid: frozenset[Move] = frozenset()
    """Moves already shown for this position: another good one is wanted."""
    budgets: Budgets = BUDGETS


def hint(request: HintRequest, cancel: threading.Event) -> HintAnswer:
    """The first move of a (short) win the solver finds, another one when ``avoid`` holds
    the moves already shown; else, if the position is proved lost, say so; else the
    best-looking move. Face-down variants: the move that wins most guesses of the hidden
    cards, judged from the view alone (:func:`~..engine.solver.judge_moves`); when none
    wins, lost if the visible cards prove it (:func:`~..engine.solver.facedown.lead`:
    whether the deal could ever be won is not asked, it would read face-down cards), else
    the move nearest to turning a card or sending one up."""
    from ...engine import solver

    b = request.budgets
    try:
        if request.view is not None:
            judged = solver.advise_view(
                request.view, avoid=request.avoid, max_nodes=b.hint_nodes,
                max_seconds=b.hint_seconds, cancel=cancel, budgets=b,
            )  # fmt: skip
            # LOST is proved on the visible cards alone: whether the deal could ever be
            # won is not asked, it would read face-down cards.
            return HintAnswer(judged.move, lost=judged.kind is solver.HintKind.LOST)
        game = request.game
        if game is None or game.is_won():
            return HintAnswer(None)
        advice = solver.advise(
            game, avoid=request.avoid, max_nodes=b.hint_nodes, max_seconds=b.hint_seconds,
            cancel=cancel, budgets=b,
        )  # fmt: skip
        if advice.kind is solver.HintKind.LOST:
            start = _unwinnable_from_start(game, cancel, b.from_start_nodes)
            return HintAnswer(None, lost=True, from_start=start)
        return HintAnswer(advice.move)
    except Exception:  # a solver bug must not take the window down: no hint, then
        log.exception("the hint failed")
        return HintAnswer(None)


def solve(asked: Asked, cancel: threading.Event) -> SolveAnswer:
    """The solver's verdict on the position; for a lost one, whether the deal ever could
    be won."""
    from ...engine import solver

    game, b = asked.game, asked.budgets
    result = solver.solve(game, max_seconds=b.solve_seconds, max_nodes=b.solve_nodes, cancel=cancel)
    from_start = False
    if result.verdict is solver.Verdict.UNWINNABLE:
        from_start = not game.moves_count or _unwinnable_from_start(
            game, cancel, b.from_start_nodes
        )
    return SolveAnswer(result, from_start)


def where_lost(asked: Asked, cancel: threading.Event) -> LossAnswer:
    """The move that threw the game away, or that the deal never could be won."""
    from ...engine import solver

    game, nodes = asked.game, asked.budgets.from_start_nodes
    if _unwinnable_from_start(game, cancel, nodes):
        return LossAnswer(None, from_start=True)
    if not game.moves_count:
        return LossAnswer(None)
    return LossAnswer(solver.where_lost(game, max_nodes_each=nodes, cancel=cancel))
