"""GUI benchmark for the table (not a test): run ``uv run python benchmarks/gui_bench.py``.

Measures, offscreen:

- first frame: from process start to the first paint of the table's viewport,
  measured by the parent around a child process (includes interpreter and Qt start-up;
  bytecode and rendered cards cached, as on every start but the first; median of 5);
- drag move: median time to handle one mouse-move of a drag (event + repaint), 52 cards;
- relayout: median time to lay out the table again after a resize (pixmaps re-rendered);
- peak RSS of the benchmark process.

Bars (issue 4): first frame <= 0.5 s, drag move <= 4 ms, RSS <= 150 MB. ``--check`` makes
the exit status 1 when a bar is missed.
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
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

BARS = {"first_frame_s": 0.5, "drag_move_ms": 4.0, "peak_rss_mb": 150.0}


def _child_first_frame(card_cache: str, warm_up: bool) -> None:
    """Start the app as ``bakers-dozen`` would and exit at the first painted frame.

    ``warm_up`` fills the card cache first, as the first run on a machine does.
    """
    from pathlib import Path

    from PySide6.QtCore import QEvent, QObject, QSettings
    from PySide6.QtWidgets import QApplication

    from bakers_dozen_qt.engine.game import Game
    from bakers_dozen_qt.qt.settings import Preferences
    from bakers_dozen_qt.qt.window import MainWindow

    app = QApplication([])
    prefs = Preferences(QSettings(os.devnull, QSettings.Format.IniFormat))
    w = MainWindow(Game.from_deal(1), 1, prefs, card_cache=Path(card_cache))

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                if warm_up:
                    w.pictures.persist()
                os._exit(0)  # the measurement is done; skip teardown
            return False

    spy = FirstPaint()
    w.view.viewport().installEventFilter(spy)
    w.show()
    app.exec()


def first_frame_seconds(runs: int = 5) -> float:
    # An installed app runs from bytecode; a checkout with PYTHONDONTWRITEBYTECODE set
    # would compile every module on each start. Cache bytecode outside the tree instead,
    # and let one untimed warm-up run fill that cache.
    # The card pictures come from their disk cache too, as on every start but the first.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    times = []
    with tempfile.TemporaryDirectory() as cache:
        env["PYTHONPYCACHEPREFIX"] = str(Path(cache) / "pyc")
        cards = str(Path(cache) / "cards")
        for i in range(runs + 1):
            mode = "--child-first-frame" if i else "--child-warm-up"
            t0 = time.perf_counter()
            subprocess.run(
                [sys.executable, __file__, mode, cards], check=True, capture_output=True, env=env
            )
            if i:
                times.append(time.perf_counter() - t0)
    return statistics.median(times)


def in_process() -> dict[str, float]:
    from PySide6.QtCore import QPoint, QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from bakers_dozen_qt.engine.game import Game
    from bakers_dozen_qt.qt.settings import Preferences
    from bakers_dozen_qt.qt.window import MainWindow

    app = QApplication.instance() or QApplication([])
    prefs = Preferences(QSettings(os.devnull, QSettings.Format.IniFormat))
    w = MainWindow(Game.from_deal(1), 1, prefs)
    w.resize(1280, 820)
    w.show()
    QTest.qWaitForWindowExposed(w)
    app.processEvents()
    vp = w.view.viewport()

    r = w.card_rect("7D")
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
        "drag_move_ms": statistics.median(samples) * 1000,
        "drag_move_p95_ms": sorted(samples)[int(len(samples) * 0.95)] * 1000,
        "relayout_ms": statistics.median(relayouts) * 1000,
    }


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--child-first-frame", metavar="CARD_CACHE", help=argparse.SUPPRESS)
    p.add_argument("--child-warm-up", metavar="CARD_CACHE", help=argparse.SUPPRESS)
    p.add_argument("--check", action="store_true", help="exit 1 when a bar is missed")
    args = p.parse_args()
    if args.child_first_frame or args.child_warm_up:
        _child_first_frame(args.child_first_frame or args.child_warm_up, bool(args.child_warm_up))
        return 0
    results = {"first_frame_s": first_frame_seconds()}
    results.update(in_process())
    results["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    missed = False
    for key, value in results.items():
        bar = BARS.get(key)
        verdict = "" if bar is None else ("ok" if value <= bar else "MISSED")
        missed |= verdict == "MISSED"
        limit = "" if bar is None else f"(bar {bar:g})"
        print(f"{key:18} {value:9.3f} {limit:12} {verdict}")
    return 1 if (missed and args.check) else 0


if __name__ == "__main__":
    sys.exit(main())
