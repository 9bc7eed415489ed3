"""Opening the board's database: an SQLite file, or a PostgreSQL server by URL."""

from __future__ import annotations

import hashlib
import re
import sqlite3
import urllib.parse
from collections.abc import Callable
from pathlib import Path

from .errors import StoreOpenError, StoreUnavailable
from .sql import SqlStore

# One number for every server sharing a PostgreSQL database: only one migrates at a time.
_MIGRATION_LOCK = "SELECT pg_advisory_xact_lock(7152013)"
SQLITE_BUSY_MS = 5000


POSTGRESQL_SCHEMES = ("postgresql", "postgres")
_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*)://")
_USERINFO = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://([^@/?#]*)@")
UNREADABLE_URL = "a postgresql:// URL that cannot be read"


def scheme_of(database: str) -> str | None:
    """The scheme of a ``scheme://...`` database, lower case; ``None`` for a file path."""
    found = _SCHEME.match(database)
    return found.group(1).lower() if found else None


def is_url(database: str) -> bool:
    return scheme_of(database) in POSTGRESQL_SCHEMES


def check_database(database: str) -> None:
    """:class:`StoreOpenError` (one line, no password in it) for a URL this server
    cannot use: another scheme than PostgreSQL's, or one that cannot be read."""
    scheme = scheme_of(database)
    if scheme is None:
        return
    if scheme not in POSTGRESQL_SCHEMES:
        raise StoreOpenError(
            f"unknown database scheme {scheme[:20]}://: give an SQLite file's path or a "
            "postgresql:// URL"
        )
    try:
        parts = urllib.parse.urlsplit(database)
        _ = parts.port, parts.hostname
    except ValueError:
        raise StoreOpenError(
            f"{UNREADABLE_URL}: write it postgresql://user:password@host:port/name"
        ) from None


def _passwords(url: str) -> set[str]:
    """The password in ``url`` as written and as decoded (a driver may repeat either)."""
    found = _USERINFO.match(url)
    if found is None or ":" not in found.group(1):
        return set()
    written = found.group(1).split(":", 1)[1]
    return {p for p in (written, urllib.parse.unquote(written)) if p}


def scrub(text: str, url: str) -> str:
    """``text`` with every copy of ``url``'s password replaced by ``***``."""
    for secret in sorted(_passwords(url), key=len, reverse=True):
        text = text.replace(secret, "***")
    return text


def describe(database: str) -> str:
    """``database`` as the log may show it: a URL loses its password."""
    if not is_url(database):
        return database
    try:
        parts = urllib.parse.urlsplit(database)
        _ = parts.port
    except ValueError:
        return UNREADABLE_URL
    if parts.password is None:
        return database
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return scrub(urllib.parse.urlunsplit(parts._replace(netloc=netloc)), database)


def opener(database: str) -> Callable[[], SqlStore]:
    """A function that opens a fresh connection to ``database`` (each worker thread calls
    it for its own). :class:`StoreOpenError` from the call when it cannot be opened."""
    if is_url(database):
        return lambda: _open_postgresql(database)
    path = Path(database)
    return lambda: _open_sqlite(path)


def unavailable_errors() -> tuple[type[Exception], ...]:
    """The driver errors that mean "the database refused this now; try again later"."""
    errors: list[type[Exception]] = [sqlite3.OperationalError, StoreUnavailable]
    try:
        import psycopg
    except ImportError:  # pragma: no cover - the server extra brings it
        return tuple(errors)
    return (*errors, psycopg.OperationalError, psycopg.InterfaceError)


def _open_sqlite(path: Path) -> SqlStore:
    if path.is_dir():
        raise StoreOpenError(f"{path} is a folder, not a database file")
    if not path.parent.is_dir():
        raise StoreOpenError(f"{path}: the folder {path.parent} does not exist")
    try:
        conn = sqlite3.connect(
            path, isolation_level=None, check_same_thread=False, timeout=SQLITE_BUSY_MS / 1000
        )
    except sqlite3.Error as e:
        raise StoreOpenError(f"{path}: cannot open it ({e})") from None
    conn.create_function("sha256_hex", 1, _sha256_hex, deterministic=True)
    try:
        # WAL: readers never wait for the writer. FULL: a commit is on disk before the
        # API says "accepted" (the worker commits entries in batches, so this is cheap).
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute(f"PRAGMA busy_timeout = {SQLITE_BUSY_MS}")
    except sqlite3.DatabaseError as e:
        conn.close()
        raise StoreOpenError(f"{path} is not an SQLite database ({e}); left as it is") from None
    if mode is None or str(mode[0]).lower() != "wal":
        conn.close()
        raise StoreOpenError(f"{path}: cannot use write-ahead logging on it ({mode})")
    return SqlStore(conn, "sqlite", str(path))


def _sha256_hex(text: object) -> str:
    """PostgreSQL's ``encode(sha256(convert_to(text, 'UTF8')), 'hex')``, for SQLite."""
    return hashlib.sha256(str(text).encode("utf-8")).hexdigest()


def _open_postgresql(url: str) -> SqlStore:
    try:
        import psycopg
    except ImportError:  # pragma: no cover - the server extra brings it
        raise StoreOpenError("PostgreSQL needs psycopg: install the server extra") from None
    try:
        conn = psycopg.connect(url, autocommit=True, connect_timeout=10)
    except psycopg.Error as e:
        reason = scrub(" ".join(str(e).split()), url)
        raise StoreOpenError(f"{describe(url)}: cannot connect ({reason})") from None
    return SqlStore(conn, "postgresql", describe(url))


def migration_lock(dialect: str) -> str | None:
    return _MIGRATION_LOCK if dialect == "postgresql" else None
