"""The game in progress is saved once the table is still, and at once on quitting."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from time_control import run_queued_work
from window_driver import WindowDriver, new_game_from

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import Move
from bakers_dozen_qt.qt.files import saved_game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.play.session import GameSession
from bakers_dozen_qt.qt.window.window import MainWindow

pytestmark = pytest.mark.gui


def saving_window(qtbot: QtBot, prefs: Preferences, path: Path) -> MainWindow:
    w = MainWindow(Game.from_deal(1), 1, prefs, save_path=path)
    qtbot.addWidget(w)
    return w


def count_writes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Move, ...]]:
    """Every save written from now on, as the moves it held."""
    writes: list[tuple[Move, ...]] = []
    real = saved_game.save

    def spy(path: Path, session: GameSession) -> None:
        writes.append(session.game.move_stack)
        real(path, session)

    monkeypatch.setattr(saved_game, "save", spy)
    return writes


def test_a_burst_of_moves_is_one_write_and_a_refused_move_none(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "saved.json"
    writes = count_writes(monkeypatch)
    w = saving_window(qtbot, prefs, path)
    w.autosave.set_delay(40)
    d = WindowDriver(qtbot, w)
    played = (Move(0, 2), Move(5, 2), Move(10, 0))
    d.play_all(played)
    assert w.autosave.pending and writes == []  # nothing written in the middle of play
    qtbot.waitUntil(lambda: writes == [played])
    loaded = saved_game.load(path)
    assert loaded is not None and loaded.game.move_stack == played
    assert not d.play(Move(4, 2))  # Q♠ onto 7♦: refused
    run_queued_work()
    assert not w.autosave.pending  # no write to come: the autosave writes only when due
    assert writes == [played]
    w.close()


def test_quitting_writes_at_once(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "saved.json"
    writes = count_writes(monkeypatch)
    w = saving_window(qtbot, prefs, path)
    w.autosave.set_delay(600_000)
    assert WindowDriver(qtbot, w).play(Move(0, 2))
    assert not path.exists()
    w.close()
    assert writes == [(Move(0, 2),)]
    loaded = saved_game.load(path)
    assert loaded is not None and loaded.game.move_stack == (Move(0, 2),)


def test_a_won_game_leaves_no_save(qtbot: QtBot, prefs: Preferences, tmp_path: Path) -> None:
    path = tmp_path / "saved.json"
    w = saving_window(qtbot, prefs, path)
    d = WindowDriver(qtbot, w)
    assert d.play(Move(0, 2))
    w.save()
    assert path.exists()
    new_game_from(w, Game.from_board_text("Foundations: H-Q C-K D-K S-K\nKH\n"))
    d.auto_finish()
    assert w.session.game.is_won()
    w.close()
    assert not path.exists()


def test_a_deal_only_looked_at_is_kept_and_comes_back(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    """Issue 26: a dealt game is the game in progress until the player moves on, even
    before its first move (the next start dealt another)."""
    path = tmp_path / "saved.json"
    w = MainWindow(Game.from_deal(5), 5, prefs, save_path=path)
    qtbot.addWidget(w)
    w.new_deal(17, "good-measure")  # looked at, not played
    w.close()
    again = MainWindow(Game.from_deal(9), 9, prefs, save_path=path)
    qtbot.addWidget(again)
    assert again.restore(path)
    d = WindowDriver(qtbot, again)
    assert d.deal_number() == 17 and again.session.game.rules.id == "good-measure"
    assert again.session.game.moves_count == 0 and d.undo_steps() == 0
    assert again.session.game.position() == Game.from_deal(17, "good-measure").position()
    assert d.elapsed() == 0 and not d.clock_running()
    again.close()


def test_no_move_lands_after_the_closing_save(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    # The close saves first, then waits on the statistics' worker: events (a timer, a
    # queued move) still run meanwhile, and a move played then was on the table, never in
    # the save (tests/test_quit_saves.py saw it once in a few rounds under SIGTERM).
    path = tmp_path / "saved.json"
    w = saving_window(qtbot, prefs, path)
    assert w.session.request_move(Move(0, 2))
    w.close()
    assert not w.session.request_move(Move(5, 2))
    w.session.undo()
    assert w.session.game.move_stack == (Move(0, 2),)
    loaded = saved_game.load(path)
    assert loaded is not None and loaded.game.move_stack == w.session.game.move_stack
