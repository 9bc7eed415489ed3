"""What the app does before its first frame: only what the player sees.

Speed itself is measured in benchmarks/frame_bench.py; this checks, without timing
anything, what made the start slow and is easy to bring back with an import at the top
of a module. The project's modules loaded before the first frame are exactly those
listed in first_frame_modules.txt, for a new player and a returning one; never before
it: PySide building every enum of Qt's namespace (``Qt.X``, ~15 ms) or of QStyle
(~12 ms), SQLite and the statistics (~20 ms), the version from the package metadata
(``importlib.metadata`` and the email package under it, ~20 ms), QtNetwork and OpenSSL
for the single-instance socket (~6 MB), the SVG renderer on a returning start (the cards
come from the disk cache).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from time_control import run_queued_work

import app_child
from app_child import Home
from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow

CHILD = """
import gc, json, os, sys
from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QEvent, QObject
from bakers_dozen_qt.qt.window.view import TableView

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            # During the first paint: anything built so far came before the frame.
            seen = {
                "modules": sorted(sys.modules),
                "collecting": gc.isenabled(),
                "qt-namespace": "Qt" in vars(QtCore),
                "qstyle": "QStyle" in vars(QtWidgets),
                "message-boxes": "QMessageBox" in vars(QtWidgets),
                "animations": "QEasingCurve" in vars(QtCore)
                or "QVariantAnimation" in vars(QtCore),
                "menus-filled": [
                    w.menus.actions.filled
                    for w in QtWidgets.QApplication.topLevelWidgets()
                    if hasattr(w, "menus")
                ],
            }
            print(json.dumps(seen), flush=True)
            os._exit(0)
        return False

spy = FirstPaint()
shown = TableView.showEvent

def show_event(view, event):
    view.viewport().installEventFilter(spy)
    shown(view, event)

