"""Moves ranked without search: what a click means, and a hint from the visible cards.

The two rankings answer different questions, and both read only what a player can see:

* :func:`best_move` -- the move a player most likely means by clicking a card (the table's
  one-click setting): foundation first, then the column it buries least in, an empty
  column last.
* :func:`ranked_moves` -- the moves of the whole table, the most promising first, for Hint when no
  solution is at hand: in face-down variants (a hint must not peek) and when the search
  runs out of budget.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .kernel import goes_up
from .moves import FOUNDATION, Move

if TYPE_CHECKING:
    from .game import Game


def best_move(game: Game, source: int) -> Move | None:
    """The move a player would most likely pick for the top card of ``source``.

    Foundation first; then a column that already holds cards, preferring the one whose
    lowest card is highest (it buries nothing that is needed soon), then a same-suit
    target, then the leftmost; an empty column last.
    """
    moves = [m for m in game.generate_legal_moves() if m.source == source]
    if not moves:
        return None
    card = game.column(source)[-1]

    def preference(m: Move) -> tuple[int, int, int, int]:
        if m.target == FOUNDATION:
            return (0, 0, 0, 0)
        target = game.column(m.target)
        if not target:
            return (2, 0, 0, m.target)
        lowest = min(c.rank for c in target)
        return (1, -lowest, 0 if target[-1].suit == card.suit else 1, m.target)

    return min(moves, key=preference)


def ranked_moves(game: Game) -> list[Move]:
    """The legal moves, the best-looking first (on the visible cards only)."""
    moves = list(game.generate_legal_moves())
    if not moves:
        return []
    found = game.foundations
    last = game.peek()

    def visible(col: int) -> list[int]:
        cards = game.column(col)
        down = game.face_down_count(col)
        return [int(c) for c in cards[down:]]

    def score(m: Move) -> int:
        src = game.column(m.source)
        c = int(src[-1])
        value = 0
        if m.target == FOUNDATION:
            value += 1000
            if game.is_safe_to_foundation(src[-1]):
                value += 500
        if last is not None and (m.target, m.source) == (last.source, last.target):
            value -= 2000  # straight back where it came from
        below = len(src) - 1
        if below > 0 and game.face_down_count(m.source) == below:
            value += 300  # turns a card face up: new information
        elif below > 0 and goes_up(src[-2], found):
            value += 200  # frees a card that can go up at once
        if below == 0:
            empty_useful = game.rules.empty_takes(src[-1]) and m.target != FOUNDATION
            value += 50 if empty_useful else (-400 if m.target != FOUNDATION else 0)
        elif m.target != FOUNDATION and not game.column(m.target):
            value -= 100  # spends an empty column
        # Dig toward the cards the foundations want next.
        wanted = [(x >> 2) - found[x & 3] for x in visible(m.source)[:-1]]
        if wanted:
            value += max(0, 40 - 5 * min(wanted))
        if m.target != FOUNDATION:
            # Prefer covering a column whose visible cards are not needed soon.
            tw = [(x >> 2) - found[x & 3] for x in visible(m.target)]
            if tw:
                value += min(min(tw), 8)
            value -= (c >> 2) - found[c & 3] > 6  # keep low cards handy (a nudge)
        return value

    return sorted(moves, key=lambda m: -score(m))
