"""Seeded storms of keys: the focus is always on a pile that exists, a card in hand
keeps the focus on its stops, the table holds its 52 cards, and nothing raises (pytest-qt
fails the test on an exception inside a Qt event handler)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, highlighted_piles, make_window, set_animation_ms

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.table.focus import valid
from bakers_dozen_qt.qt.table.pile import Pile

pytestmark = pytest.mark.gui

K = Qt.Key
M = Qt.KeyboardModifier
NONE, CTRL, KEYPAD = M.NoModifier, M.ControlModifier, M.KeypadModifier

KEYS = [
    *((k, NONE) for k in (K.Key_Left, K.Key_Right, K.Key_Up, K.Key_Down, K.Key_Home, K.Key_End)),
    *((k, NONE) for k in (K.Key_Tab, K.Key_Backtab, K.Key_Space, K.Key_Return, K.Key_Escape)),
    *((k, NONE) for k in (K.Key_1, K.Key_2, K.Key_4, K.Key_7, K.Key_9, K.Key_0)),
    *((k, NONE) for k in (K.Key_Minus, K.Key_Equal, K.Key_Backspace, K.Key_F, K.Key_Q)),
    (K.Key_Plus, KEYPAD),
    (K.Key_5, KEYPAD),
    (K.Key_Z, CTRL),
    (K.Key_Z, CTRL | M.ShiftModifier),
    (K.Key_Equal, CTRL),
    (K.Key_Minus, CTRL),
    (K.Key_P, NONE),
    (K.Key_A, NONE),
]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seed", "variant", "animation_ms"),
    [(1, "bakers-dozen", 0), (2, "good-measure", 0), (3, "bakers-dozen-1883", 40)],
)
def test_a_key_storm_keeps_the_focus_on_a_pile(
    qtbot: QtBot, prefs: Preferences, seed: int, variant: str, animation_ms: int
) -> None:
    rng = random.Random(seed)
    w = make_window(qtbot, prefs, Game.from_deal(seed, variant), seed)
    set_animation_ms(w, animation_ms)
    d = WindowDriver(qtbot, w)
    moved = 0
    for _ in range(400):
        key, mods = rng.choice(KEYS)
        d.key(key, mods)
        game = w.session.game
        focus = d.focused_pile()
        assert valid(focus, game.column_count), focus
        held = d.in_hand()
        if held is not None:
            assert focus in highlighted_piles(w) | {Pile.column(held)}
        cards = sum(len(game.column(i)) for i in range(game.column_count))
        assert cards + game.cards_on_foundations == 52
        moved = max(moved, game.moves_count)
    assert moved > 0  # the storm did play: the keys reach the game
    w.close()
