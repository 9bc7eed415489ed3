"""The solver's cheaper node parts against plain versions of what they compute.

The loss test works on bit masks and may be skipped or cut short, best-first updates its
guide move by move, depth-first keys its children before it makes them and the child
step updates keys move by move; all must give exactly what the plain definitions give,
on positions the game really reaches.
"""

from __future__ import annotations

import random

import pytest

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.kernel import UP, UP_AT, Kernel, goes_up, kernel_for, tops
from bakers_dozen_qt.engine.rules import VARIANTS
from bakers_dozen_qt.engine.solver.api import plain_table
from bakers_dozen_qt.engine.solver.core import best_first as best_first_module
from bakers_dozen_qt.engine.solver.core import depth_first, dfs_table
from bakers_dozen_qt.engine.solver.core.best_first import best_first, blockers, disorder, lies_wrong
from bakers_dozen_qt.engine.solver.core.board import loss_test_rule, play
from bakers_dozen_qt.engine.solver.core.deadlock import is_blocked
from bakers_dozen_qt.engine.solver.core.depth_first import dfs
from bakers_dozen_qt.engine.solver.core.keys import (
    FLOOR,
    MASK,
    ZOBRIST,
    ZOBRIST_MINUS,
    ZOBRIST_RANK,
    ZOBRIST_UP,
)


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


