"""Honest records (issue 10, points 1, 2 and 12): help is marked, every played deal counts
once, and Moves counts the player's own moves."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot
from time_control import FakeTime, run_queued_work
from window_driver import WindowDriver, set_animation_ms, win_dialog

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.engine.moves import FOUNDATION
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store import GameRecord, Statistics, StatsStore

pytestmark = pytest.mark.gui

# Winnable only by putting Q♠ on a free king first; J♠ onto Q♠ buries the T♠ for good.
LOSABLE = """Foundations: H-Q C-Q D-Q S-9
TS QS
KH KS JS
KC
KD
"""

ONE_SAFE_MOVE = """Foundations: H-J C-J D-J S-J
QH KH
KC QC
QD KD
QS KS
"""

NEAR_WIN = """Foundations: H-Q C-J D-Q S-J
KH
KC QC
KD
KS QS
"""


# The positions above stand for a dealt game near its end: a board without a deal
# number is practice, never counted (tests/qt/test_practice.py).
DEALT = 7


def stats_window(
    qtbot: QtBot, prefs: Preferences, path: Path, game: Game, deal: int | None = DEALT
) -> MainWindow:
    w = MainWindow(game, deal, prefs, stats_path=path)
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)  # the shortcuts need an active window
    return w


def rows(path: Path) -> list[GameRecord]:
    with StatsStore(path) as store:
        return store.games()


def summary(path: Path, variant: str = "bakers-dozen") -> Statistics:
    with StatsStore(path) as store:
        return store.summary(variant)


def dialog_text(w: MainWindow) -> str:
    box = win_dialog(w)
    return "" if box is None else f"{box.text()}\n{box.informativeText()}"


def win_text(qtbot: QtBot, w: MainWindow) -> str:
    WindowDriver(qtbot, w).win_box()
    return dialog_text(w)


@pytest.mark.slow
def test_a_win_shown_by_the_solver_is_won_with_help_and_never_a_record(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    path = tmp_path / "stats.sqlite"
    w = stats_window(qtbot, prefs, path, Game.from_deal(2), 2)
    d = WindowDriver(qtbot, w)
    d.focus_table()
    assert d.play(next(iter(w.session.game.legal_moves)))
    d.hint(by_key=True, timeout=10_000)  # one hint
    d.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # one undo
    assert w.session.game.moves_count == 0
    assert d.play(next(iter(w.session.game.legal_moves)))
    box = d.solve(timeout=30_000)
    d.set_show_step()
    d.answer(box, "Show the Way")
    qtbot.waitUntil(w.session.game.is_won, timeout=30_000)
    assert "won with help" in win_text(qtbot, w).lower()
    w.close()
    [row] = rows(path)
    assert row.won and row.helped and (row.hints, row.undos) == (1, 1)
    s = summary(path)
    assert (s.played, s.won, s.won_with_help) == (1, 1, 1)
    assert s.best_score is None and s.best_seconds is None and s.current_streak == 0


@pytest.mark.slow
def test_going_back_to_where_it_was_lost_is_help_and_it_survives_a_resume(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    path, save = tmp_path / "stats.sqlite", tmp_path / "saved.json"
    w = MainWindow(Game.from_board_text(LOSABLE), DEALT, prefs, save_path=save, stats_path=path)
    qtbot.addWidget(w)
    d = WindowDriver(qtbot, w)
    assert d.play(Move(1, 0))  # J♠ onto Q♠: the losing move
    d.answer(d.where_lost(timeout=20_000), "Go Back")
    assert w.session.game.moves_count == 0
    w.close()  # quit: the game is saved, not counted
    assert rows(path) == []
    again = stats_window(qtbot, prefs, path, Game.from_deal(3), 3)
    assert again.restore(save)
    d = WindowDriver(qtbot, again)
    # The player wins from there.
    d.play_all((Move(0, 3), Move(0, FOUNDATION), Move(1, FOUNDATION), Move(3, FOUNDATION)))
    d.auto_finish()
    assert again.session.game.is_won()
    assert "won with help" in win_text(qtbot, again).lower()
    again.close()
    [row] = rows(path)
    assert row.won and row.helped
    assert summary(path).best_score is None


def test_a_restarted_deal_still_counts_once_when_abandoned(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    path = tmp_path / "stats.sqlite"
    w = stats_window(qtbot, prefs, path, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    d.play_all((Move(0, 2), Move(5, 2), Move(10, 0)))
    d.restart()
    d.restart()  # nothing to restart: no second step
    assert w.session.game.moves_count == 0
    w.new_deal(4)
    w.new_deal(5)  # deal 4 was never touched: not a game
    w.close()
    [row] = rows(path)
    assert (row.deal, row.won, row.moves) == (1, False, 3)


def test_a_deal_won_after_restarts_counts_once(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    path = tmp_path / "stats.sqlite"
    w = stats_window(qtbot, prefs, path, Game.from_board_text(NEAR_WIN))
    d = WindowDriver(qtbot, w)
    assert d.play(Move(1, FOUNDATION))
    d.restart()
    assert d.play(Move(1, FOUNDATION))
    d.auto_finish()
    assert w.session.game.is_won()
    d.undo()
    d.redo()  # won again: still the same game
    w.new_deal(6)
    w.close()
    [row] = rows(path)
    assert row.won and not row.helped and row.moves == 2


def test_moves_counts_the_players_moves_and_tells_the_automatic_ones_apart(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    prefs.auto_drop = True
    path = tmp_path / "stats.sqlite"
    w = stats_window(qtbot, prefs, path, Game.from_board_text(ONE_SAFE_MOVE))
    # Q♣ up frees K♣, which goes up on its own.
    assert WindowDriver(qtbot, w).play(Move(1, FOUNDATION))
    assert w.session.game.moves_count == 2
    label = w.status.labels["moves"]
    assert label.text() == "Moves 1"
    assert "Besides them, 1 move" in label.toolTip() and "made for you" in label.toolTip()
    w.new_deal(3)
    w.close()
    [row] = rows(path)
    assert (row.won, row.moves) == (False, 1)


def test_the_win_dialog_says_when_a_game_enters_the_top_ten(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    path = tmp_path / "stats.sqlite"
    w = stats_window(qtbot, prefs, path, Game.from_board_text(NEAR_WIN))
    WindowDriver(qtbot, w).auto_finish()
    win_text(qtbot, w)
    qtbot.waitUntil(lambda: "New best" in dialog_text(w))
    assert "New best: 1st in your top ten" in dialog_text(w)
    w.close()


def test_a_win_below_the_best_is_told_as_its_place_not_as_a_best(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    """Issue 26, point 3: "New best: 2nd in your top ten" for a result that is not the
    best; and a lost game scoring more is no place above it."""
    path = tmp_path / "stats.sqlite"
    with StatsStore(path) as store:
        store.record(GameRecord("bakers-dozen", 3, True, 90, 100.0, 2000))
        store.record(GameRecord("bakers-dozen", 4, False, 90, 100.0, 1990))
    w = stats_window(qtbot, prefs, path, Game.from_board_text(NEAR_WIN))
    WindowDriver(qtbot, w).auto_finish()
    win_text(qtbot, w)
    qtbot.waitUntil(lambda: "top ten" in dialog_text(w))
    assert "2nd place in your top ten" in dialog_text(w)
    assert "New best" not in dialog_text(w)
    w.close()


def test_a_daily_deal_result_can_be_copied_without_closing_the_dialog(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    w = stats_window(qtbot, prefs, tmp_path / "stats.sqlite", Game.from_deal(1), 1)
    w.session.new_game(Game.from_board_text(NEAR_WIN), 20261130, daily=True)
    d = WindowDriver(qtbot, w)
    assert d.play(Move(1, FOUNDATION))
    d.undo()
    d.redo()
    d.auto_finish()
    box = d.win_box()
    QGuiApplication.clipboard().clear()
    d.answer(box, "Copy Result")
    assert box.isVisible() and win_dialog(w) is box  # copying is no answer
    text = QGuiApplication.clipboard().text()
    lines = text.splitlines()
    assert lines[0] == "Baker's Dozen · daily deal 2026-11-30"
    assert lines[1].startswith("Won in 0:0") and " · 1 move · score " in lines[1]
    assert lines[2] == "1 undo"
    assert "KH" not in text and "♥" not in text  # no cards: no spoilers
    assert len(lines) == 3
    d.answer(box, "New Deal")
    assert win_dialog(w) is None and not w.session.game.is_won()
    w.close()


def test_an_ordinary_deal_offers_no_result_to_copy(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    w = stats_window(qtbot, prefs, tmp_path / "stats.sqlite", Game.from_board_text(NEAR_WIN))
    d = WindowDriver(qtbot, w)
    d.auto_finish()
    assert not any(b.text() == "Copy Result" for b in d.win_box().buttons())
    w.close()


def test_enter_in_the_solver_dialogs_is_no_help(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    w = stats_window(qtbot, prefs, tmp_path / "stats.sqlite", Game.from_board_text(LOSABLE))
    d = WindowDriver(qtbot, w)
    qtbot.keyClick(d.solve(timeout=30_000), Qt.Key.Key_Return)
    run_queued_work()
    # Not playing: no move to come either, the show plays only on its timer.
    assert not d.showing_the_way() and w.session.game.moves_count == 0
    assert d.play(Move(1, 0))  # J♠ onto Q♠: lost
    qtbot.keyClick(d.where_lost(timeout=20_000), Qt.Key.Key_Return)
    assert w.session.game.moves_count == 1
    assert not d.helped()
    w.close()


def timed_window(
    qtbot: QtBot, prefs: Preferences, path: Path, game: Game, now: FakeTime, deal: int = DEALT
) -> MainWindow:
    w = MainWindow(game, deal, prefs, stats_path=path, now=now)
    now.drive(w.session.clock)
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_a_lost_game_keeps_the_time_played_not_the_clock_at_its_last_move(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    """Issue 36: the clock starts at the first move, so the time at the last move of a game
    given up after one move was nothing (1.4e-05 s), while the status bar said 0:10."""
    path = tmp_path / "stats.sqlite"
    now = FakeTime()
    w = timed_window(qtbot, prefs, path, Game.from_deal(1), now, 1)
    d = WindowDriver(qtbot, w)
    d.play(Move(0, 2))
    now.advance(10.0)  # ten seconds looking at the table after the one move
    assert d.elapsed() == 10.0
    ended: list[GameRecord] = []
    w.session.finished.connect(ended.append)
    w.new_deal(4)
    assert [(r.won, r.seconds) for r in ended] == [(False, 10.0)]
    w.close()
    [row] = rows(path)
    assert (row.deal, row.won, row.moves, row.seconds) == (1, False, 1, 10.0)


def test_undo_then_redo_after_a_win_shows_the_win_that_was_recorded(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    """Issue 36: the second win dialog showed a score never recorded (the clock ran on
    between Undo and Redo) with the first one's placing."""
    path = tmp_path / "stats.sqlite"
    with StatsStore(path) as store:  # a better game: the win ranks 2nd
        store.record(GameRecord("bakers-dozen", 3, True, 90, 100.0, 5000))
    now = FakeTime()
    w = timed_window(qtbot, prefs, path, Game.from_board_text(NEAR_WIN), now)
    d = WindowDriver(qtbot, w)
    d.play(Move(0, FOUNDATION))  # K♥ home: the clock starts
    now.advance(100.0)
    d.auto_finish()
    d.win_box()
    qtbot.waitUntil(lambda: "top ten" in dialog_text(w))
    first = dialog_text(w)
    [recorded] = [r for r in rows(path) if r.deal == DEALT]
    assert f"Score <b>{recorded.score:,}</b>" in first and "Time 1:40" in first
    assert "2nd place in your top ten" in first
    d.undo()
    assert win_dialog(w) is None
    now.advance(400.0)  # the clock runs on: a win now would score less
    d.redo()
    d.win_box()
    run_queued_work()
    second = dialog_text(w)
    assert second == first  # the win recorded, its score and its place; no other
    assert [r.score for r in rows(path) if r.deal == DEALT] == [recorded.score]
    w.close()
