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

import pytest
from pytestqt.qtbot import QtBot

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.qt.menus import TOOLBAR
from bakers_dozen_qt.qt.settings import Preferences
from bakers_dozen_qt.qt.window import MainWindow

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


@pytest.mark.parametrize("solver_options", [False, True])
def test_the_first_frame_needs_no_qt_enums_store_solver_or_metadata(
    tmp_path: Path, solver_options: bool
) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())
    if solver_options:  # the live verdict and winnable deals on: the solver waits too
        conf = tmp_path / "xdg_config_home" / "BakersDozen" / "Baker's Dozen.conf"
        conf.parent.mkdir(parents=True)
        conf.write_text("[play]\nwinnable_only=true\n\n[view]\nlive_status=true\n")
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


def test_the_toolbar_icons_come_after_the_first_frame_and_move_nothing(
    qtbot: QtBot, prefs: Preferences
) -> None:
    # Until the style's icons are set each button holds a blank icon of the same size:
    # the toolbar, and so the table, keeps the size it had in the first frame.
    w = MainWindow(Game.from_deal(1), 1, prefs)
    qtbot.addWidget(w)
    w.resize(1280, 820)
    toolbar = w.menus.toolbar
    blank = {name: w.actions_by_name[name].icon().cacheKey() for name in TOOLBAR}
    w.show()
    qtbot.waitExposed(w)
    first = (toolbar.geometry(), w.view.geometry())
    qtbot.waitUntil(
        lambda: all(w.actions_by_name[name].icon().cacheKey() != blank[name] for name in TOOLBAR)
    )
    qtbot.wait(20)  # any relayout the new icons asked for
    assert (toolbar.geometry(), w.view.geometry()) == first
    for name in TOOLBAR:
        assert not w.actions_by_name[name].icon().isNull()
