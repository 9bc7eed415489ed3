"""The board behind the HTTP layer: its database workers, its clock and its limits."""

from __future__ import annotations

import datetime as dt
import logging

from .ratelimit import RateLimiter
from .settings import Settings
from .storage import SqlStore, Worker, describe, migration_lock, opener

log = logging.getLogger("bakers_dozen_server")


class Board:
    """Open it before serving (:class:`~.storage.StoreOpenError` if the database cannot
    be used: nothing has been served yet, and the database is left as it was)."""

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
