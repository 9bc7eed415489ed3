"""The JSON API under ``/api/v1/``.

Every answer is JSON. A request the board cannot take gets a 4xx and
``{"error": "<one sentence>"}``; a database that is down gets a 503 the same way.

- ``GET  /api/v1/`` — the server: API version, today's date, the dates and variants
  it takes, its limits.
- ``GET  /api/v1/health`` — 200 ``{"status": "ok", ...}`` when the database answers,
  503 otherwise.
- ``POST /api/v1/submissions`` — a game (:mod:`bakers_dozen_qt.engine.submission`).
  201 ``{"status": "accepted", "entry": {...}}``: replayed, scored and committed.
  200 ``{"status": "already", ...}``: the very same game was accepted before (a retry).
  409: this token already has another game on that board (only the first counts).
  400/413/415/422/429 for a body that is no game of the deal, with the reason.
- ``GET  /api/v1/boards/{date}/{variant}?limit=N`` — a board: counts and the best
  ``N`` (default 100, at most 500) ranked entries.
- ``GET  /api/v1/entries/{id}`` — one entry and its rank now (the game keeps the id
  its submission got, to show the player's place later).
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import math
import re
from typing import Any

from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response

from bakers_dozen_qt.engine.daily_replay import BOARD_VARIANTS, ReplayError, replay_daily
from bakers_dozen_qt.engine.submission import (
    NAME_MAX,
    SECONDS_PER_MOVE_MIN,
    SubmissionError,
    parse,
)

from . import API_VERSION
from .board import NewEntry
from .service import Board
from .settings import BOARD_LIMIT_MAX, BODY_MAX
from .storage import StoreUnavailable

log = logging.getLogger("bakers_dozen_server.api")

HEADERS = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"}


def answer(status: int, body: dict[str, Any], headers: dict[str, str] | None = None) -> Response:
    return JSONResponse(body, status_code=status, headers={**HEADERS, **(headers or {})})


def refuse(status: int, message: str, headers: dict[str, str] | None = None) -> Response:
    return answer(status, {"error": message}, headers)


def address(request: Request) -> str:
    return request.client.host if request.client is not None else "unknown"


def too_many(wait: float) -> Response:
    seconds = max(1, math.ceil(wait))
    return refuse(
        429,
        f"too many requests: try again in {seconds} seconds",
        {"Retry-After": str(seconds)},
    )


class Api:
    def __init__(self, board: Board) -> None:
        self.board = board

    async def info(self, request: Request) -> Response:
        if (wait := self.board.reads.allow(address(request))) > 0:
            return too_many(wait)
        first, last = self.board.days_taken()
        limits = self.board.settings.limits
        return answer(
            200,
            {
                "server": "bakers-dozen-server",
                "api": API_VERSION,
                "today": self.board.today().isoformat(),
                "dates": [first.isoformat(), last.isoformat()],
                "variants": list(BOARD_VARIANTS),
                "limits": {
                    "body_bytes": BODY_MAX,
                    "name_characters": NAME_MAX,
                    "seconds_per_move_at_least": SECONDS_PER_MOVE_MIN,
                    "submissions_per_minute_per_token": limits.submissions_per_token,
                    "submissions_per_minute_per_address": limits.submissions_per_address,
                },
            },
        )

    async def health(self, request: Request) -> Response:
        try:
            schema = await self.board.reader.call(lambda store: store.ping())
        except StoreUnavailable as e:
            log.warning("health: the database does not answer (%s)", e)
            return answer(503, {"status": "unavailable", "error": "the database does not answer"})
        return answer(200, {"status": "ok", "database": self.board.dialect, "schema": schema})

    async def submit(self, request: Request) -> Response:
        who = address(request)
        if (wait := self.board.per_address.allow(who)) > 0:
            return too_many(wait)
        response = await self._submit(request)
        if response.status_code >= 400:
            error = json.loads(bytes(response.body)).get("error", "")
            log.info("refused a submission from %s: %d %s", who, response.status_code, error)
        return response

    async def _submit(self, request: Request) -> Response:
        kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind != "application/json":
            return refuse(415, "send the game as JSON (Content-Type: application/json)")
        body = await read_body(request)
        if body is None:
            return refuse(413, f"the body is larger than {BODY_MAX:,} bytes")
        try:
            data = json.loads(body, parse_constant=_no_constant)
        except (ValueError, RecursionError) as e:
            return refuse(400, f"the body is not JSON ({_first_line(e)})")
        try:
            sub = parse(data)
        except SubmissionError as e:
            return refuse(422, str(e))
        if (wait := self.board.per_token.allow(sub.token)) > 0:
            return too_many(wait)
        first, last = self.board.days_taken()
        if not first <= sub.date <= last:
            return refuse(
                422,
                f"date: {sub.date.isoformat()} is not a day this board takes now "
                f"(from {first.isoformat()} to {last.isoformat()})",
            )
        try:
            replayed = replay_daily(sub.date, sub.variant, sub.moves, sub.seconds)
        except ReplayError as e:
            return refuse(422, f"moves: {e}")
        entry = NewEntry.of(sub, replayed, self.board.settings.clock())
        try:
            added = await self.board.writer.add(entry)
        except StoreUnavailable:
            return refuse(503, "the board cannot store games right now: try again later")
        if added.new:
            return answer(201, {"status": "accepted", "entry": added.entry.to_json()})
        if added.same:
            return answer(200, {"status": "already", "entry": added.entry.to_json()})
        return answer(
            409,
            {
                "error": "this player already has a game on this board: only the first counts",
                "entry": added.entry.to_json(),
            },
        )

    async def board_of_day(self, request: Request) -> Response:
        if (wait := self.board.reads.allow(address(request))) > 0:
            return too_many(wait)
        day = parse_day(request.path_params["date"])
        variant = request.path_params["variant"]
        if day is None:
            return refuse(404, "no such date: write it YYYY-MM-DD")
        if variant not in BOARD_VARIANTS:
            return refuse(404, f"no such variant: choose one of {', '.join(BOARD_VARIANTS)}")
        raw = request.query_params.get("limit", "100")
        if not raw.isascii() or not raw.isdigit() or not 1 <= int(raw[:6]) <= BOARD_LIMIT_MAX:
            return refuse(400, f"limit: a whole number from 1 to {BOARD_LIMIT_MAX}")
        limit = int(raw)
        try:
            board = await self.board.reader.call(
                lambda store: store.board(day.isoformat(), variant, limit)
            )
        except StoreUnavailable:
            return refuse(503, "the board cannot be read right now: try again later")
        return answer(200, board.to_json())

    async def entry(self, request: Request) -> Response:
        if (wait := self.board.reads.allow(address(request))) > 0:
            return too_many(wait)
        raw = request.path_params["id"]
        if not raw.isascii() or not raw.isdigit() or len(raw) > 18:
            return refuse(404, "no such entry")
        try:
            found = await self.board.reader.call(lambda store: store.entry(int(raw)))
        except StoreUnavailable:
            return refuse(503, "the board cannot be read right now: try again later")
        if found is None:
            return refuse(404, "no such entry")
        return answer(200, {"entry": found.to_json()})


async def read_body(request: Request) -> bytes | None:
    """The body, or ``None`` past :data:`BODY_MAX` bytes (read no further than that)."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared[:12]) > BODY_MAX:
        return None
    chunks: list[bytes] = []
    size = 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > BODY_MAX:
                return None
            chunks.append(chunk)
    except ClientDisconnect:
        return b""
    return b"".join(chunks)


_DAY_RE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def parse_day(text: str) -> dt.date | None:
    """A date written ``YYYY-MM-DD`` (and nothing else ISO allows), or ``None``."""
    if not _DAY_RE.fullmatch(text):
        return None
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        return None


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number JSON allows")


def _first_line(error: BaseException) -> str:
    if isinstance(error, RecursionError):
        return "nested too deeply"
    text = str(error).splitlines()[0] if str(error) else type(error).__name__
    return text[:120]
