"""A position the player did not deal is practice (issue 26, point 1): a pasted board,
even a deal's own board pasted back, is never a record, never in a top ten or a streak,
and the window says so while it is on the table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, shown_active

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store import GameRecord, StatsStore

pytestmark = pytest.mark.gui

K, CTRL = Qt.Key, Qt.KeyboardModifier.ControlModifier

# What the report pasted: one F away from a win worth 1,960 points in no time.
FORGED = "Foundations: H-K C-K D-Q S-J\nKS QS\nKD\n" + ":\n" * 11

NEAR_WIN = """Foundations: H-Q C-J D-Q S-J
KH
KC QC
KD
KS QS
"""


def window(qtbot: QtBot, prefs: Preferences, path: Path, game: Game, deal: int) -> MainWindow:
    return shown_active(qtbot, MainWindow(game, deal, prefs, stats_path=path))


def games(path: Path) -> list[GameRecord]:
    with StatsStore(path) as store:
        return store.games()


def finish_by_keys(d: WindowDriver) -> str:
    """Send every card up with F and Right, as the player did; the win dialog's text."""
    w = d.window
    for _ in range(30):
        if w.session.game.is_won():
            break
        before = w.session.game.moves_count
        d.press(K.Key_F)
        if w.session.game.moves_count == before:
            d.press(K.Key_Right)
    assert w.session.game.is_won()
    box = d.win_box()
    return f"{box.text()}\n{box.informativeText()}"


def test_a_pasted_board_is_practice_and_never_a_record(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    prefs.auto_drop = True  # as a new player has it
    path = tmp_path / "stats.sqlite"
    w = window(qtbot, prefs, path, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    QGuiApplication.clipboard().setText(FORGED)
    d.press(K.Key_V, CTRL)
    assert w.session.game.position() == Game.from_board_text(FORGED).position()
    # Said while it is on the table: the title, the status bar, the felt.
    assert d.practice()
    assert "Practice" in w.windowTitle()
    assert "Practice" in d.status_text("deal")
    assert "Practice" in d.table_caption()
    text = finish_by_keys(d)
    assert "practice" in text.lower()
    assert "top ten" not in text and "New best" not in text
    w.close()
    assert games(path) == []  # nothing counted: no best score, no fastest win, no streak
    with StatsStore(path) as store:
        s = store.summary("bakers-dozen")
        assert (s.played, s.best_score, s.best_seconds, s.current_streak) == (0, None, None, 0)
        assert store.leaderboard("bakers-dozen") == []


def test_a_deals_own_board_pasted_back_is_practice_too(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    path = tmp_path / "stats.sqlite"
    # A dealt game near its end (the board stands for deal 5's).
    w = window(qtbot, prefs, path, Game.from_board_text(NEAR_WIN), 5)
    d = WindowDriver(qtbot, w)
    assert not d.practice() and "Practice" not in w.windowTitle()
    d.press(K.Key_C, CTRL)
    d.press(K.Key_V, CTRL)
    assert d.practice() and "Practice" in w.windowTitle()
    text = finish_by_keys(d)
    assert "practice" in text.lower() and "top ten" not in text
    w.close()
    assert games(path) == []


def test_pasting_over_a_deal_in_progress_counts_that_deal_as_lost(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    """The clock and the history do not start again for free: the dealt game ends there
    (as a loss), the pasted copy is practice."""
    path = tmp_path / "stats.sqlite"
    w = window(qtbot, prefs, path, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    d.press(K.Key_1)  # 7♦ picked up...
    d.press(K.Key_3)  # ... onto 8♠
    assert w.session.game.moves_count == 1
    d.press(K.Key_C, CTRL)
    d.press(K.Key_V, CTRL)
    assert d.practice() and w.session.game.moves_count == 0
    assert d.player_moves() == 0 and d.elapsed() < 1
    w.close()
    [lost] = games(path)
    assert (lost.deal, lost.won, lost.moves) == (1, False, 1)


@pytest.mark.slow
def test_a_practice_game_is_kept_and_resumed_as_practice(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    path, save = tmp_path / "stats.sqlite", tmp_path / "saved.json"
    w = shown_active(
        qtbot, MainWindow(Game.from_deal(1), 1, prefs, save_path=save, stats_path=path)
    )
    d = WindowDriver(qtbot, w)
    QGuiApplication.clipboard().setText(NEAR_WIN)
    d.press(K.Key_V, CTRL)
    d.press(K.Key_F)
    w.close()
    again = shown_active(
        qtbot, MainWindow(Game.from_deal(2), 2, prefs, save_path=save, stats_path=path)
    )
    again_d = WindowDriver(qtbot, again)
    assert again.restore(save)
    assert again_d.practice() and "Practice" in again.windowTitle()
    finish_by_keys(again_d)
    again.close()
    assert games(path) == []


def test_the_store_keeps_games_without_a_deal_out_of_every_figure(tmp_path: Path) -> None:
    """Older versions counted pasted boards: such a row is kept (and exported) but is no
    record, no place in a top ten, no part of a streak or a chart."""
    with StatsStore(tmp_path / "stats.sqlite") as store:
        store.record(GameRecord("bakers-dozen", 3, True, 90, 300.0, 1660))
        forged = store.record(GameRecord("bakers-dozen", None, True, 1, 0.0, 1960))
        s = store.summary("bakers-dozen")
        assert (s.played, s.won, s.best_score, s.best_seconds) == (1, 1, 1660, 300.0)
        assert s.current_streak == 1 and s.longest_streak == 1
        assert [g.deal for g in store.leaderboard("bakers-dozen")] == [3]
        assert not store.placing(forged).entered
        assert [g.score for g in store.recent(10, "bakers-dozen")] == [1660]
        assert sum(b.count for b in store.win_time_histogram("bakers-dozen")) == 1
        assert store.variants() == ["bakers-dozen"]
        assert len(store.games()) == 2  # kept, and exported


# Nothing can move: K♠ waits for Q♠ under it, and no column takes a king.
STUCK = "Foundations: H-Q C-K D-K S-J\nKH QS KS\n" + ":\n" * 12


def test_hint_on_a_pasted_board_with_no_move_says_the_game_is_over(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    w = window(qtbot, prefs, tmp_path / "stats.sqlite", Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    QGuiApplication.clipboard().setText(STUCK)
    d.press(K.Key_V, CTRL)
    assert w.session.game.is_stuck() and not w.session.game.is_won()
    d.close_end_boxes()
    d.hint(to_window=True, timeout=10_000)
    said = d.status_message()
    assert "no card can move" in said and "game is over" in said
    assert "No useful move" not in said
    # As for a dealt deal that ends stuck: the No moves left dialog; with nothing to
    # take back it offers only what can be done (no Undo, Restart or looking back).
    box = d.stuck_box()
    offered = [b.text() for b in box.buttons() if b.isVisible()]
    assert offered == ["New Deal", "Close"] or sorted(offered) == ["Close", "New Deal"]
    assert "Undo" not in box.informativeText()
    w.close()
