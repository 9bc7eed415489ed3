"""The pooled game (``solver/core/pooled.py``): what it proves that the deadlock test cannot.

Its soundness is checked against exhaustive search in ``test_solver_brute.py``.
"""

from __future__ import annotations

import random
import threading

import pytest
from pooled import children, pooled_to_end

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.kernel import kernel_for
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.engine.solver import Verdict, solve
from bakers_dozen_qt.engine.solver.api import plain_table
from bakers_dozen_qt.engine.solver.core import pooled
from bakers_dozen_qt.engine.solver.core.board import Outcome, PassKind
from bakers_dozen_qt.engine.solver.core.deadlock import is_blocked
from bakers_dozen_qt.engine.solver.core.pooled import (
    FROM_RUN,
    ONTO,
    PooledGame,
    applies,
    pooled_pass,
)
from bakers_dozen_qt.engine.solver.core.portfolio import Budget, run

# Reached from deal 407 by the depth-first search. Both queens still at home, QS (on the
# 3D, over the AS) and QC (over the 2C and 3S), need a king to move onto, and the only
# king that can ever be bare is KC: whichever queen takes it can leave it only by going
# up, which needs the other queen gone first. Every card can leave its place on its
# own, so the deadlock test passes; the pooled game is lost in a few dozen states.
BOARD_407 = """\
Foundations: H-4 C-A D-A S-0
4S
:
:
8H 8C 7H 6D 5D 4C
2S
KD 6C QD JH TD 9C 8S 7C 6H 5H 4D
AS 3D QS
KC
7S 3C 2D QH
3S 2C QC JD TC 9H
KS 5S JC TS 9D
KH 5C 8D JS TH 9S
7D 6S
"""


def table(game: Game) -> list[list[int]]:
    return plain_table(game)[0]


def test_pooled_game_proves_what_the_deadlock_test_misses() -> None:
    root = Game.from_deal(407)
    game = Game.from_board_text(BOARD_407)
    kernel = kernel_for(game.rules)
    assert applies(kernel)
    cols, found = table(game), list(game.foundations)
    assert not is_blocked(cols, found, kernel)
    pools = PooledGame(table(root), list(root.foundations))
    pools.credit = 10_000
    lost, spent = pools.lost(cols, found)
    assert lost and 0 < spent < 1_000
    # Remembered: asked again, it answers at once.
    assert pools.lost(cols, found) == (True, 0)


def test_the_deal_itself_is_not_lost_in_the_pooled_game() -> None:
    root = Game.from_deal(1)
    pools = PooledGame(table(root), list(root.foundations))
    pools.credit = 100_000
    assert pools.lost(table(root), list(root.foundations))[0] is False


def test_without_credit_nothing_is_searched() -> None:
    root = Game.from_deal(407)
    game = Game.from_board_text(BOARD_407)
    pools = PooledGame(table(root), list(root.foundations))
    assert pools.lost(table(game), list(game.foundations)) == (False, 0)


def test_only_for_dead_empty_columns_and_any_suit_building() -> None:
    wanted = {"bakers-dozen", "good-measure", "bakers-dozen-1883"}
    for vid in ("bakers-dozen", "spanish-patience", "portuguese-solitaire", "good-measure",
                "castles-in-spain", "bakers-dozen-1883"):  # fmt: skip
        assert applies(kernel_for(get_rules(vid))) is (vid in wanted), vid


@pytest.mark.slow
def test_good_measure_deal_132_is_lost_in_the_pooled_game_of_its_start() -> None:
    # The pooled game of the start, searched to its end, is lost; its deadlock test
    # cuts it from about 101,000 states to about 9,000. The searches of the real game
    # needed about 520,000 nodes to exhaust the deal before the pooled game of the
    # start was a pass of its own (unknown with 150,000).
    game = Game.from_deal(132, get_rules("good-measure"))
    won, states = pooled_to_end(table(game), list(game.foundations))
    assert not won and states < 20_000
    result = solve(game, max_nodes=120_000)
    assert result.verdict is Verdict.UNWINNABLE


@pytest.mark.slow
def test_a_won_good_measure_deal_still_replays() -> None:
    game = Game.from_deal(1, get_rules("good-measure"))
    assert pooled_to_end(table(game), list(game.foundations))[0]
    result = solve(game, max_nodes=100_000)
    assert result.verdict is Verdict.WON
    g = game.copy(with_stack=False)
    for m in result.moves:
        g.play(m)
    assert g.is_won()


def run_past_the_cutoff(game: Game, step: float) -> tuple[Outcome | None, float]:
    """``run`` with a clock that takes a second per slice until the cutoff (9 of 10
    seconds), then ``step`` a slice; the outcome and the clock's time at the end."""
    calls = 0

    def clock() -> float:
        nonlocal calls
        calls += 1
        return min(calls, 10) + max(0, calls - 10) * step

    budget = Budget(None, 10.0, None, None, clock)
    assert budget.deadline == 11.0
    budget.cutoff = budget.deadline - 1.0
    outcome = run(table(game), list(game.foundations), kernel_for(game.rules), budget)
    return outcome, clock()


