"""``/metrics``: what the board does, in the Prometheus text format (prometheus-client).

- ``board_requests_total{route, method, status}``: every request answered; ``route`` is
  one of a few names (the API's paths and the pages'), never the path itself.
- ``board_refusals_total{reason}``: requests the board refused, by the rule that refused
  them (``too-fast``, ``unregistered``, ``not-json``, ``too-many-requests``...), and the
  connections it turned away or cut (``connections-per-address``, ``header-too-large``,
  ``header-timeout``...).
- ``board_submissions_total{outcome}``: games stored (``accepted``), sent again
  (``already``), or another game of the player's on that board (``taken``).
- ``board_verification_seconds``: replaying a game and scoring it.
- ``board_database_seconds{worker}``: a database job on a worker's thread (a batch of
  writes, a read).
- ``board_connections_open``: connections open now (this process).

Each process has its own registry and counts; several processes are scraped each. The
page answers only the addresses given by ``--metrics-allow-ips`` (this machine by
default, as the client's address reads after the proxy headers): a player never sees it.
"""

from __future__ import annotations

import re
import time
from typing import Final

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.exposition import generate_latest
from starlette.types import ASGIApp, Message, Receive, Scope, Send

_ROUTES: Final = (
    (re.compile(r"/api/v1/?"), "api"),
    (re.compile(r"/api/v1/health"), "health"),
    (re.compile(r"/api/v1/players"), "players"),
    (re.compile(r"/api/v1/submissions"), "submissions"),
    (re.compile(r"/api/v1/boards/[^/]*/[^/]*"), "board"),
    (re.compile(r"/api/v1/entries/[^/]*"), "entry"),
    (re.compile(r"/"), "page"),
    (re.compile(r"/day/[^/]*"), "day-page"),
    (re.compile(r"/entry/[^/]*"), "entry-page"),
    (re.compile(r"/metrics"), "metrics"),
)
_METHODS: Final = frozenset({"GET", "HEAD", "POST"})
REFUSED_BY_STATUS: Final = {
    400: "not-json",
    403: "forbidden",
    404: "not-found",
    405: "method",
    409: "taken",
    413: "too-large",
    415: "not-utf8-json",
    422: "not-a-game",
    429: "too-many-requests",
    503: "unavailable",
}
"""A refusal's reason when the answer names none."""


def route_of(path: str) -> str:
    for pattern, name in _ROUTES:
        if pattern.fullmatch(path):
            return name
    return "other"


class Metrics:
    """The board's metrics in a registry of their own (one a server)."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.requests = Counter(
            "board_requests", "Requests answered.", ["route", "method", "status"], registry=r
        )
        self.refusals = Counter(
            "board_refusals", "Requests and connections refused, by rule.", ["reason"], registry=r
        )
        self.submissions = Counter(
            "board_submissions", "Games stored or answered again.", ["outcome"], registry=r
        )
        self.verification = Histogram(
            "board_verification_seconds",
            "Replaying and scoring a game.",
            buckets=(0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.5),
            registry=r,
        )
        self.database = Histogram(
            "board_database_seconds",
            "A database job on a worker's thread.",
            ["worker"],
            buckets=(0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 1.0, 5.0),
            registry=r,
        )
        self.connections = Gauge("board_connections_open", "Connections open now.", registry=r)

    def refused(self, reason: str) -> None:
        self.refusals.labels(reason).inc()

    def database_time(self, worker: str, seconds: float) -> None:
        self.database.labels(worker).observe(seconds)

    def page(self) -> tuple[bytes, str]:
        return generate_latest(self.registry), CONTENT_TYPE_LATEST


class CountRequests:
    """ASGI middleware: each answered request counted, by route, method and status; a
    refusal by its reason (``scope["state"]["refusal"]``, which the API sets, else
    :data:`REFUSED_BY_STATUS`)."""

    def __init__(self, app: ASGIApp, metrics: Metrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        status = 500

        async def counted(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, counted)
        finally:
            method = scope["method"] if scope["method"] in _METHODS else "other"
            route = route_of(scope["path"])
            self.metrics.requests.labels(route, method, str(status)).inc()
            if status >= 400 and route != "metrics":
                state = scope.get("state") or {}
                reason = state.get("refusal") or REFUSED_BY_STATUS.get(status, f"http-{status}")
                self.metrics.refused(str(reason))


class Timer:
    """``with Timer() as t: ...``; then ``t.seconds``."""

    def __enter__(self) -> Timer:
        self._start = time.perf_counter()
        self.seconds = 0.0
        return self

    def __exit__(self, *exc: object) -> None:
        self.seconds = time.perf_counter() - self._start
