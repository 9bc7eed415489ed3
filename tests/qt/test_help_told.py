"""Help is told before it counts (issue 26, point 5): Show the Way and Go Back ask first,
once a game, with "Don't ask again"; and coming back to the position Where Was It Lost?
named, by the player's own Undo, is help as Go Back is."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from time_control import run_queued_work
from window_driver import WindowDriver, new_game_from, shown_active

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store import StatsStore

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


def window(qtbot: QtBot, prefs: Preferences, path: Path) -> WindowDriver:
    w = MainWindow(Game.from_board_text(LOSABLE), 7, prefs, stats_path=path)
    d = WindowDriver(qtbot, shown_active(qtbot, w))
    d.set_show_step()
    return d


def solve_dialog(d: WindowDriver) -> QMessageBox:
    with d.qtbot.waitSignal(d.solver_ready(), timeout=30_000):
        d.press(K.Key_S, CTRL | SHIFT)
    box = d.solve_box()
    assert box is not None
    return box


def question(d: WindowDriver) -> QMessageBox:
    d.qtbot.waitUntil(lambda: d.help_question() is not None)
    box = d.help_question()
    assert box is not None and box.isVisible()
    return box


def helped_rows(path: Path) -> list[bool]:
    with StatsStore(path) as store:
        return [g.helped for g in store.games()]


def test_show_the_way_asks_before_the_first_helped_move(
    qtbot: QtBot, asking: Preferences, tmp_path: Path
) -> None:
    d = window(qtbot, asking, tmp_path / "stats.sqlite")
    w = d.window
    d.answer(solve_dialog(d), "Show the Way")
    ask = question(d)
    said = f"{ask.text()} {ask.informativeText()}"
    assert "won with help" in said and "no record" in said
    assert w.session.game.moves_count == 0 and not d.helped()  # nothing yet
    assert ask.defaultButton() is ask.escapeButton()  # Enter and Esc: no help
    qtbot.keyClick(ask, K.Key_Escape)
    run_queued_work()
    assert w.session.game.moves_count == 0 and not d.helped()
    d.answer(solve_dialog(d), "Show the Way")
    d.answer(question(d), "Show the Way")
    qtbot.waitUntil(w.session.game.is_won, timeout=30_000)
    assert d.helped()
    w.close()
    assert helped_rows(tmp_path / "stats.sqlite") == [True]


def test_dont_ask_again_is_remembered_and_the_menu_turns_it_back_on(
    qtbot: QtBot, asking: Preferences, tmp_path: Path
) -> None:
    d = window(qtbot, asking, tmp_path / "stats.sqlite")
    w = d.window
    d.answer(solve_dialog(d), "Show the Way")
    ask = question(d)
    check = ask.checkBox()
    assert check is not None and check.text() == "Don't ask again"
    check.setChecked(True)
    d.answer(ask, "Show the Way")
    qtbot.waitUntil(w.session.game.is_won, timeout=30_000)
    assert not asking.ask_before_help
    toggle = d.action("ask_help")
    assert not toggle.isChecked()
    new_game_from(w, Game.from_board_text(LOSABLE), 8)
    d.answer(solve_dialog(d), "Show the Way")
    qtbot.waitUntil(w.session.game.is_won, timeout=30_000)  # not asked
    assert d.help_question() is None
    toggle.trigger()
    assert asking.ask_before_help
    w.close()


def test_a_practice_game_is_never_asked(qtbot: QtBot, asking: Preferences, tmp_path: Path) -> None:
    d = window(qtbot, asking, tmp_path / "stats.sqlite")
    w = d.window
    new_game_from(w, Game.from_board_text(LOSABLE))  # no deal number: practice
    d.answer(solve_dialog(d), "Show the Way")
    qtbot.waitUntil(w.session.game.is_won, timeout=30_000)
    assert d.help_question() is None
    w.close()


def where_lost_dialog(d: WindowDriver) -> QMessageBox:
    with d.qtbot.waitSignal(d.loss_search_ready(), timeout=20_000):
        d.press(K.Key_L, CTRL)
    box = d.where_lost_box()
    assert box is not None
    return box


def test_go_back_asks_first(qtbot: QtBot, asking: Preferences, tmp_path: Path) -> None:
    d = window(qtbot, asking, tmp_path / "stats.sqlite")
    w = d.window
    assert d.play(Move(1, 0))  # J♠ onto Q♠: the losing move
    box = where_lost_dialog(d)
    d.answer(box, "Go Back")
    ask = question(d)
    assert w.session.game.moves_count == 1 and not d.helped()
    d.answer(ask, "Go Back")
    assert w.session.game.moves_count == 0 and d.helped()
    w.close()


def test_undoing_back_to_the_named_position_is_help_as_go_back_is(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    path = tmp_path / "stats.sqlite"
    d = window(qtbot, prefs, path)
    w = d.window
    assert d.play(Move(1, 0))  # J♠ onto Q♠: the losing move
    box = where_lost_dialog(d)
    # Said before it counts, in the answer itself.
    assert "Undo" in box.informativeText() and "won with help" in box.informativeText()
    d.answer(box, "Close")
    assert not d.helped()  # reading is no help yet
    d.press(K.Key_Z, CTRL)  # back to where it could be won, by hand
    assert w.session.game.moves_count == 0
    assert d.helped()
    d.play_all(WINNING_LINE)
    d.auto_finish()
    assert w.session.game.is_won()
    assert "Won with help" in d.win_box().informativeText()
    w.close()
    assert helped_rows(path) == [True]


def test_undoing_without_having_asked_is_no_help(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    d = window(qtbot, prefs, tmp_path / "stats.sqlite")
    w = d.window
    assert d.play(Move(1, 0))
    d.press(K.Key_Z, CTRL)
    assert not d.helped()
    w.close()
