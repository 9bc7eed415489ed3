"""Court cards: a double-ended half figure of our own in a frame.

Each figure is drawn in a 120 x 100 "panel" whose bottom edge is the card's centre
line; the lower half is the same drawing turned 180°, as on a printed deck. The rank
decides the headwear, hair and what the figure holds; the suit decides the robe colour,
the chest medallion, the sceptre top and the frame's corner symbol.
"""

from __future__ import annotations

from dataclasses import dataclass

from .geometry import Path, circle, ellipse, polygon, rotate, scale, translate
from .style import CREAM, GOLD, INK, Style
from .suits import suit_path
from .svg import CARD_H, CARD_W, Svg

SKIN = "#f5d7b5"
CHEEK = "#eea08f"
WHITE = "#ffffff"
GOLD_DARK = "#b7861b"
LEAF = "#2f7d32"
WOOD = "#7a4a1e"
HAIR = {"K": "#d8d2c8", "Q": "#9a5b22", "J": "#4b2e17"}

LINE = 0.9  # outline width in panel units


@dataclass(frozen=True)
class Frame:
    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def cx(self) -> float:
        return (self.x0 + self.x1) / 2

    @property
    def cy(self) -> float:
        return (self.y0 + self.y1) / 2


def court_frame(style: Style) -> Frame:
    if style.large:
        return Frame(58.0, 88.0, CARD_W - 58.0, CARD_H - 88.0)
    return Frame(50.0, 46.0, CARD_W - 50.0, CARD_H - 46.0)


class _Pen:
    """Draws panel-space shapes into both halves of the frame."""

    def __init__(self, svg: Svg, frame: Frame) -> None:
        self.svg = svg
        half = frame.cy - frame.y0
        self.s = min((half - 3) / 100.0, (frame.x1 - frame.x0 - 2) / 120.0)
        top = translate(-60, -100).then(scale(self.s)).then(translate(frame.cx, frame.cy))
        self.halves = [top, top.then(rotate(180, frame.cx, frame.cy))]

    def fill(self, path: Path, color: str, line: float | None = LINE) -> None:
        for t in self.halves:
            p = path.transformed(t)
            if line:
                self.svg.outlined(p, color, INK, line * self.s)
            else:
                self.svg.fill(p, color)

    def stroke(self, path: Path, color: str, width: float) -> None:
        for t in self.halves:
            self.svg.stroke(path.transformed(t), color, width * self.s)

    def rod(self, path: Path, color: str, width: float) -> None:
        """A stroke with a dark outline, for sceptres and stems."""
        self.stroke(path, INK, width + 2 * LINE)
        self.stroke(path, color, width)

    def suit(self, suit: str, cx: float, cy: float, size: float, color: str, line: str) -> None:
        for t in self.halves:
            p = suit_path(suit, cx, cy, size).transformed(t)
            self.svg.outlined(p, color, line, 0.8 * self.s)


