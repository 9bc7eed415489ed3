"""HTTP to the online board over QtNetwork: asynchronous, and bounded in size and time.

Each request hands its :class:`Answer` to a callback on the GUI thread: the HTTP status
and the decoded JSON body, or no status at all when the board could not be reached
(no network, a name that does not resolve, a refused connection, a timeout, TLS that
fails) or gave an answer the game will not take. The game never blocks on any of it.

The board is a stranger (``docs`` and DESIGN's trust model): its answer is read as it
comes, and the game hangs up as soon as it is larger than :data:`MAX_ANSWER_BYTES`
(announced so, or sent so), when no data came for :data:`TIMEOUT_MS`, or when the
whole answer took longer than :data:`DEADLINE_MS`. A redirect is followed only to the
same scheme, host and port, a few times at most: a result (and its token) never goes
anywhere but the address the player gave.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from PySide6.QtCore import QByteArray, QObject, Qt, QTimer, QUrl, Signal
from PySide6.QtNetwork import QNetworkAccessManager, QNetworkReply, QNetworkRequest, QSslSocket

from .answer_numbers import retry_seconds

log = logging.getLogger(__name__)

TIMEOUT_MS: Final = 15_000
"""No data for this long: the board is not answering."""
DEADLINE_MS: Final = 30_000
"""A whole request, however the data trickles."""
MAX_ANSWER_BYTES: Final = 256 * 1024
"""The game asks for 100 entries, some 30 kB even with every name escaped: anything far
larger is not a board's answer. Small enough that reading the largest answer taken
(256 kB of JSON numbers: some 60 ms) never stalls the window."""
READ_BUFFER_BYTES: Final = 64 * 1024
"""What Qt holds unread: the answer waits in the socket, not in the game's memory."""
MAX_REDIRECTS: Final = 5
SWEEP_MS: Final = 250
API: Final = "/api/v1"


@dataclass(frozen=True)
class Answer:
    """What came back: ``status`` ``None`` when the board was not reached at all, or its
    answer was not taken (too large, too slow, a redirect elsewhere or in a loop)."""

    status: int | None
    body: dict[str, Any] = field(default_factory=dict)
    error: str = ""
    """The board's one sentence (its ``error``), or what went wrong on the way."""
    retry_after: float | None = None
    """Seconds the board asked us to wait (``Retry-After``), if it said, bounded."""

    @property
    def reached(self) -> bool:
        return self.status is not None


Done = Callable[[Answer], None]


@dataclass
class _Pending:
    done: Done
    started: float
    data: bytearray = field(default_factory=bytearray)
    refused: str = ""
    """Why the game hung up, in the player's words; empty while all is well."""


