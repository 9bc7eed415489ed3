"""Dialogs go when they close, and a language switch keeps no old catalogue (issue 31,
point 9): opened and closed twenty times, each leaves nothing behind. Counted (widgets
under the window, translators under the application), not measured:
``benchmarks/dialog_memory_bench.py`` measures the memory."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot
from window_driver import abandon_dialog

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.qt.words import i18n

pytestmark = pytest.mark.gui


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def close_dialogs(w: MainWindow) -> None:
    for d in w.findChildren(QDialog):
        if d.isVisible():
            d.reject()
    settle()


@pytest.fixture
def window(qtbot: QtBot, prefs: Preferences) -> MainWindow:
    prefs.ask_before_abandoning = True
    w = MainWindow(Game.from_deal(1), 1, prefs)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert w.session.request_move(Move(0, 2))  # a game in progress: New Deal asks
    return w


def _abandon(w: MainWindow) -> None:
    w.new_deal()
    assert abandon_dialog(w) is not None


def _paste_error(w: MainWindow) -> None:
    QGuiApplication.clipboard().setText("not a board")
    w.paste_board()
    assert w.board_clipboard.error_box is not None


OPEN: dict[str, Callable[[MainWindow], object]] = {
    "abandon question": _abandon,
    "Paste Board error": _paste_error,
    "Deal by Number": MainWindow.deal_by_number,
    "Custom variant": MainWindow.choose_custom,
    "About": MainWindow.show_about,
    "Keyboard": lambda w: w.menus.actions.keys_help.trigger(),
}


@pytest.mark.slow
@pytest.mark.parametrize("kind", OPEN)
def test_a_dialog_opened_and_closed_leaves_nothing_behind(window: MainWindow, kind: str) -> None:
    OPEN[kind](window)
    close_dialogs(window)
    before = len(window.findChildren(QWidget))
    for _ in range(20):
        OPEN[kind](window)
        close_dialogs(window)
    assert len(window.findChildren(QWidget)) == before
    assert window.custom_dialog is None and window.board_clipboard.error_box is None


@pytest.mark.slow
def test_a_language_switch_keeps_no_old_translators(window: MainWindow) -> None:
    app = QCoreApplication.instance()
    assert app is not None
    try:
        i18n.set_language("da")
        settle()
        before = len(app.findChildren(QTranslator))
        for code in ["en", "da"] * 10:
            i18n.set_language(code)
            settle()
        assert len(app.findChildren(QTranslator)) == before
    finally:
        i18n.set_language("en")
