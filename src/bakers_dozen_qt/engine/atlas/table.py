"""The atlas's table: for each deal of a range, won (and how hard) or lost, as the solver
decided it once, kept in the package (``data/<variant>.txt``) and never recomputed.

The file is text, one character a deal, 100 deals a line (line k holds deals 100k + 1 to
100k + 100), after comment lines starting with ``#``: ``1`` to ``5`` a won deal and its
difficulty (1 the easiest), ``L`` a deal that cannot be won, ``?`` one the solver could
not decide, ``.`` one not solved yet. ``tools/atlas.py table`` writes it from a bulk run;
``docs/atlas.md`` says how difficulty is measured.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Final

from ..rules import VARIANTS, Rules

log = logging.getLogger(__name__)

DATA: Final = Path(__file__).resolve().parent / "data"

SAME_DEALS: Final = {"bakers-dozen-1883": "bakers-dozen"}
"""Variants whose table is another's. The 1883 edition deals Baker's Dozen's deals with
some cards face down; every card known, it is the same game (only a top card moves, and
a top card is face up), so each deal has Baker's Dozen's verdict and difficulty."""
PER_LINE: Final = 100
WON_CODES: Final = "12345"
LOST: Final = "L"
UNKNOWN: Final = "?"
NOT_SOLVED: Final = "."
CODES: Final = frozenset(WON_CODES + LOST + UNKNOWN + NOT_SOLVED)
DIFFICULTIES: Final = range(1, 6)


class AtlasError(ValueError):
    """A table file that cannot be read as one."""


class Atlas:
    """One variant's table: deal ``first`` onward, a code each (see the module docstring)."""

    def __init__(self, variant: str, codes: str, first: int = 1) -> None:
        self.variant = variant
        self.codes = codes
        self.first = first
        self._of_difficulty: dict[int, Sequence[int]] = {}

    def code(self, deal: int) -> str:
        """The deal's code; ``.`` outside the table."""
        i = deal - self.first
        return self.codes[i] if 0 <= i < len(self.codes) else NOT_SOLVED

    def is_won(self, deal: int) -> bool:
        return self.code(deal) in WON_CODES

    def is_lost(self, deal: int) -> bool:
        return self.code(deal) == LOST

    def difficulty(self, deal: int) -> int | None:
        """1 (easiest) to 5 for a won deal of the table, else None."""
        c = self.code(deal)
        return int(c) if c in WON_CODES else None

    def won_deals(self, difficulty: int | None = None) -> Sequence[int]:
        """The table's won deals, of one difficulty or of any."""
        key = 0 if difficulty is None else difficulty
        if key not in self._of_difficulty:
            wanted = WON_CODES if difficulty is None else str(difficulty)
            self._of_difficulty[key] = tuple(
                self.first + i for i, c in enumerate(self.codes) if c in wanted
            )
        return self._of_difficulty[key]

    def counts(self) -> dict[str, int]:
        """How many deals have each code."""
        return {c: self.codes.count(c) for c in sorted(CODES)}


def parse(text: str, variant: str) -> Atlas:
    """A table from its file's text (AtlasError when it is not one)."""
    rows = [line.strip() for line in text.splitlines()]
    rows = [r for r in rows if r and not r.startswith("#")]
    for n, row in enumerate(rows):
        if not set(row) <= CODES:
            raise AtlasError(f"line {n + 1} of the table holds a character that is no code")
        if len(row) != PER_LINE and n != len(rows) - 1:
            raise AtlasError(f"line {n + 1} of the table holds {len(row)} deals, not {PER_LINE}")
    return Atlas(variant, "".join(rows))


def format_table(atlas: Atlas, comments: Sequence[str]) -> str:
    """The file's text: ``comments`` (each line gets its ``#``), then the codes."""
    head = "".join(f"# {c}\n".replace("# \n", "#\n") for c in comments)
    rows = (atlas.codes[i : i + PER_LINE] for i in range(0, len(atlas.codes), PER_LINE))
    return head + "".join(r + "\n" for r in rows)


def atlas_deal(rules: Rules, difficulty: int | None, rng: random.Random) -> int | None:
    """A deal the atlas of ``rules`` knows to be won, of ``difficulty`` (1-5; any when
    None), drawn from ``rng``; None when the rules have no atlas (custom rules have none,
    nor has a variant whose table the package lacks) or it has no such deal."""
    if VARIANTS.get(rules.id) != rules:
        return None
    atlas = atlas_for(rules.id)
    deals = () if atlas is None else atlas.won_deals(difficulty)
    return rng.choice(deals) if deals else None


def deal_difficulty(rules: Rules, deal: int | None) -> int | None:
    """The atlas's difficulty (1-5) of deal ``deal`` of ``rules``, when it has one."""
    if deal is None or VARIANTS.get(rules.id) != rules:
        return None
    atlas = atlas_for(rules.id)
    return None if atlas is None else atlas.difficulty(deal)


def table_path(variant: str) -> Path:
    return DATA / f"{SAME_DEALS.get(variant, variant)}.txt"


def variants_with_tables() -> tuple[str, ...]:
    """The variants whose deals the package's atlas rates (a table for each), in the
    order of the rules' list; without reading the tables."""
    return tuple(v for v in VARIANTS if table_path(v).is_file())


@cache
def atlas_for(variant: str) -> Atlas | None:
    """The variant's table, or None when the package has none (or it cannot be read:
    the game then does without, as it did before there was an atlas)."""
    path = table_path(variant)
    try:
        return parse(path.read_text(encoding="ascii"), SAME_DEALS.get(variant, variant))
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, AtlasError) as e:
        log.warning("atlas table %s not read: %s", path, e)
        return None
