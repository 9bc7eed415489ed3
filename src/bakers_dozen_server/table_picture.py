"""A table as the page draws it: inline SVG made on the server, no script, no image file.

The picture is part of the page's HTML (the page's Content-Security-Policy loads nothing
from anywhere, and needs nothing: an inline ``<svg>`` is markup, not a resource). Cards
are rounded rectangles with their short form (``7♣``) in their suit's colour; a face-down
card is drawn as a back, as the player saw it; each foundation shows its top card. The
picture carries a text alternative for a screen reader (``aria-label``), and the page
beside it gives the table as text.
"""

from __future__ import annotations

from html import escape
from typing import Final

from bakers_dozen_qt.engine.cards import SUIT_SYMBOLS, Card, card
from bakers_dozen_qt.engine.game import Game

CARD_W: Final = 46
CARD_H: Final = 64
GAP: Final = 6
FAN: Final = 19
"""How far down each card of a column lies below the one under it."""
MARGIN: Final = 8
RED: Final = "#b3122b"
BLACK: Final = "#1b1b1b"


def _card(x: int, y: int, c: Card | None) -> str:
    if c is None:  # face down
        return (
            f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="4" '
            'fill="#35608f" stroke="#f4f7f2" stroke-width="2"/>'
        )
    colour = RED if c.is_red else BLACK
    return (
        f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="4" fill="#fff" '
        'stroke="#5b6b60"/>'
        f'<text x="{x + 4}" y="{y + 15}" fill="{colour}">{escape(c.label)}</text>'
        f'<text x="{x + CARD_W // 2}" y="{y + CARD_H - 12}" fill="{colour}" '
        f'font-size="22" text-anchor="middle">{SUIT_SYMBOLS[c.suit]}</text>'
    )


def _slot(x: int, y: int, mark: str = "") -> str:
    inside = (
        f'<text x="{x + CARD_W // 2}" y="{y + CARD_H // 2 + 8}" fill="#cfe0d0" '
        f'font-size="24" text-anchor="middle">{mark}</text>'
        if mark
        else ""
    )
    return (
        f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="4" fill="none" '
        'stroke="#9dbfa3" stroke-dasharray="4 3"/>' + inside
    )


def table_svg(game: Game, label: str) -> str:
    """``game``'s table as an ``<svg>`` element; ``label`` says what it shows (read
    aloud for the picture)."""
    columns = [game.visible_column(i) for i in range(game.column_count)]
    width = MARGIN * 2 + game.column_count * (CARD_W + GAP) - GAP
    top = MARGIN + CARD_H + 2 * GAP
    tallest = max((len(c) for c in columns), default=0)
    height = top + max(tallest - 1, 0) * FAN + CARD_H + MARGIN
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'role="img" aria-label="{escape(label)}" class="table" '
        'font-family="system-ui,sans-serif" font-size="14" font-weight="600">',
        f"<title>{escape(label)}</title>",
        f'<rect width="{width}" height="{height}" rx="6" fill="#2e6b3a"/>',
    ]
    for suit, rank in enumerate(game.foundations):
        x = width - MARGIN - (4 - suit) * (CARD_W + GAP) + GAP
        if rank:
            parts.append(_card(x, MARGIN, card(rank, suit)))
        else:
            parts.append(_slot(x, MARGIN, SUIT_SYMBOLS[suit]))
    for i, column in enumerate(columns):
        x = MARGIN + i * (CARD_W + GAP)
        if not column:
            parts.append(_slot(x, top))
        for j, c in enumerate(column):
            parts.append(_card(x, top + j * FAN, c))
    parts.append("</svg>")
    return "".join(parts)
