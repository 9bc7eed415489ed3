"""The window itself (issue 10, point 11): it fits the screen, comes back where it was,
names the deal once in its title, and follows the system's dark or light scheme until
the player picks a theme."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, set_animation_ms

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow

pytestmark = pytest.mark.gui

CHILD = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from bakers_dozen_qt import app
from bakers_dozen_qt.qt.window.window import MainWindow

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


@pytest.mark.slow
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
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.mark.slow
def test_size_position_and_maximised_state_are_remembered(qtbot: QtBot, prefs: Preferences) -> None:
    w = shown(qtbot, prefs, Game.from_deal(1), 1)
    w.setGeometry(40, 50, 700, 500)
    qtbot.waitUntil(lambda: w.geometry() == QRect(40, 50, 700, 500))
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
    w = shown(qtbot, prefs, Game.from_deal(5), 5)
    # The window says the game's name itself, after the deal; Qt adds nothing more (no
    # application display name: it would go after every dialog's title too).
    assert w.windowTitle() == "Deal 5 — Baker's Dozen"
    assert QGuiApplication.applicationDisplayName() == QGuiApplication.applicationName()
    w.new_deal(7, "good-measure")
    assert w.windowTitle() == "Good Measure · Deal 7 — Baker's Dozen"
    w.close()


def test_the_table_follows_the_system_scheme_until_a_theme_is_picked(
    qtbot: QtBot, prefs: Preferences
) -> None:
    hints = QGuiApplication.styleHints()
    w = shown(qtbot, prefs, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert d.theme_id() == "dark"
    assert d.checked("theme/system")  # following the system, whose scheme is dark now
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert d.theme_id() == "green"
    d.trigger("theme/high-contrast")
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert d.theme_id() == "high-contrast"
    assert not d.checked("theme/system")
    w.close()


def test_follow_the_system_takes_back_a_picked_theme(qtbot: QtBot, prefs: Preferences) -> None:
    """View → Theme → Follow the System: a table picked once is not for ever."""
    hints = QGuiApplication.styleHints()
    prefs.theme = "walnut"
    w = shown(qtbot, prefs, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    assert d.theme_id() == "walnut" and d.checked("theme/walnut")
    d.trigger("theme/system")
    assert prefs.theme == "" and d.checked("theme/system")
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert d.theme_id() == "dark"
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert d.theme_id() == "green"
    assert d.checked("theme/system")  # following, whichever table it shows
    w.close()


# Issue 26, point 4: on a 1366×768 screen under a window manager the title bar was
# above the screen: the window's content was placed at the top, the frame around it.
SCREENS = ((1366, 768), (1280, 720))

FIRST_START = """
import sys
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(["bakers-dozen"])
from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow

prefs = Preferences(QSettings(sys.argv[1], QSettings.Format.IniFormat))
window = MainWindow(Game.from_deal(1), 1, prefs)
window.show()

def report():
    area = window.screen().availableGeometry()
    frame, inner = window.frameGeometry(), window.geometry()
    print("area", *area.getRect())
    print("frame", *frame.getRect())
    print("inner", *inner.getRect())
    app.quit()

