"""Requests a minute per key: the allowance, its refill, and a table that cannot grow
without bound."""

from __future__ import annotations

import pytest
from board_helpers import skip_without_server

skip_without_server()

from bakers_dozen_server.ratelimit import RateLimiter  # noqa: E402


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_key_spends_its_burst_then_waits_for_the_refill() -> None:
    clock = Clock()
    limiter = RateLimiter(per_minute=6, burst=3, clock=clock)
    assert [limiter.allow("a") for _ in range(3)] == [0.0, 0.0, 0.0]
    assert limiter.allow("a") == 10.0  # one request every 10 s
    assert limiter.allow("b") == 0.0  # another key is not held back
    clock.now += 9.5
    assert limiter.allow("a") == pytest.approx(0.5)
    clock.now += 0.5
    assert limiter.allow("a") == 0.0


def test_zero_a_minute_lets_everything_through() -> None:
    limiter = RateLimiter(per_minute=0, burst=1)
    assert all(limiter.allow("a") == 0.0 for _ in range(1000))
    assert len(limiter) == 0


def test_the_table_forgets_full_buckets_and_then_the_oldest() -> None:
    clock = Clock()
    limiter = RateLimiter(per_minute=60, burst=2, clock=clock, max_keys=100)
    for i in range(100):
        limiter.allow(f"old-{i}")
    clock.now += 5  # every old bucket is full again
    limiter.allow("new")
    assert len(limiter) == 1
    for i in range(200):  # keys still spending: the oldest half goes
        limiter.allow(f"busy-{i}")
        assert len(limiter) <= 100
