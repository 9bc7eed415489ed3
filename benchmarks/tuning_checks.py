"""Checks of the solver's tuning on the deals it was tuned on (not tests).

    uv run python benchmarks/tuning_checks.py [NAME ...]

Each check solves a deal whose result a share, a width or a cap of
:class:`~bakers_dozen_qt.engine.solver.Tuning` was chosen for, with a node budget
(deterministic), and prints ``ok`` or ``CHANGED`` with the figures. A change that makes
the solver better elsewhere may well change one of these: then say so, and update the
figure here with the measurement that justifies it. Exits 1 when any check changed.
About a minute in all.
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Callable
from dataclasses import replace

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.kernel import kernel_for
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.engine.solver import TUNING, Tuning, Verdict, solve
from bakers_dozen_qt.engine.solver.api import plain_table
from bakers_dozen_qt.engine.solver.core import portfolio
from bakers_dozen_qt.engine.solver.core.beam import beam
from bakers_dozen_qt.engine.solver.core.board import Outcome, PassKind
from bakers_dozen_qt.engine.solver.core.pooled import PooledGame
from bakers_dozen_qt.engine.solver.shorten import replays_to_win

Check = Callable[[], tuple[bool, str]]


def _run(
    variant: str, deal: int, nodes: int, tuning: Tuning = TUNING
) -> tuple[Outcome | None, int, PooledGame | None]:
    """The portfolio with a node budget: its outcome, the nodes it used, and the pooled
    game it asked its questions of (None where the pooled game does not apply)."""
    game = Game.from_deal(deal, get_rules(variant))
    cols, found = plain_table(game)
    made: list[PooledGame] = []

    class Kept(PooledGame):
        def __init__(self, *args: object) -> None:
            super().__init__(*args)  # type: ignore[arg-type]
            made.append(self)

    saved = portfolio.PooledGame
    portfolio.PooledGame = Kept  # type: ignore[misc]
    try:
        budget = portfolio.Budget(nodes, None, None, None)
        outcome = portfolio.run(cols, found, kernel_for(game.rules), budget, tuning)
    finally:
        portfolio.PooledGame = saved  # type: ignore[misc]
    if outcome is not None and outcome.won:
        moves = [Move(s, FOUNDATION if d < 0 else d) for s, d in outcome.moves]
        assert replays_to_win(game, moves), (variant, deal)
    return outcome, budget.used, made[0] if made else None


def _won_by(
    variant: str, deal: int, nodes: int, kind: PassKind, longest: int = 150
) -> tuple[bool, str]:
    """Won by the pass ``kind`` within ``nodes``, with at most ``longest`` moves."""
    outcome, used, _ = _run(variant, deal, nodes)
    source = None if outcome is None else outcome.source
    won = outcome is not None and outcome.won
    length = len(outcome.moves) if outcome is not None else 0
    ok = won and source is kind and length <= longest
    return ok, f"won {won} by {source and source.value} at {used:,} nodes, {length} moves"


def best_first_late_share() -> tuple[bool, str]:
    """Good Measure 524: best-first wins it at 126,000 nodes of its own; with its late
    share (a slice from dfs/deep past 300,000 nodes) at 746,000 nodes of the portfolio
    instead of 1,037,000 (history: "Best-first's late share")."""
    return _won_by("good-measure", 524, 800_000, PassKind.BEST_FIRST, longest=400)


def beam_third_width() -> tuple[bool, str]:
    """Good Measure 910: undecided by every pass with 500,000 nodes while the beam had
    two widths; its third width (800) wins it (history: "With the beam's third width
    and larger share")."""
    return _won_by("good-measure", 910, 500_000, PassKind.BEAM)


def second_beam() -> tuple[bool, str]:
    """Good Measure 302: undecided by every pass with 800,000 nodes before the second
    beam (suits only) won it at width 50, 150,000 nodes into the portfolio (history:
    "A second beam with the other score")."""
    return _won_by("good-measure", 302, 200_000, PassKind.BEAM_SUITS)


def second_beam_by_key() -> tuple[bool, str]:
    """Good Measure 613: the second beam's width 50 ranking ties by key wins it at
    284,000 nodes (unknown at 800,000 in the order made; history: "The second beam's
    width 50 ranks ties by key")."""
    return _won_by("good-measure", 613, 300_000, PassKind.BEAM_SUITS)


def pooled_late_share() -> tuple[bool, str]:
    """Good Measure 891 is proved lost by the pooled pass after about 56,000 states of
    its game: with the late share from 10,000 states on, after far fewer nodes of the
    solve than with one slice a round (history: "The pooled pass's share and cap")."""
    one = {**TUNING.turns, PassKind.POOLED: 1}
    even_tuning = replace(TUNING, turns=one, pooled_late=10**9)
    late_tuning = replace(TUNING, turns=one, pooled_late=10_000)
    budget = 700_000
    even, even_used, _ = _run("good-measure", 891, budget, even_tuning)
    late, late_used, pools = _run("good-measure", 891, budget, late_tuning)
    even_nodes = budget if even is None else even_used
    ok = (
        late is not None
        and late.complete
        and not late.won
        and late.source is PassKind.POOLED
        and late_used < 0.8 * even_nodes
        and pools is not None
        and pools.root_states > 40_000
    )
    return ok, f"proved at {late_used:,} nodes with the late share, {even_nodes:,} without"


# (variant, deal, width, nodes in batches, sha1 of the line's repr, its length) of a
# plain beam, as measured when its nodes were made cheaper (history: "The beam's nodes
# cheaper again").
_BEAM_LINES = [
    ("good-measure", 19, 200, 37_000, "5e0566e6209f", 76),
    ("bakers-dozen", 5, 50, 20_000, "c3c9dc805597", 90),
    ("spanish-patience", 3, 50, 8_000, "736642fe5739", 62),  # empty columns take cards
]


def beam_lines() -> tuple[bool, str]:
    """A plain beam finds the lines it found when its figures were set, to the move."""
    got = []
    for variant, deal, width, *_ in _BEAM_LINES:
        game = Game.from_deal(deal, get_rules(variant))
        cols, found = plain_table(game)
        used = 0

        def quota(n: int) -> bool:
            nonlocal used
            used += n
            return True

        line = beam(cols, found, kernel_for(game.rules), width, quota)
        assert line is not None
        digest = hashlib.sha1(repr(line).encode()).hexdigest()[:12]
        got.append((variant, deal, width, used, digest, len(line)))
    return got == _BEAM_LINES, "; ".join(
        f"{g[0]} {g[1]}: {g[3]:,} nodes, {g[5]} moves" for g in got
    )


PINNED_LENGTHS = {1: 71, 2: 65, 3: 62, 7: 73, 100: 68}
"""Baker's Dozen deals and the length of the line ``solve`` gives with 200,000 nodes."""


def line_lengths() -> tuple[bool, str]:
    """The shortened lines of a few Baker's Dozen deals keep their length."""
    got = {}
    for deal in PINNED_LENGTHS:
        result = solve(Game.from_deal(deal), max_nodes=200_000)
        got[deal] = len(result.moves) if result.verdict is Verdict.WON else 0
    return got == PINNED_LENGTHS, ", ".join(f"{d}: {n}" for d, n in got.items())


LATE_WINS = (568, 790)
"""Baker's Dozen deals whose complete searches win late with a wandering line: with a
budget that ends soon after, shortening got little or nothing (290 and 241 moves) until
the beam ran in the portfolio (history: "With the beam's third width and larger share")."""


def late_wins_short() -> tuple[bool, str]:
    """With 150,000 nodes, deals 1-3 and the late wins come out short: at most 100
    moves, the median at most 75."""
    lengths = []
    for deal in (1, 2, 3, *LATE_WINS):
        result = solve(Game.from_deal(deal), max_nodes=150_000)
        lengths.append(len(result.moves) if result.verdict is Verdict.WON else 999)
    ok = max(lengths) <= 100 and sorted(lengths)[2] <= 75
    return ok, ", ".join(map(str, lengths))


CHECKS: dict[str, Check] = {
    "best-first-late-share": best_first_late_share,
    "beam-third-width": beam_third_width,
    "second-beam": second_beam,
    "second-beam-by-key": second_beam_by_key,
    "pooled-late-share": pooled_late_share,
    "beam-lines": beam_lines,
    "line-lengths": line_lengths,
    "late-wins-short": late_wins_short,
}


def main() -> int:
    names = sys.argv[1:] or list(CHECKS)
    changed = 0
    for name in names:
        ok, figures = CHECKS[name]()
        changed += not ok
        print(f"{'ok' if ok else 'CHANGED':8} {name}: {figures}", flush=True)
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
