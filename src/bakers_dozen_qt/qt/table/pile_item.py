"""Pile placeholders (empty column, foundation marker), the glow that lights a pile, the
keyboard's focus frame and the column keys' labels.

Nothing here touches Qt's namespace enums: these items may paint the first frame (see
view.py).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .layout import Rect
from .pile import Pile

Z_PILE = -10.0
Z_GLOW = 500.0  # above every card that lies on the table, below the card being dragged
Z_FOCUS = 600.0  # above the glows: the frame must show round a lit pile too
Z_VEIL = 5000.0
# The dark halo under a glow's line: 3:1 from a card's face and from the line itself, in
# every theme (tests/qt/test_theme_contrast.py).
HALO_ALPHA = 190


class PileItem(QGraphicsPixmapItem):
    """The base of a pile: what shows when no card lies there."""

    def __init__(self, pile: Pile) -> None:
        super().__init__()
        self.pile = pile
        self.setZValue(Z_PILE)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)


class GlowItem(QGraphicsItem):
    """A thick rounded outline with a soft fill: visible on the felt and on a white card.

    Drawn as a dark halo under a bright line, so it reads on light and dark themes alike.
    ``role`` says what it marks: ``"target"``, ``"selection"``, ``"hint-source"`` or
    ``"hint-target"``.
    """

    def __init__(self, role: str) -> None:
        super().__init__()
        self.role = role
        self._rect = QRectF()
        self._colour = QColor("#ffd23f")
        self._width = 4.0
        self._active = False
        self.setZValue(Z_GLOW)  # the scene's own mouse handlers never pass clicks to it
        self.setVisible(False)

    def set_geometry(self, rect: Rect, card_w: float) -> None:
        self.prepareGeometryChange()
        self._width = max(3.0, card_w * 0.05)
        self._rect = QRectF(rect.x, rect.y, rect.w, rect.h)

    @property
    def active(self) -> bool:
        return self._active

    def set_active(self, active: bool) -> None:
        """The pile a release would land on: a denser fill says "here"."""
        if active != self._active:
            self._active = active
            self.update()

    def set_colour(self, colour: QColor | str) -> None:
        self._colour = QColor(colour)
        self.update()

    def boundingRect(self) -> QRectF:
        m = self._width * 1.5 + 2
        return self._rect.adjusted(-m, -m, m, m)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect.adjusted(
            -self._width / 2, -self._width / 2, self._width / 2, self._width / 2
        )
        radius = self._rect.width() * 0.09
        path = QPainterPath()
        path.addRoundedRect(r, radius, radius)
        fill = QColor(self._colour)
        fill.setAlpha(120 if self._active else 55)
        painter.fillPath(path, fill)
        painter.setPen(QPen(QColor(0, 0, 0, HALO_ALPHA), self._width + 3))
        painter.drawPath(path)
        painter.setPen(QPen(self._colour, self._width))
        painter.drawPath(path)


BLANK_EDGE = 0.04
"""How much of a card's width lies blank left of its corner index (every deck we draw)."""


