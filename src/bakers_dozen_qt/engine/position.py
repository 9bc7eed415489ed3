"""An immutable snapshot of the table: columns, foundations, face-down counts."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CARDS, Card


@dataclass(frozen=True, slots=True)
class Position:
    """Columns bottom to top; ``foundations[suit]`` is the top rank there (0 = empty);
    ``face_down[i]`` is how many cards at the bottom of column ``i`` are face down."""

    columns: tuple[tuple[Card, ...], ...]
    foundations: tuple[int, int, int, int] = (0, 0, 0, 0)
    face_down: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.face_down:
            object.__setattr__(self, "face_down", (0,) * len(self.columns))
        if len(self.face_down) != len(self.columns):
            raise ValueError("face_down needs one count per column")

    def foundation_cards(self) -> list[Card]:
        """Every card on the foundations, suit by suit, ace upwards."""
        return [CARDS[(r - 1) * 4 + s] for s in range(4) for r in range(1, self.foundations[s] + 1)]

    @property
    def cards_on_foundations(self) -> int:
        return sum(self.foundations)

    def is_face_up(self, column: int, index: int) -> bool:
        """Is the card at ``index`` (0 = bottom) of ``column`` face up?"""
        return index >= self.face_down[column]
