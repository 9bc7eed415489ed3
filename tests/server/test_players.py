"""Players and what keeps fakes from crowding a board: a token registered once, so many
new players an address a day, the same line from a second player listed but never
ranked, a join code for a friends' board, hidden entries and barred players off the
board at once. Through the ASGI client, on SQLite and on PostgreSQL."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
from board_helpers import LINES, TODAY, fresh_token, payload, send, skip_without_server

skip_without_server()

from starlette.testclient import TestClient  # noqa: E402

from bakers_dozen_qt.engine import parse_moves  # noqa: E402
from bakers_dozen_qt.engine.daily_replay import hand_moves  # noqa: E402
from bakers_dozen_qt.engine.submission import MILLISECONDS_PER_HAND_MOVE_MIN  # noqa: E402
from bakers_dozen_server.app import create_app  # noqa: E402
from bakers_dozen_server.board import Entry, rank_key  # noqa: E402
from bakers_dozen_server.settings import Limits  # noqa: E402
from bakers_dozen_server.storage import keeper as k  # noqa: E402
from bakers_dozen_server.storage import opener  # noqa: E402

UNTIL_MIDNIGHT = 12 * 3600  # the boards' clock says noon


def board(client: TestClient, date: dt.date = TODAY) -> Any:
    return client.get(f"/api/v1/boards/{date.isoformat()}/bakers-dozen").json()


def register(client: TestClient, token: str, **more: Any) -> Any:
    return client.post("/api/v1/players", json={"token": token, **more})


def from_address(app: Any, host: str) -> TestClient:
    return TestClient(app, client=(host, 50000))


def test_a_game_is_taken_only_from_a_registered_player(client_for: Any, database: str) -> None:
    client = client_for(database)
    body = payload()
    refused = client.post("/api/v1/submissions", json=body)
    assert refused.status_code == 403
    assert refused.json() == {
        "error": "this player is not registered on this board: POST /api/v1/players first",
        "reason": "unregistered",
    }
    first = register(client, body["token"])
    assert (first.status_code, first.json()) == (201, {"status": "registered"})
    again = register(client, body["token"])
    assert (again.status_code, again.json()) == (200, {"status": "already"})
    assert client.post("/api/v1/submissions", json=body).status_code == 201
    assert board(client)["players"] == 1


@pytest.mark.parametrize(
    ("body", "error"),
    [
        ({}, "token: must be 22 to 64 letters"),
        ({"token": "short"}, "token: must be 22 to 64 letters"),
        ({"token": "x" * 30, "code": 1}, "'code': unknown field"),
        ({"token": "x" * 30, "join_code": 5}, "join_code: must be text"),
        ([], "the body must be a JSON object"),
    ],
)
def test_a_bad_registration_is_a_422_saying_why(
    client_for: Any, tmp_path: Path, body: Any, error: str
) -> None:
    client = client_for(str(tmp_path / "board.sqlite"))
    response = client.post("/api/v1/players", json=body)
    assert response.status_code == 422 and error in response.json()["error"]


def test_an_address_registers_so_many_new_players_a_day(open_board: Any, database: str) -> None:
    limits = Limits(submissions_per_address=0, players_per_address=3)
    app = create_app(open_board(database, limits=limits))
    one, other = from_address(app, "192.0.2.1"), from_address(app, "192.0.2.2")
    tokens = [fresh_token() for _ in range(4)]
    assert [register(one, t).status_code for t in tokens] == [201, 201, 201, 429]
    over = register(one, fresh_token())
    assert over.headers["retry-after"] == str(UNTIL_MIDNIGHT)
    assert over.json() == {
        "error": "this address has registered as many new players as it may today: "
        f"try again in {UNTIL_MIDNIGHT} seconds",
        "reason": "new-players",
    }
    assert register(one, tokens[0]).status_code == 200  # a known player is no new one
    assert register(other, tokens[3]).status_code == 201


def test_an_ipv6_64_brings_so_many_new_players_whatever_its_addresses(
    open_board: Any, database: str
) -> None:
    limits = Limits(submissions_per_address=0, players_per_address=2, players_per_block=3)
    app = create_app(open_board(database, limits=limits))
    a, b = from_address(app, "2001:db8::1"), from_address(app, "2001:db8::2")
    assert [register(a, fresh_token()).status_code for _ in range(3)] == [201, 201, 429]
    assert [register(b, fresh_token()).status_code for _ in range(2)] == [201, 429]
    elsewhere = from_address(app, "2001:db8:0:1::1")
    assert register(elsewhere, fresh_token()).status_code == 201


def test_the_same_line_from_another_player_is_listed_but_never_ranked(
    client_for: Any, database: str
) -> None:
    client = client_for(database)
    line = LINES[TODAY]
    first = send(client, payload(moves=line, seconds=300, name="First")).json()["entry"]
    copy = send(client, payload(moves=line, seconds=100, name="Copy"))
    assert copy.status_code == 201
    copied = copy.json()["entry"]
    assert copied["won"] and not copied["ranked"] and copied["rank"] is None
    assert copied["same_line"] and not first["same_line"]
    own = send(client, payload(seconds=200, name="Own")).json()["entry"]
    assert own["rank"] == 1 and not own["same_line"]
    shown = board(client)
    assert (shown["players"], shown["wins"], shown["ranked"]) == (3, 3, 2)
    assert [e["name"] for e in shown["entries"]] == ["Own", "First"]
    assert client.get(f"/api/v1/entries/{copied['id']}").json()["entry"] == {
        **copied,
        "line": line,
    }


def test_a_fake_line_under_many_tokens_takes_one_ranked_place_at_most(
    open_board: Any, database: str
) -> None:
    """The attack the board was first tried with: the solver's line sent at the floor
    under 22 fresh tokens from one address (then took ranks 1-22)."""
    app = create_app(open_board(database, limits=Limits()))  # the server's own defaults
    faker = from_address(app, "198.51.100.7")
    line = LINES[TODAY]
    floor_s = MILLISECONDS_PER_HAND_MOVE_MIN * hand_moves(TODAY, "bakers-dozen", parse_moves(line))
    answers = []
    for _ in range(22):
        body = payload(moves=line, seconds=floor_s / 1000, name="Fake")
        if register(faker, body["token"]).status_code == 201:
            answers.append(faker.post("/api/v1/submissions", json=body))
    assert len(answers) == Limits().players_per_address
    assert [a.status_code for a in answers] == [201] * len(answers)
    honest = from_address(app, "203.0.113.9")
    own = payload(seconds=300, name="Honest")
    assert register(honest, own["token"]).status_code == 201
    assert honest.post("/api/v1/submissions", json=own).status_code == 201
    shown = board(honest)
    assert [e["name"] for e in shown["entries"]] == ["Fake", "Honest"]
    assert shown["players"] == len(answers) + 1


def test_a_join_code_board_takes_players_who_know_it(open_board: Any, tmp_path: Path) -> None:
    app = create_app(open_board(str(tmp_path / "board.sqlite"), join_code="club-4711"))
    client = TestClient(app)
    assert client.get("/api/v1/").json()["join_code"] is True
    body = payload()
    missing = register(client, body["token"])
    assert missing.status_code == 403
    assert missing.json() == {
        "error": "this board takes games only from players who know its join code",
        "reason": "join-code",
    }
    wrong = register(client, body["token"], join_code="club-4712")
    assert wrong.status_code == 403 and wrong.json()["reason"] == "join-code"
    assert client.post("/api/v1/submissions", json=body).status_code == 403
    assert register(client, body["token"], join_code="club-4711").status_code == 201
    assert client.post("/api/v1/submissions", json=body).status_code == 201
    assert board(client)["ranked"] == 1  # anyone may read it


def test_a_hidden_entry_and_a_barred_players_entries_leave_the_board_at_once(
    client_for: Any, database: str
) -> None:
    client = client_for(database)
    ann = send(client, payload(seconds=200, name="Ann")).json()["entry"]
    bo_body = payload(seconds=250, name="Bo")
    bo = send(client, bo_body).json()["entry"]
    cy = send(client, payload(seconds=300, name="Cy")).json()["entry"]
    keeper = opener(database)()
    try:
        k.hide(keeper, ann["id"], "a test")
        assert [e["name"] for e in board(client)["entries"]] == ["Bo", "Cy"]
        assert client.get(f"/api/v1/entries/{ann['id']}").status_code == 404
        assert client.get(f"/entry/{ann['id']}").status_code == 404  # its page too
        assert client.get(f"/api/v1/entries/{bo['id']}").json()["entry"]["rank"] == 1
        player = k.player_of_entry(keeper, bo["id"])
        k.ban(keeper, player, "")
        shown = board(client)
        assert [e["name"] for e in shown["entries"]] == ["Cy"] and shown["players"] == 1
        barred = send(client, payload(token=bo_body["token"], date=TODAY + dt.timedelta(days=1)))
        assert barred.status_code == 403 and barred.json()["reason"] == "banned"
        k.hide(keeper, ann["id"], "", hidden=False)
        k.ban(keeper, player, "", banned=False)
        assert [e["name"] for e in board(client)["entries"]] == ["Ann", "Bo", "Cy"]
        assert client.get(f"/api/v1/entries/{cy['id']}").json()["entry"]["rank"] == 3
        assert [(a.action, a.subject) for a in k.actions(keeper, 10)] == [
            ("hide", f"entry {ann['id']}"),
            ("ban", f"player {player}"),
            ("unhide", f"entry {ann['id']}"),
            ("unban", f"player {player}"),
        ]
    finally:
        keeper.close()


def test_sql_and_python_rank_entries_in_one_order(client_for: Any, database: str) -> None:
    client = client_for(database)
    sent = [
        send(client, payload(seconds=seconds, moves=moves)).json()["entry"]
        for seconds, moves in (
            (300.4, None),
            (300.0, None),  # the same score as 300.4, faster: ahead
            (300.0, None),  # level on every count: the earlier is ahead
            (299.0, None),
            (500.0, None),
        )
    ]
    stored = [client.get(f"/api/v1/entries/{e['id']}").json()["entry"] for e in sent]
    as_entries = [
        Entry(e["id"], e["date"], e["variant"], e["name"], e["won"], e["helped"],
              round(e["seconds"] * 1000), e["moves"], e["score"], e["rank"])
        for e in stored
    ]  # fmt: skip
    by_python = [e.id for e in sorted(as_entries, key=rank_key)]
    by_sql = [e["id"] for e in board(client)["entries"]]
    assert by_sql == by_python
    assert [e.rank for e in sorted(as_entries, key=rank_key)] == [1, 2, 3, 4, 5]
