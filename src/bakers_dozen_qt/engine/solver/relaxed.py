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

Inside the pooled game a foundation move of a card of rank ``r <= min(f) + 2``
(:data:`AT_ONCE`) is made at once, alone. Why it never costs a pooled win. Let ``m =
min(f)``, ``e`` the element (home card or run place) the move empties and ``c`` the card
it sends up (``e`` itself, or a pool card of rank ``r`` whose suit ``s`` has ``f[s] = r -
1``). Take a pooled win W from before the move; when ``r = m + 2``, one that makes every
foundation move of rank at most ``min(f) + 1`` at once (the case ``r <= m + 1``, proved
first, lets any win be made so, move by move). Then nothing is ever put on a rank-``r``
element: only a rank-``(r - 1)`` one could go there; every card of rank ``m`` or lower is
up; and a rank-``(m + 1)`` element that is a top goes up at once (a home card is wanted by
its own foundation, a place by that of some pool card of its rank: the pool holds as
many cards of each rank as there are places of it). For the same reason, whenever W
makes a move it does not make at once, every rank-``r`` place is a top. Follow W from
after our move, keeping one of two relations between W's state and ours:

* (a) equal but for a *phantom*: W has ``e`` (a top on which nothing will ever lie; once
  W moves it onto another column, a place there) and we have not, and W has ``c`` not up
  (at home as ``e``, or in its pool) while we have it up;
* (b) equal but that W has ``c`` in its pool and another rank-``r`` card ``x`` up, and we
  the other way round.

We start in (a) and make every move of W that does not touch ``e``, ``c`` or ``x`` too (the
tops agree but for the phantom's column, and nothing goes onto the phantom; W sends no
other card of suit ``s`` before ``c``). In (a): W's moves of ``e`` onto another column are
dropped; when W sends ``e`` up with ``c`` the states are equal, with another card ``x`` (b)
holds; when W sends ``c`` up from another place ``g``, we move ``g`` onto the phantom's
column (its top is the element under the phantom, one rank higher), and the states are
equal. In (b): when W sends ``c`` up from a place, we send ``x`` up from it (equal states);
before W sends up the card above ``x`` in its suit (a move not made at once, as ``c`` is not
up), we send ``x`` up from any rank-``r`` place (there is one, as ``x`` is in our pool, and
it is a top), which becomes the phantom of (a). W ends with every card up, ``c`` too, so
with equal states: we have won too. ``tests/engine/test_solver_brute.py`` checks the rule
against the pooled game without it (:attr:`RankPools.at_once`).

Cost. A query runs a depth-first search of the pooled game by *classes* of states that
differ only by moves within runs, the game's only reversible moves
(:mod:`.pooled_classes`): every class finished without a win is lost, even when the
query stops at its node limit, so no finished work is wasted. (The state-by-state walk
with Tarjan's algorithm, :meth:`RankPools._walk`, is kept as the reference the tests
check the classes against.) Lost and winnable states
are remembered for the whole solve (a bounded number). Each query may use the *credit*
the real searches earn with their nodes, so the test never costs more than a fixed
share of the solve. The pooled game has a deadlock test of its own (:meth:`RankPools.
blocked`, the fixpoint of :mod:`.deadlock` over home cards and run places), which cuts
its states several-fold (Good Measure deal 132: 101,000 -> 9,000).

The pooled game *of the root* is also searched to its end, as a pass of the portfolio
(:meth:`RankPools.walk_root`, :func:`.driver.pooled_root`): when it is lost the deal is,
which decides Good Measure deals that no search of the real game can exhaust in time
(deal 27: 62,145 pooled states gone through in 10,583 classes, ``benchmarks/
pooled_bench.py``; the real searches had not decided it in 120 s). Random
dives (:meth:`RankPools.probe`) and the queries' wins tell it early that the pooled
game is won (:attr:`RankPools.start_won`), so on a won deal the pass soon stops.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from random import Random
from typing import Final

