"""Card backs, pile markers for the empty table, and the application icon."""

from __future__ import annotations

import math

from .faces import RADIUS, blank_card, star
from .geometry import Path, circle, clip_polygon, polygon, rotate, rounded_rect, scale, translate
from .glyphs import pen_width, rank_ink_width, rank_path
from .style import RED
from .suits import suit_path
from .svg import CARD_H, CARD_W, Svg

CX, CY = CARD_W / 2, CARD_H / 2

# Base, lighter tone and line colour for each back, and the pattern on its field.
BACK_COLORS: dict[str, tuple[str, str, str]] = {
    "blue": ("#1d4f9a", "#2a63b8", "#9fc0ee"),
    "red": ("#9e1b2f", "#b8283e", "#f1a7b1"),
    "green": ("#17603f", "#21794f", "#a6dcbf"),
    "purple": ("#4a2a78", "#5d3992", "#cdb8ef"),
    "charcoal": ("#2a2e35", "#3a4049", "#e2c274"),
    "amber": ("#82400f", "#a4561c", "#f7d3a6"),
}
BACK_PATTERNS: dict[str, str] = {
    "blue": "harlequin",
    "red": "harlequin",
    "green": "check",
    "purple": "rings",
    "charcoal": "pinstripe",
    "amber": "sunburst",
}

Box = tuple[float, float, float, float]


