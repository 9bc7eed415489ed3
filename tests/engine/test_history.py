"""The undo history as data: steps replay through the engine's checks."""

from __future__ import annotations

import pytest

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.history import History, HistoryError, Step, StepKind
from bakers_dozen_qt.engine.moves import Move


def _first_moves(game: Game, n: int) -> list[Move]:
    probe = game.copy()
    made = []
    for _ in range(n):
        m = next(iter(probe.legal_moves))
        probe.push(m)
        made.append(m)
    return made


def test_replay_stops_at_the_undo_position_and_checks_the_redo_steps() -> None:
    game = Game.from_deal(1)
    a, b, c = _first_moves(game, 3)
    steps = (Step(StepKind.MOVE, (a,)), Step(StepKind.MOVE, (b, c)), Step(StepKind.RESTART))
    assert History(steps, 1).replay(game).move_stack == (a,)
    assert History(steps, 2).replay(game).move_stack == (a, b, c)
    assert History(steps, 3).replay(game).move_stack == ()
    assert game.move_stack == ()  # the game itself is untouched
    # A redo step that no longer fits is found even though it is not replayed.
    bad = (*steps[:2], Step(StepKind.MOVE, (a,)))
    with pytest.raises(HistoryError, match="step 3"):
        History(bad, 1).replay(game)


def test_malformed_histories_are_refused() -> None:
    with pytest.raises(HistoryError):
        Step(StepKind.RESTART, (Move(0, 1),))
    with pytest.raises(HistoryError):
        Step(StepKind.MOVE)
    with pytest.raises(HistoryError):
        History((), 1)


def test_only_the_players_own_moves_count() -> None:
    m = Move(0, 1)
    assert Step(StepKind.MOVE, (m, Move(2, -1))).player_moves == 1
    assert Step(StepKind.AUTO_FINISH, (m,)).player_moves == 0
    assert Step(StepKind.SHOWN, (m,)).player_moves == 0
    assert Step(StepKind.RESTART).player_moves == 0
