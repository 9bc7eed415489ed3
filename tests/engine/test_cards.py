from __future__ import annotations

import pytest

from bakers_dozen_qt.engine.cards import CARDS, CardError, card, parse_card, parse_rank


def test_52_distinct_cards_with_rank_and_suit() -> None:
    assert len({(c.rank, c.suit) for c in CARDS}) == 52
    assert [c.name for c in CARDS[:5]] == ["AC", "AD", "AH", "AS", "2C"]
    assert CARDS[-1].name == "KS"


@pytest.mark.parametrize(
    ("text", "name"),
    [("TD", "TD"), ("10d", "TD"), ("as", "AS"), (" kh ", "KH"), ("10H", "TH"), ("2c", "2C")],
)
def test_parse_accepts_ten_and_lower_case(text: str, name: str) -> None:
    assert parse_card(text).name == name


@pytest.mark.parametrize("text", ["", "X", "1S", "11C", "KX", "AA", "0H", "TDD", "10"])
def test_parse_rejects_non_cards(text: str) -> None:
    with pytest.raises(CardError, match="unknown card"):
        parse_card(text)


def test_names_round_trip_for_every_card() -> None:
    for c in CARDS:
        assert parse_card(c.name) is c
        assert parse_card(c.name.lower()) is c


def test_labels_and_colours() -> None:
    assert card(10, 1).label == "10♦"
    assert card(1, 3).long_name == "Ace of Spades"
    assert [c.is_red for c in CARDS[:4]] == [False, True, True, False]


def test_card_out_of_range() -> None:
    with pytest.raises(CardError):
        card(14, 0)
    with pytest.raises(CardError):
        parse_rank("Z")
