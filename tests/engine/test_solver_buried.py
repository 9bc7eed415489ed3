"""The test that no face-down card can ever turn (:mod:`...solver.buried`): sound against
an exhaustive search of every filling on small boards, and blind to the face-down cards."""

from __future__ import annotations

import itertools
import random
from collections import deque

import pytest

from bakers_dozen_qt.engine import CARDS, Build, Card, EmptyColumn, Game, Position, Rules
from bakers_dozen_qt.engine.solver.buried import stays_buried
from bakers_dozen_qt.engine.solver.facedown import view_of

RULE_SETS = {
    "bakers-dozen": {},  # empty columns stay empty, any suit builds
    "castles": {"empty_column": EmptyColumn.ANY, "build": Build.ALTERNATE_COLOUR},
    "spanish": {"empty_column": EmptyColumn.ANY},
    "portuguese": {"empty_column": EmptyColumn.KING},
}


def small_board(rng: random.Random, name: str) -> Game:
    """A small random table: each suit keeps its top 2..6 ranks (the lower ones are up),
    dealt into 4 or 5 columns with 1..3 face-down cards at the bottom of some of them."""
    columns = rng.choice((4, 5))
    per_column, aces = {4: (13, 0), 5: (10, 2)}[columns]  # Rules wants 52 cards in all
    rules = Rules(
        name, name, columns=columns, cards_per_column=per_column, aces_at_start=aces,
        face_down_rows=3,
        **RULE_SETS[name],  # type: ignore[arg-type]
    )  # fmt: skip
    base = [13 - rng.randint(2, 6) for _ in range(4)]
    cards = [CARDS[(r - 1) * 4 + s] for s in range(4) for r in range(base[s] + 1, 14)]
    rng.shuffle(cards)
    piles: list[list[Card]] = [[] for _ in range(columns)]
    for n, c in enumerate(cards):
        piles[n % columns].append(c)
    down = tuple(rng.randint(0, min(3, len(p) - 1)) if p else 0 for p in piles)
    position = Position(tuple(tuple(p) for p in piles), (base[0], base[1], base[2], base[3]), down)
    return Game(rules, position)


def refilled(game: Game, hidden: tuple[Card, ...]) -> Game:
    """``game`` with its face-down places (column by column, bottom up) holding ``hidden``."""
    pos = game.position()
    it = iter(hidden)
    cols = tuple(
        tuple(next(it) if j < pos.face_down[i] else c for j, c in enumerate(col))
        for i, col in enumerate(pos.columns)
    )
    return Game(game.rules, Position(cols, pos.foundations, pos.face_down))


class TooBig(Exception):
    """Too many tables for a quick exhaustive search."""


def some_card_turns(game: Game, limit: int = 5_000) -> bool:
    """Exhaustive search: does any line of play from ``game`` turn a face-down card?"""
    start = game.copy(with_stack=False)
    down = sum(start.position().face_down)
    seen = {start.position()}
    todo = deque([start])
    while todo:
        g = todo.popleft()
        for m in list(g.generate_legal_moves()):
            child = g.copy(with_stack=False)
            child.push(m)
            pos = child.position()
            if sum(pos.face_down) < down:
                return True
            if pos not in seen:
                if len(seen) >= limit:
                    raise TooBig
                seen.add(pos)
                todo.append(child)
    return False


@pytest.mark.slow
@pytest.mark.parametrize("name", list(RULE_SETS))
def test_buried_only_when_no_filling_turns_a_card(name: str) -> None:
    rng = random.Random(f"buried-{name}")
    said = {True: 0, False: 0}
    checked = 0
    for _ in range(300):
        game = small_board(rng, name)
        view = view_of(game)
        buried = stays_buried(game.rules, view.columns, view.foundations)
        said[buried] += 1
        if not buried:
            continue
        # Every filling of the face-down places (up to 24 of them) is searched to its end.
        pos = game.position()
        hidden = [c for i, col in enumerate(pos.columns) for c in col[: pos.face_down[i]]]
        for order in itertools.islice(itertools.permutations(hidden), 24):
            filling = refilled(game, order)
            assert view_of(filling) == view
            try:
                turns = some_card_turns(filling)
            except TooBig:
                continue
            assert not turns, filling.board_text()
            checked += 1
    # The check is not empty: both answers come up, and the lost ones were searched.
    assert said[True] >= 15 and said[False] >= 50, said
    assert checked >= 100, checked
