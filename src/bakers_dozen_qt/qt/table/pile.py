"""Which pile: a typed id for a column or a foundation, as the table and its tests name it.

No Qt here. A ``Pile`` is a value (hashable, comparable), so it can key dictionaries of
items and sets of lit targets, and turn into the target of an engine ``Move``.
"""

from __future__ import annotations

import enum

from ...engine.moves import FOUNDATION
from ...engine.read_only import ReadOnly

SUIT_LETTERS = "CDHS"


class PileKind(enum.Enum):
    COLUMN = "column"
    FOUNDATION = "foundation"


# A plain class, not a frozen dataclass: made at start-up without exec (docs/start-up.md);
# not a named tuple, whose index() its field would hide.
class Pile(ReadOnly):
    """``index`` is a column index (0-based, dealing order) or a suit (0..3, C D H S)."""

    __slots__ = ("index", "kind")
    _what = "a pile"

    kind: PileKind
    index: int

    def __init__(self, kind: PileKind, index: int) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "index", index)

    def __eq__(self, other: object) -> bool:
        if type(other) is not Pile:
            return NotImplemented
        return self.kind is other.kind and self.index == other.index

    def __hash__(self) -> int:
        return hash((self.kind, self.index))

    @staticmethod
    def column(index: int) -> Pile:
        return Pile(PileKind.COLUMN, index)

    @staticmethod
    def foundation(suit: int) -> Pile:
        return Pile(PileKind.FOUNDATION, suit)

    @staticmethod
    def of_target(target: int, suit: int) -> Pile:
        """The pile a move's ``target`` names for a card of ``suit``."""
        return Pile.foundation(suit) if target == FOUNDATION else Pile.column(target)

    @property
    def is_foundation(self) -> bool:
        return self.kind is PileKind.FOUNDATION

    @property
    def target(self) -> int:
        """This pile as the ``target`` of an engine move."""
        return FOUNDATION if self.kind is PileKind.FOUNDATION else self.index

    def __repr__(self) -> str:
        if self.kind is PileKind.FOUNDATION:
            return f"Pile.foundation({SUIT_LETTERS[self.index]!r})"
        return f"Pile.column({self.index})"
