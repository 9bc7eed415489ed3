"""A move chosen from what the player can see, for when no solution is at hand.

Used by Hint in face-down variants (a hint must not peek at face-down cards) and when the
search runs out of budget. It reads only face-up cards.
"""

from __future__ import annotations

from ..game import Game
from ..moves import FOUNDATION, Move


def heuristic_move(game: Game) -> Move | None:
    """The legal move that looks best on the visible cards, or None when there is none."""
    moves = list(game.generate_legal_moves())
    if not moves:
        return None
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
        elif below > 0:
            nxt = int(src[-2])
            if found[nxt & 3] == nxt >> 2:
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

    return max(moves, key=score)
