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
from window_driver import (
    WindowDriver,
    abandon_dialog,
    deal_number_dialog,
    make_window,
    set_animation_ms,
)

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.statistics.window import StatisticsWindow
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store import StatsStore

pytestmark = pytest.mark.gui


def active(qtbot: QtBot, w: MainWindow) -> WindowDriver:
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    d = WindowDriver(qtbot, w)
    d.focus_table()
    return d


def answer_deal_number(w: MainWindow, number: int) -> None:
    dialog = deal_number_dialog(w)
    assert dialog is not None and dialog.isVisible()
    dialog.setIntValue(number)
    dialog.accept()


def by_number(d: WindowDriver) -> None:
    d.trigger("number")
    answer_deal_number(d.window, 77)


def by_paste(d: WindowDriver) -> None:
    QGuiApplication.clipboard().setText(Game.from_deal(9).board_text())
    d.trigger("paste")


STARTERS: dict[str, Callable[[WindowDriver], None]] = {
    "new deal": lambda d: d.trigger("new"),
    "daily deal": lambda d: d.trigger("daily"),
    "deal by number": by_number,
    "variant": lambda d: d.trigger("variant/good-measure"),
    "paste": by_paste,
}


@pytest.mark.parametrize("how", list(STARTERS))
def test_a_new_game_starts_with_an_empty_undo_stack(
    qtbot: QtBot, prefs: Preferences, how: str
) -> None:
    prefs.ask_before_abandoning = False
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    d.play_all((Move(0, 2), Move(5, 2)))
    d.undo()  # something to redo, too
    old = w.session.game
    STARTERS[how](d)
    assert w.session.game is not old and w.session.game.moves_count == 0
    undo, redo = d.action("undo"), d.action("redo")
    assert not undo.isEnabled() and not redo.isEnabled()
    assert undo.text().replace("&", "") == "Undo" and redo.text().replace("&", "") == "Redo"
    undo.trigger()
    assert w.session.game.moves_count == 0
    w.close()


def question(w: MainWindow) -> QMessageBox:
    box = abandon_dialog(w)
    assert box is not None and box.isVisible()
    return box


def test_abandoning_a_game_in_progress_is_asked_and_enter_keeps_playing(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    prefs.ask_before_abandoning = True
    path = tmp_path / "stats.sqlite"
    w = MainWindow(Game.from_deal(1), 1, prefs, stats_path=path)
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    d = active(qtbot, w)
    # Nothing played yet: nothing to ask.
    d.key(Qt.Key.Key_F2)
    assert abandon_dialog(w) is None and d.deal_number() != 1
    assert d.play(next(iter(w.session.game.legal_moves)))
    game = w.session.game
    d.key(Qt.Key.Key_F2)
    box = question(w)
    assert "Abandon this game? It counts as a loss." in box.text()
    assert box.checkBox() is not None and box.checkBox().text() == "Don't ask again"
    qtbot.keyClick(box, Qt.Key.Key_Return)  # the default keeps the game
    assert w.session.game is game and abandon_dialog(w) is None
    # Asked again, and this time abandoned, without asking any more.
    d.key(Qt.Key.Key_F2)
    box = question(w)
    box.checkBox().setChecked(True)
    d.answer(box, "Abandon")
    assert w.session.game is not game and w.session.game.moves_count == 0
    assert not prefs.ask_before_abandoning
    assert not d.checked("ask_abandon")
    assert d.play(next(iter(w.session.game.legal_moves)))
    d.key(Qt.Key.Key_F2)
    assert abandon_dialog(w) is None and w.session.game.moves_count == 0
    # The Game menu turns the question back on.
    d.trigger("ask_abandon")
    assert prefs.ask_before_abandoning
    w.close()
    with StatsStore(path) as store:
        assert store.summary("bakers-dozen").played == 2


def test_declining_a_variant_change_leaves_the_variant_checked(
    qtbot: QtBot, prefs: Preferences
) -> None:
    prefs.ask_before_abandoning = True
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    assert d.play(Move(0, 2))
    d.trigger("variant/good-measure")
    d.answer(question(w), "Keep Playing")
    assert w.session.game.rules.id == "bakers-dozen" and w.session.game.moves_count == 1
    assert d.checked("variant/bakers-dozen")
    assert not d.checked("variant/good-measure")
    w.close()


@pytest.mark.slow
def test_enter_enter_in_the_statistics_never_wipes_them(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    path = tmp_path / "stats.sqlite"
    w = MainWindow(Game.from_deal(1), 1, prefs, stats_path=path)
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert WindowDriver(qtbot, w).play(Move(0, 2))
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
