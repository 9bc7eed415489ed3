"""A cheap, sound test that a position is lost: some card can never leave its place.

The least fixpoint of "a card joins once every card above it has joined and it could go
up, onto a card every card above which has joined, or into an empty column" holds every
card when a win exists (``docs/solver.md``, "The deadlock test");
``tests/engine/test_solver_brute.py`` checks it against exhaustive search.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from ...kernel import UP_AT, Kernel

BIT: Final = tuple(1 << c for c in range(52))
"""``BIT[card]``: the card as a one-bit set of cards."""
ALL: Final = (1 << 52) - 1
"""Every card, as a set of cards."""

_Tables = tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...]]


@lru_cache(maxsize=32)  # as many as kernel_for keeps
def _tables(kernel: Kernel) -> _Tables:
    """The kernel's rules as sets of cards (bit masks), built once per kernel.

    ``onto[card]``: the cards it may be placed on. ``needs[card]``: the cards that must
    have joined (or be up) before it could go up, i.e. the lower ranks of its suit; none
    when it may go into an empty column (then nothing ever holds it). ``up[suit][top]``:
    the cards of the suit on its foundation when the foundation shows ``top``.
    ``takes[card]``: the cards that may be placed on it.
    """
    any_empty = not kernel.dead_empty
    onto = tuple(sum(BIT[t] for t in kernel.onto[c]) for c in range(52))
    needs = tuple(
        0
        if any_empty and kernel.empty_ok[c]
        else sum(BIT[r * 4 + (c & 3)] for r in range(UP_AT[c]))
        for c in range(52)
    )
    up = tuple(
        tuple(sum(BIT[r * 4 + s] for r in range(top)) for top in range(14)) for s in range(4)
    )
    takes = tuple(sum(BIT[x] for x in range(52) if c in kernel.onto[x]) for c in range(52))
    return onto, needs, up, takes


def is_blocked(
    cols: Sequence[Sequence[int]],
    found: Sequence[int],
    kernel: Kernel,
    watch: int = -1,
    sent_up: int = -1,
) -> bool:
    """True when the position is provably lost (see the module docstring).

    ``watch``: the card just moved onto another column, when the position before that
    move (and the safe moves after it) passed this test: the position then passes as
    soon as ``watch`` joins. ``sent_up``: the card just sent to its foundation, when the
    position before passed and only safe moves followed: it passes as soon as every card
    that may be placed on ``sent_up`` has joined or is up. Either way the search may
    stop early (``docs/solver.md``, "Skipping the loss test"); the fixpoint is the same
    whatever the order cards join in.
    """
    # The sets are bit masks: one test per card instead of a loop over its targets.
    onto, needs, up, takes = _tables(kernel)
    bit = BIT
    # missing: the cards neither up nor joined. A card could go up once none of the
    # lower cards of its suit is missing (the foundation rule, with the joined cards
    # counted as up).
    missing = ALL ^ (up[0][found[0]] | up[1][found[1]] | up[2][found[2]] | up[3][found[3]])
    # free: cards every card above which has joined (each is, or once was, the top of
    # its column). Cards on the foundations are never free: never used as targets.
    free = 0
    for col in cols:
        if col:
            free |= bit[col[-1]]
    # ``watch`` is the top of its column (moves after it only sent cards up), so it
    # joins as soon as one of its targets is free or its suit's lower cards have all
    # joined: asked after each column, that stops the search at the first column that
    # lets it, wherever its own column is. A watched card that has gone up since (a
    # safe move may take it) is on no column: nothing to watch then.
    if watch >= 0 and found[watch & 3] <= watch >> 2:
        watch_onto = onto[watch]
        watch_needs = needs[watch]
    elif sent_up >= 0:
        # Done once none of the cards ``sent_up`` could have taken is missing (the
        # same test as for the lower cards of a watched card's suit).
        watch_onto = 0
        watch_needs = takes[sent_up]
        if not watch_needs & missing:
            return False
    else:
        watch_onto = 0
        watch_needs = ALL  # nothing missing: every card has joined (and so passes)
    # First round: each column gives up the cards it can, from its top down; those that
    # stop at a card that cannot join yet wait in ``stuck`` as (column, index of that
    # card). A card joins when it has a free target or its suit's lower cards have all
    # joined: the target test first, it is the one that usually passes.
    stuck: list[tuple[Sequence[int], int]] = []
    for col in cols:
        i = len(col) - 1
        if i < 0:
            continue  # nothing changes: the watch test after the next column says it
        x = col[i]
        while True:
            if not onto[x] & free and needs[x] & missing:
                stuck.append((col, i))
                break
            missing ^= bit[x]
            if not i:
                break
            i -= 1
            x = col[i]
            free |= bit[x]
        if watch_onto & free or not watch_needs & missing:
            return False
    # Then rounds over the stuck columns alone, until a round frees no card.
    while stuck:
        again: list[tuple[Sequence[int], int]] = []
        moved = False
        for col, i in stuck:
            x = col[i]
            if not onto[x] & free and needs[x] & missing:
                again.append((col, i))
                continue
            moved = True
            while True:
                missing ^= bit[x]
                if not i:
                    break
                i -= 1
                x = col[i]
                free |= bit[x]
                if not onto[x] & free and needs[x] & missing:
                    again.append((col, i))
                    break
            if watch_onto & free or not watch_needs & missing:
                return False
        if not moved:
            return True
        stuck = again
    return False
