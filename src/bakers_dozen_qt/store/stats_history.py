"""The game history: every finished game, newest first, a page at a time.

A page is found from where the last one ended (the finish time and row id of its last
game), never by counting rows from the top: on the ``games_finished`` index, the page
after a hundred thousand games costs what the first one does. Practice rows of old
versions (no deal number) are left out, as from every figure: nobody can replay them.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from .stats_records import COUNTED, FIGURES, RECORD_COLUMNS, GameRecord, row_to_record

PAGE: int = 200
"""Games a page holds unless asked otherwise."""


@dataclass(frozen=True)
class HistoryFilter:
    """Which games the history shows: ``None`` in a field lets every game through."""

    variant: str | None = None
    won: bool | None = None
    daily: bool | None = None

    def where(self, table: str = "") -> tuple[str, tuple[object, ...]]:
        """An SQL condition and its arguments; ``table`` names the games' table."""
        at = f"{table}." if table else ""
        terms, args = ["1"], list[object]()
        if self.variant is not None:
            terms.append(f"{at}variant = ?")
            args.append(self.variant)
        if self.won is not None:
            terms.append(f"{at}won = ?")
            args.append(int(self.won))
        if self.daily is not None:
            terms.append(f"{at}daily = ?")
            args.append(int(self.daily))
        return " AND ".join(terms), tuple(args)


EVERY_GAME = HistoryFilter()


@dataclass(frozen=True)
class HistoryEntry:
    """One game of the history, and whether its line was kept (a replay needs it)."""

    game: GameRecord
    has_line: bool

    @property
    def cursor(self) -> tuple[str, int]:
        """Where the page after this game starts."""
        assert self.game.finished_at is not None and self.game.id is not None
        return self.game.finished_at, self.game.id


def history_page(
    db: sqlite3.Connection,
    which: HistoryFilter,
    after: tuple[str, int] | None = None,
    limit: int = PAGE,
) -> list[HistoryEntry]:
    """Up to ``limit`` games, newest first, from just after ``after`` (``None``: the
    newest)."""
    where, args = which.where("g")
    if after is not None:
        where += " AND (g.finished_at, g.id) < (?, ?)"
        args = (*args, *after)
    columns = ", ".join(f"g.{c}" for c in RECORD_COLUMNS)
    rows = db.execute(
        f"SELECT {columns}, l.game IS NOT NULL FROM {FIGURES} g"
        f" LEFT JOIN lines l ON l.game = g.id WHERE {where}"
        " ORDER BY g.finished_at DESC, g.id DESC LIMIT ?",
        (*args, max(limit, 0)),
    )
    return [HistoryEntry(row_to_record(r[:-1]), bool(r[-1])) for r in rows]


def history_count(db: sqlite3.Connection, which: HistoryFilter, *, all_good: bool) -> int:
    """How many games the history shows under ``which``. ``all_good``: the file holds no
    row this version cannot read, so the rows need no checking one by one (on a hundred
    thousand games the checks cost half a second, the count alone a few milliseconds)."""
    if not all_good:
        where, args = which.where()
        (n,) = db.execute(f"SELECT count(*) FROM {FIGURES} WHERE {where}", args).fetchone()
        return int(n)
    where, args = which.where()
    # By the variant's index when that is all it asks; else one pass over the table,
    # which beats a lookup a row through an index.
    table = "games" if which.won is None and which.daily is None else "games NOT INDEXED"
    (n,) = db.execute(f"SELECT count(*) FROM {table} WHERE {where} AND {COUNTED}", args).fetchone()
    return int(n)
