"""Solving a position (:func:`solve`) and finding where a game was lost (:func:`where_lost`)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import replace

from ..budgets import BUDGETS
from ..game import Game
from ..kernel import UP, MovePair, kernel_for
from ..moves import FOUNDATION, Move
from .core.beam import BATCH, short_line
from .core.portfolio import Budget, run
from .core.tuning import TUNING, Tuning
from .result import SolveResult, Verdict
from .shorten import replays_to_win, shorten_moves


def plain_table(game: Game) -> tuple[list[list[int]], list[int]]:
    """The game's columns and foundations as the searches take them: plain integers."""
    cols = [[int(c) for c in game.column(i)] for i in range(game.column_count)]
    return cols, list(game.foundations)


def solve(
    game: Game,
    *,
    max_nodes: int | None = None,
    max_seconds: float | None = None,
    cancel: threading.Event | None = None,
    progress: Callable[[int], None] | None = None,
    shorten: bool = True,
    clock: Callable[[], float] = time.monotonic,
    tuning: Tuning = TUNING,
) -> SolveResult:
    """Decide the game's current position: a win with its moves, a proof of loss, or unknown.

    The game is not changed. Face-down cards are read as they lie (the real deal); a
    player-facing hint for such variants is :func:`.advise`, which does not peek. With only
    ``max_nodes`` the result is deterministic. ``clock`` measures ``max_seconds`` and the
    reported seconds (``time.process_time`` gives CPU time, as the benchmark uses);
    ``shorten=False`` skips polishing the solution; with it, the search for a verdict
    leaves a share of ``max_seconds`` to shortening (``tuning.reserve_share``, at most
    ``tuning.reserve_seconds``). ``tuning``: the portfolio's shares, caps and budgets
    (:class:`~.core.tuning.Tuning`).
    """
    start = clock()
    budget = Budget(max_nodes, max_seconds, cancel, progress, clock, tuning.slice_nodes)
    if shorten and max_seconds is not None and budget.deadline is not None:
        # Time kept for shortening: a win found at the very end of the budget comes
        # from a wandering search, hundreds of moves long.
        reserve = min(tuning.reserve_seconds, tuning.reserve_share * max_seconds)
        budget.cutoff = budget.deadline - reserve
    if game.is_won():
        return SolveResult(Verdict.WON, (), 0, clock() - start)
    cols, found = plain_table(game)
    outcome = run(cols, found, kernel_for(game.rules), budget, tuning)
    seconds = clock() - start
    if outcome is None:
        return SolveResult(Verdict.UNKNOWN, (), budget.used, seconds, budget.used)
    if not outcome.won:
        return SolveResult(Verdict.UNWINNABLE, (), budget.used, seconds, budget.used)
    search_nodes = budget.used
    moves = [_move(s) for s in outcome.moves]
    if not replays_to_win(game, moves):  # pragma: no cover - a solver bug; never hand it out
        raise AssertionError("the solver found a line that does not replay to a win")
    if shorten:
        budget.cutoff = budget.deadline
        moves = _shortest(game, moves, cols, found, budget, tuning, outcome.beam_widths)
    return SolveResult(Verdict.WON, tuple(moves), budget.used, clock() - start, search_nodes)


def _shortest(
    game: Game,
    moves: list[Move],
    cols: list[list[int]],
    found: list[int],
    budget: Budget,
    tuning: Tuning,
    done: tuple[int, ...] = (),
) -> list[Move]:
    """The solver's line polished, or a shorter one from beam search (:mod:`.core.beam`)
    guided by it, polished too.

    The beam search runs on what is left of the budget (and at most
    ``tuning.shorten_nodes``), leaving out the plain beams of the widths in ``done`` (they
    ran in the portfolio); every line is checked by replay before it is used.
    """
    cap = budget.used + tuning.shorten_nodes

    def quota(n: int) -> bool:
        budget.used += n
        return budget.used + BATCH <= cap and budget.quota() >= BATCH

    best = shorten_moves(game, moves)
    kernel = kernel_for(game.rules)

    def polish(line: list[MovePair]) -> list[MovePair]:
        return [_step(m) for m in shorten_moves(game, [_move(s) for s in line])]

    def shorter(skip: tuple[int, ...], tuned: Tuning) -> None:
        nonlocal best
        guide = [_step(m) for m in best]
        line = short_line(
            cols, found, kernel, quota, skip=skip, guide=guide, polish=polish, tuning=tuned
        )
        if line is not None:
            other = [_move(s) for s in line]
            if replays_to_win(game, other) and len(other) < len(best):
                best = other

    if quota(0):
        shorter(done, tuning)
    if len(best) > tuning.max_length:
        # Still long: guided beams, wider ones too, with a budget of their own (plain
        # beams would not follow the line; the first width is skipped as one).
        cap = budget.used + tuning.long_nodes
        if quota(0):
            widths = tuning.long_widths
            long = replace(tuning, shorten_widths=widths, good_length=tuning.max_length)
            shorter(widths[:1], long)
    return best


def _step(move: Move) -> MovePair:
    return move.source, UP if move.target == FOUNDATION else move.target


def _move(step: MovePair) -> Move:
    s, d = step
    return Move(s, FOUNDATION if d < 0 else d)


def where_lost(
    game: Game,
    *,
    max_nodes_each: int = BUDGETS.where_lost_nodes,
    cancel: threading.Event | None = None,
) -> tuple[int, Move] | None:
    """Where the game was thrown away: ``(i, move)`` with position ``i`` of the move stack
    the last one still winnable and ``move = game.move_stack[i]`` the move made there.

    None when the current position is still winnable, or when no earlier position could be
    shown winnable within the budget. Winnability can only be lost along a line (a win
    from a later position is a win from every earlier one), so a binary search over the
    stack finds the place with few solves (about log2 of the moves made). A position the
    budget cannot decide counts as not shown winnable, so with a small budget the answer
    may lie earlier than the true one, never later. Face-down cards are read as they lie
    (a post-mortem, not a hint).
    """
    stack = game.move_stack

    def verdict_at(i: int) -> Verdict:
        g = Game(game.rules, game.initial)
        for m in stack[:i]:
            g.push(m)
        return solve(g, max_nodes=max_nodes_each, cancel=cancel, shorten=False).verdict

    if verdict_at(len(stack)) is Verdict.WON:
        return None
    lo, hi = -1, len(stack)  # lo: last known winnable; hi: first known not-winnable
    while hi - lo > 1:
        if cancel is not None and cancel.is_set():
            return None
        mid = (lo + hi) // 2
        if verdict_at(mid) is Verdict.WON:
            lo = mid
        else:
            hi = mid
    if lo < 0:
        return None
    return lo, stack[lo]
