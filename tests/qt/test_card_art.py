"""The SVG deck rendered through CardArt, and the table themes."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QGradient, QImage, QPixmap
from PySide6.QtWidgets import QApplication

from bakers_dozen_qt.qt.art.card_art import (
    BACKS,
    CARD_ASPECT,
    CARD_HEIGHT,
    CARD_WIDTH,
    DECK_STYLES,
    RANKS,
    SUITS,
    CardArt,
    pixel_size,
)
from bakers_dozen_qt.qt.art.themes import DEFAULT_THEME, THEMES, Theme, get_theme

SIZES = (60, 100, 180)
CARDS = [rank + suit for suit in SUITS for rank in RANKS]


class Pixels:
    """Fast read access to an image's RGBA bytes (QImage.pixel per pixel is slow)."""

    def __init__(self, pixmap: QPixmap) -> None:
        image = pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)
        self.w, self.h = image.width(), image.height()
        self.stride = image.bytesPerLine()
        self.data = bytes(image.constBits())

    def at(self, x: int, y: int) -> tuple[int, int, int, int]:
        i = y * self.stride + x * 4
        r, g, b, a = self.data[i : i + 4]
        return r, g, b, a

    def region(self, fx0: float, fy0: float, fx1: float, fy1: float) -> list[tuple[int, ...]]:
        """Pixels in a box given as fractions of the image size."""
        out = []
        for y in range(int(fy0 * self.h), max(int(fy0 * self.h) + 1, int(fy1 * self.h))):
            for x in range(int(fx0 * self.w), max(int(fx0 * self.w) + 1, int(fx1 * self.w))):
                out.append(self.at(x, y))
        return out


def is_ink(p: tuple[int, ...]) -> bool:
    r, g, b, a = p
    return a > 200 and r + g + b < 450


def is_green(p: tuple[int, ...]) -> bool:
    r, g, b, a = p
    return a > 200 and g > r + 50 and g > b + 30


def is_blue(p: tuple[int, ...]) -> bool:
    r, g, b, a = p
    return a > 200 and b > r + 80 and b > g + 40


def is_red(p: tuple[int, ...]) -> bool:
    r, g, b, a = p
    return a > 200 and r > g + 100 and r > b + 80


def check_card_pixmap(pixmap: QPixmap, width: int, dpr: float = 1.0) -> Pixels:
    assert not pixmap.isNull()
    assert (pixmap.width(), pixmap.height()) == pixel_size(width, dpr)
    assert pixmap.devicePixelRatio() == pytest.approx(dpr)
    return Pixels(pixmap)


def test_constants() -> None:
    assert (CARD_WIDTH, CARD_HEIGHT) == (250, 350)
    assert pytest.approx(CARD_ASPECT) == CARD_HEIGHT / CARD_WIDTH
    assert DECK_STYLES == ("classic", "fourcolor", "classic-large", "fourcolor-large")
    assert BACKS == ("blue", "red", "green", "purple", "charcoal", "amber")
    assert pixel_size(100) == (100, 140)
    assert pixel_size(61, 1.5) == (92, 128)


