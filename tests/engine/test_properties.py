"""Properties of random legal play, and the safe-move rule checked by brute force."""

from __future__ import annotations

import random

import pytest
from end_games import small_board, winnable
from hypothesis import given
from hypothesis import strategies as st

from bakers_dozen_qt.engine import (
    VARIANT_IDS,
    Build,
    EmptyColumn,
    Game,
    custom_rules,
    get_rules,
)
from bakers_dozen_qt.engine.deals import MAX_DEAL

deal_numbers = st.integers(min_value=1, max_value=MAX_DEAL)
variants = st.sampled_from(VARIANT_IDS)
choices = st.lists(st.integers(min_value=0, max_value=10_000), max_size=120)


def all_cards(game: Game) -> list[int]:
    tableau = [c for i in range(game.column_count) for c in game.column(i)]
    return tableau + game.position().foundation_cards()


@pytest.mark.slow
@given(deal_numbers, variants, choices)
def test_random_play_keeps_52_distinct_cards(number: int, vid: str, picks: list[int]) -> None:
    game = Game.from_deal(number, vid)
    for pick in picks:
        moves = list(game.legal_moves)
        if not moves:
            break
        game.play(moves[pick % len(moves)])
        cards = all_cards(game)
        assert sorted(cards) == list(range(52))
        for i in range(game.column_count):
            col = game.column(i)
            assert game.face_down_count(i) < len(col) or not col


@given(deal_numbers, variants, choices)
def test_pop_after_push_restores_position_and_score(
    number: int, vid: str, picks: list[int]
) -> None:
    game = Game.from_deal(number, vid)
    for pick in picks:
        moves = list(game.legal_moves)
        if not moves:
            break
        before, score, stack = game.position(), game.score(33), game.move_stack
        move = moves[pick % len(moves)]
        game.push(move)
        assert game.pop() == move
        assert game.position() == before
        assert game.score(33) == score and game.move_stack == stack
        game.push(move)


@given(deal_numbers, variants, choices)
def test_board_text_round_trips_during_play(number: int, vid: str, picks: list[int]) -> None:
    game = Game.from_deal(number, vid)
    for pick in picks[:40]:
        moves = list(game.legal_moves)
        if not moves:
            break
        game.play(moves[pick % len(moves)])
    again = Game.from_board_text(game.board_text(reveal=True), game.rules)
    assert again.position() == game.position()


@given(deal_numbers, choices)
def test_no_card_ever_lands_on_an_empty_column(number: int, picks: list[int]) -> None:
    game = Game.from_deal(number)
    for pick in picks:
        empty = {i for i in range(13) if not game.column(i)}
        moves = list(game.legal_moves)
        assert not any(m.target in empty for m in moves)
        if not moves:
            break
        game.play(moves[pick % len(moves)])
        assert all(not game.column(i) for i in empty)


@given(deal_numbers, variants, choices)
def test_legal_moves_and_illegal_reason_agree(number: int, vid: str, picks: list[int]) -> None:
    from bakers_dozen_qt.engine import FOUNDATION, Move

    game = Game.from_deal(number, vid)
    n = game.column_count
    for pick in picks[:30]:
        legal = set(game.legal_moves)
        every = {Move(s, d) for s in range(n) for d in [*range(n), FOUNDATION] if s != d}
        assert legal == {m for m in every if game.illegal_reason(m) is None}
        if not legal:
            break
        game.play(sorted(legal)[pick % len(legal)])


# --- the safe-move rule, checked against exhaustive search --------------------------


@pytest.mark.slow
def test_safe_foundation_moves_never_cost_a_win() -> None:
    rng = random.Random(20261130)
    rule_sets = [
        get_rules("bakers-dozen"),
        get_rules("spanish-patience"),
        get_rules("portuguese-solitaire"),
        custom_rules(build=Build.ALTERNATE_COLOUR, empty_column=EmptyColumn.ANY),
        custom_rules(build=Build.SAME_SUIT),
    ]
    checked = 0
    for i in range(300):
        rules = rule_sets[i % len(rule_sets)]
        game = small_board(rng, rules, left=12)
        safe = [
            m
            for m in game.legal_moves
            if m.target == -1 and game.is_safe_to_foundation(game.top(m.source))
        ]  # type: ignore[arg-type]
        if not safe:
            continue
        before = winnable(game, {})
        for move in safe:
            game.push(move)
            assert winnable(game, {}) == before, (rules.id, game.board_text(), move)
            game.pop()
            checked += 1
    assert checked > 100
