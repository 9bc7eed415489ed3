"""The pooled game: the real game with the suits of every moved card forgotten.

When empty columns are dead and building ignores suits, every column is a *home* part
(as at the root, cut at the first card that has moved since) and a *run* of moved cards
whose ranks follow from the home part's top; the pooled game keeps only the home and run
lengths ``p``, ``L`` and the foundations ``f``. Every real move is a pooled move, so **a
position whose pooled game is lost is lost** (``docs/solver.md``, "The pooled game", has
the argument, that of the foundation moves made at once, of the search by classes and of
the pooled deadlock test).

:class:`PooledGame` answers the searches' questions (:meth:`PooledGame.lost`, paid with
credit the real searches earn), :func:`walk_classes` searches it by classes of states
that differ only by run moves, and :func:`pooled_pass` searches the game of the root to
its end as a pass of the portfolio.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from operator import getitem, sub
from random import Random
from typing import Final

from ...kernel import Kernel
from ...rules import Build
from .board import Outcome, Pass
from .tuning import TUNING, Tuning

AT_ONCE: Final = 2
"""A foundation move of rank ``r <= min(f) + AT_ONCE`` is made at once, alone (see above)."""

UP_FROM_RUN: Final = 0
UP_FROM_HOME: Final = 1
ONTO: Final = 2
FROM_RUN: Final = 256  # flag on an ONTO move: the card came from a run

PackedMove = tuple[int, int, int, int]
"""A move of the pooled game: kind, column, suit (up) or target column (onto), key change."""


def applies(kernel: Kernel) -> bool:
    """Does the pooled game's argument hold for these rules (dead empty columns, building
    regardless of suit)?"""
    return kernel.dead_empty and kernel.rules.build is Build.ANY_SUIT


class PooledGame:
    """The pooled game of one solve's root position; :meth:`lost` is the test."""

    def __init__(
        self,
        columns: Sequence[Sequence[int]],
        foundations: Sequence[int],
        tuning: Tuning = TUNING,
    ) -> None:
        self.tuning = tuning
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
        # lowest[i][k][s]: the lowest rank - 1 of suit s among the bottom k cards of
        # column i (99 when none): how soon the foundations want a home card there.
        self.lowest: list[list[tuple[int, int, int, int]]] = []
        for col in columns:
            mins = [99, 99, 99, 99]
            rows = [(99, 99, 99, 99)]
            for c in col:
                mins[c & 3] = min(mins[c & 3], c >> 2)
                rows.append((mins[0], mins[1], mins[2], mins[3]))
            self.lowest.append(rows)
        # Exact keys: 6 bits per home length, 4 per run length, 4 per foundation.
        self.ps = [6 * i for i in range(n)]
        self.ls = [6 * n + 4 * i for i in range(n)]
        self.fs = [10 * n + 4 * s for s in range(4)]
        self.pbit = [1 << b for b in self.ps]
        self.lbit = [1 << b for b in self.ls]
        self.fbit = [1 << b for b in self.fs]
        self.name_bit = 1 << (10 * n + 16)
        """Set in the names of classes of states (below), never in a key."""
        self.no_runs = ~sum(15 << b for b in self.ls)
        """A key's bits but its run lengths'."""
        self.lost_keys: set[int] = set()
        self.start_won = False
        """A pooled win from a position reached from the root is known, so the pooled game
        of the root is won: every real move is a move of the pooled game (safe moves up
        included; a lone card onto another column is left out by the searches too), and
        a win with the pooled game's moves is a win with its own order of safe moves
        (see the module docstring). :func:`pooled_pass` stops then."""
        self.deadlock_test = True
        """Cut states of the pooled game that :meth:`blocked` proves lost."""
        self.at_once = AT_ONCE
        """Foundation moves of rank ``r <= min(f) + at_once`` are made at once, alone: sound
        for ``at_once <= 2`` (``docs/solver.md``); 0 makes none (the tests' reference)."""
        self.root_done: set[int] = set()
        """States finished without a win by :meth:`walk_root` (lost; never forgotten while
        it runs, let go of when :func:`pooled_pass` gives up at its cap)."""
        self.root_states = 0
        """States :meth:`walk_root` has gone through (counted by :func:`pooled_pass`)."""
        self.won_keys: set[int] = set()
        self.dive_tests: dict[int, bool] = {}
        """The deadlock test's answers the random dives (:meth:`probe`) got, by class name
        (:func:`name_of`): the test answers alike for every state of a
        class (see :meth:`probe`), and the dives of one root meet the same classes again
        and again."""
        self.tried: dict[int, int] = {}
        self.credit = 0.0

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
        t = self.tuning
        self.credit = min(self.credit + real_nodes * t.pooled_ratio, float(t.max_query))

    def lost(
        self, cols: Sequence[Sequence[int]], found: Sequence[int], p: Sequence[int] | None = None
    ) -> tuple[bool, int]:
        """(is the position provably lost in the pooled game, pooled nodes spent).

        The searches ask only about positions they reached from the root by legal
        moves, so a pooled win found here is one of the root's own (:attr:`start_won`).
        """
        if p is None:
            p = self.home_lengths(cols)
        n = self.n
        L = [len(cols[i]) - p[i] for i in range(n)]
        key = self.key(p, L, found)
        name = name_of(self, p, L, found, key)
        if name in self.lost_keys or name in self.root_done:
            return True, 0
        if name in self.won_keys:
            self.start_won = True
            return False, 0
        allow = int(self.credit)
        before = self.tried.get(name, 0)
        if allow < self.tuning.min_query or allow < 2 * before:
            return False, 0
        verdict, used = self._search(list(p), L, list(found), key, allow)
        self.credit -= used
        if verdict is None:
            self.tried[name] = allow
        elif verdict:
            self.start_won = True
        if len(self.lost_keys) + len(self.won_keys) > self.tuning.max_known:
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

    def blocked(
        self, p: Sequence[int], L: Sequence[int], f: Sequence[int], watch: int = -1
    ) -> bool:
        """The deadlock test for a state of the pooled game: True when some home card or
        run place can never be vacated, so the state has no pooled win (the fixpoint of
        ``docs/solver.md``, "Its own deadlock test").

        ``watch``: the column a home card was just moved onto, when the state before that
        move passed the test; the state then passes as soon as that card's place joins,
        so the computation may stop there (:meth:`joins_first`).
        """
        root = self.root
        vr = self.vr
        home_col = self.home_col
        home_idx = self.home_idx
        n = self.n
        chain = list(f)
        joined = [False] * 52  # home cards that joined
        rank_joined = [False] * 15  # some element of this rank joined
        exposed = [False] * 15  # some element of this rank has every element above joined
        # reach[r]: a pool card of rank r may go up (some suit s has f[s] < r <= chain[s] + 1).
        reach = [False] * 15
        for s in range(4):
            reach[f[s] + 1] = True
        lo = [p[i] + L[i] for i in range(n)]
        for i in range(n):
            if lo[i]:
                exposed[vr[i][p[i]] - L[i]] = True
        # Round the columns until n in a row have had nothing join.
        i = n - 1
        idle = 0
        while idle < n:
            i = i + 1 if i + 1 < n else 0
            idle += 1
            k = lo[i]
            if k:
                pi = p[i]
                v = vr[i][pi]
                col = root[i]
                moved = False
                while k:
                    if k > pi:  # a run place
                        r = v - (k - pi)
                        if not (exposed[r + 1] or reach[r]):
                            break
                    else:
                        x = col[k - 1]
                        r = (x >> 2) + 1
                        if not (exposed[r + 1] or chain[x & 3] + 1 >= r):
                            break
                        joined[x] = True
                    rank_joined[r] = True
                    moved = True
                    k -= 1
                    if k:
                        exposed[v - (k - pi) if k > pi else vr[i][k]] = True
                if moved:
                    if i == watch:
                        return False
                    lo[i] = k
                    idle = 0
                    for s in range(4):
                        r = chain[s]
                        while r < 13:
                            c = r * 4 + s  # the card of rank r + 1
                            hc = home_col[c]
                            if hc >= 0 and home_idx[c] < p[hc]:
                                if not joined[c]:
                                    break
                            elif not rank_joined[r + 1]:
                                break
                            r += 1
                        if r != chain[s]:
                            for q in range(chain[s] + 2, r + 2):
                                reach[q] = True
                            chain[s] = r
        return any(lo)

    def joins_first(
        self, p: Sequence[int], L: Sequence[int], f: Sequence[int], i: int, j: int
    ) -> bool:
        """After column ``i``'s top home card moved onto column ``j``: may its new place
        join the fixpoint of :meth:`blocked` before anything else? If so, and the state
        before the move passed the test, the state after it passes too (join the new
        place first, then every element in the order that worked before). Used only to
        skip the test, never to cut a state.
        """
        r = (self.root[i][p[i]] >> 2) + 1
        for s in range(4):
            if f[s] == r - 1:
                return True
        vr = self.vr
        return any(m != j and p[m] and vr[m][p[m]] - L[m] == r + 1 for m in range(self.n))

    def no_place_of(self, p: Sequence[int], L: Sequence[int], f: Sequence[int], r: int) -> bool:
        """After a card of rank ``r`` went up: may the deadlock test be skipped, as no run
        place of rank ``r`` is left, and some top still has rank ``r`` or every card of
        rank ``r - 1`` is up? If so, and the state before the move passed the test, the
        order of joins that worked before still works without the card's element
        (``docs/solver.md``). Used only to skip the test, never to cut a state.
        """
        vr = self.vr
        top_r = min(f) >= r - 1
        for m in range(self.n):
            pm = p[m]
            if pm:
                lm = L[m]
                v = vr[m][pm]
                if v - lm <= r < v:
                    return False
                if v - lm == r:
                    top_r = True
        return top_r

    # --- the pooled game ---------------------------------------------------------------

    def _moves(
        self, p: list[int], L: list[int], f: list[int], order: bool = True
    ) -> tuple[list[PackedMove], list[PackedMove]]:
        """The moves of a state, up and onto other columns: (kind, column, suit or
        target column, key change); a move from a run onto another column has
        :data:`FROM_RUN` set on its target."""
        n = self.n
        lb = self.lbit
        pb = self.pbit
        fb = self.fbit
        vr = self.vr
        root = self.root
        lowest = self.lowest
        home_col = self.home_col
        home_idx = self.home_idx
        tops = [0] * n
        bytop: list[list[int]] = [[] for _ in range(15)]
        for i in range(n):
            if p[i]:
                r = vr[i][p[i]] - L[i]
                tops[i] = r
                bytop[r].append(i)
        safe = min(f) + self.at_once
        ups: list[PackedMove] = []
        out: list[PackedMove] = []
        for i in range(n):
            r = tops[i]
            if not r:
                continue
            if L[i]:
                off = -lb[i]
                flag = FROM_RUN
                for s in range(4):
                    if f[s] == r - 1:
                        c = (r - 1) * 4 + s
                        hc = home_col[c]
                        if hc >= 0 and home_idx[c] < p[hc]:
                            continue  # still at home: not in the pool
                        if r <= safe:
                            return [(UP_FROM_RUN, i, s, off + fb[s])], []
                        ups.append((UP_FROM_RUN, i, s, off + fb[s]))
            else:
                off = -pb[i]
                flag = 0
                x = root[i][p[i] - 1]
                if f[x & 3] == r - 1:
                    if r <= safe:
                        return [(UP_FROM_HOME, i, x & 3, off + fb[x & 3])], []
                    ups.append((UP_FROM_HOME, i, x & 3, off + fb[x & 3]))
                if p[i] == 1:
                    continue  # a lone card only goes up
            for j in bytop[r + 1]:
                if j != i:
                    out.append((ONTO, i, j | flag, off + lb[j]))
        if order and len(out) > 1:
            # Dig first where the foundations want a home card soonest (worked out for
            # the columns the moves involve only: the dives list the moves of every
            # state they enter).
            f0, f1, f2, f3 = f
            need = [0] * n
            for i in {m[1] for m in out} | {m[2] & 255 for m in out}:
                m0, m1, m2, m3 = lowest[i][p[i]]
                need[i] = min(m0 - f0, m1 - f1, m2 - f2, m3 - f3)
            out.sort(key=lambda m: need[m[1]] * 64 - need[m[2] & 255])
        return ups, out

    def _search(
        self, p: list[int], L: list[int], f: list[int], key0: int, limit: int
    ) -> tuple[bool | None, int]:
        """Depth-first search by classes (below): (True: won, False:
        lost, None: limit reached; nodes used). Finished classes are lost."""
        walk = walk_classes(self, p, L, f, key0, self.lost_keys)
        try:
            next(walk)
            used = walk.send(limit)
        except StopIteration as stop:
            verdict, nodes = stop.value
            return verdict, nodes
        walk.close()
        return None, used

    def walk_root(self) -> Generator[int, int, tuple[bool, int]]:
        """The pooled game of the root itself, searched to the end in slices (see
        :func:`root_pass`): sent a node quota, it yields the nodes used; it returns
        (won, nodes since the last yield). Its finished classes are kept apart
        (:attr:`root_done`, never forgotten) so that the search always ends."""
        p = [len(c) for c in self.root]
        L = [0] * self.n
        f = list(self.found0)
        return walk_classes(self, p, L, f, self.key(p, L, f), self.root_done)

    def probe(self, seed: int, limit: int) -> int:
        """Look quickly for a win of the pooled game of the root: a depth-first search of
        at most ``limit`` states that tries the moves onto other columns in a random
        order (``seed``). Sets :attr:`start_won` when it wins; returns the states used.

        The search to the end (:meth:`walk_root`) is slow to find a win when there is
        one, and until a win is known the pooled pass costs the real searches their
        time; a few random dives find most wins at once. The deadlock test's answer is
        looked up by class name (:attr:`dive_tests`): it answers alike for every state
        of a class (``docs/solver.md``).
        """
        rng = Random(seed)
        p = [len(c) for c in self.root]
        L = [0] * self.n
        f = list(self.found0)
        key = self.key(p, L, f)
        seen = {key}
        up = sum(f)

        split = self._moves
        shuffle = rng.shuffle

        def kids() -> list[PackedMove]:
            ups, onto = split(p, L, f)
            if not onto:
                return ups
            shuffle(onto)
            return ups + onto

        # Each frame: the state's moves, the move that made it, its key, and whether it
        # is known to pass the deadlock test. A state made from one that passes, by a
        # move that cannot fail the test (a run move, or one :meth:`joins_first` or
        # :meth:`no_place_of` clears, as in :func:`walk_classes`),
        # passes it too, so its test is skipped: the dive is the same, only cheaper.
        test = self.deadlock_test
        tests = self.dive_tests
        frames: list[tuple[list[PackedMove], PackedMove, int, bool]] = [
            (kids(), (-1, 0, 0, 0), key, test and not self.blocked(p, L, f))
        ]
        at = [0]
        nodes = 0
        while frames and nodes < limit:
            moves, made, key, passes = frames[-1]
            if at[-1] >= len(moves):
                frames.pop()
                at.pop()
                if made[0] >= 0:
                    self._undo(p, L, f, made[0], made[1], made[2])
                    up -= made[0] != ONTO
                continue
            move = moves[at[-1]]
            kind, i, x, dk = move
            at[-1] += 1
            k = key + dk
            if k in seen:  # known by its key before the move is made
                continue
            self._do(p, L, f, kind, i, x)
            up += kind != ONTO
            if (nm := name_of(self, p, L, f, k)) in self.lost_keys or nm in self.root_done:
                seen.add(k)
                self._undo(p, L, f, kind, i, x)
                up -= kind != ONTO
                continue
            checked = (
                test
                and not (kind == ONTO and x & FROM_RUN)
                and not (
                    passes
                    and (
                        self.joins_first(p, L, f, i, x)
                        if kind == ONTO
                        else self.no_place_of(p, L, f, f[x])
                    )
                )
            )
            if checked:
                bad = tests.get(nm)
                if bad is None:
                    if len(tests) >= self.tuning.dive_tests:
                        tests.clear()
                    bad = tests[nm] = self.blocked(p, L, f, x if kind == ONTO else -1)
            if checked and bad:
                seen.add(k)
                self._undo(p, L, f, kind, i, x)
                up -= kind != ONTO
                continue
            nodes += 1
            if up == 52 or nm in self.won_keys:
                self.start_won = True
                return nodes
            seen.add(k)
            frames.append((kids(), move, k, checked or passes))
            at.append(0)
        return nodes

    @staticmethod
    def _do(p: list[int], L: list[int], f: list[int], kind: int, i: int, x: int) -> None:
        """Make a move of the pooled game (its key changes by the move's fourth field)."""
        if kind == UP_FROM_RUN:
            L[i] -= 1
            f[x] += 1
        elif kind == UP_FROM_HOME:
            p[i] -= 1
            f[x] += 1
        else:
            if x & FROM_RUN:
                L[i] -= 1
            else:
                p[i] -= 1
            L[x & 255] += 1

    @staticmethod
    def _undo(p: list[int], L: list[int], f: list[int], kind: int, i: int, x: int) -> None:
        if kind == UP_FROM_RUN:
            L[i] += 1
            f[x] -= 1
        elif kind == UP_FROM_HOME:
            p[i] += 1
            f[x] -= 1
        else:
            L[x & 255] -= 1
            if x & FROM_RUN:
                L[i] += 1
            else:
                p[i] += 1


