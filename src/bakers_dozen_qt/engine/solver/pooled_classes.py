"""The pooled game (:mod:`.relaxed`) searched by classes of states alike but for their runs.

A move of the pooled game that takes the top place of a run onto another column is
*reversible*: the place has rank ``u``, the column it goes onto has a top of rank
``u + 1``, and afterwards the column it left has a top of rank ``u + 1`` and the other one
a top of rank ``u``, so the place can go straight back. Every other move is not: a home
card leaves its home part (the home lengths only shrink) or a card goes up (the
foundations only grow). So the states that differ only by such run moves (same home
lengths ``p`` and foundations ``f``) fall into *classes* whose states reach each other
and share one verdict, and the classes, joined by the other moves, form a graph without
cycles (``sum(f) - sum(p)`` grows along every edge).

**What a class is.** Give each column with cards its *top* ``u_i`` (the rank of its top
card or place) and its *cap* ``c_i`` (the rank of its top home card; ``u_i <= c_i``, the
run holds ranks ``u_i .. c_i - 1``). A run move is a swap of the tops ``t`` and ``t + 1``
of two columns, the one with ``t`` having ``t < c``. So:

* the multiset of tops never changes; it is even fixed by ``p`` and ``f``: the number of
  tops above ``q`` is the number of caps above ``q`` less the number of places of rank
  ``q``, which is the number of pool cards of rank ``q`` (neither at home nor up);
* cut that multiset into *blocks* of consecutive values (a value missing between two
  blocks). A swap changes a column's top by one, to a value another column holds, so
  every column keeps the block of its top;
* within a block, every assignment of its tops to its columns with ``u_i <= c_i`` is
  reached: the column with the highest cap (lowest index among equals) can climb to the
  block's highest top, one swap at a time (the next value up is held by another column
  of the block, and its cap is at least the highest top, which some column holds within
  its own cap); then the same for the rest of the block, which is again a block (the
  highest value taken away) and never needs that column again. Each assignment reaches
  this one, and the moves are reversible.

So a class is ``p``, ``f`` and which block each column's top lies in:
:func:`name_of` writes that down as an integer (a flag bit set, so that no name is
ever a state's key). Names let the search know a class however it is entered.

The search below visits classes: it gathers a class's states by the run moves alone
(cheap: no deadlock test, no move ordering, no strongly connected sets), and takes as
the class's moves every other move of any of its states. A class is lost when every
class it leads to is lost, or when one of its states is proved lost by the deadlock
test (:meth:`.relaxed.RankPools.blocked`), or when one of its states has a foundation
move the pooled game makes at once (rank ``r <= min(f) + 2``, the argument in
:mod:`.relaxed`) and the class that move leads to is lost. Good Measure deal 27 (lost
in the pooled game): the state-by-state walk visited 199,452 states and ran the
deadlock test 66,721 times; by classes, it goes through 68,325 states (each block's
arrangements, see :func:`gather`) and runs the test 10,947 times (62,145 states and
7,906 tests now: the foundation moves of rank up to ``min(f) + 2`` made at once, not
only ``+ 1``, and the tests a move cannot fail skipped, see :func:`walk_classes`).
``tests/engine/test_solver_brute.py`` checks that both walks give the same verdict.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from operator import getitem, sub
from typing import Protocol


class RankPools(Protocol):
    """What this module reads of :class:`.relaxed.RankPools` (a protocol, so that the
    two modules do not import each other)."""

    n: int
    root: list[list[int]]
    vr: list[list[int]]
    home_col: list[int]
    home_idx: list[int]
    pbit: list[int]
    lbit: list[int]
    fbit: list[int]
    name_bit: int
    no_runs: int
    ls: list[int]
    lost_keys: set[int]
    won_keys: set[int]
    root_done: set[int]
    deadlock_test: bool
    at_once: int

    def blocked(
        self, p: Sequence[int], L: Sequence[int], f: Sequence[int], watch: int = -1
    ) -> bool: ...

    def joins_first(
        self, p: Sequence[int], L: Sequence[int], f: Sequence[int], i: int, j: int
    ) -> bool: ...

    def no_place_of(self, p: Sequence[int], L: Sequence[int], f: Sequence[int], r: int) -> bool: ...


State = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int, int]
"""Home lengths ``p``, run lengths ``L``, foundations ``f``, the key, and the move that
led to the state from a state of a class that passed the deadlock test: ``16 * i + j``
when column ``i``'s top home card went onto column ``j``, ``-2 - s`` when a card of suit
``s`` went up, -1 when unknown (see :func:`walk_classes`)."""


def gather(
    pools: RankPools, p: tuple[int, ...], L: tuple[int, ...], f: tuple[int, ...], key: int
) -> tuple[int, list[State]]:
    """The class of the state ``(p, L, f)``: how many states were gone through, and the
    states the class's other moves lead to (one of each class at least; only one when
    a state of the class has a foundation move made at once, see the module docstring).

    Every move (a run move, or one that leaves the class) involves the tops of one block
    only (two columns' tops ``t`` and ``t + 1``, or one column's top), and the class it
    leads to depends on how that block's tops lie, not on the other blocks' (their
    columns keep their blocks, which at most merge). So each block's assignments are
    gone through with the rest of the state as it is: a sum of their numbers, not the
    product that is the class's size.
    """
    n = pools.n
    vr = pools.vr
    pbit, lbit, fbit = pools.pbit, pools.lbit, pools.fbit
    safe = min(f) + pools.at_once
    cap = [v[q] for v, q in zip(vr, p, strict=True)]  # 0 for an empty column
    # wants[u]: the suits whose foundation wants a pool card of rank u next (only rank
    # f[s] + 1 of suit s, and only when that card is not at home), so a place of rank u
    # can go up with it.
    wants: dict[int, list[int]] = {}
    home_col, home_idx = pools.home_col, pools.home_idx
    for s in range(4):
        u = f[s] + 1
        if u <= 13:
            c = (u - 1) * 4 + s
            hc = home_col[c]
            if hc < 0 or home_idx[c] >= p[hc]:
                wants.setdefault(u, []).append(s)
    # home_up[i]: the suit of column i's top home card when its foundation wants it.
    root = pools.root
    home_up = [-1] * n
    tops = [c - li for c, li in zip(cap, L, strict=True)]
    live = []
    for i in range(n):
        if p[i]:
            live.append(i)
            x = root[i][p[i] - 1]
            if f[x & 3] == cap[i] - 1:
                home_up[i] = x & 3
    live.sort(key=tops.__getitem__)
    blocks = []
    first = 0
    last = len(live)
    for b in range(1, last + 1):
        if b == last or tops[live[b]] > tops[live[b - 1]] + 1:
            blocks.append(live[first:b])
            first = b
    found: dict[int, State] = {}
    count = 0
    for block in blocks:
        if len(block) == 1:
            # One column alone in its block (most are): its top has no neighbour to go
            # onto or take, so its only moves are up.
            count += 1
            i = block[0]
            li = L[i]
            r = cap[i] - li
            if li:
                for s in wants.get(r, ()):
                    nk = key - lbit[i] + fbit[s]
                    nl = list(L)
                    nl[i] -= 1
                    nf = list(f)
                    nf[s] += 1
                    found[nk] = st = (p, tuple(nl), tuple(nf), nk, -2 - s)
                    if r <= safe:
                        return count, [st]
            elif (s := home_up[i]) >= 0:
                nk = key - pbit[i] + fbit[s]
                np_ = list(p)
                np_[i] -= 1
                nf = list(f)
                nf[s] += 1
                found[nk] = st = (tuple(np_), L, tuple(nf), nk, -2 - s)
                if r <= safe:
                    return count, [st]
            continue
        # The leads of a block's arrangements fall into few classes: a move leads to
        # the class fixed by the move, the tops after it (the same for every
        # arrangement) and, when it takes away the only top of a value inside the
        # block, which of the block's columns lie below that value (the block splits
        # there; otherwise its columns stay in one block). One lead per such signature.
        vals = [cap[i] - L[i] for i in block]
        low, high = vals[0], vals[-1]  # the block is sorted by top
        once = [False] * 16  # a value inside the block held by one column only
        for v in vals:
            once[v] = low < v < high and vals.count(v) == 1
        # Signatures as integers: the below set (plus one), the kind, the column and
        # the suit or target column, 5 bits each but the first.
        signs: set[int] = set()
        size = len(block)
        span = range(size)
        caps = [cap[i] for i in block]
        # Per column of the block: the suit of its top home card when that goes up,
        # the top after it has left, and whether it may go onto another column.
        ups = [home_up[i] for i in block]
        unders = [vr[i][p[i] - 1] for i in block]
        onto = [p[i] > 1 for i in block]
        # The arrangements as the tops of the block's columns, in the block's order.
        arrangements = [tuple(vals)]
        seen = {arrangements[0]}
        at = 0
        while at < len(arrangements):
            t = arrangements[at]
            at += 1
            for a in span:
                r = t[a]
                i = block[a]
                if r < caps[a]:  # a run's top
                    if r + 1 in t:
                        for b in span:
                            if t[b] == r + 1:  # a run move: same class
                                nt = list(t)
                                nt[a] = r + 1
                                nt[b] = r
                                tt = tuple(nt)
                                if tt not in seen:
                                    seen.add(tt)
                                    arrangements.append(tt)
                    if r in wants:
                        below = -1
                        if once[r]:  # the top r goes to r + 1
                            below = 0
                            for b in span:
                                if t[b] < r:
                                    below |= 1 << b
                        for s in wants[r]:
                            sign = (below + 1) << 15 | i << 5 | s
                            if sign not in signs:
                                signs.add(sign)
                                nl, nk = _runs(L, key, lbit, block, caps, t)
                                nl[i] -= 1
                                nf = list(f)
                                nf[s] += 1
                                nk += fbit[s] - lbit[i]
                                found[nk] = st = (p, tuple(nl), tuple(nf), nk, -2 - s)
                                if r <= safe:
                                    return count + len(arrangements), [st]
                else:
                    s = ups[a]
                    under = unders[a]  # the top after the card has left
                    if s >= 0:
                        below = -1
                        if once[r] and under != r:
                            below = 0
                            for b in span:
                                if t[b] < r:
                                    below |= 1 << b
                        sign = (below + 1) << 15 | 1 << 10 | i << 5 | s
                        if sign not in signs:
                            signs.add(sign)
                            nl, nk = _runs(L, key, lbit, block, caps, t)
                            np_ = list(p)
                            np_[i] -= 1
                            nf = list(f)
                            nf[s] += 1
                            nk += fbit[s] - pbit[i]
                            found[nk] = st = (tuple(np_), tuple(nl), tuple(nf), nk, -2 - s)
                            if r <= safe:
                                return count + len(arrangements), [st]
                    if onto[a] and r + 1 in t:  # a lone card only goes up
                        for b in span:
                            if t[b] == r + 1:  # the top r + 1 goes to r
                                below = -1
                                if once[r + 1] and under != r + 1:
                                    below = 0
                                    for c in span:
                                        if t[c] <= r:
                                            below |= 1 << c
                                j = block[b]
                                sign = (below + 1) << 15 | 2 << 10 | i << 5 | j
                                if sign not in signs:
                                    signs.add(sign)
                                    nl, nk = _runs(L, key, lbit, block, caps, t)
                                    np_ = list(p)
                                    np_[i] -= 1
                                    nl[j] += 1
                                    nk += lbit[j] - pbit[i]
                                    found[nk] = (tuple(np_), tuple(nl), f, nk, 16 * i + j)
        count += len(arrangements)
    return count, list(found.values())


def _runs(
    L: Sequence[int],
    key: int,
    lbit: list[int],
    block: list[int],
    caps: list[int],
    tops: tuple[int, ...],
) -> tuple[list[int], int]:
    """The run lengths and the key of the state ``(L, key)`` with the block's columns
    at these tops."""
    out = list(L)
    for i, c, u in zip(block, caps, tops, strict=True):
        li = c - u
        key += (li - out[i]) * lbit[i]
        out[i] = li
    return out, key


def name_of(
    pools: RankPools, p: Sequence[int], L: Sequence[int], f: Sequence[int], key: int
) -> int:
    """The name of the class of the state ``(p, L, f)`` whose key is ``key``: the key
    with each column's run length replaced by the least top of its block, and a flag
    bit that no state's key has (see the module docstring)."""
    # Written with map, sum and join over the columns (loops in C): it names every lead
    # of the pooled walk and every state the random dives and the searches' questions
    # meet, and keys are large integers, so each multiplication by a column's bit is
    # dear. The least tops are written as hexadecimal digits, one a column, the last
    # column first, which read as a number are the run lengths' field of the name.
    tops = list(map(sub, map(getitem, pools.vr, p), L))  # 0 for an empty column
    present = sum(set(map(_BITS.__getitem__, tops)))  # distinct powers of two: an "or"
    digits = _LEAST.get(present)
    if digits is None:
        digits = _LEAST[present] = [_HEX[u] for u in _least_of_blocks(present)]
    tops.reverse()
    runs = int("".join(map(digits.__getitem__, tops)), 16)
    return (key & pools.no_runs) | runs << pools.ls[0] | pools.name_bit


