"""The rules engine: pure Python, no Qt. Everything the game, Hint and the solver share."""

from __future__ import annotations

from .cards import CARDS, Card, CardError, card, parse_card
from .deals import DealNumberError, daily_deal_number, deal, freecell_order
from .game import Game, IllegalMoveError, LegalMoves, MoveRecord
from .moves import FOUNDATION, Move, MoveTextError, format_moves, parse_moves
from .notation import BoardFault, BoardTextError, format_board, parse_board
from .position import Position
from .refusal import Refusal, Why
from .rules import (
    VARIANT_IDS,
    VARIANTS,
    Build,
    EmptyColumn,
    Rules,
    UnknownVariantError,
    custom_rules,
    get_rules,
)

__all__ = [
    "CARDS",
    "FOUNDATION",
    "VARIANTS",
    "VARIANT_IDS",
    "BoardFault",
    "BoardTextError",
    "Build",
    "Card",
    "CardError",
    "DealNumberError",
    "EmptyColumn",
    "Game",
    "IllegalMoveError",
    "LegalMoves",
    "Move",
    "MoveRecord",
    "MoveTextError",
    "Position",
    "Refusal",
    "Rules",
    "UnknownVariantError",
    "Why",
    "card",
    "custom_rules",
    "daily_deal_number",
    "deal",
    "format_board",
    "format_moves",
    "freecell_order",
    "get_rules",
    "parse_board",
    "parse_card",
    "parse_moves",
]
