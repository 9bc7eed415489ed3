"""Paste Board's error box shows what was pasted as plain text, never as markup."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, make_window

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.qt.files.settings import Preferences


def test_pasted_markup_is_shown_as_text(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    before = w.session.game.position()
    QGuiApplication.clipboard().setText("<b>XX</b> <i>YY</i>\n")
    d.trigger("paste")
    box = d.paste_error_box()
    assert box is not None and box.isVisible()
    assert w.session.game.position() == before
    labels = [lb for lb in box.findChildren(QLabel) if "<b>XX</b>" in lb.text()]
    assert labels, "the pasted word is not in the message"
    for label in labels:
        # Qt's AutoText would render <b>XX</b> bold and drop the tags from view.
        assert label.textFormat() == Qt.TextFormat.PlainText
    box.close()
    w.close()
