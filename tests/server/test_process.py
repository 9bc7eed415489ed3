"""The real server process on a free loopback port: it starts with one command, serves a
real win of the real day, logs to stdout, survives a kill without losing an accepted
entry, and says what is wrong in one line when it cannot start."""

from __future__ import annotations

import datetime as dt
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from board_helpers import fresh_token, skip_without_server

skip_without_server()

from server_process import request, send_game, start, utc_today, winning_game  # noqa: E402

from bakers_dozen_qt.engine import Game, daily_deal_number, parse_moves  # noqa: E402


@pytest.fixture(scope="module")
def win() -> tuple[dt.date, str, str]:
    today = utc_today()
    return winning_game([today, today - dt.timedelta(days=1), today + dt.timedelta(days=1)])


def game_body(win: tuple[dt.date, str, str], **changes: Any) -> dict[str, Any]:
    day, variant, moves = win
    body = {
        "date": day.isoformat(),
        "variant": variant,
        "moves": moves,
        "seconds": 241.0,
        "hints": 1,
        "undos": 0,
        "helped": False,
        "name": "Ann",
        "token": fresh_token(),
    }
    body.update(changes)
    return body


@pytest.mark.slow
def test_the_real_server_takes_a_win_lists_it_and_stops_cleanly(
    tmp_path: Path, win: tuple[dt.date, str, str]
) -> None:
    server = start(str(tmp_path / "board.sqlite"))
    try:
        assert server.url.startswith("http://127.0.0.1:")
        status, health, _ = request(f"{server.url}/api/v1/health")
        assert (status, health["status"]) == (200, "ok")
        status, body, _ = send_game(server.url, game_body(win))
        assert status == 201, body
        entry = body["entry"]
        day, variant, moves = win
        assert entry["score"] == 52 * 5 + 500 + 1200 - 241 and entry["rank"] == 1
        assert entry["moves"] == len(moves.split())
        status, board, _ = request(f"{server.url}/api/v1/boards/{day.isoformat()}/{variant}")
        assert [e["id"] for e in board["entries"]] == [entry["id"]]
        status, page, _headers = request(f"{server.url}/day/{day.isoformat()}")
        assert status == 200 and ">Ann<" in page
    finally:
        code = server.stop(signal.SIGTERM)
    assert code == 0
    log = server.log
    assert "listening on http://127.0.0.1:" in log
    assert '"POST /api/v1/submissions HTTP/1.1" 201' in log
    assert log.rstrip().endswith("bakers_dozen_server: stopped")
    assert "Traceback" not in log


@pytest.mark.slow
def test_an_accepted_entry_outlives_a_killed_server_and_a_retry_is_no_duplicate(
    database: str, win: tuple[dt.date, str, str]
) -> None:
    body = game_body(win)
    server = start(database)
    try:
        status, first, _ = send_game(server.url, body)
        assert status == 201
    finally:
        server.stop(signal.SIGKILL)  # no shutdown at all: only what was committed is kept
    assert server.process.returncode == -signal.SIGKILL
    again = start(database)
    try:
        status, kept, _ = request(f"{again.url}/api/v1/entries/{first['entry']['id']}")
        assert (status, kept["entry"]) == (200, {**first["entry"], "line": body["moves"]})
        status, retry, _ = send_game(again.url, body)
        assert (status, retry["status"], retry["entry"]) == (200, "already", first["entry"])
        day, variant, _ = win
        _, board, _ = request(f"{again.url}/api/v1/boards/{day.isoformat()}/{variant}")
        assert board["players"] == 1
    finally:
        assert again.stop() == 0


@pytest.mark.slow
def test_a_lost_game_of_today_counts_as_played(tmp_path: Path) -> None:
    today = utc_today()
    game = Game.from_deal(daily_deal_number(today))
    line = []
    for _ in range(5):
        move = next(iter(game.legal_moves))
        game.push(move)
        line.append(move.text())
    server = start(str(tmp_path / "board.sqlite"), "--no-access-log")
    try:
        body = game_body((today, "bakers-dozen", " ".join(line)), seconds=12.0)
        status, answer, _ = send_game(server.url, body)
        assert status == 201 and not answer["entry"]["won"]
        assert answer["entry"]["score"] == 5 * game.cards_on_foundations
        _, board, _ = request(f"{server.url}/api/v1/boards/{today.isoformat()}/bakers-dozen")
        assert (board["players"], board["ranked"]) == (1, 0)
    finally:
        server.stop()
    assert "access:" not in server.log
    assert len(parse_moves(" ".join(line))) == 5


@pytest.mark.slow
def test_without_database_it_keeps_its_file_in_the_data_folder(tmp_path: Path) -> None:
    server = start("", env={"XDG_DATA_HOME": str(tmp_path / "data"), "HOME": str(tmp_path)})
    try:
        assert request(f"{server.url}/api/v1/health")[0] == 200
    finally:
        server.stop()
    assert (tmp_path / "data" / "bakers-dozen-server" / "board.sqlite").is_file()
    assert str(tmp_path / "data" / "bakers-dozen-server" / "board.sqlite") in server.log


