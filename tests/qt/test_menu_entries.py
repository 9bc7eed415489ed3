"""The menus are built from their descriptions alone, and the descriptions drive them."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from window_driver import WindowDriver

from bakers_dozen_qt.qt.window.menu_actions import MenuActions
from bakers_dozen_qt.qt.window.menu_entries import Action, Menu, Toggle, When


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
