"""The move kernel against the rules it is built from, and its refusals."""

from __future__ import annotations

import random

import pytest

from bakers_dozen_qt.engine import (
    CARDS,
    FOUNDATION,
    VARIANTS,
    Build,
    Card,
    EmptyColumn,
    Game,
    Move,
    Position,
    Rules,
    custom_rules,
    get_rules,
    parse_card,
)
from bakers_dozen_qt.engine.kernel import UP, goes_up, kernel_for, tops
from bakers_dozen_qt.engine.refusal import Refusal, Why

RULE_SETS = [
    *VARIANTS.values(),
    custom_rules(build=Build.SAME_SUIT, empty_column=EmptyColumn.KING),
    custom_rules(build=Build.SAME_SUIT, empty_column=EmptyColumn.ANY),
]


def test_the_foundation_rule_is_the_rules_own() -> None:
    for card in CARDS:
        for height in range(14):
            found = [13, 13, 13, 13]
            found[card.suit] = height
            assert goes_up(card, found) == Rules.foundation_takes(card, height)
    assert Rules.foundation_takes(parse_card("AS"), 0)
    assert Rules.foundation_takes(parse_card("7D"), 6)
    assert not Rules.foundation_takes(parse_card("7D"), 5)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"{r.build.value}/{r.empty_column}")
def test_the_tables_are_the_rules_answers(rules: Rules) -> None:
    kernel = kernel_for(rules)
    for c in CARDS:
        assert set(kernel.onto[c]) == {t for t in range(52) if rules.builds_on(c, CARDS[t])}
        for alone in (False, True):
            assert kernel.into_empty[alone][c] == rules.empty_takes(c, alone=alone)
    assert not any(kernel.into_empty[True])  # a lone card never goes into an empty column


def safe_by_its_argument(card: Card, found: list[int], rules: Rules) -> bool:
    """The safe-move condition as the kernel's comment argues it, card by card: every card
    that could be built on ``card`` is up already, or may go up the moment it is free and
    nothing that could be built on it is left on the tableau."""
    if not Rules.foundation_takes(card, found[card.suit]):
        return False

    def up(c: Card) -> bool:
        return found[c.suit] >= c.rank

    for x in CARDS:
        if not rules.builds_on(x, card) or up(x):
            continue
        if found[x.suit] != x.rank - 1:
            return False
        if any(rules.builds_on(y, x) and not up(y) for y in CARDS):
            return False
    return True


@pytest.mark.parametrize("build", list(Build))
def test_the_safe_rule_follows_its_argument(build: Build) -> None:
    rules = custom_rules(build=build)
    is_safe = kernel_for(rules).is_safe
    rng = random.Random(f"safe-{build.value}")
    states = [[rng.randint(0, 13) for _ in range(4)] for _ in range(150)]
    # Close ranks too, where the bounds bite.
    base = [rng.randint(0, 10) for _ in range(150)]
    states += [[b + rng.randint(0, 3) for _ in range(4)] for b in base]
    safe = 0
    for found in states:
        for c in CARDS:
            expected = safe_by_its_argument(c, found, rules)
            assert is_safe(c, found) == expected, (c, found)
            safe += expected
    assert safe > 100


def random_table(rng: random.Random, rules: Rules) -> Game:
    """High foundations and the rest spread over few columns: empty columns and lone
    cards abound."""
    found = [rng.randint(5, 12) for _ in range(4)]
    rest = [c for c in CARDS if c.rank > found[c.suit]]
    rng.shuffle(rest)
    cols: list[list[Card]] = [[] for _ in range(rules.columns)]
    used = rng.randint(1, rules.columns)
    for c in rest:
        cols[rng.randrange(used)].append(c)
    rng.shuffle(cols)
    position = Position(tuple(tuple(c) for c in cols), (found[0], found[1], found[2], found[3]))
    return Game(rules, position)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"{r.id}/{r.build.value}")
def test_moves_match_refusals_and_reduced_drops_only_spare_moves(
    rules: Rules,
) -> None:
    kernel = kernel_for(rules)
    rng = random.Random(f"reduced-{rules.id}-{rules.build.value}")
    left_out = 0
    for _ in range(200):
        game = random_table(rng, rules)
        cols = [list(game.column(i)) for i in range(game.column_count)]
        found = list(game.foundations)
        full = kernel.moves(cols, found, tops(cols))
        reduced = kernel.moves(cols, found, tops(cols), reduced=True)
        every = [(s, d) for s in range(len(cols)) for d in [*range(len(cols)), UP] if s != d]
        assert set(full) == {m for m in every if kernel.refusal(cols, found, *m) is None}
        assert set(reduced) <= set(full) and len(set(reduced)) == len(reduced)
        empties = [i for i, col in enumerate(cols) if not col]
        for s, d in set(full) - set(reduced):
            lone_onto_card = kernel.dead_empty and len(cols[s]) == 1 and d != UP
            other_empty = d in empties[1:]
            assert lone_onto_card or other_empty, (s, d)
            left_out += 1
        # What stays: every foundation move, and every move into the first empty column.
        assert {m for m in full if m[1] == UP or m[1] in empties[:1]} <= set(reduced)
    assert left_out > 0


