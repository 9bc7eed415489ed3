"""A card drawn with QPainter alone: what the table shows when an SVG cannot be read."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPixmap

from ...engine.cards import SUIT_SYMBOLS

ASPECT = 1.4


def draw_plain(key: str, width: int, dpr: float) -> QPixmap:
    """A clean, readable picture of ``key``: a card id, "back", "empty" or "found-S"."""
    from PySide6.QtCore import Qt  # not at import: see view.py

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
