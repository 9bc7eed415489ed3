"""GUI benchmark for the table (not a test): run ``uv run python benchmarks/gui_bench.py``.

Measures (offscreen unless ``QT_QPA_PLATFORM`` says otherwise, e.g. ``xcb`` under
``xvfb-run``):

- first frame: from process start to the first paint of the table's viewport, the app
  started through ``bakers_dozen_qt.app.main`` as the ``bakers-dozen`` entry point starts
  it (bytecode and rendered cards cached, as on every start but the first). Each run is a
  fresh process, measured by the parent around it;
- bare frame: the same for a bare ``QApplication`` window with QtWidgets, QtGui and QtSvg
  imported, measured in the same run, turn about with the app; the ratio app / bare holds
  across machines where the seconds do not;
- RSS: the app's peak resident memory at its first frame;
- drag move: median time to handle one mouse-move of a drag (event + repaint), 52 cards;
- relayout: median time to lay out the table again after a resize (pixmaps re-rendered).

``--live-status`` drags with View > Show Whether the Game Can Be Won on, on a deal the
solver cannot decide (``--deal``, default 152 then), its budget raised so that the
background solve runs through the whole drag: the worst case for the GUI thread. Compare
with the same ``--deal`` without the option.

Every figure of a start is the median of ``--runs`` (default 5) with its spread
(lowest-highest). Bars (issue 8): first frame <= 0.22 s, drag move <= 4 ms,
RSS <= 90 MB. ``--check`` makes the exit status 1 when a bar is missed.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

BARS = {"first_frame_s": 0.22, "drag_move_ms": 4.0, "rss_mb": 90.0}


def _exit_at_first_paint(watched: object) -> None:
    """End the process once ``watched`` (a widget) has painted, printing the peak RSS (MB).

    The filter sits on that one widget: an application-wide Python filter would slow
    every event of the start-up and distort what it measures.
    """
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                # After the paint event returns: the frame is drawn, not merely asked for.
                QTimer.singleShot(0, _done)
            return False

    spy = FirstPaint()
    _keep.append(spy)
    watched.installEventFilter(spy)  # type: ignore[attr-defined]


_keep: list[object] = []


def _done() -> None:
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"rss_mb {rss:.1f}", flush=True)
    os._exit(0)  # the measurement is over; skip teardown


def _child_app(warm_up: bool, card_cache: bool = True) -> None:
    """Start the game as ``bakers-dozen --deal 1`` does; exit at the table's first paint.

    ``warm_up`` lets the app run and quit normally instead, filling the caches the way a
    first start on a machine does. Without ``card_cache`` every card is rendered from
    its SVG, as on a first start.
    """
    if not card_cache:
        from bakers_dozen_qt.qt.files import paths

        paths.card_cache_dir = lambda: None  # type: ignore[assignment,return-value]
    if warm_up:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        app = QApplication(["bakers-dozen"])  # main() adopts it
        QTimer.singleShot(2500, app.closeAllWindows)
    else:
        from bakers_dozen_qt.qt.window.view import TableView

        shown = TableView.showEvent

        def show_event(view: TableView, event: object) -> None:
            _exit_at_first_paint(view.viewport())
            shown(view, event)  # type: ignore[arg-type]

        TableView.showEvent = show_event  # type: ignore[method-assign,assignment]
    from bakers_dozen_qt import app as entry

    entry.main(["--deal", "1"])


def _child_bare() -> None:
    """A bare window: QtWidgets, QtGui and QtSvg imported, nothing of ours."""
    from PySide6 import QtGui, QtSvg  # noqa: F401  (imported to be counted)
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(["bare"])
    win = QMainWindow()
    _exit_at_first_paint(win)
    win.resize(1280, 820)
    win.show()
    app.exec()


def start_up(runs: int, card_cache: bool = True) -> dict[str, list[float]]:
    # An installed app runs from bytecode; a checkout with PYTHONDONTWRITEBYTECODE set
    # would compile every module on each start. Cache bytecode outside the tree instead,
    # and let one untimed warm-up run fill that cache and the card cache.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    out: dict[str, list[float]] = {"first_frame_s": [], "bare_frame_s": [], "rss_mb": []}
    with tempfile.TemporaryDirectory() as home:
        env["PYTHONPYCACHEPREFIX"] = str(Path(home) / "pyc")
        # The player's own settings, saved game and caches stay out of it.
        for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
            env[var] = str(Path(home) / var.lower())
        env["XDG_RUNTIME_DIR"] = str(Path(home) / "runtime")
        Path(env["XDG_RUNTIME_DIR"]).mkdir(mode=0o700)

        def run(mode: str) -> tuple[float, str]:
            t0 = time.perf_counter()
            done = subprocess.run(
                [sys.executable, __file__, mode],
                check=True,
                capture_output=True,
                env=env,
                text=True,
            )
            return time.perf_counter() - t0, done.stdout

        run("--child-warm-up")
        run("--child-bare")
        for _ in range(runs):
            seconds, _ = run("--child-bare")
            out["bare_frame_s"].append(seconds)
            seconds, printed = run("--child-app" if card_cache else "--child-app-uncached")
            out["first_frame_s"].append(seconds)
            out["rss_mb"].append(float(printed.split()[-1]))
    return out


def in_process(deal: int = 1, live_status: bool = False) -> dict[str, float]:
    from PySide6.QtCore import QPoint, QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from bakers_dozen_qt.engine.budgets import BUDGETS
    from bakers_dozen_qt.engine.game import Game
    from bakers_dozen_qt.qt.files.settings import Preferences
    from bakers_dozen_qt.qt.window.window import MainWindow

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "qt"))
    from window_driver import card_rect

    app = QApplication.instance() or QApplication([])
    prefs = Preferences(QSettings(os.devnull, QSettings.Format.IniFormat))
    prefs.live_status = live_status
    game = Game.from_deal(deal)
    # The live status's solve must outlast the drag.
    w = MainWindow(game, deal, prefs, budgets=replace(BUDGETS, live_seconds=600.0))
    w.resize(1280, 820)
    w.show()
    QTest.qWaitForWindowExposed(w)
    app.processEvents()
    vp = w.view.viewport()

    card = game.column(0)[-1]  # a card that can be dragged: a top card
    r = card_rect(w, "7D" if deal == 1 else card.name)
    start = QPoint(r.center().x(), r.top() + 10)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(vp, start + QPoint(20, 20))
    app.processEvents()
    samples = []
    for i in range(300):
        p = start + QPoint(20 + (i * 7) % 600, 20 + (i * 5) % 300)
        t0 = time.perf_counter()
        QTest.mouseMove(vp, p)
        app.processEvents()  # includes the repaint of the viewport
        samples.append(time.perf_counter() - t0)
    solving = w.live.runner.busy  # still solving at the end: it ran through the drag
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start)
    app.processEvents()

    sizes = [(1000, 700), (1400, 900), (900, 640), (1280, 820)]
    relayouts = []
    for i in range(24):
        w.resize(*sizes[i % len(sizes)])
        t0 = time.perf_counter()
        app.processEvents()  # resize event -> relayout -> repaint
        relayouts.append(time.perf_counter() - t0)
    w.close()
    return {
        "live_solving": float(solving),
        "drag_move_ms": statistics.median(samples) * 1000,
        "drag_move_p95_ms": sorted(samples)[int(len(samples) * 0.95)] * 1000,
        "relayout_ms": statistics.median(relayouts) * 1000,
    }


def main() -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--child-app", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--child-warm-up", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--child-app-uncached", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--child-bare", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--runs", type=int, default=5, help="starts of each kind (default 5)")
    p.add_argument("--start-only", action="store_true", help="skip the drag and relayout part")
    p.add_argument(
        "--no-card-cache", action="store_true", help="start without the disk cache of cards"
    )
    p.add_argument("--check", action="store_true", help="exit 1 when a bar is missed")
    p.add_argument("--deal", type=int, default=None, help="the deal dragged on (default 1)")
    p.add_argument(
        "--live-status",
        action="store_true",
        help="drag while the live verdict solves in the background (default deal 152)",
    )
    args = p.parse_args()
    if args.child_app or args.child_warm_up or args.child_app_uncached:
        _child_app(warm_up=args.child_warm_up, card_cache=not args.child_app_uncached)
        return 0
    if args.child_bare:
        _child_bare()
        return 0
    starts = start_up(args.runs, card_cache=not args.no_card_cache)
    results: dict[str, float] = {k: statistics.median(v) for k, v in starts.items()}
    ratio = results["first_frame_s"] / results["bare_frame_s"]
    if not args.start_only:
        deal = args.deal if args.deal is not None else (152 if args.live_status else 1)
        results.update(in_process(deal, args.live_status))
    missed = False
    for key, value in results.items():
        bar = BARS.get(key)
        verdict = "" if bar is None else ("ok" if value <= bar else "MISSED")
        missed |= verdict == "MISSED"
        limit = "" if bar is None else f"(bar {bar:g})"
        spread = ""
        if key in starts:
            spread = f"{min(starts[key]):.3f}-{max(starts[key]):.3f}"
        print(f"{key:18} {value:9.3f} {spread:13} {limit:12} {verdict}")
    print(f"{'app / bare':18} {ratio:9.2f}")
    return 1 if (missed and args.check) else 0


if __name__ == "__main__":
    sys.exit(main())
