"""What a running server is told: where, which database, and its limits."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

BODY_MAX: Final = 32 * 1024
"""A submission's body at most, in bytes: 2,000 moves of text fit with room to spare."""
BOARD_LIMIT_MAX: Final = 500
PAGE_ROWS: Final = 50


def utc_now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


@dataclass(frozen=True)
class Limits:
    """Requests a minute (0: no limit) and how many may come at once."""

    submissions_per_address: float = 30.0
    submissions_per_token: float = 6.0
    reads_per_address: float = 600.0
    burst: int = 20


@dataclass(frozen=True)
class Settings:
    database: str
    """A path to an SQLite file, or a ``postgresql://`` URL."""
    limits: Limits = field(default_factory=Limits)
    clock: Callable[[], dt.datetime] = utc_now
    """The server's time; its UTC date is "today" for the boards."""

    def today(self) -> dt.date:
        return self.clock().astimezone(dt.timezone.utc).date()
