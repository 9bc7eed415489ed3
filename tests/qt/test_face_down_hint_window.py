"""The face-down hint in the window leads on, never back to a table the player has seen."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, make_window, set_animation_ms

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.engine.moves import parse_moves
from bakers_dozen_qt.engine.solver import view_of
from bakers_dozen_qt.qt.files.settings import Preferences

# Deal 3 of Castles in Spain, each move the hint's own; the next hint used to be 5-2,
# back to the table before the last move, and so on for ever.
SHUTTLE = (
    "6-f 7-f 9-7 5-7 4-f 5-11 11-7 13-4 8-5 8-5 8-13 3-7 3-f 7-f 2-5 2-5 1-8 12-13 9-7 3-9 "
    "5-2 3-6 1-3"
)


@pytest.mark.slow
def test_hint_after_a_back_and_forth_leads_on(qtbot: QtBot, prefs: Preferences) -> None:
    prefs.auto_drop = False
    game = Game.from_deal(3, "castles-in-spain")
    for move in parse_moves(SHUTTLE):
        game.play(move)
    w = make_window(qtbot, prefs, game, 3)
    set_animation_ms(w, 0)
    w.activateWindow()  # the menus' shortcut keys reach an active window
    qtbot.waitUntil(w.isActiveWindow)
    # The last move of the loop, played by the mouse: 2-5.
    d = WindowDriver(qtbot, w)
    d.drag_move(Move.parse("2-5"))
    assert w.session.game.peek() == Move.parse("2-5")
    seen = view_of(w.session.game).seen
    assert len(seen) == len(w.session.game.move_stack)
    d.focus_table()
    move = d.hint(by_key=True, timeout=60_000).move
    assert move is not None and move in w.session.game.legal_moves
    after = w.session.game.copy(with_stack=False)
    after.play(move)
    assert view_of(after).table() not in seen, move.text()
    w.close()