@pytest.mark.slow
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


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_loss_test_after_a_move_up_is_its_fixpoint(
    variant: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Told which card a move sent up from a position that passed, the test answers as
    the fixpoint does (it stops once the cards that card could take have joined): on
    the positions the exact searches really ask about."""
    kernel = kernel_for(get_rules(variant))
    answers = {True: 0, False: 0}

    def checked(
        cols: list[list[int]], found: list[int], kernel: Kernel, watch: int = -1, sent_up: int = -1
    ) -> bool:
        answer = is_blocked(cols, found, kernel, watch, sent_up)
        if sent_up >= 0:
            lost = not {c for col in cols for c in col} <= fixpoint(cols, found, kernel)
            assert answer == lost
            answers[lost] += 1
        return answer

    monkeypatch.setattr(depth_first, "is_blocked", checked)
    monkeypatch.setattr(dfs_table, "is_blocked", checked)
    monkeypatch.setattr(best_first_module, "is_blocked", checked)
    for deal in (1, 2):
        game = Game.from_deal(deal, get_rules(variant))
        cols, found = plain_table(game)
        for make in (dfs, best_first):
            run = make(cols, found, kernel)
            try:
                next(run)
                run.send(4_000)
            except StopIteration:
                pass
            run.close()
    # Both answers were checked, except where any card may go into an empty column
    # (then the test never finds a loss).
    never_lost = not kernel.dead_empty and all(kernel.empty_ok)
    assert answers[False] > 10 and (answers[True] > 0 or never_lost)


def test_guide_changes_only_by_the_moved_card() -> None:
    rng = random.Random(14)
    for _ in range(2_000):
        cards = rng.sample(range(52), rng.randint(1, 12))
        cut = rng.randrange(len(cards))
        below, card = cards[:cut], cards[cut]
        for guide, h in ((0, disorder), (1, blockers)):
            assert h([[*below, card]]) - h([below]) == lies_wrong(card, below, guide)


def key_of(cols: list[list[int]], ups: list[int], shares: tuple[int, ...]) -> int:
    """A position's key from scratch: a share per (card, card below) pair, one per card
    sent up (``ups``)."""
    key = sum(ZOBRIST_UP[c] for c in ups)
    for col in cols:
        for i, c in enumerate(col):
            key += shares[c * 53 + (col[i - 1] if i else FLOOR)]
    return key & MASK


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_depth_first_tries_the_kernels_moves_with_their_keys(variant: str) -> None:
    """The moves depth-first lists at a position are the kernel's reduced moves, its
    foundation moves first, the rest in order of score; a child's key, when known before
    the move, is the key of the table after it (else the uncovered card goes up)."""
    kernel = kernel_for(get_rules(variant))
    checked = 0
    for deal in (1, 2):
        for table in positions(variant, deal, 40, seed=deal)[::3]:
            start, start_found = table[:-1], table[-1]
            for style, coarse in ((0, False), (4, False), (0, True)):
                search = dfs(start, start_found, kernel, style=style, coarse=coarse)
                try:
                    next(search)
                except StopIteration:
                    continue  # decided at the root: nothing listed
                # The root, after its safe moves, in the loop dfs hands over to.
                state = search.gi_yieldfrom.gi_frame.f_locals
                table = state["table"]
                cols, found, key = table.cols, table.found, table.key
                listed = list(state["it"])
                search.close()
                moves = [(s, d) for _, s, d, _ in listed]
                assert sorted(moves) == sorted(kernel.moves(cols, found, tops(cols), True))
                ups = [m for m in moves if m[1] == UP]
                assert moves[: len(ups)] == sorted(ups)
                scores = [m[0] for m in listed[len(ups) :]]
                assert scores == sorted(scores)
                shares = ZOBRIST_RANK if coarse else ZOBRIST
                auto_up = goes_up if coarse else kernel.is_safe
                went_up = [r * 4 + s for s in range(4) for r in range(start_found[s], found[s])]
                assert key == key_of(cols, went_up, shares)
                for _, s, d, k in listed[len(ups) :]:
                    after = [list(col) for col in cols]
                    after[d].append(after[s].pop())
                    uncovered = after[s][-1] if after[s] else -1
                    if k < 0:
                        assert uncovered >= 0 and auto_up(uncovered, found)
                    else:
                        assert uncovered < 0 or not auto_up(uncovered, found)
                        assert k == key_of(after, went_up, shares)
                    checked += 1
    assert checked > 20


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_skipped_loss_test_would_have_passed(variant: str) -> None:
    """``loss_test_rule`` lets every search skip the loss test after a move that cannot
    have spoilt it: from a position that passes, each child it skips must pass too (and
    it must skip some, or the rule saves nothing)."""
    kernel = kernel_for(get_rules(variant))
    rules = {coarse: loss_test_rule(kernel, coarse) for coarse in (False, True)}
    skipped = 0
    for deal in (1, 2, 3):
        for table in positions(variant, deal, 60, seed=deal):
            cols, found = table[:-1], table[-1]
            if is_blocked(cols, found, kernel):
                continue
            topcol = tops(cols)
            for s, d in kernel.moves(cols, found, topcol, True):
                steps: list[tuple[int, int]] = []
                after, after_found, _ = play(
                    cols,
                    found,
                    0,
                    s,
                    d,
                    _join,
                    ZOBRIST,
                    ZOBRIST_MINUS,
                    ZOBRIST_UP,
                    kernel.is_safe,
                    steps,
                )
                settles = len(steps) > 1
                for coarse, due in rules.items():
                    if not due(cols, found, topcol, s, d, settles):
                        assert not is_blocked(after, after_found, kernel), (variant, cols, s, d)
                        skipped += not coarse
    assert skipped > 50


def _join(col: list[int], card: int) -> list[int]:
    return [*col, card]


def test_the_child_step_keeps_the_key() -> None:
    """``play`` (the child step of best-first and the beam) gives the key of the table
    it makes, safe moves and all: the key from scratch, with a share per card sent up."""
    kernel = kernel_for(get_rules("bakers-dozen"))
    checked = 0
    for deal in (1, 2):
        for table in positions("bakers-dozen", deal, 40, seed=deal):
            cols, found = table[:-1], table[-1]
            before = [list(col) for col in cols], list(found)
            for s, d in kernel.moves(cols, found, tops(cols), True):
                after, after_found, key = play(
                    cols, found, key_of(cols, [], ZOBRIST), s, d, _join,
                    ZOBRIST, ZOBRIST_MINUS, ZOBRIST_UP, kernel.is_safe, [],
                )  # fmt: skip
                went_up = [r * 4 + su for su in range(4) for r in range(found[su], after_found[su])]
                assert key == key_of(after, went_up, ZOBRIST)
                assert (cols, found) == before  # the parent is never changed
                checked += 1
    assert checked > 100
