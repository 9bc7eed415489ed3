"""Edit > Where Was It Lost?: the solver names the move that threw the game away."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, make_window

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.qt.files.settings import Preferences

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
    d = WindowDriver(qtbot, w)
    losing = Move(1, 0)  # JS onto QS
    assert d.play(losing)
    with qtbot.waitSignal(d.loss_search_ready(), timeout=20_000) as found:
        d.trigger("lost")
    assert found.args[0].found == (0, losing)
    box = d.where_lost_box()
    assert box is not None and "before move 1" in box.text()
    assert "Move 1 was: move J♠ to Q♠" in box.informativeText()
    d.answer(box, "Go Back")
    assert w.session.game.moves_count == 0
    assert d.action("redo").isEnabled()  # the undone moves can be redone
    w.close()


def test_where_lost_on_a_fresh_deal_says_there_is_nothing(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    with qtbot.waitSignal(d.loss_search_ready(), timeout=20_000):
        d.trigger("lost")
    assert "No moves yet" in d.status_message()
    w.close()


def test_where_lost_does_not_peek_at_face_down_cards(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(3, "castles-in-spain"), 3)
    d = WindowDriver(qtbot, w)
    d.play(next(iter(w.session.game.legal_moves)))
    d.trigger("lost")
    assert not d.solver_busy()
    assert "face down" in d.status_message()
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
    d = WindowDriver(qtbot, w)
    assert d.play(Move(1, 0))
    played = w.session.game.move_stack
    assert len(played) > 2 and d.undo_steps() == 1
    w.loss_review.rewind_to(1)  # Go Back's own step, asked of the feature itself
    assert w.session.game.moves_count <= 1
    assert w.session.game.move_stack == played[: w.session.game.moves_count]
    while d.action("redo").isEnabled():
        d.redo()
    assert w.session.game.move_stack == played
    w.close()
