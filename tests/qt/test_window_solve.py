"""Edit > Solve…: the solver's verdict on the table, and the way played out."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, make_window

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.qt.files.settings import Preferences

# Winnable from the start (Q♠ onto a free king), lost once J♠ is put on Q♠.
WINNABLE = """Foundations: H-Q C-Q D-Q S-9
TS QS
KH KS JS
KC
KD
"""


def solve(d: WindowDriver) -> str:
    box = d.solve(timeout=30_000)
    assert box.isVisible()
    return str(box.text())


def show_the_way(d: WindowDriver) -> None:
    box = d.solve_box()
    assert box is not None
    d.answer(box, "Show the Way")


@pytest.mark.slow
def test_solve_then_show_the_way_wins(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(2), 2)
    d = WindowDriver(qtbot, w)
    d.play(next(iter(w.session.game.legal_moves)))
    assert "can still be won" in solve(d)
    d.set_show_step()
    show_the_way(d)
    qtbot.waitUntil(w.session.game.is_won, timeout=30_000)
    assert not d.showing_the_way()
    assert d.action("undo").isEnabled()  # every solver move is an ordinary undo step
    w.close()


@pytest.mark.slow
def test_a_move_of_the_player_stops_the_show(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(2), 2)
    d = WindowDriver(qtbot, w)
    d.set_show_step(50)
    solve(d)
    show_the_way(d)
    qtbot.waitUntil(lambda: w.session.game.moves_count >= 1)
    d.undo()
    made = w.session.game.moves_count
    # The show sees at its next step that the table is not as it left it, and stops
    # there without playing: no move comes after a stopped show, it plays on its timer.
    qtbot.waitUntil(lambda: not d.showing_the_way())
    assert w.session.game.moves_count == made
    w.close()


def test_solve_says_when_the_game_is_lost(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_board_text(WINNABLE), None)
    d = WindowDriver(qtbot, w)
    assert d.play(Move(1, 0))  # J♠ onto Q♠
    assert "can no longer be won" in solve(d)
    box = d.solve_box()
    assert box is not None
    assert not any(b.text() == "Show the Way" for b in box.buttons())
    w.close()


@pytest.mark.slow
def test_solve_does_not_peek_at_face_down_cards(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(3, "bakers-dozen-1883"), 3)
    d = WindowDriver(qtbot, w)
    d.trigger("solve")
    assert not d.solver_busy()
    assert "face down" in d.status_message()
    w.close()
