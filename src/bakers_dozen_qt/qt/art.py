"""The table's access to card pictures and colour themes.

The deck (``card_art``) and the themes (``themes``) belong to the deck engineer; this
wrapper keeps one size of pixmaps per card for the table, and draws a plain card with
QPainter if an SVG cannot be read, so a broken asset never leaves a hole in the table.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPen, QPixmap

from ..engine.cards import SUIT_SYMBOLS, Card
from ..resources import asset_path
from . import themes
from .card_art import BACKS, DECK_STYLES, CardArt

ASPECT = 1.4


def theme_ids() -> list[tuple[str, str]]:
    return [(t.id, t.name) for t in themes.THEMES.values()]


def get_theme(theme_id: str) -> themes.Theme:
    try:
        return themes.get_theme(theme_id)
    except ValueError:  # a theme from an older version's settings
        return themes.get_theme(themes.DEFAULT_THEME)


def default_theme_id() -> str:
    return themes.DEFAULT_THEME


def app_icon() -> QIcon:
    """The game's icon at every size the assets provide (empty if they are missing)."""
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        try:
            icon.addFile(str(asset_path("icon", f"bakers-dozen-{size}.png")))
        except (FileNotFoundError, ValueError):
            continue
    return icon


class CardPictures:
    """Card pixmaps by card, size and device pixel ratio, rendered once each.

    With a ``disk_cache`` folder, the pixmaps of the size in use are also kept as PNG
    files there (see :meth:`persist`): reading 57 small PNGs at start-up is several
    times faster than parsing and rendering 57 SVGs, and the first frame comes sooner.
    A file's name carries the SVG's size and modification time, so a changed deck is
    never shown from a stale copy.
    """

    def __init__(
        self, style: str = "classic", back: str = "blue", disk_cache: Path | None = None
    ) -> None:
        try:
            self._art = CardArt(style=style, back=back)
        except ValueError:  # a style or back from an older version's settings
            self._art = CardArt()
        self._cache: dict[tuple[str, int, float], QPixmap] = {}
        self._disk = disk_cache
        self._unsaved: dict[Path, QPixmap] = {}
        self._known: set[Path] = set()  # cache files this session has read or written
        self._first_size = ""  # the start-up size stays cached when the window is resized

    @staticmethod
    def styles() -> list[str]:
        return list(DECK_STYLES)

    @staticmethod
    def backs() -> list[str]:
        return list(BACKS)

    def set_style(self, style: str) -> None:
        self._art.set_style(style)
        self._cache.clear()
        self._unsaved.clear()

    def set_back(self, back: str) -> None:
        self._art.set_back(back)
        self._cache.clear()
        self._unsaved.clear()

    def face(self, card: Card, width: int, dpr: float) -> QPixmap:
        return self._get(card.name, width, dpr)

    def back(self, width: int, dpr: float) -> QPixmap:
        return self._get("back", width, dpr)

    def empty(self, width: int, dpr: float) -> QPixmap:
        return self._get("empty", width, dpr)

    def foundation(self, suit: int, width: int, dpr: float) -> QPixmap:
        return self._get("found-" + "CDHS"[suit], width, dpr)

    def _get(self, key: str, width: int, dpr: float) -> QPixmap:
        ck = (key, width, dpr)
        if self._cache and next(iter(self._cache))[1:] != ck[1:]:
            self._cache.clear()  # one size at a time: a resize makes the old ones useless
            self._unsaved.clear()
        pix = self._cache.get(ck)
        if pix is None:
            path = self._disk_path(key, width, dpr)
            pix = QPixmap(str(path)) if path is not None and path.is_file() else QPixmap()
            if pix.isNull():
                pix = self._render(key, width, dpr)
                if path is not None:
                    self._unsaved[path] = pix
            if path is not None:
                self._known.add(path)
                self._first_size = self._first_size or _size_part(path)
            pix.setDevicePixelRatio(dpr)
            self._cache[ck] = pix
        return pix

    def _source(self, key: str) -> Path:
        if key == "back":
            return asset_path("cards", "backs", f"{self._art.back_name}.svg")
        if key == "empty":
            return asset_path("cards", "piles", "empty.svg")
        if key.startswith("found-"):
            return asset_path("cards", "piles", f"foundation-{key[-1]}.svg")
        return asset_path("cards", self._art.style, f"{key}.svg")

    def _disk_path(self, key: str, width: int, dpr: float) -> Path | None:
        if self._disk is None:
            return None
        try:
            src = self._source(key)
            st = src.stat()
        except (OSError, ValueError):
            return None
        stamp = f"{st.st_mtime_ns:x}-{st.st_size:x}"
        return self._disk / f"{src.parent.name}-{src.stem}-{width}-{dpr:g}-{stamp}.png"

    def persist(self) -> None:
        """Write new pixmaps to the disk cache; keep only the start-up and current sizes."""
        if self._disk is None:
            return
        try:
            self._disk.mkdir(parents=True, exist_ok=True)
            for path, pix in self._unsaved.items():
                tmp = path.with_suffix(".tmp")
                # Write then rename, so a crash never leaves half a picture behind.
                if pix.save(str(tmp), "PNG"):
                    tmp.replace(path)
            self._unsaved.clear()
            sizes = {self._first_size} | {f"{w}-{d:g}" for _, w, d in self._cache}
            keep = {p for p in self._known if _size_part(p) in sizes}
            for old in self._disk.glob("*.png"):
                if old not in keep:
                    old.unlink(missing_ok=True)
        except OSError:
            return  # a cache is a nicety: never fail the game over it

    def _render(self, key: str, width: int, dpr: float) -> QPixmap:
        try:
            return self._render_art(key, width, dpr)
        except OSError:  # a missing or broken SVG: draw a plain card instead
            return _draw_plain(key, width, dpr)

    def _render_art(self, key: str, width: int, dpr: float) -> QPixmap:
        if key == "back":
            return self._art.back(width, dpr)
        if key == "empty":
            return self._art.empty(width, dpr)
        if key.startswith("found-"):
            return self._art.foundation(key[-1], width, dpr)
        return self._art.face(key, width, dpr)


