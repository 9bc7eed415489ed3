"""An immutable snapshot of the table: columns, foundations, face-down counts."""

from __future__ import annotations

from typing import NamedTuple

from .cards import CARDS, Card


# A named tuple, not a frozen dataclass: made at start-up in a tenth of the time, and
# built and read faster (docs/start-up.md). Its checks are in Position.__new__ below.
class _PositionFields(NamedTuple):
    columns: tuple[tuple[Card, ...], ...]
    foundations: tuple[int, int, int, int] = (0, 0, 0, 0)
    face_down: tuple[int, ...] = ()


class Position(_PositionFields):
    """Columns bottom to top; ``foundations[suit]`` is the top rank there (0 = empty);
    ``face_down[i]`` is how many cards at the bottom of column ``i`` are face down (none
    when left empty)."""

    __slots__ = ()

    def __new__(
        cls,
        columns: tuple[tuple[Card, ...], ...],
        foundations: tuple[int, int, int, int] = (0, 0, 0, 0),
        face_down: tuple[int, ...] = (),
    ) -> Position:
        if not face_down:
            face_down = (0,) * len(columns)
        elif len(face_down) != len(columns):
            raise ValueError("face_down needs one count per column")
        return super().__new__(cls, columns, foundations, face_down)

    def foundation_cards(self) -> list[Card]:
        """Every card on the foundations, suit by suit, ace upwards."""
        return [CARDS[(r - 1) * 4 + s] for s in range(4) for r in range(1, self.foundations[s] + 1)]

    @property
    def cards_on_foundations(self) -> int:
        return sum(self.foundations)

    def is_face_up(self, column: int, index: int) -> bool:
        """Is the card at ``index`` (0 = bottom) of ``column`` face up?"""
        return index >= self.face_down[column]
