"""Registering a player's token, within the new players an address may bring a day.

The counts are rows of ``limit_counts``, as every limit's, so that every server process
on one database sees them; a registration over a limit is rolled back whole.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .sql import Hit, SqlStore


class Registration(enum.Enum):
    NEW = "new"
    ALREADY = "already"
    """The token was registered before (banned or not: it is told when it sends a game)."""
    TOO_MANY = "too-many"


@dataclass(frozen=True, slots=True)
class NewPlayer:
    token_hash: str
    registered: str
    """When, ISO 8601 in UTC."""
    block_tag: str
    """A tag of the address block it came from (:func:`~..service.address_tag`)."""
    limits: tuple[tuple[Hit, int], ...]
    """Counts this registration adds to, each with the most its window allows."""


class _Over(Exception):
    def __init__(self, wait: float) -> None:
        super().__init__(wait)
        self.wait = wait


def register(store: SqlStore, player: NewPlayer) -> tuple[Registration, float]:
    """Register ``player`` unless it is already, or an address it came from has brought
    as many new players as its window allows: what happened, and the seconds to wait."""
    try:
        with store.transaction():
            known = store.run(
                "SELECT 1 FROM players WHERE token_hash = ?", (player.token_hash,)
            ).fetchone()
            if known is not None:
                return Registration.ALREADY, 0.0
            for hit, most in player.limits:
                row = store.run(
                    "INSERT INTO limit_counts (kind, subject, until, hits) VALUES (?, ?, ?, 1)"
                    " ON CONFLICT (kind, subject, until) DO UPDATE"
                    " SET hits = limit_counts.hits + 1 RETURNING hits",
                    (hit.kind, hit.subject, hit.until),
                ).fetchone()
                if most and int(row[0]) > most:
                    raise _Over(max(1.0, hit.until - hit.now))
            store.run(
                "INSERT INTO players (token_hash, registered, block_tag, banned)"
                " VALUES (?, ?, ?, 0)",
                (player.token_hash, player.registered, player.block_tag),
            )
    except _Over as over:
        return Registration.TOO_MANY, over.wait
    return Registration.NEW, 0.0
