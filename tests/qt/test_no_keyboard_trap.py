"""No keyboard trap (WCAG 2.1.2, issue 44): in every window and dialog the game opens,
Tab and Shift+Tab take the focus from each widget to the next, all the way round back
to where they started. (The card table is the one exception it means to be: there Tab
moves between piles, as its description says, and the menus are a key away.)"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, set_animation_ms

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.statistics.window import StatisticsWindow
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store import GameRecord, StatsStore

pytestmark = pytest.mark.gui

K = Qt.Key
PRESSES = 80  # more than any window has Tab stops
# A label with links keeps the focus while Tab goes from link to link, then lets go;
# a widget that keeps it this long does not.
TRAPPED = 20
OPENERS = ["stats", "rules", "keys_help", "about", "custom", "number", "online"]


def _opened(qtbot: QtBot, window: MainWindow, before: set[QWidget]) -> QWidget:
    def new_window() -> QWidget | None:
        shown = [
            w
            for w in QApplication.topLevelWidgets()
            if w.isVisible() and w is not window and w not in before
        ]
        return shown[-1] if shown else None

    qtbot.waitUntil(lambda: new_window() is not None, timeout=10_000)
    dialog = new_window()
    assert dialog is not None
    if isinstance(dialog, StatisticsWindow):  # its figures are read in the background
        qtbot.waitUntil(lambda: dialog.stack.currentWidget() is dialog.tabs, timeout=10_000)
        assert dialog.leaderboard.table.rowCount() >= 10
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog


def _walk(qtbot: QtBot, dialog: QWidget, key: Qt.Key) -> list[QWidget]:
    """The focus widget after each of :data:`PRESSES` presses of ``key``."""
    start = QApplication.focusWidget()
    if start is None or start.window() is not dialog:
        dialog.focusNextChild()
        start = QApplication.focusWidget()
    assert start is not None, f"nothing in {dialog.windowTitle()!r} takes the focus"
    seen = [start]
    for _ in range(PRESSES):
        focused = QApplication.focusWidget()
        assert focused is not None
        modifier = (
            Qt.KeyboardModifier.ShiftModifier
            if key == K.Key_Backtab
            else Qt.KeyboardModifier.NoModifier
        )
        QTest.keyClick(focused, key, modifier)
        now = QApplication.focusWidget()
        assert now is not None and now.window() is dialog, "the focus left the window"
        seen.append(now)
    return seen


def _describe(w: QWidget) -> str:
    return f"{type(w).__name__} {w.objectName() or w.accessibleName() or ''}".strip()


def _check_no_trap(qtbot: QtBot, dialog: QWidget, where: str) -> None:
    for key in (K.Key_Tab, K.Key_Backtab):
        seen = _walk(qtbot, dialog, key)
        stops = set(seen)
        if len(stops) == 1:
            continue  # one Tab stop: nowhere else to go, and no trap
        run = 1
        for a, b in pairwise(seen):
            run = run + 1 if a is b else 1
            assert run < TRAPPED, f"{where}: {key.name} stays in {_describe(a)}"
        # Round the whole chain: back at the start, and every stop on the way.
        order = [b for a, b in pairwise([None, *seen]) if a is not b]
        assert order[0] in order[1:], f"{where}: {key.name} never comes back to the start"
        back = order.index(order[0], 1)
        assert set(order[:back]) == stops, f"{where}: {key.name} loops without the start"


@pytest.fixture
def played(qtbot: QtBot, prefs: Preferences, tmp_path: Path) -> Iterator[MainWindow]:
    """A window whose statistics hold a dozen wins: a full top ten, and more."""
    path = tmp_path / "stats.sqlite"
    with StatsStore(path) as store:
        for deal in range(1, 13):
            store.record(GameRecord("bakers-dozen", deal, True, 90 + deal, 200.0, 1700 - deal))
    w = MainWindow(Game.from_deal(1), 1, prefs, stats_path=path)
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


@pytest.mark.slow
@pytest.mark.parametrize("opener", OPENERS)
def test_tab_leaves_every_widget_of_every_window(
    qtbot: QtBot, played: MainWindow, opener: str
) -> None:
    window = played
    driver = WindowDriver(qtbot, window)
    before = set(QApplication.topLevelWidgets())
    driver.trigger(opener)
    dialog = _opened(qtbot, window, before)
    tabs = dialog.findChildren(QTabWidget)
    if not tabs:
        _check_no_trap(qtbot, dialog, opener)
    for pages in tabs:
        if not pages.isVisible():
            continue
        for i in range(pages.count()):
            pages.setCurrentIndex(i)
            pages.tabBar().setFocus()
            _check_no_trap(qtbot, dialog, f"{opener}, page {pages.tabText(i)!r}")
    dialog.close()


@pytest.mark.slow
def test_ctrl_tab_turns_the_statistics_pages(qtbot: QtBot, played: MainWindow) -> None:
    window = played
    driver = WindowDriver(qtbot, window)
    before = set(QApplication.topLevelWidgets())
    driver.trigger("stats")
    dialog = _opened(qtbot, window, before)
    assert isinstance(dialog, StatisticsWindow)
    pages = dialog.tabs
    # From the leaderboard's table too, which once kept Ctrl+Tab for its cells.
    pages.setCurrentWidget(dialog.leaderboard)
    dialog.leaderboard.table.setFocus()
    for _ in range(pages.count()):
        before = pages.currentIndex()
        focused = QApplication.focusWidget()
        assert focused is not None and focused.window() is dialog
        QTest.keyClick(focused, K.Key_Tab, Qt.KeyboardModifier.ControlModifier)
        assert pages.currentIndex() == (before + 1) % pages.count()
    dialog.close()
