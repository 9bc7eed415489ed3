"""The keeper's command line (``bakers-dozen-server admin``) on a running server's
database, and two server processes on one PostgreSQL sharing players, limits and bans.

Players come from different loopback addresses (127.0.0.x), as they would from the
internet: the faker from one, the honest player from another."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from board_helpers import fresh_token, line_variants, new_postgres_database, skip_without_server

skip_without_server()

from server_process import request, send_game, start, utc_today, winning_game  # noqa: E402

from bakers_dozen_qt.engine import (  # noqa: E402
    Game,
    daily_deal_number,
    format_moves,
    parse_moves,
)
from bakers_dozen_qt.engine.daily_replay import hand_moves  # noqa: E402
from bakers_dozen_qt.engine.submission import MILLISECONDS_PER_HAND_MOVE_MIN  # noqa: E402

pytestmark = pytest.mark.slow  # real server processes

FAKER = "127.0.0.5"
HONEST = "127.0.0.6"


@pytest.fixture(scope="module")
def win() -> tuple[dt.date, str, str]:
    today = utc_today()
    return winning_game([today, today - dt.timedelta(days=1)])


def admin(database: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bakers_dozen_server", "admin", "--database", database, *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=os.environ.copy(),
    )


def game(win: tuple[dt.date, str, str], **changes: Any) -> dict[str, Any]:
    day, variant, moves = win
    body = {
        "date": day.isoformat(), "variant": variant, "moves": moves, "seconds": 300.0,
        "hints": 0, "undos": 0, "helped": False, "name": "Ann", "token": fresh_token(),
    }  # fmt: skip
    body.update(changes)
    return body


def given_up(day: dt.date, variant: str) -> dict[str, str]:
    """The moves of a game of ``day`` given up after its first move."""
    first = next(iter(Game.from_daily(daily_deal_number(day), variant).legal_moves))
    return {"date": day.isoformat(), "moves": format_moves([first])}


def board_names(url: str, day: dt.date, variant: str) -> list[str]:
    status, shown, _ = request(f"{url}/api/v1/boards/{day.isoformat()}/{variant}")
    assert status == 200
    return [e["name"] for e in shown["entries"]]


def test_the_keeper_lists_what_looks_wrong_hides_and_bans(
    tmp_path: Path, win: tuple[dt.date, str, str]
) -> None:
    day, variant, moves = win
    database = str(tmp_path / "board.sqlite")
    hands = hand_moves(day, variant, parse_moves(moves))
    floor = MILLISECONDS_PER_HAND_MOVE_MIN * hands / 1000
    server = start(database, "--no-access-log")
    try:
        fakes = [game(win, name=f"Fake {i}", seconds=floor) for i in range(3)]
        ids = [send_game(server.url, body, FAKER)[1]["entry"]["id"] for body in fakes]
        honest_line = next(line_variants(day, variant, moves))
        status, honest, _ = send_game(server.url, game(win, moves=honest_line), HONEST)
        assert status == 201 and honest["entry"]["rank"] == 2

        listed = admin(database, "suspicious", "--date", day.isoformat())
        assert listed.returncode == 0, listed.stderr
        out = listed.stdout
        assert f"entry {ids[0]} " in out and f"entry {ids[2]} " in out
        assert f"entry {honest['entry']['id']} " not in out
        assert f"the same line as entry {ids[0]}" in out
        assert "its line sent again by 2 other player(s)" in out
        assert f"{MILLISECONDS_PER_HAND_MOVE_MIN} ms a hand move" in out
        assert "one of 3 players from one address block" in out

        hidden = admin(database, "hide", str(ids[0]), "--reason", "the solver's line")
        assert (hidden.returncode, hidden.stdout) == (0, f"entry {ids[0]}: hidden\n")
        # Off the page and the API at once.
        assert request(f"{server.url}/api/v1/entries/{ids[0]}")[0] == 404
        assert board_names(server.url, day, variant) == ["Ann"]
        assert "Fake 0" not in request(f"{server.url}/")[1]

        banned = admin(database, "ban", "--entry", str(ids[1]), "--reason", "fakes")
        assert banned.returncode == 0 and banned.stdout.endswith(": banned\n"), banned.stderr
        player = banned.stdout.split()[1].rstrip(":")
        other_day = given_up(day + dt.timedelta(days=1), variant)
        status, refused, _ = send_game(server.url, {**fakes[1], **other_day}, FAKER)
        assert (status, refused["reason"]) == (403, "banned")

        log = admin(database, "log").stdout.splitlines()
        assert [line.split("  ", 1)[1] for line in log] == [
            f"hide    entry {ids[0]} (the solver's line)",
            f"ban     player {player} (fakes)",
        ]
        assert all(line[:10] == utc_today().isoformat() for line in log)

        assert admin(database, "unhide", str(ids[0])).returncode == 0
        assert admin(database, "unban", player[:8]).returncode == 0
        assert board_names(server.url, day, variant) == ["Fake 0", "Ann"]
    finally:
        server.stop()
    assert "Traceback" not in server.log


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("hide", "999999"), "there is no entry 999999"),
        (("ban", "deadbeef"), "there is no player deadbeef"),
        (("ban", "xyz"), "a player's id is 8 to 64 of 0-9 and a-f"),
        (("ban",), "one of the arguments PLAYER --entry is required"),
        (("suspicious", "--date", "2026-02-30"), "2026-02-30 is no day of the calendar"),
    ],
)
def test_a_keepers_mistake_is_one_line_and_status_2(
    tmp_path: Path, args: tuple[str, ...], message: str
) -> None:
    database = str(tmp_path / "board.sqlite")
    server = start(database, "--no-access-log")
    server.stop()
    done = admin(database, *args)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("bakers-dozen-server: ") and message in done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_two_servers_on_one_postgresql_share_players_limits_and_bans(
    postgres_cluster: str, win: tuple[dt.date, str, str]
) -> None:
    day, variant, moves = win
    database = new_postgres_database(postgres_cluster)
    options = ("--no-access-log", "--new-players-per-address", "3")
    one = start(database, *options)
    two = start(database, *options)
    try:
        tokens = [fresh_token() for _ in range(4)]
        at = [one, one, two, two]
        codes = [
            request(f"{s.url}/api/v1/players", "POST", {"token": t}, source=FAKER)[0]
            for s, t in zip(at, tokens, strict=True)
        ]
        assert codes == [201, 201, 201, 429]  # three a day from this address, in all
        # Registered at one server, playing at the other.
        first = game(win, token=tokens[0], name="Ann")
        status, answer, _ = send_game(two.url, first, FAKER)
        assert status == 201
        other_line = next(line_variants(day, variant, moves))
        second = game(win, token=tokens[1], name="Bo", moves=other_line)
        status, kept, _ = send_game(one.url, second, FAKER)
        assert status == 201 and board_names(two.url, day, variant) == ["Ann", "Bo"]
        assert admin(database, "ban", "--entry", str(answer["entry"]["id"])).returncode == 0
        assert board_names(one.url, day, variant) == ["Bo"]
        again = {**first, **given_up(day + dt.timedelta(days=1), variant)}
        assert send_game(one.url, again, FAKER)[1]["reason"] == "banned"
        # Hidden by the keeper: off the other process's board, API and page at once.
        entry = kept["entry"]["id"]
        assert admin(database, "hide", str(entry)).returncode == 0
        assert board_names(two.url, day, variant) == []
        assert request(f"{two.url}/api/v1/entries/{entry}")[0] == 404
        assert request(f"{two.url}/entry/{entry}")[0] == 404
    finally:
        one.stop()
        two.stop()
    assert "Traceback" not in one.log + two.log
