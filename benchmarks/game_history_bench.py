"""The game history against the number of games: opening it, scrolling deep into it, and
what each game's kept line costs on the disk.

Usage (from the repository root):
    uv run python benchmarks/game_history_bench.py                  # 100 ... 100,000 games
    uv run python benchmarks/game_history_bench.py --games 100 100000 --repeat 9

For each count a temporary statistics file is made (the schema the game makes) and filled
in one transaction with plausible games: the variants, results and daily deals of
``tools/fill_stats.py``'s mix, one a minute, and a line kept for each (as long as its
moves and the automatic ones, one byte a move). Then, median of ``--repeat`` runs:

- *page*: what the History page shows first, the newest page
  (:data:`~bakers_dozen_qt.store.stats_history.PAGE` games), for every game, for one
  variant, and for one variant's won daily deals;
- *count*: the "N games" beside it, which comes after the page (the Statistics window's
  overview has already looked for unreadable rows, as it does when the window opens);
- *deep*: the page after the 90 % mark (found from where the page before it ended, as the
  view asks when scrolled there);
- *window*: the real History page (offscreen), from ``show_variant`` to its first rows
  shown, and to its count shown too, through the statistics' worker thread; and the
  process's CPU time for it (both threads), which other load on the machine disturbs
  less than the wall clock.

And the file's size, with and without the lines, so the growth a thousand games cause.
"""

from __future__ import annotations

import argparse
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from bakers_dozen_qt.store import StatsStore
from bakers_dozen_qt.store.stats_history import PAGE, HistoryFilter

MIX = (  # variant, share, chance of a win (tools/fill_stats.py's)
    ("bakers-dozen", 0.55, 0.62),
    ("spanish-patience", 0.15, 0.8),
    ("good-measure", 0.12, 0.55),
    ("portuguese-solitaire", 0.08, 0.5),
    ("castles-in-spain", 0.05, 0.35),
    ("bakers-dozen-1883", 0.05, 0.3),
)


def fill(path: Path, count: int, *, lines: bool, seed: int = 1) -> None:
    StatsStore(path).close()  # the schema, as the game makes it
    rng = random.Random(seed)
    games, kept = [], []
    start = 1_600_000_000
    for i in range(count):
        variant = rng.choices([m[0] for m in MIX], [m[1] for m in MIX])[0]
        won = rng.random() < dict((m[0], m[2]) for m in MIX)[variant]
        daily = rng.random() < 0.15
        moves = rng.randint(62, 110) if won else rng.randint(3, 90)
        when = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(start + 60 * i))
        deal = int(when[:10].replace("-", "")) if daily else rng.randint(1, 1_000_000)
        games.append(
            (i + 1, variant, deal, when, int(won), moves, rng.uniform(30, 900),
             rng.randint(0, 1700), int(daily))
        )  # fmt: skip
        if lines:
            length = moves + (52 if won else rng.randint(0, 30))  # with the automatic ones
            kept.append((i + 1, bytes(rng.randrange(0xD0) for _ in range(length))))
    with sqlite3.connect(path) as db:
        db.executemany(
            "INSERT INTO games (id, variant, deal, finished_at, won, moves, seconds, score,"
            " daily) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            games,
        )
        db.executemany("INSERT INTO lines (game, rules, moves) VALUES (?, NULL, ?)", kept)
    db.close()


def timed(run: Callable[[], object], repeat: int) -> float:
    """Median wall milliseconds of ``run()``."""
    times = []
    for _ in range(repeat):
        began = time.perf_counter()
        run()
        times.append((time.perf_counter() - began) * 1000)
    return statistics.median(times)


FILTERS = {
    "all": HistoryFilter(),
    "one variant": HistoryFilter(variant="spanish-patience"),
    "won dailies": HistoryFilter(variant="bakers-dozen", won=True, daily=True),
}


def measure_store(path: Path, repeat: int) -> dict[str, float]:
    out = {}
    with StatsStore(path) as store:
        store.skipped_rows()  # the window's overview, asked before the history
        for name, which in FILTERS.items():
            out[f"page {name}"] = timed(lambda which=which: store.history(which), repeat)
            out[f"count {name}"] = timed(lambda which=which: store.history_count(which), repeat)
        # The cursor of the page before the one at 90 %: walked once, then timed.
        total = store.history_count()
        after, seen = None, 0
        while seen + PAGE < total * 9 // 10:
            page = store.history(HistoryFilter(), after)
            after, seen = page[-1].cursor, seen + len(page)
        out["deep page"] = timed(lambda: store.history(HistoryFilter(), after), repeat)
    return out


def measure_window(path: Path, repeat: int) -> tuple[float, float, float]:
    from PySide6.QtWidgets import QApplication

    from bakers_dozen_qt.qt.statistics.bridge import StatsBridge
    from bakers_dozen_qt.qt.statistics.history_page import HistoryPage
    from bakers_dozen_qt.store import StatsService

    app = QApplication.instance() or QApplication([])
    service = StatsService(path)
    service.start()
    bridge = StatsBridge(service)
    page = HistoryPage(bridge, None)
    page.show()
    service.ask(lambda store: store.skipped_rows(), lambda n: None)  # as the overview does
    rows, settled, cpu = [], [], []
    for i in range(repeat):
        began, began_cpu = time.perf_counter(), time.process_time()
        page.show_variant(None if i % 2 else "bakers-dozen")
        first = None
        while not page.settled():
            app.processEvents()
            if first is None and page.model.rowCount():
                first = time.perf_counter()
            time.sleep(0.0005)  # idle as the event loop would be: the worker runs
        done = time.perf_counter()
        cpu.append((time.process_time() - began_cpu) * 1000)
        rows.append(((first or done) - began) * 1000)
        settled.append((done - began) * 1000)
    page.close()
    service.close()
    return statistics.median(rows), statistics.median(settled), statistics.median(cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description="The game history against its length.")
    parser.add_argument("--games", type=int, nargs="*", default=[100, 1000, 10_000, 100_000])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="bakers-history-"))
    print(f"page of {PAGE} games; milliseconds (median of {args.repeat})")
    for count in args.games:
        with_lines, bare = folder / f"{count}.sqlite", folder / f"{count}-bare.sqlite"
        fill(with_lines, count, lines=True)
        fill(bare, count, lines=False)
        figures = measure_store(with_lines, args.repeat)
        rows_ms, settled_ms, cpu_ms = measure_window(with_lines, args.repeat)
        size, size_bare = with_lines.stat().st_size, bare.stat().st_size
        cells = "  ".join(f"{k} {v:.1f}" for k, v in figures.items())
        print(f"{count:>7,} games: {cells}")
        print(
            f"{'':>14} window: rows shown {rows_ms:.1f}, with the count {settled_ms:.1f}"
            f" (CPU of both threads {cpu_ms:.1f})"
        )
        print(
            f"{'':>14} file {size / 1e6:7.2f} MB ({size_bare / 1e6:.2f} MB without lines):"
            f" {size / count * 1000 / 1e3:6.1f} kB a thousand games,"
            f" {(size - size_bare) / count * 1000 / 1e3:6.1f} kB of it lines"
        )


if __name__ == "__main__":
    main()
