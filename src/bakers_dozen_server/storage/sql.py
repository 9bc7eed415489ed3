"""The board's queries, the same for SQLite and PostgreSQL, over one connection.

A :class:`SqlStore` is used by one thread at a time (:mod:`.worker` gives each its own).
The connection is in autocommit mode and every write is an explicit transaction, so a
batch of entries is committed at once (the worker's group commit) and an entry the API
calls accepted is one that is committed.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from ..board import Added, DayBoard, Entry, NewEntry, Standing, ahead_sql, order_by
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
    "INSERT INTO entries (day, variant, token_hash, fingerprint, line_hash, name, line, moves,"
    " hand_moves, milliseconds, hints, undos, helped, won, cards_up, score, received,"
    " same_line_as, ranked, hidden, withheld)"
    " SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, earlier.id,"
    " CASE WHEN earlier.id IS NULL THEN CAST(? AS SMALLINT) ELSE 0 END, 0, 0"
    " FROM (SELECT MIN(id) AS id FROM entries"
    "  WHERE day = ? AND variant = ? AND line_hash = ?) AS earlier"
    " WHERE EXISTS (SELECT 1 FROM players WHERE token_hash = ? AND banned = 0)"
    " AND (CAST(? AS INTEGER) = 0 OR (SELECT hits FROM limit_counts"
    "  WHERE kind = ? AND subject = ? AND until = ?) <= CAST(? AS INTEGER))"
    " ON CONFLICT (token_hash, day, variant) DO NOTHING RETURNING id, ranked, same_line_as"
)
"""An entry, stored only for a registered player not banned and within its allowance
(counted in the same transaction just before); ranked when won without help and no other
player has sent the same line to the board before."""
_HIT = (
    "INSERT INTO limit_counts (kind, subject, until, hits) VALUES (?, ?, ?, 1)"
    " ON CONFLICT (kind, subject, until) DO UPDATE SET hits = limit_counts.hits + 1"
    " RETURNING hits"
)
_SHOWN = "id, day, variant, name, won, helped, milliseconds, moves, score, ranked, same_line_as"
_ON_BOARD = "day = ? AND variant = ? AND withheld = 0"
_RANKED_ON = f"SELECT COUNT(*) FROM entries WHERE {_ON_BOARD} AND ranked = 1 AND "
_AT_LEAST, _AT_LEAST_PARAMS = ahead_sql(3, or_level=True)
_AT_LEAST = _RANKED_ON + _AT_LEAST
"""The ranked entries level with or ahead of a time, score and length: a new entry's
place (it comes last among its equals, being the newest)."""
_AHEAD, _AHEAD_PARAMS = ahead_sql(4, or_level=False)
_AHEAD = _RANKED_ON + _AHEAD
TOKEN_SENDS: Final = "sends/token"
"""The kind of :class:`Hit` that counts a player's games (keyed by its token's hash)."""


@dataclass(frozen=True, slots=True)
class Hit:
    """One more request counted against a limit: ``kind`` and ``subject`` (what is
    counted: an address block's tag, a token's hash) in the window that ends at ``until``
    (seconds since 1970)."""

    kind: str
    subject: str
    until: int
    now: int
    """The server's time when it was counted (seconds since 1970)."""


