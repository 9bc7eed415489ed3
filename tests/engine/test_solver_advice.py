"""The solver's calls for the window: hints, the live verdict, winnable deals."""

from __future__ import annotations

import random
import threading

import pytest

from bakers_dozen_qt.engine import Game, Move, Position, get_rules
from bakers_dozen_qt.engine.moves import parse_moves
from bakers_dozen_qt.engine.ranking import ranked_moves
from bakers_dozen_qt.engine.solver import (
    HintKind,
    LiveStatus,
    Verdict,
    advise,
    judge_moves,
    solve,
    view_of,
    winnable_deal,
    winning_moves,
)
from bakers_dozen_qt.engine.solver.facedown import progresses, reach

NODES = 60_000


def wins(game: Game, line: tuple[Move, ...]) -> bool:
    g = game.copy(with_stack=False)
    for m in line:
        g.play(m)
    return g.is_won()


@pytest.mark.slow
def test_hint_gives_a_winning_move_and_another_when_asked_again() -> None:
    game = Game.from_deal(2)
    first = advise(game, max_nodes=NODES, max_seconds=None)
    assert first.kind is HintKind.WINNING and first.move == first.line[0]
    assert wins(game, first.line)
    assert first.move is not None
    second = advise(game, avoid={first.move}, max_nodes=NODES, max_seconds=None)
    assert second.kind is HintKind.WINNING and second.move != first.move
    assert second.move is not None and second.move in game.legal_moves
    assert wins(game, second.line)


def test_hint_says_when_the_game_is_lost() -> None:
    game = Game.from_deal(1)
    game.play(Move.parse("2-1"))  # throws deal 1 away (proved at once)
    assert advise(game, max_nodes=NODES).kind is HintKind.LOST
    assert advise(Game.from_deal(104), max_nodes=NODES).kind is HintKind.LOST


def test_hint_when_won_or_stuck() -> None:
    rules = get_rules("bakers-dozen")
    done = Game(rules, Position(((),) * 13, (13, 13, 13, 13)))
    assert advise(done).kind is HintKind.WON
    # Each queen under its own king: no move at all.
    from bakers_dozen_qt.engine import parse_card

    cols = [(parse_card(f"Q{s}"), parse_card(f"K{s}")) for s in "CDHS"] + [()] * 9
    stuck = Game(rules, Position(tuple(cols), (11, 11, 11, 11)))
    assert advise(stuck).kind is HintKind.STUCK


@pytest.mark.slow
def test_winning_moves_each_with_its_line() -> None:
    game = Game.from_deal(3)
    found = winning_moves(game, max_nodes=150_000, max_seconds=None)
    assert len(found) >= 2
    assert [len(line) for _, line in found] == sorted(len(line) for _, line in found)
    for move, line in found:
        assert line[0] == move and wins(game, line)


def swapped_hidden(game: Game, rng: random.Random) -> Game:
    """The same table with its face-down cards dealt out again at random."""
    pos = game.position()
    hidden = [c for i, col in enumerate(pos.columns) for c in col[: pos.face_down[i]]]
    rng.shuffle(hidden)
    it = iter(hidden)
    cols = tuple(
        tuple(next(it) if j < pos.face_down[i] else c for j, c in enumerate(col))
        for i, col in enumerate(pos.columns)
    )
    return Game(game.rules, Position(cols, pos.foundations, pos.face_down))


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "number"), [("bakers-dozen-1883", 5), ("castles-in-spain", 8)])
def test_face_down_hint_never_reads_hidden_cards(variant: str, number: int) -> None:
    rng = random.Random(number)
    game = Game.from_deal(number, variant)
    for m in list(game.legal_moves)[:1]:
        game.play(m)
    game = Game(game.rules, game.position())  # the swapped game has no history either
    other = swapped_hidden(game, rng)
    assert other.position() != game.position()
    view = view_of(game)
    assert view == view_of(other)
    # The view holds no face-down card, and its unseen cards are exactly the hidden ones.
    hidden = sorted(c for i in range(game.column_count)
                    for c in game.column(i)[: game.face_down_count(i)])  # fmt: skip
    assert sorted(view.unseen()) == hidden
    assert all(c not in hidden for col in view.columns for c in col)
    small = {"samples": 4, "root_nodes": 3_000, "child_nodes": 1_000}
    assert judge_moves(view, **small) == judge_moves(view_of(other), **small)  # type: ignore[arg-type]
    a = advise(game, max_seconds=None)
    assert a == advise(other, max_seconds=None)
    assert a.kind in (HintKind.LIKELY, HintKind.GUESS) and a.move in game.legal_moves


