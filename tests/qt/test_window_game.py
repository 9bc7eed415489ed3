"""A game from start to end in the window: win, stuck, restart, macros, hint, clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt
from pytestqt.qtbot import QtBot
from time_control import FakeTime

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.engine.scoring import time_bonus
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from conftest import click, col, drag, found, grip, make_window

pytestmark = pytest.mark.gui

NEAR_WIN = """Foundations: H-Q C-J D-Q S-J
KH
KC QC
KD
KS QS
"""

STUCK_SOON = """Foundations: H-Q C-Q D-Q S-J
QS KS
KH
KC KD
"""


def test_win_with_the_mouse(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_board_text(NEAR_WIN), None)
    vp = w.view.viewport()
    qtbot.mouseDClick(vp, Qt.MouseButton.LeftButton, pos=grip(w, "QC"))
    drag(qtbot, w, grip(w, "KC"), w.pile_rect(found("C")).center())
    click(qtbot, w, grip(w, "QS"))
    assert w.highlighted_piles() == {found("S"), col(0), col(2)}
    click(qtbot, w, w.pile_rect(found("S")).center())
    for card in ("KS", "KD"):
        qtbot.mouseDClick(vp, Qt.MouseButton.LeftButton, pos=grip(w, card))
    assert w.game.foundations == (13, 13, 12, 13)
    assert w.session.clock.running
    with qtbot.waitSignal(w.animations_finished, timeout=3000):
        drag(qtbot, w, grip(w, "KH"), w.pile_rect(found("H")).center())
    assert w.game.is_won()
    assert not w.session.clock.running
    qtbot.waitUntil(lambda: w.win_dialog is not None and w.win_dialog.isVisible())
    assert w.session.score() >= 5 * 52 + 500
    bonus = time_bonus(w.session.elapsed())  # the clock stopped at the win
    info = w.win_dialog.informativeText()
    n = QLocale().toString  # the language's digits and thousands separators
    assert f"Score <b>{n(760 + bonus)}</b>" in info
    assert f"260 for the cards · 500 for the win · {n(bonus)} time bonus" in info
    assert "Score" in w.status_labels["score"].text()
    # Undo after the win takes the last card back and closes the dialog.
    w.undo_stack.undo()
    assert not w.game.is_won() and w.win_dialog is None
    w.undo_stack.redo()
    assert w.game.is_won()
    qtbot.waitUntil(lambda: w.win_dialog is not None and w.win_dialog.isVisible())
    new = next(b for b in w.win_dialog.buttons() if b.text() == "New Deal")
    new.click()
    assert w.game.moves_count == 0 and not w.game.is_won()
    assert isinstance(w.session.deal_number, int) and w.session.deal_number >= 1
    w.close()


def test_stuck_offers_undo_restart_new(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_board_text(STUCK_SOON), None)
    # Three kings go up; then the K♠ covers the Q♠ and empty columns stay empty.
    for m in (Move(1, FOUNDATION), Move(2, FOUNDATION), Move(2, FOUNDATION)):
        w.session.request_move(m)
    qtbot.waitUntil(lambda: w.stuck_dialog is not None and w.stuck_dialog.isVisible())
    labels = {b.text() for b in w.stuck_dialog.buttons()}
    assert {"Undo", "Restart", "New Deal"} <= labels
    next(b for b in w.stuck_dialog.buttons() if b.text() == "Undo").click()
    assert w.game.moves_count == 2 and w.stuck_dialog is None
    w.session.request_move(Move(2, FOUNDATION))
    qtbot.waitUntil(lambda: w.stuck_dialog is not None and w.stuck_dialog.isVisible())
    next(b for b in w.stuck_dialog.buttons() if b.text() == "Restart").click()
    assert w.game.moves_count == 0 and w.stuck_dialog is None
    assert w.undo_stack.undoText() == "Restart"
    w.close()


def test_restart_is_one_undoable_step(qtbot: QtBot, window: MainWindow) -> None:
    start = window.board_text()
    for m in (Move(0, 2), Move(5, 2), Move(10, 0)):
        window.session.request_move(m)
    after = window.board_text()
    window.actions_by_name["restart"].trigger()
    assert window.board_text() == start and window.game.moves_count == 0
    assert window.undo_stack.undoText() == "Restart"
    window.undo_stack.undo()
    assert window.board_text() == after and window.game.moves_count == 3


def test_auto_drops_after_a_move_are_one_undo_step(qtbot: QtBot, prefs: Preferences) -> None:
    prefs.auto_drop = True
    text = "Foundations: H-0 C-0 D-0 S-0\n" + "\n".join(
        ["KH QH JH TH 9H 8H 7H 6H 5H 4H 3H", "AH 2H"]
        + [" ".join(f"{r}{s}" for r in "KQJT98765432A") for s in "CDS"]
    )
    w = make_window(qtbot, prefs, Game.from_board_text(text), None)
    # 2H onto 3H bares the AH, which goes up on its own; then nothing else is safe.
    drag(qtbot, w, grip(w, "2H"), w.drop_rect(col(0)).center())
    assert w.game.foundations[2] >= 1
    assert w.undo_stack.count() == 1
    w.undo_stack.undo()
    assert w.game.moves_count == 0
    w.close()


def test_auto_finish_is_one_undo_step_and_wins(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_board_text(NEAR_WIN), None)
    w.actions_by_name["finish"].trigger()
    assert w.game.is_won()
    assert w.undo_stack.count() == 1 and w.undo_stack.undoText() == "Auto Finish"
    w.undo_stack.undo()
    assert w.game.moves_count == 0
    w.close()


def test_hint_points_at_a_legal_move(qtbot: QtBot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.hints.ready, timeout=10_000) as blocker:
        window.actions_by_name["hint"].trigger()
    move = blocker.args[0].move
    assert move is not None and window.game.is_legal(move)
    assert window.game.moves_count == 0  # a hint shows, it does not play


def test_new_deal_by_number_and_variant(qtbot: QtBot, window: MainWindow) -> None:
    window.session.request_move(Move(0, 2))
    window.new_deal(7, "good-measure")
    assert window.game.rules.id == "good-measure" and window.game.column_count == 10
    assert window.undo_stack.count() == 0
    assert window.game.board_text() == Game.from_deal(7, "good-measure").board_text()
    assert "Deal 7" in window.status_labels["deal"].text()
    assert set(window.scene.piles) == {col(i) for i in range(10)} | {found(s) for s in "CDHS"}
    assert window.pile_rect(col(9)).right() < window.view.viewport().width()


def test_clock_starts_with_the_first_move_and_pauses(
    qtbot: QtBot, window: MainWindow, fake_time: FakeTime
) -> None:
    clock = window.session.clock
    assert not clock.running
    fake_time.advance(30)
    assert clock.elapsed() == 0.0  # a table looked at is not a game played
    window.session.request_move(Move(0, 2))
    assert clock.running
    fake_time.advance(60)
    assert clock.elapsed() == 60.0
    assert window.status_labels["time"].text() == "Time 1:00"
    clock.set_paused(True)
    fake_time.advance(600)
    assert clock.elapsed() == 60.0
    assert window.status_labels["time"].text() == "Time 1:00"
    clock.set_paused(False)
    fake_time.advance(1.5)
    assert clock.elapsed() == 61.5
    assert window.status_labels["time"].text() == "Time 1:01"
    assert window.status_labels["moves"].text() == "Moves 1"


def test_foundation_move_text(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_board_text(NEAR_WIN), None)
    w.session.request_move(Move(1, FOUNDATION))
    assert w.undo_stack.undoText() == "Move Q♣ to the foundation"
    w.close()
