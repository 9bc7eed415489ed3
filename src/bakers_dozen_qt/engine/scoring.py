"""Score per RULES.md ("Scoring"); the clock belongs to the caller."""

from __future__ import annotations

from typing import Final

POINTS_PER_CARD: Final = 5
WIN_BONUS: Final = 500
TIME_BONUS_SECONDS: Final = 1200


def time_bonus(elapsed_seconds: float) -> int:
    return max(0, TIME_BONUS_SECONDS - int(elapsed_seconds))


def score(cards_on_foundations: int, won: bool, elapsed_seconds: float = 0.0) -> int:
    points = POINTS_PER_CARD * cards_on_foundations
    if won:
        points += WIN_BONUS + time_bonus(elapsed_seconds)
    return points
