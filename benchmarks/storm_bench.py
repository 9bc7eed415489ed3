"""The GUI storm, long (not a test): run ``uv run python benchmarks/storm_bench.py``.

Drives the real window offscreen with ``--events`` seeded random player events (clicks,
drags, double-clicks, keys, menu commands; every dialog answered at random) and checks,
after every one, that the engine holds 52 distinct cards, that the table shows every
card where the engine has it, that the undo history replays to the engine's move stack,
and that neither an exception nor a Qt warning came up (``tests/qt/storm_driver.py``).
The CI test (``tests/qt/test_storm.py``) runs a few hundred events of the same storm.

Prints the time taken, events a second, what the storm did, the process's resident
memory (RSS) after each chunk (a soak must keep it flat), and the result; the exit
status is 1 if a check failed (the message names the seed and the step).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "qt"))


def rss_mb() -> float:
    """The resident memory now (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--chunk", type=int, default=5_000, help="events between progress lines")
    args = parser.parse_args()

    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication
    from storm_driver import Storm, StormFailure, storm_window

    from bakers_dozen_qt.qt.files.settings import Preferences

    app = QApplication([sys.argv[0]])
    QStandardPaths.setTestModeEnabled(True)
    with tempfile.TemporaryDirectory() as folder:
        prefs = Preferences(QSettings(str(Path(folder) / "prefs.ini"), QSettings.Format.IniFormat))
        prefs.ask_before_abandoning = True
        window = storm_window(prefs, Path(folder))
        storm = Storm(window, args.seed)
        start = time.perf_counter()
        result = "every check held"
        failed = False
        try:
            done = 0
            while done < args.events:
                n = min(args.chunk, args.events - done)
                storm.run(n)
                done += n
                r = storm.report
                print(
                    f"{done:>7} events  {time.perf_counter() - start:7.1f} s  "
                    f"{r.changes} table changes, {r.games} games, {r.wins} wins, "
                    f"{r.dialogs} dialogs, RSS {rss_mb():.1f} MB",
                    flush=True,
                )
        except StormFailure as e:
            result, failed = f"FAILED: {e}", True
        seconds = time.perf_counter() - start
        window.close()
        app.processEvents()
    r = storm.report
    print(f"seed {args.seed}: {r.steps} events in {seconds:.1f} s ({r.steps / seconds:.0f}/s)")
    print("steps: " + ", ".join(f"{k} {v}" for k, v in sorted(r.kinds.items())))
    print(
        f"table changes {r.changes}, games {r.games}, wins {r.wins}, dialogs answered {r.dialogs}"
    )
    print(result)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
