"""Auto Finish: the rest of a game that needs no decision, and the safe moves otherwise.

``docs/RULES.md`` ("Auto-complete") defines when a position *needs no decision* and
proves that playing it out never turns a won position into a lost one. In short: every
card is face up, and whatever order a player makes the *obvious moves* in (a card up to
its foundation; when none can go up, a top card onto the next card of its own suit), the
game ends won. :func:`obvious_finish` checks that by trying every such order (the moves
up commute, so only the choice between suit moves branches) and returns the line it
plays; :func:`finishing_moves` is what Edit → Auto Finish plays.
"""

from __future__ import annotations

from .cards import Card
from .game import Game
from .kernel import goes_up
from .moves import FOUNDATION, Move

__all__ = [
    "MAX_POSITIONS",
    "finishing_moves",
    "needs_no_decision",
    "obvious_finish",
    "obvious_next",
]

MAX_POSITIONS = 2_000
"""Positions the check may look at before it gives up and says "a decision is left".
Over 260,000 positions of random play (deals 1-299, four variants) it never looked at
more than 596, and at a handful in nearly all; the limit keeps a made-up board (many
suit moves to choose from at every turn) from holding up the table."""


class _TooMany(Exception):
    """The check ran past its limit: the answer is "not known to need no decision"."""


class _Search:
    """One check's limit, its count of positions, and the answers it already has."""

    __slots__ = ("known", "limit", "seen")

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.seen = 0
        self.known: dict[tuple[object, ...], bool] = {}


def _ups(game: Game) -> list[Move]:
    """Send up every card that can go up, leftmost column first, until none can (the
    order does not matter: RULES.md, lemma 1); return the moves made."""
    made: list[Move] = []
    while True:
        found = game.foundations
        for s in range(game.column_count):
            top = game.top(s)
            if top is not None and goes_up(top, found):
                move = Move(s, FOUNDATION)
                game.push(move)
                made.append(move)
                break
        else:
            return made


def _suit_moves(game: Game) -> list[Move]:
    """Every top card that may go onto the top card of another column that is the next
    card of its own suit (one rank higher), as the rules allow."""
    tops: dict[Card, int] = {}
    for s in range(game.column_count):
        top = game.top(s)
        if top is not None:
            tops[top] = s
    moves = []
    for top, s in tops.items():
        if top.rank < 13:
            d = tops.get(Card(top + 4))  # the same suit, one rank higher
            if d is not None and game.is_legal(Move(s, d)):
                moves.append(Move(s, d))
    return moves


def _wins_every_way(game: Game, search: _Search) -> bool:
    """Does every order of the obvious moves from ``game`` end in a win? ``game`` is
    left as it was."""
    ups = _ups(game)
    try:
        if game.is_won():
            return True
        key = game.key()
        if key in search.known:
            return search.known[key]
        search.seen += 1
        if search.seen > search.limit:
            raise _TooMany
        choices = _suit_moves(game)
        answer = bool(choices)
        for move in choices:
            game.push(move)
            try:
                answer = _wins_every_way(game, search)
            finally:
                game.pop()
            if not answer:
                break
        search.known[key] = answer
        return answer
    finally:
        for _ in ups:
            game.pop()


def needs_no_decision(game: Game, limit: int = MAX_POSITIONS) -> bool:
    """Is the rest of ``game`` free of any decision a player could get wrong (RULES.md,
    "Auto-complete")? ``False`` for a game already won, a game with a face-down card
    (the player cannot know what it hides), and one whose check passed ``limit``
    positions."""
    if game.is_won() or game.has_face_down:
        return False
    try:
        return _wins_every_way(game.copy(with_stack=False), _Search(limit))
    except _TooMany:
        return False


def obvious_finish(game: Game, limit: int = MAX_POSITIONS) -> list[Move] | None:
    """The moves that finish ``game`` when it needs no decision (see
    :func:`needs_no_decision`), ``None`` otherwise. Each card that can go up goes up,
    leftmost column first; when none can, the leftmost suit move is made (any of them
    would do: the check tried them all). ``game`` itself is not changed."""
    if not needs_no_decision(game, limit):
        return None
    probe = game.copy(with_stack=False)
    line: list[Move] = []
    while True:
        line += _ups(probe)
        if probe.is_won():
            return line
        choices = _suit_moves(probe)
        if not choices:  # cannot happen after the check; never loop on a surprise
            return None
        probe.push(choices[0])
        line.append(choices[0])


def obvious_next(game: Game) -> Move | None:
    """The move :func:`obvious_finish` would make first from ``game``, if it finishes
    the game: the leftmost card that can go up, else the leftmost suit move (``None``
    when there is neither). Cheap: it says nothing of whether a decision is left."""
    found = game.foundations
    for s in range(game.column_count):
        top = game.top(s)
        if top is not None and goes_up(top, found):
            return Move(s, FOUNDATION)
    suit = _suit_moves(game)
    return suit[0] if suit else None


def finishing_moves(game: Game) -> list[Move]:
    """What Auto Finish plays from here (``game`` itself is not changed): the whole rest
    of the game when it needs no decision; otherwise the safe moves up
    (:meth:`Game.play_safe_moves`); empty when there is none."""
    finish = obvious_finish(game)
    if finish is not None:
        return finish
    return game.copy(with_stack=False).play_safe_moves()
