"""Deck styles: colours per suit and where the corner index goes."""

from __future__ import annotations

from dataclasses import dataclass

RANKS = "A23456789TJQK"
SUITS = "CDHS"

INK = "#1b1b1f"
RED = "#c8102e"
GREEN = "#13823d"
BLUE = "#1457c2"
GOLD = "#e9b82c"
CREAM = "#fdf8ec"
EDGE = "#8c8c94"


@dataclass(frozen=True)
class Style:
    name: str
    colors: dict[str, str]
    # Large indices sit side by side across the top strip, the part of a card that
    # stays visible in an overlapping column.
    large: bool

    def color(self, suit: str) -> str:
        return self.colors[suit]


_TWO = {"C": INK, "D": RED, "H": RED, "S": INK}
_FOUR = {"C": GREEN, "D": BLUE, "H": RED, "S": INK}

STYLES: dict[str, Style] = {
    "classic": Style("classic", _TWO, large=False),
    "fourcolor": Style("fourcolor", _FOUR, large=False),
    "classic-large": Style("classic-large", _TWO, large=True),
    "fourcolor-large": Style("fourcolor-large", _FOUR, large=True),
}