TableView.showEvent = show_event
from bakers_dozen_qt import app
app.main(sys.argv[1:])
"""


def _first_frame_modules() -> dict[str, frozenset[str]]:
    """The lists kept in first_frame_modules.txt: ``"start"`` and ``"saved game"``."""
    lists: dict[str, set[str]] = {"start": set()}
    current = lists["start"]
    for line in (Path(__file__).parent / "first_frame_modules.txt").read_text().splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            current = lists.setdefault(line[1:-1], set())
        elif line and not line.startswith("#"):
            current.add(line)
    return {name: frozenset(modules) for name, modules in lists.items()}


LISTS = _first_frame_modules()
# And never before the first frame (each is heavy, and the first frame does not show it).
NEVER = (
    "PySide6.QtNetwork",  # the single-instance socket listens after the first frame
    "PySide6.QtSvg",  # returning: the cards come from the disk cache, not the SVG renderer
    "sqlite3",  # the statistics open after the first frame
    "importlib.metadata",  # the version
    "logging.handlers",  # the log file opens after the first frame
    "_hashlib",  # OpenSSL
    "ssl",
    "email",
    "http.client",
    "miniaudio",  # the sounds: read and their device opened after the first frame
    "wave",
    "configparser",  # KDE's reduce-motion setting is read after the first frame
    "datetime",  # today's date: only a daily deal asks it before the frame
    "dataclasses",  # a class made by it costs ~0.5 ms at import (exec), the module ~1.5 ms
    "html",  # its entities table (1.5 ms); the menus' tooltips escape their three signs
)
PYSIDE = frozenset({"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"})


def first_frame(env: dict[str, str], *argv: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, *argv], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    seen: dict[str, Any] = json.loads(done.stdout)
    # What PySide builds lazily: Qt's namespace (~15 ms), QStyle (~12 ms), message boxes,
    # the animation classes (~0.6 ms: the first move needs them, not the first frame).
    assert not (
        seen["qt-namespace"] or seen["qstyle"] or seen["message-boxes"] or seen["animations"]
    ), seen
    assert not seen["collecting"]  # the cycle collector (some 9 ms) waits for the frame
    assert seen["menus-filled"] == [False]  # titles and toolbar only: contents come after
    return seen


def assert_ours_are(modules: list[str], *lists: str) -> None:
    loaded = {m for m in modules if m.split(".")[0] == "bakers_dozen_qt"}
    listed = frozenset().union(*(LISTS[name] for name in lists))
    extra, gone = sorted(loaded - listed), sorted(listed - loaded)
    assert not extra, f"loaded before the first frame, not in first_frame_modules.txt: {extra}"
    assert not gone, f"in first_frame_modules.txt, no longer loaded before the frame: {gone}"


def qt_modules(modules: list[str]) -> set[str]:
    return {m for m in modules if re.fullmatch(r"PySide6\.Qt\w+", m)}


@pytest.mark.slow
@pytest.mark.parametrize("solver_options", [False, True])
def test_a_new_player_s_first_frame_loads_only_what_it_shows(
    tmp_path: Path, solver_options: bool
) -> None:
    home = Home(tmp_path)
    if solver_options:  # the live verdict and winnable deals on: the solver waits too
        home.settings.parent.mkdir(parents=True)
        home.settings.write_text("[play]\nwinnable_only=true\n\n[view]\nlive_status=true\n")
    seen = first_frame(home.env(), "--deal", "1")
    assert_ours_are(seen["modules"], "start")
    # The deck is drawn from its SVG files on a first start: nothing else of Qt.
    assert qt_modules(seen["modules"]) == PYSIDE | {"PySide6.QtSvg"}
    assert sorted(set(seen["modules"]) & (set(NEVER) - {"PySide6.QtSvg"})) == []


@pytest.mark.parametrize("argv", [(), ("--deal", "1")])
def test_a_returning_player_s_first_frame_loads_only_what_it_shows(
    tmp_path: Path, argv: tuple[str, ...]
) -> None:
    home = Home(tmp_path)
    # The last time: a move played, the window closed (the game saved, the cards cached).
    play = "window.session.request_move(next(window.session.game.generate_legal_moves()))"
    collecting = "import gc; print('COLLECTING:', gc.isenabled())"
    last = app_child.run(
        home.env(), "--deal", "1", at_frame=f"{play}; {collecting}; report_and_close(window)"
    )
    assert "MOVES: 1" in last.stdout, last.stderr
    # Python's cycle collector waits for the first frame, and only for it.
    assert "COLLECTING: True" in last.stdout
    seen = first_frame(home.env(), *argv)
    asked = ["deal asked over a saved game"] if argv else []
    assert_ours_are(seen["modules"], "start", "saved game", *asked)
    assert qt_modules(seen["modules"]) == PYSIDE
    assert sorted(set(seen["modules"]) & set(NEVER)) == []


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


def test_the_accessibility_registry_is_asked_once_the_first_frame_is_out(
    qtbot: QtBot, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Whether a screen reader hears announcements is asked of the accessibility bus's
    # registry (jeepney, a connection and a round trip: some 30 ms where a reader is
    # on): the table's first focus asked it, between the first paint and the frame.
    from bakers_dozen_qt.qt.speech import listeners

    asked: list[str] = []

    def ask(self: listeners.AnnouncementListeners) -> None:
        asked.append("registry")

    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setattr(listeners.AnnouncementListeners, "_ask", ask)
    monkeypatch.setattr(listeners, "_shared", listeners.AnnouncementListeners())
    w = MainWindow(Game.from_deal(1), 1, prefs)
    qtbot.addWidget(w)
    w.show()
    assert listeners.shared().heard()  # until the frame is out: announcements, unasked
    assert asked == []
    with qtbot.waitSignal(w.first_frame_shown, timeout=10_000):
        pass
    assert listeners.shared().heard()  # no registry answered: announcements
    assert asked == ["registry"]
    listeners.shared().heard()
    assert asked == ["registry"]  # once
