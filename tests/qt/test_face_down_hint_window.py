"""The face-down hint in the window leads on, never back to a table the player has seen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.engine.moves import parse_moves
from bakers_dozen_qt.engine.solver import view_of
from bakers_dozen_qt.qt.files.settings import Preferences
from conftest import col, drag, grip, make_window

# Deal 3 of Castles in Spain, each move the hint's own; the next hint used to be 5-2,
# back to the table before the last move, and so on for ever.
SHUTTLE = (
    "6-f 7-f 9-7 5-7 4-f 5-11 11-7 13-4 8-5 8-5 8-13 3-7 3-f 7-f 2-5 2-5 1-8 12-13 9-7 3-9 "
    "5-2 3-6 1-3"
)


def test_hint_after_a_back_and_forth_leads_on(qtbot: QtBot, prefs: Preferences) -> None:
    prefs.auto_drop = False
    game = Game.from_deal(3, "castles-in-spain")
    for move in parse_moves(SHUTTLE):
        game.play(move)
    w = make_window(qtbot, prefs, game, 3)
    w.set_animation_ms(0)
    w.activateWindow()  # the menus' shortcut keys reach an active window
    qtbot.waitUntil(w.isActiveWindow)
    # The last move of the loop, played by the mouse: 2-5.
    card = w.game.column(1)[-1]
    target = w.drop_rect(col(4)).center()
    drag(qtbot, w, grip(w, card.name), QPoint(target.x(), target.y()))
    assert w.game.peek() == Move.parse("2-5")
    seen = view_of(w.game).seen
    assert len(seen) == len(w.game.move_stack)
    w.view.setFocus()
    with qtbot.waitSignal(w.hints.ready, timeout=60_000) as answer:
        qtbot.keyClick(w.view, Qt.Key.Key_H)
    move = answer.args[0].move
    assert move is not None and move in w.game.legal_moves
    after = w.game.copy(with_stack=False)
    after.play(move)
    assert view_of(after).table() not in seen, move.text()
    w.close()