# --- the search by classes ---------------------------------------------------------

State = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int, int]
"""Home lengths ``p``, run lengths ``L``, foundations ``f``, the key, and the move that
led to the state from a state of a class that passed the deadlock test: ``16 * i + j``
when column ``i``'s top home card went onto column ``j``, ``-2 - s`` when a card of suit
``s`` went up, -1 when unknown (see :func:`walk_classes`)."""


def gather(
    pools: PooledGame, p: tuple[int, ...], L: tuple[int, ...], f: tuple[int, ...], key: int
) -> tuple[int, list[State]]:
    """The class of the state ``(p, L, f)``: how many states were gone through, and the
    states the class's other moves lead to (one of each class at least; only one when
    a state of the class has a foundation move made at once, see the module docstring).

    Every move (a run move, or one that leaves the class) involves the tops of one block
    only (two columns' tops ``t`` and ``t + 1``, or one column's top), and the class it
    leads to depends on how that block's tops lie, not on the other blocks' (their
    columns keep their blocks, which at most merge). So each block's assignments are
    gone through with the rest of the state as it is (:func:`_block_leads`): a sum of
    their numbers, not the product that is the class's size.
    """
    lbit, pbit, fbit = pools.lbit, pools.pbit, pools.fbit
    safe = min(f) + pools.at_once
    cap, wants, home_up, blocks = _layout(pools, p, L, f)
    found: dict[int, State] = {}
    count = 0
    for block in blocks:
        if len(block) > 1:
            n, at_once = _block_leads(pools, p, L, f, key, block, cap, wants, home_up, found)
            if at_once is not None:
                return count + n, [at_once]
            count += n
            continue
        # One column alone in its block (most are): its top has no neighbour to go onto
        # or take, so its only moves are up.
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
    return count, list(found.values())


