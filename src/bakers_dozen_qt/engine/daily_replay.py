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
    # Where the line's last run of foundation moves begins: Auto Finish may have made it.
    finish = len(moves)
    while finish > 0 and moves[finish - 1].to_foundation:
        finish -= 1
    actions = 0
    for i, move in enumerate(moves, 1):
        refusal = game.illegal_reason(move)
        if refusal is not None:
            raise ReplayError(i, move, refusal.text())
        if i - 1 == finish and game.finishing_moves() == list(moves[finish:]):
            actions += 1  # one key plays the whole run
            finish = -1  # counted: the rest are free
        elif finish != -1 and move != game.safe_move():
            actions += 1
        game.push(move)
    won = game.is_won()
    up = game.cards_on_foundations
    return Replayed(number, won, up, len(moves), score(up, won, seconds), actions)


def hand_moves(date: _dt.date, variant: str, moves: Sequence[Move]) -> int:
    """The moves of ``moves`` that a hand made at least: every move but those the game
    makes by itself with its default settings — a safe card sent up after a move (each is
    the leftmost safe foundation move where it is made) and an Auto Finish that ends the
    game (the line's last run of foundation moves, in Auto Finish's order, is one key).
    A player who sends safe cards up by hand has made more moves than this; never fewer.
    :class:`ReplayError` as :func:`replay_daily`."""
    return replay_daily(date, variant, moves, 0.0).actions
