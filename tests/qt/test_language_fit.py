"""Long texts fit: in the pseudo language (every text about twice as long as in English)
no toolbar button, status bar figure or dialog text is cut; layouts grow instead."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QAbstractButton, QLabel, QToolButton, QWidget
from pytestqt.qtbot import QtBot
from time_control import run_queued_work

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.engine.scoring import Breakdown
from bakers_dozen_qt.languages import Language
from bakers_dozen_qt.qt.dialogs.dialogs import StuckDialog, WinDialog, Won
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.words import i18n
from conftest import make_window


def cut(widget: QWidget) -> list[str]:
    """The visible texts of ``widget`` that do not fit where they are drawn."""
    found = []
    for label in widget.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        if label.wordWrap():
            fits = label.heightForWidth(label.width()) <= label.height() + 1
        else:
            fits = label.sizeHint().width() <= label.width() + 1
        if not fits:
            found.append(label.text())
    for button in widget.findChildren(QAbstractButton):
        wide = button.sizeHint().width() > button.width() + 1
        if button.isVisible() and button.text() and wide:
            found.append(button.text())
    return found


def test_long_texts_fit_the_window_and_its_dialogs(
    qtbot: QtBot, prefs: Preferences, pseudo_language: tuple[Language, Path]
) -> None:
    i18n.set_language(*pseudo_language)
    w = make_window(qtbot, prefs, Game.from_deal(1))
    run_queued_work()  # the layout the long words asked for
    assert cut(w.statusBar()) == []
    buttons = [b for b in w.menus.toolbar.findChildren(QToolButton) if b.defaultAction()]
    assert {b.defaultAction() for b in buttons if b.isVisible()} == set(w.menus.toolbar.actions())
    assert cut(w.menus.toolbar) == []

    # Every line the win dialog can show: help, hints and undos, a place in the top ten.
    won = Won(Breakdown(260, 500, 1102), 98.0, 131, 12, helped=True, hints=3, undos=2)
    win = WinDialog(w, won, lambda: None)
    win.offer_copy("result")
    win.set_placing(3)
    stuck = StuckDialog(w, *(lambda: None for _ in range(4)))
    custom = w.choose_custom()
    for dialog in (win, stuck, custom):
        dialog.show()
        qtbot.waitExposed(dialog)
        assert cut(dialog) == [], type(dialog).__name__
        dialog.close()
    w.close()


def test_the_toolbar_drops_its_texts_rather_than_hide_a_button(
    qtbot: QtBot, prefs: Preferences, pseudo_language: tuple[Language, Path]
) -> None:
    i18n.set_language(*pseudo_language)
    w = make_window(qtbot, prefs, Game.from_deal(1))
    w.resize(700, 600)
    buttons = [b for b in w.menus.toolbar.findChildren(QToolButton) if b.defaultAction()]

    def shown() -> list[QToolButton]:
        return [b for b in buttons if b.isVisible()]

    qtbot.waitUntil(lambda: len(shown()) == len(w.menus.toolbar.actions()))
    visible = shown()
    assert all(b.toolButtonStyle().name == "ToolButtonIconOnly" for b in visible)
    assert all(b.toolTip() for b in visible)  # each still says what it does
    w.resize(1280, 820)
    qtbot.waitUntil(lambda: visible[0].toolButtonStyle().name == "ToolButtonTextBesideIcon")
    w.close()
