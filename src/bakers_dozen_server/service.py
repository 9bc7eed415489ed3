"""The board behind the HTTP layer: its database workers, its clock, its limits, and the
rules a player and a submission must pass.

The API turns HTTP into calls here and answers back; nothing here knows of HTTP. What
breaks a rule raises :class:`Refused`, saying which rule (``code``, for the metrics and
the log) and why (``message``, for the player).
"""

from __future__ import annotations

import datetime as dt
import enum
import hashlib
import hmac
import logging
from dataclasses import dataclass

from bakers_dozen_qt.engine.daily_replay import ReplayError, replay_daily
from bakers_dozen_qt.engine.submission import MILLISECONDS_PER_HAND_MOVE_MIN, Submission

from .board import Entry, NewEntry, Standing, shown_seconds, token_hash
from .metrics import Metrics, Timer
from .ratelimit import RateLimiter, address_keys
from .settings import Settings
from .storage import SqlStore, StoreUnavailable, Worker, describe, migration_lock, opener
from .storage.players import NewPlayer, Registration, register
from .storage.sql import Allowance, Hit

log = logging.getLogger("bakers_dozen_server")

SENDS = "sends/address"
"""The requests that send something (POST), counted a minute per address block."""
NEW_PLAYERS = "players/address"
NEW_PLAYERS_BLOCK = "players/block"


class Reason(enum.Enum):
    """Why a request was refused (the API picks the status from it)."""

    NOT_A_GAME = "not-a-game"
    """The body is no game of a deal the board takes: a field, a date, a move, a time."""
    FORBIDDEN = "forbidden"
    """The player may not send games here: not registered, banned, no join code."""
    TOO_MANY = "too-many"
    """The sender has sent its allowance for now."""
    UNAVAILABLE = "unavailable"
    """The database does not answer: try again later."""


class Refused(Exception):
    def __init__(self, reason: Reason, code: str, message: str, wait: float = 0.0) -> None:
        super().__init__(message)
        self.reason = reason
        self.code = code
        """Which rule, in a word (``"too-fast"``, ``"banned"``): the metrics count by it."""
        self.message = message
        self.wait = wait
        """Seconds to wait before trying again (``TOO_MANY``)."""


UNAVAILABLE = "the board cannot store games right now: try again later"


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


def address_tag(text: str, day: dt.date) -> str:
    """What the database keeps of an address or address block: 24 bits of a hash with
    the day in it. At least 256 IPv4 addresses share each tag, so it names none; the
    same block on the same day has the same tag, so its limits and its new players can be
    counted."""
    return hashlib.sha256(f"{day.isoformat()} {text}".encode()).hexdigest()[:6]


def _epoch(moment: dt.datetime) -> int:
    return int(moment.timestamp())


