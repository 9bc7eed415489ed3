"""The solver's API: verdicts replay, determinism, cancel, progress, hint, where_lost."""

from __future__ import annotations

import random
import threading
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bakers_dozen_qt.engine import (
    CARDS,
    VARIANT_IDS,
    Game,
    Position,
    Rules,
    get_rules,
    parse_card,
)
from bakers_dozen_qt.engine.solver import (
    TUNING,
    HintKind,
    SolveResult,
    Verdict,
    advise,
    player_moves,
    solve,
    where_lost,
)
from bakers_dozen_qt.engine.solver.core.beam import BATCH

FACE_UP = [v for v in VARIANT_IDS if get_rules(v).all_face_up]


def replays_to_win(game: Game, result: SolveResult) -> bool:
    g = game.copy(with_stack=False)
    for m in result.moves:
        g.play(m)
    return g.is_won()


def random_play(game: Game, rng: random.Random, count: int) -> Game:
    for _ in range(count):
        moves = list(game.legal_moves)
        if not moves:
            break
        game.play(rng.choice(moves))
    return game


@pytest.mark.slow
def test_solutions_are_short() -> None:
    # Every move counted, foundation moves too (52 of them from a deal): the beam search
    # brings the depth-first lines (median 87, some in the thousands) down to this.
    lengths = []
    for number in range(1, 9):
        game = Game.from_deal(number)
        result = solve(game, max_nodes=100_000)
        assert result.verdict is Verdict.WON and replays_to_win(game, result)
        lengths.append(len(result.moves))
        # The player's share: the game sends safe cards up by itself.
        assert 20 < player_moves(game, result.moves) < len(result.moves)
    assert max(lengths) <= 80 and sorted(lengths)[4] <= 75, lengths


def small_rules() -> Rules:
    # Four columns; the board below holds only the top ranks (the rest is up already).
    return Rules("bakers-dozen", "small", columns=4, cards_per_column=13)


def small_game(text: str) -> Game:
    cols = [tuple(parse_card(w) for w in line.split()) for line in text.splitlines()[:4]]
    found = [13 - sum(1 for col in cols for c in col if c.suit == s) for s in range(4)]
    return Game(small_rules(), Position(tuple(cols), (found[0], found[1], found[2], found[3])))


def test_deal_104_is_lost() -> None:
    # Proved before any search: the loss test fails on the deal itself.
    result = solve(Game.from_deal(104), max_nodes=1000)
    assert result.verdict is Verdict.UNWINNABLE
    assert (result.moves, result.nodes) == ((), 0)


def test_unwinnable_board() -> None:
    # The 3C can never move (no 4 is left) and the QC lies on the 2C: QC must move off
    # first, but the kings of other suits are covered by their own queens for good.
    game = Game.from_board_text(
        """\
KC 2C QC
KD QD
KH QH
KS QS JS JD JH JC TC TD TH TS 9C 9D 9H 9S 8C 8D 8H 8S 7C 7D 7H 7S
6C 6D 6H 6S 5C 5D 5H 5S 4C 4D 4H 4S 3D 3H 3S
3C AC AD AH AS 2D 2H 2S
"""
        + ":\n" * 7
    )
    result = solve(game, max_nodes=100_000)
    assert result.verdict is Verdict.UNWINNABLE
    assert result.moves == ()


@pytest.mark.slow
def test_solve_leaves_the_game_alone_and_is_deterministic() -> None:
    game = random_play(Game.from_deal(11), random.Random(3), 10)
    before, stack = game.position(), game.move_stack
    a = solve(game, max_nodes=30_000)
    b = solve(game, max_nodes=30_000)
    assert game.position() == before and game.move_stack == stack
    assert (a.verdict, a.moves, a.nodes) == (b.verdict, b.moves, b.nodes)


@pytest.mark.slow
def test_search_nodes_count_the_search_without_the_polish() -> None:
    polished = solve(Game.from_deal(7), max_nodes=200_000)
    bare = solve(Game.from_deal(7), max_nodes=200_000, shorten=False)
    assert polished.verdict is bare.verdict is Verdict.WON
    # The search is the same with or without polishing; polishing costs nodes of its own.
    assert polished.search_nodes == bare.search_nodes == bare.nodes < polished.nodes
    lost = solve(Game.from_deal(104), max_nodes=1000)
    assert lost.search_nodes == lost.nodes


@pytest.mark.slow
@given(
    st.integers(min_value=1, max_value=10_000),
    st.sampled_from(FACE_UP),
    st.integers(min_value=0, max_value=40),
    st.randoms(use_true_random=False),
)
def test_every_win_replays(number: int, variant: str, moves: int, rng: random.Random) -> None:
    game = random_play(Game.from_deal(number, variant), rng, moves)
    result = solve(game, max_nodes=15_000)
    assert result.nodes <= 15_000
    if result.verdict is Verdict.WON:
        assert replays_to_win(game, result)
    else:
        assert result.moves == ()