def _least_of_blocks(present: int) -> list[int]:
    """For each top value ``u`` in the bit set ``present``, the least value of its block
    (0 for the value 0, an empty column's: its run length is 0 too)."""
    present &= ~1  # not a top of a column with cards, so no block's bottom
    least = [0] * 16
    low = 0
    for v in range(1, 15):
        if present >> v & 1:
            if not present >> (v - 1) & 1:
                low = v
            least[v] = low
    return least


_LEAST: dict[int, list[str]] = {}
""":func:`_least_of_blocks` of the sets of tops met (at most 2 ** 15), as hexadecimal
digits."""

_HEX = "0123456789abcdef"
_BITS = [1 << u for u in range(16)]


def walk_classes(
    pools: RankPools, p: list[int], L: list[int], f: list[int], key0: int, done: set[int]
) -> Generator[int, int, tuple[bool, int]]:
    """Depth-first search of the pooled game by classes, in slices, with the protocol
    of :meth:`.relaxed.RankPools._walk`: sent a node quota (states gathered), it yields
    the nodes used; it returns (won, nodes since the last yield). Classes finished
    without a win, and classes a state of which the deadlock test proves lost, go into
    ``done`` by their name; won classes on the winning line into the won set.

    The deadlock test gives every state of a class the same answer, so a class is
    tested once, on the state it is entered by: a run move takes a place of rank ``t``
    from the top of column ``i`` onto column ``j``, whose top has rank ``t + 1``; in both
    states that place may join the fixpoint of :meth:`.relaxed.RankPools.blocked` first
    (``t + 1`` is exposed, by ``j``'s top before the move and by ``i``'s after it), and
    once it has joined both computations hold the same elements, exposed ranks and
    chains, so they end alike. A class is entered from a state of one that passed the
    test, so after a move that :meth:`.relaxed.RankPools.joins_first` or
    :meth:`.relaxed.RankPools.no_place_of` clears the test is skipped (skipping never
    calls a class lost, so this costs no soundness even if it were wrong)."""
    lost = pools.lost_keys
    won = pools.won_keys
    extra = pools.root_done if done is lost else lost
    blocked = pools.blocked
    joins_first = pools.joins_first
    no_place_of = pools.no_place_of
    test = pools.deadlock_test
    nodes = 0
    quota = yield 0
    # Frames: the class's name, the states its moves lead to, and the next one.
    names: list[int] = []
    entries: list[int] = []  # the key of the state each class was entered by
    kids: list[list[State]] = []
    at: list[int] = []
    pending: State | None = (tuple(p), tuple(L), tuple(f), key0, -1)
    while True:
        if pending is not None:
            cp, cl, cf, k, move = pending
            pending = None
            # Many states are led to again and again: their own key, kept beside the
            # names (it is a state of a known class too), spares naming them.
            if k in done or k in extra:
                pass
            elif (name := name_of(pools, cp, cl, cf, k)) in won or sum(cf) == 52:
                won.update(names)
                won.add(name)
                return True, nodes
            elif name in done or name in extra:
                done.add(k)
            elif (
                test
                and not (
                    joins_first(cp, cl, cf, move >> 4, move & 15)
                    if move >= 0
                    else move < -1 and no_place_of(cp, cl, cf, cf[-2 - move])
                )
                and blocked(cp, cl, cf, move & 15 if move >= 0 else -1)
            ):
                done.add(name)
                done.add(k)
            else:
                count, leads = gather(pools, cp, cl, cf, k)
                nodes += count
                names.append(name)
                entries.append(k)
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
        done.add(names.pop())
        done.add(entries.pop())
        kids.pop()
        at.pop()
