"""A game from start to end in the window: win, stuck, restart, macros, hint, clock."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot
from time_control import FakeTime
from window_driver import (
    WindowDriver,
    board_text,
    col,
    found,
    highlighted_piles,
    make_window,
    pile_rect,
    stuck_dialog,
    wait_still,
    win_dialog,
)

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.engine.scoring import time_bonus
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow

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
    d = WindowDriver(qtbot, w)
    d.double_click_card("QC")
    d.drag(d.grip("KC"), pile_rect(w, found("C")).center())
    d.click_card("QS")
    assert highlighted_piles(w) == {found("S"), col(0), col(2)}
    d.click(pile_rect(w, found("S")).center())
    for card in ("KS", "KD"):
        d.double_click_card(card)
    assert w.session.game.foundations == (13, 13, 12, 13)
    assert d.clock_running()
    d.drag(d.grip("KH"), pile_rect(w, found("H")).center())
    wait_still(qtbot, w)  # the win's celebration
    assert w.session.game.is_won()
    assert not d.clock_running()
    box = d.win_box()
    assert d.score() >= 5 * 52 + 500
    bonus = time_bonus(d.elapsed())  # the clock stopped at the win
    info = box.informativeText()
    n = QLocale().toString  # the language's digits and thousands separators
    assert f"Score <b>{n(760 + bonus)}</b>" in info
    assert f"260 for the cards · 500 for the win · {n(bonus)} time bonus" in info
    assert "Score" in d.status_text("score")
    # Undo after the win takes the last card back and closes the dialog.
    d.undo()
    assert not w.session.game.is_won() and win_dialog(w) is None
    d.redo()
    assert w.session.game.is_won()
    d.answer(d.win_box(), "New Deal")
    assert w.session.game.moves_count == 0 and not w.session.game.is_won()
    number = d.deal_number()
    assert isinstance(number, int) and number >= 1
    w.close()


@pytest.mark.slow
def test_stuck_offers_undo_restart_new(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_board_text(STUCK_SOON), None)
    d = WindowDriver(qtbot, w)
    # Three kings go up; then the K♠ covers the Q♠ and empty columns stay empty.
    d.play_all((Move(1, FOUNDATION), Move(2, FOUNDATION), Move(2, FOUNDATION)))
    labels = {b.text() for b in d.stuck_box().buttons()}
    assert {"Undo", "Restart", "New Deal"} <= labels
    d.answer(d.stuck_box(), "Undo")
    assert w.session.game.moves_count == 2 and stuck_dialog(w) is None
    d.play(Move(2, FOUNDATION))
    d.answer(d.stuck_box(), "Restart")
    assert w.session.game.moves_count == 0 and stuck_dialog(w) is None
    assert d.undo_text() == "Restart"
    w.close()


def test_restart_is_one_undoable_step(window: MainWindow, driver: WindowDriver) -> None:
    start = board_text(window)
    driver.play_all((Move(0, 2), Move(5, 2), Move(10, 0)))
    after = board_text(window)
    driver.restart()
    assert board_text(window) == start and window.session.game.moves_count == 0
    assert driver.undo_text() == "Restart"
    driver.undo()
    assert board_text(window) == after and window.session.game.moves_count == 3


def test_auto_drops_after_a_move_are_one_undo_step(qtbot: QtBot, prefs: Preferences) -> None:
    prefs.auto_drop = True
    text = "Foundations: H-0 C-0 D-0 S-0\n" + "\n".join(
        ["KH QH JH TH 9H 8H 7H 6H 5H 4H 3H", "AH 2H"]
        + [" ".join(f"{r}{s}" for r in "KQJT98765432A") for s in "CDS"]
    )
    w = make_window(qtbot, prefs, Game.from_board_text(text), None)
    d = WindowDriver(qtbot, w)
    # 2H onto 3H bares the AH, which goes up on its own; then nothing else is safe.
    d.drag_card("2H", col(0))
    assert w.session.game.foundations[2] >= 1
    assert d.undo_steps() == 1
    d.undo()
    assert w.session.game.moves_count == 0
    w.close()


def test_auto_finish_is_one_undo_step_and_wins(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_board_text(NEAR_WIN), None)
    d = WindowDriver(qtbot, w)
    d.auto_finish()
    assert w.session.game.is_won()
    assert d.undo_steps() == 1 and d.undo_text() == "Auto Finish"
    d.undo()
    assert w.session.game.moves_count == 0
    w.close()


@pytest.mark.slow
def test_hint_points_at_a_legal_move(window: MainWindow, driver: WindowDriver) -> None:
    move = driver.hint(timeout=10_000).move
    assert move is not None and window.session.game.is_legal(move)
    assert window.session.game.moves_count == 0  # a hint shows, it does not play


@pytest.mark.slow
def test_new_deal_by_number_and_variant(window: MainWindow, driver: WindowDriver) -> None:
    driver.play(Move(0, 2))
    window.new_deal(7, "good-measure")
    assert window.session.game.rules.id == "good-measure" and window.session.game.column_count == 10
    assert driver.undo_steps() == 0
    assert window.session.game.board_text() == Game.from_deal(7, "good-measure").board_text()
    assert "Deal 7" in driver.status_text("deal")
    assert driver.piles() == {col(i) for i in range(10)} | {found(s) for s in "CDHS"}
    assert pile_rect(window, col(9)).right() < driver.viewport().width()


@pytest.mark.slow
def test_clock_starts_with_the_first_move_and_pauses(
    driver: WindowDriver, fake_time: FakeTime
) -> None:
    assert not driver.clock_running()
    fake_time.advance(30)
    assert driver.elapsed() == 0.0  # a table looked at is not a game played
    driver.play(Move(0, 2))
    assert driver.clock_running()
    fake_time.advance(60)
    assert driver.elapsed() == 60.0
    assert driver.status_text("time") == "Time 1:00"
    driver.trigger("pause")  # Game > Pause
    fake_time.advance(600)
    assert driver.elapsed() == 60.0
    assert driver.status_text("time") == "Time 1:00"
    driver.trigger("pause")
    fake_time.advance(1.5)
    assert driver.elapsed() == 61.5
    assert driver.status_text("time") == "Time 1:01"
    assert driver.status_text("moves") == "Moves 1"


@pytest.mark.slow
def test_foundation_move_text(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_board_text(NEAR_WIN), None)
    d = WindowDriver(qtbot, w)
    d.play(Move(1, FOUNDATION))
    assert d.undo_text() == "Move Q♣ to the foundation"
    w.close()
