"""A cheap, sound test that a position is lost: some card can never leave its place.

Why it is sound. In a win every tableau card leaves its present place at least once
(it ends on a foundation). Order the cards by the time of that first departure, and
look at card X when it first goes:

* X is the top of its column then, so every card now above X has already left.
* If X goes to its foundation, every lower card of its suit still on the tableau has
  already been played up, so each of them has already left its place.
* If X goes onto a card T, then T may take X under the rules, T is on the tableau (cards
  never come back from the foundations, so T is on the tableau now as well) and T is the
  top of some column. If T has moved before, it left its place earlier, so everything now
  above T left even earlier; if it has not, it is the top of its own column, so again
  everything now above T has left. Either way every card now above T left before X.
* If X goes into an empty column, the rules let X into one.

So the set of cards that leave in a win is closed under the rule "X may join once every
card above it has joined and (every lower card of its suit has joined, or some card T that
may take X has every card above it joined, or X may go into an empty column)". The least
fixpoint of that rule, computed below, therefore contains every card; if it misses one,
no win exists. The rule only weakens what really has to happen (it ignores timing, and
that a card can host only one card at a time), so it can call a lost position "maybe",
never a winnable one "lost"; ``tests/engine/test_solver_brute.py`` checks it against an
exhaustive search on small boards.

Typical catch: the 8 of spades lies on the 3 of spades, and every 9 lies under that 8 or
under cards that themselves wait for it: the 8 can never move, and the 3 never go up.
"""

from __future__ import annotations

from ..kernel import UP_AT, Kernel


def is_blocked(cols: list[list[int]], found: list[int], kernel: Kernel, watch: int = -1) -> bool:
    """True when the position is provably lost (see the module docstring).

    ``watch``: the card just moved onto another column, when the position before that
    move (and the safe moves after it) passed this test. Then the position passes as soon
    as ``watch`` joins: join it first, then every card in the order that worked before
    the move. Each card's reason still holds: the cards above a target are the same
    ones, minus cards that left, plus ``watch``; a target that went up by a safe move
    only ever carried cards that may go up themselves when free (the safe rule's own
    argument). So the search can stop early on most positions.
    """
    # free[c]: every card above c has joined (c is, or once was, the top of its column).
    # Cards on the foundations are never free, so they are never used as targets.
    free = [False] * 52
    # low[i]: the cards of column i from index low[i] upwards have joined; the card just
    # below them (index low[i] - 1) is the column's free frontier.
    low = list(map(len, cols))
    for col in cols:
        if col:
            free[col[-1]] = True
    joined = [False] * 52
    # chain[s]: every card of suit s from the foundation up to rank chain[s] has joined.
    chain = list(found)
    onto = kernel.onto
    empty_ok = kernel.empty_ok
    any_empty = not kernel.dead_empty
    up_at = UP_AT
    ncols = len(cols)
    changed = True
    while changed:
        changed = False
        for i in range(ncols):
            lo = low[i]
            if lo == 0:
                continue
            col = cols[i]
            while lo > 0:
                x = col[lo - 1]
                suit = x & 3
                # Every lower card of its suit has joined: x could go up were they up
                # (the foundation rule, with ``chain`` for the foundations).
                ok = chain[suit] == up_at[x]
                if not ok:
                    for t in onto[x]:
                        if free[t]:
                            ok = True
                            break
                if not ok and any_empty and empty_ok[x]:
                    ok = True
                if not ok:
                    break
                if x == watch:
                    return False
                joined[x] = True
                lo -= 1
                if lo:
                    free[col[lo - 1]] = True
                r = chain[suit]
                while r < 13 and joined[r * 4 + suit]:
                    r += 1
                chain[suit] = r
                changed = True
            low[i] = lo
    return any(low)
