"""Runs the search passes side by side under one budget."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..kernel import Kernel
from .beam import Score, beam_pass, suit_score
from .bestfirst import best_first
from .relaxed import RankPools, applies
from .restarts import restarts
from .search import Outcome, Pass, dfs

SLICE = 10_000
"""Nodes a pass runs before the next one takes over; also the progress/cancel rate."""


class Budget:
    """Nodes, a deadline and a cancel flag for one solve."""

    def __init__(
        self,
        max_nodes: int | None,
        max_seconds: float | None,
        cancel: threading.Event | None,
        progress: Callable[[int], None] | None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.max_nodes = max_nodes
        self.clock = clock
        self.deadline = None if max_seconds is None else clock() + max_seconds
        self.cutoff = self.deadline
        """When :meth:`quota` stops (the deadline, or earlier to keep time for later)."""
        self.cancel = cancel
        self.progress = progress
        self.used = 0

    def extend(self) -> bool:
        """Move the cutoff to the deadline, when it is the cutoff that stopped
        :meth:`quota` (not the deadline, the node budget or a cancel). Was it moved?"""
        if self.cutoff is None or self.deadline is None or self.cutoff >= self.deadline:
            return False
        if self.cancel is not None and self.cancel.is_set():
            return False
        if self.max_nodes is not None and self.used >= self.max_nodes:
            return False
        self.cutoff = self.deadline
        return self.clock() < self.deadline

    def quota(self) -> int:
        """Nodes for the next slice; 0 when the budget is spent or the solve is cancelled."""
        if self.progress is not None and self.used:
            self.progress(self.used)
        if self.cancel is not None and self.cancel.is_set():
            return 0
        if self.cutoff is not None and self.clock() >= self.cutoff:
            return 0
        if self.max_nodes is None:
            return SLICE
        return max(0, min(SLICE, self.max_nodes - self.used))


@dataclass
class _Live:
    label: str
    search: Pass
    left: int | None  # nodes this pass may still use (None: no cap of its own)
    turns: int  # slices in a row each round


COARSE_CAP = 30_000
"""Nodes each coarse (incomplete) pass may use before it gives way to the exact ones."""
POOLED_TURNS = 6
"""Slices a round of the pooled game of the root, until :data:`POOLED_LATE`."""
POOLED_LATE = 40_000
"""States of the pooled game of the root after which its pass gets :data:`POOLED_TURNS_LATE`.

