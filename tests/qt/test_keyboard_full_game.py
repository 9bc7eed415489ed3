"""A whole game won from the keyboard alone: real key events on the view, from the deal
to the win dialog, the engine checked after every key."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.engine.solver import Verdict, solve
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.table.pile import Pile
from bakers_dozen_qt.qt.window.window import MainWindow
from conftest import make_window

pytestmark = pytest.mark.gui

DEAL = 2
K = Qt.Key
COLUMN_KEYS = (
    K.Key_1, K.Key_2, K.Key_3, K.Key_4, K.Key_5, K.Key_6, K.Key_7,
    K.Key_8, K.Key_9, K.Key_0, K.Key_Minus, K.Key_Equal, K.Key_Backspace,
)  # fmt: skip


def _target_pile(game: Game, move: Move) -> Pile:
    top = game.top(move.source)
    assert top is not None
    return Pile.of_target(move.target, top.suit)


def _by_column_keys(qtbot: QtBot, w: MainWindow, move: Move) -> None:
    """``4`` then ``9`` (or ``F``, or keypad ``+``), the engine checked after each key."""
    view, before = w.view, w.game.moves_count
    qtbot.keyClick(view, COLUMN_KEYS[move.source])
    assert w.scene.input.selected == move.source
    assert w.scene.keys.focus == Pile.column(move.source)
    assert _target_pile(w.game, move) in w.highlighted_piles()
    assert w.game.moves_count == before  # picking up changes nothing
    if move.target != FOUNDATION:
        qtbot.keyClick(view, COLUMN_KEYS[move.target])
    elif move.source % 2:
        qtbot.keyClick(view, K.Key_F)
    else:
        qtbot.keyClick(view, K.Key_Plus, Qt.KeyboardModifier.KeypadModifier)


def _by_arrows(qtbot: QtBot, w: MainWindow, move: Move) -> None:
    """Home, Right to the column, Space; Right through the lit piles to the target; Enter."""
    view, keys, before = w.view, w.scene.keys, w.game.moves_count
    qtbot.keyClick(view, K.Key_Home)
    assert keys.focus == Pile.column(0)
    for i in range(move.source):
        qtbot.keyClick(view, K.Key_Right)
        assert keys.focus == Pile.column(i + 1)
    qtbot.keyClick(view, K.Key_Space)
    assert w.scene.input.selected == move.source
    target = _target_pile(w.game, move)
    stops = w.highlighted_piles() | {Pile.column(move.source)}
    for _ in range(len(stops)):
        if keys.focus == target:
            break
        qtbot.keyClick(view, K.Key_Right)
        assert keys.focus in stops  # with a card in hand the focus stops only there
        assert w.game.moves_count == before
    assert keys.focus == target
    qtbot.keyClick(view, K.Key_Return)


def test_a_whole_game_by_keys_alone(qtbot: QtBot, prefs: Preferences) -> None:
    game = Game.from_deal(DEAL)
    line = solve(game.copy(), max_nodes=200_000)
    assert line.verdict is Verdict.WON
    w = make_window(qtbot, prefs, game, DEAL)
    heard: list[str] = []
    w.announcer.announced.connect(heard.append)
    for i, move in enumerate(line.moves):
        before = w.game.moves_count
        if i % 4 == 3:
            _by_arrows(qtbot, w, move)
        else:
            _by_column_keys(qtbot, w, move)
        assert w.game.peek() == move, f"move {i + 1} ({move}) did not land"
        assert w.game.moves_count == before + 1
        assert w.scene.input.selected is None
        # The focus goes back to the column the card left: its next card is at hand.
        assert w.scene.keys.focus == Pile.column(move.source)
    assert w.game.is_won()
    qtbot.waitUntil(lambda: w.win_dialog is not None and w.win_dialog.isVisible())
    # The win dialog says the win (once: it is not announced as well).
    assert w.win_dialog.windowTitle() == "You won" and "You won!" not in heard
    assert w.undo_stack.count() == len(line.moves)  # every key move was one undo step
    w.close()
