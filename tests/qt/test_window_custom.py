"""Game > Variant > Custom…: a deal under the player's own rules."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, board_text, make_window

from bakers_dozen_qt.engine import Build, EmptyColumn, Game, custom_rules
from bakers_dozen_qt.qt.files.settings import Preferences


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
    w.close()


def test_cancel_keeps_the_game(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(12), 12)
    before = w.session.game
    dialog = w.choose_custom()
    dialog.face_down.setValue(3)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert w.session.game is before
    w.close()
