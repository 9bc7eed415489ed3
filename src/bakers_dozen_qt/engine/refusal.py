"""Why the rules refuse a move: a code and the cards and columns involved.

The engine says *why* in data, so that each interface can word it in its own language;
:meth:`Refusal.text` is the English wording the command line prints.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from .cards import RANK_NAMES, Card


class Why(enum.Enum):
    """The reason a move is refused; the value is a stable id."""

    NO_SUCH_COLUMN = "no-such-column"
    """``column`` does not exist."""
    SAME_COLUMN = "same-column"
    """Source and target are the same ``column``."""
    EMPTY_SOURCE = "empty-source"
    """The source ``column`` holds no card."""
    FOUNDATION_NEEDS = "foundation-needs"
    """``card`` may go up only after ``needs`` (the card below it in its suit)."""
    EMPTY_STAYS_EMPTY = "empty-stays-empty"
    """The target ``column`` is empty, and empty columns take nothing under these rules."""
    ONLY_KING_TO_EMPTY = "only-king-to-empty"
    """``card`` is no king, and only a king may go into the empty ``column``."""
    LONE_CARD_TO_EMPTY = "lone-card-to-empty"
    """``card`` is alone in its column: moving it to the empty ``column`` changes nothing."""
    NOT_ONE_RANK_LOWER = "not-one-rank-lower"
    """``card`` is not exactly one rank below ``onto``."""
    NOT_IN_SUIT = "not-in-suit"
    """``card`` is one rank below ``onto`` but of another suit (building in suit)."""
    NOT_ALTERNATE_COLOUR = "not-alternate-colour"
    """``card`` is one rank below ``onto`` but of the same colour (alternating colours)."""


# A named tuple, not a frozen dataclass: made at start-up in a tenth of the time (docs/start-up.md).
class Refusal(NamedTuple):
    """Why a move is illegal. Which fields are set depends on ``code`` (see :class:`Why`);
    ``column`` counts from 0, as :class:`~.moves.Move` does."""

    code: Why
    column: int | None = None
    card: Card | None = None
    onto: Card | None = None
    needs: Card | None = None

    def text(self) -> str:
        """The reason in English, as a clause: ``"7♦ does not go on 6♦: build down one rank"``."""
        n = None if self.column is None else self.column + 1
        card = self.card.label if self.card is not None else ""
        onto = self.onto.label if self.onto is not None else ""
        code = self.code
        if code is Why.NO_SUCH_COLUMN:
            return f"there is no column {n}"
        if code is Why.SAME_COLUMN:
            return "a card cannot move onto its own column"
        if code is Why.EMPTY_SOURCE:
            return f"column {n} is empty"
        if code is Why.FOUNDATION_NEEDS:
            below = "an ace" if self.needs is None else f"the {_word(self.needs)}"
            return f"{card} needs {below} of its suit on the foundation first"
        if code is Why.EMPTY_STAYS_EMPTY:
            return f"column {n} is empty, and empty columns stay empty"
        if code is Why.ONLY_KING_TO_EMPTY:
            return f"only a king may go into the empty column {n}"
        if code is Why.LONE_CARD_TO_EMPTY:
            return "moving a lone card to an empty column changes nothing"
        if code is Why.NOT_ONE_RANK_LOWER:
            return f"{card} does not go on {onto}: build down one rank"
        if code is Why.NOT_IN_SUIT:
            return f"{card} does not go on {onto}: build in suit"
        return f"{card} does not go on {onto}: alternate the colours"

    def sentence(self) -> str:
        """The reason in English as a sentence: capital first, full stop last."""
        t = self.text()
        return t[0].upper() + t[1:] + "."

    def __str__(self) -> str:
        return self.text()


def _word(card: Card) -> str:
    return RANK_NAMES[card.rank - 1].lower()
