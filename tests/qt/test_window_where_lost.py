"""Edit > Where Was It Lost?: the solver names the move that threw the game away."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.qt.settings import Preferences
from conftest import make_window

# Winnable: the queen of spades can go onto a free king, then the spades run home. Moving
# the jack of spades onto the queen buries the ten for good (columns never refill).
BOARD = """Foundations: H-Q C-Q D-Q S-9
TS QS
KH KS JS
KC
KD
"""


def test_where_lost_finds_the_move_and_goes_back(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_board_text(BOARD), None)
    losing = Move(1, 0)  # JS onto QS
    assert w.controller.request_move(losing)
    with qtbot.waitSignal(w.loss_review.finder.ready, timeout=20_000) as found:
        w.actions_by_name["lost"].trigger()
    assert found.args[0] == (0, losing)
    box = w.loss_review.dialog
    assert box is not None and "before move 1" in box.text()
    assert "Move 1 was: move J♠ to Q♠" in box.informativeText()
    go_back = next(b for b in box.buttons() if b.text() == "Go Back")
    go_back.click()
    assert w.game.moves_count == 0
    assert w.undo_stack.canRedo()  # the undone moves can be redone
    w.close()


def test_where_lost_on_a_fresh_deal_says_there_is_nothing(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    w.actions_by_name["lost"].trigger()
    assert "No moves yet" in w.statusBar().currentMessage()
    w.close()


def test_where_lost_does_not_peek_at_face_down_cards(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(3, "castles-in-spain"), 3)
    w.controller.request_move(next(iter(w.game.legal_moves)))
    w.actions_by_name["lost"].trigger()
    assert not w.loss_review.finder.busy
    assert "face down" in w.statusBar().currentMessage()
    w.close()
