"""Scoring (RULES.md): 5 a card, and on a win 500 plus 1200 minus the whole seconds."""

from __future__ import annotations

import pytest

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.engine.scoring import Breakdown, breakdown, score, time_bonus


def test_cards_alone_before_a_win() -> None:
    assert breakdown(12, won=False, elapsed_seconds=30) == Breakdown(60, 0, 0)
    assert score(12, won=False, elapsed_seconds=30) == 60


@pytest.mark.parametrize(
    ("seconds", "bonus"), [(0, 1200), (59.9, 1141), (1199.5, 1), (1200, 0), (5000, 0)]
)
def test_time_bonus_counts_whole_seconds_and_stops_at_zero(seconds: float, bonus: int) -> None:
    assert time_bonus(seconds) == bonus
    parts = breakdown(52, won=True, elapsed_seconds=seconds)
    assert (parts.cards, parts.win, parts.time) == (260, 500, bonus)
    assert parts.total == 760 + bonus == score(52, won=True, elapsed_seconds=seconds)


def test_a_game_scores_through_the_same_rule() -> None:
    game = Game.from_board_text("Foundations: H-Q C-K D-K S-K\nKH\n")
    assert game.score(100.0) == 5 * 51
    game.play(Move(0, FOUNDATION))
    assert game.score(100.0) == breakdown(52, True, 100.0).total == 260 + 500 + 1100
