"""The portfolio's shares (driver.run): best-first's late share."""

from __future__ import annotations

import pytest

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.kernel import kernel_for
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.engine.solver import driver
from bakers_dozen_qt.engine.solver.api import plain_table
from bakers_dozen_qt.engine.solver.driver import Budget, run
from bakers_dozen_qt.engine.solver.search import Outcome
from bakers_dozen_qt.engine.solver.shorten import replays_to_win


def _run(variant: str, deal: int, nodes: int) -> tuple[Outcome | None, int]:
    game = Game.from_deal(deal, get_rules(variant))
    cols, found = plain_table(game)
    budget = Budget(nodes, None, None, None)
    return run(cols, found, kernel_for(game.rules), budget), budget.used


def test_best_firsts_late_share_wins_a_deal_just_past_the_budget() -> None:
    # Good Measure deal 524: best-first wins it at 126,000 nodes of its own. With two
    # slices a round throughout that took 1,037,000 nodes of the portfolio (10.4 CPU-s);
    # with a third (taken from dfs/deep) once the solve is 300,000 nodes old, 746,000.
    outcome, used = _run("good-measure", 524, 800_000)
    assert outcome is not None and outcome.won and outcome.source == "best-first"
    assert used < 800_000
    game = Game.from_deal(524, get_rules("good-measure"))
    assert replays_to_win(game, [Move(s, FOUNDATION if d < 0 else d) for s, d in outcome.moves])


def test_a_deal_decided_before_the_late_share_is_decided_as_before(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Good Measure deal 19 is won within 300,000 nodes: whatever the late share, the
    # same pass wins it with the same line after the same nodes.
    before, used = _run("good-measure", 19, 300_000)
    assert before is not None and before.won and used < driver.LATE_NODES
    monkeypatch.setattr(driver, "LATE_TURNS", {"best-first": 40, "restarts": 40})
    after, used_after = _run("good-measure", 19, 300_000)
    assert after is not None
    assert (after.source, after.moves, used_after) == (before.source, before.moves, used)
