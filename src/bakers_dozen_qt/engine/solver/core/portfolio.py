"""The portfolio: the search passes side by side, slice by slice, under one budget.

How long one search takes on a deal is heavy-tailed and depends on its move order far
more than on the deal, and different passes fail on different deals; so they take turns,
each :attr:`~.tuning.Tuning.turns` slices a round, and the first complete pass to finish
(or any pass that wins) decides. With a node budget the result is the same on every run
and machine. ``docs/solver.md`` says what each pass is for.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from ...kernel import Kernel
from .beam import beam_pass, suit_score
from .best_first import best_first
from .board import Outcome, Pass, PassKind
from .depth_first import dfs
from .pooled import PooledGame, applies, pooled_pass
from .restarts import restarts
from .tuning import TUNING, Tuning


class Budget:
    """Nodes, a deadline and a cancel flag for one solve."""

    def __init__(
        self,
        max_nodes: int | None,
        max_seconds: float | None,
        cancel: threading.Event | None,
        progress: Callable[[int], None] | None,
        clock: Callable[[], float] = time.monotonic,
        slice_nodes: int = TUNING.slice_nodes,
    ) -> None:
        self.max_nodes = max_nodes
        self.clock = clock
        self.slice_nodes = slice_nodes
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
            return self.slice_nodes
        return max(0, min(self.slice_nodes, self.max_nodes - self.used))


@dataclass
class _Live:
    kind: PassKind
    search: Pass
    left: int | None  # nodes this pass may still use (None: no cap of its own)
    turns: int  # slices in a row each round


def passes(
    cols: list[list[int]],
    found: list[int],
    kernel: Kernel,
    pools: PooledGame | None,
    beam_done: list[int],
    tuning: Tuning = TUNING,
) -> list[tuple[PassKind, Pass, int | None]]:
    """The portfolio's passes in the order they take turns, each with its own node cap
    (None: none). The coarse ones win early or not at all; the beams last, so that
    deals won in the first slices never pay for them; the pooled pass (where the pooled
    game applies) after them. ``beam_done`` collects the plain beam widths that ran to
    their end (shortening need not run them again)."""
    coarse = tuning.coarse_cap
    coarse_styles = tuning.coarse_styles
    out: list[tuple[PassKind, Pass, int | None]] = [
        (PassKind.BEST_FIRST_SUITS, best_first(cols, found, kernel, guide=1, tuning=tuning), None),
        (
            PassKind.DEPTH_FIRST_DEEP,
            dfs(cols, found, kernel, tuning.deep_style, pools=pools, tuning=tuning),
            None,
        ),
        (PassKind.BEST_FIRST, best_first(cols, found, kernel, tuning=tuning), None),
        (
            PassKind.COARSE,
            dfs(cols, found, kernel, coarse_styles[0], coarse=True, pools=pools, tuning=tuning),
            coarse,
        ),
        (
            PassKind.COARSE_DEEP,
            dfs(cols, found, kernel, coarse_styles[1], coarse=True, pools=pools, tuning=tuning),
            coarse,
        ),
        (
            PassKind.COARSE_DEEPER,
            dfs(cols, found, kernel, coarse_styles[2], coarse=True, pools=pools, tuning=tuning),
            coarse,
        ),
        (PassKind.RESTARTS, restarts(cols, found, kernel, pools=pools, tuning=tuning), None),
        (PassKind.BEAM, beam_pass(cols, found, kernel, done=beam_done, tuning=tuning), None),
        (
            PassKind.BEAM_SUITS,
            beam_pass(
                cols, found, kernel, score=suit_score, by_key=tuning.by_key_widths, tuning=tuning
            ),
            None,
        ),
    ]
    if pools is not None:
        out.append((PassKind.POOLED, pooled_pass(pools), None))
    return out


def turns_of(kind: PassKind, used: int, pools: PooledGame | None, tuning: Tuning) -> int:
    """Slices of the next round for a pass, ``used`` nodes into the solve: its share, its
    late share past :attr:`~.tuning.Tuning.late_nodes`, and for the pooled pass its late
    share once its game has gone through :attr:`~.tuning.Tuning.pooled_late` states."""
    if kind is PassKind.POOLED and pools is not None:
        if pools.root_states >= tuning.pooled_late:
            return tuning.pooled_turns_late
        return tuning.turns[kind]
    if used >= tuning.late_nodes:
        return tuning.late_turns.get(kind, tuning.turns[kind])
    return tuning.turns[kind]


def run(
    columns: list[list[int]],
    foundations: list[int],
    kernel: Kernel,
    budget: Budget,
    tuning: Tuning = TUNING,
) -> Outcome | None:
    """A win, or a proof of loss, from the first complete pass to finish; None when the
    budget ends first."""
    pools = PooledGame(columns, foundations, tuning) if applies(kernel) else None
    beam_done: list[int] = []
    live: list[_Live] = []
    for kind, p, cap in passes(columns, foundations, kernel, pools, beam_done, tuning):
        try:
            next(p)
        except StopIteration as stop:
            first: Outcome = stop.value
            if first.complete or first.won:
                first.source = kind
                first.beam_widths = tuple(beam_done)
                return first
            continue
        live.append(_Live(kind, p, cap, tuning.turns[kind]))
    while live:
        narrowed = False
        for entry in list(live):
            if narrowed:
                break
            for _ in range(turns_of(entry.kind, budget.used, pools, tuning)):
                q = budget.quota()
                if q <= 0:
                    keep = [e for e in live if e.kind in tuning.past_cutoff]
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
                        result.source = entry.kind
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
