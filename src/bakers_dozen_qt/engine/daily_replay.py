"""A daily deal's game judged from its moves alone: what the online board believes.

The board trusts no client: it deals the date's deal of the variant again, plays the
submitted moves through the checked :meth:`~.game.Game.play`, and scores what the cards
say. Only the time is the player's word (:mod:`.scoring` needs it for the time bonus).
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from .deals import daily_deal_number
from .game import Game
from .moves import Move
from .rules import VARIANTS, get_rules
from .scoring import score

BOARD_VARIANTS: Final[tuple[str, ...]] = tuple(VARIANTS)
"""The variants with a daily board: every named one (``custom`` rules differ from player
to player, so no two custom games are the same game)."""


class ReplayError(ValueError):
    """Moves that are not a game of the deal: ``index`` (from 1) names the first bad one."""

    def __init__(self, index: int, move: Move, reason: str) -> None:
        super().__init__(f"move {index} ({move.text()}) is not legal: {reason}")
        self.index = index
        self.move = move


@dataclass(frozen=True, slots=True)
class Replayed:
    """What the cards say about a game: won or not, the cards sent up, and its score."""

    deal: int
    won: bool
    cards_up: int
    moves: int
    """The moves of the line, automatic ones included: every card moved, each counted once."""
    score: int
    actions: int = 0
    """The moves a hand made at least (:func:`hand_moves`)."""


def replay_daily(date: _dt.date, variant: str, moves: Sequence[Move], seconds: float) -> Replayed:
    """Play ``moves`` from the start of ``date``'s deal of ``variant`` and score the end.

    :class:`ReplayError` at the first move the rules refuse; a line that stops short of
    a win is a game not won (the player gave up or was stuck), scored as such.
    ``UnknownVariantError`` for a variant with no board.
    """
    if variant not in BOARD_VARIANTS:
        get_rules(variant)  # the usual error for an unknown id
        raise ValueError(f"the {variant} variant has no daily board")
    number = daily_deal_number(date)
    game = Game.from_daily(number, variant)  # the very deal the game deals for that day
    actions = 0
    finish = 0  # where the line's last stretch in Auto Finish's order begins
    before_finish = 0  # the hand moves before it
    for i, move in enumerate(moves, 1):
        refusal = game.illegal_reason(move)
        if refusal is not None:
            raise ReplayError(i, move, refusal.text())
        if move.to_foundation:
            # Only the columns up to the move's own can make it the leftmost up or safe.
            first_up, safe = game.first_ups(move.source)
            actions += move != safe
            if move != first_up:
                finish, before_finish = i, actions
        else:  # never the safe move nor the first card up: made by hand, ends a stretch...
            actions += 1
            if game.can_go_up() or not _first_suit_move(game, move):
                finish, before_finish = i, actions  # ... unless it is Auto Finish's next
        game.push(move)
    won = game.is_won()
    up = game.cards_on_foundations
    if won and finish < len(moves):
        actions = min(actions, before_finish + 1)  # the stretch: one key, Auto Finish
    return Replayed(number, won, up, len(moves), score(up, won, seconds), actions)


def _first_suit_move(game: Game, move: Move) -> bool:
    """Is ``move`` the move Auto Finish's order makes when no card can go up: the
    leftmost top card onto the next card of its own suit?"""
    from .finish import obvious_next

    if move.to_foundation:
        return False
    top, onto = game.top(move.source), game.top(move.target)
    if top is None or onto is None or onto != top + 4:  # not onto its own suit
        return False
    return obvious_next(game) == move


def hand_moves(date: _dt.date, variant: str, moves: Sequence[Move]) -> int:
    """The moves of ``moves`` that a hand made at least: every move but those the game
    makes by itself with its default settings — a safe card sent up after a move (each is
    the leftmost safe foundation move where it is made) and an Auto Finish that ends the
    game: the line's last stretch of moves in the order Auto Finish makes them
    (:func:`.finish.obvious_next` at each), to the win, is one key. (Whether nothing was
    left to decide there, as Auto Finish asks, is not searched: a floor may be low.)
    A player who sends safe cards up by hand has made more moves than this; never fewer.
    :class:`ReplayError` as :func:`replay_daily`."""
    return replay_daily(date, variant, moves, 0.0).actions
