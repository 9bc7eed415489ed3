"""Score per RULES.md ("Scoring"); the clock belongs to the caller."""

from __future__ import annotations

from typing import Final, NamedTuple

POINTS_PER_CARD: Final = 5
WIN_BONUS: Final = 500
TIME_BONUS_SECONDS: Final = 1200


def time_bonus(elapsed_seconds: float) -> int:
    return max(0, TIME_BONUS_SECONDS - int(elapsed_seconds))


# A named tuple, not a frozen dataclass: made at start-up in a tenth of the time (docs/start-up.md).
class Breakdown(NamedTuple):
    """The parts a score is made of, as the win dialog lists them."""

    cards: int
    """Points for the cards on the foundations."""
    win: int
    """The win bonus (0 until the game is won)."""
    time: int
    """The time bonus (0 until the game is won)."""

    @property
    def total(self) -> int:
        return self.cards + self.win + self.time


def breakdown(cards_on_foundations: int, won: bool, elapsed_seconds: float = 0.0) -> Breakdown:
    cards = POINTS_PER_CARD * cards_on_foundations
    if not won:
        return Breakdown(cards, 0, 0)
    return Breakdown(cards, WIN_BONUS, time_bonus(elapsed_seconds))


def score(cards_on_foundations: int, won: bool, elapsed_seconds: float = 0.0) -> int:
    return breakdown(cards_on_foundations, won, elapsed_seconds).total
