"""Pure table geometry: where piles and cards go for a given view size.

Everything is measured in card widths first (a card is 1 wide and ``CARD_ASPECT`` high)
and scaled to pixels once, so the table keeps its proportions at every window size and
the scene can use pixel coordinates 1:1 with the view (crisp pixmaps, no transform).
No Qt here: the layout is unit-tested on its own.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from .pile import Pile

CARD_ASPECT: Final = 1.4
MARGIN: Final = 0.2  # around the table, in card widths
GAP: Final = 0.12  # between neighbouring columns
ROW_GAP: Final = 0.3  # between the foundation row and the columns
FAN: Final = 0.28  # vertical step between fanned cards, in card heights
FAN_DOWN: Final = 0.12  # face-down cards only need to show that they are there
MIN_FAN: Final = 0.09  # a squeezed fan still shows every card's corner index
ROOM_FOR: Final = 9  # the view is sized so that a column this long needs no squeeze
# "Larger cards": the width decides the card size; thin margins and gaps, and the height
# need only hold a 13-card column at the tightest fan.
LARGE_MARGIN: Final = 0.06
LARGE_GAP: Final = 0.04
LARGE_ROOM_FOR: Final = 13


# A named tuple, not a frozen dataclass: made at start-up in a tenth of the time (docs/start-up.md).
class Rect(NamedTuple):
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.right and self.y <= py <= self.bottom

    def overlap(self, other: Rect) -> float:
        """The area both rectangles cover (0 when they are apart)."""
        w = min(self.right, other.right) - max(self.x, other.x)
        h = min(self.bottom, other.bottom) - max(self.y, other.y)
        return w * h if w > 0 and h > 0 else 0.0

    def united(self, other: Rect) -> Rect:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)


# A named tuple, not a frozen dataclass: made at start-up in a tenth of the time (docs/start-up.md).
class TableLayout(NamedTuple):
    """Pile rectangles in view pixels for ``columns`` columns in a ``width`` × ``height`` view."""

    width: float
    height: float
    columns: int
    card_w: float
    card_h: float
    column_rects: tuple[Rect, ...]
    foundation_rects: tuple[Rect, ...]  # in suit order C D H S
    margin: float = MARGIN  # around the table, in card widths

    @classmethod
    def compute(
        cls, width: float, height: float, columns: int, *, larger: bool = False
    ) -> TableLayout:
        """``larger``: cards as wide as the width allows, columns overlapping more to fit."""
        margin, gap = (LARGE_MARGIN, LARGE_GAP) if larger else (MARGIN, GAP)
        fan_room = (LARGE_ROOM_FOR - 1) * MIN_FAN if larger else (ROOM_FOR - 1) * FAN
        units_w = 2 * margin + columns + (columns - 1) * gap
        units_h = 2 * margin + CARD_ASPECT + ROW_GAP + CARD_ASPECT + fan_room * CARD_ASPECT
        # Whole pixels keep card edges on the pixel grid; 8 px is a floor for tiny views.
        card_w = float(max(8, int(min(width / units_w, height / units_h))))
        card_h = round(card_w * CARD_ASPECT)
        pitch = card_w * (1 + gap)
        left = round((width - (columns * card_w + (columns - 1) * gap * card_w)) / 2)
        top = round(margin * card_w)
        col_top = top + card_h + round(ROW_GAP * card_w)
        cols = tuple(Rect(round(left + i * pitch), col_top, card_w, card_h) for i in range(columns))
        # Foundations sit above the rightmost four columns, so both rows share a grid.
        first = max(columns - 4, 0)
        founds = tuple(
            Rect(round(left + (first + s) * pitch), top, card_w, card_h) for s in range(4)
        )
        return cls(width, height, columns, card_w, card_h, cols, founds, margin)

    def pile_rect(self, pile: Pile) -> Rect:
        if pile.is_foundation:
            return self.foundation_rects[pile.index]
        return self.column_rects[pile.index]

    def piles(self) -> list[Pile]:
        return [Pile.column(i) for i in range(self.columns)] + [
            Pile.foundation(s) for s in range(4)
        ]

    def fan_steps(self, face_up: list[bool]) -> list[float]:
        """Y offset of each card of a column from the column's top edge.

        A column that would run off the bottom of the view squeezes its steps evenly,
        never below :data:`MIN_FAN`, so long columns stay readable and on screen.
        """
        n = len(face_up)
        if n == 0:
            return []
        up, down = FAN * self.card_h, FAN_DOWN * self.card_h
        steps = [down if not face_up[i] else up for i in range(n - 1)]
        room = self.height - self.margin * self.card_w - self.card_h - self.column_rects[0].y
        total = sum(steps)
        if total > room > 0:
            scale = max(room / total, MIN_FAN / FAN)
            steps = [s * scale for s in steps]
        offsets = [0.0]
        for s in steps:
            offsets.append(offsets[-1] + s)
        return offsets

    def pile_extent(self, pile: Pile, face_up: list[bool]) -> Rect:
        """All of a pile: a foundation's place, or a column from its base to its top card
        (``face_up`` says, bottom to top, which of the column's cards lie face up)."""
        base = self.pile_rect(pile)
        if pile.is_foundation or not face_up:
            return base
        return base.united(self.card_rects(pile.index, face_up)[-1])

    def card_rects(self, column: int, face_up: list[bool]) -> list[Rect]:
        base = self.column_rects[column]
        return [
            Rect(base.x, round(base.y + dy), self.card_w, self.card_h)
            for dy in self.fan_steps(face_up)
        ]
