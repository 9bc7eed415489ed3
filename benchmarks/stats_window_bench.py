"""How long the Statistics window's questions take on the statistics worker.

Usage (from the repository root):
    uv run python benchmarks/stats_window_bench.py            # 1,000 and 10,000 games
    uv run python benchmarks/stats_window_bench.py --games 50000

Fills temporary databases with tools/fill_stats.py's plausible games and times, on this
thread, the questions the window asks: one overview (everything shown for a variant,
or for All variants) and the top ten of one daily deal. The window never waits for
these (they run on the worker), but they decide how long "Loading…" stays up.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from fill_stats import fill

from bakers_dozen_qt.qt.statistics import queries
from bakers_dozen_qt.store import StatsStore


def timed(run: object, repeat: int = 5) -> float:
    """Median wall time of ``run()`` in milliseconds."""
    assert callable(run)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def measure(path: Path) -> tuple[float, float, float]:
    """Milliseconds: overview of All variants, of Baker's Dozen, one daily top ten."""
    with StatsStore(path) as store:
        daily = queries.overview(store, None).daily_deals
        all_ms = timed(lambda: queries.overview(store, None))
        one_ms = timed(lambda: queries.overview(store, "bakers-dozen"))
        board_ms = timed(lambda: queries.daily_board(store, daily[0])) if daily else 0.0
    return all_ms, one_ms, board_ms


def main() -> None:
    parser = argparse.ArgumentParser(description="Time the Statistics window's questions.")
    parser.add_argument("--games", type=int, nargs="*", default=[1000, 10000])
    args = parser.parse_args()
    for count in args.games:
        path = Path(tempfile.mkdtemp(prefix="bakers-stats-")) / "statistics.sqlite"
        fill(path, count, seed=1, days=max(30, count // 20))
        all_ms, one_ms, board_ms = measure(path)
        print(
            f"{count:>7,} games: overview All variants {all_ms:7.1f} ms, "
            f"Baker's Dozen {one_ms:7.1f} ms, daily top ten {board_ms:5.2f} ms"
        )


if __name__ == "__main__":
    main()
