"""Starting another game (issue 10, points 4, 5 and 6): a new game has an empty undo
stack, a game in progress is abandoned only when the player says so, and no destructive
button is ever the default."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.statistics.stats_window import StatisticsWindow
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store import StatsStore
from conftest import make_window

pytestmark = pytest.mark.gui


def active(qtbot: QtBot, w: MainWindow) -> MainWindow:
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    w.view.setFocus()
    return w


def answer_deal_number(qtbot: QtBot, w: MainWindow, number: int) -> None:
    dialog = w.deal_number_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.setIntValue(number)
    dialog.accept()


def by_number(qtbot: QtBot, w: MainWindow) -> None:
    w.actions_by_name["number"].trigger()
    answer_deal_number(qtbot, w, 77)


def by_paste(qtbot: QtBot, w: MainWindow) -> None:
    QGuiApplication.clipboard().setText(Game.from_deal(9).board_text())
    w.actions_by_name["paste"].trigger()


STARTERS: dict[str, Callable[[QtBot, MainWindow], None]] = {
    "new deal": lambda qtbot, w: w.actions_by_name["new"].trigger(),
    "daily deal": lambda qtbot, w: w.actions_by_name["daily"].trigger(),
    "deal by number": by_number,
    "variant": lambda qtbot, w: w.actions_by_name["variant/good-measure"].trigger(),
    "paste": by_paste,
}


@pytest.mark.parametrize("how", list(STARTERS))
def test_a_new_game_starts_with_an_empty_undo_stack(
    qtbot: QtBot, prefs: Preferences, how: str
) -> None:
    prefs.ask_before_abandoning = False
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    for m in (Move(0, 2), Move(5, 2)):
        assert w.session.request_move(m)
    w.undo_stack.undo()  # something to redo, too
    old = w.game
    STARTERS[how](qtbot, w)
    assert w.game is not old and w.game.moves_count == 0
    undo, redo = w.actions_by_name["undo"], w.actions_by_name["redo"]
    assert not undo.isEnabled() and not redo.isEnabled()
    assert undo.text().replace("&", "") == "Undo" and redo.text().replace("&", "") == "Redo"
    undo.trigger()
    assert w.game.moves_count == 0
    w.close()


def question(w: MainWindow) -> QMessageBox:
    box = w.abandon_dialog
    assert box is not None and box.isVisible()
    return box


def test_abandoning_a_game_in_progress_is_asked_and_enter_keeps_playing(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    prefs.ask_before_abandoning = True
    path = tmp_path / "stats.sqlite"
    w = MainWindow(Game.from_deal(1), 1, prefs, stats_path=path)
    w.set_animation_ms(0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    active(qtbot, w)
    # Nothing played yet: nothing to ask.
    qtbot.keyClick(w.view, Qt.Key.Key_F2)
    assert w.abandon_dialog is None and w.session.deal_number != 1
    assert w.session.request_move(next(iter(w.game.legal_moves)))
    game = w.game
    qtbot.keyClick(w.view, Qt.Key.Key_F2)
    box = question(w)
    assert "Abandon this game? It counts as a loss." in box.text()
    assert box.checkBox() is not None and box.checkBox().text() == "Don't ask again"
    qtbot.keyClick(box, Qt.Key.Key_Return)  # the default keeps the game
    assert w.game is game and w.abandon_dialog is None
    # Asked again, and this time abandoned, without asking any more.
    qtbot.keyClick(w.view, Qt.Key.Key_F2)
    box = question(w)
    box.checkBox().setChecked(True)
    next(b for b in box.buttons() if b.text() == "Abandon").click()
    assert w.game is not game and w.game.moves_count == 0
    assert not prefs.ask_before_abandoning
    assert not w.actions_by_name["ask_abandon"].isChecked()
    assert w.session.request_move(next(iter(w.game.legal_moves)))
    qtbot.keyClick(w.view, Qt.Key.Key_F2)
    assert w.abandon_dialog is None and w.game.moves_count == 0
    # The Game menu turns the question back on.
    w.actions_by_name["ask_abandon"].trigger()
    assert prefs.ask_before_abandoning
    w.close()
    with StatsStore(path) as store:
        assert store.summary("bakers-dozen").played == 2


def test_declining_a_variant_change_leaves_the_variant_checked(
    qtbot: QtBot, prefs: Preferences
) -> None:
    prefs.ask_before_abandoning = True
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    assert w.session.request_move(Move(0, 2))
    w.actions_by_name["variant/good-measure"].trigger()
    box = question(w)
    next(b for b in box.buttons() if b.text() == "Keep Playing").click()
    assert w.game.rules.id == "bakers-dozen" and w.game.moves_count == 1
    assert w.actions_by_name["variant/bakers-dozen"].isChecked()
    assert not w.actions_by_name["variant/good-measure"].isChecked()
    w.close()


def test_enter_enter_in_the_statistics_never_wipes_them(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    path = tmp_path / "stats.sqlite"
    w = MainWindow(Game.from_deal(1), 1, prefs, stats_path=path)
    w.set_animation_ms(0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert w.session.request_move(Move(0, 2))
    w.new_deal(4)  # one game lost
    # Enter in the Statistics window closes it.
    stats = w.show_statistics()
    assert isinstance(stats, StatisticsWindow)
    qtbot.waitUntil(lambda: stats.reset_button.isEnabled())
    qtbot.keyClick(stats, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not stats.isVisible())
    # Enter, Enter in Reset's question keeps every game.
    stats = w.show_statistics()
    assert isinstance(stats, StatisticsWindow)
    qtbot.waitUntil(lambda: stats.reset_button.isEnabled())
    stats.reset_button.click()
    qtbot.waitUntil(lambda: stats.reset_box is not None and stats.reset_box.isVisible())
    assert stats.reset_box is not None
    qtbot.keyClick(stats.reset_box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: stats.reset_box is None)
    qtbot.keyClick(stats, Qt.Key.Key_Return)
    w.close()
    with StatsStore(path) as store:
        assert store.summary("bakers-dozen").played == 1