def back_svg(name: str) -> str:
    base, light, line = BACK_COLORS[name]
    svg = Svg(title=f"Card back: {name}")
    blank_card(svg)
    margin = 11.0
    panel = rounded_rect(margin, margin, CARD_W - 2 * margin, CARD_H - 2 * margin, RADIUS - 5)
    svg.fill(panel, base)
    field = (margin + 8, margin + 8, CARD_W - margin - 8, CARD_H - margin - 8)
    _PATTERNS[BACK_PATTERNS[name]](svg, field, light, line)
    x0, y0, x1, y1 = field
    frame = polygon([(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
    svg.path(frame, fill="none", stroke=line, stroke_width=1.6)
    outer = polygon([(x0 - 4, y0 - 4), (x1 + 4, y0 - 4), (x1 + 4, y1 + 4), (x0 - 4, y1 + 4)])
    svg.path(outer, fill="none", stroke=line, stroke_width=0.8)
    # The medallion: thirteen points for a baker's dozen.
    svg.fill(circle(CX, CY, 50), base)
    svg.stroke(circle(CX, CY, 50), line, 1.6)
    svg.stroke(circle(CX, CY, 45), line, 0.8)
    svg.fill(star(CX, CY, 41, 24, 13), line)
    svg.fill(circle(CX, CY, 19), base)
    svg.stroke(circle(CX, CY, 19), line, 1.2)
    svg.fill(star(CX, CY, 12, 5, 4, 45), line)
    for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
        svg.fill(polygon([(x, y - 7), (x + 5, y), (x, y + 7), (x - 5, y)]), line)
    return svg.render()


def _harlequin(svg: Svg, field: Box, light: str, line: str) -> None:
    """Card-shaped diamonds with diagonals through their corners."""
    w, h = 25.0, 35.0
    shapes = Path()
    # Centred on the card so the pattern is symmetric around the medallion.
    cols = int((field[2] - field[0]) / w) + 2
    rows = int((field[3] - field[1]) / h) + 2
    for j in range(-rows, rows + 1, 2):
        for i in range(-cols, cols + 1, 2):
            x, y = CX + i * w / 2, CY + j * h / 2
            pts = clip_polygon(
                [(x, y - h / 2), (x + w / 2, y), (x, y + h / 2), (x - w / 2, y)], field
            )
            if len(pts) >= 3:
                shapes = shapes + polygon(pts)
    svg.fill(shapes, light)
    _diagonals(svg, field, line, w, h, 0.8, 0.55)


def _diagonals(
    svg: Svg, field: Box, line: str, w: float, h: float, width: float, opacity: float
) -> None:
    """Lines of slope ±h/w a width ``w`` apart, through the card's centre, cut to the field."""
    x0, y0, x1, y1 = field
    cols = int((x1 - x0) / w) + 2
    lines = Path()
    for k in range(-cols - 8, cols + 8):
        ax = CX + w / 2 + k * w
        for sign in (1, -1):
            a = (ax - sign * (CY - y0) * w / h, y0)
            b = (ax + sign * (y1 - CY) * w / h, y1)
            seg = _clip_segment(a, b, field)
            if seg:
                lines = lines + Path([("M", (seg[0],)), ("L", (seg[1],))])
    svg.path(lines, fill="none", stroke=line, stroke_width=width, stroke_opacity=opacity)


def _check(svg: Svg, field: Box, light: str, line: str) -> None:
    """A woven check: lighter squares at every other crossing, thin threads between."""
    x0, y0, x1, y1 = field
    pitch = 18.0
    squares = Path()
    threads = Path()
    nx = int((x1 - x0) / pitch / 2) + 1
    ny = int((y1 - y0) / pitch / 2) + 1
    for j in range(-ny, ny + 1):
        y = CY + j * pitch
        if y0 < y < y1:
            threads = threads + Path([("M", ((x0, y),)), ("L", ((x1, y),))])
        for i in range(-nx, nx + 1):
            x = CX + i * pitch
            if (i + j) % 2 == 0:
                s = pitch / 2 - 2
                pts = clip_polygon(
                    [(x - s, y - s), (x + s, y - s), (x + s, y + s), (x - s, y + s)], field
                )
                if len(pts) >= 3:
                    squares = squares + polygon(pts)
    for i in range(-nx, nx + 1):
        x = CX + i * pitch
        if x0 < x < x1:
            threads = threads + Path([("M", ((x, y0),)), ("L", ((x, y1),))])
    svg.fill(squares, light)
    svg.path(threads, fill="none", stroke=line, stroke_width=0.7, stroke_opacity=0.45)


def _rings(svg: Svg, field: Box, light: str, line: str) -> None:
    """Rows of small rings, every other row shifted by half a ring."""
    x0, y0, x1, y1 = field
    r, pitch = 7.0, 20.0
    discs = Path()
    rings = Path()
    ny = int((y1 - y0) / pitch / 2) + 1
    nx = int((x1 - x0) / pitch / 2) + 1
    for j in range(-ny, ny + 1):
        y = CY + j * pitch * 0.866
        shift = pitch / 2 if j % 2 else 0.0
        for i in range(-nx - 1, nx + 1):
            x = CX + i * pitch + shift
            if x - r - 2 < x0 or x + r + 2 > x1 or y - r - 2 < y0 or y + r + 2 > y1:
                continue  # whole rings only: no clipping of curves needed
            discs = discs + circle(x, y, r)
            rings = rings + circle(x, y, r - 3)
    svg.fill(discs, light)
    svg.path(rings, fill="none", stroke=line, stroke_width=0.9, stroke_opacity=0.6)


def _pinstripe(svg: Svg, field: Box, light: str, line: str) -> None:
    """Fine diagonal stripes both ways, a lighter band along the frame."""
    x0, y0, x1, y1 = field
    band = Path()
    for pts in (
        [(x0, y0), (x1, y0), (x1, y0 + 10), (x0, y0 + 10)],
        [(x0, y1 - 10), (x1, y1 - 10), (x1, y1), (x0, y1)],
    ):
        band = band + polygon(pts)
    svg.fill(band, light)
    _diagonals(svg, field, line, 14.0, 14.0, 0.6, 0.4)


def _sunburst(svg: Svg, field: Box, light: str, line: str) -> None:
    """Rays from the medallion out to the frame, every other one lighter."""
    rays = Path()
    far = 400.0
    n = 26  # twice thirteen
    for k in range(0, n, 2):
        a0 = 2 * math.pi * k / n
        a1 = 2 * math.pi * (k + 1) / n
        pts = clip_polygon(
            [
                (CX, CY),
                (CX + far * math.cos(a0), CY + far * math.sin(a0)),
                (CX + far * math.cos(a1), CY + far * math.sin(a1)),
            ],
            field,
        )
        if len(pts) >= 3:
            rays = rays + polygon(pts)
    svg.fill(rays, light)
    x0, y0, x1, y1 = field
    inner = polygon([(x0 + 6, y0 + 6), (x1 - 6, y0 + 6), (x1 - 6, y1 - 6), (x0 + 6, y1 - 6)])
    svg.path(inner, fill="none", stroke=line, stroke_width=0.8, stroke_opacity=0.6)


_PATTERNS = {
    "harlequin": _harlequin,
    "check": _check,
    "rings": _rings,
    "pinstripe": _pinstripe,
    "sunburst": _sunburst,
}


def _clip_segment(
    a: tuple[float, float], b: tuple[float, float], box: tuple[float, float, float, float]
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Liang–Barsky line clipping to an axis-aligned box."""
    x0, y0, x1, y1 = box
    dx, dy = b[0] - a[0], b[1] - a[1]
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, a[0] - x0), (dx, x1 - a[0]), (-dy, a[1] - y0), (dy, y1 - a[1])):
        if p == 0:
            if q < 0:
                return None
            continue
        r = q / p
        if p < 0:
            t0 = max(t0, r)
        else:
            t1 = min(t1, r)
    if t0 >= t1 - 1e-9:
        return None
    return (a[0] + t0 * dx, a[1] + t0 * dy), (a[0] + t1 * dx, a[1] + t1 * dy)


def _marker_outline(svg: Svg) -> None:
    inset = 2.5
    outline = rounded_rect(inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset, RADIUS - 1)
    svg.path(
        outline,
        fill="#ffffff",
        fill_opacity=0.07,
        stroke="#ffffff",
        # 3:1 against every theme's felt, its lighter centre included (WCAG 1.4.11;
        # tests/qt/test_theme_contrast.py).
        stroke_opacity=0.65,
        stroke_width=3.0,
    )


def empty_svg() -> str:
    svg = Svg(title="Empty column")
    _marker_outline(svg)
    return svg.render()


def foundation_svg(suit: str) -> str:
    svg = Svg(title=f"Foundation {suit}")
    _marker_outline(svg)
    svg.path(suit_path(suit, CX, CY, 120), fill="#ffffff", fill_opacity=0.65)
    glyph = rank_path("A", 18, 18, 34)
    svg.path(
        glyph,
        fill="none",
        stroke="#ffffff",
        stroke_opacity=0.65,
        stroke_width=pen_width(34),
        stroke_linecap="round",
        stroke_linejoin="round",
    )
    return svg.render()


def icon_svg() -> str:
    """A fan of three cards, the front one marked 13: a baker's dozen."""
    size, margin = 512.0, 14.0
    w, h, angle = 250.0, 350.0, 17.0
    base = translate(-w / 2, -h)  # cards stand on a pivot at the origin
    fans = [
        (base.then(translate(0, -18)).then(rotate(a)), BACK_COLORS[c])
        for a, c in ((-angle, "blue"), (angle, "red"))
    ]
    outline = rounded_rect(0, 0, w, h, 22)
    box = (
        outline.transformed(fans[0][0])
        + outline.transformed(fans[1][0])
        + outline.transformed(base)
    ).bbox()
    # Scale the whole fan to fill the icon, so the small sizes stay legible.
    k = (size - 2 * margin) / max(box[2] - box[0], box[3] - box[1])
    fit = (
        translate(-(box[0] + box[2]) / 2, -(box[1] + box[3]) / 2)
        .then(scale(k))
        .then(translate(size / 2, size / 2))
    )
    svg = Svg(size, size, title="Baker's Dozen")
    for t, colors in fans:
        t = t.then(fit)
        svg.outlined(outline.transformed(t), "#ffffff", "#5d6470", 4 * k)
        svg.fill(rounded_rect(16, 16, w - 32, h - 32, 12).transformed(t), colors[0])
        svg.path(
            rounded_rect(30, 30, w - 60, h - 60, 4).transformed(t),
            fill="none",
            stroke=colors[2],
            stroke_width=8 * k,
        )
    front = base.then(fit)
    svg.path(outline.transformed(translate(0, 6).then(front)), fill="#000000", fill_opacity=0.3)
    svg.outlined(outline.transformed(front), "#ffffff", "#5d6470", 4 * k)
    height = 150.0
    one_w, three_w = rank_ink_width("1", height), rank_ink_width("3", height)
    gap = height * 0.12
    x = w / 2 - (one_w + gap + three_w) / 2
    numeral = rank_path("1", x, 36, height) + rank_path("3", x + one_w + gap, 36, height)
    svg.stroke(numeral.transformed(front), RED, pen_width(height) * 1.15 * k)
    svg.fill(suit_path("H", w / 2, 268, 100).transformed(front), RED)
    return svg.render()
