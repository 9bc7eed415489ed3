"""Rule decisions precomputed per card pair, straight from the engine's :class:`Rules`.

The search never re-implements a rule: it asks ``Rules.builds_on`` and
``Rules.empty_takes`` once for every card (pair) and reads the answers from tuples.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from ..cards import CARDS
from ..rules import Build, EmptyColumn, Rules

FLOOR: Final = 52
"""Stands for "no card": the floor of a column in a Zobrist pair."""


def _zobrist() -> tuple[int, ...]:
    # A fixed seed: keys, and with them the search order on collisions, must not vary
    # from run to run (a node budget has to give the same verdict every time).
    rng = random.Random(0xBA4E5D0E)
    return tuple(rng.getrandbits(64) for _ in range(52 * 53))


ZOBRIST: Final = _zobrist()
MASK: Final = (1 << 64) - 1


def _rank_shares() -> tuple[int, ...]:
    rng = random.Random(0x5EED)
    by_rank = [[rng.getrandbits(64) for _ in range(14)] for _ in range(13)]
    return tuple(
        by_rank[c // 4][13 if b == FLOOR else b // 4] for c in range(52) for b in range(53)
    )


ZOBRIST_RANK: Final = _rank_shares()
"""Like :data:`ZOBRIST` but blind to suits: the share of a rank lying on a rank."""
ZOBRIST_UP: Final = tuple(random.Random(0xF0).getrandbits(64) for _ in range(52))
"""The share of a card once it is on its foundation (used by additive keys)."""
"""``ZOBRIST[card * 53 + below]``: the key share of ``card`` lying on ``below`` (or FLOOR).

A column is fully described by its (card, card below) pairs, and a table by the set of
them, whatever the column order; XOR over the pairs gives an order-invariant key that a
move updates in O(1). Foundations follow from the cards left, so they need no share.
"""


@dataclass(frozen=True)
class RuleTables:
    """The answers the search needs, one tuple lookup each."""

    build: Build
    targets: tuple[tuple[int, ...], ...]
    """``targets[c]``: the cards that ``c`` may be placed on."""
    empty_ok: tuple[bool, ...]
    """``empty_ok[c]``: may ``c`` go into an empty column?"""
    dead_empty: bool
    """Empty columns take nothing (Baker's Dozen): they are gone for good."""


@lru_cache(maxsize=32)
def tables_for(rules: Rules) -> RuleTables:
    targets = tuple(
        tuple(t for t in range(52) if t != c and rules.builds_on(CARDS[c], CARDS[t]))
        for c in range(52)
    )
    empty_ok = tuple(rules.empty_takes(CARDS[c]) for c in range(52))
    return RuleTables(
        build=rules.build,
        targets=targets,
        empty_ok=empty_ok,
        dead_empty=rules.empty_column is EmptyColumn.NOTHING,
    )
