"""Pause, the saved game, hints on the table, themes, shortcuts, and a minimised clock."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot
from time_control import FakeTime

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import Move
from bakers_dozen_qt.qt.files import saved_game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from conftest import click, col, grip, make_window

pytestmark = pytest.mark.gui


def test_pause_covers_the_table_and_stops_the_clock(
    qtbot: QtBot, window: MainWindow, fake_time: FakeTime
) -> None:
    window.session.request_move(Move(0, 2))
    clock = window.session.clock
    fake_time.advance(5)
    window.actions_by_name["pause"].trigger()
    assert window.scene.paused and clock.paused
    texts = [i.toPlainText() for i in window.scene.items() if hasattr(i, "toPlainText")]
    assert any(t.startswith("Paused") for t in texts)
    assert clock.elapsed() == 5.0
    fake_time.advance(60)
    assert clock.elapsed() == 5.0
    # A click on the covered table only resumes play; it picks nothing up.
    click(qtbot, window, QPoint(400, 400))
    assert not window.scene.paused and not clock.paused
    fake_time.advance(2)
    assert clock.elapsed() == 7.0
    assert window.game.moves_count == 1 and window.highlighted_piles() == set()
    assert not window.actions_by_name["pause"].isChecked()


def test_minimising_pauses_the_clock(qtbot: QtBot, window: MainWindow, fake_time: FakeTime) -> None:
    window.session.request_move(Move(0, 2))
    clock = window.session.clock
    fake_time.advance(5)
    window.setWindowState(Qt.WindowState.WindowMinimized)
    qtbot.waitUntil(lambda: clock.paused)
    fake_time.advance(60)
    assert clock.elapsed() == 5.0
    window.setWindowState(Qt.WindowState.WindowNoState)
    qtbot.waitUntil(lambda: not clock.paused)
    fake_time.advance(2)
    assert clock.elapsed() == 7.0


def test_a_game_survives_quitting(qtbot: QtBot, prefs: Preferences, tmp_path: Path) -> None:
    path = tmp_path / "saved.json"
    w = MainWindow(Game.from_deal(1), 1, prefs, save_path=path)
    qtbot.addWidget(w)
    for m in (Move(0, 2), Move(5, 2), Move(10, 0)):
        w.session.request_move(m)
    text = w.board_text()
    w.close()
    assert path.exists()

    again = MainWindow(Game.from_deal(99), 99, prefs, save_path=path)
    qtbot.addWidget(again)
    assert again.restore(path)
    assert again.board_text() == text and again.session.deal_number == 1
    # The restored moves are ordinary undo steps.
    again.undo_stack.undo()
    assert again.game.move_stack == (Move(0, 2), Move(5, 2))
    again.close()


def test_a_damaged_save_is_kept_and_reported(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    path = tmp_path / "saved.json"
    damaged = '{"format": "bakers-dozen-save", "version": 1, "variant": "bakers-dozen"}'
    path.write_text(damaged, encoding="utf-8")
    w = MainWindow(Game.from_deal(5), 5, prefs, save_path=path)
    qtbot.addWidget(w)
    assert not w.restore(path)
    assert "could not be read: it is damaged" in w.statusBar().currentMessage()
    assert w.notices.history[-1].detail == "the board is missing"
    assert (tmp_path / "saved.json.damaged").read_text(encoding="utf-8") == damaged
    assert w.session.deal_number == 5  # the fresh deal stays on the table
    assert saved_game.load(tmp_path / "missing.json") is None


def test_hint_lights_source_and_target(qtbot: QtBot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.hints.ready, timeout=10_000) as blocker:
        window.hint()
    move = blocker.args[0].move
    glows = [g for g in window.scene.items() if getattr(g, "role", "").startswith("hint")]
    assert len(glows) == 2 and all(g.isVisible() for g in glows)
    assert window.game.is_legal(move)


def test_keyboard_shortcuts(qtbot: QtBot, window: MainWindow) -> None:
    window.session.request_move(Move(0, 2))
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.game.moves_count == 0
    qtbot.keyClick(window.view, Qt.Key.Key_P)
    assert window.scene.paused
    qtbot.keyClick(window.view, Qt.Key.Key_P)
    assert not window.scene.paused


@pytest.mark.parametrize("theme", ["dark", "high-contrast", "green"])
def test_theme_and_deck_switches_keep_the_table(
    qtbot: QtBot, window: MainWindow, theme: str
) -> None:
    before = {n: window.card_rect(n) for n in ("7D", "KS", "AD")}
    window.set_theme(theme)
    window.set_deck_style("fourcolor")
    window.set_back("red")
    assert {n: window.card_rect(n) for n in before} == before
    click(qtbot, window, grip(window, "6D"))
    assert window.highlighted_piles() == {col(0)}


def test_face_down_cards_cannot_be_picked(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(5, "castles-in-spain"), 5)
    bottom = w.game.column(0)[0]
    assert not w.game.is_face_up(0, 0)
    assert bottom.name not in w.board_text()
    click(qtbot, w, grip(w, bottom.name))
    assert w.highlighted_piles() == set()
    w.close()
