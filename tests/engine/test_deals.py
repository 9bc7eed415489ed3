from __future__ import annotations

import datetime as dt

import pytest

from bakers_dozen_qt.engine import DealNumberError, Game, daily_deal_number, freecell_order
from bakers_dozen_qt.engine.cards import parse_card
from bakers_dozen_qt.engine.deals import MAX_DEAL, deal_columns, kings_to_bottom

BAKERS_DOZEN_1 = """\
JD QC TS 7D
KH 2D QH 6D
9H 3H 4H 8S
JC 2S AC 8D
KS 5D 4D QS
7H 9D 7S 6C
7C QD 3S 3D
5H JS TD 8C
KD AS 4S TC
KC AH TH 6S
9S 3C 8H 9C
5S 4C 2C 2H
AD 5C JH 6H
"""

GOOD_MEASURE_1 = """\
Foundations: H-0 C-0 D-A S-A
JD 9S AH 3S 8D
2D 5S 3C TD QS
9H QC 4C 4S 6C
KH JC 5C TH 3D
5D 3H TS 8H 8C
7H 2S QH 2C TC
KS 7C 4H JH 6S
5H 9D AC 7D 9C
KD QD 4D 6D 2H
KC JS 7S 8S 6H
"""

# Pinned from this engine once the two vectors above (from RULES.md) matched; any change
# to dealing would show here.
SPANISH_PATIENCE_2 = """\
KS QD 6D 2H
QC 2D 7C 3H
KC 9C 6S AD
3C TD 4H 7H
4C JC AC 3D
2C 8C 8H 5H
KD 6C AH 8D
KH 5C 8S 9S
4D 4S TC 7D
JD 5D 2S AS
JS QH 3S 5S
6H 7S TS TH
QS 9D 9H JH
"""
PORTUGUESE_2_COLUMN_8 = "5C 8S 9S KH"  # kings stay where they were dealt
CASTLES_2_FIRST = "(QD) (6D) (KS) 2H"
OLD_1883_2_FIRST = "(KS) (QD) (6D) 2H"


def test_freecell_check_row() -> None:
    first_row = [col[0].name for col in deal_columns(freecell_order(1), 8)]
    assert first_row == ["JD", "2D", "9H", "JC", "5D", "7H", "7C", "5H"]


def test_bakers_dozen_deal_1_matches_the_rules() -> None:
    assert Game.from_deal(1).board_text() == BAKERS_DOZEN_1


def test_good_measure_deal_1_matches_the_rules() -> None:
    assert Game.from_deal(1, "good-measure").board_text() == GOOD_MEASURE_1


def test_one_deal_of_each_other_variant() -> None:
    assert Game.from_deal(2, "spanish-patience").board_text() == SPANISH_PATIENCE_2
    assert Game.from_deal(2, "portuguese-solitaire").board_text().splitlines()[7] == (
        PORTUGUESE_2_COLUMN_8
    )
    assert Game.from_deal(2, "castles-in-spain").board_text().splitlines()[0] == CASTLES_2_FIRST
    assert Game.from_deal(2, "bakers-dozen-1883").board_text().splitlines()[0] == (OLD_1883_2_FIRST)
    custom = Game.from_deal(2, "custom").board_text()
    assert custom == Game.from_deal(2, "bakers-dozen").board_text()


def test_kings_partition_is_stable() -> None:
    col = [parse_card(n) for n in ["4S", "KC", "9D", "KH"]]
    assert [c.name for c in kings_to_bottom(col)] == ["KC", "KH", "4S", "9D"]


@pytest.mark.parametrize("number", [1, 617, 11982, 20261130, MAX_DEAL])
def test_every_deal_is_a_permutation_with_kings_down(number: int) -> None:
    game = Game.from_deal(number)
    cards = [c for i in range(13) for c in game.column(i)]
    assert sorted(cards) == list(range(52))
    for i in range(13):
        ranks = [c.rank for c in game.column(i)]
        kings = ranks.count(13)
        assert ranks[:kings] == [13] * kings


@pytest.mark.parametrize("number", [0, -1, MAX_DEAL + 1])
def test_out_of_range_deal_numbers_are_refused(number: int) -> None:
    with pytest.raises(DealNumberError, match="out of range"):
        Game.from_deal(number)


def test_daily_deal_number() -> None:
    assert daily_deal_number(dt.date(2026, 11, 30)) == 20261130
    assert daily_deal_number(dt.date(2027, 1, 2)) == 20270102
    assert isinstance(daily_deal_number(), int)


def test_face_down_rows_in_the_1883_edition() -> None:
    game = Game.from_deal(5, "bakers-dozen-1883")
    for i in range(13):
        assert game.face_down_count(i) == 3
        assert game.is_face_up(i, 3) and not game.is_face_up(i, 2)
