"""The pooled game of a board searched to its end: a helper shared by the solver tests."""

from __future__ import annotations

from collections.abc import Sequence

from bakers_dozen_qt.engine.solver.relaxed import RankPools


def pooled_to_end(
    columns: Sequence[Sequence[int]],
    foundations: Sequence[int],
    test: bool = True,
    by_states: bool = False,
    at_once: int | None = None,
) -> tuple[bool, int]:
    """(won, states visited) of the pooled game of a board, searched to its end with or
    without its deadlock test, by classes (as the solver does) or state by state, with
    the solver's foundation moves made at once or those of rank up to ``min(f) +
    at_once`` (0: none)."""
    pools = RankPools(columns, foundations)
    pools.deadlock_test = test
    if at_once is not None:
        pools.at_once = at_once
    if by_states:
        p = [len(c) for c in columns]
        lengths = [0] * len(columns)
        f = list(foundations)
        walk = pools._walk(p, lengths, f, pools.key(p, lengths, f), pools.root_done)
    else:
        walk = pools.walk_root()
    next(walk)
    try:
        walk.send(10**9)
    except StopIteration as stop:
        won, nodes = stop.value
        return bool(won), nodes
    raise AssertionError("the pooled game did not end")  # pragma: no cover
