"""The portfolio (``solver/core/portfolio.py``): whose turn it is, and how many slices."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

import pytest

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.kernel import kernel_for
from bakers_dozen_qt.engine.solver import TUNING, Tuning
from bakers_dozen_qt.engine.solver.api import plain_table
from bakers_dozen_qt.engine.solver.core.board import Outcome, PassKind
from bakers_dozen_qt.engine.solver.core.pooled import PooledGame
from bakers_dozen_qt.engine.solver.core.portfolio import Budget, run, turns_of


def _run(variant: str, deal: int, nodes: int, tuning: Tuning) -> tuple[Outcome | None, int]:
    game = Game.from_deal(deal, get_rules(variant))
    cols, found = plain_table(game)
    budget = Budget(nodes, None, None, None, slice_nodes=tuning.slice_nodes)
    return run(cols, found, kernel_for(game.rules), budget, tuning), budget.used


def test_each_pass_gets_its_share_then_its_late_share() -> None:
    game = Game.from_deal(1, get_rules("good-measure"))
    pools = PooledGame(*plain_table(game))
    t = TUNING
    for kind in PassKind:
        assert turns_of(kind, 0, pools, t) == t.turns[kind]
    # Past late_nodes the passes of late_turns change their share, the others keep theirs.
    assert (
        turns_of(PassKind.BEST_FIRST, t.late_nodes, pools, t) == t.late_turns[PassKind.BEST_FIRST]
    )
    assert turns_of(PassKind.RESTARTS, t.late_nodes, pools, t) == t.turns[PassKind.RESTARTS]
    # The pooled pass's share follows its own game, not the solve's nodes.
    assert turns_of(PassKind.POOLED, 10**9, pools, t) == t.turns[PassKind.POOLED]
    pools.root_states = t.pooled_late
    assert turns_of(PassKind.POOLED, 0, pools, t) == t.pooled_turns_late


@pytest.mark.slow
def test_a_deal_decided_before_the_late_share_is_decided_as_before() -> None:
    # Baker's Dozen deal 5 is won by dfs/deep after about 25,000 nodes. With a late
    # share that takes every slice from dfs/deep after 60,000 nodes it is won by the
    # same pass with the same line after the same nodes; from the start, otherwise.
    before, used = _run("bakers-dozen", 5, 60_000, TUNING)
    assert before is not None and before.won and used < 60_000
    assert before.source is PassKind.DEPTH_FIRST_DEEP
    none = MappingProxyType({PassKind.DEPTH_FIRST_DEEP: 0})
    after, used_after = _run(
        "bakers-dozen", 5, 60_000, replace(TUNING, late_nodes=60_000, late_turns=none)
    )
    assert after is not None
    assert (after.source, after.moves, used_after) == (before.source, before.moves, used)
    late, _ = _run("bakers-dozen", 5, 60_000, replace(TUNING, late_nodes=0, late_turns=none))
    assert late is None or late.source is not PassKind.DEPTH_FIRST_DEEP


def test_a_share_of_nothing_leaves_the_pass_out_of_the_rounds() -> None:
    # The tuning is a value: with no slices for any pass but plain best-first, the win
    # comes from best-first, whatever wins the deal with the usual shares.
    only = MappingProxyType({kind: 1 if kind is PassKind.BEST_FIRST else 0 for kind in PassKind})
    outcome, _ = _run("bakers-dozen", 2, 200_000, replace(TUNING, turns=only, late_turns=only))
    assert outcome is not None and outcome.won and outcome.source is PassKind.BEST_FIRST
