"""Cards, ranks and suits as small immutable values.

A card is an ``int`` subclass (index ``(rank - 1) * 4 + suit``) so that the solver can
treat cards as plain integers while the rest of the code gets names and properties.
The 52 instances are created once; :func:`card` and :func:`parse_card` return them.
"""

from __future__ import annotations

from typing import Final

RANK_CHARS: Final = "A23456789TJQK"
SUIT_CHARS: Final = "CDHS"  # index order of the FreeCell generator: clubs, diamonds, hearts, spades
SUIT_SYMBOLS: Final = "♣♦♥♠"
RANK_NAMES: Final = (
    "Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
    "Eight", "Nine", "Ten", "Jack", "Queen", "King",
)  # fmt: skip
SUIT_NAMES: Final = ("Clubs", "Diamonds", "Hearts", "Spades")

CLUBS: Final = 0
DIAMONDS: Final = 1
HEARTS: Final = 2
SPADES: Final = 3
ACE: Final = 1
KING: Final = 13


class CardError(ValueError):
    """A card name that does not name a card."""


class Card(int):
    """One of the 52 cards; compare and hash as its index 0..51."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        """1 (ace) .. 13 (king)."""
        return int(self) // 4 + 1

    @property
    def suit(self) -> int:
        """0..3 in the order clubs, diamonds, hearts, spades."""
        return int(self) % 4

    @property
    def is_red(self) -> bool:
        return self.suit in (DIAMONDS, HEARTS)

    @property
    def name(self) -> str:
        """Short name: rank then suit, ``"TD"``."""
        return RANK_CHARS[self.rank - 1] + SUIT_CHARS[self.suit]

    @property
    def label(self) -> str:
        """Player-facing label with a suit symbol: ``"10♦"``."""
        rank = "10" if self.rank == 10 else RANK_CHARS[self.rank - 1]
        return rank + SUIT_SYMBOLS[self.suit]

    @property
    def long_name(self) -> str:
        return f"{RANK_NAMES[self.rank - 1]} of {SUIT_NAMES[self.suit]}"

    def __repr__(self) -> str:
        return f"Card({self.name})"

    def __str__(self) -> str:
        return self.name


CARDS: Final[tuple[Card, ...]] = tuple(Card(i) for i in range(52))


def card(rank: int, suit: int) -> Card:
    """The card of ``rank`` (1..13) and ``suit`` (0..3)."""
    if not (ACE <= rank <= KING and 0 <= suit <= 3):
        raise CardError(f"no card with rank {rank} and suit {suit}")
    return CARDS[(rank - 1) * 4 + suit]


def parse_rank(text: str) -> int:
    """A rank letter or number, any case (``"T"`` or ``"10"``); ``"0"`` (no card) is 0."""
    t = text.strip().upper()
    if t == "10":
        return 10
    if t == "0":
        return 0
    if len(t) == 1 and t in RANK_CHARS:
        return RANK_CHARS.index(t) + 1
    raise CardError(f"unknown rank {text!r}")


def parse_suit(text: str) -> int:
    t = text.strip().upper()
    if len(t) == 1 and t in SUIT_CHARS:
        return SUIT_CHARS.index(t)
    raise CardError(f"unknown suit {text!r}")


def parse_card(text: str) -> Card:
    """Parse ``"TD"``, ``"10d"``, ``"as"``; raise :class:`CardError` for anything else."""
    t = text.strip()
    if len(t) < 2:
        raise CardError(f"unknown card {text!r}")
    try:
        rank = parse_rank(t[:-1])
        suit = parse_suit(t[-1])
    except CardError:
        raise CardError(f"unknown card {text!r}") from None
    if rank == 0:
        raise CardError(f"unknown card {text!r}")
    return card(rank, suit)
