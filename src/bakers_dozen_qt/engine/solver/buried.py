"""A cheap, sound test on the visible cards alone that no face-down card can ever turn up.

Face-down variants only: when it holds, the game is lost, whatever the face-down cards
are, for a win sends every card up, and a face-down card can only move once it has
turned face up. The test never reads a face-down card (it is handed None for each), so
every filling of the face-down places gets the same answer. It is the fixpoint of the
deadlock test (:mod:`.core.deadlock`) with face-down cards as cards that never leave
(``docs/solver.md``, "Face-down cards", has the argument and why the two are written
apart); ``tests/engine/test_solver_buried.py`` checks it against an exhaustive search
of every filling on small boards.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..kernel import UP_AT, kernel_for
from ..rules import Rules


def stays_buried(
    rules: Rules,
    columns: Sequence[Sequence[Card | None]],
    foundations: Sequence[int],
) -> bool:
    """True when no face-down card can ever turn face up (None marks a face-down card,
    always below the column's visible cards), so the game is lost; False when some card
    may (or none is face down)."""
    kernel = kernel_for(rules)
    down = [sum(1 for c in col if c is None) for col in columns]
    if not any(down) or any(d and d == len(col) for d, col in zip(down, columns, strict=True)):
        return False  # nothing face down, or a face-down top (it turns at once)
    cols = [[int(c) for c in col if c is not None] for col in columns]
    onto = kernel.onto
    empty_ok = kernel.empty_ok
    up_at = UP_AT
    # free[c]: every card above the visible card c has joined. Face-down cards are never
    # free, so they never host a card.
    free = [False] * 52
    for col in cols:
        if col:
            free[col[-1]] = True
    joined = [False] * 52
    # chain[s]: every card of suit s up to rank chain[s] is up or has joined; a face-down
    # card never joins, so the chain stops below it.
    chain = list(foundations)
    # low[i]: the visible cards of column i from index low[i] upwards have joined.
    low = [len(col) for col in cols]
    # An empty column exists, or may arise before a card turns.
    empty = not kernel.dead_empty and any(not col for col in columns)
    changed = True
    while changed:
        changed = False
        for i, col in enumerate(cols):
            lo = low[i]
            while lo > 0:
                x = col[lo - 1]
                suit = x & 3
                ok = chain[suit] == up_at[x]
                if not ok:
                    for t in onto[x]:
                        if free[t]:
                            ok = True
                            break
                if not ok and empty and empty_ok[x]:
                    ok = True
                if not ok:
                    break
                joined[x] = True
                lo -= 1
                if lo:
                    free[col[lo - 1]] = True
                r = chain[suit]
                while r < 13 and joined[r * 4 + suit]:
                    r += 1
                chain[suit] = r
                changed = True
            if lo == 0 and low[i] > 0:
                if down[i]:
                    return False  # its lowest visible card may leave: a card may turn
                if not kernel.dead_empty:
                    empty = True
            low[i] = lo
    return True
