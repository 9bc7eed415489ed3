"""Small end games for the tests, and an exhaustive search that says whether one is won."""

from __future__ import annotations

import random

from bakers_dozen_qt.engine import CARDS, Game, Position, Rules


def winnable(game: Game, seen: dict[tuple[object, ...], bool]) -> bool:
    if game.is_won():
        return True
    key = game.key()
    if key in seen:
        return seen[key]
    seen[key] = False
    result = False
    for move in list(game.legal_moves):
        game.push(move)
        result = winnable(game, seen)
        game.pop()
        if result:
            break
    seen[key] = result
    return result


def small_board(rng: random.Random, rules: Rules, left: int) -> Game:
    """Foundations high, ``left`` cards spread at random over the columns."""
    while True:
        found = [rng.randint(6, 12) for _ in range(4)]
        if 52 - sum(found) <= left:
            break
    rest = [c for c in CARDS if c.rank > found[c.suit]]
    rng.shuffle(rest)
    cols: list[list[int]] = [[] for _ in range(rules.columns)]
    for c in rest:
        cols[rng.randrange(min(len(rest), rules.columns))].append(c)
    position = Position(
        columns=tuple(tuple(CARDS[c] for c in col) for col in cols),
        foundations=(found[0], found[1], found[2], found[3]),
    )
    return Game(rules, position)
