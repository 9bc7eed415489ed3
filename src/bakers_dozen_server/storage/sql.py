"""The board's queries, the same for SQLite and PostgreSQL, over one connection.

A :class:`SqlStore` is used by one thread at a time (:mod:`.worker` gives each its own).
The connection is in autocommit mode and every write is an explicit transaction, so a
batch of entries is committed at once (the worker's group commit) and an entry the API
calls accepted is one that is committed.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..board import Added, DayBoard, Entry, NewEntry, ahead_sql, order_by
from .errors import StoreOpenError
from .migrations import CREATE_LEDGER, LATEST, MIGRATIONS


class Cursor(Protocol):
    @property
    def rowcount(self) -> int: ...

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...


class Connection(Protocol):
    def execute(self, sql: Any, params: Sequence[object] = ..., /) -> Any: ...

    def close(self) -> None: ...


_INSERT = (
    "INSERT INTO entries (day, variant, token_hash, fingerprint, name, line, moves,"
    " milliseconds, hints, undos, helped, won, ranked, cards_up, score, received)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (token_hash, day, variant) DO NOTHING RETURNING id"
)
_SHOWN = "id, day, variant, name, won, helped, milliseconds, moves, score, ranked"
_RANKED_ON = "SELECT COUNT(*) FROM entries WHERE day = ? AND variant = ? AND ranked = 1 AND "
_AT_LEAST, _AT_LEAST_PARAMS = ahead_sql(3, or_level=True)
_AT_LEAST = _RANKED_ON + _AT_LEAST
"""The ranked entries level with or ahead of a time, score and length: a new entry's
place (it comes last among its equals, being the newest)."""
_AHEAD, _AHEAD_PARAMS = ahead_sql(4, or_level=False)
_AHEAD = _RANKED_ON + _AHEAD


class SqlStore:
    """Entries in, boards out. ``dialect`` is ``"sqlite"`` or ``"postgresql"``."""

    def __init__(self, connection: Connection, dialect: str, describe: str) -> None:
        self.connection = connection
        self.dialect = dialect
        self.describe = describe
        """Where the data is, for the log: a path, or a URL without its password."""
        self._param: Callable[[str], str] = (
            (lambda sql: sql) if dialect == "sqlite" else (lambda sql: sql.replace("?", "%s"))
        )
        self._begin = "BEGIN IMMEDIATE" if dialect == "sqlite" else "BEGIN"

    def _run(self, sql: str, params: Sequence[object] = ()) -> Cursor:
        cursor: Cursor = self.connection.execute(self._param(sql), params)
        return cursor

    # --- schema --------------------------------------------------------------------------

    def migrate(self, lock: str | None = None) -> int:
        """Apply the missing steps; return the schema version. ``lock`` is run first in the
        transaction (PostgreSQL: an advisory lock, so two servers starting at once do not
        both migrate). :class:`StoreOpenError` for a database of a newer server."""
        self._run(self._begin)
        try:
            if lock:
                self._run(lock)
            self._run(CREATE_LEDGER)
            row = self._run("SELECT MAX(version) FROM schema_migrations").fetchone()
            have = int(row[0]) if row and row[0] is not None else 0
            if have > LATEST:
                raise StoreOpenError(
                    f"{self.describe} has schema version {have}, made by a newer "
                    f"bakers-dozen-server (this one knows up to {LATEST}); left as it is"
                )
            now = dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")
            for step in MIGRATIONS:
                if step.version > have:
                    for statement in step.statements(self.dialect):
                        self._run(statement)
                    self._run(
                        "INSERT INTO schema_migrations (version, what, applied) VALUES (?, ?, ?)",
                        (step.version, step.what, now),
                    )
        except BaseException:
            self._run("ROLLBACK")
            raise
        self._run("COMMIT")
        return max(have, LATEST)

    def version(self) -> int:
        row = self._run("SELECT MAX(version) FROM schema_migrations").fetchone()
        return int(row[0])

    # --- writing -------------------------------------------------------------------------

    def add(self, entries: Sequence[NewEntry]) -> list[Added]:
        """Store ``entries`` in one transaction; for each, what became of it. A token's
        second game on a board is not stored: its first entry comes back instead.

        Each new entry's rank is counted in the same transaction, right after its
        insert; on PostgreSQL every statement of the batch goes in one pipeline, so a
        batch costs one round trip and one commit, however many entries it holds."""
        with self._pipeline():
            self._run(self._begin)
            try:
                pending = [self._insert(e) for e in entries]
                self._run("COMMIT")
            except BaseException:
                self._rollback()
                raise
        added = []
        for e, (inserted, at_least) in zip(entries, pending, strict=True):
            row = inserted()
            if row is None:  # this player's first entry on the board stands
                first = self._run(
                    f"SELECT {_SHOWN}, fingerprint FROM entries"
                    " WHERE token_hash = ? AND day = ? AND variant = ?",
                    (e.token_hash, e.day, e.variant),
                ).fetchone()
                added.append(
                    Added(self._entry(first[:-1]), new=False, same=first[-1] == e.fingerprint)
                )
                continue
            rank = int(at_least()[0]) if e.ranked else None
            entry = Entry(
                int(row[0]), e.day, e.variant, e.name, e.won, e.helped, e.milliseconds,
                e.moves, e.score, rank,
            )  # fmt: skip
            added.append(Added(entry, new=True, same=True))
        return added

    def _insert(self, e: NewEntry) -> tuple[Callable[[], Any], Callable[[], Any]]:
        """Queue ``e``'s insert and the count of ranked entries at least as good as it
        (itself included: the newest entry comes last among equals). Each result is read
        by calling its function."""
        inserted = self._later(
            _INSERT,
            (
                e.day, e.variant, e.token_hash, e.fingerprint, e.name, e.line, e.moves,
                e.milliseconds, e.hints, e.undos, int(e.helped), int(e.won), int(e.ranked),
                e.cards_up, e.score, e.received,
            ),
        )  # fmt: skip
        if not e.ranked:
            return inserted, lambda: None
        at_least = self._later(
            _AT_LEAST, (e.day, e.variant, *(getattr(e, c) for c in _AT_LEAST_PARAMS))
        )
        return inserted, at_least

    def _later(self, sql: str, params: Sequence[object]) -> Callable[[], Any]:
        """Run ``sql``; its first row, when asked. In a PostgreSQL pipeline the row
        comes after the pipeline's sync; SQLite reads it at once (its statements must
        be done before COMMIT)."""
        cursor = self._run(sql, params)
        if self.dialect == "sqlite":
            row = cursor.fetchone()
            return lambda: row
        return cursor.fetchone

    def _pipeline(self) -> contextlib.AbstractContextManager[object]:
        pipeline = getattr(self.connection, "pipeline", None)
        if self.dialect == "postgresql" and pipeline is not None:
            manager: contextlib.AbstractContextManager[object] = pipeline()
            return manager
        return contextlib.nullcontext()

    def _rollback(self) -> None:
        with contextlib.suppress(Exception):  # a lost connection cannot roll back
            self._run("ROLLBACK")

    def _entry(self, row: Sequence[Any]) -> Entry:
        id_, day, variant, name, won, helped, milliseconds, moves, score, ranked = row
        rank = None
        if ranked:
            values = {"id": id_, "score": score, "milliseconds": milliseconds, "moves": moves}
            ahead = self._run(
                _AHEAD, (day, variant, *(values[c] for c in _AHEAD_PARAMS))
            ).fetchone()
            rank = int(ahead[0]) + 1
        return Entry(
            int(id_),
            str(day),
            str(variant),
            str(name),
            bool(won),
            bool(helped),
            int(milliseconds),
            int(moves),
            int(score),
            rank,
        )

    # --- reading -------------------------------------------------------------------------

    def board(self, day: str, variant: str, limit: int) -> DayBoard:
        counts = self._run(
            "SELECT COUNT(*), COALESCE(SUM(won), 0), COALESCE(SUM(ranked), 0) FROM entries"
            " WHERE day = ? AND variant = ?",
            (day, variant),
        ).fetchone()
        rows = self._run(
            f"SELECT {_SHOWN} FROM entries WHERE day = ? AND variant = ? AND ranked = 1"
            f" ORDER BY {order_by()} LIMIT ?",
            (day, variant, limit),
        ).fetchall()
        entries = tuple(
            Entry(
                int(r[0]),
                day,
                variant,
                str(r[3]),
                True,
                False,
                int(r[6]),
                int(r[7]),
                int(r[8]),
                rank,
            )
            for rank, r in enumerate(rows, 1)
        )
        return DayBoard(day, variant, int(counts[0]), int(counts[1]), int(counts[2]), entries)

    def entry(self, entry_id: int) -> Entry | None:
        row = self._run(f"SELECT {_SHOWN} FROM entries WHERE id = ?", (entry_id,)).fetchone()
        return None if row is None else self._entry(row)

    def entry_line(self, entry_id: int) -> tuple[Entry, str] | None:
        """An entry and its line: the moves as the board replayed them, in the engine's
        move text."""
        row = self._run(f"SELECT {_SHOWN}, line FROM entries WHERE id = ?", (entry_id,)).fetchone()
        return None if row is None else (self._entry(row[:-1]), str(row[-1]))

    def ping(self) -> int:
        """The schema version, read from the database: it answers."""
        return self.version()

    def close(self) -> None:
        self.connection.close()
