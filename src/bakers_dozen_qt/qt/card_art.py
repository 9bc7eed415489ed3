"""Card pictures: the SVG deck rendered to pixmaps at the size the table needs.

Each SVG is parsed once (lazily) and every rendered pixmap is cached by size, so a
repaint costs a dictionary lookup. Only the most recent sizes are kept: a table shows
one card size at a time, and a resize makes the old pixmaps useless.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from bakers_dozen_qt.resources import asset_path

__all__ = [
    "BACKS",
    "CARD_ASPECT",
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "DECK_STYLES",
    "RANKS",
    "SUITS",
    "CardArt",
    "pixel_size",
]

CARD_WIDTH = 250
CARD_HEIGHT = 350
CARD_ASPECT = 1.4
DECK_STYLES = ("classic", "fourcolor", "classic-large", "fourcolor-large")
BACKS = ("blue", "red")
RANKS = "A23456789TJQK"
SUITS = "CDHS"

# How many distinct (width, dpr) sizes keep their pixmaps; two lets a dialog preview
# and the table coexist without evicting each other on every paint.
_KEPT_SIZES = 2


def pixel_size(width: int, dpr: float = 1.0) -> tuple[int, int]:
    """Device-pixel size of a card pixmap ``width`` logical pixels wide."""
    return round(width * dpr), round(width * CARD_ASPECT * dpr)


def _check(value: str, allowed: tuple[str, ...], what: str) -> str:
    if value not in allowed:
        raise ValueError(f"unknown {what} {value!r}; choose one of: {', '.join(allowed)}")
    return value


class CardArt:
    """Renders faces, backs and pile markers of one deck style and back design."""

    def __init__(self, style: str = "classic", back: str = "blue") -> None:
        self._style = _check(style, DECK_STYLES, "deck style")
        self._back = _check(back, BACKS, "card back")
        self._renderers: dict[Path, QSvgRenderer] = {}
        self._cache: OrderedDict[tuple[str, str, int, float], QPixmap] = OrderedDict()
        self._sizes: list[tuple[int, float]] = []

    @property
    def style(self) -> str:
        return self._style

    @property
    def back_name(self) -> str:
        return self._back

    def set_style(self, style: str) -> None:
        self._style = _check(style, DECK_STYLES, "deck style")
        self.clear_cache()

    def set_back(self, back: str) -> None:
        self._back = _check(back, BACKS, "card back")
        self.clear_cache()

    def clear_cache(self) -> None:
        self._cache.clear()
        self._sizes.clear()

    def face(self, card_id: str, width: int, dpr: float = 1.0) -> QPixmap:
        """The face of ``card_id`` (rank then suit, e.g. ``"TD"`` for the ten of diamonds)."""
        if len(card_id) != 2 or card_id[0] not in RANKS or card_id[1] not in SUITS:
            raise ValueError(f"invalid card id {card_id!r}; expected rank+suit like 'AS' or 'TD'")
        return self._pixmap("face", card_id, ("cards", self._style, f"{card_id}.svg"), width, dpr)

    def back(self, width: int, dpr: float = 1.0) -> QPixmap:
        return self._pixmap("back", self._back, ("cards", "backs", f"{self._back}.svg"), width, dpr)

    def empty(self, width: int, dpr: float = 1.0) -> QPixmap:
        """The faint outline marking an empty tableau column."""
        return self._pixmap("pile", "empty", ("cards", "piles", "empty.svg"), width, dpr)

    def foundation(self, suit: str, width: int, dpr: float = 1.0) -> QPixmap:
        """The marker of an empty foundation for ``suit`` (one of C, D, H, S)."""
        if len(suit) != 1 or suit not in SUITS:
            raise ValueError(f"invalid suit {suit!r}; choose one of: C, D, H, S")
        name = f"foundation-{suit}"
        return self._pixmap("pile", name, ("cards", "piles", f"{name}.svg"), width, dpr)

    def _pixmap(
        self, kind: str, ident: str, parts: tuple[str, ...], width: int, dpr: float
    ) -> QPixmap:
        if width <= 0 or dpr <= 0:
            raise ValueError(f"card width and dpr must be positive, got {width} and {dpr}")
        key = (kind, f"{parts[1]}/{ident}", width, dpr)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        self._remember_size((width, dpr))
        pixmap = self._render(asset_path(*parts), width, dpr)
        self._cache[key] = pixmap
        return pixmap

    def _remember_size(self, size: tuple[int, float]) -> None:
        if size in self._sizes:
            self._sizes.remove(size)
        self._sizes.append(size)
        if len(self._sizes) > _KEPT_SIZES:
            dropped = self._sizes.pop(0)
            for key in [k for k in self._cache if (k[2], k[3]) == dropped]:
                del self._cache[key]

    def _renderer(self, path: Path) -> QSvgRenderer:
        renderer = self._renderers.get(path)
        if renderer is None:
            renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise OSError(f"cannot read card picture {path}")
            self._renderers[path] = renderer
        return renderer

    def _render(self, path: Path, width: int, dpr: float) -> QPixmap:
        w, h = pixel_size(width, dpr)
        # Painting into a QImage, not a QPixmap, keeps the alpha channel on every platform.
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._renderer(path).render(painter, QRectF(0, 0, w, h))
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap
