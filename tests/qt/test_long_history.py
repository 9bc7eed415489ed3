"""A move costs the same after 5 steps or 5,000 (issue 31, point 3): nothing a move does
walks the whole undo history. Counted, not timed: how many undo entries the window
reads for one move (benchmarks/history_bench.py measures the time)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from time_control import run_queued_work
from window_driver import set_animation_ms

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.engine.history import History, Step, StepKind
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow

pytestmark = pytest.mark.gui

LINE = [Move.parse(m) for m in ["1-3", "2-3", "4-11", "4-f"]]


def history_of(rounds: int) -> History:
    one = [Step(StepKind.MOVE, (m,)) for m in LINE]
    steps = [*one, Step(StepKind.RESTART)] * rounds
    return History(tuple(steps), len(steps))


def entries_read_by_one_move(qtbot: QtBot, prefs: Preferences, rounds: int) -> int:
    w = MainWindow(Game.from_deal(1), 1, prefs)
    qtbot.addWidget(w)
    set_animation_ms(w, 0)
    w.session.start_from(Game.from_deal(1), history_of(rounds), 1)
    stack = w.session.undo_stack
    real = stack.command
    reads = 0

    def counted(index: int) -> object:
        nonlocal reads
        reads += 1
        return real(index)

    stack.command = counted  # type: ignore[method-assign]
    assert w.session.request_move(LINE[0])
    w.status.update_all()  # what the clock's tick redraws every second
    run_queued_work()  # the announcer's and the menus' queued work
    w.close()
    return reads


@pytest.mark.slow
def test_a_move_reads_a_few_undo_entries_whatever_the_history(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    short = entries_read_by_one_move(qtbot, prefs, 1)
    long = entries_read_by_one_move(qtbot, prefs, 1_000)
    assert long == short
    assert long <= 10


@pytest.mark.slow
def test_the_toolbar_buttons_do_not_gather_connections_move_after_move(
    qtbot: QtBot, prefs: Preferences
) -> None:
    # Each change of the Undo action left one more connection on it (a Qt fault, see
    # qt_fixes): 200 moves, 400 connections, each slowing the next change.
    from PySide6.QtCore import SIGNAL

    w = MainWindow(Game.from_deal(1), 1, prefs)
    qtbot.addWidget(w)
    set_animation_ms(w, 0)
    with qtbot.waitSignal(w.first_frame_shown, timeout=10_000):
        w.show()  # moves come once the table is on screen
    undo = w.menus.actions.undo
    before = undo.receivers(SIGNAL("changed()"))
    w.session.auto_drop = False
    for i in range(200):
        if i % 5 == 4:
            w.session.restart()
        else:
            assert w.session.request_move(LINE[i % 5])
    assert undo.receivers(SIGNAL("changed()")) <= before + 2
    w.close()
