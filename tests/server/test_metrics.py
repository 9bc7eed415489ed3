"""``/metrics`` in the Prometheus text format: requests, refusals by reason, games stored,
verification and database time; answered to this machine only."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from board_helpers import LINES, TODAY, payload, send, skip_without_server

skip_without_server()

from prometheus_client.parser import text_string_to_metric_families  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from bakers_dozen_server.app import create_app  # noqa: E402


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of the page, by name and labels (the parser checks the format)."""
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


def test_the_metrics_count_requests_refusals_games_and_times(
    open_board: Any, tmp_path: Path
) -> None:
    app = create_app(open_board(str(tmp_path / "board.sqlite")))
    client = TestClient(app, client=("127.0.0.1", 50000))
    assert send(client, payload(seconds=300)).status_code == 201
    assert send(client, payload(moves=LINES[TODAY], seconds=1)).status_code == 422
    assert client.post("/api/v1/submissions", json=payload()).status_code == 403
    assert client.post("/api/v1/submissions", content=b"{").status_code == 415
    page = client.get("/metrics")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/plain; version=")
    got = samples(page.text)
    assert got[("board_requests_total", (("method", "POST"), ("route", "submissions"),
                                         ("status", "201")))] == 1  # fmt: skip
    assert got[("board_requests_total", (("method", "POST"), ("route", "players"),
                                         ("status", "201")))] == 2  # fmt: skip
    for reason in ("too-fast", "unregistered", "not-utf8-json"):
        assert got[("board_refusals_total", (("reason", reason),))] == 1, reason
    assert got[("board_submissions_total", (("outcome", "accepted"),))] == 1
    assert got[("board_verification_seconds_count", ())] == 3  # every game replayed
    assert got[("board_database_seconds_count", (("worker", "board-writer"),))] >= 4


def test_the_metrics_are_no_page_for_anyone_else(open_board: Any, tmp_path: Path) -> None:
    app = create_app(open_board(str(tmp_path / "board.sqlite")))
    for host in ("203.0.113.9", "2001:db8::1", "testclient"):
        page = TestClient(app, client=(host, 50000)).get("/metrics")
        assert page.status_code == 404 and "board_requests" not in page.text
    assert TestClient(app, client=("::1", 50000)).get("/metrics").status_code == 200