def _layout(
    pools: PooledGame, p: tuple[int, ...], L: tuple[int, ...], f: tuple[int, ...]
) -> tuple[list[int], dict[int, list[int]], list[int], list[list[int]]]:
    """What :func:`gather` reads of a state first:

    * ``cap[i]``: the rank of column ``i``'s top home card (0 for an empty column);
    * ``wants[u]``: the suits whose foundation wants a pool card of rank ``u`` next (only
      rank ``f[s] + 1`` of suit ``s``, and only when that card is not at home), so a
      place of rank ``u`` can go up with it;
    * ``home_up[i]``: the suit of column ``i``'s top home card when its foundation wants
      it (else -1);
    * the blocks: the non-empty columns sorted by top, cut where the tops are not
      consecutive.
    """
    cap = [v[q] for v, q in zip(pools.vr, p, strict=True)]
    wants: dict[int, list[int]] = {}
    home_col, home_idx = pools.home_col, pools.home_idx
    for s in range(4):
        u = f[s] + 1
        if u <= 13:
            c = (u - 1) * 4 + s
            hc = home_col[c]
            if hc < 0 or home_idx[c] >= p[hc]:
                wants.setdefault(u, []).append(s)
    root = pools.root
    home_up = [-1] * pools.n
    tops = [c - li for c, li in zip(cap, L, strict=True)]
    live = []
    for i in range(pools.n):
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
    return cap, wants, home_up, blocks


