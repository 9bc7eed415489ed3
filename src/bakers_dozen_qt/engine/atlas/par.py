"""Par for the daily deals: the shortest winning line the solver found for a date's deal
within a fixed budget. A best-known par, not a proved shortest one.

Kept in the package (``data/daily-par.txt``, written by ``tools/atlas.py par``) so that
the game and the board's page show the same figure whatever machine or version computes
it: one line a day, ``VARIANT DATE MOVES OWN LINE``, MOVES the line's moves (every card
moved, as the board counts them), OWN those a player makes when the game sends safe cards
up by itself (as the game counts the player's moves), LINE the moves themselves (move
text, ``docs/RULES.md``); ``- -`` and no line for a deal not won within the budget.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Final

from .table import DATA

if TYPE_CHECKING:
    from ..solver.core.tuning import Tuning

log = logging.getLogger(__name__)

PATH: Final = DATA / "daily-par.txt"
BUDGET: Final = 2_000_000
"""Nodes the solver spends on a date's deal, search and shortening together."""

HEADER: Final = (
    "# Par of the daily deals: VARIANT DATE MOVES OWN LINE, the shortest winning line the\n"
    f"# solver found within {BUDGET:,} nodes (MOVES every card moved, OWN the player's\n"
    "# own moves when safe cards go up by themselves; - when not won). A best-known par,\n"
    "# not a proved shortest line. Written by tools/atlas.py par.\n"
)


def solver_tuning() -> Tuning:
    """The solver's tuning for par: shortening goes on until its budget ends, however short
    the line already is. (A function: the game reads par without loading the solver.)"""
    from ..solver.core.tuning import TUNING

    return replace(TUNING, good_length=0)


@dataclass(frozen=True, slots=True)
class Par:
    variant: str
    date: dt.date
    moves: int | None
    own: int | None
    line: str = ""
    """The par line's moves, as move text."""

    def text(self) -> str:
        if self.moves is None or self.own is None:
            return f"{self.variant} {self.date.isoformat()} - -"
        return f"{self.variant} {self.date.isoformat()} {self.moves} {self.own} {self.line}"


def _number(text: str) -> int | None:
    return None if text == "-" else int(text)


def parse_par(text: str) -> list[Par]:
    """The entries of a par file (ValueError for a line that is not one)."""
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        words = line.split(maxsplit=4)
        try:
            variant, date, moves, own, *rest = words
            entry = Par(variant, dt.date.fromisoformat(date), _number(moves), _number(own))
        except ValueError:
            raise ValueError(
                f"line {n} of the par file is not 'VARIANT DATE MOVES OWN LINE'"
            ) from None
        if entry.moves is not None:
            if not rest or len(rest[0].split()) != entry.moves:
                raise ValueError(f"line {n} of the par file does not hold its {moves} moves")
            entry = replace(entry, line=rest[0])
        out.append(entry)
    return out


def read_par(path: Path = PATH) -> list[Par]:
    try:
        return parse_par(path.read_text(encoding="ascii"))
    except FileNotFoundError:
        return []


def write_par(entries: Iterable[Par], path: Path = PATH) -> Path:
    ordered = sorted(entries, key=lambda p: (p.variant, p.date))
    tmp = path.with_suffix(".tmp")
    tmp.write_text(HEADER + "".join(p.text() + "\n" for p in ordered), encoding="ascii")
    os.replace(tmp, path)
    return path


@cache
def _known() -> dict[tuple[str, dt.date], Par]:
    try:
        return {(p.variant, p.date): p for p in read_par()}
    except (OSError, UnicodeDecodeError, ValueError) as e:
        log.warning("daily par not read: %s", e)
        return {}


def daily_par_of_deal(variant: str, deal: int) -> Par | None:
    """The par of the daily deal numbered ``deal`` (its date, YYYYMMDD), when known."""
    try:
        date = dt.date(deal // 10000, deal // 100 % 100, deal % 100)
    except ValueError:
        return None
    return daily_par(variant, date)


def daily_par(variant: str, date: dt.date) -> Par | None:
    """The par of ``date``'s deal of ``variant``, when the table has it and it was won."""
    p = _known().get((variant, date))
    return p if p is not None and p.moves is not None else None
