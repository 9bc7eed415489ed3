"""The Qt side's words for what the engine names by id: variants, decks, refusals."""

from __future__ import annotations

from bakers_dozen_qt.engine.cards import parse_card
from bakers_dozen_qt.engine.refusal import Refusal, Why
from bakers_dozen_qt.engine.rules import VARIANT_IDS
from bakers_dozen_qt.qt.art.card_art import BACK_NAMES, BACKS, DECK_STYLES, STYLE_NAMES
from bakers_dozen_qt.qt.words.variant_names import variant_description, variant_name
from bakers_dozen_qt.qt.words.wording import refusal


def test_every_variant_has_a_name_and_a_description(qapp: object) -> None:
    names = [variant_name(v) for v in VARIANT_IDS]
    descriptions = [variant_description(v) for v in VARIANT_IDS]
    assert len(set(names)) == len(set(descriptions)) == len(VARIANT_IDS)
    assert all(d.endswith(".") for d in descriptions)
    assert variant_name("good-measure") == "Good Measure"


def test_every_deck_and_back_has_a_name() -> None:
    assert list(STYLE_NAMES) == list(DECK_STYLES)
    assert list(BACK_NAMES) == list(BACKS)


def test_every_refusal_is_a_sentence_of_its_own(qapp: object) -> None:
    seven, eight, six = parse_card("7D"), parse_card("8H"), parse_card("6D")
    said = {why: refusal(Refusal(why, column=3, card=seven, onto=eight, needs=six)) for why in Why}
    assert len(set(said.values())) == len(Why)
    assert all(s[0].isupper() or s[0].isdigit() for s in said.values())
    assert all(s.endswith(".") for s in said.values())
    assert said[Why.FOUNDATION_NEEDS] == "7♦ needs 6♦ on the foundation first."
    assert said[Why.EMPTY_STAYS_EMPTY] == "Column 4 is empty, and empty columns stay empty."
    assert said[Why.NOT_ALTERNATE_COLOUR] == "7♦ does not go on 8♥: alternate the colours."
