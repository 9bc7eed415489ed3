"""Card faces: the blank card, corner indices, pip layouts and aces."""

from __future__ import annotations

import math

from .geometry import Path, circle, polygon, rotate, rounded_rect
from .glyphs import pen_width, rank_ink_width, rank_path
from .style import EDGE, Style
from .suits import suit_path
from .svg import CARD_H, CARD_W, Svg

CX, CY = CARD_W / 2, CARD_H / 2
RADIUS = 14.0
BORDER = 1.5


def turn(path: Path) -> Path:
    """The point-symmetric copy used for the bottom-right index and lower pips."""
    return path.transformed(rotate(180, CX, CY))


def blank_card(svg: Svg, fill: str = "#ffffff") -> None:
    inset = BORDER / 2
    outline = rounded_rect(inset, inset, CARD_W - BORDER, CARD_H - BORDER, RADIUS - inset)
    svg.outlined(outline, fill, EDGE, BORDER)


def draw_index(svg: Svg, style: Style, rank: str, suit: str) -> None:
    color = style.color(suit)
    if style.large:
        height, top, left = 60.0, 12.0, 13.0
        glyph = rank_path(rank, left, top, height, condense=0.92)
        # Fixed suit position so every card's index reads at the same place.
        pip = suit_path(suit, 95.0, top + height / 2, 52.0)
    else:
        height, top, centre = 33.0, 15.0, 25.0
        left = centre - rank_ink_width(rank, height, 0.9) / 2
        glyph = rank_path(rank, left, top, height, condense=0.9)
        pip = suit_path(suit, centre, top + height + 17.0, 25.0)
    for path in (glyph, turn(glyph)):
        svg.stroke(path, color, pen_width(height))
    for path in (pip, turn(pip)):
        svg.fill(path, color)


def pip_area(style: Style) -> tuple[float, float, float, float]:
    """Pip centre grid: (top row y, bottom row y, column offset from centre, pip size)."""
    if style.large:
        return 110.0, 240.0, 54.0, 38.0
    return 74.0, 276.0, 54.0, 46.0


def pip_positions(rank: str, style: Style) -> list[tuple[float, float]]:
    top, bottom, dx, _ = pip_area(style)
    span = bottom - top
    left, mid, right = CX - dx, CX, CX + dx

    def row(frac: float) -> float:
        return top + span * frac

    n = int(rank) if rank != "T" else 10
    sides: list[float] = []
    centre: list[float] = []
    if n in (2, 3):
        centre = [0.0, 1.0] + ([0.5] if n == 3 else [])
    elif n in (4, 5):
        sides = [0.0, 1.0]
        centre = [0.5] if n == 5 else []
    elif n in (6, 7, 8):
        sides = [0.0, 0.5, 1.0]
        centre = {6: [], 7: [0.25], 8: [0.25, 0.75]}[n]
    else:
        sides = [0.0, 1 / 3, 2 / 3, 1.0]
        centre = [0.5] if n == 9 else [1 / 6, 5 / 6]
    pts = [(x, row(f)) for f in sides for x in (left, right)]
    pts += [(mid, row(f)) for f in centre]
    return sorted(pts, key=lambda p: (p[1], p[0]))


def draw_pips(svg: Svg, style: Style, rank: str, suit: str) -> None:
    size = pip_area(style)[3]
    for x, y in pip_positions(rank, style):
        # Pips below the middle face the other way, as on a printed card.
        svg.fill(suit_path(suit, x, y, size, turned=y > CY + 0.5), style.color(suit))


def draw_ace(svg: Svg, style: Style, suit: str) -> None:
    color = style.color(suit)
    size = 92.0 if style.large else 104.0
    if suit != "S":
        svg.fill(suit_path(suit, CX, CY, size), color)
        return
    # The ace of spades carries the deck's ornament: a big spade inside a ring of 13 stars.
    big = size * 1.28
    ring = 72.0 if style.large else 92.0
    band = 9.0 if style.large else 11.0
    svg.stroke(circle(CX, CY, ring + 3.5), color, 0.9)
    svg.path(circle(CX, CY, ring) + circle(CX, CY, ring - band), fill=color, fill_rule="evenodd")
    for i in range(13):
        a = math.radians(i * 360 / 13 - 90)
        r = ring - band / 2
        x, y = CX + r * math.cos(a), CY + r * math.sin(a)
        svg.fill(star(x, y, band * 0.36, band * 0.13, 4, i * 360 / 13), "#ffffff")
    svg.stroke(circle(CX, CY, ring - band - 3.5), color, 0.9)
    svg.fill(suit_path("S", CX, CY + 2, big), color)
    inner = suit_path("S", CX, CY + 2, big * 0.8)
    svg.stroke(inner, "#ffffff", 1.6)
    svg.fill(suit_path("S", CX, CY - big * 0.06, big * 0.22), "#ffffff")


def star(cx: float, cy: float, outer: float, inner: float, points: int, angle: float = 0) -> Path:
    """A star polygon, its first point ``angle`` degrees clockwise from straight up."""
    pts = []
    for k in range(points * 2):
        r = outer if k % 2 == 0 else inner
        a = math.radians(angle + k * 180 / points - 90)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return polygon(pts)
