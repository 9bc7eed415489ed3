"""What a hostile online board costs the game: memory and the longest stall.

Run: ``uv run python benchmarks/hostile_board_bench.py [--modes endless,huge,...]``
(Linux: it reads ``/proc``).

The hostile board (``tests/qt/online/hostile_board.py``: an endless chunked answer, 100 MB
with and without ``Content-Length``, one byte a second, numbers beyond reason, 100,000
entries, 2,000 entries, 250 kB of floats, redirects to another host and in a loop,
``Retry-After: 9999999``) runs in a
process of its own. For each of its answers and each of two moments, the real window
(offscreen, in a child process with its own folders) meets it:

- ``start-up``: a daily result left from the last run waits on disk; the window is
  opted in and sends it after its first frame (the sender's first try);
- ``daily-deals``: Statistics → Daily Deals asks the board for a day's board.

The child measures, from the moment it asks until the answer has been dealt with (and
2 seconds more): the growth of its peak resident memory (``VmHWM`` reset through
``/proc/self/clear_refs`` just before, against ``VmRSS`` then) and the longest stall of
its event loop (the largest gap between two ticks of a 5 ms timer, less 5 ms). The bar
(issue 36): no traceback, no stall over 200 ms, under 50 MB more memory. Prints one line
a case and whether it is under the bar; exits 1 when one is not.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HOSTILE = ROOT / "tests" / "qt" / "online" / "hostile_board.py"
MODES = (
    "ok",
    "endless",
    "huge",
    "huge-unannounced",
    "drip",
    "numbers",
    "players",
    "many",
    "more",
    "floats",
    "away",
    "loop",
    "busy",
)
MOMENTS = ("start-up", "daily-deals")
TICK_MS = 5
SETTLE_S = 2.0
BAR_STALL_MS = 200.0
BAR_GROWTH_MB = 50.0

CHILD = r"""
import json, os, sys, time
from pathlib import Path
from PySide6.QtCore import QSettings, QTimer, Qt
from PySide6.QtWidgets import QApplication

moment, address, folder, tick_ms, settle_s = sys.argv[1:6]
tick_ms, settle_s, folder = int(tick_ms), float(settle_s), Path(folder)
app = QApplication([])
from bakers_dozen_qt.qt.words import i18n
i18n.set_language("en")  # the plural forms, as the game has them
from bakers_dozen_qt.engine import Game, daily_deal_number, format_moves
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.online.board_view import OnlineBoardView
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store.board_queue import FILE_NAME, BoardQueue
import datetime as dt

def status(name):
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith(name + ":"):
                return int(line.split()[1])
    return 0

day = dt.date.today()
if moment == "start-up":
    game = Game.from_deal(daily_deal_number(day))
    line = []
    for _ in range(2):
        move = next(iter(game.legal_moves))
        game.play(move)
        line.append(move)
    queue = BoardQueue.load(folder / FILE_NAME)
    queue.add({"date": day.isoformat(), "variant": "bakers-dozen", "moves": format_moves(line),
               "seconds": 60.0, "hints": 0, "undos": 0, "helped": False, "name": "Ann",
               "token": "b" * 32})
    queue.save()
prefs = Preferences(QSettings(str(folder / "prefs.ini"), QSettings.Format.IniFormat))
prefs.online_address, prefs.online_name = address, "Ann"
prefs.online_token, prefs.online_send = "b" * 32, False  # opted in at begin()
w = MainWindow(Game.from_deal(1), 1, prefs, stats_path=folder / "statistics.sqlite",
               online_path=folder / FILE_NAME)
w.resize(1280, 800)
w.show()
sender = w.online.board_sender
sender.delay_s = lambda failures: 3600.0  # one try: the back-off is not measured here
stalls = []
state = {"last": 0.0, "base": 0, "done": None, "told": []}
w.statusBar().messageChanged.connect(lambda t: t and state["told"].append(t))

def tick():
    now = time.perf_counter()
    if state["last"]:
        stalls.append((now - state["last"]) * 1000 - tick_ms)
    state["last"] = now

def finish():
    if state.get("finished"):
        return
    state["finished"] = True
    peak = status("VmHWM")
    print("RESULT " + json.dumps({
        "stall_ms": max(stalls) if stalls else 0.0,
        "growth_mb": (peak - state["base"]) / 1024,
        "base_mb": state["base"] / 1024,
        "seconds": time.perf_counter() - state["start"],
        "said": state["said"],
    }), flush=True)
    w.close()
    app.quit()

