"""Hypothesis throws bodies, paths and headers at the API and the page: every answer is a
2xx or a 4xx with one clear line, never a 500 or a traceback."""

from __future__ import annotations

import json
import urllib.parse
from collections.abc import Iterator
from typing import Any

import pytest
from board_helpers import TODAY, fixed_clock, payload, send, skip_without_server
from hypothesis import given, settings
from hypothesis import strategies as st

skip_without_server()

from starlette.testclient import TestClient  # noqa: E402

from bakers_dozen_qt.engine.submission import FIELDS  # noqa: E402
from bakers_dozen_server.app import create_app  # noqa: E402
from bakers_dozen_server.service import BoardService  # noqa: E402
from bakers_dozen_server.settings import Limits, Settings  # noqa: E402


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    database = tmp_path_factory.mktemp("fuzz") / "board.sqlite"
    unlimited = Limits(
        submissions_per_address=0,
        submissions_per_token=0,
        players_per_address=0,
        reads_per_address=0,
    )
    board = BoardService(Settings(database=str(database), limits=unlimited, clock=fixed_clock()))
    board.open()
    with TestClient(create_app(board), raise_server_exceptions=False) as c:
        yield c
    board.close()


def assert_clean(response: Any, *, api: bool = True) -> None:
    assert response.status_code < 500, response.text[:300]
    if api and response.status_code >= 400:
        error = response.json()["error"]
        assert isinstance(error, str) and error and "\n" not in error
        assert "Traceback" not in error


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
move_text = st.lists(
    st.tuples(st.integers(0, 15), st.one_of(st.integers(0, 15), st.just("f"))).map(
        lambda m: f"{m[0]}-{m[1]}"
    ),
    max_size=40,
).map(" ".join)


@pytest.mark.slow
@given(
    field=st.sampled_from(FIELDS),
    value=json_values | move_text,
    drop=st.sets(st.sampled_from(FIELDS), max_size=2),
)
@settings(max_examples=120)
def test_a_game_with_any_field_changed_or_missing_is_answered_cleanly(
    client: TestClient, field: str, value: object, drop: set[str]
) -> None:
    body: dict[str, Any] = payload()
    body[field] = value
    for name in drop:
        body.pop(name, None)
    assert_clean(client.post("/api/v1/submissions", json=body))


@given(moves=move_text, seconds=st.floats(0, 10_000))
def test_any_move_list_is_replayed_or_refused_with_its_reason(
    client: TestClient, moves: str, seconds: float
) -> None:
    response = send(client, payload(moves=moves, seconds=seconds))
    assert_clean(response)
    if response.status_code == 422:
        assert response.json()["error"].startswith(("moves: ", "seconds: "))
    else:
        assert response.status_code == 201
        assert response.json()["entry"]["moves"] == len(moves.split())


@given(body=json_values)
def test_any_json_body_is_answered_cleanly(client: TestClient, body: object) -> None:
    assert_clean(
        client.post(
            "/api/v1/submissions",
            content=json.dumps(body).encode(),
            headers={"content-type": "application/json"},
        )
    )


@given(body=st.binary(max_size=300), kind=st.sampled_from(["application/json", "text/plain", ""]))
def test_any_bytes_are_answered_cleanly(client: TestClient, body: bytes, kind: str) -> None:
    assert_clean(client.post("/api/v1/submissions", content=body, headers={"content-type": kind}))


segment = st.text(max_size=20).map(lambda t: urllib.parse.quote(t, safe=""))


@given(date=segment, variant=segment, query=st.text(max_size=20))
def test_any_board_path_is_answered_cleanly(
    client: TestClient, date: str, variant: str, query: str
) -> None:
    q = urllib.parse.urlencode({"limit": query})
    assert_clean(client.get(f"/api/v1/boards/{date}/{variant}?{q}"))
    assert_clean(client.get(f"/api/v1/entries/{date}"))


@given(path=segment, language=st.text(max_size=60), lang=st.text(max_size=10))
def test_any_page_and_language_is_answered_cleanly(
    client: TestClient, path: str, language: str, lang: str
) -> None:
    headers = {"accept-language": language.encode("latin-1", "replace")}
    q = urllib.parse.urlencode({"lang": lang})
    for url in (f"/?{q}", f"/day/{path}?{q}", f"/{path}"):
        response = client.get(url, headers=headers)
        assert_clean(response, api=False)
        assert response.headers["content-type"].startswith(("text/html", "application/json"))


@given(body=json_values | st.fixed_dictionaries({"token": json_values, "join_code": json_values}))
def test_any_registration_is_answered_cleanly(client: TestClient, body: object) -> None:
    response = client.post(
        "/api/v1/players",
        content=json.dumps(body).encode(),
        headers={"content-type": "application/json"},
    )
    assert_clean(response)
    assert response.status_code in (200, 201, 400, 422)


def test_the_fuzzed_board_still_answers(client: TestClient) -> None:
    response = send(client, payload())
    assert response.status_code == 201
    board = client.get(f"/api/v1/boards/{TODAY.isoformat()}/bakers-dozen").json()
    assert board["ranked"] >= 1
