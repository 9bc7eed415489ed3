"""Pause locks the game (issue 10, point 7); lost deals and refusals are told in words
(points 8 and 10); Restart keeps the clock and says so (point 12)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from time_control import FakeTime, run_queued_work
from window_driver import WindowDriver, card_rect, col, found, make_window, pile_rect, shown_active

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.engine.moves import FOUNDATION
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow

pytestmark = pytest.mark.gui

NEAR_WIN = """Foundations: H-Q C-J D-Q S-J
KH
KC QC
KD
KS QS
"""


def active(qtbot: QtBot, w: MainWindow) -> WindowDriver:
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    d = WindowDriver(qtbot, w)
    d.focus_table()
    return d


def test_while_paused_no_key_or_menu_changes_the_game(qtbot: QtBot, prefs: Preferences) -> None:
    d = active(qtbot, make_window(qtbot, prefs, Game.from_board_text(NEAR_WIN), None))
    w = d.window
    d.play_all((Move(1, FOUNDATION), Move(3, FOUNDATION)))
    d.undo()
    before, index = w.session.game.move_stack, d.undo_index()
    d.key(Qt.Key.Key_P)
    assert d.paused()
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    d.key(Qt.Key.Key_Z, ctrl)
    d.key(Qt.Key.Key_Z, ctrl | shift)
    d.key(Qt.Key.Key_A)  # Auto Finish
    d.key(Qt.Key.Key_R, ctrl)  # Restart
    d.key(Qt.Key.Key_H)  # Hint
    for name in ("undo", "redo", "finish", "restart", "hint", "solve", "lost"):
        d.trigger(name)
    assert not d.solver_busy()
    assert w.session.game.move_stack == before and d.undo_index() == index
    # Nor does the session itself, whoever asks (the test of the session's lock).
    session = w.session
    session.undo()
    session.auto_finish()
    session.restart()
    assert not session.request_move(Move(2, FOUNDATION))
    assert w.session.game.move_stack == before and d.undo_index() == index
    assert not d.clock_running() or d.clock_paused()
    d.key(Qt.Key.Key_P)
    assert not d.paused()
    d.key(Qt.Key.Key_Z, ctrl)
    assert w.session.game.moves_count == 0
    w.close()


def test_undo_and_redo_are_never_offered_under_the_veil(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    """Undo and Redo have one owner of their enabled state. When the menus followed the
    undo stack alone and the pause was set apart, a saved game restored into a paused
    window turned Undo on while the table was still covered."""
    save = tmp_path / "saved.json"
    w = shown_active(qtbot, MainWindow(Game.from_board_text(NEAR_WIN), 1, prefs, save_path=save))
    d = WindowDriver(qtbot, w)
    undo, redo = d.action("undo"), d.action("redo")
    for card, suit in (("QC", "C"), ("QS", "S")):
        d.drag(d.grip(card), pile_rect(w, found(suit)).center())
    assert w.session.game.moves_count == 2
    ctrl = Qt.KeyboardModifier.ControlModifier
    d.press(Qt.Key.Key_Z, ctrl)
    assert w.session.game.moves_count == 1 and undo.isEnabled() and redo.isEnabled()
    w.save()
    d.press(Qt.Key.Key_P)
    assert d.paused() and not undo.isEnabled() and not redo.isEnabled()
    seen: list[tuple[bool, bool, bool]] = []

    def note() -> None:
        seen.append((d.paused(), undo.isEnabled(), redo.isEnabled()))

    undo.changed.connect(note)
    redo.changed.connect(note)
    assert w.restore(save)
    assert w.session.game.moves_count == 1 and d.undo_steps() == 2  # as it was saved
    assert [s for s in seen if s[0] and (s[1] or s[2])] == []
    assert not d.paused() and undo.isEnabled() and redo.isEnabled()
    w.close()


def solve_text(d: WindowDriver) -> str:
    """Edit > Solve…'s words; its box is closed again."""
    box = d.solve(timeout=30_000)
    words = f"{box.text()}\n{box.informativeText()}"
    box.close()
    return words


def test_a_deal_never_winnable_says_so_from_the_start(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(104), 104)
    d = WindowDriver(qtbot, w)
    words = solve_text(d)
    assert "This deal cannot be won from the start" in words
    assert "Where Was It Lost" not in words
    # After a few moves it is still the deal, not a move, that lost it.
    assert d.play(next(iter(w.session.game.legal_moves)))
    words = solve_text(d)
    assert "This deal cannot be won from the start" in words
    assert "Where Was It Lost" not in words
    with qtbot.waitSignal(d.loss_search_ready(), timeout=20_000):
        d.trigger("lost")
    assert "cannot be won from the start" in d.status_message()
    w.close()


def test_where_lost_on_an_unwinnable_fresh_deal_says_it_is_the_deal(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(104), 104)
    d = WindowDriver(qtbot, w)
    with qtbot.waitSignal(d.loss_search_ready(), timeout=20_000):
        d.trigger("lost")
    assert "This deal cannot be won from the start" in d.status_message()
    w.close()


def test_a_hint_in_a_lost_position_says_it_is_lost(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(104), 104)
    d = WindowDriver(qtbot, w)
    assert d.play(next(iter(w.session.game.legal_moves)))
    d.hint(timeout=10_000)
    said = d.status_message()
    assert "cannot be won" in said and "Hint:" not in said
    w.close()


def test_a_drop_on_a_dead_column_says_why(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    # 7♦ may go on any of the three black eights, not onto the 6♦ next to it.
    d = WindowDriver(qtbot, w)
    start = w.session.game.board_text()
    d.drag_card("7D", col(1))
    assert w.session.game.board_text() == start
    assert "7♦ does not go on 6♦" in d.status_message()
    w.close()


def test_a_drag_of_a_card_with_nowhere_to_go_says_so(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    top = w.session.game.column(4)[-1]  # Q♠: no king is free
    assert not w.session.game.targets(4)
    d = WindowDriver(qtbot, w)
    here = d.grip(top.name)
    d.drag(here, here + (card_rect(w, top.name).bottomRight() - here) * 3)
    assert f"{top.label} has nowhere to go just now" in d.status_message()
    w.close()


def test_restart_keeps_the_clock_running_and_says_so(
    qtbot: QtBot, prefs: Preferences, fake_time: FakeTime
) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1, now=fake_time)
    d = WindowDriver(qtbot, w)
    assert d.play(Move(0, 2))
    fake_time.advance(90)
    run_queued_work()  # the move is told
    heard = d.listen()
    d.restart()
    run_queued_work()
    # Said once (the narrator's step and the session's message were both said).
    assert [s for s in heard if "Back to the deal" in s] == [
        "Back to the deal. The clock keeps running: time counts on the deal, restarts included."
    ]
    assert w.session.game.moves_count == 0
    fake_time.advance(10)
    assert d.clock_running() and d.elapsed() == 100.0
    said = d.status_message()
    assert "clock keeps running" in said
    assert "restarts included" in d.status_label("time").toolTip()
    w.close()
