"""Time to find a winnable deal (Game > Winnable Deals Only), not a test.

Run ``uv run python benchmarks/winnable_bench.py [--variant ID] [--runs N]``: N New
Deals as the window makes them (a random start, each candidate deal given the window's
budget of one second), and the wall time of each search, median, p95 and max.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bakers_dozen_qt.engine.budgets import BUDGETS
from bakers_dozen_qt.engine.rules import get_rules
from bakers_dozen_qt.engine.solver import winnable_deal
from bakers_dozen_qt.qt.features.winnable_deals import START_RANGE


def main() -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--variant", default="bakers-dozen")
    p.add_argument("--runs", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--seconds", type=float, default=BUDGETS.winnable_seconds, help="budget of each deal"
    )
    args = p.parse_args()
    rules = get_rules(args.variant)
    rng = random.Random(args.seed)
    times, skipped = [], 0
    for _ in range(args.runs):
        start = rng.randint(1, START_RANGE)
        t0 = time.perf_counter()
        number = winnable_deal(rules, start=start, max_seconds_each=args.seconds)
        times.append(time.perf_counter() - t0)
        skipped += 0 if number is None else number - start
    times.sort()
    print(f"{args.variant}, {args.seconds} s a deal: {args.runs} searches", end="")
    print(f", {skipped} deals passed over")
    print(f"median {statistics.median(times) * 1000:.1f} ms")
    print(f"p95    {times[int(len(times) * 0.95)] * 1000:.1f} ms")
    print(f"max    {times[-1] * 1000:.1f} ms")
    print(f"over the 200 ms 'finding' threshold: {sum(t > 0.2 for t in times)}")


if __name__ == "__main__":
    main()
