"""Deal numbers to starting positions (RULES.md, "Deal numbers")."""

from __future__ import annotations

import datetime as _dt
from typing import Final

from .cards import ACE, CARDS, KING, Card
from .position import Position
from .rules import Rules

MIN_DEAL: Final = 1
MAX_DEAL: Final = 2_147_483_647


class DealNumberError(ValueError):
    """A deal number outside 1..2,147,483,647."""


def check_deal_number(number: int) -> int:
    if not MIN_DEAL <= number <= MAX_DEAL:
        raise DealNumberError(
            f"deal number {number} is out of range; use {MIN_DEAL} to {MAX_DEAL:,}"
        )
    return number


def freecell_order(number: int) -> list[Card]:
    """The 52 cards in dealing order for deal ``number`` (the Microsoft FreeCell generator)."""
    check_deal_number(number)
    # Index i is rank i // 4 and suit i % 4 (C, D, H, S): exactly our Card index; reversed.
    deck = list(reversed(CARDS))
    state = number
    for i in range(52):
        state = (state * 214013 + 2531011) & 0x7FFFFFFF
        j = 51 - ((state >> 16) % (52 - i))
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_columns(order: list[Card], columns: int) -> list[list[Card]]:
    """Deal row by row: the n-th card goes on top of column ``n mod columns``."""
    piles: list[list[Card]] = [[] for _ in range(columns)]
    for n, c in enumerate(order):
        piles[n % columns].append(c)
    return piles


def kings_to_bottom(column: list[Card]) -> list[Card]:
    """Stable partition: kings first (bottom), then the rest, each keeping its order."""
    return [c for c in column if c.rank == KING] + [c for c in column if c.rank != KING]


def deal(number: int, rules: Rules) -> Position:
    """The starting position of deal ``number`` under ``rules``."""
    order = freecell_order(number)
    foundations = [0, 0, 0, 0]
    if rules.aces_at_start:
        aces = [c for c in order if c.rank == ACE][: rules.aces_at_start]
        for ace in aces:
            foundations[ace.suit] = ACE
        order = [c for c in order if c not in aces]
    piles = deal_columns(order, rules.columns)
    if rules.kings_to_bottom:
        piles = [kings_to_bottom(p) for p in piles]
    face_down = tuple(min(rules.face_down_rows, max(len(p) - 1, 0)) for p in piles)
    return Position(
        columns=tuple(tuple(p) for p in piles),
        foundations=(foundations[0], foundations[1], foundations[2], foundations[3]),
        face_down=face_down,
    )


def daily_deal_number(date: _dt.date | None = None) -> int:
    """The daily deal for a calendar date: the integer YYYYMMDD (local date by default)."""
    d = date or _dt.date.today()
    return d.year * 10000 + d.month * 100 + d.day