def draw_court(svg: Svg, style: Style, rank: str, suit: str) -> None:
    frame = court_frame(style)
    color = style.color(suit)
    _draw_frame(svg, frame, color, suit)
    pen = _Pen(svg, frame)
    # Gold trims read against every suit colour, black included.
    robe, trim = color, GOLD

    # Back layer: hair that falls behind the shoulders.
    if rank == "Q":
        pen.fill(
            Path.parse("M 45 33 C 40 50 40 62 32 73 L 88 73 C 80 62 80 50 75 33 Z"), HAIR[rank]
        )
    elif rank == "K":
        pen.fill(
            Path.parse("M 46.5 34 C 44.5 44 44.5 54 47 62 L 73 62 C 75.5 54 75.5 44 73.5 34 Z"),
            HAIR[rank],
        )

    # Robe, with the rank's own pattern.
    pen.fill(
        Path.parse(
            "M 0 100 L 0 86 C 0 75 6 69 17 68 C 24 67.5 29 67 34 66.5 L 86 66.5 "
            "C 91 67 96 67.5 103 68 C 114 69 120 75 120 86 L 120 100 Z"
        ),
        robe,
    )
    pen.fill(Path.parse("M 46 66.5 L 60 100 L 74 66.5 Z"), trim)
    pen.stroke(Path.parse("M 60 72 L 60 100"), GOLD_DARK, 1.0)
    _robe_pattern(pen, rank, suit, trim)

    pen.fill(Path.parse("M 54 48 L 54 70 L 66 70 L 66 48 Z"), SKIN)
    _collar(pen, rank)
    pen.fill(ellipse(60, 41, 12.5, 15.5), SKIN)
    _face(pen, rank)
    _headwear(pen, rank, suit, color)
    _held_object(pen, rank, suit, color)
    _arm(pen, rank, trim)

    # Chest medallion: the suit, large enough to read at a glance.
    pen.fill(circle(60, 88, 8.8), WHITE, line=None)
    pen.stroke(circle(60, 88, 8.8), GOLD_DARK, 1.4)
    pen.suit(suit, 60, 88.4, 11.5, color, color)
    # Drawn last so the figure sits inside a clean edge, and the halves meet on a line.
    _frame_lines(svg, frame, color)


def _draw_frame(svg: Svg, frame: Frame, color: str, suit: str) -> None:
    box = polygon(
        [(frame.x0, frame.y0), (frame.x1, frame.y0), (frame.x1, frame.y1), (frame.x0, frame.y1)]
    )
    svg.path(box, fill=CREAM)
    inset = 3.5
    # Corner symbols: top-left and, turned, bottom-right, like the pips of a printed court.
    size = 20.0
    for turned in (False, True):
        cx, cy = frame.x0 + inset + 13.5, frame.y0 + inset + 14.5
        if turned:
            cx, cy = frame.x1 - inset - 13.5, frame.y1 - inset - 14.5
        svg.fill(suit_path(suit, cx, cy, size, turned=turned), color)


def _frame_lines(svg: Svg, frame: Frame, color: str) -> None:
    box = polygon(
        [(frame.x0, frame.y0), (frame.x1, frame.y0), (frame.x1, frame.y1), (frame.x0, frame.y1)]
    )
    svg.path(box, fill="none", stroke=color, stroke_width=1.6)
    svg.path(
        Path.parse(f"M {frame.x0} {frame.cy} L {frame.x1} {frame.cy}"),
        fill="none",
        stroke=INK,
        stroke_width=1.0,
    )


def _robe_pattern(pen: _Pen, rank: str, suit: str, trim: str) -> None:
    if rank == "K":
        for x, y in ((22, 90), (34, 80), (86, 80), (98, 90)):
            pen.suit(suit, x, y, 8.5, trim, trim)
    elif rank == "Q":
        for x, y in (
            (20, 94),
            (28, 84),
            (38, 76),
            (82, 76),
            (92, 84),
            (100, 94),
            (34, 93),
            (86, 93),
        ):
            pen.fill(circle(x, y, 1.8), trim, line=None)
    else:
        pen.fill(Path.parse("M 18 80 L 30 72 L 42 100 L 30 100 Z"), trim, line=LINE)
        pen.fill(Path.parse("M 102 80 L 90 72 L 78 100 L 90 100 Z"), trim, line=LINE)


def _collar(pen: _Pen, rank: str) -> None:
    if rank == "K":
        # Ermine: white fur with black tails.
        pen.fill(Path.parse("M 29 68 C 44 77 76 77 91 68 L 94 76 C 77 87 43 87 26 76 Z"), WHITE)
        for x, y in ((34, 76), (45, 80), (60, 81.5), (75, 80), (86, 76)):
            pen.fill(
                Path.parse(f"M {x} {y - 2.2} L {x + 1.3} {y + 1.8} L {x - 1.3} {y + 1.8} Z"),
                INK,
                line=None,
            )
    elif rank == "Q":
        pen.fill(Path.parse("M 40 66 C 50 72 70 72 80 66 L 82 71 C 70 79 50 79 38 71 Z"), WHITE)
        for k in range(9):
            bead = 40.5 + k * 4.9
            pen.fill(circle(bead, 71.5 + 4.0 * (1 - ((bead - 60) / 21) ** 2), 2.3), WHITE)
    else:
        pen.fill(Path.parse("M 45 65.5 L 52 77 L 60 69.5 L 68 77 L 75 65.5 Z"), WHITE)


