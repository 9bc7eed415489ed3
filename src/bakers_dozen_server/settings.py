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
    """How much one sender may ask (0: no limit)."""

    submissions_per_address: int = 30
    """Requests that send something (games, registrations) a minute per address block."""
    submissions_per_token: int = 6
    """Games a minute per player."""
    players_per_address: int = 5
    """New players registered a day per address."""
    players_per_block: int = 10
    """New players registered a day per IPv6 /64."""
    reads_per_address: float = 600.0
    """Reads a minute per address block, counted in each process..."""
    read_burst: int = 100
    """... of which this many may come at once."""


@dataclass(frozen=True)
class ConnectionLimits:
    """What one connection may take of the server (:mod:`.guard`)."""

    header_bytes: int = 16 * 1024
    """A request's head (its line and headers) at most; over it: 431."""
    header_seconds: float = 10.0
    """From connecting (or a later request's first byte) to a whole head; then 408."""
    body_seconds: float = 10.0
    """From a head to its whole body; then 408."""
    keep_alive_seconds: float = 5.0
    """Idle between requests at most."""
    requests_per_connection: int = 1000
    connections_per_address: int = 32
    """Open at once from one address (an IPv6 /64); proxies trusted for X-Forwarded-For
    are not counted."""
    max_connections: int = 1000
    """Open at once in all."""


@dataclass(frozen=True)
class Settings:
    database: str
    """A path to an SQLite file, or a ``postgresql://`` URL."""
    limits: Limits = field(default_factory=Limits)
    connections: ConnectionLimits = field(default_factory=ConnectionLimits)
    join_code: str | None = None
    """Players must know it to register (a friends' or a club's board)."""
    metrics_allow: str = "127.0.0.1,::1"
    """Who may read ``/metrics``: addresses and networks, comma-separated (``*``: all)."""
    clock: Callable[[], dt.datetime] = utc_now
    """The server's time; its UTC date is "today" for the boards."""

    def today(self) -> dt.date:
        return self.clock().astimezone(dt.timezone.utc).date()