def _block_leads(
    pools: PooledGame,
    p: tuple[int, ...],
    L: tuple[int, ...],
    f: tuple[int, ...],
    key: int,
    block: list[int],
    cap: list[int],
    wants: dict[int, list[int]],
    home_up: list[int],
    found: dict[int, State],
) -> tuple[int, State | None]:
    """Go through the arrangements of a block of two or more columns (the rest of the
    state as it is) and put the states their moves out of the class lead to in
    ``found``: the number of arrangements, and the state of a foundation move made at
    once when there is one (then the rest need not be looked at)."""
    vr = pools.vr
    pbit, lbit, fbit = pools.pbit, pools.lbit, pools.fbit
    safe = min(f) + pools.at_once
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
                    if once[r]:  # the top r goes to r + 1: the block may split there
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
                                return len(arrangements), st
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
                            return len(arrangements), st
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
    return len(arrangements), None


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
    pools: PooledGame, p: Sequence[int], L: Sequence[int], f: Sequence[int], key: int
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
    pools: PooledGame, p: list[int], L: list[int], f: list[int], key0: int, done: set[int]
) -> Generator[int, int, tuple[bool, int]]:
    """Depth-first search of the pooled game by classes, in slices: sent a node quota
    (states gathered), it yields the nodes used; it returns (won, nodes since the last
    yield). Classes finished without a win, and classes a state of which the deadlock
    test proves lost, go into ``done`` by their name; won classes on the winning line
    into the won set.

    The deadlock test gives every state of a class the same answer, so a class is
    tested once, on the state it is entered by, and not at all after a move that
    :meth:`PooledGame.joins_first` or :meth:`PooledGame.no_place_of` clears (skipping
    never calls a class lost)."""
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


