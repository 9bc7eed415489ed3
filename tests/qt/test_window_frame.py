"""The window itself (issue 10, point 11): it fits the screen, comes back where it was,
names the deal once in its title, and follows the system's dark or light scheme until
the player picks a theme."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.qt.settings import Preferences
from bakers_dozen_qt.qt.window import MainWindow

pytestmark = pytest.mark.gui

CHILD = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from bakers_dozen_qt import app
from bakers_dozen_qt.qt.window import MainWindow

def report():
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
    screen = window.screen().availableGeometry()
    frame = window.frameGeometry()
    print("screen", screen.x(), screen.y(), screen.width(), screen.height())
    print("frame", frame.x(), frame.y(), frame.width(), frame.height())
    sys.stdout.flush()
    window.close()

qt = QApplication(["bakers-dozen"])
QTimer.singleShot(300, report)
sys.exit(app.main(["--deal", "5"]))
"""


def test_at_scale_factor_2_the_window_fits_the_screen(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2"}
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"):
        env[var] = str(tmp_path / var.lower())
    done = subprocess.run(
        [sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    seen = {
        line.split()[0]: [int(v) for v in line.split()[1:]]
        for line in done.stdout.split("\n")
        if line
    }
    screen, frame = QRect(*seen["screen"]), QRect(*seen["frame"])
    assert screen.width() == 400  # the offscreen screen is 800 pixels, in points at 2x
    assert screen.contains(frame), (screen, frame)


def shown(qtbot: QtBot, prefs: Preferences, game: Game, deal: int | None) -> MainWindow:
    w = MainWindow(game, deal, prefs)
    w.set_animation_ms(0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_size_position_and_maximised_state_are_remembered(qtbot: QtBot, prefs: Preferences) -> None:
    w = shown(qtbot, prefs, Game.from_deal(1), 1)
    w.setGeometry(40, 50, 700, 500)
    qtbot.wait(20)
    w.close()
    again = shown(qtbot, prefs, Game.from_deal(1), 1)
    assert again.geometry().size() == w.geometry().size()
    assert again.geometry().topLeft() == w.geometry().topLeft()
    again.showMaximized()
    qtbot.waitUntil(again.isMaximized)
    again.close()
    third = shown(qtbot, prefs, Game.from_deal(1), 1)
    assert third.isMaximized() or third.windowState() & Qt.WindowState.WindowMaximized
    third.close()


def test_the_title_names_the_app_once(qtbot: QtBot, prefs: Preferences) -> None:
    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)
    app.setApplicationDisplayName("Baker's Dozen")
    try:
        w = shown(qtbot, prefs, Game.from_deal(5), 5)
        # Qt adds " — Baker's Dozen" itself (X11, Wayland, Windows) unless the title ends
        # with it; on macOS the app's name is in the menu bar. Either way, once.
        assert w.windowTitle() == "Deal 5"
        w.new_deal(7, "good-measure")
        assert w.windowTitle() == "Good Measure · Deal 7"
        w.close()
    finally:
        app.setApplicationDisplayName("")


def test_the_table_follows_the_system_scheme_until_a_theme_is_picked(
    qtbot: QtBot, prefs: Preferences
) -> None:
    hints = QGuiApplication.styleHints()
    w = shown(qtbot, prefs, Game.from_deal(1), 1)
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert w.scene.theme.id == "dark"
    assert w.actions_by_name["theme/dark"].isChecked()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert w.scene.theme.id == "green"
    w.actions_by_name["theme/high-contrast"].trigger()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert w.scene.theme.id == "high-contrast"
    w.close()
