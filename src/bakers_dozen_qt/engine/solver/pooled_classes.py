"""The pooled game (:mod:`.relaxed`) searched by classes of states alike but for their runs.

A move of the pooled game that takes the top place of a run onto another column is
*reversible*: the place has rank ``u``, the column it goes onto has a top of rank
``u + 1``, and afterwards the column it left has a top of rank ``u + 1`` and the other one
a top of rank ``u``, so the place can go straight back. Every other move is not: a home
card leaves its home part (the home lengths only shrink) or a card goes up (the
foundations only grow). So the states that differ only by such run moves (same home
lengths and foundations, runs of other lengths) fall into *classes* whose states reach
each other, and share one verdict; and the classes, joined by the other moves, form a
graph without cycles (``sum(f) - sum(p)`` grows along every edge).

So the search below visits classes, not states: it gathers a class's states by the run
moves alone (cheap: no deadlock test, no move ordering, no strongly connected sets), and
takes as the class's moves every other move of any of its states. A class is lost when
every class it leads to is lost, or when one of its states is proved lost by the
deadlock test (:meth:`.relaxed.RankPools.blocked`), or when one of its states has a
foundation move the pooled game makes at once (rank ``r <= min(f) + 1``, the argument in
:mod:`.relaxed`) and the class that move leads to is lost. Measured on Good Measure deal
27 (lost in the pooled game): 137,899 states searched by the state-by-state walk fall into
2,972 classes.

A class is named by the least key of its states (:meth:`.relaxed.RankPools.key`), so it
is stored in the same sets of lost and won states as single states are.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .relaxed import RankPools

State = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int, int]
"""Home lengths ``p``, run lengths ``L``, foundations ``f``, the key, and the column a
home card was just moved onto (else -1: see ``watch`` of :meth:`.relaxed.RankPools.blocked`)."""


def gather(
    pools: RankPools, p: tuple[int, ...], L: tuple[int, ...], f: tuple[int, ...], key: int
) -> tuple[list[int], list[State]]:
    """The class of the state ``(p, L, f)``: the keys of every state reached by run
    moves alone, and the states the class's other moves lead to (each once; only one
    when a state of the class has a foundation move made at once, see the module
    docstring)."""
    n = pools.n
    vr = pools.vr
    root = pools.root
    home_col = pools.home_col
    home_idx = pools.home_idx
    pbit, lbit, fbit = pools.pbit, pools.lbit, pools.fbit
    safe = min(f) + 1
    cap = [vr[i][p[i]] if p[i] else 0 for i in range(n)]
    live = [i for i in range(n) if p[i]]
    # pooled[r][s]: the card of rank r + 1 and suit s may be in the pool (not at home).
    pooled = [
        [not (home_col[r * 4 + s] >= 0 and home_idx[r * 4 + s] < p[home_col[r * 4 + s]])
         for s in range(4)]
        for r in range(13)
    ]  # fmt: skip
    # The home lengths after column i's top home card has left.
    home_p: list[tuple[int, ...]] = [p] * n
    for i in live:
        np_ = list(p)
        np_[i] -= 1
        home_p[i] = tuple(np_)
    forced: State | None = None
    found: dict[int, State] = {}
    runs_of = [L]
    keys = [key]
    seen = {key}
    at = 0
    while at < len(keys):
        runs = runs_of[at]
        k = keys[at]
        at += 1
        tops: dict[int, list[int]] = {}
        for i in live:
            tops.setdefault(cap[i] - runs[i], []).append(i)
        for i in live:
            li = runs[i]
            r = cap[i] - li
            if li:
                for j in tops.get(r + 1, ()):  # a run move: same class
                    nk = k - lbit[i] + lbit[j]
                    if nk not in seen:
                        seen.add(nk)
                        nl = list(runs)
                        nl[i] = li - 1
                        nl[j] += 1
                        runs_of.append(tuple(nl))
                        keys.append(nk)
                if forced is not None:
                    continue
                for s in range(4):
                    if f[s] == r - 1 and pooled[r - 1][s]:
                        nk = k - lbit[i] + fbit[s]
                        if nk not in found:
                            nl = list(runs)
                            nl[i] -= 1
                            nf = list(f)
                            nf[s] += 1
                            found[nk] = st = (p, tuple(nl), tuple(nf), nk, -1)
                            if r <= safe:
                                forced = st
            elif forced is None:
                x = root[i][p[i] - 1]
                s = x & 3
                if f[s] == r - 1:
                    nk = k - pbit[i] + fbit[s]
                    if nk not in found:
                        nf = list(f)
                        nf[s] += 1
                        found[nk] = st = (home_p[i], runs, tuple(nf), nk, -1)
                        if r <= safe:
                            forced = st
                if p[i] > 1:  # a lone card only goes up
                    for j in tops.get(r + 1, ()):
                        nk = k - pbit[i] + lbit[j]
                        if nk not in found:
                            nl = list(runs)
                            nl[j] += 1
                            found[nk] = (home_p[i], tuple(nl), f, nk, j)
    return keys, [forced] if forced is not None else list(found.values())


def names_of(frames: list[list[int]]) -> list[int]:
    """The least key of each class on the line (a won class's name)."""
    return [min(keys) for keys in frames]


def walk_classes(
    pools: RankPools, p: list[int], L: list[int], f: list[int], key0: int, done: set[int]
) -> Generator[int, int, tuple[bool, int]]:
    """Depth-first search of the pooled game by classes, in slices, with the protocol
    of :meth:`.relaxed.RankPools._walk`: sent a node quota (states gathered), it yields
    the nodes used; it returns (won, nodes since the last yield). Finished classes
    without a win go into ``done`` by their name."""
    lost = pools.lost_keys
    won = pools.won_keys
    extra = pools.root_done if done is lost else lost
    blocked = pools.blocked
    test = pools.deadlock_test
    nodes = 0
    quota = yield 0
    # Frames: the class's name and the states its moves lead to, and the next one.
    names: list[list[int]] = []  # the keys of the class's states
    kids: list[list[State]] = []
    at: list[int] = []
    pending: State | None = (tuple(p), tuple(L), tuple(f), key0, -1)
    while True:
        if pending is not None:
            cp, cl, cf, k, onto = pending
            pending = None
            if sum(cf) == 52 or k in won:
                won.update(names_of(names))
                won.add(k)
                return True, nodes
            if not (k in done or k in extra):
                if test and blocked(cp, cl, cf, onto):
                    done.add(k)
                else:
                    keys, leads = gather(pools, cp, cl, cf, k)
                    nodes += len(keys)
                    name = min(keys)
                    if name in won:
                        won.update(names_of(names))
                        won.add(name)
                        return True, nodes
                    if name in done or name in extra:
                        done.update(keys)
                    else:
                        names.append(keys)
                        kids.append(leads)
                        at.append(0)
                    if nodes >= quota:
                        quota = yield nodes
                        nodes = 0
        if not names:
            return False, nodes
        i = at[-1]
        if i < len(kids[-1]):
            at[-1] = i + 1
            pending = kids[-1][i]
            continue
        # Every state of the class is named lost, so that entering it anywhere is known.
        done.update(names.pop())
        kids.pop()
        at.pop()
