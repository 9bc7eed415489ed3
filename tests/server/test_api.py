"""The API through the ASGI client, on SQLite and on PostgreSQL: what is accepted, how it
is scored and ranked, and how every bad request is answered."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from board_helpers import LINES, TODAY, fresh_token, payload, send, skip_without_server

skip_without_server()

from starlette.testclient import TestClient  # noqa: E402

from bakers_dozen_qt.engine import Game, parse_moves  # noqa: E402
from bakers_dozen_qt.engine.daily_replay import hand_moves  # noqa: E402
from bakers_dozen_qt.engine.submission import MILLISECONDS_PER_HAND_MOVE_MIN  # noqa: E402
from bakers_dozen_server.settings import Limits  # noqa: E402
from bakers_dozen_server.storage.migrations import LATEST  # noqa: E402

WIN = 52 * 5 + 500


def submit(client: TestClient, body: dict[str, Any]) -> Any:
    return send(client, body)


def board(client: TestClient, date: dt.date = TODAY, variant: str = "bakers-dozen") -> Any:
    response = client.get(f"/api/v1/boards/{date.isoformat()}/{variant}")
    assert response.status_code == 200
    return response.json()


def lost_line(date: dt.date = TODAY, moves: int = 6) -> str:
    """The first ``moves`` moves of the pinned winning line: a game given up."""
    return " ".join(LINES[date].split()[:moves])


# --- accepted games ------------------------------------------------------------------------


@pytest.mark.slow
def test_a_winning_game_is_replayed_scored_by_the_server_and_ranked(
    client_for: Any, database: str
) -> None:
    client = client_for(database)
    game = payload(seconds=312.7, name="Ann", hints=2, undos=5)
    response = submit(client, game)
    assert response.status_code == 201
    body = response.json()
    assert body["status"] == "accepted"
    entry = body["entry"]
    assert entry["won"] and entry["ranked"] and entry["rank"] == 1
    assert entry["score"] == WIN + (1200 - 312)
    assert entry["moves"] == len(LINES[TODAY].split())
    assert entry["date"] == "2026-11-30" and entry["name"] == "Ann"
    shown = board(client)
    assert shown["players"] == 1 and shown["wins"] == 1 and shown["ranked"] == 1
    assert [e["id"] for e in shown["entries"]] == [entry["id"]]
    kept = {**entry, "line": game["moves"]}  # and the line it replayed, to watch
    assert client.get(f"/api/v1/entries/{entry['id']}").json() == {"entry": kept}


def test_the_score_is_the_servers_not_the_clients(client_for: Any, database: str) -> None:
    client = client_for(database)
    body = payload()
    body["score"] = 99999  # an unknown field: refused, never believed
    response = submit(client, body)
    assert response.status_code == 422
    assert response.json() == {"error": "score: unknown field"}


def test_wins_rank_by_score_then_time_then_line_length(client_for: Any, database: str) -> None:
    client = client_for(database)
    slow = submit(client, payload(seconds=600, name="slow")).json()["entry"]
    fast = submit(client, payload(seconds=200, name="fast")).json()["entry"]
    # Same whole seconds (same score), a little faster on the clock: placed ahead.
    faster = submit(client, payload(seconds=200.5 - 0.9, name="faster")).json()["entry"]
    assert (slow["rank"], fast["rank"], faster["rank"]) == (1, 1, 1)
    names = [e["name"] for e in board(client)["entries"]]
    assert names == ["faster", "fast", "slow"]
    ranks = [client.get(f"/api/v1/entries/{e['id']}").json()["entry"]["rank"] for e in (slow, fast)]
    assert ranks == [3, 2]


def test_a_game_given_up_counts_as_played_and_is_not_ranked(client_for: Any, database: str) -> None:
    client = client_for(database)
    moves = lost_line()
    game = Game.from_deal(20261130)
    for m in parse_moves(moves):
        game.play(m)
    response = submit(client, payload(moves=moves, seconds=30))
    assert response.status_code == 201
    entry = response.json()["entry"]
    assert not entry["won"] and not entry["ranked"] and entry["rank"] is None
    assert entry["score"] == 5 * game.cards_on_foundations
    shown = board(client)
    assert (shown["players"], shown["wins"], shown["ranked"], shown["entries"]) == (1, 0, 0, [])


def test_a_win_with_help_counts_as_won_and_is_never_ranked(client_for: Any, database: str) -> None:
    client = client_for(database)
    entry = submit(client, payload(helped=True)).json()["entry"]
    assert entry["won"] and entry["helped"] and entry["rank"] is None
    submit(client, payload(name="Bo"))
    shown = board(client)
    assert (shown["players"], shown["wins"], shown["ranked"]) == (2, 2, 1)
    assert [e["name"] for e in shown["entries"]] == ["Bo"]


@pytest.mark.parametrize("offset", [-1, 1])
def test_the_days_either_side_of_the_servers_are_taken(
    client_for: Any, database: str, offset: int
) -> None:
    client = client_for(database)
    day = TODAY + dt.timedelta(days=offset)
    response = submit(client, payload(date=day))
    assert response.status_code == 201
    assert response.json()["entry"]["date"] == day.isoformat()
    assert board(client, day)["ranked"] == 1
    assert board(client)["players"] == 0


# --- one entry per player and board ------------------------------------------------------


def test_a_retry_of_the_same_game_is_answered_with_the_same_entry(
    client_for: Any, database: str
) -> None:
    client = client_for(database)
    body = payload()
    first = submit(client, body)
    again = submit(client, body)
    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json() == {"status": "already", "entry": first.json()["entry"]}
    assert board(client)["players"] == 1


def test_only_a_players_first_game_of_a_board_counts(client_for: Any, database: str) -> None:
    client = client_for(database)
    token = fresh_token()
    first = submit(client, payload(token=token, moves=lost_line(), seconds=20)).json()["entry"]
    second = submit(client, payload(token=token, seconds=250))
    assert second.status_code == 409
    assert "only the first counts" in second.json()["error"]
    assert second.json()["entry"] == first
    assert board(client)["players"] == 1
    # The same player on another variant's board, or another day's, is another entry.
    other_day = payload(token=token, date=TODAY + dt.timedelta(days=1))
    assert submit(client, other_day).status_code == 201


def test_a_token_is_kept_only_as_its_hash(client_for: Any, tmp_path: Path) -> None:
    database = str(tmp_path / "board.sqlite")
    client = client_for(database)
    body = payload()
    assert submit(client, body).status_code == 201
    with sqlite3.connect(database) as conn:
        stored = conn.execute("SELECT token_hash FROM entries").fetchone()[0]
        everything = json.dumps(conn.execute("SELECT * FROM entries").fetchall())
    assert body["token"] not in everything
    assert len(stored) == 64 and stored != body["token"]


# --- refused games ---------------------------------------------------------------------------


def test_a_game_of_another_day_is_refused_at_its_first_illegal_move(
    client_for: Any, database: str
) -> None:
    client = client_for(database)
    yesterday = TODAY - dt.timedelta(days=1)
    response = submit(client, payload(moves=LINES[yesterday]))
    assert response.status_code == 422
    error = response.json()["error"]
    assert error.startswith("moves: move ") and " is not legal: " in error
    assert board(client)["players"] == 0


@pytest.mark.parametrize("offset", [-2, 2, 400])
def test_a_day_too_far_from_the_servers_is_refused(
    client_for: Any, database: str, offset: int
) -> None:
    client = client_for(database)
    day = TODAY + dt.timedelta(days=offset)
    response = submit(client, payload(date=day, moves="1-2"))
    assert response.status_code == 422
    assert response.json()["error"] == (
        f"date: {day.isoformat()} is not a day this board takes now (from 2026-11-29 to 2026-12-01)"
    )


def test_an_impossible_time_is_refused_saying_the_floor(client_for: Any, database: str) -> None:
    client = client_for(database)
    line = parse_moves(LINES[TODAY])
    hands = hand_moves(TODAY, "bakers-dozen", line)
    assert hands < len(line)  # the cards that went up by themselves are not counted
    floor_ms = MILLISECONDS_PER_HAND_MOVE_MIN * hands
    response = submit(client, payload(moves=LINES[TODAY], seconds=(floor_ms - 1) / 1000))
    assert response.status_code == 422
    assert response.json() == {
        "error": f"seconds: {(floor_ms - 1) / 1000:g} seconds for {hands} moves of the "
        "player's own is faster than anyone plays (at least 0.15 seconds a move; the cards "
        "that go up by themselves are not counted)",
        "reason": "too-fast",
    }
    at_floor = submit(client, payload(moves=LINES[TODAY], seconds=floor_ms / 1000))
    assert at_floor.status_code == 201
    assert at_floor.json()["entry"]["seconds"] == floor_ms / 1000


def test_a_name_is_cleaned_before_it_is_kept(client_for: Any, database: str) -> None:
    client = client_for(database)
    entry = submit(client, payload(name="  Ann\u202e\n\tLee\u0000 ")).json()["entry"]
    assert entry["name"] == "Ann Lee"
    assert submit(client, payload(name="\n\u200b ")).json() == {
        "error": "name: empty: choose a name to show on the board"
    }


@pytest.mark.parametrize(
    ("body", "headers", "status", "error"),
    [
        (b"{", {"content-type": "application/json"}, 400, "the body is not JSON"),
        (b"[" * 5000, {"content-type": "application/json"}, 400, "the body is not JSON"),
        (b'{"seconds": NaN}', {"content-type": "application/json"}, 400, "NaN is not a number"),
        (b"\xff\xfe\x00", {"content-type": "application/json"}, 415, "the body is not UTF-8"),
        (b"\xc3{}", {"content-type": "application/json"}, 415, "the body is not UTF-8"),
        (b"[]", {"content-type": "application/json"}, 422, "must be a JSON object"),
        (b"{}", {"content-type": "text/plain"}, 415, "send the game as UTF-8 JSON"),
        (b"{}", {}, 415, "send the game as UTF-8 JSON"),
        (b" " * 40000, {"content-type": "application/json"}, 413, "larger than 32,768 bytes"),
    ],
)
def test_a_bad_body_gets_a_4xx_and_one_clear_message(
    client_for: Any,
    tmp_path: Path,
    body: bytes,
    headers: dict[str, str],
    status: int,
    error: str,
) -> None:
    client = client_for(str(tmp_path / "board.sqlite"))
    response = client.post("/api/v1/submissions", content=body, headers=headers)
    assert response.status_code == status
    assert response.headers["content-type"] == "application/json"
    assert error in response.json()["error"]
    assert "\n" not in response.json()["error"]


# --- limits --------------------------------------------------------------------------------


def test_one_player_may_send_only_so_many_games_a_minute(client_for: Any, tmp_path: Path) -> None:
    limits = Limits(submissions_per_address=0, submissions_per_token=3, players_per_address=0)
    client = client_for(str(tmp_path / "board.sqlite"), limits=limits)
    token = fresh_token()
    codes = [submit(client, payload(token=token)).status_code for _ in range(4)]
    assert codes == [201, 409, 409, 429]
    last = submit(client, payload(token=token))
    assert last.status_code == 429
    # The minute's window ends at the next whole minute (the board's clock says noon).
    assert last.headers["retry-after"] == "60"
    assert last.json() == {
        "error": "too many games from this player: try again in 60 seconds",
        "reason": "player-sends",
    }
    assert submit(client, payload()).status_code == 201  # another player is not held back


def test_one_address_may_send_only_so_many_requests_a_minute(
    client_for: Any, tmp_path: Path
) -> None:
    limits = Limits(submissions_per_address=4, submissions_per_token=0, players_per_address=0)
    client = client_for(str(tmp_path / "board.sqlite"), limits=limits)
    # A registration and a game are two requests that send something.
    codes = [submit(client, payload()).status_code for _ in range(2)]
    assert codes == [201, 201]
    # Refused bodies spend the allowance too: a flood of garbage is held back the same.
    refused = client.post("/api/v1/submissions", content=b"x")
    assert refused.status_code == 429 and refused.headers["retry-after"] == "60"
    assert client.post("/api/v1/players", content=b"x").status_code == 429
    assert client.get("/api/v1/health").status_code == 200  # reads are counted apart


def test_the_send_limit_is_the_boards_not_one_processs(open_board: Any, database: str) -> None:
    """Two server processes on one database (two application instances here) share it."""
    from bakers_dozen_server.app import create_app

    limits = Limits(submissions_per_address=3, submissions_per_token=0, players_per_address=0)
    one = TestClient(create_app(open_board(database, limits=limits)))
    two = TestClient(create_app(open_board(database, limits=limits)))
    codes = [c.post("/api/v1/submissions", content=b"x").status_code for c in (one, two, one, two)]
    assert codes == [415, 415, 415, 429]


def test_an_ipv6_64_block_is_one_address_for_the_limits(open_board: Any, tmp_path: Path) -> None:
    from bakers_dozen_server.app import create_app

    limits = Limits(submissions_per_address=2, submissions_per_token=0, players_per_address=0)
    app = create_app(open_board(str(tmp_path / "board.sqlite"), limits=limits))

    def from_address(host: str) -> int:
        with TestClient(app, client=(host, 50000)) as client:
            return int(client.post("/api/v1/submissions", content=b"x").status_code)

    # Any address of a /64 is the same sender; the next /64 is another.
    assert [from_address(f"2001:db8:0:1::{i}") for i in (1, 2, 3)] == [415, 415, 429]
    assert from_address("2001:db8:0:1:ffff:ffff:ffff:ffff") == 429
    assert from_address("2001:db8:0:2::1") == 415
    # An IPv4 address written as IPv6 is that IPv4 address.
    assert [from_address(h) for h in ("192.0.2.7", "::ffff:192.0.2.7", "192.0.2.7")] == [
        415,
        415,
        429,
    ]


# --- reading ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "status", "error"),
    [
        ("/api/v1/boards/2026-13-01/bakers-dozen", 404, "no such date"),
        ("/api/v1/boards/2026-W48-1/bakers-dozen", 404, "no such date"),
        ("/api/v1/boards/2026-11-30/custom", 404, "no such variant"),
        ("/api/v1/boards/2026-11-30/bakers-dozen?limit=0", 400, "limit: a whole number"),
        ("/api/v1/boards/2026-11-30/bakers-dozen?limit=9999999999", 400, "limit"),
        ("/api/v1/boards/2026-11-30/bakers-dozen?limit=%C2%B2", 400, "limit"),
        ("/api/v1/entries/0", 404, "no such entry"),
        ("/api/v1/entries/-1", 404, "no such entry"),
        ("/api/v1/entries/99999999999999999999999", 404, "no such entry"),
        ("/api/v1/nothing", 404, "no such API path"),
    ],
)
def test_a_bad_read_gets_a_4xx_and_one_clear_message(
    client_for: Any, tmp_path: Path, path: str, status: int, error: str
) -> None:
    client = client_for(str(tmp_path / "board.sqlite"))
    response = client.get(path)
    assert response.status_code == status
    assert error in response.json()["error"]


def test_a_wrong_method_is_a_405_with_a_message(client_for: Any, tmp_path: Path) -> None:
    client = client_for(str(tmp_path / "board.sqlite"))
    response = client.get("/api/v1/submissions")
    assert response.status_code == 405
    assert response.json() == {"error": "GET is not allowed here"}
    assert client.delete("/api/v1/health").status_code == 405


def test_the_limit_cuts_a_board_short_but_not_its_counts(client_for: Any, database: str) -> None:
    client = client_for(database)
    for seconds in (100, 200, 300):
        submit(client, payload(seconds=seconds))
    shown = client.get("/api/v1/boards/2026-11-30/bakers-dozen?limit=2").json()
    assert shown["ranked"] == 3 and [e["rank"] for e in shown["entries"]] == [1, 2]


def test_the_server_says_what_it_takes(client_for: Any, tmp_path: Path) -> None:
    client = client_for(str(tmp_path / "board.sqlite"))
    info = client.get("/api/v1/").json()
    assert info["api"] == 1 and info["today"] == "2026-11-30"
    assert info["dates"] == ["2026-11-29", "2026-12-01"]
    assert "custom" not in info["variants"] and "good-measure" in info["variants"]
    assert info["limits"]["milliseconds_per_hand_move_at_least"] == 150
    assert info["join_code"] is False


def test_health_says_the_database_answers(client_for: Any, database: str) -> None:
    client = client_for(database)
    response = client.get("/api/v1/health")
    assert response.status_code == 200
    assert response.json() == {
        "status": "ok",
        "database": "sqlite" if database.endswith(".sqlite") else "postgresql",
        "schema": LATEST,
    }


@pytest.mark.slow
def test_a_postgresql_that_goes_away_is_a_503_and_the_board_comes_back_with_it(
    client_for: Any, postgres_cluster: str
) -> None:
    import throwaway_postgres

    with throwaway_postgres.cluster(fsync=False) as url:
        client = client_for(url)
        assert submit(client, payload(name="before")).status_code == 201
        during = payload(name="during")
        assert client.post("/api/v1/players", json={"token": during["token"]}).status_code == 201
        throwaway_postgres.stop(url)
        down = client.post("/api/v1/submissions", json=during)
        assert down.status_code == 503
        assert down.json() == {
            "error": "the board cannot store games right now: try again later",
            "reason": "unavailable",
        }
        health = client.get("/api/v1/health")
        assert health.status_code == 503 and health.json()["status"] == "unavailable"
        assert client.get("/").status_code == 503
        throwaway_postgres.start(url)
        # The workers open a new connection at the next request.
        assert submit(client, payload(name="after")).status_code == 201
        assert client.get("/api/v1/health").status_code == 200
        assert [e["name"] for e in board(client)["entries"]] == ["before", "after"]
