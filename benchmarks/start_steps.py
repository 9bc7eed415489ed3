"""Where a start's time goes, step by step, from inside the process (a benchmark).

    uv run python benchmarks/start_steps.py [--runs 10] [--first]

Starts ``bakers-dozen --deal 1`` and frame_bench.py's bare window in turn, ``--runs``
times each, on a desktop of their own (frame_bench's: Xvfb, openbox, a session bus), as a
returning player (a data folder made by one untimed start) or, with ``--first``, as a new
player (an empty folder each start). Each program marks its steps on the way to the first
frame: the wall clock since the launch (the same monotonic clock in both processes) and
the processor time the process has used. Prints each step's median of both; the steps
are those of docs/start-up.md. The frame on the screen itself is frame_bench.py's to time:
these marks end where the program has handed the frame to the display server and a
round trip says the server has drawn it.

The marks come from wrappers set around the program's own functions before it runs
(nothing in the program knows of them); the window's module is wrapped as it finishes
loading, so the order of imports is the program's own.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from frame_bench import BARE, Desktop, desktop, program_env

MARK = """
import os, sys, time
def mark(name):
    wall, cpu = time.perf_counter() * 1000, time.process_time() * 1000
    os.write(2, f"MARK {name} {wall:.2f} {cpu:.2f}\\n".encode())
mark("python")
"""

GAME = (
    MARK
    + """
import importlib.abc

def wrap(owner, name, before=None, after=None):
    inner = getattr(owner, name)
    def wrapper(*args, **kwargs):
        if before:
            mark(before)
        result = inner(*args, **kwargs)
        if after:
            mark(after)
        return result
    setattr(owner, name, wrapper)

def window_loaded(module):
    mark("window's modules")
    from PySide6.QtCore import QEvent
    W = module.MainWindow
    wrap(W, "__init__", after="window built")
    wrap(W, "restore", after="saved game read")
    wrap(W, "show", after="show()")
    first = [True]
    filter_ = W.eventFilter
    def event_filter(self, watched, event):
        if first[0] and event.type() == QEvent.Type.Paint and watched is self.view.viewport():
            first[0] = False
            mark("paint begins")
        return filter_(self, watched, event)
    W.eventFilter = event_filter
    wrap(W, "_frame_out", before="painted")
    wrap(W, "_after_first_frame", before="the server has drawn it")
    done = W._after_first_frame
    def after_first_frame(self):
        done(self)
        mark("after-first-frame work")
        os._exit(0)
    W._after_first_frame = after_first_frame

class Watch(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name != "bakers_dozen_qt.qt.window.window":
            return None
        sys.meta_path.remove(self)
        import importlib.util
        spec = importlib.util.find_spec(name)
        load = spec.loader.exec_module
        def exec_module(module):
            load(module)
            window_loaded(module)
        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, Watch())
import gc
gc.disable()  # as app.main() does before the command line
from bakers_dozen_qt import app, app_args
wrap(app_args, "parse_args", after="command line")
wrap(app, "_environment_problem", before="PySide", after="display checked")
import PySide6.QtWidgets as widgets
class Application(widgets.QApplication):
    def __init__(self, *args):
        super().__init__(*args)
        mark("QApplication")
widgets.QApplication = Application
app.main(sys.argv[1:])
"""
)

BARE_MARKED = MARK + BARE.replace(
    "app = QApplication", 'mark("PySide")\napp = QApplication'
).replace("window = QMainWindow()", 'mark("QApplication")\nwindow = QMainWindow()').replace(
    "window.show()",
    """from PySide6.QtCore import QEvent, QObject, QTimer
class Painted(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            mark("paint begins")
            QTimer.singleShot(0, done)
        return False
def done():
    mark("painted")
    app.sync()
    mark("the server has drawn it")
    os._exit(0)
spy = Painted()
window.centralWidget().installEventFilter(spy)
window.show()
mark("show()")""",
)


def one_start(command: list[str], env: dict[str, str]) -> dict[str, tuple[float, float]]:
    """The marks of one start: step -> (wall ms since the launch, processor ms)."""
    t0 = time.perf_counter() * 1000
    run = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    marks: dict[str, tuple[float, float]] = {}
    for line in run.stderr.splitlines():
        if line.startswith("MARK "):
            *name, wall, cpu = line[5:].split(" ")
            marks[" ".join(name)] = (float(wall) - t0, float(cpu))
    return marks


def _settle(command: list[str], env: dict[str, str]) -> None:
    """One start left to run a while and end as on a logout: the returning player's folder."""
    process = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    time.sleep(4)
    process.terminate()
    process.wait(20)


def measure(
    desk: Desktop, runs: int, first: bool
) -> dict[str, list[dict[str, tuple[float, float]]]]:
    game = str(Path(sys.executable).with_name("bakers-dozen"))
    kinds = {
        "bare": [sys.executable, "-c", BARE_MARKED],
        "game": [sys.executable, "-c", GAME, "--deal", "1"],
    }
    seen: dict[str, list[dict[str, tuple[float, float]]]] = {name: [] for name in kinds}
    with tempfile.TemporaryDirectory() as tmp:
        top = Path(tmp)
        pyc = {"PYTHONPYCACHEPREFIX": str(top / "pyc")}
        returning = top / "returning"
        _settle([game, "--deal", "1"], {**program_env(desk, returning), **pyc})
        one_start(kinds["bare"], {**program_env(desk, top / "bare"), **pyc})  # its bytecode
        for run in range(runs):
            for name, command in kinds.items():
                home = top / f"new-{run}" if first and name == "game" else returning
                seen[name].append(one_start(command, {**program_env(desk, home), **pyc}))
                time.sleep(0.3)
    return seen


def report(seen: dict[str, list[dict[str, tuple[float, float]]]]) -> None:
    for name, starts in seen.items():
        print(f"{name} ({len(starts)} starts): step, wall ms since launch, processor ms (medians)")
        steps = list(dict.fromkeys(step for marks in starts for step in marks))
        for step in steps:
            walls = [marks[step][0] for marks in starts if step in marks]
            cpus = [marks[step][1] for marks in starts if step in marks]
            print(f"  {step:26} {statistics.median(walls):7.0f} {statistics.median(cpus):7.0f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="starts of each program")
    parser.add_argument("--first", action="store_true", help="a new player's first start")
    args = parser.parse_args()
    with desktop() as desk:
        load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
        seen = measure(desk, args.runs, args.first)
        after = " / ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"load average {load} before, {after} after")
    report(seen)
    return 0


if __name__ == "__main__":
    sys.exit(main())
