"""Edit > Copy Board / Paste Board: the table as text, and boards from elsewhere."""

from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, make_window

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.qt.files.settings import Preferences


@pytest.mark.slow
def test_copy_board_gives_text_the_solver_reads(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    d.play_all((Move(0, 2), Move(3, 10)))
    d.trigger("copy")
    text = QGuiApplication.clipboard().text()
    assert text == w.session.game.board_text(reveal=False)
    assert Game.from_board_text(text).position() == w.session.game.position()
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
    WindowDriver(qtbot, w).trigger("copy")
    assert QGuiApplication.clipboard().text().count("(??)") == 39
    w.close()


def test_paste_board_starts_that_game(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    QGuiApplication.clipboard().setText(Game.from_deal(77).board_text())
    d.trigger("paste")
    assert w.session.game.position() == Game.from_deal(77).position()
    assert w.session.game.moves_count == 0 and d.deal_number() is None
    w.close()


def test_pasting_53_cards_explains_and_keeps_the_game(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    d.play(Move(0, 2))
    before = w.session.game.position()
    QGuiApplication.clipboard().setText(Game.from_deal(77).board_text() + "AS\n")
    d.trigger("paste")
    assert w.session.game.position() == before and w.session.game.moves_count == 1
    box = d.paste_error_box()
    assert box is not None and box.isVisible()
    assert "Line 14: A♠ is there twice (also on line " in box.informativeText()
    box.close()
    w.close()
