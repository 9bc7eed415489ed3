"""Moves and their text (RULES.md, "Move text")."""

from __future__ import annotations

import re
from typing import Final, NamedTuple

FOUNDATION: Final = -1
"""The ``target`` of a move to the foundations."""


class MoveTextError(ValueError):
    """Text that is not a move."""


class Move(NamedTuple):
    """Top card of column ``source`` (0-based) to column ``target`` or :data:`FOUNDATION`."""

    source: int
    target: int

    @property
    def to_foundation(self) -> bool:
        return self.target == FOUNDATION

    def text(self) -> str:
        """``"4-9"`` or ``"12-f"``: columns counted from 1."""
        dst = "f" if self.target == FOUNDATION else str(self.target + 1)
        return f"{self.source + 1}-{dst}"

    def __str__(self) -> str:
        return self.text()

    @classmethod
    def parse(cls, text: str) -> Move:
        m = _MOVE_RE.fullmatch(text.strip())
        if not m:
            raise MoveTextError(f"not a move: {text!r} (expected e.g. '4-9' or '12-f')")
        source = int(m.group(1)) - 1
        target = FOUNDATION if m.group(2).lower() == "f" else int(m.group(2)) - 1
        if source < 0 or (target < 0 and target != FOUNDATION):
            raise MoveTextError(f"not a move: {text!r} (columns are counted from 1)")
        if source == target:
            raise MoveTextError(f"not a move: {text!r} (a column onto itself)")
        return cls(source, target)


_MOVE_RE: Final = re.compile(r"(\d+)-(\d+|[fF])")


def parse_moves(text: str) -> list[Move]:
    """Moves separated by spaces or newlines; the error names the move's position."""
    moves = []
    for i, word in enumerate(text.split(), 1):
        try:
            moves.append(Move.parse(word))
        except MoveTextError as e:
            raise MoveTextError(f"move {i}: {e}") from None
    return moves


def format_moves(moves: list[Move] | tuple[Move, ...], per_line: int = 0) -> str:
    """Moves as text, separated by spaces (and a newline every ``per_line`` moves)."""
    words = [m.text() for m in moves]
    if per_line <= 0:
        return " ".join(words)
    return "\n".join(" ".join(words[i : i + per_line]) for i in range(0, len(words), per_line))
