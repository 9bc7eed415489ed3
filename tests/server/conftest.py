"""The online board's fixtures: a board on SQLite or PostgreSQL with a fixed day, its
ASGI client, pinned winning lines, and payloads.

Every test module here starts with ``board_helpers.skip_without_server()``, so without
the ``server`` extra they are skipped, saying so; this file imports none of the
server's libraries at its top.
"""

from __future__ import annotations

import datetime as dt
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import throwaway_postgres  # noqa: E402
from board_helpers import TODAY, fixed_clock, new_postgres_database, skip  # noqa: E402


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[str]:
    """One throwaway PostgreSQL cluster for the session (each test gets a database)."""
    absent = throwaway_postgres.why_absent()
    if absent is not None:
        skip(f"the PostgreSQL half is skipped: {absent}")
    with throwaway_postgres.cluster(fsync=False, database="postgres_base") as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty database: an SQLite file, or a new database in the throwaway cluster."""
    if request.param == "sqlite":
        return str(tmp_path / "board.sqlite")
    return new_postgres_database(request.getfixturevalue("postgres_cluster"))


@pytest.fixture
def open_board() -> Iterator[Callable[..., Any]]:
    """Opens boards (:class:`bakers_dozen_server.service.BoardService`) and closes them after."""
    from bakers_dozen_server.service import BoardService
    from bakers_dozen_server.settings import Limits, Settings

    opened: list[BoardService] = []

    def make(
        database: str, limits: Limits | None = None, day: dt.date = TODAY, **more: Any
    ) -> BoardService:
        # No limit on what one client sends unless a test says (all come from one address).
        limits = limits or Limits(submissions_per_address=0, players_per_address=0)
        settings = Settings(database=database, limits=limits, clock=fixed_clock(day), **more)
        board = BoardService(settings)
        board.open()
        opened.append(board)
        return board

    yield make
    for board in opened:
        board.close()


@pytest.fixture
def client_for(open_board: Callable[..., Any]) -> Iterator[Callable[..., Any]]:
    """An ASGI test client over a fresh board on ``database``."""
    from starlette.testclient import TestClient

    from bakers_dozen_server.app import create_app

    clients: list[TestClient] = []

    def make(database: str, **options: Any) -> TestClient:
        client = TestClient(create_app(open_board(database, **options)))
        client.__enter__()
        clients.append(client)
        return client

    yield make
    for client in clients:
        client.__exit__(None, None, None)