def table(rules: Rules, *columns: str, found: tuple[int, int, int, int]) -> Game:
    """A game of ``rules`` with the given columns (card names, bottom to top), the rest
    empty."""
    cols = [tuple(parse_card(w) for w in text.split()) for text in columns]
    cols += [()] * (rules.columns - len(cols))
    return Game(rules, Position(tuple(cols), found))


def c(name: str) -> Card:
    return parse_card(name)


def test_every_refusal_with_its_parts() -> None:
    bd = get_rules("bakers-dozen")
    game = table(bd, "KS 7D", "6D", "8C 7C", "", found=(0, 5, 0, 0))
    cases = {
        Move(13, 0): Refusal(Why.NO_SUCH_COLUMN, column=13),
        Move(0, 20): Refusal(Why.NO_SUCH_COLUMN, column=20),
        Move(2, 2): Refusal(Why.SAME_COLUMN, column=2),
        Move(3, 0): Refusal(Why.EMPTY_SOURCE, column=3),
        Move(2, FOUNDATION): Refusal(Why.FOUNDATION_NEEDS, card=c("7C"), needs=c("6C")),
        Move(0, 1): Refusal(Why.NOT_ONE_RANK_LOWER, column=1, card=c("7D"), onto=c("6D")),
        Move(0, 3): Refusal(Why.EMPTY_STAYS_EMPTY, column=3, card=c("7D")),
    }
    for move, refusal in cases.items():
        assert game.illegal_reason(move) == refusal, move
    assert game.is_legal(Move(1, FOUNDATION)) and game.is_legal(Move(1, 0))

    portuguese = table(get_rules("portuguese-solitaire"), "KS 7D", "QH KH", "", found=(0, 0, 0, 0))
    assert portuguese.illegal_reason(Move(0, 2)) == Refusal(
        Why.ONLY_KING_TO_EMPTY, column=2, card=c("7D")
    )
    assert portuguese.is_legal(Move(1, 2))

    spanish = table(get_rules("spanish-patience"), "9S", "", "3H 4C", found=(0, 0, 0, 0))
    assert spanish.illegal_reason(Move(0, 1)) == Refusal(
        Why.LONE_CARD_TO_EMPTY, column=1, card=c("9S")
    )
    assert spanish.is_legal(Move(2, 1))

    in_suit = table(custom_rules(build=Build.SAME_SUIT), "7D", "8C", "8D", found=(0, 0, 0, 0))
    assert in_suit.illegal_reason(Move(0, 1)) == Refusal(
        Why.NOT_IN_SUIT, column=1, card=c("7D"), onto=c("8C")
    )
    assert in_suit.is_legal(Move(0, 2))

    castles = table(get_rules("castles-in-spain"), "7D", "8H", "8S", found=(0, 0, 0, 0))
    assert castles.illegal_reason(Move(0, 1)) == Refusal(
        Why.NOT_ALTERNATE_COLOUR, column=1, card=c("7D"), onto=c("8H")
    )
    assert castles.is_legal(Move(0, 2))


def test_refusals_in_english() -> None:
    texts = {
        Refusal(Why.NO_SUCH_COLUMN, column=13): "there is no column 14",
        Refusal(Why.SAME_COLUMN, column=2): "a card cannot move onto its own column",
        Refusal(Why.EMPTY_SOURCE, column=3): "column 4 is empty",
        Refusal(
            Why.FOUNDATION_NEEDS, card=c("7C"), needs=c("6C")
        ): "7♣ needs the six of its suit on the foundation first",
        Refusal(
            Why.FOUNDATION_NEEDS, card=c("2C"), needs=c("AC")
        ): "2♣ needs the ace of its suit on the foundation first",
        Refusal(
            Why.EMPTY_STAYS_EMPTY, column=3, card=c("7D")
        ): "column 4 is empty, and empty columns stay empty",
        Refusal(
            Why.ONLY_KING_TO_EMPTY, column=2, card=c("7D")
        ): "only a king may go into the empty column 3",
        Refusal(
            Why.LONE_CARD_TO_EMPTY, column=1, card=c("9S")
        ): "moving a lone card to an empty column changes nothing",
        Refusal(
            Why.NOT_ONE_RANK_LOWER, column=1, card=c("TD"), onto=c("6D")
        ): "10♦ does not go on 6♦: build down one rank",
        Refusal(
            Why.NOT_IN_SUIT, column=1, card=c("7D"), onto=c("8C")
        ): "7♦ does not go on 8♣: build in suit",
        Refusal(
            Why.NOT_ALTERNATE_COLOUR, column=1, card=c("7D"), onto=c("8H")
        ): "7♦ does not go on 8♥: alternate the colours",
    }
    assert {r.code for r in texts} == set(Why)
    for refusal, text in texts.items():
        assert refusal.text() == text == str(refusal)
        assert refusal.sentence() == text[0].upper() + text[1:] + "."