from ..kernel import Kernel
from ..rules import Build
from .pooled_classes import name_of, walk_classes

RATIO: Final = 0.25
"""Pooled-game nodes a real node earns."""
FIRST_CREDIT: Final = 0
MIN_QUERY: Final = 64
"""A query is not worth starting with less credit than this."""
MAX_QUERY: Final = 100_000
AT_ONCE: Final = 2
"""A foundation move of rank ``r <= min(f) + AT_ONCE`` is made at once, alone (see above)."""
DIVE_TESTS: Final = 100_000
"""Deadlock-test answers the random dives keep (:attr:`RankPools.dive_tests`, about 10 MB
when full) before they forget them all."""
MAX_KNOWN: Final = 300_000
"""Remembered states (lost and winnable together) before the oldest half is forgotten."""

_UP_FROM_RUN: Final = 0
_UP_FROM_HOME: Final = 1
_ONTO: Final = 2
_FROM_RUN: Final = 256  # flag on an _ONTO move: the card came from a run

Move = tuple[int, int, int, int]
"""A move of the pooled game: kind, column, suit (up) or target column (onto), key change."""


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
        """Set in the names of classes of states (:mod:`.pooled_classes`), never in a key."""
        self.no_runs = ~sum(15 << b for b in self.ls)
        """A key's bits but its run lengths'."""
        self.lost_keys: set[int] = set()
        self.start_won = False
        """A pooled win from a position reached from the root is known, so the pooled game
        of the root is won: every real move is a move of the pooled game (safe moves up
        included; a lone card onto another column is left out by the searches too), and
        a win with the pooled game's moves is a win with its own order of safe moves
        (see the module docstring). :func:`.driver.pooled_root` stops then."""
        self.deadlock_test = True
        """Cut states of the pooled game that :meth:`blocked` proves lost."""
        self.at_once = AT_ONCE
        """Foundation moves of rank ``r <= min(f) + at_once`` are made at once, alone: the
        module docstring proves it for ``at_once <= 2``; 0 makes none (the tests' reference)."""
        self.root_done: set[int] = set()
        """States finished without a win by :meth:`walk_root` (lost; never forgotten while
        it runs, let go of when :func:`.driver.pooled_root` gives up at its cap)."""
        self.root_states = 0
        """States :meth:`walk_root` has gone through (counted by :func:`.driver.pooled_root`)."""
        self.won_keys: set[int] = set()
        self.dive_tests: dict[int, bool] = {}
        """The deadlock test's answers the random dives (:meth:`probe`) got, by class name
        (:func:`.pooled_classes.name_of`): the test answers alike for every state of a
        class (see :meth:`probe`), and the dives of one root meet the same classes again
        and again (Good Measure 646: 4 in 5 of their tests)."""
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
        if allow < MIN_QUERY or allow < 2 * before:
            return False, 0
        verdict, used = self._search(list(p), L, list(found), key, allow)
        self.credit -= used
        self.spent += used
        if verdict is None:
            self.tried[name] = allow
        elif verdict:
            self.start_won = True
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

    def blocked(
        self, p: Sequence[int], L: Sequence[int], f: Sequence[int], watch: int = -1
    ) -> bool:
        """The deadlock test (:mod:`.deadlock`) for a state of the pooled game: True when
        some home card or run place can never be vacated, so the state has no pooled win.

        ``watch``: the column a home card was just moved onto, when the state before that
        move passed the test. Then the state passes as soon as that card's place joins
        (the argument of :meth:`joins_first`: join it, then every element in the order
        that worked before; the least fixpoint holds whatever any order of joins
        reaches), so the computation may stop there.

        The *elements* of a state are its home cards and its run places. In a pooled win
        every element is vacated; order them by the first time, and look at element e
        when it goes (as in :mod:`.deadlock`):

        * every element above e has been vacated before;
        * if it goes onto a column whose top has rank r + 1: that top is an element
          (every element above it vacated), or a place made since by a rank-(r + 1) card
          that came from an element of that rank, which was the top of its column then;
          either way some element of rank r + 1 had every element above it vacated;
        * if a home card (r, s) goes up, every lower card of suit s is up already; if a
          place's card goes up, it is some pool card (r, s) not up in this state, and
          every lower card of its suit is up already;
        * a card sent up went from a place or from home. A card at home in this state
          left its own element first; a pool card went up from a place, which is an
          element of rank r or a place made since by a rank-r card from an element of
          that rank (go back along the moves that made the places): either way some
          element of rank r was vacated before.

        So the elements vacated in a pooled win are closed under: "e may join once every
        element above it has joined, and some element of rank r + 1 has every element
        above it joined, or the foundation rule holds with ``chain``", where ``chain[s]``
        climbs through a home card of suit s when it has joined, and through a pool card
        when any element of its rank has joined. The least fixpoint, computed below,
        holds every element when the state has a pooled win; a missing element proves
        there is none. ``tests/engine/test_solver_brute.py`` checks it against
        exhaustive search.
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
        join the fixpoint of :meth:`blocked` before anything else?

        When the state before the move passed the test, the state after it passes too if
        so: join the new place first, then every element in the order that worked before
        (the moved card counts for its suit's ``chain`` as a pool card once its place has
        joined, the element under it in column ``j`` is exposed once it has, and the one
        under it in column ``i`` is exposed already). Used only to skip the test, never
        to cut a state, so it is sound whatever the state before the move.
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
        rank ``r - 1`` is up?

        When the state before the move passed :meth:`blocked`, the state after it passes
        too if so: the order that worked before still works without the card's element.
        Its suit's ``chain`` starts where that element took it; the element under it is
        exposed from the start; the foundation's new height only matters to places of
        rank ``r`` (their card can no longer be of that suit), and a pool card of rank
        ``r``, which needed an element of that rank to join, exists only where such a
        place does. The element itself, a top, made rank ``r`` exposed, which lets
        rank-``(r - 1)`` elements join: another top of rank ``r`` does that as well, and
        without cards of rank ``r - 1`` left there are no such elements. (Without that
        last condition, Good Measure deal 646 has states where the test was skipped and
        fails: ``tests/engine/test_solver_pools.py``.) Used only to skip the test, never
        to cut a state.
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

    def _children(self, p: list[int], L: list[int], f: list[int], order: bool = True) -> list[Move]:
        """The moves of a state: (kind, column, suit or target column, key change); a
        move from a run onto another column has :data:`_FROM_RUN` set on its target."""
        ups, onto = self._moves(p, L, f, order)
        return ups + onto if onto else ups

    def _moves(
        self, p: list[int], L: list[int], f: list[int], order: bool = True
    ) -> tuple[list[Move], list[Move]]:
        """:meth:`_children` as its moves up and its moves onto other columns."""
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
        ups: list[Move] = []
        out: list[Move] = []
        for i in range(n):
            r = tops[i]
            if not r:
                continue
            if L[i]:
                off = -lb[i]
                flag = _FROM_RUN
                for s in range(4):
                    if f[s] == r - 1:
                        c = (r - 1) * 4 + s
                        hc = home_col[c]
                        if hc >= 0 and home_idx[c] < p[hc]:
                            continue  # still at home: not in the pool
                        if r <= safe:
                            return [(_UP_FROM_RUN, i, s, off + fb[s])], []
                        ups.append((_UP_FROM_RUN, i, s, off + fb[s]))
            else:
                off = -pb[i]
                flag = 0
                x = root[i][p[i] - 1]
                if f[x & 3] == r - 1:
                    if r <= safe:
                        return [(_UP_FROM_HOME, i, x & 3, off + fb[x & 3])], []
                    ups.append((_UP_FROM_HOME, i, x & 3, off + fb[x & 3]))
                if p[i] == 1:
                    continue  # a lone card only goes up
            for j in bytop[r + 1]:
                if j != i:
                    out.append((_ONTO, i, j | flag, off + lb[j]))
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
        """Depth-first search by classes (:mod:`.pooled_classes`): (True: won, False:
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
        one, and until it or the real searches find one the pass that runs it costs
        the real searches their time; a few random dives find most wins at once.

        The deadlock test's answer is looked up by the state's class name
        (:attr:`dive_tests`), which gives the answer the test would give: it answers
        alike for every state of a class. A class's states reach each other by run moves
        (:mod:`.pooled_classes`), and a run move from a state that passes :meth:`blocked`
        leads to one that passes: the move takes the top place (rank ``t``) of column
        ``a`` onto column ``b``, whose top has rank ``t + 1``; afterwards ``a``'s top has
        rank ``t + 1``, so the moved place may join the fixpoint first, after which
        ``b``'s old top is exposed as before and the place under it in ``a`` is exposed
        from the start, and the order of joins that worked before works (joins only
        ever help). The moves within a class go both ways, so if one state of a class
        passed while another failed, the move path from the first to the second would
        contradict this.
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

        def kids() -> list[Move]:
            ups, onto = split(p, L, f)
            if not onto:
                return ups
            shuffle(onto)
            return ups + onto

        # Each frame: the state's moves, the move that made it, its key, and whether it
        # is known to pass the deadlock test. A state made from one that passes, by a
        # move that cannot fail the test (a run move, or one :meth:`joins_first` or
        # :meth:`no_place_of` clears, as in :func:`.pooled_classes.walk_classes`),
        # passes it too, so its test is skipped: the dive is the same, only cheaper.
        test = self.deadlock_test
        tests = self.dive_tests
        frames: list[tuple[list[Move], Move, int, bool]] = [
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
                    up -= made[0] != _ONTO
                continue
            move = moves[at[-1]]
            kind, i, x, dk = move
            at[-1] += 1
            k = key + dk
            if k in seen:  # known by its key before the move is made
                continue
            self._do(p, L, f, kind, i, x)
            up += kind != _ONTO
            if (nm := name_of(self, p, L, f, k)) in self.lost_keys or nm in self.root_done:
                seen.add(k)
                self._undo(p, L, f, kind, i, x)
                up -= kind != _ONTO
                continue
            checked = (
                test
                and not (kind == _ONTO and x & _FROM_RUN)
                and not (
                    passes
                    and (
                        self.joins_first(p, L, f, i, x)
                        if kind == _ONTO
                        else self.no_place_of(p, L, f, f[x])
                    )
                )
            )
            if checked:
                bad = tests.get(nm)
                if bad is None:
                    if len(tests) >= DIVE_TESTS:
                        tests.clear()
                    bad = tests[nm] = self.blocked(p, L, f, x if kind == _ONTO else -1)
            if checked and bad:
                seen.add(k)
                self._undo(p, L, f, kind, i, x)
                up -= kind != _ONTO
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
        if kind == _UP_FROM_RUN:
            L[i] -= 1
            f[x] += 1
        elif kind == _UP_FROM_HOME:
            p[i] -= 1
            f[x] += 1
        else:
            if x & _FROM_RUN:
                L[i] -= 1
            else:
                p[i] -= 1
            L[x & 255] += 1

    def _walk(
        self, p: list[int], L: list[int], f: list[int], key0: int, done: set[int]
    ) -> Generator[int, int, tuple[bool, int]]:
        """Depth-first search with Tarjan's algorithm, state by state, in slices (a quota
        is sent first; the nodes used are yielded each time it is reached). Returns (won,
        nodes since the last yield). The solver searches by classes
        (:func:`.pooled_classes.walk_classes`); this walk is the reference the tests
        check that search against.

        Why a finished strongly connected set without a win is lost: when its first
        state is left, every state reachable from the set is in the set, or was
        finished before (lost), or is known lost; none is a win, so no win is reachable
        from any of them. Finished states go into ``done`` and leave ``index``, which
        therefore holds exactly the states of unfinished sets (Tarjan's stack).
        """
        lost = self.lost_keys
        won = self.won_keys
        extra = self.root_done if done is lost else lost  # the other set of lost states
        children = self._children
        # The search of the root's pooled game visits every state when the game is lost,
        # in any order; its wins are the random dives' business (:meth:`probe`).
        order = done is not self.root_done
        undo = self._undo
        blocked = self.blocked
        joins_first = self.joins_first
        no_place_of = self.no_place_of
        test = self.deadlock_test
        index = {key0: 0}
        count = 1  # Tarjan indices given
        tarjan = [key0]
        # The frames of the search: children, next child, the move that made the state,
        # its key, its Tarjan index and low-link (kept per frame: only the states on the
        # line need one, so memory follows the line, not the states seen).
        low_of = [0]
        kids_of = [children(p, L, f, order)]
        next_of = [0]
        made_by: list[Move] = [(-1, 0, 0, 0)]
        key_of = [key0]
        me_of = [0]
        up = sum(f)
        nodes = 0
        key = key0
        quota = yield 0
        while kids_of:
            kids = kids_of[-1]
            at = next_of[-1]
            if at >= len(kids):
                kids_of.pop()
                next_of.pop()
                me = me_of.pop()
                mine = key_of.pop()
                lo = low_of.pop()
                if lo == me:
                    while True:
                        k = tarjan.pop()
                        del index[k]
                        done.add(k)
                        if k == mine:
                            break
                if low_of and lo < low_of[-1]:
                    low_of[-1] = lo
                kind, i, x, dk = made_by.pop()
                if kind >= 0:
                    undo(p, L, f, kind, i, x)
                    key -= dk
                    if kind != _ONTO:
                        up -= 1
                continue
            next_of[-1] = at + 1
            move = kids[at]
            kind, i, x, dk = move
            # Most children were seen before: their key is known without making the move.
            k = key + dk
            seen_at = index.get(k)
            if seen_at is not None or k in done or k in extra:
                if seen_at is not None and seen_at < low_of[-1]:
                    low_of[-1] = seen_at
                continue
            if kind == _UP_FROM_RUN:
                L[i] -= 1
                f[x] += 1
                up += 1
            elif kind == _UP_FROM_HOME:
                p[i] -= 1
                f[x] += 1
                up += 1
            else:
                if x & _FROM_RUN:
                    L[i] -= 1
                else:
                    p[i] -= 1
                L[x & 255] += 1
            if up == 52 or k in won:
                won.update(key_of)
                won.add(k)
                return True, nodes
            nodes += 1
            # Moves within runs seldom spoil a state the deadlock test passed: it is
            # asked after the others only, and not when the move cannot have spoilt it
            # (see :meth:`joins_first` and :meth:`no_place_of`).
            if (
                test
                and not (
                    (x & _FROM_RUN or joins_first(p, L, f, i, x))
                    if kind == _ONTO
                    else no_place_of(p, L, f, f[x])
                )
                and blocked(p, L, f, x if kind == _ONTO else -1)
            ):
                done.add(k)
                undo(p, L, f, kind, i, x)
                if kind != _ONTO:
                    up -= 1
                continue
            if nodes >= quota:
                quota = yield nodes
                nodes = 0
            key = k
            me = count
            count += 1
            index[k] = me
            low_of.append(me)
            tarjan.append(k)
            kids_of.append(children(p, L, f, order))
            next_of.append(0)
            made_by.append(move)
            key_of.append(k)
            me_of.append(me)
        return False, nodes

    @staticmethod
    def _undo(p: list[int], L: list[int], f: list[int], kind: int, i: int, x: int) -> None:
        if kind == _UP_FROM_RUN:
            L[i] += 1
            f[x] -= 1
        elif kind == _UP_FROM_HOME:
            p[i] += 1
            f[x] -= 1
        else:
            L[x & 255] -= 1
            if x & _FROM_RUN:
                L[i] += 1
            else:
                p[i] += 1
