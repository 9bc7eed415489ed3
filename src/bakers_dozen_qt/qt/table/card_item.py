"""One card on the table: a pixmap item that knows its card and which side is up."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem

from ...engine.cards import Card


class CardItem(QGraphicsPixmapItem):
    """A card's picture; the scene decides where it goes from the engine's state."""

    def __init__(self, card: Card) -> None:
        super().__init__()
        self.card = card
        self.face_up = True
        self.pixmap_key: tuple[object, ...] = ()
        # The whole card rectangle is clickable: the rounded corners' transparent
        # pixels must not make a click fall through to the card below.
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)

    def __repr__(self) -> str:
        return f"<CardItem {self.card.name} at {self.pos().x():.0f},{self.pos().y():.0f}>"
