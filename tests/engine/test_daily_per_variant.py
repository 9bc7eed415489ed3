"""Each variant its own daily deal from 2027-01-01 on (issue 36; RULES.md, "Daily deal").

Until then every variant dealt the same shuffle, deal ``YYYYMMDD``: the Baker's Dozen
and Spanish Patience dailies had the same layout and the same solver lines. Past
dailies are never changed (players have played them, boards hold them); from the first
day on, each variant's daily is its own shuffle, and the game and the board deal it
through the same function (``Game.from_daily``)."""

from __future__ import annotations

import datetime as dt
import itertools

import pytest

from bakers_dozen_qt.engine import Game, freecell_order
from bakers_dozen_qt.engine.daily_replay import BOARD_VARIANTS, replay_daily
from bakers_dozen_qt.engine.deals import (
    MAX_DEAL,
    PER_VARIANT_DAILIES_FROM,
    daily_cards,
    daily_deal_number,
)

FIRST = dt.date(2027, 1, 1)
DAYS_BEFORE = [dt.date(2026, 11, 30), dt.date(2026, 12, 7), dt.date(2026, 12, 31)]
DAYS_FROM = [FIRST, dt.date(2027, 6, 15), dt.date(2099, 12, 31)]


def test_the_first_day_of_a_daily_deal_of_its_own_is_2027_01_01() -> None:
    assert PER_VARIANT_DAILIES_FROM == daily_deal_number(FIRST) == 2027_01_01


@pytest.mark.parametrize("day", DAYS_BEFORE)
@pytest.mark.parametrize("variant", BOARD_VARIANTS)
def test_past_dailies_are_unchanged(day: dt.date, variant: str) -> None:
    number = daily_deal_number(day)
    assert daily_cards(number, variant) == number
    assert Game.from_daily(number, variant).initial == Game.from_deal(number, variant).initial


@pytest.mark.parametrize("day", DAYS_FROM)
def test_from_then_on_each_variant_deals_its_own_shuffle(day: dt.date) -> None:
    number = daily_deal_number(day)
    shuffles = {v: daily_cards(number, v) for v in BOARD_VARIANTS}
    assert shuffles["bakers-dozen"] == number  # the first variant keeps YYYYMMDD
    assert all(1 <= n <= MAX_DEAL for n in shuffles.values())
    for a, b in itertools.combinations(BOARD_VARIANTS, 2):
        assert freecell_order(shuffles[a]) != freecell_order(shuffles[b]), (a, b)


def test_the_shuffles_are_pinned() -> None:
    """RULES.md's table: the variant's place times 100,000,000, plus YYYYMMDD."""
    assert [daily_cards(20270101, v) for v in BOARD_VARIANTS] == [
        20270101,
        120270101,
        220270101,
        320270101,
        420270101,
        520270101,
    ]
    assert daily_cards(20270101, "custom") == 20270101  # no daily board: the date's deal


@pytest.mark.parametrize("variant", BOARD_VARIANTS)
def test_the_board_replays_the_daily_the_game_deals(variant: str) -> None:
    game = Game.from_daily(daily_deal_number(FIRST), variant)
    line = []
    for _ in range(6):
        move = next(iter(game.legal_moves), None)
        if move is None:
            break
        game.push(move)
        line.append(move)
    result = replay_daily(FIRST, variant, line, 60.0)
    assert result.deal == 20270101  # the daily's number is still its date
    assert result.cards_up == game.cards_on_foundations
