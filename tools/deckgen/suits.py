"""Our own suit symbols, drawn in a 100-unit box centred on the origin."""

from __future__ import annotations

from .geometry import Path, circle, place

_HEART = Path.parse(
    "M 0 47 C -9 33 -49 11 -49 -17 C -49 -36 -36 -47 -23.5 -47 C -11.5 -47 -3 -39 0 -28 "
    "C 3 -39 11.5 -47 23.5 -47 C 36 -47 49 -36 49 -17 C 49 11 9 33 0 47 Z"
)
_DIAMOND = Path.parse(
    "M 0 -50 C 9 -33 22 -16 37 0 C 22 16 9 33 0 50 C -9 33 -22 16 -37 0 C -22 -16 -9 -33 0 -50 Z"
)
_SPADE = Path.parse(
    "M 0 -50 C 9 -33 47 -17 47 8 C 47 24 36 32 24.5 32 C 15.5 32 8.5 28 4.5 22 "
    "C 5.5 34 10 43 19 50 L -19 50 C -10 43 -5.5 34 -4.5 22 C -8.5 28 -15.5 32 -24.5 32 "
    "C -36 32 -47 24 -47 8 C -47 -17 -9 -33 0 -50 Z"
)
_CLUB = (
    circle(0, -27.5, 22)
    + circle(-24.5, 7.5, 22)
    + circle(24.5, 7.5, 22)
    + Path.parse("M 0 -16 L -15 12 L 15 12 Z")
    + Path.parse("M -4.5 10 C -4.5 30 -10 42 -19 50 L 19 50 C 10 42 4.5 30 4.5 10 Z")
)

SUIT_SHAPES: dict[str, Path] = {
    "C": _CLUB.oriented(),
    "D": _DIAMOND.oriented(),
    "H": _HEART.oriented(),
    "S": _SPADE.oriented(),
}


def suit_path(suit: str, cx: float, cy: float, size: float, turned: bool = False) -> Path:
    """The suit symbol ``size`` units tall centred on (cx, cy), upside down if ``turned``."""
    return SUIT_SHAPES[suit].transformed(place(cx, cy, size, turned))
