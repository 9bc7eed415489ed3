"""Opening the statistics database whatever state it is in, and its schema's versions.

Schema versions live in ``PRAGMA user_version``:

- 0 with a ``games`` table: the first release's schema (it never set the version).
  Migrated in place to the current one; every row is kept.
- 2: per game, player moves, hints, undos, help, daily or not.
- 3: the current schema: each game's line (its moves, and a custom game's rules) in a
  ``lines`` table beside ``games``, so the figures' scans of ``games`` stay as small as
  they were. A game of an earlier version has no line (and says so).

Opening (:func:`connect`) sorts every file into one of four cases: good (migrated if
old), *damaged* (not a database, malformed, a folder in its place, unreadable, another
program's schema: moved aside as ``.damaged``, never over an earlier copy, and a fresh
file made), *newer* (a schema from a later version: moved aside as ``.newer``), and the
two that are retried later, *locked* (another program holds it) and *unavailable* (it
can be neither opened nor made: a read-only folder, a full disk).
"""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path
from typing import Final

from .atomic import keep_aside
from .errors import Notice, Problem, StoreError

SCHEMA_VERSION: Final = 3

GAMES_V1: Final = ("id", "variant", "deal", "finished_at", "won", "moves", "seconds", "score")
GAMES_V2: Final = (*GAMES_V1, "hints", "undos", "helped", "daily")
LINES: Final = ("game", "rules", "moves")

SCHEMA_V1: Final = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    variant TEXT NOT NULL,
    deal INTEGER,
    finished_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    won INTEGER NOT NULL,
    moves INTEGER NOT NULL,
    seconds REAL NOT NULL,
    score INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_variant ON games (variant, id);
"""
"""The first release's schema, word for word (the migration test builds it)."""

_MIGRATE_1_TO_2: Final = (
    "ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE games ADD COLUMN undos INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE games ADD COLUMN helped INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE games ADD COLUMN daily INTEGER NOT NULL DEFAULT 0",
    # The first release did not say which games were daily deals. A daily deal's number
    # is its date (YYYYMMDD): a game whose deal number is the date it was played on
    # (give or take a day, as finished_at is in UTC) was almost surely the daily deal.
    """UPDATE games SET daily = 1
        WHERE deal BETWEEN 19700101 AND 99991231
          AND abs(julianday(printf('%04d-%02d-%02d', deal / 10000, deal / 100 % 100,
                                   deal % 100))
                  - julianday(substr(finished_at, 1, 10))) <= 1""",
    "CREATE INDEX IF NOT EXISTS games_deal ON games (variant, deal)",
)

_MIGRATE_2_TO_3: Final = (
    # One row a game whose line was kept (see game_lines): most games have one, the
    # games of earlier versions none.
    """CREATE TABLE IF NOT EXISTS lines (
    game INTEGER PRIMARY KEY,
    rules TEXT,
    moves BLOB NOT NULL
)""",
    # A row id freed by deleting a game may be given to the next game: its line must go
    # with it, whoever deletes it.
    """CREATE TRIGGER IF NOT EXISTS games_forget_lines AFTER DELETE ON games
    BEGIN DELETE FROM lines WHERE game = old.id; END""",
    # The history lists games newest first, a page at a time, whatever their number.
    "CREATE INDEX IF NOT EXISTS games_finished ON games (finished_at, id)",
    "CREATE INDEX IF NOT EXISTS games_variant_finished ON games (variant, finished_at, id)",
)

_CREATE: Final = (
    *(s.strip() for s in SCHEMA_V1.split(";") if s.strip()),
    *_MIGRATE_1_TO_2,
    *_MIGRATE_2_TO_3,
)

_SIDE_FILES: Final = ("-journal", "-wal", "-shm")
_HEADER: Final = b"SQLite format 3\x00"

# SQLite's primary result codes (https://sqlite.org/rescode.html), as numbers.
_BUSY, _LOCKED, _CORRUPT, _NOTADB = 5, 6, 11, 26


class StatsOpenError(StoreError):
    """The statistics could not be opened now: ``problem`` is ``STATS_LOCKED`` or
    ``STATS_UNAVAILABLE``; both are worth retrying later."""


class Damaged(Exception):
    """Internal: this file is not a usable statistics database."""


def classify(error: sqlite3.Error) -> Problem:
    """Which of locked, damaged or unavailable an SQLite error means."""
    code = getattr(error, "sqlite_errorcode", None)
    text = str(error).lower()
    if code is not None:
        primary = code & 0xFF
        if primary in (_BUSY, _LOCKED):
            return Problem.STATS_LOCKED
        if primary in (_CORRUPT, _NOTADB):
            return Problem.STATS_DAMAGED
    elif "locked" in text or "busy" in text:
        return Problem.STATS_LOCKED
    elif "malformed" in text or "not a database" in text:
        return Problem.STATS_DAMAGED
    return Problem.STATS_UNAVAILABLE


def columns(db: sqlite3.Connection, table: str) -> tuple[str, ...]:
    return tuple(r[1] for r in db.execute(f"PRAGMA table_info({table})"))


