"""The variants' names and one-line descriptions, in the player's language.

The engine knows a variant by its id (``bakers-dozen``) and keeps an English name for the
command line; everything the window shows comes from here.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from ...engine.rules import CUSTOM_ID, Rules
from .i18n import QT_TRANSLATE_NOOP

_CONTEXT = "Variants"

# id -> (name, description); a test checks every engine variant has its entry.
TEXTS: Final[dict[str, tuple[str, str]]] = {
    "bakers-dozen": (
        #: The game's name. Use the name players of your language know it by, if any.
        QT_TRANSLATE_NOOP("Variants", "Baker's Dozen"),
        QT_TRANSLATE_NOOP(
            "Variants",
            "Thirteen columns, every card face up, kings at the bottom; empty columns stay empty.",
        ),
    ),
    "spanish-patience": (
        QT_TRANSLATE_NOOP("Variants", "Spanish Patience"),
        QT_TRANSLATE_NOOP("Variants", "As Baker's Dozen, but any card may fill an empty column."),
    ),
    "portuguese-solitaire": (
        QT_TRANSLATE_NOOP("Variants", "Portuguese Solitaire"),
        QT_TRANSLATE_NOOP(
            "Variants", "Kings stay where they are dealt, and only a king may fill an empty column."
        ),
    ),
    "good-measure": (
        QT_TRANSLATE_NOOP("Variants", "Good Measure"),
        QT_TRANSLATE_NOOP(
            "Variants", "Ten columns of five, with two aces on the foundations from the start."
        ),
    ),
    "castles-in-spain": (
        QT_TRANSLATE_NOOP("Variants", "Castles in Spain"),
        QT_TRANSLATE_NOOP(
            "Variants",
            "Three rows dealt face down; build in alternating colours; "
            "any card may fill an empty column.",
        ),
    ),
    "bakers-dozen-1883": (
        QT_TRANSLATE_NOOP("Variants", "Baker's Dozen, 1883 edition"),
        QT_TRANSLATE_NOOP(
            "Variants", "The oldest rules: only the top card of each column is dealt face up."
        ),
    ),
    CUSTOM_ID: (
        #: The player's own rules (Game > Variant > Custom…), shown as a variant's name.
        QT_TRANSLATE_NOOP("Variants", "Custom"),
        QT_TRANSLATE_NOOP(
            "Variants", "Thirteen columns of four, with your choice of the other rules."
        ),
    ),
}


def variant_name(rules_or_id: Rules | str) -> str:
    """The variant's name in the player's language (an unknown id is shown as it is)."""
    variant_id = rules_or_id if isinstance(rules_or_id, str) else rules_or_id.id
    entry = TEXTS.get(variant_id)
    return QCoreApplication.translate(_CONTEXT, entry[0]) if entry else variant_id


def variant_description(rules_or_id: Rules | str) -> str:
    """One line on what sets the variant apart, in the player's language."""
    variant_id = rules_or_id if isinstance(rules_or_id, str) else rules_or_id.id
    entry = TEXTS.get(variant_id)
    return QCoreApplication.translate(_CONTEXT, entry[1]) if entry else ""
