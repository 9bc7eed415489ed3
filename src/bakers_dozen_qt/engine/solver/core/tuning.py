"""Every share, cap and budget of the solver, as one value.

:func:`..api.solve` takes a :class:`Tuning` (``tuning=``; :data:`TUNING` unless given)
and hands it to the portfolio and every pass. A test or a benchmark that wants another
share builds another value (``dataclasses.replace(TUNING, ...)``); nothing is patched.
Each field says what it bounds and where its figure was measured: the notes of
``benchmarks/README.md`` (where things stand) and ``docs/solver-history.md`` (the
measurements behind each value, by section title).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .board import PassKind


def _frozen(shares: dict[PassKind, int]) -> Mapping[PassKind, int]:
    return MappingProxyType(shares)


@dataclass(frozen=True)
class Tuning:
    """The solver's tuning; see the module docstring."""

    # --- the portfolio's shares (core/portfolio.py) ------------------------------------
    slice_nodes: int = 10_000
    """Nodes a pass runs before the next takes over; also the progress and cancel rate."""
    turns: Mapping[PassKind, int] = field(
        default_factory=lambda: _frozen(
            {
                PassKind.BEST_FIRST_SUITS: 2,
                PassKind.DEPTH_FIRST_DEEP: 2,
                PassKind.BEST_FIRST: 2,
                PassKind.COARSE: 1,
                PassKind.COARSE_DEEP: 1,
                PassKind.COARSE_DEEPER: 1,
                PassKind.RESTARTS: 2,
                PassKind.BEAM: 4,
                PassKind.BEAM_SUITS: 3,
                PassKind.POOLED: 6,
            }
        )
    )
    """Slices a round of each pass, in the order they run (history: "Results: deals
    1-1000", "A second beam with the other score"; the pooled pass's, until
    :attr:`pooled_late`)."""
    late_nodes: int = 300_000
    """Nodes of the solve after which :attr:`late_turns` apply (history: "Best-first's
    late share")."""
    late_turns: Mapping[PassKind, int] = field(
        default_factory=lambda: _frozen({PassKind.BEST_FIRST: 3, PassKind.DEPTH_FIRST_DEEP: 1})
    )
    """Slices a round, past :attr:`late_nodes`, of the passes whose share then changes: a
    slice moves from dfs/deep (the dearest complete nodes) to best-first (the cheapest)."""
    coarse_cap: int = 30_000
    """Nodes each coarse pass may use: they win early or not at all (history: "Results:
    deals 1-1000")."""
    pooled_late: int = 40_000
    """States of the root's pooled game after which its pass gets
    :attr:`pooled_turns_late` (history: "Cheaper dives and the pooled pass late a round
    sooner")."""
    pooled_turns_late: int = 72
    """Slices a round of the pooled pass once late: it alone proves some lost deals, and
    costs a won deal the same pooled work with any share, only sooner (same note)."""
    pooled_cap: int = 600_000
    """Finished classes and states the root's pooled game may keep (a set of about 43 MB)
    before its pass gives up (history: "The pooled pass's share and cap")."""
    probe: int = 2_000
    """States of a random dive for a pooled win a slice (history: "The pooled pass's
    share and cap")."""
    probe_first: int = 8
    """The pooled pass dives at the start of each of its first slices, this many..."""
    probe_every: int = 4
    """...then only every this many slices: fewer dives once the first ones failed, but
    not fewer still once the pass is late (history: "Cheaper dives")."""
    deep_style: int = 4
    """The move order of the complete depth-first pass (``dfs/deep``): how deep the most
    wanted card lies counts with weight 2/style a card (``depth_first.dfs``)."""
    coarse_styles: tuple[int, int, int] = (0, 4, 2)
    """The move orders of the three coarse passes (``coarse``, ``coarse/deep``,
    ``coarse/deeper``): different orders fail on different deals."""
    past_cutoff: frozenset[PassKind] = frozenset(
        (PassKind.POOLED, PassKind.BEAM, PassKind.BEAM_SUITS)
    )
    """Passes that may use the time kept for shortening a win: the pooled pass can only
    prove a loss, and the beams' wins are short already (on Good Measure they win most of
    the deals the others leave undecided at the cutoff)."""
    portfolio_widths: tuple[int, ...] = (50, 200, 800)
    """The beam's widths as a pass of the portfolio, in turn (history: "With the beam's
    third width and larger share")."""
    by_key_widths: tuple[int, ...] = (50,)
    """Widths of the second beam that rank ties by key (history: "The second beam's
    width 50 ranks ties by key")."""

    # --- the time and nodes kept for shortening (api.py) --------------------------------
    reserve_seconds: float = 1.0
    """At most this much of a time budget is kept for shortening the line found."""
    reserve_share: float = 0.1
    """Of a time budget, the share kept for shortening (at most :attr:`reserve_seconds`):
    a win found at the very end comes from a wandering search."""
    shorten_nodes: int = 1_500_000
    """At most this many nodes go to shortening a line, whatever the budget left."""
    shorten_widths: tuple[int, ...] = (200, 1000, 4000)
    """Beam widths tried in turn to shorten a line (history: "Solution length, before and
    after")."""
    max_length: int = 120
    """A line still longer than this after shortening gets another try: guided beams of
    :attr:`long_widths` with up to :attr:`long_nodes` more nodes, while the budget lasts
    (the atlas's bar: every line at most 120 moves, ``docs/atlas.md``)."""
    long_widths: tuple[int, ...] = (1000, 4000, 16000)
    long_nodes: int = 12_000_000
    good_length: int = 90
    """A line this short (all moves counted) ends the search for a shorter one."""
    long_length: int = 150
    """A line longer than this is first shortened by a guided beam of :attr:`quick_width`."""
    quick_width: int = 50
    """The cheap guided beam for long lines (history: "The quick beam gives way when it
    hardly shortens")."""
    quick_gain: int = 8
    """The quick beam runs again only while it cuts at least 1/quick_gain of the line."""
    max_layers: int = 120
    """A beam gives up after this many moves between columns (the line would be long)."""

    # --- the passes' own figures ---------------------------------------------------------
    jitter: int = 24
    """Random tie-breaking of a restart: less than one rank of need (64), so it reorders
    moves of equal urgency but keeps the order's sense."""
    restart_unit: int = 10_000
    """Nodes of the restarts' Luby unit (history: "another unit for the restarts' Luby
    budgets")."""
    best_first_weight: int = 2
    """How many cards on the tableau one out-of-order card is worth to best-first's guide."""

    # --- memory --------------------------------------------------------------------------
    seen_cap: int = 100_000
    """Keys in one generation of a depth-first pass's table of positions (two
    generations: about 15 MB)."""
    depth_cap: int = 10_000
    """The longest line a depth-first pass follows (its frames take about 5 MB)."""
    best_first_cap: int = 150_000
    """Positions a best-first pass keeps before it commits to its best open ones (about
    40 MB)."""
    beam_seen_cap: int = 100_000
    """Positions a beam remembers in its newer generation (some 6 MB per 100,000; history:
    "Peak memory with a 60-second budget")."""
    beam_memo_cap: int = 200_000
    """Column scores a beam remembers (some 30 MB) before it forgets them all."""
    dive_tests: int = 100_000
    """Deadlock-test answers the pooled game's dives keep (about 10 MB) before they forget
    them all."""
    max_known: int = 300_000
    """Pooled states remembered lost or winnable before the older half is forgotten."""

    # --- the pooled game's questions (core/pooled.py) -----------------------------------
    pooled_ratio: float = 0.25
    """Pooled-game nodes a real node earns as credit for the searches' questions."""
    min_query: int = 64
    """A question is not worth starting with less credit than this."""
    max_query: int = 100_000
    """The most credit one question may use."""


TUNING = Tuning()
"""The tuning the solver uses unless told otherwise."""
