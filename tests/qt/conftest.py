"""Fixtures for the table's GUI tests: an isolated settings file, a ready window and its
driver. Helpers live in plain modules beside it (``window_driver``, ``time_control``,
``pseudo_language``): tests import those, never this file."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pseudo_language import PSEUDO, TOOLS
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QStandardPaths
from pytestqt.qtbot import QtBot
from time_control import FakeTime
from window_driver import WindowDriver, make_window

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.languages import Language
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.qt.words import i18n


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path: Path) -> None:
    # Nothing a test does may touch the player's real settings or saved games.
    QStandardPaths.setTestModeEnabled(True)
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "settings"))


@pytest.fixture(autouse=True)
def _english(qapp: object) -> Iterator[None]:
    # The app speaks English in tests, whatever the machine's locale, plural forms and
    # all (they come from en.qm); a test that switches language switches back.
    if i18n.current().code != "en" or not i18n.installed():
        i18n.set_language("en")
    yield
    if i18n.current().code != "en":
        i18n.set_language("en")


@pytest.fixture(scope="session")
def pseudo_language(tmp_path_factory: pytest.TempPathFactory) -> tuple[Language, Path]:
    """The pseudo language and the folder of its .qm (with en.qm beside it)."""
    sys.path.insert(0, str(TOOLS))
    import translations

    folder = tmp_path_factory.mktemp("pseudo")
    ts = folder / "pseudo.ts"
    ts.write_text(translations.pseudo_ts(translations.ts_path("da")), encoding="utf-8")
    translations.lrelease(ts, folder / "pseudo.qm")
    shutil.copy(translations.qm_path("en"), folder / "en.qm")
    return PSEUDO, folder


@pytest.fixture
def prefs(tmp_path: Path) -> Preferences:
    p = Preferences(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat))
    p.auto_drop = False  # tests place every card themselves unless they test auto-drops
    p.ask_before_abandoning = False  # only the tests of the question answer it
    p.ask_before_help = False  # the same
    return p


@pytest.fixture
def fake_time() -> FakeTime:
    """The time the game clock of the ``window`` fixture reads: it moves when told."""
    return FakeTime()


@pytest.fixture
def window(qtbot: QtBot, prefs: Preferences, fake_time: FakeTime) -> Iterator[MainWindow]:
    w = make_window(qtbot, prefs, Game.from_deal(1), now=fake_time)
    yield w
    w.close()


@pytest.fixture
def driver(qtbot: QtBot, window: MainWindow) -> WindowDriver:
    """A player at the ``window`` fixture's window."""
    return WindowDriver(qtbot, window)


@pytest.fixture(autouse=True)
def _windows_let_go(qapp: object) -> Iterator[None]:
    # pytest-qt closes a test's widgets and asks for their deletion, which Qt carries out
    # only in an event loop: without this, every window of the suite stayed alive with
    # its table and cards (the run grew to gigabytes). The fixture's teardown runs after
    # pytest-qt's; Python's own collector then frees what the windows held.
    yield
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