Its first round of :data:`POOLED_TURNS` slices goes through about 48,000 states (the rest
are its dives), so below that a pass not ended by then is late from its second round:
the lost deals it alone proves are proved a round sooner (Good Measure 646 at 669,000
nodes of the solve instead of 815,000); at 100,000 it was late from its third. Of the
112 Good Measure deals of 1-1000 that took over 2 CPU-s, none decided within 800,000
nodes before is decided later or not at all (``benchmarks/README.md``, "Cheaper dives
and the pooled pass late a round sooner")."""
POOLED_TURNS_LATE = 72
"""Slices a round of the pooled game of the root once it has gone through
:data:`POOLED_LATE` states without a pooled win.

72 rather than 36: Good Measure 779 and 660, whose pooled games need about 635,000 and
695,000 states, are proved lost in the pass's second round instead of its third (at
987,000 and 1,061,000 nodes of the solve instead of 1,129,000 and 1,206,000). The pass
does the same pooled work to its end with any share, only sooner; of the 112 Good
Measure deals of 1-1000 that took over 2 CPU-s, the ones whose pass is still running in
its second round were all undecided at 800,000 nodes (but 891, proved by the pass in
that round), and every verdict there is as with 36. The cost: the real searches' late
wins on deals whose pooled game is long and won come later, as the pass's answers to
their questions come at other times (Good Measure 959, won at 4.96 million nodes with
36, at 6.43 million with 72; ``benchmarks/README.md``, "Cheaper dives and the pooled
pass late a round sooner")."""
PROBE = 2_000
"""States of a random dive for a pooled win (:meth:`.relaxed.RankPools.probe`) a slice."""
POOLED_CAP = 600_000
"""Finished classes and states the pooled game of the root may keep
(:attr:`.relaxed.RankPools.root_done`: a set of about 43 MB) before its pass gives up. It
counts what the pass holds, not the states it goes through: their ratio varies from deal
to deal (Good Measure 660: 0.77, 636: 0.31)."""


LATE_NODES = 300_000
"""Nodes of the solve after which the passes of :data:`LATE_TURNS` change their share."""
LATE_TURNS = {"best-first": 3, "dfs/deep": 1}
"""Slices a round, once the solve has used :data:`LATE_NODES`, of the passes whose share
then changes (the others keep theirs): a slice moves from dfs/deep to best-first.

Why: best-first's nodes are the cheapest of the portfolio and dfs/deep's the dearest of
the complete searches (about 6.4 and 10 CPU-us; the beams 9, the pooled game 21; Good
Measure, 2026-12-02), so the round costs a little less CPU and best-first wins deals
just past the budget: Good Measure 524 at 126,000 nodes of its own, 1,037,000 in the
portfolio (10.4 CPU-s) before, 746,000 now. A third slice for best-first taken from
every pass instead lost Good Measure 631 (won by the beam at 785,000 nodes); taken
from dfs/deep, of the 96 Good Measure deals of 1-1000 that take 250,000 nodes or more
only 524 and 85 (best-first) and 893 (dfs/deep, 484,000 nodes then 634,000) change
(``benchmarks/README.md``, "Best-first's late share"). Only late: a deal decided
within :data:`LATE_NODES` is decided exactly as before, by the same pass with the same
line."""


def pooled_turns(pools: RankPools) -> int:
    """The pooled pass's slices for the next round.

    On a won deal the pass stops once its game is seen won (by a random dive, its own
    walk or the real searches' questions): alone, on 180 of the 195 Good Measure deals
    of 1-1000 that took over 2 s, it ended within 100,000 states. Past
    :data:`POOLED_LATE` the pass, which alone proves some lost deals, gets about five
    sixths of the slices; until the pass ends it costs a won deal the same pooled work
    either way, only sooner (``benchmarks/README.md``, "The pooled pass's share and cap").
    """
    return POOLED_TURNS if pools.root_states < POOLED_LATE else POOLED_TURNS_LATE


BEAMS: tuple[tuple[str, Score | None, int, tuple[int, ...]], ...] = (
    ("beam", None, 4, ()),
    ("beam/suits", suit_score, 3, (50,)),
)
"""The beam passes of the portfolio: (name, column score or None for the beam's own,
slices a round, the widths whose ties are ranked by key: ``by_key`` of
:func:`.beam.beam_pass`).

Two beams with different scores, because which score wins a deal is close to chance
(the beam is chaotic) but the two win different deals. The second one's share is added,
not taken from the first: halving the first beam's share for it (2 + 2 slices) won 4 of
the 23 Good Measure deals of 1-1000 undecided at 10 CPU-s but lost Good Measure 631 and
Baker's Dozen 614 (won late by the first beam). At 800,000 nodes (about 10 CPU-s) with
4 + 3: 4 of the 23 won (302, 595, 649, 743, all by the second beam, lines of 101-104
moves; 4 + 2 won 3, not 649); 60 of 65 hard Good Measure deals decided against 58, and
102 of the 104 hard Baker's Dozen deals against 101 (947 won), none lost
(benchmarks/README.md). The others' share falls to 4/5-6/7 of what it was: Good Measure
631, won by the first beam at 665,000 nodes without the second, now takes 785,000.

The second beam's width 50 ranks children of equal value by key (the first beam and
the wider widths by the order they were made): it wins Good Measure 613 at 284,000
nodes (unknown at 800,000 before) and decides the same 60 of the 65 and 102 of the
104 at 800,000. By key at every width too it lost Good Measure 743 (won by the width
800 in the order made)."""


def pooled_root(pools: RankPools, cap: int = POOLED_CAP) -> Pass:
    """A pass that searches the pooled game (:mod:`.relaxed`) of the root to its end.

    Lost there means lost in the real game: a *complete* outcome without a win, a proof
    of loss. Won there proves nothing (``complete=False``), nor does reaching ``cap``;
    the pass also stops as soon as the real searches' questions to the pooled game show
    it won (:attr:`.relaxed.RankPools.start_won`), which on a won deal is usually soon.
    """
    walk = pools.walk_root()
    next(walk)
    quota = yield 0
    slices = 0
    try:
        while len(pools.root_done) < cap and not pools.start_won:
            # Each slice starts with a quick random dive for a pooled win (a won deal
            # then stops paying for this pass); the rest goes on with the full search.
            slices += 1
            n = 0
            # Fewer once the first ones failed. Not fewer still once the pass is late
            # (every 16th slice): Good Measure 345's pass then ran 2.08 million nodes
            # instead of 1.22 million before a win of its pooled game ended it.
            if slices <= 8 or slices % 4 == 0:
                n = pools.probe(slices, min(PROBE, quota))
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
        # searches' questions, but they are most of the memory of a long solve (Good
        # Measure 636 with 120 CPU-s peaked at 193 MB keeping them; the bar is 200 MB).
        pools.root_done.clear()
        pools.dive_tests.clear()
    return Outcome(False, [], 0, complete=False)


def run(
    columns: list[list[int]], foundations: list[int], kernel: Kernel, budget: Budget
) -> Outcome | None:
    """A win, or a proof of loss, from the first complete pass to finish; None when the
    budget ends first.

    Why a portfolio: how long one search takes on a deal is heavy-tailed and depends on
    its move order far more than on the deal. Measured on deals 1-200 at 100,000 nodes,
    each pass alone left 10-16% of the deals undecided, but only 1.5% defeated all of
    them; the coarse passes (suit-blind keys, every foundation move taken at once:
    incomplete, so they can find wins but never prove a loss) find many of the rest.
    Passes take turns slice by slice, so with a node budget the result is the same on
    every run and machine.
    """
    # (name, pass, node cap or None, slices a round): capped passes leave the rotation
    # when the cap is spent. The shares follow which pass decided the 115 deals of
    # 1-1000 that took over 20,000 nodes (best-first/suits 33, dfs/deep 28, best-first
    # 18, restarts 14, the coarse ones 20, plain dfs 2: plain dfs is left out). The
    # restarts win few, but mostly deals no other pass wins. The coarse passes win
    # early or not at all, hence their small cap. Tuned on deals 1-1000 (see
    # benchmarks/README.md): other shares trade one hard deal for another. The pooled
    # pass (where the pooled game applies) comes last with a large share: it proves
    # the lost deals no search of the real game exhausts in time (Good Measure loses
    # 6 % of its deals), and on a won deal it stops as soon as its game is seen won,
    # mostly within its first slice. With the beam, it also gets the time kept for
    # shortening when nothing is won by then (it can only prove a loss; the beam's
    # wins are short already). A beam share of 8 slices instead of 4 was measured on
    # the 195 Good Measure deals of 1-1000 that took over 2 s, at 650,000 nodes: 167
    # decided against 166 (two won, one lost), too little to trade for.
    pools = RankPools(columns, foundations) if applies(kernel) else None
    cols, found = columns, foundations
    beam_done: list[int] = []

    def depth_first(style: int, coarse: bool = False) -> Pass:
        return dfs(cols, found, kernel, style=style, coarse=coarse, pools=pools)

    entries: list[tuple[str, Pass, int | None, int]] = [
        ("best-first/suits", best_first(cols, found, kernel, guide=1), None, 2),
        ("dfs/deep", depth_first(4), None, 2),
        ("best-first", best_first(cols, found, kernel), None, 2),
        ("coarse", depth_first(0, coarse=True), COARSE_CAP, 1),
        ("coarse/deep", depth_first(4, coarse=True), COARSE_CAP, 1),
        ("coarse/deeper", depth_first(2, coarse=True), COARSE_CAP, 1),
        ("restarts", restarts(cols, found, kernel, pools=pools), None, 2),
        # Incomplete too, but its wins are short lines; it ends by itself after its
        # widths. Last, so that the deals the others win in their first slice never
        # pay for it. Twice the others' share: it decided 65 of the 158 Good Measure
        # deals of 1-1000 that took over 2 s (restarts 43, dfs/deep 22, ...), and with
        # this share and a third width it won 6 of the 35 left undecided at 10 s.
        # A second beam with another score follows (BEAMS).
        *[
            (
                label,
                beam_pass(
                    cols,
                    found,
                    kernel,
                    done=None if score else beam_done,
                    score=score,
                    by_key=by_key,
                ),
                None,
                turns,
            )
            for label, score, turns, by_key in BEAMS
        ],
    ]
    if pools is not None:
        entries.append(("pooled", pooled_root(pools), None, POOLED_TURNS))
    live: list[_Live] = []
    for label, p, cap, turns in entries:
        try:
            next(p)
        except StopIteration as stop:
            first: Outcome = stop.value
            if first.complete or first.won:
                first.source = label
                first.beam_widths = tuple(beam_done)
                return first
            continue
        live.append(_Live(label, p, cap, turns))
    while live:
        narrowed = False
        for entry in list(live):
            if narrowed:
                break
            turns = entry.turns
            if entry.label == "pooled" and pools is not None:
                turns = pooled_turns(pools)
            elif budget.used >= LATE_NODES:
                turns = LATE_TURNS.get(entry.label, turns)
            for _ in range(turns):
                q = budget.quota()
                if q <= 0:
                    # The time kept for shortening a win is of no use to a pass that
                    # can only prove a loss: the pooled pass, if still running, gets it.
                    # So does the beam, whose wins are short already (they need little
                    # shortening): on Good Measure it is the pass that wins most of the
                    # deals the others leave undecided at the cutoff.
                    keep = [e for e in live if e.label == "pooled" or e.label.startswith("beam")]
                    if keep and budget.extend():
                        live[:] = keep
                        narrowed = True
                        break
                    return None
                if entry.left is not None:
                    q = min(q, entry.left)
                try:
                    n = entry.search.send(q)
                except StopIteration as stop:
                    result: Outcome = stop.value
                    budget.used += result.nodes
                    if result.complete or result.won:
                        result.source = entry.label
                        result.beam_widths = tuple(beam_done)
                        return result
                    live.remove(entry)
                    break
                budget.used += n
                if entry.left is not None:
                    entry.left -= n
                    if entry.left <= 0:
                        entry.search.close()
                        live.remove(entry)
                        break
    return None  # pragma: no cover - some pass is always complete
