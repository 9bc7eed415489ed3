"""The face-down hint when no guessed filling is won: :func:`...facedown.lead`, the move it
names after a drift and the loss it proves from the visible cards."""

from __future__ import annotations

from collections import deque

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.engine.moves import parse_moves
from bakers_dozen_qt.engine.ranking import ranked_moves
from bakers_dozen_qt.engine.solver.facedown import DRIFT, lead, onward, progresses, view_of


def fewest_to_progress(game: Game, move: Move, limit: int = 50_000) -> int:
    """Exactly how many moves, ``move`` first, the shortest line from ``game`` takes to
    turn a card or send one up (a plain breadth-first search over whole positions; it
    stops at the move that would turn a card, so it never shows one)."""
    if progresses(game, move):
        return 1
    start = game.copy(with_stack=False)
    start.push(move)
    seen = {start.position()}
    todo = deque([(start, 1)])
    while todo:
        g, depth = todo.popleft()
        for m in list(g.generate_legal_moves()):
            if progresses(g, m):
                return depth + 1
            child = g.copy(with_stack=False)
            child.push(m)
            pos = child.position()
            if pos not in seen:
                assert len(seen) < limit, "too many positions for the test"
                seen.add(pos)
                todo.append((child, depth + 1))
    return 1 << 30


# Random legal moves on deal 27 of the 1883 edition: the last 14 turned no card and sent
# none up, and the nearest progress is 3 moves away, by another first move than the
# heuristic's.
DRIFTED_1883_27 = (
    "13-4 7-9 6-1 5-2 3-8 4-1 6-3 10-7 6-5 5-6 6-5 13-12 13-5 9-4 4-9 5-f 5-3 8-10 13-9 3-5 "
    "11-10 11-12 4-2 9-1 9-2 1-2 11-4 5-10 1-9 11-8 10-3 3-10 3-8 10-8 8-5 10-3 12-7 5-3 "
    "8-10 3-5 2-9 6-8"
)


def test_after_a_drift_lead_names_the_first_move_of_a_shortest_way_to_progress() -> None:
    game = Game.from_deal(27, "bakers-dozen-1883")
    for move in parse_moves(DRIFTED_1883_27):
        game.play(move)
    view = view_of(game)
    assert view.idle() >= DRIFT
    move, lost = lead(view)
    assert not lost and move is not None
    steps = {m: fewest_to_progress(game, m) for m in game.legal_moves}
    nearest = min(steps.values())
    assert nearest == 3, {m.text(): s for m, s in steps.items()}
    assert steps[move] == nearest, move.text()
    # Without the drift the heuristic's first move would be named: it is farther away.
    first = onward(game, ranked_moves(game), view.seen)[0]
    assert steps[first] > nearest, first.text()