SHUTTLE = (
    "6-f 7-f 9-7 5-7 4-f 5-11 11-7 13-4 8-5 8-5 8-13 3-7 3-f 7-f 2-5 2-5 1-8 12-13 9-7 3-9 "
    "5-2 3-6 1-3 2-5"
)


def test_face_down_hint_never_leads_back_to_a_table_already_seen() -> None:
    # Each move here was the hint's own on deal 3 of Castles in Spain; from there the hint
    # sent one card back and forth between columns 2 and 5 for ever (5-2, 2-5, 5-2, ...),
    # every filling still winnable after each, so the shuttle was ranked first.
    game = Game.from_deal(3, "castles-in-spain")
    tables = set()
    for move in parse_moves(SHUTTLE):
        tables.add(view_of(game).table())
        game.play(move)
    view = view_of(game)
    assert view.seen == frozenset(tables)
    judged = judge_moves(view)
    assert judged
    for j in judged:
        after = game.copy(with_stack=False)
        after.play(j.move)
        assert view_of(after).table() not in tables, j.move.text()


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "number"), [("castles-in-spain", 5), ("bakers-dozen-1883", 3)])
def test_following_the_face_down_hint_makes_progress(variant: str, number: int) -> None:
    # A player who plays each hint sees no table twice while another move exists (these
    # two deals came back to a table after 8 and 10 hints before).
    game = Game.from_deal(number, variant)
    small = {"samples": 4, "root_nodes": 2_000, "child_nodes": 500}
    played = 0
    for _ in range(40):
        view = view_of(game)
        judged = judge_moves(view, **small)  # type: ignore[arg-type]
        if not judged or game.is_won():
            break
        if after(game, judged[0].move) in view.seen:
            # Only when every move goes back (a lost game with one way out, say).
            assert all(after(game, m) in view.seen for m in game.legal_moves), game.move_stack
            break
        game.play(judged[0].move)
        played += 1
    assert played >= 12


def after(game: Game, move: Move) -> object:
    child = game.copy(with_stack=False)
    child.play(move)
    return view_of(child).table()


# The hint's own moves on deal 10 of the 1883 edition (default budgets): the game is lost
# after them (every guess of the face-down cards is proved lost at once), and from here
# the hint used to move cards among the same columns for hundreds of moves.
LOST_1883_10 = (
    "3-f 6-f 1-f 11-5 3-2 11-8 12-2 8-12 7-3 7-1 13-8 10-1 11-f 7-4 13-11 6-13 2-11 12-6 "
    "8-12 8-3 8-2 13-8 13-9 13-f 12-3 5-9 5-1 5-11 6-12 9-4 4-1 12-6 12-f 1-4 11-12 5-11"
)


def test_face_down_hint_does_not_wander_without_progress() -> None:
    # A player who plays each hint turns a card or sends one up every few moves, or is
    # told the game is lost: never a long run of moves that change nothing that matters.
    game = Game.from_deal(10, "bakers-dozen-1883")
    for move in parse_moves(LOST_1883_10):
        game.play(move)
    idle = 0
    for _ in range(40):
        h = advise(game, max_nodes=20_000, max_seconds=None)
        if h.move is None:
            break
        down = sum(game.face_down_count(i) for i in range(game.column_count))
        up = game.cards_on_foundations
        game.play(h.move)
        progressed = (
            sum(game.face_down_count(i) for i in range(game.column_count)) < down
            or game.cards_on_foundations > up
        )
        idle = 0 if progressed else idle + 1
        assert idle <= 6, game.move_stack[36:]


