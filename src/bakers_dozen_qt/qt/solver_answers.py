"""What Hint, Solve and Where Was It Lost? ask the solver, as answers the player can be
told straight: run in a worker (``solver_worker.SolverRunner``), no Qt here.

Each answer says, besides the move or verdict, whether the position is *lost* and
whether the deal itself could never be won (deal 104 of Baker's Dozen, for one): then
no move of the player's lost it, and no text should send them looking for one.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from ..engine.game import Game
from ..engine.moves import Move

HINT_SECONDS = 2.0
HINT_NODES = 200_000
SOLVE_SECONDS = 10.0
LOSS_NODES = 60_000


@dataclass(frozen=True)
class HintAnswer:
    move: Move | None
    lost: bool = False
    """The solver proved that this position cannot be won."""
    from_start: bool = False
    """Nor could the deal, from its very start."""


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


def _unwinnable_from_start(game: Game, cancel: threading.Event, nodes: int) -> bool:
    from ..engine import solver

    start = Game(game.rules, game.initial)
    verdict = solver.solve(start, max_nodes=nodes, cancel=cancel, shorten=False).verdict
    return verdict is solver.Verdict.UNWINNABLE


def hint(game: Game, cancel: threading.Event) -> HintAnswer:
    """The first move of a win the solver finds; else, if the position is proven lost,
    say so; else the best-looking move. Face-down cards are never looked at."""
    from ..engine import ranking, solver

    try:
        if game.is_won():
            return HintAnswer(None)
        if game.rules.all_face_up:
            result = solver.solve(
                game, max_nodes=HINT_NODES, max_seconds=HINT_SECONDS, cancel=cancel
            )
            if result.verdict is solver.Verdict.WON and result.moves:
                return HintAnswer(result.moves[0])
            if result.verdict is solver.Verdict.UNWINNABLE:
                start = _unwinnable_from_start(game, cancel, HINT_NODES)
                return HintAnswer(None, lost=True, from_start=start)
        return HintAnswer(ranking.heuristic_move(game))
    except Exception:  # a solver bug must not take the window down: no hint, then
        return HintAnswer(None)


def solve(game: Game, cancel: threading.Event) -> SolveAnswer:
    """The solver's verdict on the position; for a lost one, whether the deal ever could
    be won."""
    from ..engine import solver

    result = solver.solve(game, max_seconds=SOLVE_SECONDS, cancel=cancel)
    from_start = False
    if result.verdict is solver.Verdict.UNWINNABLE:
        from_start = not game.moves_count or _unwinnable_from_start(game, cancel, LOSS_NODES)
    return SolveAnswer(result, from_start)


def where_lost(game: Game, cancel: threading.Event) -> LossAnswer:
    """The move that threw the game away, or that the deal never could be won."""
    from ..engine import solver

    if _unwinnable_from_start(game, cancel, LOSS_NODES):
        return LossAnswer(None, from_start=True)
    if not game.moves_count:
        return LossAnswer(None)
    return LossAnswer(solver.where_lost(game, max_nodes_each=LOSS_NODES, cancel=cancel))
