"""Card pictures: the SVG deck rendered to pixmaps at the size the table needs.

:class:`CardArt` is the one pixmap cache of the app. Each SVG is parsed once (lazily) and
each picture rendered once per size, so a repaint costs a dictionary lookup. Only the
two most recent sizes are kept: a table shows one card size at a time, and a resize
makes the old pixmaps useless.

With a ``disk_cache`` folder the pictures are also kept between runs (see
:meth:`CardArt.persist` and :mod:`.card_cache`): a returning player's first frame reads
them instead of parsing and rendering 57 SVGs, and never loads the SVG renderer.
Before the first frame each SVG is parsed, drawn and let go (a parsed deck holds some
8 MB); once the window calls :meth:`CardArt.keep_renderers`, they are kept for redrawing
at other sizes.
A picture whose SVG cannot be read is drawn plainly with QPainter instead (``plain_card``),
so a broken asset never leaves a hole in the table.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QImage, QPainter, QPixmap

from ...resources import assets_root
from ..words.i18n import QT_TRANSLATE_NOOP
from . import card_cache
from .plain_card import draw_plain

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

__all__ = [
    "BACKS",
    "BACK_NAMES",
    "CARD_ASPECT",
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "DECK_STYLES",
    "RANKS",
    "STYLE_NAMES",
    "SUITS",
    "CardArt",
    "pixel_size",
]

CARD_WIDTH = 250
CARD_HEIGHT = 350
CARD_ASPECT = 1.4
DECK_STYLES = ("classic", "fourcolor", "classic-large", "fourcolor-large")
BACKS = ("blue", "red", "green", "purple", "charcoal", "amber")
# Their names in View > Deck and View > Card Back (translated where they are shown).
STYLE_NAMES = {
    "classic": QT_TRANSLATE_NOOP("Decks", "Classic"),
    #: A deck whose four suits have four colours (clubs green, diamonds blue).
    "fourcolor": QT_TRANSLATE_NOOP("Decks", "Four Colours"),
    #: The classic deck with large rank and suit signs in the corners.
    "classic-large": QT_TRANSLATE_NOOP("Decks", "Classic, Large Indices"),
    "fourcolor-large": QT_TRANSLATE_NOOP("Decks", "Four Colours, Large Indices"),
}
BACK_NAMES = {
    #: The colour of the cards' backs.
    "blue": QT_TRANSLATE_NOOP("Decks", "Blue"),
    "red": QT_TRANSLATE_NOOP("Decks", "Red"),
    "green": QT_TRANSLATE_NOOP("Decks", "Green Check"),
    "purple": QT_TRANSLATE_NOOP("Decks", "Purple Rings"),
    #: A dark grey back with thin gold lines.
    "charcoal": QT_TRANSLATE_NOOP("Decks", "Charcoal and Gold"),
    #: An orange-brown back with rays from the middle.
    "amber": QT_TRANSLATE_NOOP("Decks", "Amber Sunburst"),
}
RANKS = "A23456789TJQK"
SUITS = "CDHS"

# How many distinct (width, dpr) sizes keep their pixmaps; two lets the start-up size
# and a resized window's coexist without evicting each other on every paint.
_KEPT_SIZES = 2


def pixel_size(width: int, dpr: float = 1.0) -> tuple[int, int]:
    """Device-pixel size of a card pixmap ``width`` logical pixels wide."""
    return round(width * dpr), round(width * CARD_ASPECT * dpr)


def _check(value: str, allowed: tuple[str, ...], what: str) -> str:
    if value not in allowed:
        raise ValueError(f"unknown {what} {value!r}; choose one of: {', '.join(allowed)}")
    return value


# A picture: its SVG's path below the assets' cards/ folder, and the name of the plain
# drawing that stands in for it.
_Picture = tuple[str, str, str]


class CardArt:
    """Faces, backs and pile markers of one deck style and back design, at any size."""

    def __init__(
        self, style: str = "classic", back: str = "blue", disk_cache: Path | None = None
    ) -> None:
        self._style = _check(style, DECK_STYLES, "deck style")
        self._back = _check(back, BACKS, "card back")
        self._disk = disk_cache
        self._renderers: dict[Path, QSvgRenderer] | None = None  # None: none kept
        self._cache: OrderedDict[tuple[_Picture, int, float], QPixmap] = OrderedDict()
        self._sizes: list[tuple[int, float]] = []
        self._unsaved: dict[Path, QPixmap] = {}  # rendered, not yet in the disk cache
        self._known: set[Path] = set()  # cache files this session has read or written
        self._first_size = ""  # the start-up size stays on disk when the window is resized
        self._ink: tuple[tuple[str, str], ...] = ()  # colours drawn otherwise (a theme's)

    @classmethod
    def from_settings(cls, style: str, back: str, disk_cache: Path | None = None) -> CardArt:
        """Like the constructor, but a style or back this version does not know (an older
        version's settings) falls back to the default instead of failing."""
        return cls(
            style if style in DECK_STYLES else DECK_STYLES[0],
            back if back in BACKS else BACKS[0],
            disk_cache,
        )

    @staticmethod
    def styles() -> list[str]:
        return list(DECK_STYLES)

    @staticmethod
    def backs() -> list[str]:
        return list(BACKS)

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

    def set_ink(self, ink: tuple[tuple[str, str], ...]) -> bool:
        """Draw the pictures' colours ``ink`` says otherwise (``(as drawn, instead)``
        pairs: the high-contrast theme's darker reds); whether that changed anything."""
        if ink == self._ink:
            return False
        self._ink = ink
        if self._renderers is not None:
            self._renderers.clear()
        self.clear_cache()
        return True

    def keep_renderers(self) -> None:
        """From now on keep each SVG once parsed (once the first frame is up)."""
        if self._renderers is None:
            self._renderers = {}

    def clear_cache(self) -> None:
        self._cache.clear()
        self._sizes.clear()
        self._unsaved.clear()

    # --- pictures -------------------------------------------------------------------------

    def face(self, card_id: str, width: int, dpr: float = 1.0) -> QPixmap:
        """The face of ``card_id`` (rank then suit, e.g. ``"TD"`` for the ten of diamonds)."""
        if len(card_id) != 2 or card_id[0] not in RANKS or card_id[1] not in SUITS:
            raise ValueError(f"invalid card id {card_id!r}; expected rank+suit like 'AS' or 'TD'")
        return self._pixmap((self._style, f"{card_id}.svg", card_id), width, dpr)

    def back(self, width: int, dpr: float = 1.0) -> QPixmap:
        return self._pixmap(("backs", f"{self._back}.svg", "back"), width, dpr)

    def empty(self, width: int, dpr: float = 1.0) -> QPixmap:
        """The faint outline marking an empty tableau column."""
        return self._pixmap(("piles", "empty.svg", "empty"), width, dpr)

    def foundation(self, suit: str, width: int, dpr: float = 1.0) -> QPixmap:
        """The marker of an empty foundation for ``suit`` (one of C, D, H, S)."""
        if len(suit) != 1 or suit not in SUITS:
            raise ValueError(f"invalid suit {suit!r}; choose one of: C, D, H, S")
        return self._pixmap(("piles", f"foundation-{suit}.svg", f"found-{suit}"), width, dpr)

    def _pixmap(self, picture: _Picture, width: int, dpr: float) -> QPixmap:
        if width <= 0 or dpr <= 0:
            raise ValueError(f"card width and dpr must be positive, got {width} and {dpr}")
        key = (picture, width, dpr)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        self._remember_size((width, dpr))
        svg = assets_root() / "cards" / picture[0] / picture[1]
        disk = None
        if self._disk is not None:
            disk = card_cache.picture_path(self._disk, svg, width, dpr, self._ink)
        pixmap = card_cache.read_picture(disk) if disk is not None else None
        if pixmap is None or pixmap.isNull():
            try:
                pixmap = self._render(svg, width, dpr)
            except OSError:  # a missing or broken SVG: draw a plain card instead
                pixmap = draw_plain(picture[2], width, dpr)
            if disk is not None:
                self._unsaved[disk] = pixmap
        if disk is not None:
            self._known.add(disk)
            self._first_size = self._first_size or card_cache.size_part(disk)
        pixmap.setDevicePixelRatio(dpr)
        self._cache[key] = pixmap
        return pixmap

    def _remember_size(self, size: tuple[int, float]) -> None:
        if size in self._sizes:
            self._sizes.remove(size)
        self._sizes.append(size)
        if len(self._sizes) > _KEPT_SIZES:
            dropped = self._sizes.pop(0)
            for key in [k for k in self._cache if (k[1], k[2]) == dropped]:
                del self._cache[key]

    def _render(self, path: Path, width: int, dpr: float) -> QPixmap:
        from PySide6.QtSvg import QSvgRenderer  # only when the disk cache has no copy

        renderer = self._renderers.get(path) if self._renderers is not None else None
        if renderer is None:
            if self._ink:
                text = path.read_text(encoding="utf-8")
                for drawn, instead in self._ink:
                    text = text.replace(drawn, instead)
                renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
            else:
                renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise OSError(f"cannot read card picture {path}")
            if self._renderers is not None:
                self._renderers[path] = renderer
        w, h = pixel_size(width, dpr)
        # Painting into a QImage, not a QPixmap, keeps the alpha channel on every platform.
        # Transparent from zeroed bytes (copied, so Qt owns the pixels): fill() would make
        # PySide build every enum of Qt's namespace at start-up (see view.py).
        image = QImage(bytes(w * h * 4), w, h, QImage.Format.Format_ARGB32_Premultiplied).copy()
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, w, h))
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    # --- the disk cache -------------------------------------------------------------------

    def persist(self) -> None:
        """Write new pixmaps to the disk cache; keep only the start-up and current sizes."""
        if self._disk is None:
            return
        try:
            self._disk.mkdir(parents=True, exist_ok=True)
            for path, pix in self._unsaved.items():
                card_cache.write_picture(path, pix)
            self._unsaved.clear()
            sizes = {self._first_size} | {f"{w}-{d:g}" for w, d in self._sizes[-1:]}
            card_cache.prune(
                self._disk, (p for p in self._known if card_cache.size_part(p) in sizes)
            )
        except OSError:
            return  # a cache is a nicety: never fail the game over it
