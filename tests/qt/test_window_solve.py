"""Edit > Solve…: the solver's verdict on the table, and the way played out."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from conftest import make_window

# Winnable from the start (Q♠ onto a free king), lost once J♠ is put on Q♠.
WINNABLE = """Foundations: H-Q C-Q D-Q S-9
TS QS
KH KS JS
KC
KD
"""


def solve(qtbot: QtBot, w: MainWindow) -> str:
    with qtbot.waitSignal(w.show_the_way.solver.ready, timeout=30_000):
        w.actions_by_name["solve"].trigger()
    box = w.show_the_way.dialog
    assert box is not None and box.isVisible()
    return str(box.text())


def show_the_way_button(w: MainWindow) -> QAbstractButton:
    box = w.show_the_way.dialog
    assert box is not None
    return next(b for b in box.buttons() if b.text() == "Show the Way")


def test_solve_then_show_the_way_wins(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(2), 2)
    w.session.request_move(next(iter(w.game.legal_moves)))
    assert "can still be won" in solve(qtbot, w)
    w.show_the_way.set_step_ms(1)
    show_the_way_button(w).click()
    qtbot.waitUntil(w.game.is_won, timeout=30_000)
    assert not w.show_the_way.playing
    assert w.undo_stack.canUndo()  # every solver move is an ordinary undo step
    w.close()


def test_a_move_of_the_player_stops_the_show(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(2), 2)
    w.show_the_way.set_step_ms(50)
    solve(qtbot, w)
    show_the_way_button(w).click()
    qtbot.waitUntil(lambda: w.game.moves_count >= 1)
    w.undo_stack.undo()
    made = w.game.moves_count
    # The show sees at its next step that the table is not as it left it, and stops
    # there without playing: no move comes after a stopped show, it plays on its timer.
    qtbot.waitUntil(lambda: not w.show_the_way.playing)
    assert w.game.moves_count == made
    w.close()


def test_solve_says_when_the_game_is_lost(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_board_text(WINNABLE), None)
    assert w.session.request_move(Move(1, 0))  # J♠ onto Q♠
    assert "can no longer be won" in solve(qtbot, w)
    box = w.show_the_way.dialog
    assert box is not None
    assert not any(b.text() == "Show the Way" for b in box.buttons())
    w.close()


def test_solve_does_not_peek_at_face_down_cards(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(3, "bakers-dozen-1883"), 3)
    w.actions_by_name["solve"].trigger()
    assert not w.show_the_way.solver.busy
    assert "face down" in w.statusBar().currentMessage()
    w.close()