@pytest.mark.parametrize("style", DECK_STYLES)
def test_every_face_renders_with_ink_in_the_corner(qapp: QApplication, style: str) -> None:
    art = CardArt(style)
    for width in SIZES:
        for card in CARDS:
            px = check_card_pixmap(art.face(card, width), width)
            # Outside the rounded corner the card is see-through; its middle is solid.
            assert px.at(0, 0)[3] == 0, card
            assert px.at(px.w // 2, px.h // 2)[3] == 255, card
            # The top-left index has coloured ink (large indices also reach further right).
            corner = px.region(0.03, 0.03, 0.2, 0.22)
            assert sum(1 for p in corner if is_ink(p)) >= 4, f"{style} {card} at {width}px"


@pytest.mark.parametrize(
    ("style", "suit", "check"),
    [
        ("fourcolor", "C", is_green),
        ("fourcolor-large", "C", is_green),
        ("fourcolor", "D", is_blue),
        ("fourcolor-large", "D", is_blue),
        ("classic", "H", is_red),
        ("classic", "D", is_red),
        ("fourcolor", "H", is_red),
    ],
)
def test_suit_colours(qapp: QApplication, style: str, suit: str, check: object) -> None:
    art = CardArt(style)
    for rank in RANKS:
        corner = Pixels(art.face(rank + suit, 100)).region(0.02, 0.02, 0.45, 0.25)
        assert any(check(p) for p in corner), f"{style} {rank}{suit}"  # type: ignore[operator]


def test_classic_clubs_are_not_green(qapp: QApplication) -> None:
    art = CardArt("classic")
    for rank in "A2579T":
        px = Pixels(art.face(rank + "C", 100))
        assert not any(is_green(p) for p in px.region(0, 0, 1, 1))


def test_large_index_is_larger(qapp: QApplication) -> None:
    def corner_ink(style: str) -> int:
        px = Pixels(CardArt(style).face("AH", 180))
        return sum(1 for p in px.region(0.02, 0.02, 0.6, 0.25) if is_ink(p))

    assert corner_ink("classic-large") > 2 * corner_ink("classic")


@pytest.mark.parametrize("back", BACKS)
def test_backs(qapp: QApplication, back: str) -> None:
    art = CardArt(back=back)
    for width in SIZES:
        px = check_card_pixmap(art.back(width), width)
        assert px.at(0, 0)[3] == 0
        middle = px.region(0.3, 0.15, 0.7, 0.3)
        assert all(p[3] == 255 for p in middle)
        r, g, b = (sum(p[i] for p in middle) / len(middle) for i in range(3))
        assert BACK_HUES[back](r, g, b), (back, r, g, b)


# Each back's colour, told from its average in the middle of the card.
BACK_HUES = {
    "blue": lambda r, g, b: b > r + 40,
    "red": lambda r, g, b: r > b + 40 and r > g + 40,
    "green": lambda r, g, b: g > r + 30 and g > b,
    "purple": lambda r, g, b: b > g + 30 and r > g,
    "charcoal": lambda r, g, b: max(r, g, b) < 90,
    "amber": lambda r, g, b: r > g > b and r > b + 60,
}


def test_pile_markers_are_faint(qapp: QApplication) -> None:
    art = CardArt()
    for width in SIZES:
        empty = check_card_pixmap(art.empty(width), width)
        centre_alpha = empty.at(empty.w // 2, empty.h // 2)[3]
        assert 0 < centre_alpha < 64
        edge = max(p[3] for p in empty.region(0, 0.5, 0.06, 0.51))
        assert edge > centre_alpha + 40, "the outline stands out from the fill"
        for suit in SUITS:
            px = check_card_pixmap(art.foundation(suit, width), width)
            alpha = px.at(px.w // 2, px.h // 2)[3]
            assert centre_alpha < alpha < 200, suit  # a translucent suit symbol
            assert px.at(0, 0)[3] == 0


def test_high_dpi_pixmap(qapp: QApplication) -> None:
    art = CardArt()
    pixmap = art.face("QH", 90, 2.0)
    check_card_pixmap(pixmap, 90, 2.0)
    assert pixmap.deviceIndependentSize().width() == pytest.approx(90)


def test_cache_returns_the_same_pixmap_and_clears(qapp: QApplication) -> None:
    art = CardArt()
    first = art.face("AS", 100)
    assert art.face("AS", 100).cacheKey() == first.cacheKey()
    art.set_style("fourcolor")
    assert art.style == "fourcolor"
    assert art.face("AS", 100).cacheKey() != first.cacheKey()
    art.set_back("red")
    assert art.back_name == "red"
    # Only the two most recent sizes keep their pixmaps.
    a = art.face("2C", 50)
    art.face("2C", 60)
    art.face("2C", 70)
    assert art.face("2C", 50).cacheKey() != a.cacheKey()


def test_rejects_unknown_names(qapp: QApplication) -> None:
    with pytest.raises(ValueError, match="unknown deck style 'jumbo'; choose one of: classic"):
        CardArt("jumbo")
    with pytest.raises(ValueError, match="unknown card back 'tartan'; choose one of: blue, red"):
        CardArt(back="tartan")
    art = CardArt()
    with pytest.raises(ValueError, match="unknown deck style"):
        art.set_style("nope")
    for bad in ("10S", "1S", "AX", "as", ""):
        with pytest.raises(ValueError, match="invalid card id"):
            art.face(bad, 100)
    with pytest.raises(ValueError, match="invalid suit"):
        art.foundation("X", 100)
    with pytest.raises(ValueError, match="positive"):
        art.face("AS", 0)


def test_rendering_a_deck_is_fast(qapp: QApplication) -> None:
    art = CardArt()
    start = time.perf_counter()
    for card in CARDS:
        art.face(card, 100)
    assert time.perf_counter() - start < 1.0


# --- themes ---------------------------------------------------------------------------


def _luminance(hex_colour: str) -> float:
    c = QColor(hex_colour)
    channels = []
    for v in (c.redF(), c.greenF(), c.blueF()):
        channels.append(v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4)
    r, g, b = channels
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio."""
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_theme_registry() -> None:
    assert DEFAULT_THEME == "green"
    assert {"green", "dark", "high-contrast"} <= set(THEMES) and len(THEMES) >= 6
    for theme_id, theme in THEMES.items():
        assert get_theme(theme_id) is theme
        assert theme.id == theme_id and theme.name
    with pytest.raises(ValueError, match="unknown theme 'x'; choose one of: green, dark"):
        get_theme("x")


@pytest.mark.parametrize("theme", THEMES.values(), ids=list(THEMES))
def test_theme_colours_are_visible(theme: Theme) -> None:
    for role in ("felt", "felt_centre", "felt_text", "highlight", "selection", "hint"):
        assert theme.color(role).isValid(), role  # type: ignore[arg-type]
    # Their contrast, on the felt and on a card: tests/qt/test_theme_contrast.py.


def test_high_contrast_theme_is_stark() -> None:
    theme = get_theme("high-contrast")
    assert contrast(theme.felt, "#ffffff") == pytest.approx(21.0)
    assert contrast(theme.highlight, theme.felt) >= 7


def test_theme_is_immutable_and_brush_is_a_gradient(qapp: QApplication) -> None:
    theme = get_theme("green")
    with pytest.raises(AttributeError):  # a named tuple's fields cannot be set
        theme.felt = "#000000"  # type: ignore[misc]
    with pytest.raises(ValueError, match="unknown colour role"):
        theme.color("border")  # type: ignore[arg-type]
    brush = theme.background_brush(QRectF(0, 0, 800, 600))
    assert isinstance(brush, QBrush)
    gradient = brush.gradient()
    assert gradient is not None and gradient.type() == QGradient.Type.RadialGradient
    stops = [QColor(c).name() for _, c in gradient.stops()]
    assert stops == [theme.felt_centre, theme.felt]
