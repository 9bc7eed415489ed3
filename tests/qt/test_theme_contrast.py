"""The contrast of what the table draws, in every theme the game defines (issue 44): WCAG
1.4.11, 3:1 for every non-text part (pile markers, the lit target, the picked-up card,
the hint, the focus frame), and text 4.5:1, 7:1 in a high-contrast theme (1.4.6), the
cards' indices included. A theme added to ``THEMES`` is held to the same.

Each colour is measured as drawn: a marker's white at its opacity over the felt, the
felt at its edge and at its lighter centre, a glow's line against the dark halo drawn
under it on a card.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from bakers_dozen_qt.qt.art.themes import THEMES, Theme
from bakers_dozen_qt.qt.table.pile_item import HALO_ALPHA

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from deckgen.style import _FOUR, _TWO, CREAM  # noqa: E402 (the decks' own colours)

PILE_MARKERS = sorted((ROOT / "assets" / "cards" / "piles").glob("*.svg"))
HALO = QColor(0, 0, 0, HALO_ALPHA)  # under every glow (pile_item.GlowItem)
NON_TEXT = 3.0


def _luminance(colour: QColor) -> float:
    channels = []
    for v in (colour.redF(), colour.greenF(), colour.blueF()):
        channels.append(v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4)
    r, g, b = channels
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: QColor | str, b: QColor | str) -> float:
    hi, lo = sorted((_luminance(QColor(a)), _luminance(QColor(b))), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def over(top: QColor, alpha: float, under: QColor | str) -> QColor:
    """``top`` at ``alpha`` painted over ``under``."""
    u = QColor(under)
    return QColor.fromRgbF(
        top.redF() * alpha + u.redF() * (1 - alpha),
        top.greenF() * alpha + u.greenF() * (1 - alpha),
        top.blueF() * alpha + u.blueF() * (1 - alpha),
    )


def felts(theme: Theme) -> tuple[str, str]:
    """The felt at the table's edge and at its (lighter) centre."""
    return theme.felt, theme.felt_centre


def text_ratio(theme: Theme) -> float:
    return 7.0 if theme.high_contrast else 4.5


themes = pytest.mark.parametrize("theme", list(THEMES.values()), ids=list(THEMES))


@themes
def test_the_words_on_the_felt_are_readable(theme: Theme) -> None:
    for felt in felts(theme):
        assert contrast(theme.felt_text, felt) >= text_ratio(theme), felt


@themes
def test_glows_show_on_the_felt_and_on_a_card(theme: Theme) -> None:
    halo_on_card = over(HALO, HALO.alphaF(), CREAM)
    assert contrast(halo_on_card, CREAM) >= NON_TEXT  # the glow's edge on a card
    for role in ("highlight", "selection", "hint"):
        line = theme.color(role)  # type: ignore[arg-type]
        for felt in felts(theme):
            assert contrast(line, felt) >= NON_TEXT, (role, felt)
        assert contrast(line, halo_on_card) >= NON_TEXT, (role, "on a card")


@themes
def test_the_focus_frame_shows_everywhere(theme: Theme) -> None:
    # White dashes on a black line: one of the two stands out from whatever is under it.
    for under in (*felts(theme), CREAM):
        assert max(contrast("#ffffff", under), contrast("#000000", under)) >= NON_TEXT


def _painted_parts(svg: str) -> list[tuple[str, float, str]]:
    """Each path's colour as painted: ``(colour, opacity, what)``. A shape's fill that
    its own outline encloses is not a part of its own (the outline is)."""
    parts = []
    for path in re.findall(r"<path [^>]*>", svg):
        attrs = dict(re.findall(r'([a-z-]+)="([^"]*)"', path))
        stroke = attrs.get("stroke", "none")
        if stroke != "none":
            parts.append((stroke, float(attrs.get("stroke-opacity", "1")), "outline"))
        elif attrs.get("fill", "none") != "none":
            parts.append((attrs["fill"], float(attrs.get("fill-opacity", "1")), "shape"))
    return parts


@pytest.mark.parametrize("marker", PILE_MARKERS, ids=[m.stem for m in PILE_MARKERS])
@themes
def test_empty_piles_are_marked_clearly(theme: Theme, marker: Path) -> None:
    parts = _painted_parts(marker.read_text(encoding="utf-8"))
    assert parts
    for colour, opacity, what in parts:
        for felt in felts(theme):
            painted = over(QColor(colour), opacity, felt)
            assert contrast(painted, felt) >= NON_TEXT, (what, felt, round(opacity, 2))


@themes
def test_the_cards_indices_are_readable(theme: Theme) -> None:
    ink = dict(theme.card_ink)
    for deck in (_TWO, _FOUR):
        for suit, colour in deck.items():
            drawn = ink.get(colour, colour)
            assert contrast(drawn, CREAM) >= text_ratio(theme), (suit, drawn)


def test_a_high_contrast_theme_is_one() -> None:
    assert any(t.high_contrast for t in THEMES.values())
