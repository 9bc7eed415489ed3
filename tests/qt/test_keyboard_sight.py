"""Sight: larger cards, zoom, the column keys under View, and Help → Keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, make_window, new_game_from

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.qt.dialogs.keys_help import KeysList, keys_table
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.table.layout import MIN_FAN, TableLayout
from bakers_dozen_qt.qt.table.pile import Pile
from bakers_dozen_qt.qt.table.pile_item import BLANK_EDGE
from bakers_dozen_qt.qt.window.window import MainWindow

pytestmark = pytest.mark.gui

K = Qt.Key
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.mark.parametrize(
    ("size", "columns"), [((1280, 740), 13), ((2400, 800), 13), ((1280, 740), 10)]
)
def test_larger_cards_fill_the_width_and_still_fit(size: tuple[int, int], columns: int) -> None:
    w, h = size
    normal = TableLayout.compute(w, h, columns)
    large = TableLayout.compute(w, h, columns, larger=True)
    assert large.card_w > normal.card_w
    assert large.column_rects[-1].right <= w and large.column_rects[0].x >= 0
    # A thirteen-card column still fits, fanned no tighter than the smallest step.
    steps = large.fan_steps([True] * 13)
    assert large.column_rects[0].y + steps[-1] + large.card_h <= h
    assert steps[1] >= MIN_FAN * large.card_h - 1


def test_larger_cards_is_a_view_option_remembered(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver, prefs: Preferences
) -> None:
    before = driver.layout().card_w
    driver.trigger("larger_cards")
    assert driver.layout().card_w > before
    assert prefs.larger_cards
    window.close()  # one window at a time, as the game runs
    again = WindowDriver(qtbot, make_window(qtbot, prefs, Game.from_deal(1)))
    assert again.checked("larger_cards")
    assert again.layout().card_w == driver.layout().card_w


@pytest.mark.slow
def test_zoom_keys_grow_the_cards_and_keep_the_focus_in_sight(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver, prefs: Preferences
) -> None:
    base = driver.layout().card_w
    driver.key(K.Key_Equal, CTRL)
    driver.key(K.Key_Equal, CTRL)
    assert driver.zoom() == 150
    assert prefs.zoom == 150
    assert driver.layout().card_w >= base * 1.4
    driver.key(K.Key_End)  # the last column: off to the right at 150%
    assert driver.focused_pile() == Pile.column(12)
    assert driver.shown_rect().contains(driver.focus_frame().rect.topLeft())
    driver.key(K.Key_Minus, CTRL)
    assert driver.zoom() == 125
    window.close()  # one window at a time: two would make every shortcut ambiguous
    again = WindowDriver(qtbot, make_window(qtbot, prefs, Game.from_deal(1)))
    assert again.zoom() == 125
    again.key(K.Key_0, CTRL)
    assert again.zoom() == 100
    assert again.layout().card_w == base
    assert prefs.zoom == 100


def test_show_column_keys_labels_every_column(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver, prefs: Preferences
) -> None:
    labels = driver.column_keys()
    assert not labels.isVisible()
    driver.trigger("column_keys")
    assert labels.isVisible()
    assert labels.labels == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "=", "⌫"]
    assert prefs.column_keys
    # Above each column, clear of the foundations.
    top = driver.layout().column_rects[0].y
    assert labels.boundingRect().bottom() <= top
    assert labels.boundingRect().center().y() > driver.layout().foundation_rects[0].bottom
    new_game_from(window, Game.from_deal(1, "good-measure"), 1)
    assert len(labels.labels) == 10


def test_help_keyboard_lists_every_key(window: MainWindow, driver: WindowDriver) -> None:
    driver.trigger("keys_help")
    shown = window.findChild(KeysList, "keys-list")
    assert shown is not None and shown.isVisible()
    rows = keys_table(window)
    assert shown.rows() == rows  # a row each: a reader reads key and meaning together
    listed = [k for k, _ in rows]
    for wanted in ("Space, Enter", "Esc", "F, keypad +", "1–9, 0, -, =, Backspace", "Home, End"):
        assert wanted in listed
    # A replay's keys, each said to be a replay's.
    replay = [k for k, what in rows if what.startswith("In a replay: ")]
    assert replay == ["Left, Right", "Page Up, Page Down", "Home, End", "P", "+, -", "Esc"]
    # The menus' shortcuts, as the menus have them.
    menu = {what: k for k, what in rows}
    assert menu["Hint"] == "H"
    assert menu["Auto Finish"] == "A"
    assert menu["New Deal"] == "F2"
    assert menu["Zoom In"] == "Ctrl+="
    assert "Undo" in menu
    assert "Statistics" in menu  # without the "…" of the menu
    # Undo is listed by its name, not by the step it would take back now.
    driver.play(next(iter(window.session.game.legal_moves)))
    assert driver.action("undo").text().startswith("&Undo Move ")
    assert "Undo" in {what for _, what in keys_table(window)}


def test_column_keys_shown_after_a_resize_sit_over_the_new_columns(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    # Hidden labels are not laid out; shown, they are placed for the table as it is now.
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: driver.layout().width == driver.viewport().width())
    driver.trigger("column_keys")
    labels = driver.column_keys()
    columns = driver.layout().column_rects
    box = labels.boundingRect()
    assert box.bottom() <= columns[0].y
    assert columns[0].x <= box.left() and box.right() <= columns[-1].x + columns[-1].w


@pytest.mark.parametrize("larger", [False, True])
def test_the_focus_frame_never_covers_the_next_columns_corner(
    window: MainWindow, driver: WindowDriver, larger: bool
) -> None:
    """Issue 26: with Larger Cards the frame lay over the next column's corner index."""
    if larger:
        driver.trigger("larger_cards")
    frame, lay = driver.focus_frame(), driver.layout()
    driver.key(K.Key_Home)
    for column in range(lay.columns):
        assert driver.focused_pile() == Pile.column(column) and frame.isVisible()
        drawn = frame.drawn_rect()  # the frame's outer edge, stroke included
        if column + 1 < lay.columns:
            assert drawn.right() <= lay.column_rects[column + 1].x, column
        if column > 0:
            assert drawn.left() >= lay.column_rects[column - 1].right, column
        # Nor over the column's own corner index: no further in than the card's blank edge.
        own, blank = lay.column_rects[column], lay.card_w * BLANK_EDGE
        line = frame.rect.left() - drawn.left()  # half the line's width
        assert frame.rect.left() + line <= own.x + blank, column
        assert frame.rect.right() - line >= own.right - blank, column
        assert frame.line_width() >= 5 or not larger  # still a frame to see
        driver.key(K.Key_Right)