@pytest.mark.slow
def test_garbage_on_the_socket_is_answered_and_the_server_goes_on(tmp_path: Path) -> None:
    server = start(str(tmp_path / "board.sqlite"))
    host, port = server.url.removeprefix("http://").rsplit(":", 1)
    try:
        for junk in (
            b"\x00\xff garbage\r\n\r\n",
            b"GET / HTTP/1.1\r\nHost: x\r\nBad\x01: y\r\n\r\n",
        ):
            with socket.create_connection((host, int(port)), timeout=10) as s:
                s.sendall(junk)
                reply = s.recv(200)
            assert reply.startswith(b"HTTP/1.1 400")
        assert request(f"{server.url}/api/v1/health")[0] == 200
    finally:
        server.stop()
    assert "Traceback" not in server.log


def run_cli(*args: str, code: str | None = None) -> subprocess.CompletedProcess[str]:
    command = (
        [sys.executable, "-c", code] if code else [sys.executable, "-m", "bakers_dozen_server"]
    )
    return subprocess.run(
        [*command, *args], capture_output=True, text=True, timeout=60, env=os.environ.copy()
    )


@pytest.mark.slow
def test_cli_errors_are_one_line_and_status_2(tmp_path: Path) -> None:
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"not a database" * 50)
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        taken = str(busy.getsockname()[1])
        cases = {
            ("--port", "70000"): "argument --port: must be a whole number from 0 to 65535",
            ("--frobnicate",): "unrecognized arguments: --frobnicate",
            ("--database", str(junk)): "is not an SQLite database",
            ("--database", str(tmp_path / "none" / "b.sqlite")): "does not exist",
            ("--database", "postgresql:/oops"): "is no PostgreSQL URL",
            ("--port", taken, "--database", str(tmp_path / "b.sqlite")): "cannot listen on",
            ("--host", "no.such.host.invalid"): "cannot listen on no.such.host.invalid",
        }
        for args, message in cases.items():
            done = run_cli(*args)
            assert done.returncode == 2, (args, done.stderr)
            assert done.stderr.startswith("bakers-dozen-server: ") and message in done.stderr
            assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, args
    assert junk.read_bytes() == b"not a database" * 50


@pytest.mark.slow
def test_a_database_url_that_cannot_be_used_is_one_line_without_its_password() -> None:
    import throwaway_postgres

    port = throwaway_postgres.free_port()
    cases = {
        "postgresql://board:TopSecret@[::1/board": "a postgresql:// URL that cannot be read",
        "postgresql://board:TopSecret@127.0.0.1:port/board": "cannot be read",
        "mysql://x@y/z": "unknown database scheme mysql://",
        "sqlite:///tmp/board.sqlite": "unknown database scheme sqlite://",
        # The driver's reason repeats a password it cannot decode: it is blanked there too.
        f"postgresql://board:Top%Secret@127.0.0.1:{port}/board": "cannot connect",
        f"postgresql://board:TopSecret@127.0.0.1:{port}/board": "board:***@127.0.0.1",
    }
    for url, message in cases.items():
        done = run_cli("--database", url, "--port", "0")
        assert done.returncode == 2, (url, done.stderr)
        assert done.stderr.startswith("bakers-dozen-server: --database: ") or (
            "cannot connect" in done.stderr
        ), done.stderr
        assert message in done.stderr, (url, done.stderr)
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
        assert "Secret" not in done.stderr, done.stderr


@pytest.mark.slow
def test_a_stop_as_soon_as_it_listens_is_never_lost(tmp_path: Path) -> None:
    """SIGTERM right after the server said where it listens: it stops, cleanly, every
    time (a stop raised as an exception from the handler was swallowed one time in 25,
    and the server ran on)."""
    for i in range(8):
        server = start(str(tmp_path / f"board{i}.sqlite"), "--no-access-log")
        assert server.stop() == 0, server.log
        assert "Traceback" not in server.log and "Exception ignored" not in server.log


@pytest.mark.slow
def test_without_the_server_extra_it_says_how_to_install_it() -> None:
    code = (
        "import sys; sys.modules['uvicorn'] = None; "
        "from bakers_dozen_server.cli import main; sys.exit(main(sys.argv[1:]))"
    )
    done = run_cli("--port", "0", code=code)
    assert done.returncode == 2
    assert done.stderr == (
        "bakers-dozen-server: bakers-dozen-server needs the server extra: pip install "
        "'bakers-dozen-qt[server]' (from a checkout: uv run --extra server bakers-dozen-server)\n"
    )


def test_version_and_help() -> None:
    done = run_cli("--version")
    assert done.returncode == 0 and done.stdout.startswith("bakers-dozen-server ")
    assert "(API v1)" in done.stdout
    helped = run_cli("--help")
    assert helped.returncode == 0
    for option in ("--host", "--port", "--database", "--forwarded-allow-ips"):
        assert option in helped.stdout
