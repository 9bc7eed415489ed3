"""Edit > Copy Board / Paste Board: the table as text, and boards from elsewhere."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.qt.files.settings import Preferences
from conftest import make_window


def test_copy_board_gives_text_the_solver_reads(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    for m in (Move(0, 2), Move(3, 10)):
        w.session.request_move(m)
    w.actions_by_name["copy"].trigger()
    text = QGuiApplication.clipboard().text()
    assert text == w.game.board_text(reveal=False)
    assert Game.from_board_text(text).position() == w.game.position()
    done = subprocess.run(
        [sys.executable, "-m", "bakers_dozen_qt.cli.solve", "--board", "-", "--nodes", "200000"],
        input=text,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[0] == "won"
    w.close()


def test_copy_hides_face_down_cards(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(3, "castles-in-spain"), 3)
    w.actions_by_name["copy"].trigger()
    assert QGuiApplication.clipboard().text().count("(??)") == 39
    w.close()


def test_paste_board_starts_that_game(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    QGuiApplication.clipboard().setText(Game.from_deal(77).board_text())
    w.actions_by_name["paste"].trigger()
    assert w.game.position() == Game.from_deal(77).position()
    assert w.game.moves_count == 0 and w.session.deal_number is None
    w.close()


def test_pasting_53_cards_explains_and_keeps_the_game(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    w.session.request_move(Move(0, 2))
    before = w.game.position()
    QGuiApplication.clipboard().setText(Game.from_deal(77).board_text() + "AS\n")
    w.actions_by_name["paste"].trigger()
    assert w.game.position() == before and w.game.moves_count == 1
    box = w.board_clipboard.error_box
    assert box is not None and box.isVisible()
    assert "Line 14: A♠ is there twice (also on line " in box.informativeText()
    box.close()
    w.close()
