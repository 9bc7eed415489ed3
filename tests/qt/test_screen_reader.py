"""What a screen reader finds and hears (issue 26, point 6): a win said once, after the
move that made it; no unnamed control or area; How to Play and the statistics' figures
reachable and named."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from time_control import run_queued_work
from window_driver import WindowDriver, press, shown_active

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.speech.spoken_names import card_name
from bakers_dozen_qt.qt.statistics.window import StatisticsWindow
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store import GameRecord, StatsService, StatsStore

pytestmark = pytest.mark.gui

K = Qt.Key
NAME = QAccessible.Text.Name
R = QAccessible.Role
# Roles of what a player acts on or reads; each must say what it is.
NAMED_ROLES = {R.Button, R.CheckBox, R.StatusBar, R.StaticText, R.ToolBar, R.List, R.Window}

NEAR_WIN = """Foundations: H-Q C-J D-Q S-J
KH
KC QC
KD
KS QS
"""


@pytest.fixture
def accessible() -> Iterator[None]:
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def visible_tree(iface: QAccessibleInterface | None) -> Iterator[QAccessibleInterface]:
    if iface is None or not iface.isValid() or iface.state().invisible:
        return
    yield iface
    for i in range(iface.childCount()):
        yield from visible_tree(iface.child(i))


def unnamed(widget: QWidget) -> list[str]:
    return [
        f"{iface.role().name} ({type(iface.object()).__name__})"
        for iface in visible_tree(QAccessible.queryAccessibleInterface(widget))
        if iface.role() in NAMED_ROLES and not iface.text(NAME).strip()
    ]


def test_a_win_is_said_once_after_the_move_that_made_it(qtbot: QtBot, prefs: Preferences) -> None:
    w = shown_active(qtbot, MainWindow(Game.from_board_text(NEAR_WIN), 5, prefs))
    d = WindowDriver(qtbot, w)
    heard = d.listen()
    d.press(K.Key_A)  # Auto Finish: the last six cards, and the win
    box = d.win_box()
    run_queued_work()
    # The move first; the win is the dialog's to say (its title and text).
    assert heard == ["Auto Finish: 6 cards to the foundations."]
    assert box.windowTitle() == "You won"
    assert d.status_message() == "You won!"  # still shown, not said again
    w.close()


def test_the_window_has_no_unnamed_control_or_area(
    qtbot: QtBot, prefs: Preferences, accessible: None
) -> None:
    w = shown_active(qtbot, MainWindow(Game.from_deal(1), 1, prefs))
    w.statusBar().clearMessage()
    assert unnamed(w) == []
    w.resize(260, 500)  # the toolbar no longer fits: its extension button shows
    d = WindowDriver(qtbot, w)
    qtbot.waitUntil(lambda: any(b.isVisible() for b in toolbar_extension(d)))
    assert unnamed(w) == []
    w.close()


def toolbar_extension(d: WindowDriver) -> list[QWidget]:
    return d.toolbar().findChildren(QWidget, "qt_toolbar_ext_button")


def test_how_to_play_gives_the_focus_to_named_text(
    qtbot: QtBot, prefs: Preferences, accessible: None
) -> None:
    w = shown_active(qtbot, MainWindow(Game.from_deal(1), 1, prefs))
    press(qtbot, w, K.Key_F1)
    qtbot.waitUntil(lambda: QApplication.focusWidget() not in (None, w.view))
    focus = QApplication.focusWidget()
    iface = QAccessible.queryAccessibleInterface(focus)
    assert iface is not None and iface.text(NAME) == "Rules of Baker's Dozen"
    assert unnamed(focus.window()) == []
    focus.window().close()
    w.close()


def test_every_statistics_figure_is_reached_by_tab_and_named(
    qtbot: QtBot, tmp_path: Path, accessible: None
) -> None:
    path = tmp_path / "stats.sqlite"
    with StatsStore(path) as store:
        store.record(GameRecord("bakers-dozen", 3, True, 90, 200.0, 1700))
        store.record(GameRecord("bakers-dozen", 4, False, 60, 100.0, 40))
    service = StatsService(path)
    service.start()
    try:
        w = StatisticsWindow(service, "bakers-dozen")
        qtbot.addWidget(w)
        w.show()
        qtbot.waitUntil(lambda: w.stack.currentWidget() is w.tabs, timeout=10_000)
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        page = w.summary
        tiles = [page.played, page.won, page.rate, page.helped]
        tiles += [page.best, page.fastest, page.median, page.streak]
        reached: list[QWidget] = []
        for _ in range(40):
            qtbot.keyClick(QApplication.focusWidget() or w, K.Key_Tab)
            focus = QApplication.focusWidget()
            if focus in tiles and focus not in reached:
                reached.append(focus)
        assert reached == tiles
        names = [QAccessible.queryAccessibleInterface(t).text(NAME) for t in tiles]
        assert names[0] == "Games played: 2"
        assert names[4] == "Best score: 1,700"
        assert names[7].startswith("Current winning streak (longest: 1): 0")
        w.close()
    finally:
        service.close(timeout=1.0)


def test_undo_in_the_menu_names_the_card_as_speech_does(
    qtbot: QtBot, prefs: Preferences, accessible: None
) -> None:
    """A screen reader reads a menu entry's text as it is: "A♦" would be spelled out
    symbol by symbol, so with a reader running Undo and Redo name the cards in words."""
    w = shown_active(qtbot, MainWindow(Game.from_deal(1), 1, prefs))
    d = WindowDriver(qtbot, w)
    game = w.session.game
    move = next(iter(game.legal_moves))
    card, under = game.top(move.source), game.top(move.target)
    assert card is not None and under is not None
    said = f"Move {card_name(card)} to {card_name(under)}"
    assert d.play(move)
    undo, redo = d.action("undo"), d.action("redo")
    assert undo.text() == f"&Undo {said}"
    assert undo.toolTip() == f"Undo {said}"
    d.undo()
    assert redo.text() == f"&Redo {said}"
    QAccessible.setActive(False)  # no reader: the eye reads the short form at a glance
    d.redo()
    assert undo.text() == f"&Undo Move {card.label} to {under.label}"
    w.close()


def test_a_replay_and_the_history_have_no_unnamed_control(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, accessible: None
) -> None:
    from bakers_dozen_qt.store import GameLine

    game = Game.from_deal(7)
    for _ in range(12):
        game.push(next(iter(game.legal_moves)))
    path = tmp_path / "stats.sqlite"
    with StatsStore(path) as store:
        store.record(
            GameRecord("bakers-dozen", 7, False, 12, 60.0, 20,
                       line=GameLine(game.rules, game.move_stack))
        )  # fmt: skip
    w = shown_active(qtbot, MainWindow(Game.from_deal(1), 1, prefs, stats_path=path))
    d = WindowDriver(qtbot, w)
    page = d.open_history()
    assert unnamed(page.window()) == []
    said = d.listen()
    QTest.keyClick(page.table, K.Key_Return)
    qtbot.waitUntil(d.replaying, timeout=10_000)
    w.statusBar().clearMessage()
    assert unnamed(w) == []
    # Each step is said; the list the focus is on is named for what it is.
    focus = QApplication.focusWidget()
    assert QAccessible.queryAccessibleInterface(focus).text(NAME) == "Moves of the replay"
    press(qtbot, w, K.Key_Right)
    assert said[0].startswith("Your game of ") and said[-1].startswith("1. Move ")
    press(qtbot, w, K.Key_Escape)
    assert said[-1] == "Back to your game."
    w.close()
