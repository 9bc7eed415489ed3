"""The game clock on a time the test moves: what it counts, when it ticks, what it keeps."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from time_control import FakeTime

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import Move
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.play.clock import Clock
from bakers_dozen_qt.qt.window.window import MainWindow


def driven(fake: FakeTime) -> tuple[Clock, list[float]]:
    """A clock on ``fake`` and the elapsed seconds it showed at each tick."""
    clock = Clock(now=fake)
    fake.drive(clock)
    seen: list[float] = []
    clock.tick.connect(lambda: seen.append(clock.elapsed()))
    return clock, seen


def test_the_clock_counts_only_running_unpaused_time() -> None:
    fake = FakeTime()
    clock, seen = driven(fake)
    fake.advance(10)  # not started: nothing counts, nothing ticks
    assert clock.elapsed() == 0.0 and seen == []
    clock.start()
    fake.advance(2.5)
    assert clock.elapsed() == 2.5
    clock.set_paused(True)
    fake.advance(100)
    assert clock.elapsed() == 2.5
    clock.set_paused(True)  # pausing twice changes nothing
    clock.set_paused(False)
    fake.advance(0.5)
    assert clock.elapsed() == 3.0
    clock.start()  # already running: the count goes on from where it is
    fake.advance(1)
    clock.stop()
    fake.advance(50)
    assert clock.elapsed() == 4.0 and not clock.running
    # Ticks while it ran, and one at the stop: the status shows the final time.
    assert seen == [2.5, 3.0, 4.0, 4.0]


def test_paused_before_the_start_counts_nothing_until_resumed() -> None:
    fake = FakeTime()
    clock, _ = driven(fake)
    clock.set_paused(True)
    clock.start()
    fake.advance(30)
    assert clock.running and clock.elapsed() == 0.0
    clock.set_paused(False)
    fake.advance(1)
    assert clock.elapsed() == 1.0


def test_reset_keeps_the_seconds_given_and_waits() -> None:
    fake = FakeTime()
    clock, seen = driven(fake)
    clock.start()
    fake.advance(7)
    clock.reset(42.25)
    assert not clock.running and clock.elapsed() == 42.25 and seen == [7.0, 42.25]
    fake.advance(60)
    assert clock.elapsed() == 42.25
    clock.start()
    fake.advance(17.75)
    assert clock.elapsed() == 60.0


@pytest.mark.gui
def test_the_time_played_is_saved_and_comes_back(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    save = tmp_path / "saved.json"
    fake = FakeTime()
    first = MainWindow(Game.from_deal(1), 1, prefs, save_path=save, now=fake)
    qtbot.addWidget(first)
    assert first.session.request_move(Move(0, 2))
    fake.advance(75.5)
    first.close()  # quitting saves the game, its time with it
    assert json.loads(save.read_text(encoding="utf-8"))["elapsed_seconds"] == 75.5

    later = FakeTime(start=5_000.0)  # another run of the program: another time origin
    w = MainWindow(Game.from_deal(5), 5, prefs, save_path=save, now=later)
    later.drive(w.session.clock)
    qtbot.addWidget(w)
    assert w.restore(save)
    assert w.session.elapsed() == 75.5 and not w.session.clock.running
    assert w.status.labels["time"].text() == "Time 1:15"
    assert w.session.request_move(Move(5, 2))
    later.advance(4.5)
    assert w.session.elapsed() == 80.0
    assert w.status.labels["time"].text() == "Time 1:20"
    w.close()
