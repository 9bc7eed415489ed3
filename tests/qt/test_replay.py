"""A finished game replayed on the table: from its deal, stepped, played and jumped with
the keys and the buttons, read-only, the losing move marked; and leaving it gives back
the game in progress exactly as it was."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, make_window, new_game_from, shown_active

from bakers_dozen_qt.engine import Game, Move, solver
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow


def random_line(deal: int, seed: int, count: int = 60) -> Game:
    game = Game.from_deal(deal)
    pick = random.Random(seed)
    for _ in range(count):
        legal = list(game.legal_moves)
        if not legal:
            break
        game.push(pick.choice(legal))
    return game


def table_after(deal: int, moves: tuple[Move, ...], index: int) -> str:
    game = Game.from_deal(deal)
    for move in moves[:index]:
        game.push(move)
    return game.board_text(reveal=False)


@pytest.fixture
def playing(qtbot: QtBot, prefs: Preferences) -> tuple[MainWindow, WindowDriver]:
    """A window with a game in progress: deal 5, three moves made, 100 seconds played."""
    w = shown_active(qtbot, make_window(qtbot, prefs, Game.from_deal(5), 5))
    d = WindowDriver(qtbot, w)
    for _ in range(3):
        assert d.play(next(iter(w.session.game.legal_moves)))
    d.set_time_played(100.0)
    return w, d


@pytest.mark.slow
def test_a_replay_walks_the_line_by_keys_and_buttons_and_gives_the_game_back(
    qtbot: QtBot, playing: tuple[MainWindow, WindowDriver]
) -> None:
    w, d = playing
    before = (w.session.game.board_text(), d.history(), d.undo_index(), d.elapsed())
    line = random_line(3, 0).move_stack  # still winnable where it ends
    assert w.watch(Game.from_deal(3).rules, 3, line, "Your game of deal 3")
    assert d.replaying() and w.scene.read_only
    assert not d.checked("pause")  # held, not paused: P plays the replay
    assert d.replay_index() == 0 and d.shown_board() == table_after(3, line, 0)
    rows = d.replay_rows()
    assert len(rows) == len(line) + 1 and rows[1].startswith("1. Move ")
    assert "read-only" in d.replay_note()
    assert "Replay" in d.table_caption()

    for key, index in (
        (Qt.Key.Key_Right, 1),
        (Qt.Key.Key_Right, 2),
        (Qt.Key.Key_Left, 1),
        (Qt.Key.Key_PageDown, 11),
        (Qt.Key.Key_End, len(line)),
        (Qt.Key.Key_PageUp, len(line) - 10),
        (Qt.Key.Key_Home, 0),
    ):
        d.press(key)
        assert d.replay_index() == index, key
        assert d.shown_board() == table_after(3, line, index)
    d.replay_button("last").click()
    assert d.replay_index() == len(line)
    d.replay_button("back").click()
    d.replay_button("back").click()
    assert d.replay_index() == len(line) - 2
    d.replay_button("first").click()
    d.replay_button("forward").click()
    assert d.replay_index() == 1

    # Jump to a move: choose its row in the list (by the mouse, then by the keys).
    moves = d.replay_panel().moves
    row = moves.visualItemRect(moves.item(7)).center()
    qtbot.mouseClick(moves.viewport(), Qt.MouseButton.LeftButton, pos=row)
    assert d.replay_index() == 7
    assert d.shown_board() == table_after(3, line, 7)
    moves.setFocus()
    qtbot.keyClick(moves, Qt.Key.Key_Down)
    assert d.replay_index() == 8

    # The table is read-only: a click on a card plays nothing, and says why.
    top = w.scene.game.top(0)
    assert top is not None
    d.click_card(top.name)
    assert d.replay_index() == 8 and d.shown_board() == table_after(3, line, 8)
    assert "cannot be played" in d.status_message()

    # The game in progress did not move, nor did its clock run.
    assert d.elapsed() == before[3] and d.clock_paused()
    d.press(Qt.Key.Key_Escape)
    assert not d.replaying() and not w.scene.read_only
    assert (w.session.game.board_text(), d.history(), d.undo_index(), d.elapsed()) == before
    assert w.scene.game is w.session.game and not d.clock_paused()
    assert d.shown_board() == w.session.game.board_text(reveal=False)
    assert "Replay" not in d.table_caption() and d.replay_note() == ""
    assert d.play(next(iter(w.session.game.legal_moves)))  # and it plays on


@pytest.mark.slow
def test_play_runs_the_line_at_the_chosen_speed_and_p_pauses_it(
    qtbot: QtBot, playing: tuple[MainWindow, WindowDriver]
) -> None:
    w, d = playing
    line = random_line(3, 0, 12).move_stack
    assert w.watch(Game.from_deal(3).rules, 3, line, "Deal 3")
    panel = d.replay_panel()
    for _ in range(5):
        d.press(Qt.Key.Key_Plus)
    assert panel.speed.currentIndex() == panel.speed.count() - 1  # the fastest, no further
    d.press(Qt.Key.Key_Minus)
    assert panel.speed.currentIndex() == panel.speed.count() - 2
    d.press(Qt.Key.Key_Plus)
    d.press(Qt.Key.Key_P)  # P plays the replay; it does not pause the game
    assert w.replayer.playing and not d.paused()
    qtbot.waitUntil(lambda: d.replay_index() >= 2, timeout=5000)
    d.press(Qt.Key.Key_P)
    assert not w.replayer.playing
    stopped = d.replay_index()
    qtbot.wait(600)
    assert d.replay_index() == stopped
    said = d.listen()
    d.replay_button("play").click()
    qtbot.waitUntil(lambda: d.replay_index() == len(line), timeout=10_000)
    assert not w.replayer.playing  # it stops at the end
    # Played, the moves are not each said (they would drown the reader): where it
    # stopped is.
    assert len(said) == 1 and said[0].startswith(f"{len(line)}. Move ")
    d.replay_button("leave").click()
    assert not d.replaying()


def test_a_paused_game_is_uncovered_for_the_replay_and_covered_again_after(
    qtbot: QtBot, playing: tuple[MainWindow, WindowDriver]
) -> None:
    w, d = playing
    d.trigger("pause")
    assert d.paused() and w.session.locked
    said = d.listen()
    assert w.watch(Game.from_deal(3).rules, 3, random_line(3, 0, 5).move_stack, "Deal 3")
    assert not d.paused() and w.session.locked
    assert not any("Playing on" in s for s in said)  # the game was not resumed
    d.press(Qt.Key.Key_Escape)
    assert d.paused() and w.session.locked and d.clock_paused()


def test_a_new_deal_during_a_replay_ends_it(
    qtbot: QtBot, playing: tuple[MainWindow, WindowDriver]
) -> None:
    w, d = playing
    assert w.watch(Game.from_deal(3).rules, 3, random_line(3, 0, 5).move_stack, "Deal 3")
    new_game_from(w, Game.from_deal(9), 9)
    assert not d.replaying() and w.scene.game is w.session.game and d.deal_number() == 9


def test_a_lost_games_losing_move_is_marked(
    qtbot: QtBot, playing: tuple[MainWindow, WindowDriver]
) -> None:
    w, d = playing
    line = random_line(2, 0).move_stack  # lost at move 20 (the solver decides in no time)
    said = d.listen()
    assert w.watch(Game.from_deal(2).rules, 2, line, "Deal 2")
    assert "Looking" in d.replay_verdict()
    qtbot.waitUntil(lambda: d.replay_lost_at() is not None, timeout=60_000)
    assert d.replay_lost_at() == 20
    rows = d.replay_rows()
    assert rows[20].startswith("20. ") and rows[20].endswith("the game was lost here")
    assert sum("lost here" in r for r in rows) == 1
    assert d.replay_panel().moves.item(20).font().bold()
    assert "Lost at move 20" in d.replay_verdict()
    assert any("Lost at move 20" in s for s in said)


@pytest.mark.slow
def test_a_won_line_and_a_line_left_winnable_say_so(
    qtbot: QtBot, playing: tuple[MainWindow, WindowDriver]
) -> None:
    w, d = playing
    won = solver.solve(Game.from_deal(3), max_nodes=200_000).moves
    assert w.watch(Game.from_deal(3).rules, 3, won, "Deal 3")
    assert d.replay_verdict() == "This game was won."
    d.press(Qt.Key.Key_End)
    assert w.scene.game.is_won() and not w.session.game.is_won()
    assert w.watch(Game.from_deal(3).rules, 3, random_line(3, 0).move_stack, "Deal 3 again")
    qtbot.waitUntil(lambda: "could still have been won" in d.replay_verdict(), timeout=60_000)
    assert d.replay_lost_at() is None


def test_a_line_that_does_not_fit_its_deal_is_not_replayed(
    qtbot: QtBot, playing: tuple[MainWindow, WindowDriver]
) -> None:
    w, d = playing
    line = random_line(2, 0, 10).move_stack
    assert not w.watch(Game.from_deal(4).rules, 4, line, "Deal 4")
    assert not d.replaying() and w.scene.game is w.session.game
    assert "cannot be replayed" in d.status_message()


def test_a_paused_table_resized_is_not_said_to_play_on(
    qtbot: QtBot, playing: tuple[MainWindow, WindowDriver]
) -> None:
    # The cover is made again at the new size; the reader must not hear "Playing on."
    # and "Paused" for it.
    w, d = playing
    d.trigger("pause")
    said = d.listen()
    w.resize(w.width() - 120, w.height() - 60)
    qtbot.waitUntil(lambda: w.scene.sceneRect().width() < 1280 - 100, timeout=5000)
    assert d.paused() and said == []
