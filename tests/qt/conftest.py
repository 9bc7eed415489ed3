"""Fixtures for the table's GUI tests: an isolated settings file and a ready window."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, QStandardPaths, Qt
from pytestqt.qtbot import QtBot
from time_control import FakeTime, run_queued_work

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.languages import LANGUAGES, Language
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.table.pile import SUIT_LETTERS, Pile
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


TOOLS = Path(__file__).resolve().parents[2] / "tools"

# A test-only language: every text about twice as long as in English ("&New Deal ~ New
# Deal"), German numbers and Qt's German buttons. It proves the machinery before any
# real translation is shipped, and shows where long texts would not fit.
PSEUDO = Language("pseudo", "Pseudo", "de_DE", qt_catalogue=True, desktop="")


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


def language(code: str, pseudo: tuple[Language, Path]) -> tuple[Language, Path | None]:
    """A shipped language by code (from the package's folder), or the pseudo language."""
    return pseudo if code == PSEUDO.code else (LANGUAGES[code], None)


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


def make_window(
    qtbot: QtBot,
    prefs: Preferences,
    game: Game,
    deal: int | None = 1,
    *,
    now: FakeTime | None = None,
) -> MainWindow:
    """A window on screen whose game clock reads ``now`` (a time of its own, standing
    still, when not given): no test depends on how fast the machine plays."""
    now = now if now is not None else FakeTime()
    w = MainWindow(game, deal, prefs, now=now)
    now.drive(w.session.clock)
    w.set_animation_ms(0)
    qtbot.addWidget(w)
    w.resize(1280, 820)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def window(qtbot: QtBot, prefs: Preferences, fake_time: FakeTime) -> Iterator[MainWindow]:
    w = make_window(qtbot, prefs, Game.from_deal(1), now=fake_time)
    yield w
    w.close()


def drag(qtbot: QtBot, w: MainWindow, start: QPoint, end: QPoint, *, release: bool = True) -> None:
    """Press at ``start``, move in a few steps past the drag distance to ``end``, release."""
    vp = w.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    steps = 6
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        qtbot.mouseMove(vp, QPoint(round(p.x()), round(p.y())))
    if release:
        qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def click(qtbot: QtBot, w: MainWindow, at: QPoint) -> None:
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at)


def col(index: int) -> Pile:
    return Pile.column(index)


def found(suit: str) -> Pile:
    """The foundation of ``suit``, a letter: ``found("S")``."""
    return Pile.foundation(SUIT_LETTERS.index(suit))


def grip(w: MainWindow, card: str) -> QPoint:
    """A point on the visible part of ``card`` (its top strip, never covered by the fan)."""
    r = w.card_rect(card)
    return QPoint(r.center().x(), r.top() + max(4, r.height() // 12))


def press(
    qtbot: QtBot,
    w: MainWindow,
    key: Qt.Key,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """A key as the keyboard gives it: to the window, through Qt's shortcuts and its
    focus (a menu that is open, the menu bar, the table), not to a chosen widget."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    active = QApplication.activeWindow()
    if active is None or not active.isVisible():
        # A window over it closed: a window manager gives the main window the keyboard
        # back (the offscreen platform does not).
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
    handle = w.windowHandle()
    assert handle is not None
    QTest.keyClick(handle, key, modifier)
    run_queued_work()  # what the key set going: a menu opening, a dialog's answer


def shown_active(qtbot: QtBot, w: MainWindow) -> MainWindow:
    """``w`` on screen and active (shortcuts and keys need an active window)."""
    w.set_animation_ms(0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w
