"""Statistics: each game is counted once, won or abandoned, and shown in a dialog."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, set_animation_ms

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.statistics.window import StatisticsWindow
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store import Statistics

NEAR_WIN = """Foundations: H-Q C-K D-K S-K
KH
"""


def stats_window(qtbot: QtBot, prefs: Preferences, tmp_path: Path, game: Game) -> MainWindow:
    # Deal 3's number: a board without one is practice, never counted.
    w = MainWindow(game, 3, prefs, stats_path=tmp_path / "stats.sqlite")
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def summary(qtbot: QtBot, w: MainWindow) -> Statistics:
    """The summary as the worker has it, after every game handed over so far."""
    assert w.stats is not None
    got: list[Statistics] = []
    w.stats.ask(lambda store: store.summary("bakers-dozen"), got.append)
    qtbot.waitUntil(lambda: bool(got))
    return got[0]


@pytest.mark.slow
def test_a_win_counts_once_and_an_abandoned_game_counts_as_lost(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    w = stats_window(qtbot, prefs, tmp_path, Game.from_board_text(NEAR_WIN))
    assert w.stats is not None
    d = WindowDriver(qtbot, w)
    d.double_click_card("KH")
    assert w.session.game.is_won()
    s = summary(qtbot, w)
    assert (s.played, s.won, s.best_score) == (1, 1, d.score())
    # Undo and win again: still one game.
    d.undo()
    d.redo()
    w.new_deal(4)
    assert summary(qtbot, w).played == 1
    # A game with moves, replaced by a new one, counts as played and lost.
    d.play(next(iter(w.session.game.legal_moves)))
    w.new_deal(5)
    s = summary(qtbot, w)
    assert (s.played, s.won, s.current_streak, s.longest_streak) == (2, 1, 0, 1)
    # A new deal before any move is not a game.
    w.new_deal(6)
    assert summary(qtbot, w).played == 2
    window = w.show_statistics()  # the Statistics window, fed by the same worker
    assert isinstance(window, StatisticsWindow)
    qtbot.waitUntil(lambda: window.overview is not None)
    assert window.overview is not None
    assert (window.overview.shown.played, window.overview.shown.won) == (2, 1)
    window.close()
    w.close()


def test_a_restored_game_is_not_counted_as_abandoned(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    save = tmp_path / "saved.json"
    first = MainWindow(Game.from_deal(1), 1, prefs, save_path=save)
    qtbot.addWidget(first)
    first.session.request_move(Move(0, 2))
    first.close()
    w = MainWindow(Game.from_deal(9), 9, prefs, save_path=save, stats_path=tmp_path / "s.sqlite")
    qtbot.addWidget(w)
    assert w.restore(save)
    assert summary(qtbot, w).played == 0
    assert w.session.game.move_stack == (Move(0, 2),)
    w.close()


@pytest.mark.slow
def test_closing_the_statistics_window_while_it_waits_is_safe(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    # The worker may answer after the window is gone: it answers through the main
    # window's bridge, which outlives every Statistics window, and the answer is dropped.
    w = stats_window(qtbot, prefs, tmp_path, Game.from_deal(1))
    assert WindowDriver(qtbot, w).play(Move(0, 2))
    w.new_deal(4)
    for _ in range(30):
        window = w.show_statistics()
        assert isinstance(window, StatisticsWindow)
        assert window.bridge is w.keeping.bridge
        window.close()  # deleted at once, a question still on its way
        qtbot.wait(1)
    assert summary(qtbot, w).played == 1
    w.close()
