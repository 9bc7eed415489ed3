"""Keys to table commands, and the focus's moves between piles (no window needed)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.qt.table.focus import Direction, first_playable, navigate, ring
from bakers_dozen_qt.qt.table.keymap import Act, KeyAction, action_for
from bakers_dozen_qt.qt.table.pile import Pile

K = Qt.Key
M = Qt.KeyboardModifier


def key(
    k: int,
    text: str = "",
    mods: Qt.KeyboardModifier = M.NoModifier,
    scan: int = 0,
    vkey: int = 0,
) -> QKeyEvent:
    return QKeyEvent(QEvent.Type.KeyPress, k, mods, scan, vkey, 0, text)


@pytest.mark.parametrize(
    ("k", "text", "column"),
    [
        (K.Key_1, "1", 0),
        (K.Key_9, "9", 8),
        (K.Key_0, "0", 9),
        (K.Key_Minus, "-", 10),
        (K.Key_Equal, "=", 11),
        (K.Key_Backspace, "\b", 12),
    ],
)
def test_the_number_row_by_character(k: int, text: str, column: int) -> None:
    assert action_for(key(k, text), "offscreen") == KeyAction(Act.COLUMN, column)


def test_azerty_keys_count_by_their_place_on_x11_and_windows() -> None:
    # AZERTY's number row types & é " ' ( - è _ ç à ) = without Shift.
    assert action_for(key(K.Key_Ampersand, "&", scan=10), "xcb") == KeyAction(Act.COLUMN, 0)
    assert action_for(key(K.Key_Minus, "-", scan=15), "xcb") == KeyAction(Act.COLUMN, 5)
    assert action_for(key(K.Key_ParenRight, ")", scan=20), "wayland") == KeyAction(Act.COLUMN, 10)
    assert action_for(key(K.Key_Agrave, "à", scan=0x0B), "windows") == KeyAction(Act.COLUMN, 9)
    assert action_for(key(K.Key_Ampersand, "&", vkey=0x12), "cocoa") == KeyAction(Act.COLUMN, 0)
    # A "-" elsewhere on the keyboard still means column 11 by its character.
    assert action_for(key(K.Key_Minus, "-", scan=61), "xcb") == KeyAction(Act.COLUMN, 10)


def test_keypad_digits_are_columns_and_keypad_plus_sends_up() -> None:
    kp = M.KeypadModifier
    assert action_for(key(K.Key_4, "4", kp, scan=83), "xcb") == KeyAction(Act.COLUMN, 3)
    assert action_for(key(K.Key_Plus, "+", kp, scan=86), "xcb") == KeyAction(Act.FOUNDATION)
    assert action_for(key(K.Key_F, "f"), "xcb") == KeyAction(Act.FOUNDATION)


def test_modified_keys_are_left_to_the_menus_but_zoom() -> None:
    assert action_for(key(K.Key_1, "1", M.AltModifier, scan=10), "xcb") is None
    assert action_for(key(K.Key_Z, "", M.ControlModifier), "xcb") is None
    assert action_for(key(K.Key_Plus, "+", M.ControlModifier), "xcb") == KeyAction(Act.ZOOM_IN)
    assert action_for(key(K.Key_0, "0", M.ControlModifier, scan=19), "xcb") == KeyAction(
        Act.ZOOM_RESET
    )
    # The menus' own single letters are not the table's.
    for k in (K.Key_H, K.Key_A, K.Key_P):
        assert action_for(key(k, chr(k).lower()), "xcb") is None


def test_navigation_keys() -> None:
    table = {
        K.Key_Right: Act.NEXT,
        K.Key_Tab: Act.NEXT,
        K.Key_Left: Act.PREVIOUS,
        K.Key_Backtab: Act.PREVIOUS,
        K.Key_Up: Act.UP,
        K.Key_Down: Act.DOWN,
        K.Key_Home: Act.FIRST,
        K.Key_End: Act.LAST,
        K.Key_Space: Act.ACTIVATE,
        K.Key_Return: Act.ACTIVATE,
        K.Key_Enter: Act.ACTIVATE,
        K.Key_Escape: Act.CANCEL,
    }
    for k, act in table.items():
        assert action_for(key(k), "xcb") == KeyAction(act), k
    # macOS marks arrow keys as keypad keys.
    assert action_for(key(K.Key_Left, "", M.KeypadModifier), "cocoa") == KeyAction(Act.PREVIOUS)


def test_the_ring_wraps_and_up_down_cross_rows() -> None:
    c, f = Pile.column, Pile.foundation
    assert ring(13)[12:14] == [c(12), f(0)]
    assert navigate(c(12), Direction.NEXT, 13) == f(0)
    assert navigate(f(3), Direction.NEXT, 13) == c(0)
    assert navigate(c(0), Direction.PREVIOUS, 13) == f(3)
    assert navigate(c(10), Direction.UP, 13) == f(1)  # the foundations sit over columns 10-13
    assert navigate(c(2), Direction.UP, 13) == f(0)  # left of them: the nearest
    assert navigate(f(2), Direction.DOWN, 13) == c(11)
    assert navigate(f(2), Direction.DOWN, 10) == c(8)
    assert navigate(c(5), Direction.DOWN, 13) == c(5)  # nothing below the columns
    assert navigate(c(5), Direction.FIRST, 13) == c(0)
    assert navigate(f(1), Direction.LAST, 13) == c(12)


def test_with_stops_the_focus_skips_everything_else() -> None:
    c, f = Pile.column, Pile.foundation
    stops = {c(3), c(8), f(2)}
    assert navigate(c(3), Direction.NEXT, 13, stops) == c(8)
    assert navigate(c(8), Direction.NEXT, 13, stops) == f(2)
    assert navigate(f(2), Direction.NEXT, 13, stops) == c(3)
    assert navigate(c(3), Direction.PREVIOUS, 13, stops) == f(2)
    assert navigate(c(3), Direction.UP, 13, stops) == f(2)
    assert navigate(f(2), Direction.DOWN, 13, stops) == c(8)
    assert navigate(c(3), Direction.LAST, 13, stops) == c(8)


def test_the_focus_starts_on_the_first_column_that_can_move() -> None:
    game = Game.from_deal(1)
    start = first_playable(game)
    assert not start.is_foundation
    assert game.targets(start.index)
    assert all(not game.targets(i) for i in range(start.index))
