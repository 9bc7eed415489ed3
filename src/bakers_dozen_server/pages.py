"""The HTML routes: today's and yesterday's boards, any day's, and the 404 page."""

from __future__ import annotations

import datetime as dt
import logging

from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from bakers_dozen_qt.engine.daily_replay import BOARD_VARIANTS
from bakers_dozen_qt.engine.line_replay import LineReplay
from bakers_dozen_qt.engine.moves import parse_moves
from bakers_dozen_qt.engine.rules import get_rules

from .api import parse_day
from .board import DayBoard
from .entry_page import daily_number, render_entry
from .lang import choose
from .page import render_days, render_message
from .service import BoardService
from .settings import PAGE_ROWS
from .storage import SqlStore, StoreUnavailable
from .words import Words, words

log = logging.getLogger("bakers_dozen_server.pages")

# No script may run on the page, whatever a name holds; styles are inline.
HEADERS = {
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Vary": "Accept-Language",
    "Cache-Control": "no-cache",
}


def html(w: Words, status: int, text: str) -> Response:
    return HTMLResponse(
        text, status_code=status, headers={**HEADERS, "Content-Language": w.html_lang}
    )


class Pages:
    def __init__(self, board: BoardService) -> None:
        self.board = board

    def _words(self, request: Request) -> tuple[Words, str]:
        asked = request.query_params.get("lang")
        code = choose(request.headers.get("accept-language"), asked)
        return words(code), (f"?lang={code}" if asked == code else "")

    async def _boards(self, day: dt.date) -> list[DayBoard]:
        key = day.isoformat()

        def read(store: SqlStore) -> list[DayBoard]:
            return [store.board(key, v, PAGE_ROWS) for v in BOARD_VARIANTS]

        return await self.board.reader.call(read)

    async def home(self, request: Request) -> Response:
        w, keep = self._words(request)
        today = self.board.today()
        yesterday = today - dt.timedelta(days=1)
        try:
            days = [
                (w.today.format(date=today.isoformat()), await self._boards(today)),
                (w.yesterday.format(date=yesterday.isoformat()), await self._boards(yesterday)),
            ]
        except StoreUnavailable:
            return html(w, 503, render_message(w, w.unavailable))
        page = render_days(
            w, days, previous=yesterday - dt.timedelta(days=1), following=None, keep=keep
        )
        return html(w, 200, page)

    async def day(self, request: Request) -> Response:
        w, keep = self._words(request)
        raw = request.path_params["date"]
        day = parse_day(raw)
        if day is None:
            return html(w, 404, render_message(w, w.no_such_day.format(date=raw[:40])))
        today = self.board.today()
        heading = (
            w.today
            if day == today
            else w.yesterday
            if day == today - dt.timedelta(days=1)
            else w.day
        )
        try:
            boards = await self._boards(day)
        except StoreUnavailable:
            return html(w, 503, render_message(w, w.unavailable))
        one = dt.timedelta(days=1)
        page = render_days(
            w,
            [(heading.format(date=day.isoformat()), boards)],
            previous=day - one if day > dt.date.min + one else None,
            following=day + one if day < today + one else None,
            keep=keep,
        )
        return html(w, 200, page)

    async def entry(self, request: Request) -> Response:
        """One entry's game move by move (``?move=N``: the table after move N)."""
        w, keep = self._words(request)
        raw = request.path_params["id"]
        missing = html(w, 404, render_message(w, w.no_such_entry.format(id=raw[:20])))
        if not raw.isascii() or not raw.isdigit() or len(raw) > 18:
            return missing
        try:
            found = await self.board.reader.call(lambda store: store.entry_line(int(raw)))
        except StoreUnavailable:
            return html(w, 503, render_message(w, w.unavailable))
        if found is None:
            return missing
        entry, line = found
        move = request.query_params.get("move", "0")
        at = int(move) if move.isascii() and move.isdigit() and len(move) <= 6 else 0
        try:
            replay = LineReplay(
                get_rules(entry.variant), daily_number(entry.day), parse_moves(line), daily=True
            )
        except ValueError:  # the board replayed it before it stored it: never expected
            log.exception("entry %s: its stored line does not replay", entry.id)
            return missing
        return html(w, 200, render_entry(w, entry, replay, at, keep))

    async def not_found(self, request: Request) -> Response:
        w, _ = self._words(request)
        return html(w, 404, render_message(w, w.no_such_page))
