"""Connections that cannot hold the board: uvicorn's httptools protocol with deadlines, a
cap on a request head's size, and caps on open connections per address and in all.

uvicorn bounds only the wait between requests (``timeout_keep_alive``) and the number of
connections at which every request is answered 503 (``limit_concurrency``). A client that
connects and sends nothing, or half a head, or one header line without end, is kept
forever, and the parser keeps every byte of it. Here, per connection:

- its first request's head must be whole within ``header_seconds`` of connecting, a later
  one's within ``header_seconds`` of its first byte; else 408 and closed (closed without a
  word when nothing at all was sent);
- a body must be whole within ``body_seconds`` of its head; else 408 and closed;
- a head of more than ``header_bytes`` is answered 431 and closed as soon as the parser
  has seen that much (at most one read of the socket more is held);
- after ``requests_per_connection`` answers the connection closes (``Connection: close``);
  idle between requests it closes after ``keep_alive_seconds`` (uvicorn's own timer);

and per server: an address block (:func:`~.ratelimit.address_block`) may hold
``connections_per_address`` connections, all together ``max_connections``; one more is
answered 503 and closed at once, so that the connections already open keep being served.
Reverse proxies named by ``--forwarded-allow-ips`` are not capped per address (every
player comes through them; the proxy caps its own clients).

A connection refused after it was let in (408, 431) is closed gracefully: the answer is
sent, then the client's further bytes are read and dropped for at most
:data:`LINGER_SECONDS`, so that closing with unread data does not reset the connection
before the answer has arrived. Such a connection still counts for its address, not for
the server's cap. One turned away at once (503) is answered and closed.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
from collections import Counter
from typing import Any, Final

from uvicorn.config import Config
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.server import ServerState

from .metrics import Metrics
from .ratelimit import address_block
from .settings import ConnectionLimits

log = logging.getLogger("bakers_dozen_server.connections")

LINGER_SECONDS: Final = 1.0
_HEAD, _BODY, _DRAINING = "head", "body", "draining"


class TrustedProxies:
    """``--forwarded-allow-ips`` as uvicorn reads it: ``*``, or addresses and networks."""

    def __init__(self, spec: str) -> None:
        items = [item.strip() for item in spec.split(",") if item.strip()]
        self.everyone = "*" in items
        self.networks: list[ipaddress.IPv4Network | ipaddress.IPv6Network] = []
        self.literals: set[str] = set()
        for item in items:
            try:
                self.networks.append(ipaddress.ip_network(item, strict=False))
            except ValueError:
                self.literals.add(item)

    def __contains__(self, host: str) -> bool:
        if self.everyone or host in self.literals:
            return True
        try:
            ip = ipaddress.ip_address(host)
        except ValueError:
            return False
        return any(ip in network for network in self.networks)


class Slot:
    """One connection let in: counted in all until it is closing, and for its address
    block (``None``: not counted per address) until it is gone."""

    __slots__ = ("block", "in_all")

    def __init__(self, block: str | None) -> None:
        self.block = block
        self.in_all = True


class ConnectionGuard:
    """The server's count of open connections, in all and per address block."""

    def __init__(
        self, limits: ConnectionLimits, trusted: TrustedProxies, metrics: Metrics | None = None
    ) -> None:
        self.limits = limits
        self.trusted = trusted
        self.metrics = metrics
        self.open = 0
        self.by_block: Counter[str] = Counter()

    def admit(self, host: str | None) -> Slot | tuple[str, str]:
        """A :class:`Slot` for a connection let in, or why it is turned away: the
        reason for the metrics, and for the client."""
        if self.open >= self.limits.max_connections:
            return "max-connections", "the server has as many connections as it takes"
        block = None
        if host is not None and host not in self.trusted:
            block = address_block(host)
            if self.by_block[block] >= self.limits.connections_per_address:
                return "connections-per-address", "too many connections from your address"
            self.by_block[block] += 1
        self.open += 1
        self._count()
        return Slot(block)

    def refused(self, reason: str) -> None:
        if self.metrics is not None:
            self.metrics.refused(reason)

    def _count(self) -> None:
        if self.metrics is not None:
            self.metrics.connections.set(self.open)

    def closing(self, slot: Slot) -> None:
        """``slot``'s connection is being closed: the server's cap no longer counts it."""
        if slot.in_all:
            slot.in_all = False
            self.open -= 1
            self._count()

    def gone(self, slot: Slot) -> None:
        self.closing(slot)
        if slot.block is not None:
            self.by_block[slot.block] -= 1
            if self.by_block[slot.block] <= 0:
                del self.by_block[slot.block]
            slot.block = None


def refusal(status: int, phrase: str, message: str, retry_after: int | None = None) -> bytes:
    """A whole HTTP/1.1 answer that closes the connection: a JSON ``{"error": ...}``."""
    body = json.dumps({"error": message}).encode()
    head = [
        f"HTTP/1.1 {status} {phrase}",
        "content-type: application/json",
        f"content-length: {len(body)}",
        "connection: close",
        "cache-control: no-store",
    ]
    if retry_after is not None:
        head.append(f"retry-after: {retry_after}")
    return ("\r\n".join(head) + "\r\n\r\n").encode("ascii") + body


class GuardedProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol under a :class:`ConnectionGuard` (see the module)."""

    guard: ConnectionGuard  # set by :func:`guarded_protocol`

    def __init__(
        self,
        config: Config,
        server_state: ServerState,
        app_state: dict[str, Any],
        _loop: asyncio.AbstractEventLoop | None = None,
    ) -> None:
        super().__init__(config, server_state, app_state, _loop)
        # The guard turns connections away itself: uvicorn's cap would answer every
        # request 503 while idle connections fill it.
        self.limit_concurrency = None
        self._slot: Slot | None = None
        self._phase = _HEAD
        self._head_bytes = 0
        self._heads = 0
        self._answered = 0
        self._deadline: asyncio.TimerHandle | None = None

    # --- the connection ------------------------------------------------------------------

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        slot = self.guard.admit(self.client[0] if self.client else None)
        if isinstance(slot, tuple):
            reason, message = slot
            self.guard.refused(reason)
            self._refuse(503, "Service Unavailable", message, retry_after=5, linger=False)
            return
        self._slot = slot
        self._arm(self.guard.limits.header_seconds, self._head_late)

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        if self._slot is not None:
            self.guard.gone(self._slot)
            self._slot = None
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._phase == _DRAINING:
            return  # read and dropped: the refusal is on its way
        heads = self._heads
        super().data_received(data)
        if self._phase != _HEAD or self.transport.is_closing():
            return
        if heads == self._heads:
            # Still in the same head (a head that began in this read is counted from the
            # next one on: at most one read more than the cap is held).
            self._head_bytes += len(data)
        if self._head_bytes > self.guard.limits.header_bytes:
            self.guard.refused("header-too-large")
            self._refuse(
                431,
                "Request Header Fields Too Large",
                f"the request's head is larger than {self.guard.limits.header_bytes:,} bytes",
            )

    def eof_received(self) -> None:
        if self._phase == _DRAINING:
            self.transport.close()

    # --- the parser's calls --------------------------------------------------------------

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._phase, self._head_bytes = _HEAD, 0
        if self._deadline is None:  # a later request: its head has its own deadline
            self._arm(self.guard.limits.header_seconds, self._head_late)

    def on_headers_complete(self) -> None:
        cycle = self.cycle
        super().on_headers_complete()
        self._heads += 1
        self._phase, self._head_bytes = _BODY, 0
        self._arm(self.guard.limits.body_seconds, self._body_late)
        if self.cycle is not cycle:
            self._answered += 1
            if self._answered >= self.guard.limits.requests_per_connection:
                self.cycle.keep_alive = False

    def on_message_complete(self) -> None:
        super().on_message_complete()
        self._disarm()
        self._phase, self._head_bytes = _HEAD, 0

    # --- deadlines and refusals ----------------------------------------------------------

    def _arm(self, seconds: float, then: Any) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(seconds, then)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _head_late(self) -> None:
        self._deadline = None
        if self.transport.is_closing() or self._phase != _HEAD:
            return
        busy = self.cycle is not None and not self.cycle.response_complete
        if busy or self.scope is None:
            # Nothing sent at all (or an answer is still being written): just close.
            self.guard.refused("header-timeout")
            self.transport.close()
            return
        seconds = self.guard.limits.header_seconds
        self.guard.refused("header-timeout")
        self._refuse(408, "Request Timeout", f"the request's head took over {seconds:g} seconds")

    def _body_late(self) -> None:
        self._deadline = None
        if self.transport.is_closing() or self._phase != _BODY:
            return
        cycle = self.cycle
        if cycle is not None and cycle.response_started:
            self.transport.close()
            return
        if cycle is not None:
            # The application gives up on the body it waits for; nothing more of its
            # answer is written (ours is).
            cycle.disconnected = True
            cycle.message_event.set()
        seconds = self.guard.limits.body_seconds
        self.guard.refused("body-timeout")
        self._refuse(408, "Request Timeout", f"the request's body took over {seconds:g} seconds")

    def _refuse(
        self,
        status: int,
        phrase: str,
        message: str,
        retry_after: int | None = None,
        *,
        linger: bool = True,
    ) -> None:
        """Answer ``status`` and close once it is sent (``linger``: reading and dropping
        whatever the client still sends for at most :data:`LINGER_SECONDS`)."""
        self._disarm()
        self._phase = _DRAINING
        if self._slot is not None:
            self.guard.closing(self._slot)
        transport = self.transport
        transport.write(refusal(status, phrase, message, retry_after))
        if linger and transport.can_write_eof():
            transport.write_eof()
            self._deadline = self.loop.call_later(LINGER_SECONDS, transport.close)
        else:
            transport.close()


def guarded_protocol(guard: ConnectionGuard) -> type[GuardedProtocol]:
    """The protocol class for uvicorn's ``http=`` setting, bound to ``guard``."""
    return type("BoardProtocol", (GuardedProtocol,), {"guard": guard})
