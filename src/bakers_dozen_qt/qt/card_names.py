"""Cards' full names ("Seven of Clubs") in the player's language, for labels that stand alone.

Inside a sentence the game writes a card's short form, ``7♣`` (``Card.label``): it reads
at a glance, it is what the card's corner shows, and it needs no grammatical case, where a
full name would have to be declined in Czech, Serbian or Turkish. A full name is for a
place where the card is named on its own (a label, a screen reader's name for a card).
Each of the 52 is a text of its own, so that every language can word them as its players
do (``křížová sedma``, ``klør syv``, ``sinek yedilisi``).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Card
from .i18n import QT_TRANSLATE_NOOP

# In card order: ace of clubs, diamonds, hearts, spades, then the twos, ...
#: A card's full name, standing alone (a label, not inside a sentence).
FULL_NAMES: Final = (
    QT_TRANSLATE_NOOP("CardNames", "Ace of Clubs"),
    QT_TRANSLATE_NOOP("CardNames", "Ace of Diamonds"),
    QT_TRANSLATE_NOOP("CardNames", "Ace of Hearts"),
    QT_TRANSLATE_NOOP("CardNames", "Ace of Spades"),
    QT_TRANSLATE_NOOP("CardNames", "Two of Clubs"),
    QT_TRANSLATE_NOOP("CardNames", "Two of Diamonds"),
    QT_TRANSLATE_NOOP("CardNames", "Two of Hearts"),
    QT_TRANSLATE_NOOP("CardNames", "Two of Spades"),
    QT_TRANSLATE_NOOP("CardNames", "Three of Clubs"),
    QT_TRANSLATE_NOOP("CardNames", "Three of Diamonds"),
    QT_TRANSLATE_NOOP("CardNames", "Three of Hearts"),
    QT_TRANSLATE_NOOP("CardNames", "Three of Spades"),
    QT_TRANSLATE_NOOP("CardNames", "Four of Clubs"),
    QT_TRANSLATE_NOOP("CardNames", "Four of Diamonds"),
    QT_TRANSLATE_NOOP("CardNames", "Four of Hearts"),
    QT_TRANSLATE_NOOP("CardNames", "Four of Spades"),
    QT_TRANSLATE_NOOP("CardNames", "Five of Clubs"),
    QT_TRANSLATE_NOOP("CardNames", "Five of Diamonds"),
    QT_TRANSLATE_NOOP("CardNames", "Five of Hearts"),
    QT_TRANSLATE_NOOP("CardNames", "Five of Spades"),
    QT_TRANSLATE_NOOP("CardNames", "Six of Clubs"),
    QT_TRANSLATE_NOOP("CardNames", "Six of Diamonds"),
    QT_TRANSLATE_NOOP("CardNames", "Six of Hearts"),
    QT_TRANSLATE_NOOP("CardNames", "Six of Spades"),
    QT_TRANSLATE_NOOP("CardNames", "Seven of Clubs"),
    QT_TRANSLATE_NOOP("CardNames", "Seven of Diamonds"),
    QT_TRANSLATE_NOOP("CardNames", "Seven of Hearts"),
    QT_TRANSLATE_NOOP("CardNames", "Seven of Spades"),
    QT_TRANSLATE_NOOP("CardNames", "Eight of Clubs"),
    QT_TRANSLATE_NOOP("CardNames", "Eight of Diamonds"),
    QT_TRANSLATE_NOOP("CardNames", "Eight of Hearts"),
    QT_TRANSLATE_NOOP("CardNames", "Eight of Spades"),
    QT_TRANSLATE_NOOP("CardNames", "Nine of Clubs"),
    QT_TRANSLATE_NOOP("CardNames", "Nine of Diamonds"),
    QT_TRANSLATE_NOOP("CardNames", "Nine of Hearts"),
    QT_TRANSLATE_NOOP("CardNames", "Nine of Spades"),
    QT_TRANSLATE_NOOP("CardNames", "Ten of Clubs"),
    QT_TRANSLATE_NOOP("CardNames", "Ten of Diamonds"),
    QT_TRANSLATE_NOOP("CardNames", "Ten of Hearts"),
    QT_TRANSLATE_NOOP("CardNames", "Ten of Spades"),
    QT_TRANSLATE_NOOP("CardNames", "Jack of Clubs"),
    QT_TRANSLATE_NOOP("CardNames", "Jack of Diamonds"),
    QT_TRANSLATE_NOOP("CardNames", "Jack of Hearts"),
    QT_TRANSLATE_NOOP("CardNames", "Jack of Spades"),
    QT_TRANSLATE_NOOP("CardNames", "Queen of Clubs"),
    QT_TRANSLATE_NOOP("CardNames", "Queen of Diamonds"),
    QT_TRANSLATE_NOOP("CardNames", "Queen of Hearts"),
    QT_TRANSLATE_NOOP("CardNames", "Queen of Spades"),
    QT_TRANSLATE_NOOP("CardNames", "King of Clubs"),
    QT_TRANSLATE_NOOP("CardNames", "King of Diamonds"),
    QT_TRANSLATE_NOOP("CardNames", "King of Hearts"),
    QT_TRANSLATE_NOOP("CardNames", "King of Spades"),
)


def full_name(card: Card) -> str:
    """``"Seven of Clubs"``, in the player's language."""
    return QCoreApplication.translate("CardNames", FULL_NAMES[int(card)])
