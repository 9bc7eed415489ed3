"""Where the keyboard's focus goes: one pile at a time, moved by the navigation keys.

No Qt here. The piles form one ring, the columns left to right and then the foundations
(clubs, diamonds, hearts, spades): Right and Tab step forwards through it, Left and
Shift+Tab backwards, wrapping round, so every pile is reachable from any other. Up and
Down cross between the row of columns and the row of foundations, to the pile nearest
above or below (the foundations sit over the rightmost four columns).

With a card picked up the focus stops only at ``stops``: the piles that may take the
card, and the column it came from (to put it down again).
"""

from __future__ import annotations

import enum
from collections.abc import Collection

from ...engine.game import Game
from .pile import Pile


class Direction(enum.Enum):
    """Where a navigation key sends the focus."""

    NEXT = "next"
    PREVIOUS = "previous"
    UP = "up"
    DOWN = "down"
    FIRST = "first"  # the first column
    LAST = "last"  # the last column


def ring(columns: int) -> list[Pile]:
    """Every pile in focus order: the columns, then the four foundations."""
    return [Pile.column(i) for i in range(columns)] + [Pile.foundation(s) for s in range(4)]


def _grid_x(pile: Pile, columns: int) -> int:
    """The pile's place across the table, counted in columns."""
    return max(columns - 4, 0) + pile.index if pile.is_foundation else pile.index


def navigate(
    current: Pile, direction: Direction, columns: int, stops: Collection[Pile] | None = None
) -> Pile:
    """The pile the focus goes to from ``current`` in ``direction``; ``current`` when there is
    none that way. ``stops``: the only piles the focus may land on (``None``: all)."""
    order = ring(columns)
    allowed = [p for p in order if stops is None or p in stops]
    if not allowed:
        return current
    if current not in order:
        return allowed[0]
    if direction in (Direction.NEXT, Direction.PREVIOUS):
        at = order.index(current)
        n = len(order)
        sign = 1 if direction is Direction.NEXT else -1
        for k in range(1, n + 1):
            pile = order[(at + sign * k) % n]
            if pile in allowed:
                return pile
        return current
    if direction in (Direction.FIRST, Direction.LAST):
        cols = [p for p in allowed if not p.is_foundation] or allowed
        return cols[0] if direction is Direction.FIRST else cols[-1]
    # Up and Down: to the other row, the nearest pile across (the left one on a tie).
    want_foundation = direction is Direction.UP
    if current.is_foundation == want_foundation:
        return current
    row = [p for p in allowed if p.is_foundation == want_foundation]
    if not row:
        return current
    x = _grid_x(current, columns)
    return min(row, key=lambda p: (abs(_grid_x(p, columns) - x), _grid_x(p, columns)))


def first_playable(game: Game) -> Pile:
    """Where the focus starts: the first column whose top card can move, else column 1."""
    for column in range(game.column_count):
        if game.targets(column):
            return Pile.column(column)
    return Pile.column(0)


def valid(pile: Pile, columns: int) -> bool:
    """``pile`` exists on a table of ``columns`` columns."""
    return 0 <= pile.index < (4 if pile.is_foundation else columns)
