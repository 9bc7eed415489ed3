"""The board behind the HTTP layer: its database workers, its clock, its limits, and the
rules a submission must pass before it is an entry.

The API turns HTTP into calls here and answers back; nothing here knows of HTTP. A
submission that breaks a rule raises :class:`Refused`, saying which rule and why.
"""

from __future__ import annotations

import datetime as dt
import enum
import logging
from dataclasses import dataclass

from bakers_dozen_qt.engine.daily_replay import ReplayError, replay_daily
from bakers_dozen_qt.engine.submission import Submission

from .board import Entry, NewEntry, shown_seconds
from .ratelimit import RateLimiter
from .settings import Settings
from .storage import SqlStore, StoreUnavailable, Worker, describe, migration_lock, opener

log = logging.getLogger("bakers_dozen_server")


class Reason(enum.Enum):
    """Why a submission was refused (the API picks the status from it)."""

    NOT_A_GAME = "not-a-game"
    """The body is no game of a deal the board takes: a field, a date, a move."""
    TOO_MANY = "too-many"
    """The sender has sent its allowance for now."""
    UNAVAILABLE = "unavailable"
    """The database does not answer: try again later."""


class Refused(Exception):
    def __init__(self, reason: Reason, message: str, wait: float = 0.0) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message
        self.wait = wait
        """Seconds to wait before trying again (``TOO_MANY``)."""


class Outcome(enum.Enum):
    ACCEPTED = "accepted"
    """A new entry, committed."""
    ALREADY = "already"
    """The very same game was accepted before (a client's retry): its entry."""
    TAKEN = "taken"
    """This player already has another game on that board: the first one counts."""


@dataclass(frozen=True, slots=True)
class Stored:
    outcome: Outcome
    entry: Entry


class BoardService:
    """The running board. Open it before serving (:class:`~.storage.StoreOpenError` if
    the database cannot be used: nothing has been served yet, and the database is left
    as it was)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        connect = opener(settings.database)
        self.writer = Worker("board-writer", connect)
        """Every write, committed in batches."""
        self.reader = Worker("board-reader", connect)
        """The boards and the health check: never behind a batch of writes."""
        self.dialect = ""
        self.schema = 0
        limits = settings.limits
        self.per_address = RateLimiter(limits.submissions_per_address, limits.burst)
        self.per_token = RateLimiter(limits.submissions_per_token, limits.burst)
        self.reads = RateLimiter(limits.reads_per_address, limits.burst * 5)

    def open(self) -> None:
        def migrate(store: SqlStore) -> None:
            self.dialect = store.dialect
            self.schema = store.migrate(migration_lock(store.dialect))

        self.writer.start(migrate)
        try:
            self.reader.start()
        except BaseException:
            self.writer.stop()
            raise
        log.info(
            "board database: %s (%s, schema version %d)",
            describe(self.settings.database),
            self.dialect,
            self.schema,
        )

    def close(self) -> None:
        self.writer.stop()
        self.reader.stop()

    def today(self) -> dt.date:
        return self.settings.today()

    def days_taken(self) -> tuple[dt.date, dt.date]:
        """The first and last date a submission may have: a day either side of the
        server's UTC date, for the players whose clocks are already, or still, there."""
        today = self.today()
        return today - dt.timedelta(days=1), today + dt.timedelta(days=1)

    async def submit(self, sub: Submission) -> Stored:
        """Check ``sub`` against the board's rules, replay it and store it: what became
        of it, or :class:`Refused`."""
        if (wait := self.per_token.allow(sub.token)) > 0:
            raise Refused(Reason.TOO_MANY, "too many games from this player", wait)
        first, last = self.days_taken()
        if not first <= sub.date <= last:
            raise Refused(
                Reason.NOT_A_GAME,
                f"date: {sub.date.isoformat()} is not a day this board takes now "
                f"(from {first.isoformat()} to {last.isoformat()})",
            )
        try:
            replayed = replay_daily(
                sub.date, sub.variant, sub.moves, shown_seconds(sub.milliseconds)
            )
        except ReplayError as e:
            raise Refused(Reason.NOT_A_GAME, f"moves: {e}") from None
        entry = NewEntry.of(sub, replayed, self.settings.clock())
        try:
            added = await self.writer.add(entry)
        except StoreUnavailable:
            raise Refused(
                Reason.UNAVAILABLE, "the board cannot store games right now: try again later"
            ) from None
        if added.new:
            return Stored(Outcome.ACCEPTED, added.entry)
        return Stored(Outcome.ALREADY if added.same else Outcome.TAKEN, added.entry)
