"""Moves and their text (RULES.md, "Move text")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final, NamedTuple

from .input_text import quoted, without_bom

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
            raise MoveTextError(f"not a move: {quoted(text)} (expected e.g. '4-9' or '12-f')")
        src_text, dst_text = m.groups()
        to_foundation = dst_text in ("f", "F")
        numbers = (src_text,) if to_foundation else (src_text, dst_text)
        # int() refuses strings past 4,300 digits; no table has anywhere near 10,000 columns.
        if any(len(n.lstrip("0")) > _MAX_DIGITS for n in numbers):
            raise MoveTextError(f"not a move: {quoted(text)} (no column has that number)")
        columns = [int(n) for n in numbers]
        # Column 0 would become -1 below, which is FOUNDATION: "1-0" must not mean "1-f".
        if 0 in columns:
            raise MoveTextError(f"not a move: {quoted(text)} (columns are counted from 1)")
        source = columns[0] - 1
        target = FOUNDATION if to_foundation else columns[1] - 1
        if source == target:
            raise MoveTextError(f"not a move: {quoted(text)} (a column onto itself)")
        return cls(source, target)


_MOVE_RE: Final = re.compile(r"([0-9]+)-([0-9]+|[fF])")
_MAX_DIGITS: Final = 4
_WORD_RE: Final = re.compile(r"\S+")


def iter_moves(text: str) -> Iterator[Move]:
    """Moves separated by spaces or newlines, read one at a time.

    A replay can stop at the first illegal move without reading the rest; an error names
    the move's position in the list.
    """
    for i, word in enumerate(_WORD_RE.finditer(without_bom(text)), 1):
        try:
            move = Move.parse(word.group())
        except MoveTextError as e:
            raise MoveTextError(f"move {i}: {e}") from None
        yield move


def parse_moves(text: str) -> list[Move]:
    """All the moves of :func:`iter_moves`; the first bad one raises :class:`MoveTextError`."""
    return list(iter_moves(text))


def format_moves(moves: list[Move] | tuple[Move, ...], per_line: int = 0) -> str:
    """Moves as text, separated by spaces (and a newline every ``per_line`` moves)."""
    words = [m.text() for m in moves]
    if per_line <= 0:
        return " ".join(words)
    return "\n".join(" ".join(words[i : i + per_line]) for i in range(0, len(words), per_line))
