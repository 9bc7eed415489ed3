"""Our own rank lettering: centre-line strokes drawn with a round pen.

Glyphs live in a box 100 units tall; the pen is ``PEN`` units wide, so centre lines keep
``PEN / 2`` away from the box edges and the ink fills the box exactly.
"""

from __future__ import annotations

from .geometry import Path, ellipse, rotate, scale, translate

PEN = 13.0
_T, _B = PEN / 2, 100 - PEN / 2

_SIX = "M 50 11 C 45 7.6 39.5 6.5 33.5 6.5 C 16 6.5 6.5 24 6.5 62"

_STROKES: dict[str, tuple[float, Path]] = {
    "A": (62, Path.parse(f"M 6.5 {_B} L 31 {_T} L 55.5 {_B} M 15.2 66 L 46.8 66")),
    "2": (
        62,
        Path.parse(
            f"M 8 27 C 8 14 18 6.5 31 6.5 C 45 6.5 54 15 54 28 C 54 48 23 62 7 {_B} L 55.5 {_B}"
        ),
    ),
    "3": (
        62,
        Path.parse(
            "M 8 17 C 13 10 21 6.5 31 6.5 C 44 6.5 53 14 53 26 C 53 38 44 45.5 29 45.5 "
            "C 46 45.5 55.5 55 55.5 70 C 55.5 85 45 93.5 31 93.5 C 20 93.5 11 89 6.5 82"
        ),
    ),
    "4": (64, Path.parse(f"M 45 {_B} L 45 {_T} L 6.5 67 L 57.5 67")),
    "5": (
        62,
        Path.parse(
            "M 52 6.5 L 14.5 6.5 L 11 44 C 17 40 23.5 38.5 31 38.5 C 45.5 38.5 55.5 49 55.5 65 "
            "C 55.5 83 44 93.5 30 93.5 C 19 93.5 11 89 6.5 82"
        ),
    ),
    "6": (62, Path.parse(_SIX) + ellipse(31, 68, 24.5, 25.5)),
    "7": (62, Path.parse(f"M 6.5 {_T} L 55.5 {_T} C 42 30 31 58 27.5 {_B}")),
    "8": (62, ellipse(31, 27, 20.5, 20.5) + ellipse(31, 70, 24.5, 23.5)),
    "J": (52, Path.parse("M 45.5 6.5 L 45.5 68 C 45.5 84 37 93.5 25 93.5 C 14 93.5 7 87 6.5 76")),
    "Q": (66, ellipse(33, 50, 26.5, 43.5) + Path.parse("M 38 71 L 59.5 97")),
    "K": (62, Path.parse(f"M 7.5 {_T} L 7.5 {_B} M 55 {_T} L 9 59 M 24 41 L 56 {_B}")),
}
# A nine is a six turned over; sharing the shape keeps the pair consistent.
_STROKES["9"] = (62, _STROKES["6"][1].transformed(rotate(180, 31, 50)))
# "10" is a narrow one beside a zero, condensed so it is no wider than the other indices.
_ONE = Path.parse(f"M 6.5 22 L 23 {_T} L 23 {_B}")
_ZERO = ellipse(71, 50, 23, 43.5)
_STROKES["T"] = (100.5, _ONE + _ZERO)
_STROKES["1"] = (29.5, _ONE)
_TEN_CONDENSE = 0.82


def rank_path(rank: str, x: float, y: float, height: float, condense: float = 1.0) -> Path:
    """Centre line of ``rank`` with its ink box's top-left at (x, y).

    The pen width to stroke it with is :func:`pen_width` of the same ``height``.
    ``condense`` squeezes the centre line horizontally (the pen stays round).
    """
    s = height / 100.0
    # Squeeze around the pen's centre so the ink still starts at x.
    t = translate(-_T, 0).then(scale(_x_scale(rank, s, condense), s))
    return _STROKES[rank][1].transformed(t.then(translate(x + PEN * s / 2, y)))


def rank_ink_width(rank: str, height: float, condense: float = 1.0) -> float:
    s = height / 100.0
    return (_STROKES[rank][0] - PEN) * _x_scale(rank, s, condense) + PEN * s


def _x_scale(rank: str, s: float, condense: float) -> float:
    # Two figures side by side: narrower still, so "10" is not much wider than "8".
    return s * condense * (_TEN_CONDENSE if rank == "T" else 1.0)


def pen_width(height: float) -> float:
    return PEN * height / 100.0
