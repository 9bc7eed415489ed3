"""Make a found solution shorter without ever breaking it.

Depth-first search wanders: it shuffles cards back and forth and parks them in passing.
Every edit here is kept only if the edited line still replays to a win through
:meth:`Game.play`, so shortening can never turn a good solution into a bad one.
"""

from __future__ import annotations

from ..game import Game
from ..moves import FOUNDATION, Move


def replays_to_win(game: Game, moves: list[Move]) -> bool:
    """Do ``moves``, each checked by the engine, win from ``game``'s position?"""
    g = game.copy(with_stack=False)
    try:
        for m in moves:
            g.play(m)
    except ValueError:
        return False
    return g.is_won()


def _cut_cycles(game: Game, moves: list[Move]) -> list[Move]:
    """Drop every stretch that leads from a position back to the very same position."""
    g = game.copy(with_stack=False)
    # Exact positions (column order included), so the later moves keep their columns.
    first: dict[object, int] = {g.position(): 0}
    out: list[Move] = []
    for m in moves:
        g.push(m)
        out.append(m)
        p = g.position()
        i = first.get(p)
        if i is None:
            first[p] = len(out)
        else:
            del out[i:]
            first = {k: v for k, v in first.items() if v <= i}
    return out


def _merge_hops(game: Game, moves: list[Move], tries: int) -> list[Move]:
    """A card moved twice in a row of its own moves: try moving it straight on.

    ``A-B ... B-C`` (the same card) becomes ``A-C`` at the first place, or ``A-C`` at the
    second; the first variant that still wins is kept.
    """
    i = 0
    while i < len(moves) and tries > 0:
        a, b = moves[i]
        # Find the next move out of column b before anything lands on it.
        j = i + 1
        changed = False
        while j < len(moves):
            m = moves[j]
            if m.target == b:
                break
            if m.source == b:
                c = m.target
                if c != a:
                    for cand in (
                        [*moves[:i], Move(a, c), *moves[i + 1 : j], *moves[j + 1 :]],
                        [*moves[:i], *moves[i + 1 : j], Move(a, c), *moves[j + 1 :]],
                    ):
                        tries -= 1
                        if replays_to_win(game, cand):
                            moves = cand
                            changed = True
                            break
                elif c == a and c != FOUNDATION:
                    cand = [*moves[:i], *moves[i + 1 : j], *moves[j + 1 :]]
                    tries -= 1
                    if replays_to_win(game, cand):
                        moves = cand
                        changed = True
                break
            j += 1
        if not changed:
            i += 1
    return moves


def shorten_moves(game: Game, moves: list[Move], *, max_work: int = 100_000) -> list[Move]:
    """A shorter winning line from ``game`` (or ``moves`` itself when nothing helps).

    ``max_work`` bounds the moves replayed while trying edits (a count, not a clock, so
    that the same solution is always shortened the same way, and a line thousands of
    moves long does not take seconds).
    """
    if not replays_to_win(game, moves):
        return moves
    out = _cut_cycles(game, moves)
    out = _merge_hops(game, out, min(400, max_work // max(1, len(out))))
    return out if replays_to_win(game, out) else moves


def player_moves(game: Game, moves: list[Move] | tuple[Move, ...]) -> int:
    """How many of ``moves`` a player makes when the game sends safe cards up by itself.

    With "Move Safe Cards Up Automatically" on (the default), the game plays every
    foundation move that :meth:`Game.is_safe_to_foundation` allows after each of the
    player's moves. A line's move counts as the player's unless it is such a move at the
    moment it is made (the game would have made it, at that moment or earlier).
    """
    g = game.copy(with_stack=False)
    count = 0
    for m in moves:
        col = g.column(m.source)
        if not (m.target == FOUNDATION and col and g.is_safe_to_foundation(col[-1])):
            count += 1
        g.push(m)
    return count
