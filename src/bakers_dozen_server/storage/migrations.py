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

# Players registered once, a token's entries off the board when it is banned or the entry
# hidden, a line's hash to find the same line from another player, the keeper's log, and
# the counts of the limits every server process shares.
_PLAYERS: Final = (
    "CREATE TABLE players (token_hash TEXT PRIMARY KEY, registered TEXT NOT NULL,"
    " block_tag TEXT NOT NULL, banned SMALLINT NOT NULL DEFAULT 0)",
    "INSERT INTO players (token_hash, registered, block_tag, banned)"
    " SELECT token_hash, MIN(received), '', 0 FROM entries GROUP BY token_hash",
    "ALTER TABLE entries ADD COLUMN line_hash TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE entries ADD COLUMN hand_moves INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE entries ADD COLUMN same_line_as {id}",
    "ALTER TABLE entries ADD COLUMN hidden SMALLINT NOT NULL DEFAULT 0",
    "ALTER TABLE entries ADD COLUMN withheld SMALLINT NOT NULL DEFAULT 0",
    "UPDATE entries SET line_hash = {sha256}",
    "DROP INDEX entries_board",
    "CREATE INDEX entries_board ON entries"
    " (day, variant, withheld, ranked, score DESC, milliseconds, moves, id)",
    "CREATE INDEX entries_line ON entries (day, variant, line_hash, id)",
    "CREATE TABLE keeper_log (id {identity}, at TEXT NOT NULL, action TEXT NOT NULL,"
    " subject TEXT NOT NULL, note TEXT NOT NULL)",
    "CREATE {unlogged}TABLE limit_counts (kind TEXT NOT NULL, subject TEXT NOT NULL,"
    " until BIGINT NOT NULL, hits INTEGER NOT NULL, PRIMARY KEY (kind, subject, until))",
)


def _players(dialect: str) -> tuple[str, ...]:
    sqlite = dialect == "sqlite"
    words = {
        "id": "INTEGER" if sqlite else "BIGINT",
        # SQLite has no SHA-256: the server gives each connection one (backends.py).
        "sha256": "sha256_hex(line)"
        if sqlite
        else "encode(sha256(convert_to(line, 'UTF8')), 'hex')",
        "identity": "INTEGER PRIMARY KEY"
        if sqlite
        else "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY",
        # Counts that a crash may lose: PostgreSQL need not log them.
        "unlogged": "" if sqlite else "UNLOGGED ",
    }
    return tuple(statement.format(**words) for statement in _PLAYERS)


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
    Migration(
        3,
        "players registered, bans and hidden entries, the same line, the keeper's log,"
        " shared limits",
        sqlite=_players("sqlite"),
        postgresql=_players("postgresql"),
    ),
)

LATEST: Final = MIGRATIONS[-1].version

CREATE_LEDGER: Final = (
    "CREATE TABLE IF NOT EXISTS schema_migrations ("
    "version INTEGER PRIMARY KEY, what TEXT NOT NULL, applied TEXT NOT NULL)"
)
