"""The menus are built from their descriptions alone, and the descriptions drive them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.menu_actions import MenuActions
from bakers_dozen_qt.qt.window.menu_entries import Action, Menu, Toggle, When
from bakers_dozen_qt.qt.window.window import MainWindow


def _entries_in(menu: QMenu) -> list[QAction]:
    found = []
    for a in menu.actions():
        sub = a.menu()
        if isinstance(sub, QMenu):
            found += _entries_in(sub)
        elif not a.isSeparator():
            found.append(a)
    return found


@pytest.mark.slow
def test_every_entry_on_screen_is_a_described_one(driver: WindowDriver) -> None:
    actions = driver.window.menus.actions
    on_screen = [a for top in driver.window.menuBar().actions() for a in _entries_in(top.menu())]
    assert len(on_screen) == len(set(on_screen))  # each entry in one place
    assert set(on_screen) == set(actions.all_actions())
    assert driver.toolbar().actions() == [
        actions.new,
        actions.restart,
        actions.undo,
        actions.redo,
        actions.hint,
        actions.finish,
        actions.pause,
    ]


def test_the_menus_follow_the_order_of_the_descriptions(driver: WindowDriver) -> None:
    actions = driver.window.menus.actions
    titles = [e for e in MenuActions.entries if isinstance(e, Menu) and e.parent is None]
    assert driver.window.menuBar().actions() == [actions.built(m).menuAction() for m in titles]
    game = [
        e for e in MenuActions.entries if isinstance(e, Action | Toggle) and e.menu is titles[0]
    ]
    in_game_menu = [a for a in actions.game_menu.actions() if a in actions.all_actions()]
    assert in_game_menu == [actions.built(e) for e in game]


def test_an_entry_reads_its_described_text_and_shortcut(driver: WindowDriver) -> None:
    solve = driver.action("solve")
    assert solve is driver.window.menus.actions.solve
    assert solve.text() == "&Solve…"
    assert solve.shortcut().toString() == "Ctrl+Shift+S"
    assert driver.action("zoom_in").shortcut().toString() == "Ctrl+="
    assert driver.action("variant/good-measure").statusTip().startswith("Ten columns of five")


def test_what_changes_the_game_waits_while_paused(driver: WindowDriver) -> None:
    playing = [
        e.name for e in MenuActions.entries if isinstance(e, Action) and e.when == When.PLAYING
    ]
    assert {"restart", "hint", "finish", "solve", "lost"} <= set(playing)
    driver.trigger("pause")
    assert driver.checked("pause")
    assert not any(driver.action(name).isEnabled() for name in playing)
    assert driver.action("new").isEnabled()  # a new deal is not a change of this game
    driver.trigger("pause")
    assert all(driver.action(name).isEnabled() for name in playing)


def test_a_toggle_sets_its_preference_and_follows_it(driver: WindowDriver) -> None:
    prefs = driver.window.prefs
    before = prefs.live_status
    driver.trigger("live_status")
    assert prefs.live_status is not before
    prefs.ask_before_help = True  # as a guard's "do not ask again" would, the other way
    driver.window.menus.sync()
    assert driver.checked("ask_help")


def _described_game_menu(actions: MenuActions) -> list[QAction]:
    game = MenuActions.game_menu
    return [
        actions.built(e)
        for e in MenuActions.entries
        if isinstance(e, Action | Toggle) and e.menu is game
    ]


def test_the_first_frame_has_the_titles_and_the_toolbar_and_the_menus_fill_after_it(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w = MainWindow(Game.from_deal(1), 1, prefs)
    qtbot.addWidget(w)
    menus = w.menus
    game_menu = w.menuBar().actions()[0].menu()
    assert isinstance(game_menu, QMenu)
    # Before the first frame: the menu bar's titles and the toolbar's buttons, with their
    # shortcuts; not the menus' contents (about 5 ms of start-up).
    assert [a.text() for a in w.menuBar().actions()] == ["&Game", "&Edit", "&View", "&Help"]
    assert [a.shortcut().toString() for a in menus.toolbar.actions()] == [
        "F2", "Ctrl+R", "Ctrl+Z", "Ctrl+Y", "H", "A", "P"
    ]  # fmt: skip
    assert game_menu.actions() == []
    w.show()
    with qtbot.waitSignal(w.first_frame_shown, timeout=10_000):
        pass
    assert menus.actions.filled
    entries = [a for a in game_menu.actions() if not a.isSeparator() and a.menu() is None]
    assert entries == _described_game_menu(menus.actions)
    assert menus.actions.new in entries  # the toolbar's actions are in their menu too


def test_a_menu_opened_before_the_first_frame_shows_its_entries(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w = MainWindow(Game.from_deal(1), 1, prefs)
    qtbot.addWidget(w)
    game_menu = w.menuBar().actions()[0].menu()
    assert isinstance(game_menu, QMenu)
    assert game_menu.actions() == []
    game_menu.popup(QPoint(0, 0))
    entries = [a for a in game_menu.actions() if not a.isSeparator() and a.menu() is None]
    assert entries == _described_game_menu(w.menus.actions)
    game_menu.close()


def test_an_entry_asked_for_before_the_first_frame_is_built_in_its_place(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w = MainWindow(Game.from_deal(1), 1, prefs)
    qtbot.addWidget(w)
    solve = w.menus.actions.solve  # read as the code reads it: the menus fill now
    assert solve.shortcut().toString() == "Ctrl+Shift+S"
    assert solve.text() == "&Solve…"  # worded as it is built
    assert w.menus.actions.filled
    game_menu = w.menuBar().actions()[0].menu()
    assert isinstance(game_menu, QMenu)
    entries = [a for a in game_menu.actions() if not a.isSeparator() and a.menu() is None]
    assert entries == _described_game_menu(w.menus.actions)
