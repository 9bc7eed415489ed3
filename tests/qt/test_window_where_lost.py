"""Edit > Where Was It Lost?: the solver names the move that threw the game away."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.qt.files.settings import Preferences
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
    assert w.session.request_move(losing)
    with qtbot.waitSignal(w.loss_review.finder.ready, timeout=20_000) as found:
        w.actions_by_name["lost"].trigger()
    assert found.args[0].found == (0, losing)
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
    with qtbot.waitSignal(w.loss_review.finder.ready, timeout=20_000):
        w.actions_by_name["lost"].trigger()
    assert "No moves yet" in w.statusBar().currentMessage()
    w.close()


def test_where_lost_does_not_peek_at_face_down_cards(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(3, "castles-in-spain"), 3)
    w.session.request_move(next(iter(w.game.legal_moves)))
    w.actions_by_name["lost"].trigger()
    assert not w.loss_review.finder.busy
    assert "face down" in w.statusBar().currentMessage()
    w.close()


def test_going_back_keeps_every_undone_move_for_redo(qtbot: QtBot, prefs: Preferences) -> None:
    prefs.auto_drop = True
    # The 2H onto the 3H bares the AH, which goes up on its own: one undo step of two
    # moves. Going back to between them must not replay the 2H and throw Redo away.
    text = "Foundations: H-0 C-0 D-0 S-0\n" + "\n".join(
        ["KH QH JH TH 9H 8H 7H 6H 5H 4H 3H", "AH 2H"]
        + [" ".join(f"{r}{s}" for r in "KQJT98765432A") for s in "CDS"]
    )
    w = make_window(qtbot, prefs, Game.from_board_text(text), None)
    assert w.session.request_move(Move(1, 0))
    played = w.game.move_stack
    assert len(played) > 2 and w.undo_stack.count() == 1
    w.loss_review.rewind_to(1)
    assert w.game.moves_count <= 1
    assert w.game.move_stack == played[: w.game.moves_count]
    while w.undo_stack.canRedo():
        w.undo_stack.redo()
    assert w.game.move_stack == played
    w.close()
