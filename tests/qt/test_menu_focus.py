"""The keys go back to the table when a menu or a dialog closes (issue 26, point 2), and
the focus frame is drawn only while the table has the keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QMenuBar
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, shown_active

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.qt.dialogs.how_to_play import HowToPlayDialog
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.table.pile import Pile
from bakers_dozen_qt.qt.window.window import MainWindow

pytestmark = pytest.mark.gui

K = Qt.Key
ALT = Qt.KeyboardModifier.AltModifier


@pytest.fixture
def win(qtbot: QtBot, prefs: Preferences) -> MainWindow:
    return shown_active(qtbot, MainWindow(Game.from_deal(1), 1, prefs))


@pytest.fixture
def d(qtbot: QtBot, win: MainWindow) -> WindowDriver:
    return WindowDriver(qtbot, win)


def table_has_the_keys(d: WindowDriver) -> bool:
    return d.table_has_focus() and QApplication.activePopupWidget() is None


def frame_shown(d: WindowDriver) -> bool:
    return d.focus_frame().isVisible()


def back_to(qtbot: QtBot, w: MainWindow) -> None:
    """The window manager gives the main window the keyboard back when a window over
    it closes (the offscreen platform does not)."""
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)


def play_a_move_by_keys(d: WindowDriver) -> None:
    """Right, Left, then 1 and 3: 7♦ onto 8♠, as typed."""
    d.press(K.Key_Right)
    assert d.focused_pile() == Pile.column(1)
    d.press(K.Key_Left)
    d.press(K.Key_1)
    d.press(K.Key_3)
    assert d.window.session.game.moves_count == 1


@pytest.mark.slow
def test_alt_v_then_esc_gives_the_keys_back_to_the_table(
    qtbot: QtBot, win: MainWindow, d: WindowDriver
) -> None:
    assert table_has_the_keys(d) and frame_shown(d)
    d.press(K.Key_V, ALT)
    assert QApplication.activePopupWidget() is d.menu("View")
    assert not frame_shown(d)  # the menu has the keys, not the table
    d.press(K.Key_Escape)
    qtbot.waitUntil(lambda: table_has_the_keys(d))
    assert frame_shown(d)
    play_a_move_by_keys(d)


@pytest.mark.slow
def test_a_dialog_closed_with_esc_gives_the_keys_back_to_the_table(
    qtbot: QtBot, win: MainWindow, d: WindowDriver
) -> None:
    d.press(K.Key_Alt)  # the menu bar takes the keys, to walk the menus
    assert QApplication.focusWidget() is win.menuBar()
    d.press(K.Key_F1)  # How to Play
    qtbot.waitUntil(lambda: isinstance(QApplication.activeWindow(), HowToPlayDialog))
    dialog = QApplication.activeWindow()
    assert dialog is not None
    assert not frame_shown(d)
    from PySide6.QtTest import QTest

    handle = dialog.windowHandle()
    assert handle is not None
    QTest.keyClick(handle, K.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    back_to(qtbot, win)
    qtbot.waitUntil(lambda: table_has_the_keys(d))
    assert frame_shown(d)
    play_a_move_by_keys(d)


def test_a_submenu_opened_by_mouse_then_closed_by_keys_leaves_tab_to_the_table(
    qtbot: QtBot, win: MainWindow, d: WindowDriver
) -> None:
    bar = win.menuBar()
    assert isinstance(bar, QMenuBar)
    game = d.menu("Game")
    title = bar.actionGeometry(game.menuAction()).center()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=title)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is game)
    variants = d.menu("Game", "Variant")
    qtbot.mouseMove(game, game.actionGeometry(variants.menuAction()).center())
    qtbot.mouseClick(
        game, Qt.MouseButton.LeftButton, pos=game.actionGeometry(variants.menuAction()).center()
    )
    qtbot.waitUntil(lambda: variants.isVisible())
    d.press(K.Key_Right)
    d.press(K.Key_Escape)
    d.press(K.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    qtbot.waitUntil(lambda: table_has_the_keys(d))
    d.press(K.Key_Tab)  # the next pile, not the next menu title
    assert d.focused_pile() == Pile.column(1)
    assert frame_shown(d)


def test_the_frame_hides_while_another_window_has_the_keys(
    qtbot: QtBot, win: MainWindow, d: WindowDriver
) -> None:
    d.trigger("rules")
    qtbot.waitUntil(lambda: isinstance(QApplication.activeWindow(), HowToPlayDialog))
    assert not frame_shown(d)
    dialog = QApplication.activeWindow()
    assert dialog is not None
    dialog.close()
    back_to(qtbot, win)
    qtbot.waitUntil(lambda: table_has_the_keys(d))
    assert frame_shown(d)


def test_the_menu_title_alt_chose_is_highlighted(
    qtbot: QtBot, win: MainWindow, d: WindowDriver
) -> None:
    """With the keys in the menu bar, the player sees where they are."""
    bar = win.menuBar()
    title = bar.actionGeometry(d.menu("Game").menuAction())
    highlight = bar.palette().color(QPalette.ColorRole.Highlight)

    def corner_colour() -> QColor:
        return bar.grab().toImage().pixelColor(title.left() + 2, title.top() + 2)

    assert corner_colour() != highlight
    d.press(K.Key_Alt)
    assert QApplication.focusWidget() is bar
    assert corner_colour() == highlight
    d.press(K.Key_Escape)
    qtbot.waitUntil(lambda: table_has_the_keys(d))
    assert corner_colour() != highlight
