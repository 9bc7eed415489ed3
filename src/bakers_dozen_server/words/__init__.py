"""The page's words in the game's languages: one catalogue module a language.

A catalogue is a :class:`Words` value, so a language that misses a text fails to import
(and mypy says which). Texts are plain (the page escapes them) with ``{name}`` fields;
a :data:`Plural` holds one form per plural form of its language, chosen by the
language's :attr:`Words.plural` rule, as the game's ``.ts`` files do.
``sr`` (Cyrillic) is made from ``sr_Latn`` letter for letter by
``tools/server_words.py``: never edit it by hand.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, fields
from functools import cache
from typing import Final

from bakers_dozen_qt.languages import SHIPPED

Plural = tuple[str, ...]
LANGUAGE_CODES: Final[tuple[str, ...]] = SHIPPED


def one_other(n: int) -> int:
    """English, Danish: 1, and everything else."""
    return 0 if n == 1 else 1


def only_one(n: int) -> int:
    """Turkish: one form for every number."""
    return 0


def czech(n: int) -> int:
    """1; 2–4; everything else."""
    return 0 if n == 1 else 1 if 2 <= n <= 4 else 2


def serbian(n: int) -> int:
    """1, 21, 31 (not 11); 2–4, 22–24 (not 12–14); the rest."""
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


@dataclass(frozen=True)
class Words:
    code: str
    html_lang: str
    """The page's ``lang`` attribute (BCP 47)."""
    own_name: str
    plural: Callable[[int], int]
    group: str
    """The thousands separator of its numbers."""
    decimal: str
    """Its decimal mark."""

    title: str
    intro: str
    today: str
    """A heading: ``{date}``."""
    yesterday: str
    day: str
    """A heading for any other day: ``{date}``."""
    previous_day: str
    next_day: str
    players: Plural
    """``{n}``: everyone who sent a game of that deal, won or not."""
    wins: Plural
    rank: str
    name: str
    time: str
    moves: str
    score: str
    nobody: str
    """``{variants}``: the names of the variants no one has played that day, listed."""
    no_wins: str
    note_replayed: str
    note_ranked: str
    note_times: str
    """``{floor}``: the fewest seconds a move the server believes."""
    note_moves: str
    par: str
    """``{moves}``: the moves of the day's par, beside the counts of a board."""
    note_par: str
    language: str
    unavailable: str
    """The database does not answer."""
    no_such_page: str
    no_such_day: str
    """``{date}``: what was asked for."""
    # The page of one entry: its game move by move (``/entry/{id}``).
    watch: str
    """A board's name links to the entry's page: the link's title."""
    back_to_boards: str
    """``{date}``: the day whose boards the entry is on."""
    result: str
    won: str
    won_with_help: str
    not_won: str
    the_deal: str
    """The table before any move; also the link to it."""
    move_of: str
    """``{number}``, ``{count}``: where the page stands in the line."""
    previous_move: str
    next_move: str
    last_move: str
    moves_heading: str
    line_as_text: str
    table_as_text: str
    table_dealt: str
    """The picture's text alternative at the deal."""
    table_after: str
    """``{number}``: the picture's text alternative after a move."""
    to_foundation: str
    """Where a move sends a card: "7♣ → {to_foundation}"."""
    to_empty: str
    """``{column}``: an empty column a move fills."""
    no_such_entry: str
    """``{id}``: what was asked for."""
    variants: dict[str, str]
    """Variant id to its name, as the game's translations name it."""

    def count(self, forms: Plural, n: int) -> str:
        return forms[min(self.plural(n), len(forms) - 1)].format(n=self.number(n))

    def number(self, n: int) -> str:
        return f"{n:,}".replace(",", self.group)

    def decimal_number(self, x: float) -> str:
        """``x`` with its decimals as needed (``0.2``, ``0,2``)."""
        return f"{x:g}".replace(".", self.decimal)


TEXT_FIELDS: Final = tuple(
    f.name
    for f in fields(Words)
    if f.name not in ("code", "html_lang", "own_name", "plural", "group", "decimal", "variants")
)


@cache
def words(code: str) -> Words:
    """The catalogue of a language code of :data:`LANGUAGE_CODES`."""
    if code not in LANGUAGE_CODES:
        raise KeyError(code)
    module = importlib.import_module(f"{__name__}.{code}")
    catalogue: Words = module.WORDS
    return catalogue


PLURAL_RULES: Final[dict[str, Callable[[int], int]]] = {
    "en": one_other,
    "da": one_other,
    "tr": only_one,
    "cs": czech,
    "sr_Latn": serbian,
    "sr": serbian,
}