def _size_part(path: Path) -> str:
    """The ``width-dpr`` part of a cache file's name."""
    parts = path.stem.split("-")
    return "-".join(parts[-4:-2]) if len(parts) >= 4 else ""


def _draw_plain(key: str, width: int, dpr: float) -> QPixmap:
    """A clean, readable card drawn with QPainter (when the SVG cannot be read)."""
    w, h = width, round(width * ASPECT)
    pix = QPixmap(round(w * dpr), round(h * dpr))
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.scale(dpr, dpr)
    r = QRectF(0.5, 0.5, w - 1, h - 1)
    radius = w * 0.07
    if key == "back":
        p.setPen(QPen(QColor("#f4f4f4"), max(1.0, w * 0.03)))
        p.setBrush(QColor("#1d4e9e"))
        p.drawRoundedRect(r, radius, radius)
        p.setPen(QPen(QColor("#6d8fd0"), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        inner = r.adjusted(w * 0.09, w * 0.09, -w * 0.09, -w * 0.09)
        p.drawRoundedRect(inner, radius / 2, radius / 2)
        p.setBrush(QBrush(QColor("#3567b8"), Qt.BrushStyle.DiagCrossPattern))
        p.drawRoundedRect(inner, radius / 2, radius / 2)
    elif key == "empty" or key.startswith("found-"):
        p.setPen(QPen(QColor(255, 255, 255, 110), max(1.0, w * 0.025)))
        p.setBrush(QColor(0, 0, 0, 40))
        p.drawRoundedRect(r, radius, radius)
        if key.startswith("found-"):
            symbol = SUIT_SYMBOLS["CDHS".index(key[-1])]
            p.setPen(QColor(255, 255, 255, 120))
            p.setFont(_font(w * 0.55))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, symbol)
    else:
        rank, suit = key[0], "CDHS".index(key[1])
        rank = "10" if rank == "T" else rank
        colour = QColor("#c8102e") if suit in (1, 2) else QColor("#111111")
        p.setPen(QPen(QColor("#9a9a9a"), 1))
        p.setBrush(QColor("#fdfdfb"))
        p.drawRoundedRect(r, radius, radius)
        p.setPen(colour)
        p.setFont(_font(w * 0.24, bold=True))
        corner = QRectF(w * 0.05, h * 0.02, w * 0.45, w * 0.3)
        p.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, rank)
        p.setFont(_font(w * 0.22))
        small = QRectF(w * 0.52, h * 0.02, w * 0.43, w * 0.3)
        p.drawText(
            small, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, SUIT_SYMBOLS[suit]
        )
        p.setFont(_font(w * 0.62))
        p.drawText(r.adjusted(0, h * 0.12, 0, 0), Qt.AlignmentFlag.AlignCenter, SUIT_SYMBOLS[suit])
    p.end()
    return pix


def _font(pixels: float, *, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f
