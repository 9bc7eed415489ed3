"""Requests a minute, per key (an address block, a token): token buckets kept in memory.

Each key may spend ``burst`` requests at once and earns them back at ``per_minute``. The
table forgets keys whose bucket has filled up again, so a flood of new keys (addresses,
tokens) cannot grow it without bound.
"""

from __future__ import annotations

import ipaddress
import time
from collections.abc import Callable


def address_keys(host: str) -> tuple[str] | tuple[str, str]:
    """What limits count a client by: ``(address,)`` for IPv4, ``(address, its /64)``
    for IPv6 (an IPv4 address written as IPv6 is IPv4); the last is its block."""
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return (host,)
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return (str(ip.ipv4_mapped),)
        plain = ipaddress.IPv6Address(int(ip))  # without a zone
        return (str(plain), str(ipaddress.IPv6Network((int(ip) >> 64 << 64, 64))))
    return (str(ip),)


def address_block(host: str) -> str:
    """The key a client's limits count under: an IPv4 address, or an IPv6 address's /64
    (one household or host is given a whole /64 and may use any address in it)."""
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return host  # no IP address (a test client, a Unix socket): counted as it is
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((int(ip) >> 64 << 64, 64)))
    return str(ip)


class RateLimiter:
    """``per_minute`` of 0 lets everything through (a test bench behind one address)."""

    def __init__(
        self,
        per_minute: float,
        burst: int,
        *,
        clock: Callable[[], float] = time.monotonic,
        max_keys: int = 100_000,
    ) -> None:
        self.per_minute = per_minute
        self.burst = max(1, burst)
        self._clock = clock
        self._max_keys = max_keys
        self._buckets: dict[str, tuple[float, float]] = {}  # key: (tokens, when)

    def allow(self, key: str) -> float:
        """0 when ``key`` may go on (and spends one request), else the seconds to wait."""
        if self.per_minute <= 0:
            return 0.0
        now = self._clock()
        rate = self.per_minute / 60.0
        tokens, when = self._buckets.get(key, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - when) * rate)
        if tokens < 1.0:
            self._buckets[key] = (tokens, now)
            return (1.0 - tokens) / rate
        if key not in self._buckets and len(self._buckets) >= self._max_keys:
            self._forget_full(now, rate)
        self._buckets[key] = (tokens - 1.0, now)
        return 0.0

    def _forget_full(self, now: float, rate: float) -> None:
        full = [k for k, (t, w) in self._buckets.items() if t + (now - w) * rate >= self.burst]
        for k in full:
            del self._buckets[k]
        if len(self._buckets) >= self._max_keys:
            # Every key is still spending: forget the oldest half rather than grow.
            by_age = sorted(self._buckets, key=lambda k: self._buckets[k][1])
            for k in by_age[: len(by_age) // 2]:
                del self._buckets[k]

    def __len__(self) -> int:
        return len(self._buckets)
