"""The JSON API under ``/api/v1/``.

Every answer is JSON. A request the board cannot take gets a 4xx and
``{"error": "<one sentence>"}``; a database that is down gets a 503 the same way.

- ``GET  /api/v1/`` — the server: API version, today's date, the dates and variants
  it takes, its limits.
- ``GET  /api/v1/health`` — 200 ``{"status": "ok", ...}`` when the database answers,
  503 otherwise.
- ``POST /api/v1/players`` — ``{"token": "...", "join_code": "..."}``: registers a
  player's token (once; the join code only when the board has one). 201
  ``{"status": "registered"}``, 200 ``{"status": "already"}``; 403 for a missing or
  wrong join code, 429 when the address has registered its new players for the day.
- ``POST /api/v1/submissions`` — a game (:mod:`bakers_dozen_qt.engine.submission`) of
  a registered player. 201 ``{"status": "accepted", "entry": {...}}``: replayed, scored
  and committed. 200 ``{"status": "already", ...}``: the very same game was accepted
  before (a retry). 409: this token already has another game on that board (only the
  first counts). 403 for a player not registered or barred by the keeper;
  400/413/415/422/429 for a body that is no game of the deal, with the reason.

A refusal the board decided by its rules says which in ``"reason"`` too
(``"unregistered"``, ``"banned"``, ``"join-code"``, ``"too-fast"``, ...).
- ``GET  /api/v1/boards/{date}/{variant}?limit=N`` — a board: counts and the best
  ``N`` (default 100, at most 500) ranked entries.
- ``GET  /api/v1/entries/{id}`` — one entry, its rank now and its ``line`` (the moves
  the board replayed, in the engine's move text: the game's Watch replays them; the game
  keeps the id its submission got, to show the player's place later).
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

from bakers_dozen_qt.engine.daily_replay import BOARD_VARIANTS
from bakers_dozen_qt.engine.submission import (
    MILLISECONDS_PER_HAND_MOVE_MIN,
    NAME_MAX,
    TOKEN_RE,
    SubmissionError,
    parse,
)

from . import API_VERSION
from .service import BoardService, Outcome, Reason, Refused
from .settings import BOARD_LIMIT_MAX, BODY_MAX
from .storage import StoreUnavailable

log = logging.getLogger("bakers_dozen_server.api")

HEADERS = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"}
STATUS: dict[Reason, int] = {
    Reason.NOT_A_GAME: 422,
    Reason.FORBIDDEN: 403,
    Reason.TOO_MANY: 429,
    Reason.UNAVAILABLE: 503,
}
JOIN_CODE_MAX = 200


def answer(status: int, body: dict[str, Any], headers: dict[str, str] | None = None) -> Response:
    return JSONResponse(body, status_code=status, headers={**HEADERS, **(headers or {})})


def refuse(status: int, message: str, headers: dict[str, str] | None = None) -> Response:
    return answer(status, {"error": message}, headers)


def refused(e: Refused) -> Response:
    if e.reason is Reason.TOO_MANY:
        return too_many(e.wait, e.message, e.code)
    return answer(STATUS[e.reason], {"error": e.message, "reason": e.code})


def too_many(wait: float, what: str = "too many requests", code: str | None = None) -> Response:
    seconds = max(1, math.ceil(wait))
    body = {"error": f"{what}: try again in {seconds} seconds"}
    if code is not None:
        body["reason"] = code
    return answer(429, body, {"Retry-After": str(seconds)})


class Api:
    def __init__(self, board: BoardService) -> None:
        self.board = board

    async def info(self, request: Request) -> Response:
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
                "join_code": self.board.settings.join_code is not None,
                "limits": {
                    "body_bytes": BODY_MAX,
                    "name_characters": NAME_MAX,
                    "milliseconds_per_hand_move_at_least": MILLISECONDS_PER_HAND_MOVE_MIN,
                    "submissions_per_minute_per_token": limits.submissions_per_token,
                    "submissions_per_minute_per_address": limits.submissions_per_address,
                    "new_players_per_day_per_address": limits.players_per_address,
                    "new_players_per_day_per_ipv6_64": limits.players_per_block,
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

    async def register(self, request: Request) -> Response:
        return logged(request, "a registration", await self._register(request))

    async def _register(self, request: Request) -> Response:
        data = await read_json(request)
        if isinstance(data, Response):
            return data
        if not isinstance(data, dict):
            return refuse(422, "the body must be a JSON object")
        for key in data:
            if key not in ("token", "join_code"):
                return refuse(422, f"{str(key)[:24]!r}: unknown field")
        token, code = data.get("token"), data.get("join_code")
        if not isinstance(token, str) or not TOKEN_RE.fullmatch(token):
            return refuse(422, "token: must be 22 to 64 letters, digits, - or _")
        if code is not None and (not isinstance(code, str) or len(code) > JOIN_CODE_MAX):
            return refuse(422, f"join_code: must be text of at most {JOIN_CODE_MAX} characters")
        host = request.client.host if request.client is not None else "unknown"
        try:
            new = await self.board.register(token, host, code)
        except Refused as e:
            return refused(e)
        return answer(201 if new else 200, {"status": "registered" if new else "already"})

    async def submit(self, request: Request) -> Response:
        return logged(request, "a submission", await self._submit(request))

    async def _submit(self, request: Request) -> Response:
        data = await read_json(request)
        if isinstance(data, Response):
            return data
        try:
            sub = parse(data)
        except SubmissionError as e:
            return refuse(422, str(e))
        try:
            stored = await self.board.submit(sub)
        except Refused as e:
            return refused(e)
        entry = stored.entry.to_json()
        if stored.outcome is Outcome.ACCEPTED:
            return answer(201, {"status": "accepted", "entry": entry})
        if stored.outcome is Outcome.ALREADY:
            return answer(200, {"status": "already", "entry": entry})
        return answer(
            409,
            {
                "error": "this player already has a game on this board: only the first counts",
                "entry": entry,
            },
        )

    async def board_of_day(self, request: Request) -> Response:
        day = parse_day(request.path_params["date"])
        variant = request.path_params["variant"]
        if day is None:
            return refuse(404, "no such date: write it YYYY-MM-DD")
        if variant not in BOARD_VARIANTS:
            return refuse(404, f"no such variant: choose one of {', '.join(BOARD_VARIANTS)}")
        limit = parse_limit(request.query_params.get("limit", "100"))
        if limit is None:
            return refuse(400, f"limit: a whole number from 1 to {BOARD_LIMIT_MAX}")
        try:
            board = await self.board.reader.call(
                lambda store: store.board(day.isoformat(), variant, limit)
            )
        except StoreUnavailable:
            return refuse(503, "the board cannot be read right now: try again later")
        return answer(200, board.to_json())

    async def entry(self, request: Request) -> Response:
        raw = request.path_params["id"]
        if not raw.isascii() or not raw.isdigit() or len(raw) > 18:
            return refuse(404, "no such entry")
        try:
            found = await self.board.reader.call(lambda store: store.entry_line(int(raw)))
        except StoreUnavailable:
            return refuse(503, "the board cannot be read right now: try again later")
        if found is None:
            return refuse(404, "no such entry")
        entry, line = found
        return answer(200, {"entry": {**entry.to_json(), "line": line}})


def logged(request: Request, what: str, response: Response) -> Response:
    """A refusal logged, and its reason given to the metrics (``request.state``)."""
    if response.status_code >= 400:
        said = json.loads(bytes(response.body))
        if said.get("reason"):
            request.state.refusal = said["reason"]
        who = request.client.host if request.client is not None else "unknown"
        log.info("refused %s from %s: %d %s", what, who, response.status_code, said.get("error"))
    return response


async def read_json(request: Request) -> Any:
    """The request's body as JSON (UTF-8, no key twice, at most :data:`BODY_MAX` bytes),
    or the answer that refuses it."""
    if (refusal := refuse_media_type(request.headers.get("content-type", ""))) is not None:
        return refusal
    body = await read_body(request)
    if body is None:
        return refuse(413, f"the body is larger than {BODY_MAX:,} bytes")
    if b"\x00" in body:  # a UTF-16 or UTF-32 body: never in UTF-8 JSON
        return refuse(415, NOT_UTF8)
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        return refuse(415, NOT_UTF8)
    try:
        return json.loads(text, parse_constant=_no_constant, object_pairs_hook=_object)
    except (ValueError, RecursionError) as e:
        return refuse(400, f"the body is not JSON ({_first_line(e)})")


NOT_JSON = "send the game as UTF-8 JSON (Content-Type: application/json)"
NOT_UTF8 = "the body is not UTF-8: send the game as UTF-8 JSON"


def refuse_media_type(header: str) -> Response | None:
    """A 415 unless ``header`` says JSON, in UTF-8 when it names a charset at all."""
    kind, *params = header.split(";")
    if kind.strip().lower() != "application/json":
        return refuse(415, NOT_JSON)
    for param in params:
        name, _, value = param.partition("=")
        if name.strip().lower() == "charset":
            charset = value.strip().strip('"').lower()
            if charset not in ("utf-8", "utf8"):
                return refuse(415, f"{NOT_UTF8}, not {charset[:20]!r}")
    return None


def parse_limit(raw: str) -> int | None:
    """``?limit=``: a whole number from 1 to :data:`BOARD_LIMIT_MAX`, read whole (leading
    zeros and all), or ``None``."""
    if not raw.isascii() or not raw.isdigit():
        return None
    digits = raw.lstrip("0")
    if not digits or len(digits) > len(str(BOARD_LIMIT_MAX)):
        return None
    limit = int(digits)
    return limit if limit <= BOARD_LIMIT_MAX else None


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


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object with no key twice: a proxy that reads the first of two and the board
    that reads the last would not judge the same game."""
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            raise ValueError(f"the key {json.dumps(key)[:40]} comes twice")
        found[key] = value
    return found


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number JSON allows")


def _first_line(error: BaseException) -> str:
    if isinstance(error, RecursionError):
        return "nested too deeply"
    text = str(error).splitlines()[0] if str(error) else type(error).__name__
    return text[:120]
