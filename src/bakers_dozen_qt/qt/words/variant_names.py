"""The variants' names and one-line descriptions, in the player's language.

The engine knows a variant by its id (``bakers-dozen``) and keeps an English name for the
command line; everything the window shows comes from here.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QObject

from ...engine.rules import CUSTOM_ID, Build, EmptyColumn, Rules
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


def variant_english_name(rules_or_id: Rules | str) -> str:
    """The variant's English name, the one it is known by in books and other games."""
    variant_id = rules_or_id if isinstance(rules_or_id, str) else rules_or_id.id
    entry = TEXTS.get(variant_id)
    return entry[0] if entry else variant_id


class RulesInBrief(QObject):
    """A custom game's rules in a few words, for the window's title and the table."""

    def text(self, rules: Rules) -> str:
        if rules.build is Build.ANY_SUIT:
            #: A custom game's rules in brief (window title, table), part 1 of 4: what a
            #: card is built on. The parts are joined by "{build}, {empty}, ...".
            build = self.tr("any suit")
        elif rules.build is Build.ALTERNATE_COLOUR:
            build = self.tr("alternate colours")
        else:
            build = self.tr("same suit")
        if rules.empty_column is EmptyColumn.NOTHING:
            #: A custom game's rules in brief, part 2 of 4: what fills an empty column.
            empty = self.tr("empty columns stay empty")
        elif rules.empty_column is EmptyColumn.KING:
            empty = self.tr("kings fill empty columns")
        else:
            empty = self.tr("any card fills empty columns")
        if rules.face_down_rows:
            #: A custom game's rules in brief, part 3 of 4: rows dealt face down.
            dealt = self.tr("%n row(s) face down", "", rules.face_down_rows)
        else:
            dealt = self.tr("all face up")
        if rules.kings_to_bottom:
            #: A custom game's rules in brief, part 4 of 4: kings moved under the others.
            kings = self.tr("kings to the bottom")
        else:
            kings = self.tr("kings stay put")
        #: How the four parts of a custom game's rules in brief are joined.
        return self.tr("{build}, {empty}, {dealt}, {kings}").format(
            build=build, empty=empty, dealt=dealt, kings=kings
        )


def rules_in_brief(rules: Rules) -> str:
    """A custom game's rules in a few words: "same suit, kings fill empty columns, ..."."""
    return RulesInBrief().text(rules)


def variant_title(rules: Rules) -> str:
    """The variant's name, with a custom game's rules in brief: what the window's title
    and the table say of the game on it."""
    if rules.id != CUSTOM_ID:
        return variant_name(rules)
    #: A custom game named with its rules: "Custom: same suit, kings fill empty columns,
    #: 1 row face down, kings stay put".
    return QCoreApplication.translate("Variants", "{variant}: {rules}").format(
        variant=variant_name(rules), rules=rules_in_brief(rules)
    )
