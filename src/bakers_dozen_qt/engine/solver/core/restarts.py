"""Depth-first search restarted with fresh tie-breaking and growing budgets.

How long a depth-first search takes on a deal is heavy-tailed: one early choice can
leave it in a lost subtree for millions of nodes while the same search with its ties
broken another way wins in a few hundred. Restarts with budgets in the Luby sequence
(1 1 2 1 1 2 4 1 1 2 ...) times a unit waste at most a logarithmic factor against the
best fixed budget, and since every budget is eventually exceeded, a restart that runs to
its end still decides the deal (each restart is a complete search on its own).
"""

from __future__ import annotations

from ...kernel import Kernel
from .board import Outcome, Pass
from .depth_first import dfs
from .pooled import PooledGame
from .tuning import TUNING, Tuning


def luby(i: int) -> int:
    """The i-th term (from 1) of the Luby sequence."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    while i != (1 << k) - 1:
        i -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < i:
            k += 1
    return 1 << (k - 1)


def restarts(
    columns: list[list[int]],
    foundations: list[int],
    kernel: Kernel,
    pools: PooledGame | None = None,
    tuning: Tuning = TUNING,
) -> Pass:
    """A :data:`~.board.Pass` of seeded depth-first restarts (module docstring), each
    with the Luby term times :attr:`~.tuning.Tuning.restart_unit` nodes."""
    unit = tuning.restart_unit
    quota = yield 0
    spent = 0  # nodes used in the current slice
    k = 0
    while True:
        k += 1
        inner = dfs(columns, foundations, kernel, seed=k, pools=pools, tuning=tuning)
        try:
            next(inner)
        except StopIteration as stop:
            first: Outcome = stop.value
            return Outcome(first.won, first.moves, spent)
        left = luby(k) * unit
        while left > 0:
            try:
                n = inner.send(min(quota - spent, left))
            except StopIteration as stop:
                out: Outcome = stop.value
                return Outcome(out.won, out.moves, spent + out.nodes)
            spent += n
            left -= n
            if spent >= quota:
                quota = yield spent
                spent = 0
        inner.close()
