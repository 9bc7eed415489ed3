"""Game > Variant > Custom…: a deal under the player's own rules."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, board_text, make_window

from bakers_dozen_qt.engine import Build, EmptyColumn, Game, custom_rules
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.words import i18n


def test_custom_rules_deal_the_same_number_under_new_rules(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(12), 12)
    dialog = w.choose_custom()
    assert dialog.rules() == custom_rules()  # starts from Baker's Dozen's own rules
    dialog.face_down.setValue(2)
    dialog.kings.setChecked(False)
    dialog.build.setCurrentIndex(2)
    dialog.empty.setCurrentIndex(1)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    wanted = custom_rules(
        face_down_rows=2,
        kings_to_bottom=False,
        build=Build.SAME_SUIT,
        empty_column=EmptyColumn.KING,
    )
    assert w.session.game.rules == wanted
    assert w.session.game.position() == Game.from_deal(12, wanted).position()
    assert WindowDriver(qtbot, w).deal_number() == 12
    assert "(??)" in board_text(w)  # face-down cards stay hidden from the player
    rules = "same suit, kings fill empty columns, 2 rows face down, kings stay put"
    assert w.windowTitle() == f"Custom: {rules} · Deal 12 — Baker's Dozen"
    caption = WindowDriver(qtbot, w).table_caption()
    assert "Custom" in caption and rules in caption and "Deal 12" in caption
    w.close()


def test_a_custom_game_names_its_rules_in_the_players_language(
    qtbot: QtBot, prefs: Preferences
) -> None:
    rules = custom_rules(face_down_rows=1, build=Build.ALTERNATE_COLOUR)
    w = make_window(qtbot, prefs, Game.from_deal(3, rules), 3)
    d = WindowDriver(qtbot, w)
    english = "alternate colours, empty columns stay empty, 1 row face down, kings to the bottom"
    assert english in w.windowTitle() and english in d.table_caption()
    assert i18n.set_language("cs")
    czech = "střídavé barvy, prázdné sloupce zůstávají prázdné, 1 řada zakrytě, králové dospod"
    qtbot.waitUntil(lambda: czech in w.windowTitle())
    assert w.windowTitle().startswith(f"Vlastní: {czech} · ")
    assert czech in d.table_caption()
    w.close()


def test_cancel_keeps_the_game(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(12), 12)
    before = w.session.game
    dialog = w.choose_custom()
    dialog.face_down.setValue(3)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert w.session.game is before
    w.close()
