"""The solver's cheaper node parts against plain versions of what they compute.

The loss test works on bit masks and best-first updates its guide move by move; both
must give exactly what the plain definitions give, on positions the game really reaches.
"""

from __future__ import annotations

import random

import pytest

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.kernel import UP_AT, Kernel, kernel_for
from bakers_dozen_qt.engine.rules import VARIANTS
from bakers_dozen_qt.engine.solver.api import plain_table
from bakers_dozen_qt.engine.solver.bestfirst import blockers, disorder, lies_wrong
from bakers_dozen_qt.engine.solver.deadlock import is_blocked


def fixpoint(cols: list[list[int]], found: list[int], kernel: Kernel) -> set[int]:
    """The cards that can ever leave their place, by the loss test's rule written out:
    a card joins once every card above it has joined and (every lower card of its suit
    is up or has joined, or a card that may take it has nothing above it but joined
    cards, or it may go into an empty column)."""
    up = {(r - 1) * 4 + s for s in range(4) for r in range(1, found[s] + 1)}
    joined: set[int] = set()
    changed = True
    while changed:
        changed = False
        for col in cols:
            for i in range(len(col) - 1, -1, -1):
                x = col[i]
                if x in joined:
                    continue
                if any(y not in joined for y in col[i + 1 :]):
                    break
                lower = {r * 4 + (x & 3) for r in range(UP_AT[x])}
                free = {
                    c[j]
                    for c in cols
                    for j in range(len(c))
                    if all(y in joined for y in c[j + 1 :])
                }
                if (
                    lower <= up | joined
                    or any(t in free for t in kernel.onto[x])
                    or (not kernel.dead_empty and kernel.empty_ok[x])
                ):
                    joined.add(x)
                    changed = True
                else:
                    break
    return joined


def positions(variant: str, deal: int, moves: int, seed: int) -> list[list[list[int]]]:
    """Tables (with their foundations last) along a random line of legal moves."""
    game = Game.from_deal(deal, get_rules(variant))
    rng = random.Random(seed)
    out = []
    for _ in range(moves):
        cols, found = plain_table(game)
        out.append([*cols, found])
        legal = list(game.generate_legal_moves())
        if not legal:
            break
        game.play(rng.choice(legal))
    return out


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_loss_test_is_its_fixpoint(variant: str) -> None:
    kernel = kernel_for(get_rules(variant))
    rng = random.Random(variant)
    blocked = 0
    for deal in (1, 2, 3):
        for table in positions(variant, deal, 60, seed=deal):
            cols, found = table[:-1], table[-1]
            joined = fixpoint(cols, found, kernel)
            cards = {c for col in cols for c in col}
            lost = not cards <= joined
            blocked += lost
            assert is_blocked(cols, found, kernel) == lost
            # With a card to watch it passes as soon as that card joins, else as before.
            tops = [col[-1] for col in cols if col]
            for watch in rng.sample(tops, min(3, len(tops))):
                expected = False if watch in joined else lost
                assert is_blocked(cols, found, kernel, watch) == expected
            # A watched card that a safe move has sent up since is on no column: the
            # test then runs to its end, as without one.
            ups = [(r - 1) * 4 + s for s in range(4) for r in range(1, found[s] + 1)]
            for watch in rng.sample(ups, min(3, len(ups))):
                assert is_blocked(cols, found, kernel, watch) == lost
    # Random lines reach lost positions too, so both answers were checked, except where
    # any card may go into an empty column (then the test never finds a loss).
    never_lost = not kernel.dead_empty and all(kernel.empty_ok)
    assert blocked or never_lost


def test_guide_changes_only_by_the_moved_card() -> None:
    rng = random.Random(14)
    for _ in range(2_000):
        cards = rng.sample(range(52), rng.randint(1, 12))
        cut = rng.randrange(len(cards))
        below, card = cards[:cut], cards[cut]
        for guide, h in ((0, disorder), (1, blockers)):
            assert h([[*below, card]]) - h([below]) == lies_wrong(card, below, guide)
