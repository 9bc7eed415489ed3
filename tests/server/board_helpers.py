"""What the online board's tests share: the fixed day, pinned winning lines, payloads,
and the skip when the server's libraries are not installed."""

from __future__ import annotations

import datetime as dt
import importlib.util
import itertools
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
NEEDS_EXTRA = "the server extra is not installed (uv sync --extra server)"


def skip(reason: str) -> None:
    """Skip, saying why; where CI has installed everything these tests need
    (``BAKERS_DOZEN_SERVER_TESTS=all``, set by .ci/run), fail instead."""
    if os.environ.get("BAKERS_DOZEN_SERVER_TESTS") == "all":
        pytest.fail(f"{reason} (BAKERS_DOZEN_SERVER_TESTS=all)", pytrace=False)
    pytest.skip(reason, allow_module_level=True)


def skip_without_server() -> None:
    """At the top of each test module: skip it, saying why, without the server extra
    (or without an HTTP client for Starlette's test client)."""
    for name in ("starlette", "uvicorn", "psycopg"):
        if importlib.util.find_spec(name) is None:
            skip(f"{NEEDS_EXTRA}: no {name}")
    if importlib.util.find_spec("httpx2") is None and importlib.util.find_spec("httpx") is None:
        skip("no HTTP client for the ASGI tests (httpx2 or httpx)")


TODAY = dt.date(2026, 11, 30)
"""The board's day in these tests: the pinned lines are of the day before, this day and
the day after."""
LINES_FILE = ROOT / "tests" / "engine" / "data" / "daily-lines.txt"


def pinned_lines() -> dict[dt.date, str]:
    lines = {}
    for row in LINES_FILE.read_text(encoding="utf-8").splitlines():
        if row and not row.startswith("#"):
            date, moves = row.split("\t")
            lines[dt.date.fromisoformat(date)] = moves
    return lines


LINES = pinned_lines()
_tokens = itertools.count(1)


def fresh_token() -> str:
    """A token no other payload of the run has (readable in a failure's output)."""
    return f"test-token-{next(_tokens):012d}-xxxxxxxx"


def payload(date: dt.date = TODAY, moves: str | None = None, **changes: Any) -> dict[str, Any]:
    """A winning game of ``date`` (the pinned line), unaided, from a fresh token."""
    data: dict[str, Any] = {
        "date": date.isoformat(),
        "variant": "bakers-dozen",
        "moves": LINES[date] if moves is None else moves,
        "seconds": 300.0,
        "hints": 0,
        "undos": 0,
        "helped": False,
        "name": "Ann",
        "token": fresh_token(),
    }
    data.update(changes)
    return data


def fixed_clock(day: dt.date = TODAY) -> Callable[[], dt.datetime]:
    noon = dt.datetime.combine(day, dt.time(12), tzinfo=dt.timezone.utc)
    return lambda: noon
