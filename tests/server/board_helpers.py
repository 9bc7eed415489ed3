"""What the online board's tests share: the fixed day, pinned winning lines, payloads,
and the skip when the server's libraries are not installed."""

from __future__ import annotations

import datetime as dt
import importlib.util
import itertools
import os
from collections.abc import Callable, Iterator
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


def other_lines(day: dt.date) -> Iterator[str]:
    """Winning lines of ``day``'s Baker's Dozen deal, each a different text: the pinned
    line changed by :func:`line_variants`."""
    return line_variants(day, "bakers-dozen", LINES[day])


def line_variants(day: dt.date, variant: str, text: str) -> Iterator[str]:
    """Winning lines of ``day``'s deal of ``variant`` other than ``text``, each a
    different text: ``text`` with two neighbouring moves that do not depend on each other
    swapped (then two, then three such pairs). Players who win the same deal on their own
    rarely send the very same line; the board ranks only the first player to send one."""
    from bakers_dozen_qt.engine import Game, daily_deal_number, format_moves, parse_moves

    line = parse_moves(text)
    start = Game.from_daily(daily_deal_number(day), variant)

    def wins(moves: list[Any]) -> bool:
        game = start.copy()
        for m in moves:
            if not game.is_legal(m):
                return False
            game.push(m)
        return game.is_won()

    swaps = []
    for i in range(len(line) - 1):
        moves = list(line)
        moves[i], moves[i + 1] = moves[i + 1], moves[i]
        if moves != line and wins(moves):
            swaps.append(i)
            yield format_moves(moves)
    for size in (2, 3):
        for chosen in itertools.combinations(swaps, size):
            if any(b <= a + 1 for a, b in itertools.pairwise(chosen)):
                continue
            moves = list(line)
            for k in chosen:
                moves[k], moves[k + 1] = moves[k + 1], moves[k]
            if wins(moves):
                yield format_moves(moves)


_lines: dict[dt.date, Iterator[str]] = {}


def fresh_line(day: dt.date = TODAY) -> str:
    """A winning line of ``day`` that no payload of the run has had yet."""
    if day not in _lines:
        _lines[day] = other_lines(day)
    return next(_lines[day])


def fresh_token() -> str:
    """A token no other payload of the run has (readable in a failure's output)."""
    return f"test-token-{next(_tokens):012d}-xxxxxxxx"


def payload(date: dt.date = TODAY, moves: str | None = None, **changes: Any) -> dict[str, Any]:
    """A winning game of ``date`` (a line of its own: :func:`fresh_line`), unaided, from
    a fresh token."""
    data: dict[str, Any] = {
        "date": date.isoformat(),
        "variant": "bakers-dozen",
        "moves": fresh_line(date) if moves is None else moves,
        "seconds": 300.0,
        "hints": 0,
        "undos": 0,
        "helped": False,
        "name": "Ann",
        "token": fresh_token(),
    }
    data.update(changes)
    return data


def send(client: Any, body: dict[str, Any]) -> Any:
    """A game from a registered player (an ASGI test client's): the token is registered
    first (again is no harm), then the game sent."""
    registered = client.post("/api/v1/players", json={"token": body["token"]})
    assert registered.status_code in (200, 201), registered.text
    return client.post("/api/v1/submissions", json=body)


_databases = itertools.count(1)


def new_postgres_database(cluster_url: str) -> str:
    """A new, empty database in the cluster at ``cluster_url``: its URL."""
    import psycopg

    name = f"board_{os.getpid()}_{next(_databases)}"
    with psycopg.connect(cluster_url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    return cluster_url.rsplit("/", 1)[0] + "/" + name


def fixed_clock(day: dt.date = TODAY) -> Callable[[], dt.datetime]:
    noon = dt.datetime.combine(day, dt.time(12), tzinfo=dt.timezone.utc)
    return lambda: noon