@pytest.mark.slow
def test_the_time_kept_for_shortening_goes_to_the_pooled_pass() -> None:
    # Only the pooled pass and the beam may use the last second, and it is enough for the
    # pooled pass to prove deal 132 lost. Without the extension the solve stops at 9 s.
    game = Game.from_deal(132, get_rules("good-measure"))
    outcome, end = run_past_the_cutoff(game, 0.01)
    assert outcome is not None and not outcome.won and outcome.complete
    assert outcome.source is PassKind.POOLED
    assert 10.0 < end < 11.0


@pytest.mark.slow
def test_the_beam_goes_on_in_the_time_kept_for_shortening() -> None:
    # A deal whose beam wins after about 32,000 nodes (width 50) but which the exact
    # passes do not decide in their first slices: the beam had no turn before the
    # cutoff, wins in the last second, and its line replays to a win.
    game = Game.from_deal(727)
    outcome, end = run_past_the_cutoff(game, 0.001)
    assert outcome is not None and outcome.won and outcome.source is PassKind.BEAM
    assert 10.0 < end < 11.0
    g = game.copy(with_stack=False)
    for s, d in outcome.moves:
        g.play(Move(s, FOUNDATION if d < 0 else d))
    assert g.is_won()


def test_the_cutoff_is_moved_only_when_it_stopped_the_slices() -> None:
    now = 0.0
    budget = Budget(None, 10.0, None, None, lambda: now)
    assert not budget.extend()  # no cutoff before the deadline
    budget.cutoff = 9.0
    now = 9.5
    assert budget.quota() == 0
    assert budget.extend() and budget.cutoff == 10.0 and budget.quota() > 0
    cancelled = threading.Event()
    cancelled.set()
    other = Budget(None, 10.0, cancelled, None, lambda: now)
    other.cutoff = 9.0
    assert not other.extend()
    by_nodes = Budget(100, 10.0, None, None, lambda: now)
    by_nodes.cutoff = 9.0
    by_nodes.used = 100
    assert not by_nodes.extend()


def test_random_dives_find_a_pooled_win_and_never_invent_one() -> None:
    won = PooledGame(table(Game.from_deal(1)), list(Game.from_deal(1).foundations))
    seed = 0
    while not won.start_won and seed < 8:
        seed += 1
        used = won.probe(seed, 2_000)
    assert won.start_won and used < 2_000
    lost_game = Game.from_deal(132, get_rules("good-measure"))
    lost = PooledGame(table(lost_game), list(lost_game.foundations))
    for seed in range(1, 4):
        assert lost.probe(seed, 1_000) == 1_000
    assert not lost.start_won