def _face(pen: _Pen, rank: str) -> None:
    for x in (53.5, 66.5):
        pen.fill(circle(x, 46.5, 2.1), CHEEK, line=None)
    for x in (55.2, 64.8):
        pen.fill(ellipse(x, 40.2, 1.5, 1.2), INK, line=None)
    pen.stroke(Path.parse("M 52.3 36.6 C 53.8 35.4 56.4 35.3 58 36.3"), INK, 0.9)
    pen.stroke(Path.parse("M 67.7 36.6 C 66.2 35.4 63.6 35.3 62 36.3"), INK, 0.9)
    pen.stroke(
        Path.parse("M 60.2 40.5 C 59.6 43.5 58.7 45.5 58.9 46.6 C 59.6 47.2 60.6 47.2 61.3 46.8"),
        INK,
        0.8,
    )
    if rank == "K":
        pen.fill(
            Path.parse(
                "M 47.5 44 C 47 58 53 67.5 60 69 C 67 67.5 73 58 72.5 44 "
                "C 70 50.5 66 53.5 60 53.5 C 54 53.5 50 50.5 47.5 44 Z"
            ),
            HAIR[rank],
        )
        for x0, x1 in ((55, 56.5), (60, 60), (65, 63.5)):
            pen.stroke(Path.parse(f"M {x0} 57 C {x0} 61 {x1} 64 {x1} 66"), "#a39c90", 0.7)
        pen.fill(
            Path.parse(
                "M 53 50.2 C 56 47.6 64 47.6 67 50.2 C 63.5 50 61 51 60 51.2 "
                "C 59 51 56.5 50 53 50.2 Z"
            ),
            HAIR[rank],
        )
        pen.stroke(Path.parse("M 58 52.6 L 62 52.6"), "#a3413a", 0.9)
    else:
        pen.stroke(Path.parse("M 57 51 C 59 52.3 61 52.3 63 51"), "#b13a37", 1.0)


def _headwear(pen: _Pen, rank: str, suit: str, color: str) -> None:
    if rank == "K":
        pen.fill(
            Path.parse(
                "M 45.5 29 L 44 9 L 51.5 17.5 L 55 5 L 60 15.5 L 65 5 L 68.5 17.5 "
                "L 76 9 L 74.5 29 Z"
            ),
            GOLD,
        )
        pen.fill(Path.parse("M 44.5 23.5 L 75.5 23.5 L 75.5 30 L 44.5 30 Z"), GOLD_DARK)
        for x, y in ((44, 8.5), (55, 4.5), (65, 4.5), (76, 8.5)):
            pen.fill(circle(x, y, 2.1), GOLD)
        pen.suit(suit, 60, 26.8, 5.5, color, color)
        for x in (50, 70):
            pen.fill(circle(x, 26.8, 1.4), WHITE, line=None)
    elif rank == "Q":
        for side in (1, -1):
            pen.fill(
                Path.parse(
                    _mirror("M 47.5 37 C 47.5 30 52 27.5 57 28.5 C 53 31 50 34 48.5 41 Z", side)
                ),
                HAIR[rank],
            )
        pen.fill(
            Path.parse(
                "M 47 30 L 47 22 C 50 23 52 22 54 17.5 C 56 20.5 58 16 60 10.5 "
                "C 62 16 64 20.5 66 17.5 C 68 22 70 23 73 22 L 73 30 Z"
            ),
            GOLD,
        )
        for x, y in ((47, 21), (54, 16.5), (60, 9.5), (66, 16.5), (73, 21)):
            pen.fill(circle(x, y, 1.9), WHITE)
        pen.suit(suit, 60, 25.5, 5.0, color, color)
    else:
        for side in (1, -1):
            pen.fill(
                Path.parse(_mirror("M 47.8 35 C 46.5 42 47 47 48.7 51 L 50.5 40 Z", side)),
                HAIR[rank],
            )
        pen.fill(
            Path.parse(
                "M 42.5 33 C 40.5 22 50 15 61 15 C 73 15 80.5 22 78.5 31 "
                "C 68 27.5 54 27.5 42.5 33 Z"
            ),
            color,
        )
        pen.fill(
            Path.parse("M 42.5 33 C 54 27.5 68 27.5 78.5 31 L 79 35 C 68 31.5 54 31.5 43.2 37 Z"),
            GOLD,
        )
        pen.fill(Path.parse("M 71 21 C 79 10 90 4 101 3 C 97 9.5 88 17.5 74.5 25 Z"), WHITE)
        pen.stroke(Path.parse("M 73 23 C 82 14 91 7 99 4"), INK, 0.6)


