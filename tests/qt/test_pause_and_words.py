"""Pause locks the game (issue 10, point 7); lost deals and refusals are told in words
(points 8 and 10); Restart keeps the clock and says so (point 12)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from time_control import FakeTime

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.engine.moves import FOUNDATION
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from conftest import col, drag, grip, make_window

pytestmark = pytest.mark.gui

NEAR_WIN = """Foundations: H-Q C-J D-Q S-J
KH
KC QC
KD
KS QS
"""


def active(qtbot: QtBot, w: MainWindow) -> MainWindow:
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    w.view.setFocus()
    return w


def test_while_paused_no_key_or_menu_changes_the_game(qtbot: QtBot, prefs: Preferences) -> None:
    w = active(qtbot, make_window(qtbot, prefs, Game.from_board_text(NEAR_WIN), None))
    assert w.session.request_move(Move(1, FOUNDATION))
    assert w.session.request_move(Move(3, FOUNDATION))
    w.undo_stack.undo()
    before, index = w.game.move_stack, w.undo_stack.index()
    qtbot.keyClick(w.view, Qt.Key.Key_P)
    assert w.scene.paused
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(w.view, Qt.Key.Key_Z, ctrl)
    qtbot.keyClick(w.view, Qt.Key.Key_Z, ctrl | shift)
    qtbot.keyClick(w.view, Qt.Key.Key_A)  # Auto Finish
    qtbot.keyClick(w.view, Qt.Key.Key_R, ctrl)  # Restart
    qtbot.keyClick(w.view, Qt.Key.Key_H)  # Hint
    for name in ("undo", "redo", "finish", "restart", "hint", "solve", "lost"):
        w.actions_by_name[name].trigger()
    assert not w.hints.busy and not w.show_the_way.solver.busy
    assert not w.loss_review.finder.busy
    assert w.game.move_stack == before and w.undo_stack.index() == index
    # Nor does the session itself, whoever asks.
    w.session.undo()
    w.session.auto_finish()
    w.session.restart()
    assert not w.session.request_move(Move(2, FOUNDATION))
    assert w.game.move_stack == before and w.undo_stack.index() == index
    assert not w.session.clock.running or w.session.clock.paused
    qtbot.keyClick(w.view, Qt.Key.Key_P)
    assert not w.scene.paused
    qtbot.keyClick(w.view, Qt.Key.Key_Z, ctrl)
    assert w.game.moves_count == 0
    w.close()


def solve_text(qtbot: QtBot, w: MainWindow) -> str:
    with qtbot.waitSignal(w.show_the_way.solver.ready, timeout=30_000):
        w.actions_by_name["solve"].trigger()
    box = w.show_the_way.dialog
    assert box is not None
    return f"{box.text()}\n{box.informativeText()}"


def test_a_deal_never_winnable_says_so_from_the_start(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(104), 104)
    words = solve_text(qtbot, w)
    assert "This deal cannot be won from the start" in words
    assert "Where Was It Lost" not in words
    w.show_the_way.dialog.close()  # type: ignore[union-attr]
    # After a few moves it is still the deal, not a move, that lost it.
    assert w.session.request_move(next(iter(w.game.legal_moves)))
    words = solve_text(qtbot, w)
    assert "This deal cannot be won from the start" in words
    assert "Where Was It Lost" not in words
    w.show_the_way.dialog.close()  # type: ignore[union-attr]
    with qtbot.waitSignal(w.loss_review.finder.ready, timeout=20_000):
        w.actions_by_name["lost"].trigger()
    assert "cannot be won from the start" in w.statusBar().currentMessage()
    w.close()


def test_where_lost_on_an_unwinnable_fresh_deal_says_it_is_the_deal(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(104), 104)
    with qtbot.waitSignal(w.loss_review.finder.ready, timeout=20_000):
        w.actions_by_name["lost"].trigger()
    assert "This deal cannot be won from the start" in w.statusBar().currentMessage()
    w.close()


def test_a_hint_in_a_lost_position_says_it_is_lost(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(104), 104)
    assert w.session.request_move(next(iter(w.game.legal_moves)))
    with qtbot.waitSignal(w.hints.ready, timeout=10_000):
        w.actions_by_name["hint"].trigger()
    said = w.statusBar().currentMessage()
    assert "cannot be won" in said and "Hint:" not in said
    w.close()


def test_a_drop_on_a_dead_column_says_why(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    # 7♦ may go on any of the three black eights, not onto the 6♦ next to it.
    start = w.game.board_text()
    drag(qtbot, w, grip(w, "7D"), w.drop_rect(col(1)).center())
    assert w.game.board_text() == start
    assert "7♦ does not go on 6♦" in w.statusBar().currentMessage()
    w.close()


def test_a_drag_of_a_card_with_nowhere_to_go_says_so(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    top = w.game.column(4)[-1]  # Q♠: no king is free
    assert not w.game.targets(4)
    here = grip(w, top.name)
    drag(qtbot, w, here, here + (w.card_rect(top.name).bottomRight() - here) * 3)
    assert f"{top.label} has nowhere to go just now" in w.statusBar().currentMessage()
    w.close()


def test_restart_keeps_the_clock_running_and_says_so(
    qtbot: QtBot, prefs: Preferences, fake_time: FakeTime
) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1, now=fake_time)
    assert w.session.request_move(Move(0, 2))
    fake_time.advance(90)
    w.actions_by_name["restart"].trigger()
    assert w.game.moves_count == 0
    fake_time.advance(10)
    assert w.session.clock.running and w.session.elapsed() == 100.0
    said = w.statusBar().currentMessage()
    assert "clock keeps running" in said
    assert "restarts included" in w.status_labels["time"].toolTip()
    w.close()
