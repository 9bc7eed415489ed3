"""Quit and come back (issue 10, points 3 and 9): the whole undo history returns, the
clock waits for the player, and a damaged save is told once, properly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from time_control import FakeTime, run_queued_work
from window_driver import WindowDriver, problem_box, set_animation_ms

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.engine.history import StepKind
from bakers_dozen_qt.engine.moves import FOUNDATION
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow

pytestmark = pytest.mark.gui

# Auto Finish sends up Q♣ and K♣; the other queens lie under their kings.
PART_FINISH = """Foundations: H-J C-J D-J S-J
QH KH
KC QC
QD KD
QS KS
"""


def shown(qtbot: QtBot, w: MainWindow) -> WindowDriver:
    set_animation_ms(w, 0)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    d = WindowDriver(qtbot, w)
    d.focus_table()
    return d


def test_the_whole_history_comes_back_and_ctrl_z_works_at_once(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    save = tmp_path / "saved.json"
    first = MainWindow(Game.from_board_text(PART_FINISH), None, prefs, save_path=save)
    qtbot.addWidget(first)
    s = first.session
    assert s.request_move(Move(1, FOUNDATION))  # Q♣ up
    s.restart()
    assert s.auto_finish() == 2  # Q♣ and K♣, one step
    first.session.undo_stack.undo()  # the Auto Finish waits for Redo
    before = s.history()
    first.close()
    data = json.loads(save.read_text(encoding="utf-8"))
    kinds = [step[0] for step in data["history"]["steps"].split()]
    assert kinds == ["m", "r", "a"]  # a move, a restart, Auto Finish
    assert data["history"]["index"] == 2

    w = MainWindow(Game.from_deal(5), 5, prefs, save_path=save)
    qtbot.addWidget(w)
    assert w.restore(save)
    d = shown(qtbot, w)
    assert d.history() == before
    assert d.action("undo").text() == "&Undo Restart"
    assert d.action("redo").text() == "&Redo Auto Finish"
    d.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.session.game.move_stack == (Move(1, FOUNDATION),)  # the restart undone
    modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    d.key(Qt.Key.Key_Z, modifiers)
    assert w.session.game.moves_count == 0
    d.key(Qt.Key.Key_Z, modifiers)
    assert w.session.game.foundations == (13, 11, 11, 11)  # C D H S: the clubs are home
    assert [st.kind for st in d.history().steps][-1] is StepKind.AUTO_FINISH
    w.close()


def test_the_clock_waits_for_the_first_click_after_a_resume(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, fake_time: FakeTime
) -> None:
    save = tmp_path / "saved.json"
    first = MainWindow(Game.from_deal(1), 1, prefs, save_path=save)
    qtbot.addWidget(first)
    assert first.session.request_move(Move(0, 2))
    first.close()
    data = json.loads(save.read_text(encoding="utf-8"))
    data["elapsed_seconds"] = 42.0
    save.write_text(json.dumps(data), encoding="utf-8")

    w = MainWindow(Game.from_deal(5), 5, prefs, save_path=save, now=fake_time)
    fake_time.drive(w.session.clock)
    qtbot.addWidget(w)
    assert w.restore(save)
    d = shown(qtbot, w)
    fake_time.advance(30)  # half a minute on the welcome screen is no time played
    assert not d.clock_running()
    assert d.elapsed() == 42.0
    assert d.status_text("time") == "Time 0:42"
    d.click_card("KS")
    assert d.clock_running()
    fake_time.advance(18)
    assert d.elapsed() == 60.0
    assert d.status_text("time") == "Time 1:00"
    w.close()


@pytest.mark.slow
def test_a_damaged_save_is_told_once_in_a_message_that_says_where_it_went(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    save = tmp_path / "saved.json"
    save.write_text('{"format": "bakers-dozen-save", "version": 2, "variant": 7}\n')
    w = MainWindow(Game.from_deal(5), 5, prefs, save_path=save)
    qtbot.addWidget(w)
    assert not w.restore(save)
    w.show()  # the message waits for the window to be on screen
    box = WindowDriver(qtbot, w).problem_box()
    kept = tmp_path / "saved.json.damaged"
    assert kept.exists()
    words = f"{box.text()}\n{box.informativeText()}"
    assert "could not be read" in words and "damaged" in words
    assert str(kept) in words  # where the file was kept, in full
    assert "a new game" in words.lower()
    box.close()
    assert not w.restore(save)  # nothing there any more: no second message
    run_queued_work()
    assert problem_box(w) is None or not problem_box(w).isVisible()
    w.close()
