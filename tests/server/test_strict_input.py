"""What the board reads exactly: a limit read whole, JSON with no key twice, UTF-8 only,
and a time kept in whole milliseconds (no float error at the floor)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from board_helpers import LINES, TODAY, payload, send, skip_without_server

skip_without_server()

from starlette.testclient import TestClient  # noqa: E402

from bakers_dozen_qt.engine import parse_moves  # noqa: E402
from bakers_dozen_qt.engine.daily_replay import hand_moves  # noqa: E402


def submit(client: TestClient, body: dict[str, Any]) -> Any:
    return send(client, body)


def board_path(limit: str) -> str:
    return f"/api/v1/boards/{TODAY.isoformat()}/bakers-dozen?limit={limit}"


@pytest.mark.parametrize("limit", ["0000019999", "000001" + "0" * 25, "0" * 5000 + "501"])
def test_a_limit_is_read_whole_however_it_is_padded(
    client_for: Any, database: str, limit: str
) -> None:
    client = client_for(database)
    response = client.get(board_path(limit))
    assert response.status_code == 400
    assert response.json() == {"error": "limit: a whole number from 1 to 500"}
    # The reader is still connected and answers.
    assert client.get("/api/v1/health").status_code == 200


def test_a_zero_padded_limit_in_range_is_that_number(client_for: Any, database: str) -> None:
    client = client_for(database)
    for seconds in (100, 200, 300):
        assert submit(client, payload(seconds=seconds)).status_code == 201
    shown = client.get(board_path("0" * 40 + "2"))
    assert shown.status_code == 200 and len(shown.json()["entries"]) == 2


def test_a_body_with_a_key_twice_is_refused(client_for: Any, tmp_path: Path) -> None:
    client = client_for(str(tmp_path / "board.sqlite"))
    # A proxy that reads the first "seconds" sees 0.1 s; the board must not see 300.5.
    text = json.dumps(payload(seconds=0.1))[:-1] + ', "seconds": 300.5}'
    response = client.post(
        "/api/v1/submissions", content=text, headers={"content-type": "application/json"}
    )
    assert response.status_code == 400
    assert response.json() == {"error": 'the body is not JSON (the key "seconds" comes twice)'}
    nested = b'{"a": {"b": 1, "b": 2}}'
    response = client.post(
        "/api/v1/submissions", content=nested, headers={"content-type": "application/json"}
    )
    assert response.status_code == 400 and "comes twice" in response.json()["error"]
    assert client.get(board_path("10")).json()["players"] == 0


@pytest.mark.parametrize(
    ("encoding", "kind"),
    [
        ("utf-16", "application/json"),
        ("utf-16-le", "application/json"),
        ("utf-32", "application/json"),
        ("utf-8", "application/json; charset=latin-1"),
        ("latin-1", "application/json; charset=latin-1"),
        ("utf-8", "application/json; charset=utf-16"),
    ],
)
def test_only_utf8_json_is_taken_and_the_415_says_so(
    client_for: Any, tmp_path: Path, encoding: str, kind: str
) -> None:
    client = client_for(str(tmp_path / "board.sqlite"))
    body = json.dumps(payload(name="Åse")).encode(encoding)
    response = client.post("/api/v1/submissions", content=body, headers={"content-type": kind})
    assert response.status_code == 415
    assert "UTF-8" in response.json()["error"] and "\n" not in response.json()["error"]
    assert client.get(board_path("10")).json()["players"] == 0


@pytest.mark.parametrize(
    "kind",
    ["application/json", "application/json; charset=utf-8", 'Application/JSON; Charset="UTF-8"'],
)
def test_utf8_json_is_taken_with_or_without_its_charset(
    client_for: Any, tmp_path: Path, kind: str
) -> None:
    client = client_for(str(tmp_path / "board.sqlite"))
    game = payload(name="Åse")
    body = json.dumps(game, ensure_ascii=False).encode("utf-8")
    player = json.dumps({"token": game["token"]}).encode("utf-8")
    response = client.post("/api/v1/players", content=player, headers={"content-type": kind})
    assert response.status_code == 201
    response = client.post("/api/v1/submissions", content=body, headers={"content-type": kind})
    assert response.status_code == 201
    assert response.json()["entry"]["name"] == "Åse"


def test_a_time_at_the_floor_is_taken_and_kept_to_the_millisecond(
    client_for: Any, tmp_path: Path
) -> None:
    database = tmp_path / "board.sqlite"
    client = client_for(str(database))
    # A game given up after 23 moves by hand: 150 ms a move is 3.45 s, where in floats
    # 0.15 * 23 is 3.4499999999999997. Compared and kept in whole milliseconds.
    moves = LINES[TODAY].split()
    line = " ".join(moves[: next(n for n in range(len(moves)) if hands(moves[:n]) == 23)])
    assert 0.15 * 23 != 3.45
    response = submit(client, payload(moves=line, seconds=3.45))
    assert response.status_code == 201, response.json()
    assert json.dumps(response.json()["entry"]["seconds"]) == "3.45"
    faster = submit(client, payload(moves=line, seconds=3.449))
    assert faster.status_code == 422 and faster.json()["reason"] == "too-fast"
    with sqlite3.connect(database) as conn:
        assert conn.execute("SELECT milliseconds FROM entries").fetchall() == [(3450,)]


def hands(moves: list[str]) -> int:
    return hand_moves(TODAY, "bakers-dozen", parse_moves(" ".join(moves)))
