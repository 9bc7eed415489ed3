"""Names of cards and piles for the ear: what a screen reader says about the table.

Whole phrases go through Qt's translation: each card's name is one string ("seven of
clubs"), each foundation has sentences of its own, and counts use ``%n`` plurals, so a
language can inflect and reorder them as it needs.
"""

from __future__ import annotations

import re
from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QObject

from ...engine.cards import RANK_CHARS, SUIT_SYMBOLS, Card, card
from ...engine.game import Game
from ..table.pile import Pile

_CARD_NAMES: Final = (
    QT_TRANSLATE_NOOP("Cards", "ace of clubs"),
    QT_TRANSLATE_NOOP("Cards", "ace of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "ace of hearts"),
    QT_TRANSLATE_NOOP("Cards", "ace of spades"),
    QT_TRANSLATE_NOOP("Cards", "two of clubs"),
    QT_TRANSLATE_NOOP("Cards", "two of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "two of hearts"),
    QT_TRANSLATE_NOOP("Cards", "two of spades"),
    QT_TRANSLATE_NOOP("Cards", "three of clubs"),
    QT_TRANSLATE_NOOP("Cards", "three of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "three of hearts"),
    QT_TRANSLATE_NOOP("Cards", "three of spades"),
    QT_TRANSLATE_NOOP("Cards", "four of clubs"),
    QT_TRANSLATE_NOOP("Cards", "four of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "four of hearts"),
    QT_TRANSLATE_NOOP("Cards", "four of spades"),
    QT_TRANSLATE_NOOP("Cards", "five of clubs"),
    QT_TRANSLATE_NOOP("Cards", "five of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "five of hearts"),
    QT_TRANSLATE_NOOP("Cards", "five of spades"),
    QT_TRANSLATE_NOOP("Cards", "six of clubs"),
    QT_TRANSLATE_NOOP("Cards", "six of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "six of hearts"),
    QT_TRANSLATE_NOOP("Cards", "six of spades"),
    QT_TRANSLATE_NOOP("Cards", "seven of clubs"),
    QT_TRANSLATE_NOOP("Cards", "seven of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "seven of hearts"),
    QT_TRANSLATE_NOOP("Cards", "seven of spades"),
    QT_TRANSLATE_NOOP("Cards", "eight of clubs"),
    QT_TRANSLATE_NOOP("Cards", "eight of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "eight of hearts"),
    QT_TRANSLATE_NOOP("Cards", "eight of spades"),
    QT_TRANSLATE_NOOP("Cards", "nine of clubs"),
    QT_TRANSLATE_NOOP("Cards", "nine of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "nine of hearts"),
    QT_TRANSLATE_NOOP("Cards", "nine of spades"),
    QT_TRANSLATE_NOOP("Cards", "ten of clubs"),
    QT_TRANSLATE_NOOP("Cards", "ten of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "ten of hearts"),
    QT_TRANSLATE_NOOP("Cards", "ten of spades"),
    QT_TRANSLATE_NOOP("Cards", "jack of clubs"),
    QT_TRANSLATE_NOOP("Cards", "jack of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "jack of hearts"),
    QT_TRANSLATE_NOOP("Cards", "jack of spades"),
    QT_TRANSLATE_NOOP("Cards", "queen of clubs"),
    QT_TRANSLATE_NOOP("Cards", "queen of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "queen of hearts"),
    QT_TRANSLATE_NOOP("Cards", "queen of spades"),
    QT_TRANSLATE_NOOP("Cards", "king of clubs"),
    QT_TRANSLATE_NOOP("Cards", "king of diamonds"),
    QT_TRANSLATE_NOOP("Cards", "king of hearts"),
    QT_TRANSLATE_NOOP("Cards", "king of spades"),
)

_RANK_NAMES: Final = (
    QT_TRANSLATE_NOOP("Ranks", "ace"),
    QT_TRANSLATE_NOOP("Ranks", "two"),
    QT_TRANSLATE_NOOP("Ranks", "three"),
    QT_TRANSLATE_NOOP("Ranks", "four"),
    QT_TRANSLATE_NOOP("Ranks", "five"),
    QT_TRANSLATE_NOOP("Ranks", "six"),
    QT_TRANSLATE_NOOP("Ranks", "seven"),
    QT_TRANSLATE_NOOP("Ranks", "eight"),
    QT_TRANSLATE_NOOP("Ranks", "nine"),
    QT_TRANSLATE_NOOP("Ranks", "ten"),
    QT_TRANSLATE_NOOP("Ranks", "jack"),
    QT_TRANSLATE_NOOP("Ranks", "queen"),
    QT_TRANSLATE_NOOP("Ranks", "king"),
)

_FOUNDATION_EMPTY: Final = (
    QT_TRANSLATE_NOOP("Piles", "Clubs foundation, empty"),
    QT_TRANSLATE_NOOP("Piles", "Diamonds foundation, empty"),
    QT_TRANSLATE_NOOP("Piles", "Hearts foundation, empty"),
    QT_TRANSLATE_NOOP("Piles", "Spades foundation, empty"),
)

_FOUNDATION_UP_TO: Final = (
    QT_TRANSLATE_NOOP("Piles", "Clubs foundation, up to {rank}"),
    QT_TRANSLATE_NOOP("Piles", "Diamonds foundation, up to {rank}"),
    QT_TRANSLATE_NOOP("Piles", "Hearts foundation, up to {rank}"),
    QT_TRANSLATE_NOOP("Piles", "Spades foundation, up to {rank}"),
)


def _tr(context: str, text: object) -> str:
    """A string of the tables above (literal strings call ``translate`` themselves, so
    that lupdate finds them). ``text`` is a str; QT_TRANSLATE_NOOP's stubs say ``object``."""
    return QCoreApplication.translate(context, str(text))


def card_name(card: Card) -> str:
    """``"seven of clubs"``."""
    return _tr("Cards", _CARD_NAMES[int(card)])


_LABEL: Final = re.compile(r"(?<![\w])(10|[2-9AJQK])([♣♦♥♠])")
"""A card's short form as the screen shows it in a sentence: ``7♣``, ``10♦``, ``Q♠``."""


def for_the_ear(text: str) -> str:
    """``text`` (a line of the status bar) as a screen reader should say it: each card's
    short form, which the eye reads at a glance but a reader spells out symbol by
    symbol, becomes its full name ("7♣" → "seven of clubs"); a sentence that starts
    with one starts with a capital."""

    def name(m: re.Match[str]) -> str:
        rank = 10 if m.group(1) == "10" else RANK_CHARS.index(m.group(1)) + 1
        said = card_name(card(rank, SUIT_SYMBOLS.index(m.group(2))))
        before = text[: m.start()].rstrip()
        if not before or before.endswith((".", "!", "?")):
            said = QLocale().toUpper(said[:1]) + said[1:]
        return said

    return _LABEL.sub(name, text)


def rank_name(rank: int) -> str:
    """``"five"`` for 5 (1 is the ace, 13 the king)."""
    return _tr("Ranks", _RANK_NAMES[rank - 1])


def pile_name(game: Game, pile: Pile) -> str:
    """What a screen reader calls the pile: ``"Column 4, 6 cards, top: seven of clubs"``
    (``"Column 1, 4 cards, 3 of them face down, top: ..."``),
    ``"Hearts foundation, up to five"``."""
    if pile.is_foundation:
        rank = game.foundations[pile.index]
        if rank == 0:
            return _tr("Piles", _FOUNDATION_EMPTY[pile.index])
        return _tr("Piles", _FOUNDATION_UP_TO[pile.index]).format(rank=rank_name(rank))
    cards = game.column(pile.index)
    column = pile.index + 1
    if not cards:
        return QCoreApplication.translate("Piles", "Column {column}, empty").format(column=column)
    return _WORDS.column(column, len(cards), game.face_down_count(pile.index), cards[-1])


class PileWords(QObject):
    """Sentences with a count: ``self.tr`` is what lupdate marks as plural (it does not
    for ``QCoreApplication.translate`` with a count that is not a literal)."""

    def column(self, column: int, n: int, down: int, top: Card) -> str:
        # Two counts, so two phrases, each with its own plural form.
        #: A count of cards in a pile's name: "Column 4, {6 cards}, top: ...".
        cards = self.tr("%n card(s)", "", n)
        if down:
            #: {cards} is "4 cards"; %n of those lie face down.
            cards = self.tr("{cards}, %n of them face down", "", down).format(cards=cards)
        #: {cards}: "6 cards" or "4 cards, 3 of them face down"; {card}: "seven of clubs".
        return self.tr("Column {column}, {cards}, top: {card}").format(
            column=column, cards=cards, card=card_name(top)
        )


_WORDS: Final = PileWords()


def pile_contents(game: Game, pile: Pile) -> str:
    """Every card a player can see in a column, bottom to top (foundations: nothing more
    than their name says)."""
    if pile.is_foundation:
        return ""
    cards = game.column(pile.index)
    if not cards:
        return ""
    hidden = QCoreApplication.translate("Cards", "face-down card")
    names = [
        card_name(c) if game.is_face_up(pile.index, i) else hidden for i, c in enumerate(cards)
    ]
    return QCoreApplication.translate("Piles", "From the bottom: {cards}.").format(
        cards=", ".join(names)
    )