@dataclass(frozen=True, slots=True)
class Allowance:
    """A player's games a window, counted with its entry (0 a window: no limit)."""

    per_window: int
    until: int
    now: int


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
        self._forgot = 0

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        """Statements run in the block are committed together, or rolled back together
        when it raises."""
        self._run(self._begin)
        try:
            yield
        except BaseException:
            self._rollback()
            raise
        self._run("COMMIT")

    def run(self, sql: str, params: Sequence[object] = ()) -> Cursor:
        """``sql`` with ``?`` placeholders, on either database."""
        return self._run(sql, params)

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

    def write(
        self, entries: Sequence[tuple[NewEntry, Allowance]], hits: Sequence[Hit] = ()
    ) -> tuple[list[Added], list[int]]:
        """Count ``hits`` and store ``entries`` in one transaction: what became of each
        entry, and each hit's count in its window so far (itself included).

        A player's games are counted (:data:`TOKEN_SENDS`) just before its entry, which
        is stored only if the player is registered, not banned and within its allowance.
        A new entry's rank is counted right after its insert; on PostgreSQL every
        statement of the batch goes in one pipeline, so a batch costs one round trip and
        one commit, however many entries and hits it holds."""
        with self._pipeline():
            self._run(self._begin)
            try:
                counted = [self._later(_HIT, (h.kind, h.subject, h.until)) for h in hits]
                pending = [self._insert(e, allowance) for e, allowance in entries]
                times = [h.now for h in hits] + [a.now for _, a in entries]
                if times:
                    self._forget_old_counts(max(times))
                self._run("COMMIT")
            except BaseException:
                self._rollback()
                raise
        added = [self._outcome(e, a, *p) for (e, a), p in zip(entries, pending, strict=True)]
        return added, [int(c()[0]) for c in counted]

    def add(self, entries: Sequence[NewEntry]) -> list[Added]:
        """Store ``entries`` with no allowance counted (tests and tools)."""
        return self.write([(e, Allowance(0, 0, 0)) for e in entries])[0]

    def hit(self, hits: Sequence[Hit]) -> list[int]:
        return self.write([], hits)[1]

    def _insert(
        self, e: NewEntry, allowance: Allowance
    ) -> tuple[Callable[[], Any], Callable[[], Any], Callable[[], Any]]:
        """Queue the count of ``e``'s player's games, ``e``'s insert, and the count of
        ranked entries at least as good as it (itself included: the newest entry comes
        last among equals). Each result is read by calling its function."""
        counted: Callable[[], Any] = lambda: None  # noqa: E731
        if allowance.per_window:
            counted = self._later(_HIT, (TOKEN_SENDS, e.token_hash, allowance.until))
        inserted = self._later(
            _INSERT,
            (
                e.day, e.variant, e.token_hash, e.fingerprint, e.line_hash, e.name, e.line,
                e.moves, e.hand_moves, e.milliseconds, e.hints, e.undos, int(e.helped),
                int(e.won), e.cards_up, e.score, e.received, int(e.rankable),
                e.day, e.variant, e.line_hash, e.token_hash,
                allowance.per_window, TOKEN_SENDS, e.token_hash, allowance.until,
                allowance.per_window,
            ),
        )  # fmt: skip
        if not e.rankable:
            return counted, inserted, lambda: None
        at_least = self._later(
            _AT_LEAST, (e.day, e.variant, *(getattr(e, c) for c in _AT_LEAST_PARAMS))
        )
        return counted, inserted, at_least

    def _outcome(
        self,
        e: NewEntry,
        allowance: Allowance,
        counted: Callable[[], Any],
        inserted: Callable[[], Any],
        at_least: Callable[[], Any],
    ) -> Added:
        hits, row, place = counted(), inserted(), at_least()
        if row is not None:
            id_, ranked, same_line_as = row
            entry = Entry(
                int(id_), e.day, e.variant, e.name, e.won, e.helped, e.milliseconds, e.moves,
                e.score, int(place[0]) if ranked else None, same_line_as is not None,
            )  # fmt: skip
            return Added(Standing.NEW, entry)
        # Not stored: say why, in the order the player is answered.
        if hits is not None and int(hits[0]) > allowance.per_window:
            return Added(Standing.TOO_MANY, wait=max(1.0, allowance.until - allowance.now))
        first = self._run(
            f"SELECT {_SHOWN}, withheld, fingerprint FROM entries"
            " WHERE token_hash = ? AND day = ? AND variant = ?",
            (e.token_hash, e.day, e.variant),
        ).fetchone()
        if first is not None:
            same = first[-1] == e.fingerprint
            entry = self._entry(first[:-2], off_board=bool(first[-2]))
            return Added(Standing.SAME if same else Standing.TAKEN, entry)
        player = self._run(
            "SELECT banned FROM players WHERE token_hash = ?", (e.token_hash,)
        ).fetchone()
        return Added(Standing.UNREGISTERED if player is None else Standing.BANNED)

    def _later(self, sql: str, params: Sequence[object]) -> Callable[[], Any]:
        """Run ``sql``; its first row, when asked. In a PostgreSQL pipeline the row
        comes after the pipeline's sync; SQLite reads it at once (its statements must
        be done before COMMIT)."""
        cursor = self._run(sql, params)
        if self.dialect == "sqlite":
            row = cursor.fetchone()
            return lambda: row
        return cursor.fetchone

    def _forget_old_counts(self, now: int) -> None:
        """Counts of windows that have ended by ``now`` go, at most once a minute."""
        if 0 <= now - self._forgot < 60:
            return
        self._forgot = now
        self._run("DELETE FROM limit_counts WHERE until <= ?", (now,))

    def _pipeline(self) -> contextlib.AbstractContextManager[object]:
        pipeline = getattr(self.connection, "pipeline", None)
        if self.dialect == "postgresql" and pipeline is not None:
            manager: contextlib.AbstractContextManager[object] = pipeline()
            return manager
        return contextlib.nullcontext()

    def _rollback(self) -> None:
        with contextlib.suppress(Exception):  # a lost connection cannot roll back
            self._run("ROLLBACK")

    def _entry(self, row: Sequence[Any], off_board: bool = False) -> Entry:
        """An entry from its :data:`_SHOWN` columns, its rank counted (none when the
        keeper has taken it off the board)."""
        id_, day, variant, name, won, helped, milliseconds, moves, score, ranked, same = row
        rank = None
        if ranked and not off_board:
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
            same is not None,
        )

    # --- reading -------------------------------------------------------------------------

    def board(self, day: str, variant: str, limit: int) -> DayBoard:
        counts = self._run(
            "SELECT COUNT(*), COALESCE(SUM(won), 0), COALESCE(SUM(ranked), 0) FROM entries"
            f" WHERE {_ON_BOARD}",
            (day, variant),
        ).fetchone()
        rows = self._run(
            f"SELECT {_SHOWN} FROM entries WHERE {_ON_BOARD} AND ranked = 1"
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
        """The entry, unless the keeper has taken it off the board (hidden, or its player
        banned): then ``None``, as for an entry that never was."""
        row = self._run(
            f"SELECT {_SHOWN} FROM entries WHERE id = ? AND withheld = 0", (entry_id,)
        ).fetchone()
        return None if row is None else self._entry(row)

    def entry_line(self, entry_id: int) -> tuple[Entry, str] | None:
        """An entry and its line: the moves as the board replayed them, in the engine's
        move text (``None``, as :meth:`entry`, once the keeper has taken it off)."""
        row = self._run(
            f"SELECT {_SHOWN}, line FROM entries WHERE id = ? AND withheld = 0", (entry_id,)
        ).fetchone()
        return None if row is None else (self._entry(row[:-1]), str(row[-1]))

    def ping(self) -> int:
        """The schema version, read from the database: it answers."""
        return self.version()

    def close(self) -> None:
        self.connection.close()
