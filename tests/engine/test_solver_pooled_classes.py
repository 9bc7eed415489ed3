"""Classes of pooled states (``solver/core/pooled.py``): a name says exactly which
states reach each other by moves within runs.

The verdicts of the walk by classes are checked against the state-by-state walk and
against exhaustive search in ``test_solver_brute.py``.
"""

from __future__ import annotations

import random
from collections import defaultdict

import pytest
from pooled import children

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.solver.api import plain_table
from bakers_dozen_qt.engine.solver.core.pooled import FROM_RUN, ONTO, PooledGame, gather, name_of

State = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def table(game: Game) -> list[list[int]]:
    return plain_table(game)[0]


def every_move(game: Game) -> PooledGame:
    """The pooled game of a deal with no foundation move made at once, so that its
    ``children`` lists every move (the solver's makes some alone, see ``at_once``)."""
    pools = PooledGame(table(game), list(game.foundations))
    pools.at_once = 0
    return pools


def reached(pools: PooledGame, rng: random.Random, walks: int, length: int) -> list[State]:
    """States of the pooled game met on random walks from the start."""
    out: list[State] = []
    for _ in range(walks):
        p = [len(c) for c in pools.root]
        lengths = [0] * pools.n
        f = list(pools.found0)
        for _ in range(length):
            moves = children(pools, p, lengths, f, order=False)
            if not moves:
                break
            kind, i, x, _ = rng.choice(moves)
            pools._do(p, lengths, f, kind, i, x)
            out.append((tuple(p), tuple(lengths), tuple(f)))
    return out


def by_run_moves(pools: PooledGame, state: State) -> set[State]:
    """Every state reached from ``state`` by moves within runs alone, one by one."""
    p, lengths0, f = state
    seen = {lengths0}
    todo = [lengths0]
    while todo:
        lengths = list(todo.pop())
        # Only moves from a run onto another column; the kernel of the search lists them.
        for kind, i, x, _ in children(pools, list(p), lengths, list(f), order=False):
            if kind == ONTO and x & FROM_RUN:
                after = list(lengths)
                pools._do(list(p), after, list(f), kind, i, x)
                if tuple(after) not in seen:
                    seen.add(tuple(after))
                    todo.append(tuple(after))
    return {(p, lengths, f) for lengths in seen}


def name(pools: PooledGame, state: State) -> int:
    p, lengths, f = state
    return name_of(pools, p, lengths, f, pools.key(p, lengths, f))


@pytest.mark.slow
@pytest.mark.parametrize(
    ("variant", "deal", "least_pairs", "walks"),
    [("good-measure", 27, 10, 40), ("bakers-dozen", 1, 1, 40)],
)
def test_a_name_holds_exactly_the_states_that_reach_each_other(
    variant: str, deal: int, least_pairs: int, walks: int
) -> None:
    game = Game.from_deal(deal, get_rules(variant))
    pools = every_move(game)
    walker = PooledGame(table(game), list(game.foundations))
    # Walks that make the lowest foundation moves at once, alone, stay among states
    # whose classes are small enough to go through one by one, and meet classes that
    # share home lengths and foundations on both deals.
    walker.at_once = 1
    rng = random.Random(f"{variant}-{deal}")
    classes: dict[tuple[tuple[int, ...], tuple[int, ...]], list[set[State]]] = defaultdict(list)
    sizes = []
    blocked_classes = 0
    for state in reached(walker, rng, walks=walks, length=60):
        p, _, f = state
        if any(state in known for known in classes[p, f]):
            continue
        members = by_run_moves(pools, state)
        # Every state of a class has its name, and no state's key is a name.
        assert len({name(pools, s) for s in members}) == 1
        assert name(pools, state) != pools.key(*state)
        # The deadlock test answers alike for every state of a class (the walk by
        # classes tests the state it enters a class by, and skips tests on that ground).
        verdicts = {pools.blocked(*s) for s in members}
        assert len(verdicts) == 1
        blocked_classes += True in verdicts
        classes[p, f].append(members)
        sizes.append(len(members))
    # Two classes with the same home lengths and foundations have different names.
    pairs = 0
    for found in classes.values():
        names = [name(pools, next(iter(members))) for members in found]
        assert len(set(names)) == len(names)
        pairs += len(found) * (len(found) - 1) // 2
    # The check must meet classes of many states and classes that share p and f.
    assert max(sizes) >= 6 and pairs >= least_pairs, (max(sizes), pairs)
    print(f"{variant} {deal}: {len(sizes)} classes, {blocked_classes} blocked")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("variant", "deal", "at_once", "walks"),
    [
        ("good-measure", 27, 2, 30),
        ("bakers-dozen", 2, 2, 12),
        ("good-measure", 2, 2, 30),
        ("good-measure", 27, 0, 30),
        ("good-measure", 2, 0, 30),
    ],
)
def test_a_class_leads_to_the_classes_its_states_lead_to(
    variant: str, deal: int, at_once: int, walks: int
) -> None:
    """``gather`` goes through each block's arrangements with the other blocks as they
    are; the classes it leads to must be those every state of the class leads to. Good
    Measure deal 2 meets cards that go up from home in the middle of a block, splitting
    it (one lead for each way the block's columns fall on the two sides); with no move
    made at once (``at_once`` 0) every lead is compared, not one made at once."""
    game = Game.from_deal(deal, get_rules(variant))
    pools = PooledGame(table(game), list(game.foundations))
    pools.at_once = at_once
    full = every_move(game)
    rng = random.Random(f"leads-{variant}-{deal}")
    compared = 0
    forced_classes = 0
    for state in reached(pools, rng, walks=walks, length=60)[::3]:
        p, lengths, f = state
        _, leads = gather(pools, p, lengths, f, pools.key(p, lengths, f))
        from_all: set[int] = set()
        forced = False
        for _, runs, _ in by_run_moves(full, state):
            for kind, i, x, _ in children(full, list(p), list(runs), list(f), order=False):
                if kind == ONTO and x & FROM_RUN:
                    continue
                cp, cl, cf = list(p), list(runs), list(f)
                full._do(cp, cl, cf, kind, i, x)
                if kind != ONTO and cf[x] <= min(f) + pools.at_once:
                    forced = True
                from_all.add(name(pools, (tuple(cp), tuple(cl), tuple(cf))))
        got = {name(pools, (lp, ll, lf)) for lp, ll, lf, _, _ in leads}
        if forced:
            # One foundation move made at once stands for the class: it must be one of
            # the class's own moves.
            assert len(got) == 1 and got <= from_all
            forced_classes += 1
        else:
            assert got == from_all
            compared += 1
    print(
        f"{variant} {deal}: {compared} classes compared, {forced_classes} with a move made at once"
    )
    assert compared >= 20 and forced_classes >= (5 if at_once else 0), (compared, forced_classes)
