"""The card backs and the tables: each one drawn, named, chosen, and seen against the rest.

A back is checked on its drawn pixels: its field must stand apart from a card's white
face, its pattern from its field, and every theme's lit-target, selection and hint
colours from the back (a lit card can lie on face-down ones)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, make_window

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.qt.art.card_art import BACK_NAMES, BACKS, CardArt
from bakers_dozen_qt.qt.art.themes import THEMES
from bakers_dozen_qt.qt.files.settings import Preferences


def _luminance(c: QColor) -> float:
    channels = []
    for v in (c.redF(), c.greenF(), c.blueF()):
        channels.append(v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4)
    r, g, b = channels
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _colours(back: str) -> list[QColor]:
    """The back's two commonest colours inside its frame, commonest first."""
    pixmap = CardArt("classic", back).back(200)
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_RGB32)
    w, h = image.width(), image.height()
    counts: Counter[int] = Counter()
    for y in range(h // 8, h * 7 // 8, 2):
        for x in range(w // 8, w * 7 // 8, 2):
            counts[image.pixel(x, y)] += 1
    return [QColor.fromRgb(rgb) for rgb, _ in counts.most_common(2)]


def test_six_backs_and_six_tables_at_least() -> None:
    assert len(BACKS) >= 6 and set(BACK_NAMES) == set(BACKS)
    assert len(THEMES) >= 6


@pytest.mark.parametrize("back", BACKS)
def test_each_back_stands_apart_from_faces_and_marks(qapp: QApplication, back: str) -> None:
    field, pattern = _colours(back)
    white = QColor("#ffffff")
    assert contrast(field, white) >= 4.5, back  # a back never reads as a face
    assert contrast(pattern, field) >= 1.15, back  # the pattern shows on it
    for theme in THEMES.values():
        for role in ("highlight", "selection", "hint"):
            assert contrast(theme.color(role), field) >= 2.0, (back, theme.id, role)  # type: ignore[arg-type]


@pytest.mark.parametrize("back", BACKS)
def test_each_back_is_its_own(qapp: QApplication, back: str) -> None:
    others = [b for b in BACKS if b != back]
    mine = _colours(back)[0]
    for other in others:
        theirs = _colours(other)[0]
        distance = sum(
            abs(a - b) for a, b in zip(mine.getRgb()[:3], theirs.getRgb()[:3], strict=True)
        )
        assert distance > 60, (back, other)


def test_the_view_menu_offers_every_back_and_table(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1, "bakers-dozen-1883"), 1)
    d = WindowDriver(qtbot, w)
    for back in BACKS:
        d.trigger(f"backs/{back}")
        assert prefs.back == back and w.art.back_name == back and d.checked(f"backs/{back}")
    for theme_id in THEMES:
        d.trigger(f"theme/{theme_id}")
        assert prefs.theme == theme_id and d.theme_id() == theme_id
