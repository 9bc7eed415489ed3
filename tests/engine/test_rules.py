from __future__ import annotations

import pytest

from bakers_dozen_qt.engine import (
    VARIANT_IDS,
    Build,
    EmptyColumn,
    UnknownVariantError,
    custom_rules,
    get_rules,
    parse_card,
)
from bakers_dozen_qt.engine.rules import Rules


def test_the_six_variants_and_custom_are_known() -> None:
    assert VARIANT_IDS == (
        "bakers-dozen",
        "spanish-patience",
        "portuguese-solitaire",
        "good-measure",
        "castles-in-spain",
        "bakers-dozen-1883",
        "custom",
    )
    for vid in VARIANT_IDS:
        assert get_rules(vid).id == vid


def test_variant_parameters_follow_the_rules_table() -> None:
    bd = get_rules("bakers-dozen")
    assert (bd.columns, bd.cards_per_column, bd.face_down_rows) == (13, 4, 0)
    assert bd.kings_to_bottom and bd.empty_column is EmptyColumn.NOTHING
    assert get_rules("spanish-patience").empty_column is EmptyColumn.ANY
    pt = get_rules("portuguese-solitaire")
    assert not pt.kings_to_bottom and pt.empty_column is EmptyColumn.KING
    gm = get_rules("good-measure")
    assert (gm.columns, gm.cards_per_column, gm.aces_at_start) == (10, 5, 2)
    cs = get_rules("castles-in-spain")
    assert cs.face_down_rows == 3 and cs.build is Build.ALTERNATE_COLOUR
    assert not cs.kings_to_bottom
    old = get_rules("bakers-dozen-1883")
    assert old.face_down_rows == 3 and old.kings_to_bottom


def test_unknown_variant_names_the_choices() -> None:
    with pytest.raises(UnknownVariantError, match=r"unknown variant 'klondike'.*bakers-dozen"):
        get_rules("klondike")


@pytest.mark.parametrize(
    ("build", "moving", "target", "ok"),
    [
        (Build.ANY_SUIT, "7C", "8H", True),
        (Build.ANY_SUIT, "7C", "8C", True),
        (Build.ANY_SUIT, "7C", "9H", False),
        (Build.ANY_SUIT, "KC", "AH", False),
        (Build.ALTERNATE_COLOUR, "7C", "8H", True),
        (Build.ALTERNATE_COLOUR, "7C", "8S", False),
        (Build.SAME_SUIT, "7C", "8C", True),
        (Build.SAME_SUIT, "7C", "8S", False),
    ],
)
def test_build_rules(build: Build, moving: str, target: str, ok: bool) -> None:
    rules = custom_rules(build=build)
    assert rules.builds_on(parse_card(moving), parse_card(target)) is ok


def test_empty_column_rules() -> None:
    king, seven = parse_card("KS"), parse_card("7D")
    assert not get_rules("bakers-dozen").empty_takes(king)
    assert get_rules("portuguese-solitaire").empty_takes(king)
    assert not get_rules("portuguese-solitaire").empty_takes(seven)
    assert get_rules("spanish-patience").empty_takes(seven)


def test_rules_reject_impossible_shapes() -> None:
    with pytest.raises(ValueError, match="not 52"):
        Rules("x", "X", columns=12)
    with pytest.raises(ValueError, match="face_down_rows"):
        Rules("x", "X", face_down_rows=4)


def test_fc_solve_presets() -> None:
    assert get_rules("bakers-dozen").fc_solve_game == "bakers_dozen"
    assert get_rules("good-measure").fc_solve_game == "good_measure"
    assert get_rules("spanish-patience").fc_solve_game is None
