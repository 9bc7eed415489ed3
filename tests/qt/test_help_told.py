"""Help is told before it counts (issue 26, point 5): Show the Way and Go Back ask first,
once a game, with "Don't ask again"; and coming back to the position Where Was It Lost?
named, by the player's own Undo, is help as Go Back is."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox
from pytestqt.qtbot import QtBot
from time_control import run_queued_work

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store import StatsStore
from conftest import press, shown_active

pytestmark = pytest.mark.gui

K = Qt.Key
CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier

# Winnable only by putting Q♠ on a free king first; J♠ onto Q♠ buries the T♠ for good.
LOSABLE = """Foundations: H-Q C-Q D-Q S-9
TS QS
KH KS JS
KC
KD
"""
WINNING_LINE = (Move(0, 3), Move(0, -1), Move(1, -1), Move(3, -1))


@pytest.fixture
def asking(prefs: Preferences) -> Preferences:
    prefs.ask_before_help = True  # as a new player has it
    return prefs


def window(qtbot: QtBot, prefs: Preferences, path: Path) -> MainWindow:
    w = MainWindow(Game.from_board_text(LOSABLE), 7, prefs, stats_path=path)
    w.show_the_way.set_step_ms(1)
    return shown_active(qtbot, w)


def button(box: QMessageBox, text: str) -> QAbstractButton:
    return next(b for b in box.buttons() if b.text() == text)


def solve_dialog(qtbot: QtBot, w: MainWindow) -> QMessageBox:
    with qtbot.waitSignal(w.show_the_way.solver.ready, timeout=30_000):
        press(qtbot, w, K.Key_S, CTRL | SHIFT)
    box = w.show_the_way.dialog
    assert box is not None
    return box


def question(qtbot: QtBot, w: MainWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: w.help_guard.dialog is not None)
    box = w.help_guard.dialog
    assert box is not None and box.isVisible()
    return box


def helped_rows(path: Path) -> list[bool]:
    with StatsStore(path) as store:
        return [g.helped for g in store.games()]


def test_show_the_way_asks_before_the_first_helped_move(
    qtbot: QtBot, asking: Preferences, tmp_path: Path
) -> None:
    w = window(qtbot, asking, tmp_path / "stats.sqlite")
    button(solve_dialog(qtbot, w), "Show the Way").click()
    ask = question(qtbot, w)
    said = f"{ask.text()} {ask.informativeText()}"
    assert "won with help" in said and "no record" in said
    assert w.game.moves_count == 0 and not w.session.tally.helped  # nothing yet
    assert ask.defaultButton() is ask.escapeButton()  # Enter and Esc: no help
    qtbot.keyClick(ask, K.Key_Escape)
    run_queued_work()
    assert w.game.moves_count == 0 and not w.session.tally.helped
    button(solve_dialog(qtbot, w), "Show the Way").click()
    button(question(qtbot, w), "Show the Way").click()
    qtbot.waitUntil(w.game.is_won, timeout=30_000)
    assert w.session.tally.helped
    w.close()
    assert helped_rows(tmp_path / "stats.sqlite") == [True]


def test_dont_ask_again_is_remembered_and_the_menu_turns_it_back_on(
    qtbot: QtBot, asking: Preferences, tmp_path: Path
) -> None:
    w = window(qtbot, asking, tmp_path / "stats.sqlite")
    button(solve_dialog(qtbot, w), "Show the Way").click()
    ask = question(qtbot, w)
    check = ask.checkBox()
    assert check is not None and check.text() == "Don't ask again"
    check.setChecked(True)
    button(ask, "Show the Way").click()
    qtbot.waitUntil(w.game.is_won, timeout=30_000)
    assert not asking.ask_before_help
    toggle = w.actions_by_name["ask_help"]
    assert not toggle.isChecked()
    w.new_game_from(Game.from_board_text(LOSABLE), 8)
    button(solve_dialog(qtbot, w), "Show the Way").click()
    qtbot.waitUntil(w.game.is_won, timeout=30_000)  # not asked
    assert w.help_guard.dialog is None
    toggle.trigger()
    assert asking.ask_before_help
    w.close()


def test_a_practice_game_is_never_asked(qtbot: QtBot, asking: Preferences, tmp_path: Path) -> None:
    w = window(qtbot, asking, tmp_path / "stats.sqlite")
    w.new_game_from(Game.from_board_text(LOSABLE))  # no deal number: practice
    button(solve_dialog(qtbot, w), "Show the Way").click()
    qtbot.waitUntil(w.game.is_won, timeout=30_000)
    assert w.help_guard.dialog is None
    w.close()


def where_lost_dialog(qtbot: QtBot, w: MainWindow) -> QMessageBox:
    with qtbot.waitSignal(w.loss_review.finder.ready, timeout=20_000):
        press(qtbot, w, K.Key_L, CTRL)
    box = w.loss_review.dialog
    assert box is not None
    return box


def test_go_back_asks_first(qtbot: QtBot, asking: Preferences, tmp_path: Path) -> None:
    w = window(qtbot, asking, tmp_path / "stats.sqlite")
    assert w.session.request_move(Move(1, 0))  # J♠ onto Q♠: the losing move
    box = where_lost_dialog(qtbot, w)
    button(box, "Go Back").click()
    ask = question(qtbot, w)
    assert w.game.moves_count == 1 and not w.session.tally.helped
    button(ask, "Go Back").click()
    assert w.game.moves_count == 0 and w.session.tally.helped
    w.close()


def test_undoing_back_to_the_named_position_is_help_as_go_back_is(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    path = tmp_path / "stats.sqlite"
    w = window(qtbot, prefs, path)
    assert w.session.request_move(Move(1, 0))  # J♠ onto Q♠: the losing move
    box = where_lost_dialog(qtbot, w)
    # Said before it counts, in the answer itself.
    assert "Undo" in box.informativeText() and "won with help" in box.informativeText()
    button(box, "Close").click()
    assert not w.session.tally.helped  # reading is no help yet
    press(qtbot, w, K.Key_Z, CTRL)  # back to where it could be won, by hand
    assert w.game.moves_count == 0
    assert w.session.tally.helped
    for m in WINNING_LINE:
        assert w.session.request_move(m), m
    w.session.auto_finish()
    assert w.game.is_won()
    qtbot.waitUntil(lambda: w.win_dialog is not None and w.win_dialog.isVisible())
    assert "Won with help" in w.win_dialog.informativeText()
    w.close()
    assert helped_rows(path) == [True]


def test_undoing_without_having_asked_is_no_help(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    w = window(qtbot, prefs, tmp_path / "stats.sqlite")
    assert w.session.request_move(Move(1, 0))
    press(qtbot, w, K.Key_Z, CTRL)
    assert not w.session.tally.helped
    w.close()
