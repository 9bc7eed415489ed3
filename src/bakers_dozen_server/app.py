"""The ASGI application: the API's routes, the page's, and answers for everything else."""

from __future__ import annotations

import logging

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from .api import Api, refuse, too_many
from .guard import TrustedProxies
from .metrics import CountRequests
from .pages import Pages
from .ratelimit import address_block
from .service import BoardService

log = logging.getLogger("bakers_dozen_server")

UNLIMITED_PATHS = frozenset({"/api/v1/health", "/metrics"})
"""Answered however often they are asked: a monitor's probe must never be a 429."""


class RateLimits:
    """Every request spends from its address block's allowance before it is read:
    requests that send something (POST) from the board's shared count
    (:meth:`~.service.BoardService.spend_send`), every other from this process's
    ``reads``; a request over it is a 429 with ``Retry-After`` and goes no further."""

    def __init__(self, app: ASGIApp, board: BoardService) -> None:
        self.app = app
        self.board = board

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["path"] not in UNLIMITED_PATHS:
            client = scope.get("client")
            host = client[0] if client else "unknown"
            if scope["method"] == "POST":
                wait = await self.board.spend_send(host)
            else:
                wait = self.board.reads.allow(address_block(host))
            if wait > 0:
                await too_many(wait)(scope, receive, send)
                return
        await self.app(scope, receive, send)


def create_app(board: BoardService) -> ASGIApp:
    """The server's application over an opened :class:`~.service.BoardService`."""
    api = Api(board)
    pages = Pages(board)

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        if request.url.path.startswith("/api/"):
            if exc.status_code == 405:
                return refuse(405, f"{request.method} is not allowed here")
            if exc.status_code == 404:
                return refuse(404, "no such API path: see GET /api/v1/")
            return refuse(exc.status_code, str(exc.detail))
        if exc.status_code == 404:
            return await pages.not_found(request)
        return refuse(exc.status_code, str(exc.detail))

    async def crash(request: Request, exc: Exception) -> Response:
        # A bug, never the client's fault: logged with its traceback, answered in a line.
        log.error("error answering %s %s", request.method, request.url.path, exc_info=exc)
        return refuse(500, "the server failed to answer this request")

    watchers = TrustedProxies(board.settings.metrics_allow)

    async def metrics(request: Request) -> Response:
        if request.client is None or request.client.host not in watchers:
            return await pages.not_found(request)  # no such page, to anyone else
        page, kind = board.metrics.page()
        return Response(page, headers={"Content-Type": kind, "Cache-Control": "no-store"})

    routes = [
        Route("/metrics", metrics, methods=["GET"]),
        Route("/", pages.home, methods=["GET", "HEAD"]),
        Route("/day/{date}", pages.day, methods=["GET", "HEAD"]),
        Route("/entry/{id}", pages.entry, methods=["GET", "HEAD"]),
        Route("/api/v1", api.info, methods=["GET"]),
        Route("/api/v1/", api.info, methods=["GET"]),
        Route("/api/v1/health", api.health, methods=["GET"]),
        Route("/api/v1/players", api.register, methods=["POST"]),
        Route("/api/v1/submissions", api.submit, methods=["POST"]),
        Route("/api/v1/boards/{date}/{variant}", api.board_of_day, methods=["GET"]),
        Route("/api/v1/entries/{id}", api.entry, methods=["GET"]),
    ]
    app = Starlette(
        routes=routes,
        exception_handlers={HTTPException: http_error, Exception: crash},
    )
    return CountRequests(RateLimits(app, board), board.metrics)
