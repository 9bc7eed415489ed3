"""What every question the game asks the solver may spend: one frozen value.

:class:`~.solver.core.tuning.Tuning` says how the search shares a budget among its passes;
:class:`Budgets` says how large each budget is, question by question (Hint, the live
status, Solve, winnable deals, the daily deal's verdict, where a game was lost, the
face-down hint). The engine's functions take their defaults from :data:`BUDGETS`; the
window holds a :class:`Budgets` (its session's ``budgets``) and hands the figures to
those functions, never keeping figures of its own; a test builds the window with
:meth:`Budgets.by_nodes`, so that no answer depends on the machine's speed.

A time budget is wall-clock seconds (the player waits on the clock); ``None`` is no
limit of that kind. Node budgets give the same answer on every machine.

It lives outside the solver package, beside it: the window holds its budgets from its
first frame, and the solver is loaded only when first asked.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Budgets:
    """The budgets of the solver's questions; see the module docstring."""

    # --- Hint (advice.py) ----------------------------------------------------------------
    hint_nodes: int | None = 200_000
    hint_seconds: float | None = 2.0
    hint_child_nodes: int = 5_000
    """The least a candidate move gets when Hint, asked again, looks for another winning
    move (the nodes left are shared out over the candidates)."""

    # --- the face-down hint (facedown.py): guessed fillings of the hidden cards --------
    facedown_samples: int = 8
    """Fillings judged per hint."""
    facedown_candidates: int = 4
    """Moves judged on every filling."""
    facedown_root_nodes: int = 20_000
    """Node budget of the solve of a filling as it is (when the hint has no node budget
    to spread: :meth:`facedown_nodes`)."""
    facedown_child_nodes: int = 4_000
    """Node budget of the solve of a filling after a candidate move (likewise)."""
    facedown_drift: int = 3
    """After this many moves without a card turned or sent up, a hint that wins no
    filling names the move nearest to progress; sooner, the heuristic's first."""
    facedown_reach_nodes: int = 8_000
    """Moves the search for the nearest progress tries at most: enough to go through
    every table of the lost games measured (about 0.1 CPU-s)."""

    # --- Solve, and whether a lost game was lost from its start ------------------------
    solve_seconds: float | None = 10.0
    solve_nodes: int | None = None
    from_start_nodes: int = 60_000
    """Budget of the question "could this deal ever be won?" asked when a position is
    lost (then no move of the player's lost it), and of each solve of Where Was It Lost?
    in the window."""
    where_lost_nodes: int = 100_000
    """Budget of each solve of :func:`.solver.where_lost`'s binary search, by default."""

    # --- the live status (live.py) --------------------------------------------------------
    live_seconds: float | None = 1.0
    live_nodes: int | None = None
    live_nodes_each: int = 30_000
    """Node budget of each solve that looks for the move that lost the game."""
    live_remembered: int = 200_000
    """Positions of winning lines the live status remembers before it forgets them all."""

    # --- Winnable Deals Only and the daily deal's verdict (winnable.py) ----------------
    winnable_seconds: float | None = 1.0
    """The solver's time on each candidate deal (the atlas's deals need none)."""
    winnable_nodes: int | None = None
    winnable_tries: int = 100
    """Candidate deals tried before New Deal gives up looking for a winnable one."""
    daily_seconds: float | None = 5.0
    daily_nodes: int | None = None

    def by_nodes(self, nodes: int) -> Budgets:
        """These budgets with every time budget replaced by ``nodes`` nodes: answers that
        do not depend on the machine's speed (for tests)."""
        return replace(
            self,
            hint_nodes=nodes,
            hint_seconds=None,
            solve_nodes=nodes,
            solve_seconds=None,
            live_nodes=nodes,
            live_seconds=None,
            winnable_nodes=nodes,
            winnable_seconds=None,
            daily_nodes=nodes,
            daily_seconds=None,
        )

    def facedown_nodes(self, max_nodes: int | None) -> tuple[int, int]:
        """The node budgets of a filling's solve before and after a candidate move, when a
        face-down hint has ``max_nodes`` in all: half to the fillings as they are, half to
        the candidates, each a floor of its own (the defaults when there is no total)."""
        if max_nodes is None:
            return self.facedown_root_nodes, self.facedown_child_nodes
        samples = self.facedown_samples
        root = max(1_000, max_nodes // (2 * samples))
        child = max(500, max_nodes // (2 * samples * self.facedown_candidates))
        return root, child


BUDGETS = Budgets()
"""The game's budgets."""