def test_reach_sees_the_visible_cards_only() -> None:
    # The search for the nearest progress counts a move that would turn a card and never
    # makes it: two games that differ only in their face-down cards get the same answer.
    game = Game.from_deal(5, "bakers-dozen-1883")
    game.play(next(iter(game.legal_moves)))
    game = Game(game.rules, game.position())
    other = swapped_hidden(game, random.Random(1))
    assert other.position() != game.position()
    moves = ranked_moves(game)
    near = reach(game, moves, 3_000)
    assert near == reach(other, moves, 3_000)
    assert near.steps and not near.never
    for move in moves:
        assert (near.of(move) == 1) == progresses(game, move), move.text()


def test_the_view_counts_moves_since_the_last_progress() -> None:
    game = Game.from_deal(3, "castles-in-spain")
    idle = []
    for move in parse_moves(SHUTTLE):
        game.play(move)
        idle.append(view_of(game).idle())
    # ... 3-9 turns a card; 5-2 and 3-6 do not; 1-3 turns one; 2-5 does not.
    assert idle[-5:] == [0, 1, 2, 0, 1]


@pytest.mark.slow
def test_live_status_follows_a_game_to_its_loss() -> None:
    live = LiveStatus(max_seconds=None, max_nodes=NODES)
    game = Game.from_deal(1)
    start = live.status(game)
    assert start.verdict is Verdict.WON and wins(game, start.line)
    # Following the line costs nothing: the answer is the rest of the same line.
    for m in start.line[:3]:
        game.play(m)
    assert live.status(game).line == start.line[3:]
    # Now throw it away and play on: lost, and since which move.
    losing = next(
        m for m in game.legal_moves
        if solve(_after(game, m), max_nodes=NODES).verdict is Verdict.UNWINNABLE
    )  # fmt: skip
    game.play(losing)
    lost = live.status(game)
    assert lost.verdict is Verdict.UNWINNABLE and lost.lost_at == 3
    assert game.move_stack[3] == losing
    for m in list(game.legal_moves)[:1]:
        game.play(m)
    assert live.status(game) == lost  # remembered: still lost, since the same move


def _after(game: Game, move: Move) -> Game:
    g = game.copy(with_stack=False)
    g.push(move)
    return g


def test_live_status_of_a_deal_lost_from_the_start() -> None:
    lost = LiveStatus(max_nodes=NODES, max_seconds=None).status(Game.from_deal(104))
    assert lost.verdict is Verdict.UNWINNABLE and lost.lost_at is None


def test_live_status_does_not_judge_face_down_cards() -> None:
    game = Game.from_deal(5, "bakers-dozen-1883")
    assert LiveStatus().status(game).hidden
    peeking = LiveStatus(peek=True, max_nodes=NODES, max_seconds=None).status(game)
    assert not peeking.hidden and peeking.verdict is not Verdict.UNKNOWN


def test_live_status_can_be_cancelled() -> None:
    cancel = threading.Event()
    cancel.set()
    assert LiveStatus().status(Game.from_deal(27), cancel).verdict is Verdict.UNKNOWN


@pytest.mark.slow
def test_winnable_deal_is_won_by_the_solver() -> None:
    rules = get_rules("bakers-dozen")
    # Deal 104 is lost: the next one is taken.
    assert winnable_deal(rules, start=104, max_nodes_each=NODES, max_seconds_each=None) == 105
    number = winnable_deal(rules, rng=random.Random(7), max_nodes_each=NODES)
    assert number is not None
    assert solve(Game.from_deal(number), max_nodes=NODES).verdict is Verdict.WON
    stop = threading.Event()
    stop.set()
    assert winnable_deal(rules, start=1, cancel=stop) is None


@pytest.mark.slow
def test_hint_and_show_the_way_use_the_short_line() -> None:
    # Deal 5: the depth-first line the solver finds first is hundreds of moves long.
    # Hint (advise, the window's budget) and Show the Way (solve) both get a short one.
    game = Game.from_deal(5)
    h = advise(game, max_nodes=200_000, max_seconds=None)
    shown = solve(game, max_nodes=200_000)
    unshortened = solve(game, max_nodes=200_000, shorten=False)
    assert h.kind is HintKind.WINNING and wins(game, h.line)
    assert shown.verdict is Verdict.WON and wins(game, shown.moves)
    assert len(unshortened.moves) > 300
    assert h.line == shown.moves and len(shown.moves) <= 80
