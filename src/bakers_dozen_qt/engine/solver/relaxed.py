"""A sound loss test by search: the game with the moved cards of each rank pooled.

When empty columns are dead and building ignores suits (Baker's Dozen, Good Measure,
the 1883 edition with its cards known), every column is at all times a *home* part and a
*run*: the home part is the column as it was at the root of the solve, cut where the
first card that has moved since lies; every card above that has moved, and so lies on a
card one rank higher (moved cards only ever go onto such a card, never into an empty
column). So the run's ranks are fixed by the rank of the home part's top card and the
run's length: the run of column ``i`` holds ranks ``v_i - 1, v_i - 2, ...``. Only the
suits in the runs are free.

The **pooled game** forgets those suits. Its state is, per column, the length ``p_i`` of
the home part and the length ``L_i`` of the run, and the foundations ``f``; the *pool*
(every card neither at home nor up) is determined by them, and holds as many cards of
each rank as the runs have places of that rank. Its moves:

* the top home card of a column with no run goes up (the foundation rule), or onto the
  top of another column one rank higher (then it joins the pool and that column's run);
  never the last card of a column (see below);
* the top place of a run goes up, taking with it *any* pool card of its rank that its
  foundation wants next; or moves onto the top of another column one rank higher.

Every move of the real game is one of these (a run's top card is a pool card of the
place's rank), so a real win is a pooled win: **a position whose pooled game is lost is
lost.** (A lone card moved onto another column is left out in both games: staying put
keeps every option that move has, see :mod:`..kernel`.) The pooled game has far fewer
states than the real one (no suit arrangements), and most of the real search's dead
ends are already lost in it. ``tests/engine/test_solver_brute.py`` checks the test
against exhaustive search.

Inside the pooled game a foundation move of a card of rank ``r <= min(f) + 1`` is made
at once, alone. Why it never costs a pooled win: every card of rank ``r - 1`` or lower
is up, so nothing can ever be placed on a rank-``r`` card or place, and every rank-``r``
card not up is wanted next by its foundation. Take a pooled win W from before the move
and follow it from after the move, keeping W's state equal to ours but for one rank-``r``
*phantom* (a place in a run, or the card itself while still at home) that W has and we
have not, and one rank-``r`` pool card, its *carrier*, that W still has and we have sent
up. W's moves of the phantom are dropped (nothing lies on it; its column's top is W's
business only); when W sends a card up from the phantom it is the carrier (the states are
equal again) or another card ``x``, after which the two differ only in which of ``x`` and
the carrier is up: we send ``x`` up from the next place W empties with the carrier, or
from any rank-``r`` place (all of them are tops) the moment W needs ``x``'s suit higher,
and the phantom is back. When W sends the carrier up from a real place, we send any other
rank-``r`` pool card up from it (there is one: W's phantom is a rank-``r`` place). W ends
with no places, so with no phantom: we have won too.

Cost. A query runs a depth-first search of the pooled game with Tarjan's algorithm:
every strongly connected set of states finished without a win is lost, even when the
query stops at its node limit, so no finished work is wasted. Lost and winnable states
are remembered for the whole solve (a bounded number). Each query may use the *credit*
the real searches earn with their nodes, so the test never costs more than a fixed
share of the solve.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..kernel import Kernel
from ..rules import Build

RATIO: Final = 0.25
"""Pooled-game nodes a real node earns."""
FIRST_CREDIT: Final = 0
MIN_QUERY: Final = 64
"""A query is not worth starting with less credit than this."""
MAX_QUERY: Final = 100_000
MAX_KNOWN: Final = 300_000
"""Remembered states (lost and winnable together) before the oldest half is forgotten."""

_UP_FROM_RUN: Final = 0
_UP_FROM_HOME: Final = 1
_ONTO: Final = 2
_FROM_RUN: Final = 256  # flag on an _ONTO move: the card came from a run


def applies(kernel: Kernel) -> bool:
    """Does the pooled game's argument hold for these rules (dead empty columns, building
    regardless of suit)?"""
    return kernel.dead_empty and kernel.rules.build is Build.ANY_SUIT


class RankPools:
    """The pooled game of one solve's root position; :meth:`lost` is the test."""

    def __init__(self, columns: Sequence[Sequence[int]], foundations: Sequence[int]) -> None:
        self.root = [list(c) for c in columns]
        self.found0 = list(foundations)
        n = self.n = len(columns)
        # home[c] = (column, index) of card c at the root, or (-1, 0) when it is up.
        self.home_col = [-1] * 52
        self.home_idx = [0] * 52
        for i, col in enumerate(columns):
            for k, c in enumerate(col):
                self.home_col[c] = i
                self.home_idx[c] = k
        # vr[i][k]: the rank of column i's top home card when its home part has k cards.
        self.vr = [[0] + [(c >> 2) + 1 for c in col] for col in columns]
        # Exact keys: 6 bits per home length, 4 per run length, 4 per foundation.
        self.ps = [6 * i for i in range(n)]
        self.ls = [6 * n + 4 * i for i in range(n)]
        self.fs = [10 * n + 4 * s for s in range(4)]
        self.lost_keys: set[int] = set()
        self.won_keys: set[int] = set()
        self.tried: dict[int, int] = {}
        self.credit = float(FIRST_CREDIT)
        self.spent = 0  # pooled nodes, for benchmarks

    # --- the test --------------------------------------------------------------------

    def home_lengths(self, cols: Sequence[Sequence[int]]) -> list[int]:
        """``p``: how many cards at the bottom of each column are still as at the root."""
        out = []
        for col, rc in zip(cols, self.root, strict=True):
            k = 0
            m = min(len(col), len(rc))
            while k < m and col[k] == rc[k]:
                k += 1
            out.append(k)
        return out

    def earn(self, real_nodes: int) -> None:
        self.credit = min(self.credit + real_nodes * RATIO, float(MAX_QUERY))

    def lost(
        self, cols: Sequence[Sequence[int]], found: Sequence[int], p: Sequence[int] | None = None
    ) -> tuple[bool, int]:
        """(is the position provably lost in the pooled game, pooled nodes spent)."""
        if p is None:
            p = self.home_lengths(cols)
        n = self.n
        L = [len(cols[i]) - p[i] for i in range(n)]
        key = self.key(p, L, found)
        if key in self.lost_keys:
            return True, 0
        if key in self.won_keys:
            return False, 0
        allow = int(self.credit)
        before = self.tried.get(key, 0)
        if allow < MIN_QUERY or allow < 2 * before:
            return False, 0
        verdict, used = self._search(list(p), L, list(found), key, allow)
        self.credit -= used
        self.spent += used
        if verdict is None:
            self.tried[key] = allow
        if len(self.lost_keys) + len(self.won_keys) > MAX_KNOWN:
            self._forget()
        return verdict is False, used

    def key(self, p: Sequence[int], L: Sequence[int], f: Sequence[int]) -> int:
        k = 0
        ps, ls = self.ps, self.ls
        for i in range(self.n):
            k += (p[i] << ps[i]) + (L[i] << ls[i])
        for s in range(4):
            k += f[s] << self.fs[s]
        return k

    def _forget(self) -> None:
        # Forgetting loses no soundness, only work: a forgotten state is searched again.
        self.lost_keys = set(list(self.lost_keys)[len(self.lost_keys) // 2 :])
        self.won_keys = set(list(self.won_keys)[len(self.won_keys) // 2 :])
        self.tried.clear()

    # --- the pooled game ---------------------------------------------------------------

    def _children(self, p: list[int], L: list[int], f: list[int]) -> list[tuple[int, int, int]]:
        n = self.n
        vr = self.vr
        root = self.root
        home_col = self.home_col
        home_idx = self.home_idx
        tops = [0] * n
        bytop: list[list[int]] = [[] for _ in range(15)]
        for i in range(n):
            if p[i]:
                r = vr[i][p[i]] - L[i]
                tops[i] = r
                bytop[r].append(i)
        safe = min(f) + 1
        ups: list[tuple[int, int, int]] = []
        out: list[tuple[int, int, int]] = []
        for i in range(n):
            r = tops[i]
            if not r:
                continue
            if L[i]:
                for s in range(4):
                    if f[s] == r - 1:
                        c = (r - 1) * 4 + s
                        hc = home_col[c]
                        if hc >= 0 and home_idx[c] < p[hc]:
                            continue  # still at home: not in the pool
                        if r <= safe:
                            return [(_UP_FROM_RUN, i, s)]
                        ups.append((_UP_FROM_RUN, i, s))
            else:
                x = root[i][p[i] - 1]
                if f[x & 3] == r - 1:
                    if r <= safe:
                        return [(_UP_FROM_HOME, i, x & 3)]
                    ups.append((_UP_FROM_HOME, i, x & 3))
                if p[i] == 1:
                    continue  # a lone card only goes up
            for j in bytop[r + 1]:
                if j != i:
                    out.append((_ONTO, i, j))
        if len(out) > 1:
            # Dig first where the foundations want a home card soonest.
            need = [99] * n
            for i in range(n):
                best = 99
                for c in root[i][: p[i]]:
                    w = (c >> 2) - f[c & 3]
                    if w < best:
                        best = w
                need[i] = best
            out.sort(key=lambda m: need[m[1]] * 64 - need[m[2]])
        return ups + out

    def _search(
        self, p: list[int], L: list[int], f: list[int], key0: int, limit: int
    ) -> tuple[bool | None, int]:
        """Depth-first search with Tarjan's algorithm: (True: won, False: lost, None:
        limit reached; nodes used). Finished strongly connected sets are lost."""
        lost = self.lost_keys
        won = self.won_keys
        ps, ls, fs = self.ps, self.ls, self.fs
        children = self._children
        undo = self._undo
        index = {key0: 0}
        low = [0]
        tarjan = [key0]
        on_stack = {key0}
        # The frames of the search: children, next child, the move that made the state,
        # its key, its Tarjan index.
        kids_of = [children(p, L, f)]
        next_of = [0]
        made_by: list[tuple[int, int, int]] = [(-1, 0, 0)]
        key_of = [key0]
        me_of = [0]
        up = sum(f)
        nodes = 0
        key = key0
        while kids_of:
            kids = kids_of[-1]
            at = next_of[-1]
            if at >= len(kids):
                kids_of.pop()
                next_of.pop()
                me = me_of.pop()
                mine = key_of.pop()
                if low[me] == me:
                    while True:
                        k = tarjan.pop()
                        on_stack.discard(k)
                        lost.add(k)
                        if k == mine:
                            break
                if me_of and low[me] < low[me_of[-1]]:
                    low[me_of[-1]] = low[me]
                kind, i, x = made_by.pop()
                if kind >= 0:
                    key = undo(p, L, f, kind, i, x, key)
                    if kind != _ONTO:
                        up -= 1
                continue
            next_of[-1] = at + 1
            kind, i, x = kids[at]
            if kind == _UP_FROM_RUN:
                L[i] -= 1
                f[x] += 1
                k = key - (1 << ls[i]) + (1 << fs[x])
                up += 1
            elif kind == _UP_FROM_HOME:
                p[i] -= 1
                f[x] += 1
                k = key - (1 << ps[i]) + (1 << fs[x])
                up += 1
            else:
                if L[i]:
                    L[i] -= 1
                    k = key - (1 << ls[i])
                    x |= _FROM_RUN
                else:
                    p[i] -= 1
                    k = key - (1 << ps[i])
                L[x & 255] += 1
                k += 1 << ls[x & 255]
            seen_at = index.get(k)
            if seen_at is not None or k in lost:
                if seen_at is not None and k in on_stack and seen_at < low[me_of[-1]]:
                    low[me_of[-1]] = seen_at
                undo(p, L, f, kind, i, x, k)
                if kind != _ONTO:
                    up -= 1
                continue
            if up == 52 or k in won:
                won.update(key_of)
                won.add(k)
                return True, nodes
            nodes += 1
            if nodes >= limit:
                return None, nodes
            key = k
            me = len(low)
            index[k] = me
            low.append(me)
            tarjan.append(k)
            on_stack.add(k)
            kids_of.append(children(p, L, f))
            next_of.append(0)
            made_by.append((kind, i, x))
            key_of.append(k)
            me_of.append(me)
        return False, nodes

    def _undo(
        self, p: list[int], L: list[int], f: list[int], kind: int, i: int, x: int, key: int
    ) -> int:
        if kind == _UP_FROM_RUN:
            L[i] += 1
            f[x] -= 1
            return key + (1 << self.ls[i]) - (1 << self.fs[x])
        if kind == _UP_FROM_HOME:
            p[i] += 1
            f[x] -= 1
            return key + (1 << self.ps[i]) - (1 << self.fs[x])
        j = x & 255
        L[j] -= 1
        key -= 1 << self.ls[j]
        if x & _FROM_RUN:
            L[i] += 1
            return key + (1 << self.ls[i])
        p[i] += 1
        return key + (1 << self.ps[i])
