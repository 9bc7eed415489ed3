"""Render one deck style's 52 faces, backs and pile markers into a single PNG.

Usage (from the repository root):
    uv run python tools/contact_sheet.py --style classic --width 80 --out /tmp/sheets/classic-80.png

Runs offscreen, so it works without a display. Meant for looking at the deck the way a
player sees it: on the felt, at real table sizes.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QPixmap

from bakers_dozen_qt.qt.art.card_art import BACKS, DECK_STYLES, RANKS, SUITS, CardArt
from bakers_dozen_qt.qt.art.themes import THEMES


def render_sheet(style: str, width: int, theme: str = "green", dpr: float = 1.0) -> QImage:
    art = CardArt(style)
    height = round(width * 1.4)
    gap = max(6, width // 10)
    cols, rows = 13, 6
    image = QImage(
        round((gap + cols * (width + gap)) * dpr),
        round((gap + rows * (height + gap)) * dpr),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    logical = QRectF(0, 0, image.width() / dpr, image.height() / dpr)
    painter.fillRect(logical, THEMES[theme].background_brush(logical))

    def put(col: int, row: int, pixmap: QPixmap) -> None:
        painter.drawPixmap(QPointF(gap + col * (width + gap), gap + row * (height + gap)), pixmap)

    for row, suit in enumerate(SUITS):
        for col, rank in enumerate(RANKS):
            put(col, row, art.face(rank + suit, width, dpr))
    col = 0
    for back in BACKS:
        art.set_back(back)
        put(col, 4, art.back(width, dpr))
        col += 1
    put(col, 4, art.empty(width, dpr))
    for suit in SUITS:
        col += 1
        put(col, 4, art.foundation(suit, width, dpr))
    # A short overlapping column, as the tableau shows it.
    for k, card in enumerate(("KS", "QH", "JC", "TD", "9S")):
        painter.drawPixmap(
            QPointF(gap + (col + 1) * (width + gap), gap + 4 * (height + gap) + k * height * 0.22),
            art.face(card, width, dpr),
        )
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--style", choices=DECK_STYLES, default="classic")
    parser.add_argument("--width", type=int, default=80)
    parser.add_argument("--theme", choices=sorted(THEMES), default="green")
    parser.add_argument("--dpr", type=float, default=1.0)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication([])
    args.out.parent.mkdir(parents=True, exist_ok=True)
    ok = render_sheet(args.style, args.width, args.theme, args.dpr).save(str(args.out))
    del app
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
