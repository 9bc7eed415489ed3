"""What each seeded depth-first restart would need on a deal (not a test).

    uv run python benchmarks/restart_seeds_bench.py good-measure:255 ... --seeds 40 --cap 40000

Prints one JSON line per ``variant:deal``: for seeds 1..S of ``dfs`` (the restarts'
search, :mod:`bakers_dozen_qt.engine.solver.core.restarts`), the nodes at which it decided
(positive: won, negative: proved lost) or 0 when it was still running at ``--cap``.
Seeds share one pooled game, as in the pass. From these any schedule of budgets (a
Luby unit, a geometric sequence) can be replayed offline: restart k with budget b
decides iff |nodes[k]| <= b (``--replay``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.kernel import kernel_for
from bakers_dozen_qt.engine.solver.api import plain_table
from bakers_dozen_qt.engine.solver.core.board import Outcome
from bakers_dozen_qt.engine.solver.core.depth_first import dfs
from bakers_dozen_qt.engine.solver.core.pooled import PooledGame, applies
from bakers_dozen_qt.engine.solver.core.restarts import luby


def seeds(job: str, count: int, cap: int) -> list[int]:
    variant, _, deal = job.rpartition(":")
    game = Game.from_deal(int(deal), get_rules(variant))
    cols, found = plain_table(game)
    kernel = kernel_for(game.rules)
    pools = PooledGame(cols, found) if applies(kernel) else None
    row: list[int] = []
    for k in range(1, count + 1):
        inner = dfs(cols, found, kernel, seed=k, pools=pools)
        spent = 0
        try:
            next(inner)
            while spent < cap:
                spent += inner.send(min(10_000, cap - spent))
        except StopIteration as stop:
            out: Outcome = stop.value
            spent += out.nodes
            row.append(spent if out.won else -spent)
            continue
        inner.close()
        row.append(0)
    return row


def schedule(name: str, k: int) -> int:
    """Budget of restart k under a schedule ``luby:UNIT`` or ``geo:UNIT:RATIO``."""
    kind, *args = name.split(":")
    if kind == "luby":
        return luby(k) * int(args[0])
    return int(int(args[0]) * float(args[1]) ** (k - 1))


def replay(row: list[int], cap: int, name: str) -> int | None:
    """Restart-pass nodes to decide, or None if the recorded seeds run out."""
    total = 0
    for k, need in enumerate(row, 1):
        b = schedule(name, k)
        if need and abs(need) <= b:
            return total + abs(need)
        if b > cap and not need:
            return None  # this seed was not followed that far
        total += b
    return None


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("jobs", nargs="*")
    p.add_argument("--seeds", type=int, default=40)
    p.add_argument("--cap", type=int, default=40_000)
    p.add_argument("--replay", help="a JSONL file written by this script")
    p.add_argument("--schedules", nargs="+", default=["luby:10000"])
    args = p.parse_args()
    if args.replay:
        with open(args.replay) as f:
            for line in f:
                rec = json.loads(line)
                res = {s: replay(rec["row"], rec["cap"], s) for s in args.schedules}
                print(rec["job"], json.dumps(res))
        return 0
    lines: Iterator[str] = (
        json.dumps({"job": j, "cap": args.cap, "row": seeds(j, args.seeds, args.cap)})
        for j in args.jobs
    )
    for line in lines:
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