def _held_object(pen: _Pen, rank: str, suit: str, color: str) -> None:
    if rank == "K":
        pen.rod(Path.parse("M 93.5 100 L 97.5 42"), GOLD, 2.8)
        pen.fill(circle(97.6, 42, 2.6), GOLD)
        pen.suit(suit, 97.8, 32.5, 17, color, GOLD_DARK)
    elif rank == "Q":
        pen.rod(Path.parse("M 26 100 C 26 80 22 62 22 50"), LEAF, 1.8)
        pen.fill(Path.parse("M 23.4 66 C 29 59.5 34 61 35.5 63.5 C 31 66 27 67 23.4 66 Z"), LEAF)
        pen.fill(Path.parse("M 22.6 58 C 17 52.5 12.5 54 11 56.5 C 15 59 19 59.5 22.6 58 Z"), LEAF)
        for k in range(5):
            a = rotate(k * 72, 22, 44)
            pen.fill(ellipse(22, 38.8, 3.6, 5.0).transformed(a), color)
        pen.fill(circle(22, 44, 3.2), GOLD)
    else:
        pen.rod(Path.parse("M 22.5 100 L 18 24"), WOOD, 2.4)
        pen.fill(Path.parse("M 18 11 L 21.2 24 L 14.8 24 Z"), GOLD)
        pen.fill(Path.parse("M 18.6 28 C 10 25 6 33 7.5 41 C 10.5 37.5 14.5 36 19.2 36.5 Z"), GOLD)
        pen.fill(Path.parse("M 19 27 L 35 31.5 L 19.5 36 Z"), color)


def _arm(pen: _Pen, rank: str, sleeve: str) -> None:
    """The sleeve from the shoulder to the hand that grips the held object."""
    hand = {"K": (94.3, 80.0), "Q": (25.6, 80.0), "J": (21.3, 78.0)}[rank]
    shoulder = (hand[0] - 12.0, 70.0) if hand[0] > 60 else (hand[0] + 12.0, 70.0)
    wrist = (hand[0] - 2.5 if hand[0] > 60 else hand[0] + 2.5, hand[1] + 1.5)
    sleeve_path = Path.parse(f"M {shoulder[0]} {shoulder[1]} L {wrist[0]} {wrist[1]}")
    pen.rod(sleeve_path, sleeve, 8.0)
    cuff = wrist[0] + (-1.5 if hand[0] > 60 else 1.5)
    pen.fill(ellipse(cuff, wrist[1] - 1.0, 4.6, 3.2), WHITE)
    pen.fill(ellipse(hand[0], hand[1], 4.0, 3.6), SKIN)


def _mirror(path: str, side: int) -> str:
    """The same path, reflected across the panel's centre line when ``side`` is -1."""
    if side == 1:
        return path
    out = []
    tokens = path.split()
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.isalpha():
            out.append(tok)
            i += 1
            continue
        out.append(f"{120 - float(tok):g}")
        out.append(tokens[i + 1])
        i += 2
    return " ".join(out)
