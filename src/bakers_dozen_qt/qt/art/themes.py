"""Table themes: the felt and the colours drawn on it.

Colours are kept as hex strings so a :class:`Theme` is immutable and hashable; ask for
a :class:`QColor` with :meth:`Theme.color`. Every highlight colour was chosen to stand
out on its own felt *and* on a white card face (tests check the contrast ratios).
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF
from PySide6.QtGui import QBrush, QColor, QRadialGradient

from ..words.i18n import QT_TRANSLATE_NOOP

__all__ = ["DEFAULT_THEME", "THEMES", "Role", "Theme", "get_theme", "theme_ids", "theme_or_default"]

Role = Literal["felt", "felt_centre", "felt_text", "highlight", "selection", "hint"]


# A named tuple, not a frozen dataclass: made at start-up in a tenth of the time (docs/start-up.md).
class Theme(NamedTuple):
    id: str
    name: str  # in English; :meth:`display_name` in the player's language
    felt: str  # table colour at the edges
    felt_centre: str  # lighter table colour under the middle of the table
    felt_text: str  # labels and counters drawn on the table
    highlight: str  # glow around a pile that may take the dragged cards
    selection: str  # outline of the picked-up card
    hint: str  # outline of the cards a Hint points at
    high_contrast: bool = False  # text 7:1 (not 4.5:1) on the table and the cards
    # Colours of the card pictures drawn darker, ``(as drawn, drawn instead)``: the
    # indices of red (and four-colour) cards reach 7:1 on the face.
    card_ink: tuple[tuple[str, str], ...] = ()

    def display_name(self) -> str:
        return QCoreApplication.translate("Themes", self.name)

    def color(self, role: Role) -> QColor:
        if role not in _ROLES:
            raise ValueError(f"unknown colour role {role!r}; choose one of: {', '.join(_ROLES)}")
        return QColor(getattr(self, role))

    def background_brush(self, rect: QRectF | QRect) -> QBrush:
        """The felt: a soft radial gradient, lighter in the middle of ``rect``."""
        r = QRectF(rect)
        gradient = QRadialGradient(
            r.center(), max(r.width(), r.height()) * 0.75, QPointF(r.center())
        )
        gradient.setColorAt(0.0, QColor(self.felt_centre))
        gradient.setColorAt(1.0, QColor(self.felt))
        return QBrush(gradient)


_ROLES: tuple[str, ...] = tuple(
    f for f in Theme._fields if f not in ("id", "name", "high_contrast", "card_ink")
)

THEMES: dict[str, Theme] = {
    theme.id: theme
    for theme in (
        Theme(
            id="green",
            name=QT_TRANSLATE_NOOP("Themes", "Green felt"),
            felt="#1e5c36",
            felt_centre="#277043",
            felt_text="#eef3e6",
            # Light enough for 3:1 on the felt's lighter centre too.
            highlight="#ffac39",
            selection="#7dc5ff",
            hint="#ffa1ea",
        ),
        Theme(
            id="dark",
            name=QT_TRANSLATE_NOOP("Themes", "Dark"),
            felt="#242c36",
            felt_centre="#37424f",
            felt_text="#e6e9ee",
            highlight="#ff9f1a",
            selection="#3aa0ff",
            hint="#e040fb",
        ),
        Theme(
            id="blue",
            name=QT_TRANSLATE_NOOP("Themes", "Blue felt"),
            felt="#13315c",
            felt_centre="#1d4478",
            felt_text="#eaf1fb",
            highlight="#ff9f1a",
            selection="#4fb0ff",
            hint="#ff4fd8",
        ),
        Theme(
            id="wine",
            name=QT_TRANSLATE_NOOP("Themes", "Wine red felt"),
            felt="#4a1420",
            felt_centre="#5e1c2b",
            felt_text="#f6e8ea",
            highlight="#ff9f1a",
            selection="#3aa0ff",
            hint="#ff4fd8",
        ),
        Theme(
            id="teal",
            name=QT_TRANSLATE_NOOP("Themes", "Teal felt"),
            felt="#0f4a4a",
            felt_centre="#175e5d",
            felt_text="#e8f6f5",
            highlight="#ffac39",
            selection="#7dc5ff",
            hint="#ffa1ea",
        ),
        Theme(
            id="walnut",
            #: A table of dark brown wood.
            name=QT_TRANSLATE_NOOP("Themes", "Walnut"),
            felt="#4a2e18",
            felt_centre="#5e3b20",
            felt_text="#f5ece0",
            highlight="#ff9f1a",
            selection="#3aa0ff",
            hint="#ff4fd8",
        ),
        Theme(
            id="slate",
            #: A blue-grey table, like slate stone.
            name=QT_TRANSLATE_NOOP("Themes", "Slate"),
            felt="#2e3a40",
            felt_centre="#3f4f57",
            felt_text="#eef2f4",
            highlight="#ffac39",
            selection="#7dc5ff",
            hint="#ffa1ea",
        ),
        Theme(
            id="high-contrast",
            name=QT_TRANSLATE_NOOP("Themes", "High contrast"),
            felt="#000000",
            felt_centre="#000000",
            felt_text="#ffffff",
            highlight="#ff9f1a",
            selection="#00b4ff",
            hint="#ff40c0",
            high_contrast=True,
            # The decks' red, green and blue (tools/deckgen/style.py), darkened to 7:1
            # on the card's cream.
            card_ink=(("#c8102e", "#a50d26"), ("#13823d", "#0e5e2c"), ("#1457c2", "#124dab")),
        ),
    )
}

DEFAULT_THEME = "green"


def get_theme(theme_id: str) -> Theme:
    try:
        return THEMES[theme_id]
    except KeyError:
        raise ValueError(
            f"unknown theme {theme_id!r}; choose one of: {', '.join(THEMES)}"
        ) from None


def theme_or_default(theme_id: str) -> Theme:
    """``theme_id``'s theme, or the default one for an id this version does not know (an
    older or newer version's settings)."""
    return THEMES.get(theme_id) or THEMES[DEFAULT_THEME]


def theme_ids() -> list[tuple[str, str]]:
    """Every theme as ``(id, name)``, in menu order, named in the player's language."""
    return [(t.id, t.display_name()) for t in THEMES.values()]