window.first_frame_shown.connect(lambda: QTimer.singleShot(WAIT_MS, report))
app.exec()
"""


def first_start(tmp_path: Path, command: list[str], env: dict[str, str], wait_ms: int) -> dict:
    script = tmp_path / "first_start.py"
    script.write_text(f"WAIT_MS = {wait_ms}\n" + FIRST_START)
    done = subprocess.run(
        [*command, str(script), str(tmp_path / "prefs.ini")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    seen = {
        line.split()[0]: QRect(*(int(v) for v in line.split()[1:]))
        for line in done.stdout.splitlines()
        if line.split() and line.split()[0] in ("area", "frame", "inner")
    }
    assert set(seen) == {"area", "frame", "inner"}, done.stdout
    return seen


@pytest.mark.slow
@pytest.mark.parametrize("size", SCREENS)
def test_the_first_start_puts_the_whole_frame_on_the_screen(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """Offscreen, with window frames (2 pixels a side) and a screen of that size."""
    config = tmp_path / "screen.json"
    config.write_text(
        '{"windowFrameMargins": true, "screens": [{"name": "s", "x": 0, "y": 0,'
        f' "width": {size[0]}, "height": {size[1]}, "logicalDpi": 96,'
        ' "logicalBaseDpi": 96, "dpr": 1}]}'
    )
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    seen = first_start(tmp_path, [sys.executable], env, 100)
    area, frame = seen["area"], seen["frame"]
    assert area.size().toTuple() == size
    assert area.contains(frame), (area, frame)
    # As large as the screen allows, less a margin: never a small window on a small screen.
    assert frame.width() >= area.width() * 0.9 and frame.height() >= area.height() * 0.85


def _window_manager() -> list[str] | None:
    """xvfb-run and openbox, if this machine has them (CI may not)."""
    if sys.platform != "linux" or not (shutil.which("xvfb-run") and shutil.which("openbox")):
        return None
    return ["xvfb-run", "-a"]


@pytest.mark.slow
@pytest.mark.parametrize("size", SCREENS)
def test_under_a_window_manager_the_title_bar_is_on_the_screen(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """A real X server and window manager (openbox), whose title bar is some 20 pixels:
    the frame, title bar included, lies inside the screen at the first start."""
    xvfb = _window_manager()
    if xvfb is None:
        pytest.skip("needs xvfb-run and openbox")
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    screen = f"-screen 0 {size[0]}x{size[1]}x24"
    # openbox first, then the game once it manages windows; both end with the server.
    run = f'openbox >/dev/null 2>&1 & sleep 1; "{sys.executable}" "$0" "$1"; kill $! 2>/dev/null'
    seen = first_start(tmp_path, [*xvfb, "-s", screen, "sh", "-c", run], env, 700)
    area, frame, inner = seen["area"], seen["frame"], seen["inner"]
    assert area.size().toTuple() == size
    assert frame.top() < inner.top()  # a title bar, drawn by the window manager
    assert area.contains(frame), (area, frame)


TITLES = """
import subprocess, sys
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(["bakers-dozen"])
from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.qt.words import i18n
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow

i18n.set_language(sys.argv[2])
prefs = Preferences(QSettings(sys.argv[1], QSettings.Format.IniFormat))
window = MainWindow(Game.from_deal(5), 5, prefs)
window.show()

def report():
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", "."], capture_output=True, text=True
    ).stdout.split()
    for wid in found:
        name = subprocess.run(["xdotool", "getwindowname", wid], capture_output=True, text=True)
        print("title", name.stdout.strip())
    app.quit()

window.first_frame_shown.connect(lambda: QTimer.singleShot(300, window.deal_by_number))
window.first_frame_shown.connect(lambda: QTimer.singleShot(1200, report))
app.exec()
"""


@pytest.mark.slow
@pytest.mark.parametrize(("language", "job"), [("en", "Deal by Number"), ("sr", "Дељење по броју")])
def test_a_dialogs_title_is_its_job_alone(tmp_path: Path, language: str, job: str) -> None:
    """Issue 26: "Deal by N…'s Dozen": the window manager cut the dialog's title, which
    Qt had made "Deal by Number — Baker's Dozen". The main window names the game."""
    xvfb = _window_manager()
    if xvfb is None or shutil.which("xdotool") is None:
        pytest.skip("needs xvfb-run, openbox and xdotool")
    script = tmp_path / "titles.py"
    script.write_text(TITLES)
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    run = f'openbox >/dev/null 2>&1 & sleep 1; "{sys.executable}" "$0" "$1" "$2"; kill $!'
    done = subprocess.run(
        [*xvfb, "sh", "-c", run, str(script), str(tmp_path / "prefs.ini"), language],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    titles = [line[6:] for line in done.stdout.splitlines() if line.startswith("title ")]
    assert job in titles, titles
    assert any(t.endswith("Baker's Dozen") and "5" in t for t in titles), titles