class BoardClient(QObject):
    """Requests to one board at a time; the address is given with each request."""

    _started = Signal(object)
    """Queued: the reply (by id) has been handed to Qt's HTTP thread by now."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._started.connect(self._throttle, Qt.ConnectionType.QueuedConnection)
        self._net = QNetworkAccessManager(self)
        self._net.setAutoDeleteReplies(True)
        # One slot for every reply, callbacks kept here: a connection per reply that
        # holds the reply in a closure crashes PySide when the manager goes first.
        self._waiting: dict[int, tuple[QNetworkReply, _Pending]] = {}
        self._net.finished.connect(self._finished)
        self.deadline_ms = DEADLINE_MS  # tests make it short
        self._sweep = QTimer(self)
        self._sweep.setInterval(SWEEP_MS)
        self._sweep.timeout.connect(self._past_deadline)

    def get(self, base: str, path: str, done: Done) -> None:
        if self._secure_or_told(base, done):
            self._watch(self._net.get(self._request(base, path)), done)

    def post(self, base: str, path: str, body: dict[str, object], done: Done) -> None:
        if not self._secure_or_told(base, done):
            return
        request = self._request(base, path)
        request.setHeader(QNetworkRequest.KnownHeaders.ContentTypeHeader, "application/json")
        data = QByteArray(json.dumps(body, ensure_ascii=False).encode("utf-8"))
        self._watch(self._net.post(request, data), done)

    def _secure_or_told(self, base: str, done: Done) -> bool:
        """An ``https://`` board needs TLS: without it (a build with no TLS backend),
        ``done`` hears why, soon, and nothing goes out."""
        if not base.lower().startswith("https:") or QSslSocket.supportsSsl():
            return True
        log.error("no TLS backend: %s", QSslSocket.availableBackends())
        why = self.tr(
            "This copy of the game cannot make secure (https://) connections: it has no "
            "TLS support."
        )
        QTimer.singleShot(0, self, lambda: done(Answer(None, error=why)))
        return False

    @property
    def busy(self) -> int:
        """Requests on their way."""
        return len(self._waiting)

    def _request(self, base: str, path: str) -> QNetworkRequest:
        request = QNetworkRequest(QUrl(base + API + path))
        request.setTransferTimeout(TIMEOUT_MS)
        request.setAttribute(
            QNetworkRequest.Attribute.RedirectPolicyAttribute,
            QNetworkRequest.RedirectPolicy.SameOriginRedirectPolicy,
        )
        request.setMaximumRedirectsAllowed(MAX_REDIRECTS)
        request.setRawHeader(b"Accept", b"application/json")
        request.setRawHeader(b"User-Agent", b"bakers-dozen")
        return request

    def _watch(self, reply: QNetworkReply, done: Done) -> QNetworkReply:
        reply.setReadBufferSize(READ_BUFFER_BYTES)
        self._waiting[id(reply)] = (reply, _Pending(done, time.monotonic()))
        reply.metaDataChanged.connect(self._headers_came)
        reply.readyRead.connect(self._data_came)
        self._sweep.start()
        # A POST starts in a queued call: Qt's HTTP thread never hears of a size set
        # before it, and an endless answer then piled up unread (hundreds of MB while
        # the window was busy). Set again once it has started, queued after that call.
        self._started.emit(id(reply))
        return reply

    def _throttle(self, key: int) -> None:
        found = self._waiting.get(key)
        if found is not None:
            found[0].setReadBufferSize(READ_BUFFER_BYTES)

    # --- while it comes ------------------------------------------------------------------------

    def _pending_of_sender(self) -> tuple[QNetworkReply, _Pending] | None:
        return self._waiting.get(id(self.sender()))

    def _headers_came(self) -> None:
        found = self._pending_of_sender()
        if found is None:
            return
        reply, pending = found
        length = reply.header(QNetworkRequest.KnownHeaders.ContentLengthHeader)
        if isinstance(length, int) and length > MAX_ANSWER_BYTES:
            self._hang_up(reply, pending, self._too_large())

    def _data_came(self) -> None:
        found = self._pending_of_sender()
        if found is not None:
            self._take(*found)

    def _take(self, reply: QNetworkReply, pending: _Pending) -> None:
        """Move what Qt holds into the answer, hanging up once it is too large."""
        if pending.refused:
            return
        room = MAX_ANSWER_BYTES + 1 - len(pending.data)
        pending.data += bytes(reply.read(max(room, 1)).data())
        if len(pending.data) > MAX_ANSWER_BYTES:
            self._hang_up(reply, pending, self._too_large())

    def _past_deadline(self) -> None:
        now = time.monotonic()
        for reply, pending in list(self._waiting.values()):
            if not pending.refused and (now - pending.started) * 1000 > self.deadline_ms:
                self._hang_up(
                    reply,
                    pending,
                    self.tr("The online board took too long to answer."),
                )
        if not self._waiting:
            self._sweep.stop()

    def _hang_up(self, reply: QNetworkReply, pending: _Pending, why: str) -> None:
        log.warning("gave up on %s: %s", reply.url().toString(), why)
        pending.refused = why
        pending.data = bytearray()
        reply.abort()  # finished follows, and with it the callback

    def _too_large(self) -> str:
        return self.tr("The online board's answer is far too large to be a board.")

    # --- when it is over -----------------------------------------------------------------------

    def _finished(self, reply: QNetworkReply) -> None:
        _, pending = self._waiting.pop(id(reply), (None, None))
        if pending is None:
            return
        if not self._waiting:
            self._sweep.stop()
        try:
            self._take(reply, pending)
            answer = self._answer(reply, pending)
        except Exception as e:  # whatever the answer held, the caller hears back
            log.exception("the online board's answer could not be read")
            answer = Answer(None, error=f"{type(e).__name__}: {e}")
        pending.data = bytearray()
        pending.done(answer)

    def _answer(self, reply: QNetworkReply, pending: _Pending) -> Answer:
        if pending.refused:
            return Answer(None, error=pending.refused)
        error = reply.error()
        kind = QNetworkReply.NetworkError
        if error == kind.TooManyRedirectsError:
            return Answer(None, error=self.tr("The online board's address redirects in a loop."))
        if error == kind.InsecureRedirectError:
            return Answer(
                None,
                error=self.tr(
                    "The online board's address redirects to another server: nothing is sent there."
                ),
            )
        if error == kind.SslHandshakeFailedError:
            #: {reason} is Qt's own words on the certificate or the TLS exchange.
            return Answer(
                None,
                error=self.tr(
                    "The online board's certificate is not trusted, or its secure "
                    "connection failed: {reason}"
                ).format(reason=reply.errorString()),
            )
        status = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute)
        if not isinstance(status, int) or status <= 0:
            return Answer(None, error=reply.errorString())
        retry = retry_seconds(bytes(reply.rawHeader("Retry-After").data()))
        return read_answer(status, bytes(pending.data), retry)


def read_answer(status: int, raw: bytes, retry: float | None = None) -> Answer:
    """The answer of a board that was reached: its JSON object, or an answer that says it
    was not the board's."""
    try:
        body = json.loads(raw) if len(raw) <= MAX_ANSWER_BYTES else None
    except (ValueError, RecursionError):
        body = None
    if not isinstance(body, dict):
        # A proxy's page, a web site that is no board: an answer, but not the board's.
        error = f"HTTP {status}: not an online board's answer"
        return Answer(status, error=error, retry_after=retry)
    said = body.get("error")
    return Answer(status, body, said[:300] if isinstance(said, str) else "", retry)
