"""Paths as plain coordinate lists, so every shape can be pre-transformed in Python.

Writing final coordinates (instead of SVG ``transform`` attributes) keeps stroke widths
exact after rotation and lets any SVG renderer draw the cards the same way.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

Point = tuple[float, float]
# One segment: "M"/"L" with one point, "C" with three, "Z" with none.
Segment = tuple[str, tuple[Point, ...]]

# Control-point distance that makes four cubic Béziers a near-perfect circle.
KAPPA = 0.5522847498


def num(value: float) -> str:
    """Fixed two-decimal text without trailing zeros, so output bytes never drift."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


@dataclass(frozen=True)
class Affine:
    """x' = a*x + c*y + e ; y' = b*x + d*y + f (the SVG matrix order)."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    def apply(self, p: Point) -> Point:
        x, y = p
        return (self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f)

    def then(self, other: Affine) -> Affine:
        """This transform followed by ``other``."""
        o = other
        return Affine(
            o.a * self.a + o.c * self.b,
            o.b * self.a + o.d * self.b,
            o.a * self.c + o.c * self.d,
            o.b * self.c + o.d * self.d,
            o.a * self.e + o.c * self.f + o.e,
            o.b * self.e + o.d * self.f + o.f,
        )

    @property
    def scale_factor(self) -> float:
        return math.sqrt(abs(self.a * self.d - self.b * self.c))


def translate(dx: float, dy: float) -> Affine:
    return Affine(e=dx, f=dy)


def scale(sx: float, sy: float | None = None) -> Affine:
    return Affine(a=sx, d=sx if sy is None else sy)


def rotate(degrees: float, cx: float = 0.0, cy: float = 0.0) -> Affine:
    r = math.radians(degrees)
    cos, sin = math.cos(r), math.sin(r)
    return translate(-cx, -cy).then(Affine(cos, sin, -sin, cos)).then(translate(cx, cy))


def place(cx: float, cy: float, size: float, turned: bool = False) -> Affine:
    """Map a shape drawn in a 100-unit box around the origin to ``size`` at (cx, cy)."""
    t = scale(size / 100.0)
    if turned:
        t = t.then(rotate(180))
    return t.then(translate(cx, cy))


class Path:
    """An absolute-coordinate path of move/line/cubic/close segments."""

    def __init__(self, segments: Iterable[Segment] = ()) -> None:
        self.segments: list[Segment] = list(segments)

    @classmethod
    def parse(cls, text: str) -> Path:
        """Read a tiny absolute SVG subset: M, L, C, Q, Z with numbers separated by spaces."""
        tokens = text.replace(",", " ").split()
        path = cls()
        i, cmd = 0, ""
        last: Point = (0.0, 0.0)
        arity = {"M": 1, "L": 1, "C": 3, "Q": 2, "Z": 0}
        while i < len(tokens):
            if tokens[i] in arity:
                cmd = tokens[i]
                i += 1
                if cmd == "Z":
                    path.segments.append(("Z", ()))
                    continue
            pts = []
            for _ in range(arity[cmd]):
                pts.append((float(tokens[i]), float(tokens[i + 1])))
                i += 2
            if cmd == "Q":
                # Quadratics become cubics so every later step handles one curve kind.
                q, end = pts
                c1 = (last[0] + 2 / 3 * (q[0] - last[0]), last[1] + 2 / 3 * (q[1] - last[1]))
                c2 = (end[0] + 2 / 3 * (q[0] - end[0]), end[1] + 2 / 3 * (q[1] - end[1]))
                path.segments.append(("C", (c1, c2, end)))
            else:
                path.segments.append((cmd, tuple(pts)))
            last = pts[-1]
            if cmd == "M":
                cmd = "L"  # SVG rule: extra pairs after M are line-tos
        return path

    def __add__(self, other: Path) -> Path:
        return Path(self.segments + other.segments)

    def transformed(self, t: Affine) -> Path:
        return Path((cmd, tuple(t.apply(p) for p in pts)) for cmd, pts in self.segments)

    def d(self) -> str:
        parts = []
        for cmd, pts in self.segments:
            coords = " ".join(f"{num(x)} {num(y)}" for x, y in pts)
            parts.append(f"{cmd}{coords}" if coords else cmd)
        return "".join(parts)

    def subpaths(self) -> list[Path]:
        out: list[Path] = []
        for seg in self.segments:
            if seg[0] == "M" or not out:
                out.append(Path())
            out[-1].segments.append(seg)
        return out

    def sample(self, steps: int = 12) -> list[Point]:
        """Points along the outline, for areas and bounding boxes."""
        pts: list[Point] = []
        cur: Point = (0.0, 0.0)
        for cmd, seg in self.segments:
            if cmd in ("M", "L"):
                cur = seg[0]
                pts.append(cur)
            elif cmd == "C":
                p0, (p1, p2, p3) = cur, seg
                for k in range(1, steps + 1):
                    t = k / steps
                    u = 1 - t
                    pts.append(
                        (
                            u**3 * p0[0]
                            + 3 * u * u * t * p1[0]
                            + 3 * u * t * t * p2[0]
                            + t**3 * p3[0],
                            u**3 * p0[1]
                            + 3 * u * u * t * p1[1]
                            + 3 * u * t * t * p2[1]
                            + t**3 * p3[1],
                        )
                    )
                cur = p3
        return pts

    def bbox(self) -> tuple[float, float, float, float]:
        pts = self.sample()
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return min(xs), min(ys), max(xs), max(ys)

    def reversed(self) -> Path:
        """The same single closed subpath traced the other way round."""
        start = self.segments[0][1][0]
        nodes: list[tuple[str, tuple[Point, ...], Point]] = []
        cur = start
        for cmd, pts in self.segments[1:]:
            if cmd in ("L", "C"):
                nodes.append((cmd, pts, cur))
                cur = pts[-1]
        out = Path([("M", (cur,))])
        for cmd, pts, prev in reversed(nodes):
            if cmd == "L":
                out.segments.append(("L", (prev,)))
            else:
                out.segments.append(("C", (pts[1], pts[0], prev)))
        out.segments.append(("Z", ()))
        return out

    def oriented(self) -> Path:
        """Every closed subpath clockwise on screen, so overlapping parts union under nonzero."""
        result = Path()
        for sub in self.subpaths():
            if signed_area(sub.sample()) < 0:
                sub = sub.reversed()
            result = result + sub
        return result


def signed_area(pts: Sequence[Point]) -> float:
    return 0.5 * sum(
        pts[i][0] * pts[(i + 1) % len(pts)][1] - pts[(i + 1) % len(pts)][0] * pts[i][1]
        for i in range(len(pts))
    )


def ellipse(cx: float, cy: float, rx: float, ry: float) -> Path:
    kx, ky = rx * KAPPA, ry * KAPPA
    return Path(
        [
            ("M", ((cx + rx, cy),)),
            ("C", ((cx + rx, cy + ky), (cx + kx, cy + ry), (cx, cy + ry))),
            ("C", ((cx - kx, cy + ry), (cx - rx, cy + ky), (cx - rx, cy))),
            ("C", ((cx - rx, cy - ky), (cx - kx, cy - ry), (cx, cy - ry))),
            ("C", ((cx + kx, cy - ry), (cx + rx, cy - ky), (cx + rx, cy))),
            ("Z", ()),
        ]
    )


def circle(cx: float, cy: float, r: float) -> Path:
    return ellipse(cx, cy, r, r)


def rounded_rect(x: float, y: float, w: float, h: float, r: float) -> Path:
    k = r * (1 - KAPPA)
    x1, y1 = x + w, y + h
    return Path(
        [
            ("M", ((x + r, y),)),
            ("L", ((x1 - r, y),)),
            ("C", ((x1 - k, y), (x1, y + k), (x1, y + r))),
            ("L", ((x1, y1 - r),)),
            ("C", ((x1, y1 - k), (x1 - k, y1), (x1 - r, y1))),
            ("L", ((x + r, y1),)),
            ("C", ((x + k, y1), (x, y1 - k), (x, y1 - r))),
            ("L", ((x, y + r),)),
            ("C", ((x, y + k), (x + k, y), (x + r, y))),
            ("Z", ()),
        ]
    )


def polygon(points: Sequence[Point]) -> Path:
    segs: list[Segment] = [("M", (points[0],))]
    segs += [("L", (p,)) for p in points[1:]]
    segs.append(("Z", ()))
    return Path(segs)


def polyline(points: Sequence[Point]) -> Path:
    segs: list[Segment] = [("M", (points[0],))]
    segs += [("L", (p,)) for p in points[1:]]
    return Path(segs)


def clip_polygon(points: Sequence[Point], box: tuple[float, float, float, float]) -> list[Point]:
    """Sutherland–Hodgman against an axis-aligned box; avoids SVG clipPath support gaps."""
    x0, y0, x1, y1 = box
    pts = list(points)
    # Each edge: which coordinate it bounds, the bound, and which side is kept.
    for axis, bound, keep_above in ((0, x0, True), (0, x1, False), (1, y0, True), (1, y1, False)):

        def inside(p: Point, axis: int = axis, bound: float = bound, up: bool = keep_above) -> bool:
            return p[axis] >= bound if up else p[axis] <= bound

        out: list[Point] = []
        for i, cur in enumerate(pts):
            prev = pts[i - 1]
            if inside(cur):
                if not inside(prev):
                    out.append(_cut(prev, cur, axis, bound))
                out.append(cur)
            elif inside(prev):
                out.append(_cut(prev, cur, axis, bound))
        pts = out
    return pts


def _cut(a: Point, b: Point, axis: int, bound: float) -> Point:
    """Where segment a-b crosses the line coordinate[axis] == bound."""
    t = (bound - a[axis]) / (b[axis] - a[axis])
    x, y = a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])
    return (bound, y) if axis == 0 else (x, bound)