@pytest.mark.slow
def test_random_dives_skip_only_deadlock_tests_that_would_pass(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A dive skips the deadlock test after a move that cannot fail it from a state that
    passed (as the walks do): it must go through the same states, to the same end, as
    a dive that runs every test, and run fewer of them."""

    def dives(pools: PooledGame) -> tuple[list[int], bool, int]:
        calls = 0
        blocked = pools.blocked

        def counted(*args: object) -> bool:
            nonlocal calls
            calls += 1
            return blocked(*args)  # type: ignore[arg-type]

        monkeypatch.setattr(pools, "blocked", counted)
        used = [pools.probe(seed, 1_500) for seed in range(1, 7)]
        return used, pools.start_won, calls

    for variant, deal in (("good-measure", 646), ("good-measure", 345), ("bakers-dozen", 152)):
        game = Game.from_deal(deal, get_rules(variant))
        used, won, tests = dives(PooledGame(table(game), list(game.foundations)))
        every = PooledGame(table(game), list(game.foundations))
        monkeypatch.setattr(every, "joins_first", lambda *args: False)
        monkeypatch.setattr(every, "no_place_of", lambda *args: False)
        used_every, won_every, tests_every = dives(every)
        assert (used, won) == (used_every, won_every), deal
        assert tests < tests_every, (deal, tests, tests_every)


@pytest.mark.slow
def test_random_dives_answer_the_deadlock_test_by_class_as_it_would(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The dives look the deadlock test's answer up by class name (it answers alike for
    every state of a class): they must make the very same states, in the same order,
    as dives that run the test every time, and run far fewer tests."""

    class Forgetful(dict[int, bool]):
        def __setitem__(self, name: int, bad: bool) -> None:
            pass

    def dives(pools: PooledGame) -> tuple[list[int], list[int], int]:
        made: list[int] = []
        calls = 0
        blocked = pools.blocked
        name_of = pooled.name_of

        def named(*args: object) -> int:
            made.append(args[-1])  # type: ignore[arg-type]
            return name_of(*args)  # type: ignore[arg-type]

        def counted(*args: object) -> bool:
            nonlocal calls
            calls += 1
            return blocked(*args)  # type: ignore[arg-type]

        monkeypatch.setattr(pooled, "name_of", named)
        monkeypatch.setattr(pools, "blocked", counted)
        used = [pools.probe(seed, 1_500) for seed in range(1, 9)]
        monkeypatch.setattr(pooled, "name_of", name_of)
        return used, made, calls

    for deal in (646, 345, 779):
        game = Game.from_deal(deal, get_rules("good-measure"))
        used, made, tests = dives(PooledGame(table(game), list(game.foundations)))
        every = PooledGame(table(game), list(game.foundations))
        every.dive_tests = Forgetful()
        used_every, made_every, tests_every = dives(every)
        assert (used, made) == (used_every, made_every), deal
        assert len(made) > 10_000
        assert 2 * tests < tests_every, (deal, tests, tests_every)


def test_a_question_answered_won_marks_the_start_won() -> None:
    root = Game.from_deal(1)
    pools = PooledGame(table(root), list(root.foundations))
    pools.credit = 100_000
    assert not pools.start_won
    assert pools.lost(table(root), list(root.foundations))[0] is False
    assert pools.start_won


def test_the_tests_skipped_after_a_move_would_have_passed() -> None:
    """``joins_first`` and ``no_place_of`` let the walks skip the deadlock test after a
    move from a state that passed it: the test must then pass. Checked on the states of
    random walks through the pooled games of Good Measure deals (moves within runs
    included), the skipped tests run anyway."""
    rng = random.Random("skips")
    skipped = {"onto": 0, "up": 0}
    for deal in (27, 646, 891, 132):
        game = Game.from_deal(deal, get_rules("good-measure"))
        pools = PooledGame(table(game), list(game.foundations))
        pools.at_once = 0  # every move, none made alone
        for _ in range(25):
            p = [len(c) for c in pools.root]
            lengths = [0] * pools.n
            f = list(pools.found0)
            for _ in range(80):
                moves = children(pools, p, lengths, f, order=False)
                if not moves or pools.blocked(p, lengths, f):
                    break
                for kind, i, x, _ in moves:
                    after_p, after_l, after_f = list(p), list(lengths), list(f)
                    pools._do(after_p, after_l, after_f, kind, i, x)
                    if kind == ONTO:
                        if x & FROM_RUN or not pools.joins_first(after_p, after_l, after_f, i, x):
                            continue
                        skipped["onto"] += 1
                    elif pools.no_place_of(after_p, after_l, after_f, after_f[x]):
                        skipped["up"] += 1
                    else:
                        continue
                    assert not pools.blocked(after_p, after_l, after_f), (deal, p, lengths, f)
                kind, i, x, _ = rng.choice(moves)
                pools._do(p, lengths, f, kind, i, x)
    print(skipped)
    assert skipped["onto"] > 500 and skipped["up"] > 100, skipped


def test_no_skipped_test_after_the_last_top_of_a_rank_went_up() -> None:
    # Reached in the pooled game of Good Measure deal 646: the state passes the deadlock
    # test; a rank-4 place of column 0 goes up with the 4S, the last place of rank 4.
    # Then no top of rank 4 is left for the 3C and 3D, which cannot go up yet: the
    # state after the move is blocked, so the test may not be skipped.
    game = Game.from_deal(646, get_rules("good-measure"))
    pools = PooledGame(table(game), list(game.foundations))
    p = [3, 1, 0, 5, 2, 1, 1, 1, 3, 5]
    lengths = [9, 3, 0, 1, 1, 4, 1, 0, 2, 2]
    f = [3, 1, 0, 3]
    assert not pools.blocked(p, lengths, f)
    lengths[0] -= 1
    f[3] += 1
    assert pools.blocked(p, lengths, f)
    assert not pools.no_place_of(p, lengths, f, 4)


@pytest.mark.slow
def test_the_pooled_pass_stops_at_its_cap_of_kept_states() -> None:
    # The cap bounds the memory the pass keeps (its finished states and classes); a
    # pass stopped there proves nothing, and frees that memory.
    game = Game.from_deal(27, get_rules("good-measure"))
    pools = PooledGame(table(game), list(game.foundations))
    search = pooled_pass(pools, cap=5_000)
    next(search)
    slices = 0
    try:
        while True:
            search.send(2_000)
            slices += 1
    except StopIteration as stop:
        outcome: Outcome = stop.value
    assert not outcome.complete and not outcome.won
    # It stopped soon after the cap (deal 27's pooled game has about 62,000 states),
    # and let go of what it kept.
    assert 5_000 < pools.root_states < 20_000
    assert slices < 20 and not pools.start_won
    assert not pools.root_done
