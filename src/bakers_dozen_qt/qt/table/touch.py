"""Play by touch: a finger's taps, drags and long presses turned into the hand's gestures.

- a tap is a click: on a top card it picks the card up and lights its targets; on a lit
  pile it plays the card there;
- a second tap on the same card soon after is a double-click: the card goes up;
- a finger drag is a mouse drag;
- a long press (half a second, the finger still) asks for a Hint (``hint_wanted``).

A finger is wider than a pointer: a touch that lands beside a card or a pile (in the gap
between two columns, on the felt just under a column) goes to the nearest one within a
*slack*, so that every card and pile takes touches over at least :data:`MIN_TARGET_MM`
in each direction at any size of card and zoom.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QPointF, QTimer, Signal

from .card_item import CardItem
from .layout import Rect
from .pile import Pile
from .table_input import TableInput

MIN_TARGET_MM = 7.0
"""The least width and height a touch target takes, in millimetres on the screen."""
LONG_PRESS_MS = 500
MOVE_SLOP_MM = 2.5
"""How far a finger may wander and still tap (or press long), not drag."""


class TouchScene(Protocol):
    @property
    def input(self) -> TableInput: ...
    @property
    def paused(self) -> bool: ...
    def card_size(self) -> tuple[float, float]: ...
    def card_at(self, pos: QPointF) -> CardItem | None: ...
    def pile_at(self, pos: QPointF) -> Pile | None: ...
    def touch_targets(self) -> list[tuple[Rect, QPointF]]: ...
    def snap_back(self) -> None: ...


class TouchPlay(QObject):
    hint_wanted = Signal()

    def __init__(self, scene: TouchScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self.px_per_mm = 96 / 25.4
        """Scene units per millimetre on the screen (the view sets it from the screen's
        size and the zoom)."""
        self.double_tap_ms = 400
        self._start = QPointF()
        self._last_tap: tuple[int, CardItem | None] | None = None  # (time, card)
        self._moved = False
        self._long = False
        self._double = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(LONG_PRESS_MS)
        self._timer.timeout.connect(self._long_press)

    # --- the finger ------------------------------------------------------------------------

    def begin(self, pos: QPointF, ms: int) -> None:
        at = self.snap(pos)
        self._start, self._moved, self._long, self._double = pos, False, False, False
        scene = self._scene
        card = scene.card_at(at)
        last = self._last_tap
        if (
            last is not None
            and card is not None
            and last[1] is card
            and 0 <= ms - last[0] <= self.double_tap_ms
        ):
            self._double = True
            self._last_tap = None
            scene.input.double_click(at)
            return
        scene.input.press(at)
        if not scene.paused:
            self._timer.start()

    def update(self, pos: QPointF) -> None:
        if self._double or self._long:
            return
        if not self._moved:
            if _distance(pos, self._start) < MOVE_SLOP_MM * self.px_per_mm:
                return
            self._moved = True
            self._timer.stop()
        self._scene.input.move(pos)

    def end(self, pos: QPointF, ms: int) -> None:
        self._timer.stop()
        if self._double or self._long:
            return
        if self._moved:
            self._scene.input.move(pos)
            self._scene.input.release(pos)
            self._last_tap = None
            return
        at = self.snap(self._start)
        self._last_tap = (ms, self._scene.card_at(at))
        self._scene.input.release(at)

    def cancel(self) -> None:
        """The system took the touch away (a gesture of its own): nothing happens."""
        self._timer.stop()
        self._scene.input.clear()
        self._scene.snap_back()
        self._last_tap = None

    @property
    def long_pressed(self) -> bool:
        """The finger on the table now has been held long (a Hint was asked for)."""
        return self._long

    def _long_press(self) -> None:
        self._long = True
        self._scene.input.clear()
        self._scene.snap_back()
        self.hint_wanted.emit()

    # --- where a touch goes ------------------------------------------------------------------

    def slack(self) -> float:
        """How far beside a target a touch still takes it, in scene units: enough that
        the card's width plus twice this is :data:`MIN_TARGET_MM`, and never under a
        millimetre and a half."""
        card_w, _ = self._scene.card_size()
        need = MIN_TARGET_MM * self.px_per_mm
        return max(1.5 * self.px_per_mm, (need - card_w) / 2)

    def snap(self, pos: QPointF) -> QPointF:
        """``pos`` itself if it lies on a card or a pile; else the middle of the nearest
        top card or pile within :meth:`slack`; else ``pos`` (the felt)."""
        scene = self._scene
        if scene.card_at(pos) is not None or scene.pile_at(pos) is not None:
            return pos
        best, distance = pos, self.slack()
        for rect, middle in scene.touch_targets():
            d = _rect_distance(rect, pos)
            if d <= distance:
                best, distance = middle, d
        return best


def _distance(a: QPointF, b: QPointF) -> float:
    d = a - b
    return float((d.x() ** 2 + d.y() ** 2) ** 0.5)


def _rect_distance(r: Rect, p: QPointF) -> float:
    dx = max(r.x - p.x(), 0.0, p.x() - (r.x + r.w))
    dy = max(r.y - p.y(), 0.0, p.y() - (r.y + r.h))
    return float((dx * dx + dy * dy) ** 0.5)