class BoardService:
    """The running board. Open it before serving (:class:`~.storage.StoreOpenError` if
    the database cannot be used: nothing has been served yet, and the database is left
    as it was)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.metrics = Metrics()
        connect = opener(settings.database)
        timed = self.metrics.database_time
        self.writer = Worker("board-writer", connect, timed)
        """Every write, committed in batches: entries and the counts of the limits."""
        self.reader = Worker("board-reader", connect, timed)
        """The boards and the health check: never behind a batch of writes."""
        self.dialect = ""
        self.schema = 0
        limits = settings.limits
        # Reads cost this process only: each process keeps its own count (in memory).
        self.reads = RateLimiter(limits.reads_per_address, limits.read_burst)

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

    def now(self) -> dt.datetime:
        return self.settings.clock().astimezone(dt.timezone.utc)

    def today(self) -> dt.date:
        return self.settings.today()

    def days_taken(self) -> tuple[dt.date, dt.date]:
        """The first and last date a submission may have: a day either side of the
        server's UTC date, for the players whose clocks are already, or still, there."""
        today = self.today()
        return today - dt.timedelta(days=1), today + dt.timedelta(days=1)

    def _minute(self) -> tuple[int, int]:
        """Now, and the end of the current minute's window (seconds since 1970)."""
        now = _epoch(self.now())
        return now, now - now % 60 + 60

    def _day(self) -> tuple[int, int]:
        """Now, and the end of the current UTC day's window."""
        now = self.now()
        midnight = dt.datetime.combine(now.date() + dt.timedelta(days=1), dt.time(), now.tzinfo)
        return _epoch(now), _epoch(midnight)

    # --- the limits every process shares ---------------------------------------------------

    async def spend_send(self, host: str) -> float:
        """Count a request that sends something from ``host``: 0 when it may go on, else
        the seconds until its address block may send again. Counted in the database, so
        that every server process on it shares the count."""
        per_minute = int(self.settings.limits.submissions_per_address)
        if per_minute <= 0:
            return 0.0
        block = address_keys(host)[-1]
        now, until = self._minute()
        hit = Hit(SENDS, address_tag(block, self.today()), until, now)
        try:
            hits = await self.writer.hit(hit)
        except StoreUnavailable:
            return 0.0  # the request itself will be told the database is away
        return float(until - now) if hits > per_minute else 0.0

    # --- players -------------------------------------------------------------------------------

    async def register(self, token: str, host: str, join_code: str | None) -> bool:
        """Register ``token`` as a player sending from ``host``: True when new, False
        when it was already. :class:`Refused` for a wrong or missing join code, or an
        address that has brought its new players for the day."""
        wanted = self.settings.join_code
        if wanted is not None:
            if not join_code:
                raise Refused(
                    Reason.FORBIDDEN,
                    "join-code",
                    "this board takes games only from players who know its join code",
                )
            if not hmac.compare_digest(join_code.encode(), wanted.encode()):
                raise Refused(Reason.FORBIDDEN, "join-code", "the join code is not this board's")
        limits = self.settings.limits
        today = self.today()
        now, midnight = self._day()
        keys = address_keys(host)
        counts = [
            (
                Hit(NEW_PLAYERS, address_tag(keys[0], today), midnight, now),
                limits.players_per_address,
            )
        ]
        if len(keys) > 1:  # IPv6: its /64 as well as the address
            counts.append(
                (
                    Hit(NEW_PLAYERS_BLOCK, address_tag(keys[1], today), midnight, now),
                    limits.players_per_block,
                )
            )
        player = NewPlayer(
            token_hash(token),
            self.now().isoformat(timespec="seconds"),
            address_tag(keys[-1], today),
            tuple(counts),
        )
        try:
            done, wait = await self.writer.call(lambda store: register(store, player))
        except StoreUnavailable:
            raise Refused(Reason.UNAVAILABLE, "unavailable", UNAVAILABLE) from None
        if done is Registration.TOO_MANY:
            raise Refused(
                Reason.TOO_MANY,
                "new-players",
                "this address has registered as many new players as it may today",
                wait,
            )
        return done is Registration.NEW

    # --- games ---------------------------------------------------------------------------------

    async def submit(self, sub: Submission) -> Stored:
        """Check ``sub`` against the board's rules, replay it and store it: what became
        of it, or :class:`Refused`."""
        first, last = self.days_taken()
        if not first <= sub.date <= last:
            raise Refused(
                Reason.NOT_A_GAME,
                "date",
                f"date: {sub.date.isoformat()} is not a day this board takes now "
                f"(from {first.isoformat()} to {last.isoformat()})",
            )
        try:
            with Timer() as verifying:
                replayed = replay_daily(
                    sub.date, sub.variant, sub.moves, shown_seconds(sub.milliseconds)
                )
        except ReplayError as e:
            raise Refused(Reason.NOT_A_GAME, "moves", f"moves: {e}") from None
        self.metrics.verification.observe(verifying.seconds)
        floor = MILLISECONDS_PER_HAND_MOVE_MIN * replayed.actions
        if sub.milliseconds < floor:
            raise Refused(
                Reason.NOT_A_GAME,
                "too-fast",
                f"seconds: {shown_seconds(sub.milliseconds):g} seconds for "
                f"{replayed.actions} moves of the player's own is faster than anyone plays "
                f"(at least {MILLISECONDS_PER_HAND_MOVE_MIN / 1000:g} seconds a move; the "
                "cards that go up by themselves are not counted)",
            )
        entry = NewEntry.of(sub, replayed, self.now())
        now, until = self._minute()
        allowance = Allowance(int(self.settings.limits.submissions_per_token), until, now)
        try:
            added = await self.writer.add(entry, allowance)
        except StoreUnavailable:
            raise Refused(Reason.UNAVAILABLE, "unavailable", UNAVAILABLE) from None
        if added.standing is Standing.TOO_MANY:
            raise Refused(
                Reason.TOO_MANY, "player-sends", "too many games from this player", added.wait
            )
        if added.standing is Standing.UNREGISTERED:
            raise Refused(
                Reason.FORBIDDEN,
                "unregistered",
                "this player is not registered on this board: POST /api/v1/players first",
            )
        if added.standing is Standing.BANNED:
            raise Refused(Reason.FORBIDDEN, "banned", "the board's keeper has barred this player")
        assert added.entry is not None
        outcome = {
            Standing.NEW: Outcome.ACCEPTED,
            Standing.SAME: Outcome.ALREADY,
            Standing.TAKEN: Outcome.TAKEN,
        }[added.standing]
        self.metrics.submissions.labels(outcome.value).inc()
        return Stored(outcome, added.entry)
