"""The session: one undo entry per history step, its history as data, and back again."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from time_control import FakeTime
from window_driver import make_window

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.history import History, HistoryError, Step, StepKind
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.play.session import GameSession
from bakers_dozen_qt.qt.window.window import MainWindow

NEAR_WIN = """Foundations: H-Q C-J D-Q S-J
KH
KC QC
KD
KS QS
"""


def test_each_operation_is_one_step_of_its_kind(qtbot: QtBot) -> None:
    s = GameSession(Game.from_board_text(NEAR_WIN))
    s.auto_drop = False
    assert s.request_move(Move(1, FOUNDATION))  # the player's Q♣
    s.restart()
    assert s.play_line([Move(3, FOUNDATION)], StepKind.SHOWN)
    assert s.auto_finish() > 0 and s.game.is_won()
    s.undo_stack.undo()
    history = s.history()
    assert [step.kind for step in history.steps] == [
        StepKind.MOVE,
        StepKind.RESTART,
        StepKind.SHOWN,
        StepKind.AUTO_FINISH,
    ]
    assert history.index == 3
    assert history.steps[0].moves == (Move(1, FOUNDATION),)
    assert [s.undo_stack.text(i) for i in range(4)] == [
        "Move Q♣ to the foundation",
        "Restart",
        "Move Q♠ to the foundation",
        "Auto Finish",
    ]


def test_a_history_rebuilds_the_same_undo_stack(qtbot: QtBot) -> None:
    first = GameSession(Game.from_deal(1))
    for m in (Move(0, 2), Move(5, 2), Move(10, 0)):
        assert first.request_move(m)
    first.restart()
    assert first.request_move(Move(1, 0))
    first.undo_stack.undo()
    history = first.history()

    again = GameSession(Game.from_deal(99), now=FakeTime())
    again.start_from(Game.from_deal(1), history, 1, elapsed=42.0)
    assert again.history() == history
    assert again.game.position() == first.game.position()
    assert again.elapsed() == 42.0  # and it waits for the next move
    # Undo and Redo walk the same steps with the same labels.
    labels = [again.undo_stack.text(i) for i in range(again.undo_stack.count())]
    assert labels == [first.undo_stack.text(i) for i in range(first.undo_stack.count())]
    again.undo_stack.undo()  # the restart
    assert again.game.move_stack == (Move(0, 2), Move(5, 2), Move(10, 0))
    again.undo_stack.redo()
    again.undo_stack.redo()  # the move that was undone before the history was taken
    assert again.game.move_stack == (Move(1, 0),)


def test_a_history_that_does_not_fit_changes_nothing(qtbot: QtBot) -> None:
    s = GameSession(Game.from_deal(1), 1)
    assert s.request_move(Move(0, 2))
    bad = History((Step(StepKind.MOVE, (Move(4, 2),)),), 1)  # QS onto 8S: illegal
    with pytest.raises(HistoryError):
        s.start_from(Game.from_deal(1), bad, 1)
    assert s.game.move_stack == (Move(0, 2),) and s.undo_stack.count() == 1


def test_a_refused_move_says_why_and_changes_nothing(qtbot: QtBot) -> None:
    s = GameSession(Game.from_deal(1), 1)
    refused: list[Move] = []
    said: list[str] = []
    changed: list[bool] = []
    s.refused.connect(refused.append)
    s.message.connect(said.append)
    s.state_changed.connect(lambda: changed.append(True))
    assert not s.request_move(Move(4, 2))
    assert refused == [Move(4, 2)]
    assert said == ["Q♠ does not go on 8♠: build down one rank."]
    assert not changed and s.undo_stack.count() == 0 and s.game.moves_count == 0


def test_a_line_with_an_illegal_move_is_not_played(qtbot: QtBot) -> None:
    s = GameSession(Game.from_deal(1), 1)
    assert not s.play_line([Move(0, 2), Move(0, 2)])
    assert s.undo_stack.count() == 0 and s.game.moves_count == 0


def test_undo_works_at_once_after_a_restore(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    path = tmp_path / "saved.json"
    first = MainWindow(Game.from_deal(1), 1, prefs, save_path=path)
    qtbot.addWidget(first)
    for m in (Move(0, 2), Move(5, 2)):
        first.session.request_move(m)
    first.close()
    w = make_window(qtbot, prefs, Game.from_deal(99), 99)
    assert w.restore(path)
    undo = w.menus.actions.undo
    assert undo.isEnabled() and undo.text() == "&Undo Move 6♣ to 7♦"
    undo.trigger()
    assert w.session.game.move_stack == (Move(0, 2),)
    w.close()


def test_a_finished_game_hands_over_its_line_from_the_deal(qtbot: QtBot) -> None:
    s = GameSession(Game.from_deal(617), 617)
    records = []
    s.finished.connect(records.append)
    played = []
    for _ in range(3):
        move = next(iter(s.game.legal_moves))
        assert s.request_move(move)
        played.append(move)
    s.restart()  # the line is what was played since: replayed from the deal, it ends here
    move = next(iter(s.game.legal_moves))
    assert s.request_move(move)
    stack = s.game.move_stack
    s.new_game(Game.from_deal(618), 618)
    [record] = records
    assert record.line is not None and record.line.rules.id == "bakers-dozen"
    assert record.line.moves == stack and stack[0] == move
    again = Game.from_deal(617)
    for m in record.line.moves:
        again.play(m)
    assert again.moves_count == len(stack)
