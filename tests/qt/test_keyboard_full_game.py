"""A whole game won from the keyboard alone: real key events on the view, from the deal
to the win dialog, the engine checked after every key."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, highlighted_piles, make_window

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.engine.solver import Verdict, solve
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.table.pile import Pile

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


def _by_column_keys(d: WindowDriver, move: Move) -> None:
    """``4`` then ``9`` (or ``F``, or keypad ``+``), the engine checked after each key."""
    w = d.window
    before = w.session.game.moves_count
    d.key(COLUMN_KEYS[move.source])
    assert d.in_hand() == move.source
    assert d.focused_pile() == Pile.column(move.source)
    assert _target_pile(w.session.game, move) in highlighted_piles(w)
    assert w.session.game.moves_count == before  # picking up changes nothing
    if move.target != FOUNDATION:
        d.key(COLUMN_KEYS[move.target])
    elif move.source % 2:
        d.key(K.Key_F)
    else:
        d.key(K.Key_Plus, Qt.KeyboardModifier.KeypadModifier)


def _by_arrows(d: WindowDriver, move: Move) -> None:
    """Home, Right to the column, Space; Right through the lit piles to the target; Enter."""
    w = d.window
    before = w.session.game.moves_count
    d.key(K.Key_Home)
    assert d.focused_pile() == Pile.column(0)
    for i in range(move.source):
        d.key(K.Key_Right)
        assert d.focused_pile() == Pile.column(i + 1)
    d.key(K.Key_Space)
    assert d.in_hand() == move.source
    target = _target_pile(w.session.game, move)
    stops = highlighted_piles(w) | {Pile.column(move.source)}
    for _ in range(len(stops)):
        if d.focused_pile() == target:
            break
        d.key(K.Key_Right)
        assert d.focused_pile() in stops  # with a card in hand the focus stops only there
        assert w.session.game.moves_count == before
    assert d.focused_pile() == target
    d.key(K.Key_Return)


@pytest.mark.slow
def test_a_whole_game_by_keys_alone(qtbot: QtBot, prefs: Preferences) -> None:
    game = Game.from_deal(DEAL)
    line = solve(game.copy(), max_nodes=200_000)
    assert line.verdict is Verdict.WON
    w = make_window(qtbot, prefs, game, DEAL)
    d = WindowDriver(qtbot, w)
    heard = d.listen()
    for i, move in enumerate(line.moves):
        before = w.session.game.moves_count
        if i % 4 == 3:
            _by_arrows(d, move)
        else:
            _by_column_keys(d, move)
        assert w.session.game.peek() == move, f"move {i + 1} ({move}) did not land"
        assert w.session.game.moves_count == before + 1
        assert d.in_hand() is None
        # The focus goes back to the column the card left: its next card is at hand.
        assert d.focused_pile() == Pile.column(move.source)
    assert w.session.game.is_won()
    # The win dialog says the win (once: it is not announced as well).
    assert d.win_box().windowTitle() == "You won" and "You won!" not in heard
    assert d.undo_steps() == len(line.moves)  # every key move was one undo step
    w.close()
