"""The pooled game of a board searched to its end: a helper shared by the solver tests."""

from __future__ import annotations

from collections.abc import Sequence

from bakers_dozen_qt.engine.solver.relaxed import RankPools


def pooled_to_end(
    columns: Sequence[Sequence[int]], foundations: Sequence[int], test: bool = True
) -> tuple[bool, int]:
    """(won, states visited) of the pooled game of a board, searched to its end with or
    without its deadlock test."""
    pools = RankPools(columns, foundations)
    pools.deadlock_test = test
    walk = pools.walk_root()
    next(walk)
    try:
        walk.send(10**9)
    except StopIteration as stop:
        won, nodes = stop.value
        return bool(won), nodes
    raise AssertionError("the pooled game did not end")  # pragma: no cover
