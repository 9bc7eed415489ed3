"""HTTP to the online board over QtNetwork: asynchronous, and nothing waits longer than
:data:`TIMEOUT_MS`.

Each request hands its :class:`Answer` to a callback on the GUI thread: the HTTP status
and the decoded JSON body, or no status at all when the board could not be reached
(no network, a name that does not resolve, a refused connection, a timeout, TLS that
fails). The game never blocks on any of it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from PySide6.QtCore import QByteArray, QObject, QUrl
from PySide6.QtNetwork import QNetworkAccessManager, QNetworkReply, QNetworkRequest

TIMEOUT_MS: Final = 15_000
MAX_ANSWER_BYTES: Final = 2_000_000
"""A board of 500 entries is some 80 kB: anything far larger is not a board's answer."""
API: Final = "/api/v1"


@dataclass(frozen=True)
class Answer:
    """What came back: ``status`` ``None`` when the board was not reached at all."""

    status: int | None
    body: dict[str, Any] = field(default_factory=dict)
    error: str = ""
    """The board's one sentence (its ``error``), or what the network said."""
    retry_after: float | None = None
    """Seconds the board asked us to wait (``Retry-After``), if it said."""

    @property
    def reached(self) -> bool:
        return self.status is not None


Done = Callable[[Answer], None]


class BoardClient(QObject):
    """Requests to one board at a time; the address is given with each request."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._net = QNetworkAccessManager(self)
        self._net.setAutoDeleteReplies(True)
        # One slot for every reply, callbacks kept here: a connection per reply that
        # holds the reply in a closure crashes PySide when the manager goes first.
        self._waiting: dict[int, tuple[QNetworkReply, Done]] = {}
        self._net.finished.connect(self._finished)

    def get(self, base: str, path: str, done: Done) -> QNetworkReply:
        return self._watch(self._net.get(self._request(base, path)), done)

    def post(self, base: str, path: str, body: dict[str, object], done: Done) -> QNetworkReply:
        request = self._request(base, path)
        request.setHeader(QNetworkRequest.KnownHeaders.ContentTypeHeader, "application/json")
        data = QByteArray(json.dumps(body, ensure_ascii=False).encode("utf-8"))
        return self._watch(self._net.post(request, data), done)

    def _request(self, base: str, path: str) -> QNetworkRequest:
        request = QNetworkRequest(QUrl(base + API + path))
        request.setTransferTimeout(TIMEOUT_MS)
        request.setRawHeader(b"Accept", b"application/json")
        request.setRawHeader(b"User-Agent", b"bakers-dozen")
        return request

    def _watch(self, reply: QNetworkReply, done: Done) -> QNetworkReply:
        self._waiting[id(reply)] = (reply, done)
        return reply

    def _finished(self, reply: QNetworkReply) -> None:
        _, done = self._waiting.pop(id(reply), (None, None))
        if done is None:
            return
        try:
            answer = read_answer(reply)
        except Exception as e:  # whatever the answer held, the caller hears back
            answer = Answer(None, error=f"{type(e).__name__}: {e}")
        done(answer)


def read_answer(reply: QNetworkReply) -> Answer:
    status = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute)
    if not isinstance(status, int) or status <= 0:
        return Answer(None, error=reply.errorString())
    raw = bytes(reply.read(MAX_ANSWER_BYTES + 1).data())
    retry = _retry_after(bytes(reply.rawHeader("Retry-After").data()))
    try:
        body = json.loads(raw) if len(raw) <= MAX_ANSWER_BYTES else None
    except (ValueError, RecursionError):
        body = None
    if not isinstance(body, dict):
        # A proxy's page, a web site that is no board: an answer, but not the board's.
        error = f"HTTP {status}: not an online board's answer"
        return Answer(status, error=error, retry_after=retry)
    said = body.get("error")
    return Answer(status, body, said if isinstance(said, str) else "", retry)


def _retry_after(raw: bytes) -> float | None:
    text = raw.decode("ascii", "replace").strip()
    return float(text) if text.isdigit() and len(text) < 8 else None
