"""The view over the table: no scrolling, the scene is always exactly the viewport.

Nothing that runs before the first frame touches ``Qt``'s namespace enums (``Qt.X``):
PySide builds all ~140 of them on the first touch, about 15 ms of start-up. Settings of
that kind are made by name through Qt's property system instead.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView

from .table_scene import TableScene


class TableView(QGraphicsView):
    """Scene coordinates are viewport pixels: the scene lays itself out on every resize."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.table = scene
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setProperty("horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
        self.setProperty("verticalScrollBarPolicy", "ScrollBarAlwaysOff")
        self.setProperty("alignment", "AlignLeft|AlignTop")
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # Small enough for a small screen at a large scale factor (QT_SCALE_FACTOR=2).
        self.setMinimumSize(240, 160)  # a QGraphicsView takes keyboard focus (StrongFocus)

    def relayout(self) -> None:
        vp = self.viewport()
        self.resetCachedContent()
        self.table.relayout(vp.width(), vp.height(), vp.devicePixelRatioF())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def event(self, event: QEvent) -> bool:
        # Moving to a screen with another scale: render the cards again for it.
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self.relayout()
        return super().event(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The device pixel ratio is only certain once the window is on a screen.
        if self.viewport().devicePixelRatioF() != self.table.dpr:
            self.relayout()
