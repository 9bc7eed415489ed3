"""Mouse gestures on the table: drag and drop, click-click, double-click.

Dragging is done with plain scene mouse events (press, move past the platform's drag
distance, release), as card games do, rather than ``QDrag``: the card follows the
pointer, every legal target lights up, and tests can drive it with ordinary mouse input.
A finished gesture only ever *asks* for a move (``move_requested``); the engine decides.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsDropShadowEffect,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from ..engine.moves import FOUNDATION, Move
from .card_item import CardItem
from .layout import Rect, column_id

if TYPE_CHECKING:
    from ..engine.cards import Card
    from ..engine.game import Game
    from .animation import Mover
    from .layout import TableLayout

Z_DRAG = 1000.0


def pile_to_target(pile_id: str) -> int:
    return FOUNDATION if pile_id.startswith("found-") else int(pile_id[4:])


class Gestures(QGraphicsScene):
    """The mouse half of :class:`TableScene`, which provides what is declared below."""

    move_requested = Signal(object)  # Move
    message = Signal(str)
    resume_requested = Signal()

    _press: QPointF | None = None
    _press_item: CardItem | None = None
    _drag_col: int | None = None
    _dragging = False
    _drag_start = QPointF()

    if TYPE_CHECKING:
        game: Game
        layout: TableLayout
        mover: Mover
        cards: dict[Card, CardItem]
        lit: set[str]
        selected: int | None
        click_moves_best: bool

        @property
        def paused(self) -> bool: ...
        def card_at(self, pos: QPointF) -> CardItem | None: ...
        def top_column_of(self, item: CardItem | None) -> int | None: ...
        def pile_at(self, pos: QPointF) -> str | None: ...
        def drop_rect(self, pile_id: str) -> Rect: ...
        def targets_of(self, column: int) -> set[str]: ...
        def light(self, pile_ids: set[str]) -> None: ...
        def select(self, column: int) -> None: ...
        def clear_marks(self) -> None: ...
        def mark_drop(self, pile_id: str | None) -> None: ...
        def sync(self, animate: bool = True) -> None: ...

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.paused:
            self.resume_requested.emit()
            return
        self.mover.finish()  # input during an animation applies to the finished table
        self._press = event.scenePos()
        self._press_item = self.card_at(self._press)
        self._drag_col = self.top_column_of(self._press_item)
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or self._drag_col is None or self._press_item is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            col = self._drag_col
            self.clear_marks()
            self._drag_start = self._press_item.pos()
            self._press_item.setZValue(Z_DRAG)
            self._lift(self._press_item, True)
            self.light(self.targets_of(col))
        self._press_item.setPos(self._drag_start + delta)
        self.mark_drop(self._best_drop(self._press_item))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        item, col, dragging = self._press_item, self._drag_col, self._dragging
        self._press = None
        self._press_item = None
        if item is not None:
            self._lift(item, False)
        if dragging and item is not None and col is not None:
            drop = self._best_drop(item)
            self._dragging = False
            if drop is None:
                self.sync()  # snap back
            else:
                self.move_requested.emit(Move(col, pile_to_target(drop)))
            return
        self._click(item, event.scenePos())

    def _lift(self, item: CardItem, lifted: bool) -> None:
        """A shadow under the card in hand, so it reads as picked up off the table."""
        # Each item keeps its own effect and only toggles it: cheaper than a new effect
        # per drag, and no setGraphicsEffect(None) (which deletes under our feet).
        shadow = item.graphicsEffect()
        if shadow is None:
            if not lifted:
                return
            shadow = QGraphicsDropShadowEffect()
            shadow.setColor(QColor(0, 0, 0, 140))
            item.setGraphicsEffect(shadow)
        if lifted and isinstance(shadow, QGraphicsDropShadowEffect):
            shadow.setBlurRadius(self.layout.card_w * 0.25)
            shadow.setOffset(self.layout.card_w * 0.05, self.layout.card_w * 0.08)
        shadow.setEnabled(lifted)

    def _best_drop(self, item: CardItem) -> str | None:
        """The lit pile the dragged card covers most (as KPatience picks it)."""
        p = item.pos()
        card = Rect(p.x(), p.y(), self.layout.card_w, self.layout.card_h)
        best, area = None, 0.0
        for pid in self.lit:
            a = card.overlap(self.drop_rect(pid))
            if a > area:
                best, area = pid, a
        return best

    def _click(self, item: CardItem | None, pos: QPointF) -> None:
        if self.selected is not None:
            pile = self.pile_at(pos)
            source = self.selected
            if pile in self.lit and pile is not None:
                self.clear_marks()
                self.move_requested.emit(Move(source, pile_to_target(pile)))
                return
            self.clear_marks()
            if pile == column_id(source):
                return  # a second click on the selected card puts it down
        col = self.top_column_of(item)
        if col is None:
            self.clear_marks()
            if item is not None and self.game.locate(item.card).column != FOUNDATION:
                self.message.emit("Only the top card of a column moves.")
            return
        if self.click_moves_best:
            best = self.game.best_move(col)
            if best is None:
                self.mover.shake(self.cards[self.game.column(col)[-1]])
            else:
                self.move_requested.emit(best)
            return
        self.select(col)
        if not self.lit:
            top = self.game.column(col)[-1]
            self.message.emit(f"{top.label} has nowhere to go just now.")

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.paused:
            return
        self.mover.finish()
        self._press = None
        self._dragging = False
        item = self.card_at(event.scenePos())
        col = self.top_column_of(item)
        self.clear_marks()
        if col is None or item is None:
            return
        move = Move(col, FOUNDATION)
        if self.game.is_legal(move):
            self.move_requested.emit(move)
        else:
            self.mover.shake(item)
            reason = self.game.illegal_reason(move)
            if reason:
                self.message.emit(reason[0].upper() + reason[1:] + ".")
