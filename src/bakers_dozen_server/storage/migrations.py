"""The board's schema, as numbered steps for SQLite and for PostgreSQL.

A database records the steps it has had in ``schema_migrations``; opening it applies
the missing ones in order, each in the transaction that records it. A database that
has a step this server does not know was made by a newer server, and is refused
untouched. Steps are only ever added, never edited: a database in use has had them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class Migration:
    version: int
    what: str
    sqlite: tuple[str, ...]
    postgresql: tuple[str, ...]

    def statements(self, dialect: str) -> tuple[str, ...]:
        return self.sqlite if dialect == "sqlite" else self.postgresql


# Booleans are SMALLINT 0/1 in both, so every query is the same text in both.
_ENTRY_COLUMNS: Final = """
    day TEXT NOT NULL,
    variant TEXT NOT NULL,
    token_hash TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    name TEXT NOT NULL,
    line TEXT NOT NULL,
    moves INTEGER NOT NULL,
    seconds {real} NOT NULL,
    hints INTEGER NOT NULL,
    undos INTEGER NOT NULL,
    helped SMALLINT NOT NULL,
    won SMALLINT NOT NULL,
    ranked SMALLINT NOT NULL,
    cards_up SMALLINT NOT NULL,
    score INTEGER NOT NULL,
    received TEXT NOT NULL,
    UNIQUE (token_hash, day, variant)
"""
_BOARD_INDEX: Final = (
    "CREATE INDEX entries_board ON entries (day, variant, ranked, score DESC, seconds, moves, id)"
)
# Times in whole milliseconds: no float error at the floor, none shown.
_MILLISECONDS: Final = (
    "ALTER TABLE entries ADD COLUMN milliseconds INTEGER NOT NULL DEFAULT 0",
    "UPDATE entries SET milliseconds = CAST(ROUND(seconds * 1000) AS INTEGER)",
    "DROP INDEX entries_board",
    "ALTER TABLE entries DROP COLUMN seconds",
    "CREATE INDEX entries_board ON entries"
    " (day, variant, ranked, score DESC, milliseconds, moves, id)",
)

MIGRATIONS: Final[tuple[Migration, ...]] = (
    Migration(
        1,
        "entries: one a player, date and variant; the board's index",
        sqlite=(
            "CREATE TABLE entries (id INTEGER PRIMARY KEY,"
            + _ENTRY_COLUMNS.format(real="REAL")
            + ")",
            _BOARD_INDEX,
        ),
        postgresql=(
            "CREATE TABLE entries (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
            + _ENTRY_COLUMNS.format(real="DOUBLE PRECISION")
            + ")",
            _BOARD_INDEX,
        ),
    ),
    Migration(
        2,
        "entries: the time in whole milliseconds",
        sqlite=_MILLISECONDS,
        postgresql=_MILLISECONDS,
    ),
)

LATEST: Final = MIGRATIONS[-1].version

CREATE_LEDGER: Final = (
    "CREATE TABLE IF NOT EXISTS schema_migrations ("
    "version INTEGER PRIMARY KEY, what TEXT NOT NULL, applied TEXT NOT NULL)"
)
