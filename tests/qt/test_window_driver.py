"""The window tests' driver finds what a player finds: a menu by the titles on screen,
View > Language's entries, a box's button by its words."""

from __future__ import annotations

import pytest
from window_driver import WindowDriver, abandon_dialog

from bakers_dozen_qt.qt.window.menu_actions import SYSTEM

pytestmark = pytest.mark.gui


def test_a_menu_is_found_by_the_titles_a_player_reads(driver: WindowDriver) -> None:
    variants = driver.menu("Game", "Variant")
    assert driver.action("variant/good-measure") in variants.actions()
    assert driver.menu("View", "Language") is driver.language_menu()
    with pytest.raises(AssertionError, match=r"no menu 'Gmae' in .*'Game'"):
        driver.menu("Gmae")


def test_choosing_a_language_checks_its_entry_alone(driver: WindowDriver) -> None:
    assert driver.language_action(SYSTEM).isChecked()
    driver.choose_language("da")
    driver.qtbot.waitUntil(lambda: driver.game_menu_title() == "&Spil")
    assert driver.language_action("da").isChecked()
    assert not driver.language_action(SYSTEM).isChecked()
    driver.choose_language("en")
    driver.qtbot.waitUntil(lambda: driver.game_menu_title() == "&Game")


def test_a_missing_button_is_named_with_the_ones_there(driver: WindowDriver) -> None:
    from bakers_dozen_qt.engine import Move

    window = driver.window
    window.prefs.ask_before_abandoning = True
    assert driver.play(Move(0, 2))
    driver.trigger("new")
    box = abandon_dialog(window)
    assert box is not None
    with pytest.raises(AssertionError, match="no button 'Maybe' among"):
        driver.button(box, "Maybe")
    driver.answer(box, "Keep Playing")
    assert window.session.game.moves_count == 1
