"""Random key shares for order-invariant position keys (fixed seeds).

A column is fully described by its (card, card directly below or the floor) pairs, and a
table by the set of them, whatever the column order. A position's key is the sum, modulo
2**64, of one share per such pair; a move updates it in O(1) by taking out the shares of
the pairs it breaks and adding those it makes. The foundations follow from the cards left
on the tableau, so a share per card sent up is redundant; the searches add one all the
same (it changes no key's meaning).
"""

from __future__ import annotations

import random
from typing import Final

FLOOR: Final = 52
"""Stands for "no card": the floor of a column in a (card, below) pair."""

MASK: Final = (1 << 64) - 1


def _zobrist() -> tuple[int, ...]:
    # A fixed seed: keys, and with them the search order on collisions, must not vary
    # from run to run (a node budget has to give the same verdict every time).
    rng = random.Random(0xBA4E5D0E)
    return tuple(rng.getrandbits(64) for _ in range(52 * 53))


ZOBRIST: Final = _zobrist()
"""``ZOBRIST[card * 53 + below]``: the share of ``card`` lying on ``below`` (or FLOOR)."""


def _rank_shares() -> tuple[int, ...]:
    rng = random.Random(0x5EED)
    by_rank = [[rng.getrandbits(64) for _ in range(14)] for _ in range(13)]
    return tuple(
        by_rank[c // 4][13 if b == FLOOR else b // 4] for c in range(52) for b in range(53)
    )


ZOBRIST_RANK: Final = _rank_shares()
"""Like :data:`ZOBRIST` but blind to suits: the share of a rank lying on a rank."""
ZOBRIST_UP: Final = tuple(random.Random(0xF0).getrandbits(64) for _ in range(52))
"""The share of a card once it is on its foundation."""


def minus(shares: tuple[int, ...]) -> tuple[int, ...]:
    """Each share's negative modulo 2**64, to take a share out of a key by adding.

    Why: the hot loops update keys as ``(key - a + b) & MASK``; a negative intermediate
    makes CPython's ``&`` take its slow two's-complement path, about twice the cost of
    the same update as ``(key + (-a mod 2**64) + b) & MASK`` (the same key)."""
    return tuple(-v & MASK for v in shares)


ZOBRIST_MINUS: Final = minus(ZOBRIST)
ZOBRIST_RANK_MINUS: Final = minus(ZOBRIST_RANK)
ZOBRIST_UP_MINUS: Final = minus(ZOBRIST_UP)
