"""Moving card items smoothly: one eased animation drives every item that changed place."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtWidgets import QGraphicsItem

if TYPE_CHECKING:
    from PySide6.QtCore import QVariantAnimation


class Mover(QObject):
    """Slides items to new positions; a new request starts from wherever items are now.

    ``finished`` fires once nothing is moving, so tests and the window can wait for it.
    """

    finished = Signal()

    def __init__(self, parent: QObject | None = None, duration_ms: int = 200) -> None:
        super().__init__(parent)
        self.duration_ms = duration_ms
        self._anim: QVariantAnimation | None = None
        self._tracks: list[tuple[QGraphicsItem, QPointF, QPointF]] = []
        self._shake: QVariantAnimation | None = None
        self._shake_item: tuple[QGraphicsItem, QPointF] | None = None
        self._delays: dict[QGraphicsItem, float] = {}
        self._ms = self._total = 1.0

    @property
    def running(self) -> bool:
        return self._anim is not None or self._shake is not None

    def move(
        self,
        targets: Sequence[tuple[QGraphicsItem, QPointF]],
        duration_ms: int | None = None,
        *,
        one_by_one: Sequence[QGraphicsItem] = (),
    ) -> None:
        """Slide each item of ``targets`` to its end. The items of ``one_by_one`` set off
        in that order, a little after each other (Auto Finish sends cards up one after
        another), the rest at once."""
        self._stop_move()
        self._stop_shake()
        ms = self.duration_ms if duration_ms is None else duration_ms
        tracks = [(item, item.pos(), end) for item, end in targets if item.pos() != end]
        if ms <= 0 or not tracks:
            for item, _, end in tracks:
                item.setPos(end)
            self.finished.emit()
            return
        self._tracks = tracks
        moving = {item for item, _, _ in tracks}
        # A card moved twice (onto the next of its suit, later up) leaves when it is
        # first taken: cards leave a column from its top down.
        order = list(dict.fromkeys(item for item in one_by_one if item in moving))
        # Each card sets off when the one before it is a third of its way: a steady
        # stream, about a fifth of a second per card at the usual speed.
        gap = ms / 3 if len(order) > 1 else 0.0
        self._delays = {item: i * gap for i, item in enumerate(order)}
        self._ms = float(ms)
        total = ms + gap * max(0, len(order) - 1)
        # Imported here: the first move, not the first frame, pays for PySide building the
        # animation classes' enum types (QEasingCurve's 50 curves among them), some 0.6 ms.
        from PySide6.QtCore import QEasingCurve, QVariantAnimation

        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(round(total))
        if gap:
            self._total = total
            anim.valueChanged.connect(self._step_one_by_one)
        else:
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.valueChanged.connect(self._step)
        anim.finished.connect(self._done)
        self._anim = anim
        anim.start()

    def _step(self, t: float) -> None:
        for item, start, end in self._tracks:
            item.setPos(start + (end - start) * t)

    def _step_one_by_one(self, t: float) -> None:
        now = t * self._total
        for item, start, end in self._tracks:
            own = (now - self._delays.get(item, 0.0)) / self._ms
            if own > 0:
                eased = 1 - (1 - min(1.0, own)) ** 3  # Qt's OutCubic
                item.setPos(start + (end - start) * eased)

    def _done(self) -> None:
        self._step(1.0)
        self._tracks = []
        if self._anim is not None:
            self._anim.deleteLater()
        self._anim = None
        if not self.running:
            self.finished.emit()

    def _stop_move(self) -> None:
        if self._anim is not None:
            self._anim.finished.disconnect(self._done)
            self._anim.stop()
            self._anim.deleteLater()
            self._anim = None
        self._tracks = []

    def finish(self) -> None:
        """Put everything where it is going now (input arrived mid-animation)."""
        was = self.running
        if self._anim is not None:
            tracks = self._tracks
            self._stop_move()
            for item, _, end in tracks:
                item.setPos(end)
        self._stop_shake()
        if was:
            self.finished.emit()

    def shake(self, item: QGraphicsItem) -> None:
        """A short side-to-side wobble: "that card cannot go there"."""
        self.finish()
        if self.duration_ms <= 0:
            return
        home = item.pos()
        amplitude = max(3.0, item.boundingRect().width() * 0.06)
        from PySide6.QtCore import QVariantAnimation

        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(max(120, self.duration_ms + 80))

        def wobble(t: float) -> None:
            item.setPos(home + QPointF(amplitude * math.sin(t * 6 * math.pi) * (1 - t), 0))

        anim.valueChanged.connect(wobble)
        anim.finished.connect(self._shake_done)
        self._shake = anim
        self._shake_item = (item, home)
        anim.start()

    def _shake_done(self) -> None:
        self._stop_shake()
        if not self.running:
            self.finished.emit()

    def _stop_shake(self) -> None:
        if self._shake is not None:
            self._shake.finished.disconnect(self._shake_done)
            self._shake.stop()
            self._shake.deleteLater()
            self._shake = None
        if self._shake_item is not None:
            item, home = self._shake_item
            item.setPos(home)
            self._shake_item = None


class Celebration(QObject):
    """The win: every card swings out into a turning ring and settles back home."""

    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._anim: QVariantAnimation | None = None

    @property
    def running(self) -> bool:
        return self._anim is not None

    def start(
        self, items: Sequence[QGraphicsItem], centre: QPointF, radius: float, ms: int
    ) -> None:
        self.stop()
        if ms <= 0 or not items:
            self.finished.emit()
            return
        homes = [(item, item.pos()) for item in items]
        n = len(homes)

        def frame(t: float) -> None:
            swing = math.sin(math.pi * t)
            for i, (item, home) in enumerate(homes):
                a = 2 * math.pi * (i / n + t)
                ring = centre + QPointF(radius * math.cos(a), 0.8 * radius * math.sin(a))
                item.setPos(home + (ring - home) * swing)

        from PySide6.QtCore import QEasingCurve, QVariantAnimation

        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.InOutSine)
        anim.valueChanged.connect(frame)
        anim.finished.connect(self._done)
        self._homes = homes
        self._anim = anim
        anim.start()

    def _done(self) -> None:
        self.stop()
        self.finished.emit()

    def finish(self) -> None:
        """End now, cards at home, as if it had run its course."""
        if self.running:
            self._done()

    def stop(self) -> None:
        if self._anim is not None:
            self._anim.finished.disconnect(self._done)
            self._anim.stop()
            self._anim.deleteLater()
            self._anim = None
            for item, home in self._homes:
                item.setPos(home)
