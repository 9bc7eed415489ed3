"""What a long game costs: a move, a save and a load against the length of the undo history.

Run: ``uv run python benchmarks/history_bench.py [--steps 0 1000 5000 20000] [--moves 500]``.

For each length the real window (offscreen, its save in a temporary folder) is given an
undo history of that many steps (a four-move line of deal 1 and a restart, over and
over, as a player who restarts a lot makes it), then plays ``--moves`` more steps the
same way, each through the session and with the window's redraw (``processEvents``),
timed one by one (wall clock, and the process's CPU time, which other load on the
machine disturbs less). Then the save is written (``autosave.flush``) and read back
(``saved_game.load``) five times each. Prints, per length: the median and 95th
percentile milliseconds a move, the mean CPU milliseconds a move, the median
milliseconds to write and to read the save, and its size. Only APIs every version has
are used, so an older checkout can be measured the same way
(``PYTHONPATH=<checkout>/src``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

LINE = ("1-3", "2-3", "4-11", "4-f")  # legal in turn on deal 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, nargs="+", default=[0, 1_000, 5_000, 20_000])
    parser.add_argument("--moves", type=int, default=500)
    args = parser.parse_args()

    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    from bakers_dozen_qt.engine import Game, Move
    from bakers_dozen_qt.engine.history import History, Step, StepKind
    from bakers_dozen_qt.qt.files import saved_game
    from bakers_dozen_qt.qt.files.settings import Preferences
    from bakers_dozen_qt.qt.window.window import MainWindow

    app = QApplication([sys.argv[0]])
    QStandardPaths.setTestModeEnabled(True)
    line = [Move.parse(m) for m in LINE]
    one = [Step(StepKind.MOVE, (m,)) for m in line] + [Step(StepKind.RESTART)]
    print(
        f"{'steps':>7}  {'move ms (median / p95)':>22}  {'CPU ms':>6}  {'save ms':>8}  "
        f"{'load ms':>8}  bytes"
    )
    with tempfile.TemporaryDirectory() as folder:
        for n in args.steps:
            steps = tuple(one * (n // len(one)))
            prefs = Preferences(
                QSettings(str(Path(folder) / f"prefs-{n}.ini"), QSettings.Format.IniFormat)
            )
            prefs.auto_drop = False
            path = Path(folder) / f"saved-{n}.json"
            window = MainWindow(Game.from_deal(1), 1, prefs, save_path=path)
            window.scene.mover.duration_ms = 0
            session = window.session
            session.auto_drop = False
            session.start_from(Game.from_deal(1), History(steps, len(steps)), 1)
            window.show()
            # The first frame's deferred work (the store, the statistics) is not a move's.
            settle = time.monotonic() + 1.0
            while time.monotonic() < settle:
                app.processEvents()
            times, cpu = [], []
            for i in range(args.moves):
                k = i % len(one)
                t0, c0 = time.perf_counter(), time.process_time()
                if k < len(line):
                    session.request_move(line[k])
                else:
                    session.restart()
                app.processEvents()
                times.append((time.perf_counter() - t0) * 1000)
                cpu.append((time.process_time() - c0) * 1000)
            saves, loads = [], []
            for _ in range(5):
                session.clock.reset(1.0)  # a change of nothing: the save is written again
                t0 = time.perf_counter()
                window.autosave.flush()
                saves.append((time.perf_counter() - t0) * 1000)
                t0 = time.perf_counter()
                saved = saved_game.load(path)
                loads.append((time.perf_counter() - t0) * 1000)
                assert saved is not None
            size = path.stat().st_size
            times.sort()
            p95 = times[int(0.95 * len(times))]
            print(
                f"{len(steps):>7}  {statistics.median(times):>11.2f} / {p95:>8.2f}  "
                f"{statistics.mean(cpu):>6.2f}  {statistics.median(saves):>8.1f}  "
                f"{statistics.median(loads):>8.1f}  {size:,}",
                flush=True,
            )
            window.close()
            window.deleteLater()
            app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
