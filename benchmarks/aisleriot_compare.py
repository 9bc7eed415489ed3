"""Start-up side by side with Aisleriot under one X server (a benchmark, not a test).

Run under an X server that nothing else uses, e.g.::

    Xvfb :77 -screen 0 1280x900x24 &
    DISPLAY=:77 uv run python benchmarks/aisleriot_compare.py --runs 8

Needs ``xdotool`` and Aisleriot (``apt-get install xdotool aisleriot``). Each start is
timed from launch to the first visible top-level window of the process, found by polling
``xdotool search --onlyvisible --pid``. Three programs start in turn, after one untimed
start each (caches, bytecode): Aisleriot, this game, and a bare PySide window (Python,
PySide with QtWidgets, QtGui and QtSvg, an empty 1280 x 820 main window), the floor for
any PySide app on the machine. The poll costs a little CPU on every side alike; it sees
the window mapped, which comes just before its first paint. Peak RSS is read from
``/proc/<pid>/status`` two seconds after the window shows.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BARE_WINDOW = """
from PySide6 import QtGui, QtSvg
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(["bare"])
window = QMainWindow()
window.resize(1280, 820)
window.show()
app.exec()
"""


def first_window_seconds(command: list[str], env: dict[str, str]) -> tuple[float | None, float]:
    """Seconds to the first visible window (None if none came) and peak RSS in MB."""
    t0 = time.perf_counter()
    process = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    seen = None
    try:
        while time.perf_counter() - t0 < 20 and process.poll() is None:
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(process.pid)],
                env=env,
                capture_output=True,
                text=True,
            ).stdout.strip()
            if found:
                seen = time.perf_counter() - t0
                break
        time.sleep(2.0)
        rss = 0.0
        if process.poll() is None:
            status = Path(f"/proc/{process.pid}/status").read_text()
            kb = next(
                int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM")
            )
            rss = kb / 1024
        return seen, rss
    finally:
        process.kill()
        process.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=8)
    args = parser.parse_args()
    for tool in ("xdotool", "/usr/games/sol"):
        if shutil.which(tool) is None:
            print(f"aisleriot_compare: {tool} is not installed", file=sys.stderr)
            return 2
    if "DISPLAY" not in os.environ:
        print("aisleriot_compare: set DISPLAY to an X server (Xvfb)", file=sys.stderr)
        return 2
    game = str(Path(sys.executable).with_name("bakers-dozen"))
    commands = {
        "Aisleriot": ["/usr/games/sol", "-v", "bakers-dozen"],
        "Baker's Dozen": [game, "--deal", "1"],
        # The floor for any PySide app here: Python, PySide and an empty window.
        "bare PySide": [sys.executable, "-c", BARE_WINDOW],
    }
    with tempfile.TemporaryDirectory() as home:
        # An installed app runs from bytecode: keep it, outside the tree.
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = f"{home}/pyc"
        env["QT_QPA_PLATFORM"] = "xcb"
        for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"):
            env[var] = f"{home}/{var.lower()}"
            Path(env[var]).mkdir(mode=0o700)
        for command in commands.values():
            first_window_seconds(command, env)
        times: dict[str, list[float]] = {name: [] for name in commands}
        rss: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, command in commands.items():
                seen, peak = first_window_seconds(command, env)
                if seen is not None:
                    times[name].append(seen)
                    rss[name].append(peak)
    for name in commands:
        t = times[name]
        if not t:
            print(f"{name:14s} no window seen")
            continue
        print(
            f"{name:14s} window shown: median {statistics.median(t) * 1000:.0f} ms "
            f"({min(t) * 1000:.0f}-{max(t) * 1000:.0f}), peak RSS median "
            f"{statistics.median(rss[name]):.0f} MB, {len(t)} of {args.runs} starts"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