def connect(path: Path | str, timeout: float) -> tuple[sqlite3.Connection, Notice | None]:
    """An open connection at the current schema, and what the player should be told
    (``None``: nothing happened worth telling). :class:`StatsOpenError` if it is locked
    or cannot be opened or made; then nothing was moved."""
    if str(path) == ":memory:":
        return _open(":memory:", timeout), None
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise StatsOpenError(Problem.STATS_UNAVAILABLE, path, e.strerror or str(e)) from None
    try:
        _check_file(path)
        return _open(path, timeout), None
    except Damaged as e:
        problem = Problem.STATS_NEWER if str(e).startswith("newer") else Problem.STATS_DAMAGED
        aside = move_aside(path, ".newer" if problem is Problem.STATS_NEWER else ".damaged")
        notice = Notice(problem, path, str(e), kept_as=aside)
    try:
        return _open(path, timeout), notice
    except Damaged as e:  # a fresh file that is damaged: the disk is failing
        raise StatsOpenError(Problem.STATS_UNAVAILABLE, path, str(e)) from None


def _check_file(path: Path) -> None:
    """Cheap checks before SQLite sees the file: a folder, unreadable, not SQLite."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return
    except OSError as e:
        raise StatsOpenError(Problem.STATS_UNAVAILABLE, path, e.strerror or str(e)) from None
    if not stat.S_ISREG(info.st_mode):
        raise Damaged("not a file")
    try:
        with open(path, "rb") as f:
            head = f.read(len(_HEADER))
    except OSError as e:
        raise Damaged(f"could not be read ({e.strerror or e})") from None
    if head != _HEADER[: len(head)] or 0 < len(head) < len(_HEADER):
        raise Damaged("not an SQLite database")


def _open(path: Path | str, timeout: float) -> sqlite3.Connection:
    try:
        db = sqlite3.connect(str(path), timeout=timeout, isolation_level=None)
    except sqlite3.Error as e:
        raise _open_error(path, e) from None
    try:
        _prepare(db)
    except sqlite3.Error as e:
        db.close()
        if classify(e) is Problem.STATS_DAMAGED:
            raise Damaged(str(e)) from None
        raise _open_error(path, e) from None
    except Damaged:
        db.close()
        raise
    return db


def _open_error(path: Path | str, e: sqlite3.Error) -> StatsOpenError:
    problem = classify(e)
    if problem is Problem.STATS_DAMAGED:
        problem = Problem.STATS_UNAVAILABLE
    return StatsOpenError(problem, Path(path), str(e))


def _prepare(db: sqlite3.Connection) -> None:
    """Check the file and bring its schema up to date, in one write transaction so two
    starting copies of the game cannot migrate at once."""
    # A quick look first: "is it a database" and the version need no write lock, and a
    # newer or foreign file must be refused before anything is written to it.
    check = db.execute("PRAGMA quick_check").fetchone()
    if check is None or check[0] != "ok":
        raise Damaged(f"failed its check ({check[0] if check else 'no answer'})")
    db.execute("BEGIN IMMEDIATE")
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if version > SCHEMA_VERSION:
            raise Damaged(f"newer schema (version {version})")
        if version == SCHEMA_VERSION:
            if "games" not in tables or not set(GAMES_V2) <= set(columns(db, "games")):
                raise Damaged("the games table is missing or incomplete")
            if "lines" not in tables or not set(LINES) <= set(columns(db, "lines")):
                raise Damaged("the lines table is missing or incomplete")
        elif version == 0 and not tables:
            _run(db, _CREATE)
        elif version == 0 and "games" in tables and columns(db, "games") == GAMES_V1:
            _run(db, (*_MIGRATE_1_TO_2, *_MIGRATE_2_TO_3))
        elif version == 2 and "games" in tables and set(GAMES_V2) <= set(columns(db, "games")):
            _run(db, _MIGRATE_2_TO_3)
        else:
            raise Damaged(f"another program's schema (version {version})")
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise


def _run(db: sqlite3.Connection, statements: tuple[str, ...]) -> None:
    # One statement at a time: executescript() would commit our transaction first.
    for statement in statements:
        db.execute(statement)


def move_aside(path: Path, suffix: str) -> Path:
    """Move the database and its journal files aside together: a fresh file must not
    meet the old file's journal, which SQLite would "roll back" into it."""
    try:
        aside = keep_aside(path, suffix)
    except OSError as e:
        raise StatsOpenError(
            Problem.STATS_UNAVAILABLE, path, f"damaged, and could not be moved aside ({e})"
        ) from None
    for side in _SIDE_FILES:
        extra = path.with_name(path.name + side)
        if os.path.lexists(extra):
            beside = aside.with_name(aside.name + side)
            try:
                if os.path.lexists(beside):
                    keep_aside(extra, suffix)
                else:
                    os.rename(extra, beside)
            except OSError as e:
                raise StatsOpenError(
                    Problem.STATS_UNAVAILABLE, path, f"its journal is in the way ({e})"
                ) from None
    return aside
