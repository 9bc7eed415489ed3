"""The view over the table: no scrolling, the scene is always exactly the viewport."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView

from .table_scene import TableScene


class TableView(QGraphicsView):
    """Scene coordinates are viewport pixels: the scene lays itself out on every resize."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.table = scene
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(480, 320)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

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