class FocusFrame(QGraphicsItem):
    """The keyboard's focus: a dashed white line on a black one round the whole pile.

    White on black shows on every felt (green, dark, the black of high contrast) and on a
    white card alike, and no glow is drawn that way: a lit target, the selected card
    and a hint stay readable inside the frame.
    """

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._width = 3.0
        self.setZValue(Z_FOCUS)
        self.setVisible(False)

    def set_geometry(self, rect: Rect, card_w: float, gap: float | None = None) -> None:
        """Round ``rect``; ``gap``: the room between the pile and its neighbours. The
        lines keep to it and to the pile's own blank edge, covering neither a
        neighbour's corner index nor the pile's own, however close the columns stand
        (Larger Cards): thinner only if even that is too narrow."""
        self.prepareGeometryChange()
        self._width = max(3.0, round(card_w * 0.05))
        out = self._width * 1.5 + 1  # outside the pile, so a glow on it stays whole
        side = out
        if gap is not None:
            room = gap + math.floor(card_w * BLANK_EDGE)
            self._width = min(self._width, max(1.0, room - 2))
            half = (self._width + 2) / 2  # half of the outer (black) line
            side = min(out, gap - half)  # its outer edge no further than the neighbour
        self._rect = QRectF(rect.x, rect.y, rect.w, rect.h).adjusted(-side, -out, side, out)

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def line_width(self) -> float:
        """The width of the frame's outer (black) line."""
        return self._width + 2

    def drawn_rect(self) -> QRectF:
        """Where the frame's lines reach: its rectangle and half the outer stroke."""
        half = (self._width + 2) / 2
        return self._rect.adjusted(-half, -half, half, half)

    def boundingRect(self) -> QRectF:
        m = self._width + 2
        return self._rect.adjusted(-m, -m, m, m)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        # strokePath with pens built by setters: QPainter.setPen and QPen(colour, width)
        # make PySide build every enum of Qt's namespace, and the frame paints the first
        # frame (see view.py).
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = max(4.0, self._rect.width() * 0.1)
        path = QPainterPath()
        path.addRoundedRect(self._rect, radius, radius)
        painter.strokePath(path, _pen(QColor(0, 0, 0), self._width + 2))
        dashes = _pen(QColor(255, 255, 255), self._width)
        dashes.setDashPattern([2.5, 1.5])  # in line widths
        painter.strokePath(path, dashes)


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen()
    pen.setColor(colour)
    pen.setWidthF(width)
    return pen


class ColumnKeys(QGraphicsItem):
    """The key of each column, printed just above it (View → Show Column Keys).

    Text items, as the caption: they paint without touching Qt's namespace enums.
    """

    def __init__(self) -> None:
        super().__init__()
        self._texts: list[QGraphicsTextItem] = []
        self._labels: list[str] = []
        self._bounds = QRectF()
        self.setZValue(Z_PILE)

    def set_labels(self, labels: list[tuple[Rect, str]], font_px: int, colour: str) -> None:
        """``labels``: each column's rectangle and its key; drawn above each rectangle."""
        font = QFont()
        font.setPixelSize(max(8, font_px))
        font.setBold(True)
        while len(self._texts) < len(labels):
            item = QGraphicsTextItem()
            item.setParentItem(self)
            self._texts.append(item)
        bounds = QRectF()
        for i, item in enumerate(self._texts):
            item.setVisible(i < len(labels))
            if i >= len(labels):
                continue
            r, text = labels[i]
            item.setFont(font)
            item.setDefaultTextColor(QColor(colour))
            item.setPlainText(text)
            box = item.boundingRect()
            item.setPos(r.x + (r.w - box.width()) / 2, r.y - box.height())
            bounds = bounds.united(item.sceneBoundingRect())
        self.prepareGeometryChange()
        self._bounds = bounds
        self._labels = [text for _, text in labels]

    @property
    def labels(self) -> list[str]:
        return list(self._labels)

    def boundingRect(self) -> QRectF:
        return QRectF(self._bounds)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        pass  # the text items are its children


def make_veil(
    rect: QRectF, felt: QBrush, text_colour: QColor, font_px: int, html: str
) -> QGraphicsRectItem:
    """The cover over a paused table: plain felt and ``html`` saying how to play on."""
    from PySide6.QtCore import Qt

    veil = QGraphicsRectItem(rect)
    veil.setBrush(felt)
    veil.setPen(QPen(Qt.PenStyle.NoPen))
    veil.setZValue(Z_VEIL)
    text = QGraphicsTextItem()
    text.setParentItem(veil)  # the (parent) constructor overload does not pick the parent
    text.setDefaultTextColor(text_colour)
    font = QFont()
    font.setPixelSize(font_px)
    text.setFont(font)
    set_veil_text(veil, html)
    return veil


def set_veil_text(veil: QGraphicsRectItem, html: str) -> None:
    """Say ``html`` on the cover, centred (again when the language changes)."""
    for text in veil.childItems():
        if isinstance(text, QGraphicsTextItem):
            rect = veil.rect()
            text.setHtml(html)
            text.setTextWidth(rect.width())  # <center> centres within the text width
            text.setPos(rect.x(), rect.center().y() - text.boundingRect().height() / 2)