def test_cancel_from_another_thread() -> None:
    # The search reports its progress between two slices of work, and the first report
    # holds it there until the cancel has come: the cancel lands in the middle of the
    # search however fast or slow the machine is (deal 27 takes many slices to decide).
    game = Game.from_deal(27)
    cancel = threading.Event()
    searching = threading.Event()
    seen: list[int] = []
    out: list[SolveResult] = []

    def progress(nodes: int) -> None:
        seen.append(nodes)
        searching.set()
        assert cancel.wait(10)

    worker = threading.Thread(
        target=lambda: out.append(solve(game, cancel=cancel, progress=progress))
    )
    worker.start()
    assert searching.wait(10)
    assert not out  # still searching: it waits for us
    cancel.set()
    worker.join(timeout=10)
    assert not worker.is_alive()
    assert out[0].verdict is Verdict.UNKNOWN
    assert out[0].nodes == seen[-1]  # stopped at the slice where it was cancelled
    assert seen and seen == sorted(seen)


def test_node_budget_is_respected() -> None:
    result = solve(Game.from_deal(27), max_nodes=25_000)
    assert result.verdict is Verdict.UNKNOWN
    assert result.nodes == 25_000


@pytest.mark.slow
def test_hint_is_the_first_move_of_a_solution() -> None:
    game = Game.from_deal(2)
    h = advise(game, max_seconds=None)
    assert h.kind is HintKind.WINNING and h.move is not None and h.move in game.legal_moves
    assert h.move == solve(game, max_nodes=200_000).moves[0]


def test_hint_without_a_move() -> None:
    # Each queen lies under its own king: nothing can move, nothing can go up.
    game = small_game("QC KC\nQD KD\nQH KH\nQS KS\n")
    assert not list(game.legal_moves)
    h = advise(game)
    assert h.kind is HintKind.STUCK and h.move is None


@pytest.mark.slow
@settings(max_examples=8, deadline=None)
@given(st.integers(min_value=1, max_value=10_000), st.randoms(use_true_random=False))
def test_face_down_hint_does_not_peek(number: int, rng: random.Random) -> None:
    game = random_play(Game.from_deal(number, "bakers-dozen-1883"), rng, 5)
    # The same deal with the cards still face down dealt out again, and the same moves.
    start = game.initial
    hidden = [(i, j) for i, col in enumerate(start.columns) for j in range(len(col))
              if not game.is_face_up(i, j) and j < len(game.column(i))]  # fmt: skip
    cards = [start.columns[i][j] for i, j in hidden]
    rng.shuffle(cards)
    cols = [list(col) for col in start.columns]
    for (i, j), c in zip(hidden, cards, strict=True):
        cols[i][j] = c
    other = Game(game.rules, Position(tuple(map(tuple, cols)), start.foundations, start.face_down))
    for m in game.move_stack:
        other.play(m)
    assert advise(game, max_seconds=None, max_nodes=20_000) == advise(
        other, max_seconds=None, max_nodes=20_000
    )


def test_where_lost_finds_the_losing_move() -> None:
    rng = random.Random(7)
    found = 0
    for _ in range(60):
        game = random_small_game(rng)
        if solve(game, max_nodes=50_000).verdict is not Verdict.WON:
            continue
        random_play(game, rng, 40)
        final = solve(game, max_nodes=50_000).verdict
        lost = where_lost(game, max_nodes_each=50_000)
        if final is Verdict.WON:
            assert lost is None
            continue
        assert lost is not None
        i, move = lost
        assert move == game.move_stack[i]
        before = Game(game.rules, game.initial)
        for m in game.move_stack[:i]:
            before.push(m)
        assert solve(before, max_nodes=50_000).verdict is Verdict.WON
        before.push(move)
        assert solve(before, max_nodes=50_000).verdict is Verdict.UNWINNABLE
        found += 1
    assert found >= 5


def random_small_game(rng: random.Random) -> Game:
    """The top 3-5 ranks of each suit in four columns, kings down."""
    ranks = rng.randint(3, 5)
    cards = [CARDS[(r - 1) * 4 + s] for r in range(14 - ranks, 14) for s in range(4)]
    rng.shuffle(cards)
    piles: list[list[int]] = [[] for _ in range(4)]
    for n, c in enumerate(cards):
        piles[n % 4].append(c)
    cols = tuple(
        tuple(CARDS[c] for c in sorted(p, key=lambda c: CARDS[c].rank != 13)) for p in piles
    )
    base = 13 - ranks
    return Game(small_rules(), Position(cols, (base, base, base, base)))


def test_a_line_over_the_bar_gets_more_shortening_and_never_grows() -> None:
    # Deal 1's line is 71 moves: with a bar of 60 the long stage runs (its own nodes,
    # here 50,000); with the bar at 120 it does not.
    game = Game.from_deal(1)
    plain = solve(game, max_nodes=400_000)
    barred = solve(
        game, max_nodes=400_000, tuning=replace(TUNING, max_length=60, long_nodes=50_000)
    )
    assert plain.verdict is barred.verdict is Verdict.WON
    assert len(plain.moves) > 60 and len(barred.moves) <= len(plain.moves)
    assert 50_000 - BATCH <= barred.nodes - plain.nodes <= 50_000
    assert replays_to_win(game, barred)
