"""Replaying a daily deal's moves and scoring them: what the online board believes."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from bakers_dozen_qt.engine import Game, Move, UnknownVariantError, parse_moves
from bakers_dozen_qt.engine.daily_replay import (
    BOARD_VARIANTS,
    ReplayError,
    hand_moves,
    replay_daily,
)
from bakers_dozen_qt.engine.finish import obvious_finish
from bakers_dozen_qt.engine.scoring import score
from bakers_dozen_qt.engine.solver import Verdict, solve

LINES = Path(__file__).parent / "data" / "daily-lines.txt"


def pinned_lines() -> dict[dt.date, list[Move]]:
    lines = {}
    for row in LINES.read_text(encoding="utf-8").splitlines():
        if row and not row.startswith("#"):
            date, moves = row.split("\t")
            lines[dt.date.fromisoformat(date)] = parse_moves(moves)
    return lines


@pytest.mark.parametrize("date", sorted(pinned_lines()))
def test_a_pinned_line_wins_its_day_and_is_scored_from_the_cards(date: dt.date) -> None:
    moves = pinned_lines()[date]
    result = replay_daily(date, "bakers-dozen", moves, 300.0)
    assert result.won and result.cards_up == 52
    assert result.deal == date.year * 10000 + date.month * 100 + date.day
    assert result.moves == len(moves)
    assert result.score == 52 * 5 + 500 + (1200 - 300)


def test_a_line_of_another_day_is_refused_at_its_first_illegal_move() -> None:
    lines = pinned_lines()
    today, yesterday = dt.date(2026, 11, 30), dt.date(2026, 11, 29)
    game = Game.from_deal(20261130)
    first_bad = next(i for i, m in enumerate(lines[yesterday], 1) if not _plays(game, m))
    with pytest.raises(ReplayError) as caught:
        replay_daily(today, "bakers-dozen", lines[yesterday], 300.0)
    assert caught.value.index == first_bad
    assert str(caught.value).startswith(f"move {first_bad} (")


def _plays(game: Game, move: Move) -> bool:
    if not game.is_legal(move):
        return False
    game.push(move)
    return True


def test_a_line_that_stops_short_is_a_game_not_won_scored_by_its_cards() -> None:
    date = dt.date(2026, 11, 30)
    moves = pinned_lines()[date][:10]
    game = Game.from_deal(20261130)
    for m in moves:
        game.play(m)
    result = replay_daily(date, "bakers-dozen", moves, 90.0)
    assert not result.won
    assert result.cards_up == game.cards_on_foundations > 0
    assert result.score == score(game.cards_on_foundations, False) == 5 * result.cards_up


def played_with_auto_drop(game: Game, line: list[Move]) -> tuple[list[Move], list[Move]]:
    """A solver's line as the game makes it with its default settings: each move the
    player makes, then the safe cards it sends up. The whole line, and the player's."""
    whole, typed = [], []
    for move in line:
        if game.is_legal(move):
            game.push(move)
            typed.append(move)
            whole += [move, *game.play_safe_moves()]
    assert game.is_won()
    return whole, typed


def test_the_cards_that_go_up_by_themselves_are_no_hand_moves() -> None:
    date = dt.date(2026, 12, 2)
    game = Game.from_deal(20261202)
    found = solve(game.copy(), max_nodes=400_000)
    assert found.verdict is Verdict.WON
    whole, typed = played_with_auto_drop(game.copy(), list(found.moves))
    hands = hand_moves(date, "bakers-dozen", whole)
    assert replay_daily(date, "bakers-dozen", whole, 100.0).actions == hands
    # Every typed move is a hand move, unless it was the very card the game would have
    # sent up next anyway (then it is counted with the game's).
    assert len(typed) - 2 <= hands <= len(typed) < len(whole)


def test_an_auto_finish_to_the_win_is_one_hand_move() -> None:
    date = dt.date(2026, 11, 30)
    line = pinned_lines()[date]
    game = Game.from_daily(20261130)
    # Play the line until nothing is left to decide; then Auto Finish, as the game does.
    for i, move in enumerate(line):
        rest = obvious_finish(game)
        if rest is not None:
            finished = [*line[:i], *rest]
            break
        game.push(move)
    else:
        raise AssertionError("the line never reaches a position with nothing to decide")
    assert len(rest) > 1
    by_hand = hand_moves(date, "bakers-dozen", finished[:i])
    assert hand_moves(date, "bakers-dozen", finished) == by_hand + 1


def _wins(game: Game, moves: list[Move]) -> bool:
    probe = game.copy()
    for m in moves:
        if not probe.is_legal(m):
            return False
        probe.push(m)
    return probe.is_won()


def test_a_move_from_a_column_that_does_not_exist_is_refused_with_a_reason() -> None:
    with pytest.raises(ReplayError, match=r"move 1 \(14-1\) is not legal: there is no column 14"):
        replay_daily(dt.date(2026, 11, 30), "bakers-dozen", [Move(13, 0)], 1.0)


def test_every_named_variant_has_a_board_and_custom_has_none() -> None:
    assert "custom" not in BOARD_VARIANTS
    assert set(BOARD_VARIANTS) == {
        "bakers-dozen",
        "spanish-patience",
        "portuguese-solitaire",
        "good-measure",
        "castles-in-spain",
        "bakers-dozen-1883",
    }
    with pytest.raises(ValueError, match="no daily board"):
        replay_daily(dt.date(2026, 11, 30), "custom", [], 1.0)
    with pytest.raises(UnknownVariantError):
        replay_daily(dt.date(2026, 11, 30), "klondike", [], 1.0)


@pytest.mark.parametrize("variant", BOARD_VARIANTS)
def test_each_variant_replays_its_own_deal(variant: str) -> None:
    date = dt.date(2026, 11, 30)
    game = Game.from_deal(20261130, variant)
    line = []
    for _ in range(8):  # a few legal moves of that variant's deal
        move = next(iter(game.legal_moves), None)
        if move is None:
            break
        game.push(move)
        line.append(move)
    result = replay_daily(date, variant, line, 10.0)
    assert result.cards_up == game.cards_on_foundations
    assert result.won == game.is_won()