def answered(*_):
    if state["done"] is None:
        state["done"] = time.perf_counter()
        QTimer.singleShot(int(settle_s * 1000), finish)

def begin():
    state["base"] = status("VmRSS")
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")  # the peak (VmHWM) starts again from now
    ticker.start()
    state["start"] = time.perf_counter()
    prefs.online_send = True
    QTimer.singleShot(90_000, lambda: (state.update(said="no answer in 90 s"), finish()))
    if moment == "start-up":
        sender.answered.connect(answered)
        w.online.start()  # what the window does after its first frame
    else:
        view = OnlineBoardView(w.online)
        view.resize(900, 700)
        view.show()
        state["view"] = view
        view.show_day(day.isoformat(), "bakers-dozen")
        def watch():
            text = view.status.text()
            if text and text != "Asking the online board…":
                state["said"] = text + (" | " + view.place.text() if view.place.isVisible() else "")
                state["rows"] = view.table.rowCount()
                answered()
            else:
                QTimer.singleShot(1, watch)
        watch()

def said_at_start_up():
    told = [t for t in state["told"] if "online board" in t]
    state["said"] = told[-1] if told else ""

state["said"] = ""
sender.answered.connect(lambda *_: QTimer.singleShot(0, said_at_start_up))
ticker = QTimer()
ticker.setTimerType(Qt.TimerType.PreciseTimer)
ticker.setInterval(tick_ms)
ticker.timeout.connect(tick)
QTimer.singleShot(1500, begin)  # the first frame, the statistics worker, QtNetwork
app.exec()
"""


def start_hostile() -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        [sys.executable, str(HOSTILE), "--away", "http://127.0.0.2:9"],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    first = process.stdout.readline()
    if not first.startswith("listening on "):
        raise SystemExit(f"the hostile board did not start: {first!r}")
    return process, first.split()[-1]


def run_case(moment: str, address: str) -> dict[str, object]:
    with tempfile.TemporaryDirectory(prefix="hostile-bench-") as tmp:
        home = Path(tmp)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "QT_"))}
        env.update(
            QT_QPA_PLATFORM="offscreen",
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_DATA_HOME=str(home / "data"),
            XDG_CACHE_HOME=str(home / "cache"),
        )
        try:
            child = subprocess.run(
                [sys.executable, "-c", CHILD, moment, address, tmp, str(TICK_MS), str(SETTLE_S)],
                env=env,
                capture_output=True,
                text=True,
                timeout=180,
            )
        except subprocess.TimeoutExpired:
            return {"error": "the game did not end in 180 s", "traceback": False}
    found: dict[str, object] = {"traceback": "Traceback" in child.stderr}
    for line in child.stdout.splitlines():
        if line.startswith("RESULT "):
            found.update(json.loads(line.removeprefix("RESULT ")))
    if "stall_ms" not in found:
        found["error"] = (child.stderr.strip().splitlines() or ["no result"])[-1]
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--modes", default=",".join(MODES), help="comma-separated")
    parser.add_argument("--moments", default=",".join(MOMENTS), help="comma-separated")
    args = parser.parse_args()
    if not sys.platform.startswith("linux"):
        print("Linux only: the memory figures come from /proc", file=sys.stderr)
        return 2
    hostile, url = start_hostile()
    failed = False
    try:
        print(f"{'answer':<18}{'moment':<13}{'stall ms':>9}{'peak +MB':>10}{'took s':>8}  said")
        for mode in args.modes.split(","):
            for moment in args.moments.split(","):
                r = run_case(moment, f"{url}/{mode}")
                if "error" in r:
                    failed = True
                    print(f"{mode:<18}{moment:<13}  FAILED: {r['error']}")
                    continue
                stall, growth = float(r["stall_ms"]), float(r["growth_mb"])  # type: ignore[arg-type]
                ok = stall <= BAR_STALL_MS and growth < BAR_GROWTH_MB and not r["traceback"]
                failed |= not ok
                said = str(r.get("said", ""))[:70]
                print(
                    f"{mode:<18}{moment:<13}{stall:>9.0f}{growth:>10.1f}"
                    f"{float(r['seconds']):>8.1f}  {'' if ok else 'OVER THE BAR '}{said}",  # type: ignore[arg-type]
                    flush=True,
                )
                time.sleep(0.2)
    finally:
        hostile.kill()
        hostile.wait()
    print(
        f"bar: stall <= {BAR_STALL_MS:.0f} ms, peak growth < {BAR_GROWTH_MB:.0f} MB, no traceback"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
