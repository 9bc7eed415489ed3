"""A board's entries as the storage keeps them and the API and page show them.

Plain data: the storage backends fill these, the API and the page read them. How
entries rank (:data:`RANK_ORDER`) is decided here, once: the SQL that orders and counts
a board and the Python that sorts entries are both made from it.
"""

from __future__ import annotations

import datetime as dt
import enum
import hashlib
import json
from dataclasses import dataclass
from typing import Final

from bakers_dozen_qt.engine.daily_replay import Replayed
from bakers_dozen_qt.engine.submission import Submission

RANK_ORDER: Final[tuple[tuple[str, bool], ...]] = (
    ("score", True),
    ("milliseconds", False),
    ("moves", False),
    ("id", False),
)
"""Best first, as (column, higher is better): the server's score, then the shorter time,
the shorter line, the earlier entry. Only ranked entries (won without help) have a place."""


def order_by() -> str:
    """:data:`RANK_ORDER` as an SQL ``ORDER BY`` list."""
    return ", ".join(f"{c} {'DESC' if high else 'ASC'}" for c, high in RANK_ORDER)


def ahead_sql(keys: int, or_level: bool) -> tuple[str, tuple[str, ...]]:
    """An SQL condition: a row is ahead of given values on the first ``keys`` columns of
    :data:`RANK_ORDER` (``or_level``: or level with them on all of them). Returns the
    condition and, in order, the column whose value each ``?`` takes."""
    columns = RANK_ORDER[:keys]
    last, high = columns[-1]
    sql = f"{last} {'>' if high else '<'}{'=' if or_level else ''} ?"
    params: tuple[str, ...] = (last,)
    for column, high in reversed(columns[:-1]):
        sql = f"{column} {'>' if high else '<'} ? OR ({column} = ? AND ({sql}))"
        params = (column, column, *params)
    return f"({sql})", params


def rank_key(entry: object) -> tuple[int, ...]:
    """:data:`RANK_ORDER` as a Python sort key: ``sorted(entries, key=rank_key)`` (any
    entry with those attributes)."""
    return tuple(
        -getattr(entry, column) if high else getattr(entry, column) for column, high in RANK_ORDER
    )


def token_hash(token: str) -> str:
    """What the storage keeps of a token: a leaked database gives no one's token away."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def fingerprint(wire: dict[str, object]) -> str:
    """The same game sent again (a client's retry) has the same fingerprint: the hash of
    a submission's checked wire form (:meth:`Submission.to_json`)."""
    text = json.dumps(wire, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def line_hash(line: str) -> str:
    """The same line sent by two players has the same hash (the database keeps it to
    find the second)."""
    return hashlib.sha256(line.encode("utf-8")).hexdigest()


def player_id(token_hash: str) -> str:
    """How the keeper names a player: the start of its token's hash."""
    return token_hash[:16]


def shown_seconds(milliseconds: int) -> float:
    """A time as the API shows it: seconds, the nearest float to the exact milliseconds
    (12,200 ms is ``12.2``, never ``12.200000000000001``)."""
    return milliseconds / 1000


@dataclass(frozen=True, slots=True)
class NewEntry:
    """A replayed submission, ready to store."""

    day: str
    variant: str
    token_hash: str
    fingerprint: str
    name: str
    line: str
    moves: int
    hand_moves: int
    milliseconds: int
    hints: int
    undos: int
    helped: bool
    won: bool
    cards_up: int
    score: int
    received: str

    @property
    def rankable(self) -> bool:
        """Won without help: ranked unless another player sent the same line first."""
        return self.won and not self.helped

    @property
    def line_hash(self) -> str:
        return line_hash(self.line)

    @classmethod
    def of(cls, sub: Submission, replayed: Replayed, received: dt.datetime) -> NewEntry:
        wire = sub.to_json()
        return cls(
            day=sub.date.isoformat(),
            variant=sub.variant,
            token_hash=token_hash(sub.token),
            fingerprint=fingerprint(wire),
            name=sub.name,
            line=str(wire["moves"]),
            moves=replayed.moves,
            hand_moves=replayed.actions,
            milliseconds=sub.milliseconds,
            hints=sub.hints,
            undos=sub.undos,
            helped=sub.helped,
            won=replayed.won,
            cards_up=replayed.cards_up,
            score=replayed.score,
            received=received.isoformat(timespec="seconds"),
        )


@dataclass(frozen=True, slots=True)
class Entry:
    """A stored entry as the board shows it (no token, no move list)."""

    id: int
    day: str
    variant: str
    name: str
    won: bool
    helped: bool
    milliseconds: int
    moves: int
    score: int
    rank: int | None
    """Its place among the ranked entries of its board; ``None`` when not ranked."""
    same_line: bool = False
    """Another player sent the same line before: listed (counted), never ranked."""

    @property
    def seconds(self) -> float:
        return shown_seconds(self.milliseconds)

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "date": self.day,
            "variant": self.variant,
            "name": self.name,
            "won": self.won,
            "helped": self.helped,
            "ranked": self.rank is not None,
            "rank": self.rank,
            "same_line": self.same_line,
            "seconds": self.seconds,
            "moves": self.moves,
            "score": self.score,
        }


class Standing(enum.Enum):
    """What storing a :class:`NewEntry` did."""

    NEW = "new"
    """Stored: a new entry."""
    SAME = "same"
    """Not stored: the very same game was stored before (a client's retry)."""
    TAKEN = "taken"
    """Not stored: the player already has another game on that board."""
    UNREGISTERED = "unregistered"
    """Not stored: no player has this token on this board."""
    BANNED = "banned"
    """Not stored: the keeper has banned the player."""
    TOO_MANY = "too-many"
    """Not stored: the player has sent its allowance of games for now."""


@dataclass(frozen=True, slots=True)
class Added:
    """What became of a :class:`NewEntry`: its entry when there is one (new, or the
    player's first on the board), and the seconds to wait when ``TOO_MANY``."""

    standing: Standing
    entry: Entry | None = None
    wait: float = 0.0


@dataclass(frozen=True, slots=True)
class DayBoard:
    """One day's board of one variant: its ranked entries, best first, and its counts."""

    day: str
    variant: str
    players: int
    """Every entry: won, won with help, or not won."""
    wins: int
    """Wins, with help or without."""
    ranked: int
    """Wins without help: the entries that have a rank."""
    entries: tuple[Entry, ...]
    """The best ranked entries, at most as many as were asked for."""

    def to_json(self) -> dict[str, object]:
        return {
            "date": self.day,
            "variant": self.variant,
            "players": self.players,
            "wins": self.wins,
            "ranked": self.ranked,
            "entries": [e.to_json() for e in self.entries],
        }
