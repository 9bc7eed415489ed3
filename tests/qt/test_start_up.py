"""What the app does before its first frame: only what the player sees.

Speed itself is measured in benchmarks/gui_bench.py; this checks the two things that
made the start slow and are easy to bring back by accident: PySide building every enum
of Qt's namespace (``Qt.X``, ~15 ms), loading the store with SQLite (~20 ms) and reading
the version from the package metadata (``importlib.metadata`` and the email package
under it, ~20 ms).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CHILD = """
import os, sys
from PySide6 import QtCore
from PySide6.QtCore import QEvent, QObject
from bakers_dozen_qt.qt.view import TableView

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            # During the first paint: anything built so far came before the frame.
            print("qt-namespace", "Qt" in vars(QtCore))
            print("store", "bakers_dozen_qt.store" in sys.modules)
            print("solver", "bakers_dozen_qt.engine.solver" in sys.modules)
            print("metadata", "importlib.metadata" in sys.modules)
            sys.stdout.flush()
            os._exit(0)
        return False

spy = FirstPaint()
shown = TableView.showEvent

def show_event(view, event):
    view.viewport().installEventFilter(spy)
    shown(view, event)

TableView.showEvent = show_event
from bakers_dozen_qt import app
app.main(["--deal", "1"])
"""


def test_the_first_frame_needs_no_qt_enums_store_solver_or_metadata(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())
    done = subprocess.run(
        [sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    seen = dict(line.split() for line in done.stdout.splitlines())
    assert seen == {
        "qt-namespace": "False",
        "store": "False",
        "solver": "False",
        "metadata": "False",
    }
