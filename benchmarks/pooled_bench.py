"""The pooled game of a deal's start searched to its end alone (not a test).

    uv run python benchmarks/pooled_bench.py [--variant good-measure] [--cap 3000000]
        27 891 646 779 660

For each deal: the verdict of the pooled game of the start (:meth:`PooledGame.walk_root`,
lost proves the deal lost), the states gone through (the walk's nodes), the classes
entered, the deadlock tests run and the CPU-seconds (``time.process_time``). With
``--cap`` the walk stops after that many states ("unfinished").
"""

from __future__ import annotations

import argparse
import time

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.solver.api import plain_table
from bakers_dozen_qt.engine.solver.core.pooled import PooledGame


def walk(deal: int, variant: str, cap: int) -> tuple[str, int, int, int, float]:
    game = Game.from_deal(deal, get_rules(variant))
    pools = PooledGame(*plain_table(game))
    tests = 0
    blocked = pools.blocked

    def counted(*args: object, **kw: object) -> bool:
        nonlocal tests
        tests += 1
        return blocked(*args, **kw)  # type: ignore[arg-type]

    pools.blocked = counted  # type: ignore[method-assign]
    start = time.process_time()
    gen = pools.walk_root()
    next(gen)
    nodes = 0
    verdict = "unfinished"
    try:
        while nodes < cap:
            nodes += gen.send(min(100_000, cap - nodes))
    except StopIteration as stop:
        won, last = stop.value
        nodes += last
        verdict = "won" if won else "lost"
    seconds = time.process_time() - start
    classes = sum(1 for k in pools.root_done if k & pools.name_bit)
    return verdict, nodes, classes, tests, seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deals", type=int, nargs="+")
    parser.add_argument("--variant", default="good-measure")
    parser.add_argument("--cap", type=int, default=3_000_000)
    args = parser.parse_args()
    for deal in args.deals:
        verdict, nodes, classes, tests, seconds = walk(deal, args.variant, args.cap)
        print(
            f"deal {deal}: {verdict}, {nodes:,} states, {classes:,} classes done, "
            f"{tests:,} deadlock tests, {seconds:.2f} CPU-s",
            flush=True,
        )


if __name__ == "__main__":
    main()
