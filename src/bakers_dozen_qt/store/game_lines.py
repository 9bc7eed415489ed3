"""A finished game's line as the statistics keep it: one byte a move.

The line is the game's move stack from the deal to where it ended (after a restart, the
moves since it), automatic moves included, so replaying it from the deal rebuilds the
table exactly. Every table has at most 13 columns, so a move fits one byte: the source
column in the high four bits, the target column plus one (0: the foundations) in the low
four. A line is kept only up to :data:`LINE_MAX` moves, a few kilobytes at most; a longer
one (a player shuffling cards for hours) is not kept, and its game says so like the
games of versions that kept no lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..engine.moves import FOUNDATION, Move, format_moves, parse_moves
from ..engine.rules import CUSTOM_ID, Rules, get_rules, parse_rules_text, rules_text

LINE_MAX: Final = 4096
"""Moves in a kept line at most (as many bytes)."""
_COLUMNS_MAX: Final = 15


class LineError(ValueError):
    """Bytes or text that are not a line of this table."""


def encode(moves: Sequence[Move]) -> bytes:
    """``moves`` in one byte each; :class:`LineError` for a move no table has."""
    out = bytearray()
    for move in moves:
        source, target = move
        if not (0 <= source < _COLUMNS_MAX and -1 <= target < _COLUMNS_MAX) or source == target:
            raise LineError(f"no table has the move {move}")
        out.append(source << 4 | (target + 1))
    return bytes(out)


def decode(data: bytes) -> tuple[Move, ...]:
    """The moves :func:`encode` wrote; :class:`LineError` for bytes it never writes."""
    moves = []
    for i, byte in enumerate(data, 1):
        source, target = byte >> 4, (byte & 0x0F) - 1
        if source == target:
            raise LineError(f"move {i} is damaged")
        moves.append(Move(source, FOUNDATION if target < 0 else target))
    return tuple(moves)


@dataclass(frozen=True)
class GameLine:
    """What a replay needs beside the deal number: the rules and the moves."""

    rules: Rules
    moves: tuple[Move, ...]

    @property
    def text(self) -> str:
        """The moves in the engine's move text (``4-9 12-f ...``)."""
        return format_moves(self.moves)


def rules_column(rules: Rules) -> str | None:
    """What the ``lines`` table keeps of ``rules``: nothing for a named variant (its id
    is the game's), the parameters of a custom game."""
    return rules_text(rules) if rules.id == CUSTOM_ID else None


def read_line(variant: str, rules: str | None, moves: bytes) -> GameLine:
    """A kept line read back; :class:`LineError` if its rules or moves are damaged."""
    try:
        found = parse_rules_text(rules) if rules is not None else get_rules(variant)
    except ValueError as e:
        raise LineError(f"its rules are damaged ({e})") from None
    if found.id != variant:
        raise LineError(f"its rules are of {found.id}, its game of {variant}")
    return GameLine(found, decode(moves))


def parse_line_text(text: str) -> tuple[Move, ...]:
    """Moves in the engine's text, as a kept line must be (:class:`LineError`)."""
    try:
        moves = tuple(parse_moves(text))
        encode(moves)
    except ValueError as e:
        raise LineError(str(e)) from None
    if len(moves) > LINE_MAX:
        raise LineError(f"longer than {LINE_MAX} moves")
    return moves
