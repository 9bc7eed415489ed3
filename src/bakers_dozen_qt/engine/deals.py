"""Deal numbers to starting positions (RULES.md, "Deal numbers")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from .cards import ACE, CARDS, KING, Card
from .input_text import quoted
from .position import Position
from .rules import Rules

if TYPE_CHECKING:
    import datetime as _dt

MIN_DEAL: Final = 1
MAX_DEAL: Final = 2_147_483_647


class DealNumberError(ValueError):
    """A deal number outside 1..2,147,483,647, or text that is not a number."""


def check_deal_number(number: int) -> int:
    if not MIN_DEAL <= number <= MAX_DEAL:
        raise DealNumberError(f"deal number {_shown(number)} is out of range; {_RANGE}")
    return number


def parse_deal_number(text: str) -> int:
    """A deal number typed by a person: ASCII digits, optionally grouped (``1,234``, ``1_234``).

    Anything else (``nan``, ``1e3``, other scripts' digits, 5,000 digits) raises
    :class:`DealNumberError` with a one-line message; no other exception escapes.
    """
    t = text.strip()
    if not _NUMBER_RE.fullmatch(t):
        raise DealNumberError(f"deal number {quoted(t)} is not a number")
    sign = "-" if t.startswith("-") else ""
    digits = re.sub(r"[^0-9]", "", t).lstrip("0") or "0"
    # Checked before int(): Python refuses to convert strings of more than 4,300 digits.
    if len(digits) > len(str(MAX_DEAL)):
        raise DealNumberError(f"deal number {quoted(t)} is out of range; {_RANGE}")
    return check_deal_number(int(sign + digits))


_NUMBER_RE: Final = re.compile(r"[+-]?[0-9]+(?:[,_][0-9]+)*")
_RANGE: Final = f"use {MIN_DEAL} to {MAX_DEAL:,}"


def _shown(number: int) -> str:
    if number.bit_length() <= 64:
        return str(number)
    # str() of a huge int is slow and refused past 4,300 digits: say how big instead.
    digits = int(number.bit_length() * 0.30103) + 1
    return f"{'-' if number < 0 else ''}(a number of about {digits:,} digits)"


def freecell_order(number: int) -> list[Card]:
    """The 52 cards in dealing order for deal ``number`` (the Microsoft FreeCell generator)."""
    check_deal_number(number)
    # Index i is rank i // 4 and suit i % 4 (C, D, H, S): exactly our Card index; reversed.
    deck = list(reversed(CARDS))
    state = number
    for i in range(52):
        state = (state * 214013 + 2531011) & 0x7FFFFFFF
        j = 51 - ((state >> 16) % (52 - i))
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_columns(order: list[Card], columns: int) -> list[list[Card]]:
    """Deal row by row: the n-th card goes on top of column ``n mod columns``."""
    piles: list[list[Card]] = [[] for _ in range(columns)]
    for n, c in enumerate(order):
        piles[n % columns].append(c)
    return piles


def kings_to_bottom(column: list[Card]) -> list[Card]:
    """Stable partition: kings first (bottom), then the rest, each keeping its order."""
    return [c for c in column if c.rank == KING] + [c for c in column if c.rank != KING]


def deal(number: int, rules: Rules) -> Position:
    """The starting position of deal ``number`` under ``rules``."""
    order = freecell_order(number)
    foundations = [0, 0, 0, 0]
    if rules.aces_at_start:
        aces = [c for c in order if c.rank == ACE][: rules.aces_at_start]
        for ace in aces:
            foundations[ace.suit] = ACE
        order = [c for c in order if c not in aces]
    piles = deal_columns(order, rules.columns)
    if rules.kings_to_bottom:
        piles = [kings_to_bottom(p) for p in piles]
    face_down = tuple(min(rules.face_down_rows, max(len(p) - 1, 0)) for p in piles)
    return Position(
        columns=tuple(tuple(p) for p in piles),
        foundations=(foundations[0], foundations[1], foundations[2], foundations[3]),
        face_down=face_down,
    )


def daily_deal_number(date: _dt.date | None = None) -> int:
    """The daily deal for a calendar date: the integer YYYYMMDD (local date by default)."""
    if date is None:
        import datetime  # only a daily deal asks for today: not before every first frame

        date = datetime.date.today()
    return date.year * 10000 + date.month * 100 + date.day


PER_VARIANT_DAILIES_FROM: Final = 2027_01_01
"""The daily deal (``YYYYMMDD``, 1 January 2027) from which on each variant has a daily
deal of its own (RULES.md, "Daily deal"); before it every variant's daily was deal
``YYYYMMDD``, and stays so."""
DAILY_PLACES: Final[dict[str, int]] = {
    "bakers-dozen": 0,
    "spanish-patience": 1,
    "portuguese-solitaire": 2,
    "good-measure": 3,
    "castles-in-spain": 4,
    "bakers-dozen-1883": 5,
}
"""Each variant's place in the daily shuffles, for ever: a new variant takes the next
number, and none is ever renumbered (that would change its past dailies)."""
DAILY_STRIDE: Final = 100_000_000


def daily_cards(number: int, variant: str) -> int:
    """The deal whose cards the daily deal ``number`` (``YYYYMMDD``) of ``variant`` is
    dealt from: ``number`` itself before :data:`PER_VARIANT_DAILIES_FROM` (and for
    Baker's Dozen, and rules with no daily board), else the variant's place times
    :data:`DAILY_STRIDE` plus ``number``. The daily keeps its number (its date) as its
    name everywhere else: the statistics, the saved game, the online board."""
    place = DAILY_PLACES.get(variant, 0)
    if number < PER_VARIANT_DAILIES_FROM or place == 0:
        return number
    return place * DAILY_STRIDE + number