def pooled_pass(pools: PooledGame, cap: int | None = None) -> Pass:
    """A pass that searches the pooled game of the root to its end.

    Lost there means lost in the real game: a *complete* outcome without a win, a proof
    of loss. Won there proves nothing (``complete=False``), nor does reaching ``cap``
    finished states (``Tuning.pooled_cap`` unless given); the pass also stops as soon as
    the real searches' questions show the pooled game won (:attr:`PooledGame.start_won`),
    which on a won deal is usually soon.
    """
    limit = pools.tuning.pooled_cap if cap is None else cap
    probe = pools.tuning.probe
    first, every = pools.tuning.probe_first, pools.tuning.probe_every
    walk = pools.walk_root()
    next(walk)
    quota = yield 0
    slices = 0
    try:
        while len(pools.root_done) < limit and not pools.start_won:
            # Each slice starts with a quick random dive for a pooled win (a won deal
            # then stops paying for this pass); the rest goes on with the full search.
            # Fewer dives once the first ones failed, but not fewer still once the pass
            # is late (every 4th slice; history: "Cheaper dives").
            slices += 1
            n = 0
            if slices <= first or slices % every == 0:
                n = pools.probe(slices, min(probe, quota))
            if pools.start_won:
                quota = yield n
                break
            if n < quota:
                walked = walk.send(quota - n)
                pools.root_states += walked
                n += walked
            quota = yield n
    except StopIteration as stop:
        won, nodes = stop.value
        return Outcome(False, [], nodes, complete=not won)
    walk.close()
    if not pools.start_won:
        # Given up at the cap: its finished states would still answer some of the real
        # searches' questions, but they are most of the memory of a long solve.
        pools.root_done.clear()
        pools.dive_tests.clear()
    return Outcome(False, [], 0, complete=False)
