"""What the app does before its first frame: only what the player sees.

Speed itself is measured in benchmarks/gui_bench.py; this checks, without timing
anything, the things that made the start slow and are easy to bring back by accident
with an import at the top of a module: PySide building every enum of Qt's namespace
(``Qt.X``, ~15 ms) or of QStyle (~12 ms), loading the store with SQLite (~20 ms), the
version from the package metadata (``importlib.metadata`` and the email package under
it, ~20 ms), QtNetwork and OpenSSL for the single-instance socket (~6 MB), the solver,
and the windows and dialogs nobody has asked for yet.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from time_control import run_queued_work

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow

CHILD = """
import os, sys
from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QEvent, QObject
from bakers_dozen_qt.qt.window.view import TableView

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            # During the first paint: anything built so far came before the frame.
            print("qt-namespace", "Qt" in vars(QtCore))
            print("qstyle", "QStyle" in vars(QtWidgets))
            print("message-boxes", "QMessageBox" in vars(QtWidgets))
            for module in LATER:
                print(module, module in sys.modules)
            sys.stdout.flush()
            os._exit(0)
        return False

spy = FirstPaint()
shown = TableView.showEvent

def show_event(view, event):
    view.viewport().installEventFilter(spy)
    shown(view, event)

TableView.showEvent = show_event
LATER = sys.argv[1:]
from bakers_dozen_qt import app
app.main(["--deal", "1"])
"""


# Modules the first frame must do without (each is loaded when first needed).
LATER = (
    "bakers_dozen_qt.store",  # SQLite: the saved game is read without it when there is none
    "bakers_dozen_qt.engine.solver",
    "bakers_dozen_qt.qt.features.solver_answers",
    "importlib.metadata",  # the version
    "logging.handlers",  # the log file opens after the first frame
    "PySide6.QtNetwork",  # the single-instance socket listens after the first frame
    "_hashlib",  # OpenSSL
    "bakers_dozen_qt.qt.dialogs.dialogs",  # the end-of-game dialogs
    "bakers_dozen_qt.qt.statistics.statistics",
    "bakers_dozen_qt.qt.statistics.stats_bridge",
    "bakers_dozen_qt.qt.statistics.stats_window",
    "bakers_dozen_qt.qt.dialogs.how_to_play",
    "bakers_dozen_qt.qt.dialogs.keys_help",
    "bakers_dozen_qt.qt.dialogs.about",
    "bakers_dozen_qt.qt.dialogs.custom_dialog",
    "bakers_dozen_qt.qt.sound.player",  # the sounds: read and their device opened after it
    "bakers_dozen_qt.qt.sound.mixer",
    "miniaudio",
    "wave",
    "bakers_dozen_qt.engine.finish",  # Auto Finish's check runs after the first frame
)


@pytest.mark.parametrize("solver_options", [False, True])
def test_the_first_frame_needs_only_what_it_shows(tmp_path: Path, solver_options: bool) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())
    if solver_options:  # the live verdict and winnable deals on: the solver waits too
        conf = tmp_path / "xdg_config_home" / "BakersDozen" / "Baker's Dozen.conf"
        conf.parent.mkdir(parents=True)
        conf.write_text("[play]\nwinnable_only=true\n\n[view]\nlive_status=true\n")
    done = subprocess.run(
        [sys.executable, "-c", CHILD, *LATER], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    seen = dict(line.split() for line in done.stdout.splitlines())
    assert seen == dict.fromkeys(["qt-namespace", "qstyle", "message-boxes", *LATER], "False")


def test_the_toolbar_icons_come_after_the_first_frame_and_move_nothing(
    qtbot: QtBot, prefs: Preferences
) -> None:
    # Until the style's icons are set each button holds a blank icon of the same size:
    # the toolbar, and so the table, keeps the size it had in the first frame.
    w = MainWindow(Game.from_deal(1), 1, prefs)
    qtbot.addWidget(w)
    w.resize(1280, 820)
    toolbar = w.menus.toolbar
    buttons = toolbar.actions()
    assert len(buttons) == 7  # New, Restart, Undo, Redo, Hint, Auto Finish, Pause
    blank = {a: a.icon().cacheKey() for a in buttons}
    w.show()
    qtbot.waitExposed(w)
    first = (toolbar.geometry(), w.view.geometry())
    qtbot.waitUntil(lambda: all(a.icon().cacheKey() != blank[a] for a in buttons))
    run_queued_work()  # any relayout the new icons asked for
    assert (toolbar.geometry(), w.view.geometry()) == first
    for a in buttons:
        assert not a.icon().isNull()


def test_pyside_import_wrapper_is_undone() -> None:
    """Imports skip PySide's ``__feature__`` wrapper, which reads every new module's source.

    The app never selects a PySide feature; with the wrapper each import after PySide
    cost a read of the module's whole source (about 20 ms over a start).
    """
    import builtins

    import bakers_dozen_qt.qt  # noqa: F401

    wrapper = getattr(builtins, "__feature_import__", None)
    assert wrapper is not None, "PySide no longer has the wrapper: drop the undoing code"
    assert builtins.__import__ is not wrapper
    # The import PySide wrapped still works: a module loads and is the one asked for.
    import fractions

    assert fractions.__name__ == "fractions"
