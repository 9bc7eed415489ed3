"""The real ``bakers-dozen-server`` in a process of its own, on a free loopback port, and
a little HTTP over the standard library to talk to it."""

from __future__ import annotations

import datetime as dt
import http.client
import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bakers_dozen_qt.engine import Game, daily_deal_number, format_moves
from bakers_dozen_qt.engine.solver import Verdict, solve

START_SECONDS = 60


@dataclass
class ServerProcess:
    process: subprocess.Popen[str]
    url: str
    lines: list[str] = field(default_factory=list)
    pump: threading.Thread | None = None

    def stop(self, sig: int = signal.SIGTERM) -> int:
        """Signal the server, wait for it, and for the last of its output."""
        if self.process.poll() is None:
            self.process.send_signal(sig)
        code = self.process.wait(timeout=30)
        if self.pump is not None:
            self.pump.join(timeout=30)
        return code

    @property
    def log(self) -> str:
        return "\n".join(self.lines)


def start(database: str, *extra: str, env: dict[str, str] | None = None) -> ServerProcess:
    """Start the server on port 0 and wait until it says where it listens."""
    command = [sys.executable, "-m", "bakers_dozen_server", "--port", "0"]
    if database:
        command += ["--database", database]
    process = subprocess.Popen(
        [*command, *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, **(env or {})},
    )
    lines: list[str] = []
    seen: queue.SimpleQueue[str | None] = queue.SimpleQueue()

    def pump() -> None:
        assert process.stdout is not None
        with process.stdout:
            for line in process.stdout:
                lines.append(line.rstrip("\n"))
                seen.put(line)
        seen.put(None)

    reader = threading.Thread(target=pump, daemon=True)
    reader.start()
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        try:
            line = seen.get(timeout=1)
        except queue.Empty:
            continue
        if line is None:
            break
        if "listening on http://" in line:
            url = line.split("listening on ", 1)[1].strip()
            return ServerProcess(process, url, lines, reader)
    process.kill()
    process.wait()
    reader.join(timeout=30)
    raise AssertionError("the server did not start:\n" + "\n".join(lines))


def request(
    url: str,
    method: str = "GET",
    body: object = None,
    headers: dict[str, str] | None = None,
    *,
    source: str | None = None,
) -> tuple[int, Any, dict[str, str]]:
    """Status, decoded body (JSON when it is), headers; from the loopback address
    ``source`` when given (every 127.x address is this machine)."""
    data = None if body is None else json.dumps(body).encode()
    hdrs = {"content-type": "application/json"} if body is not None else {}
    if source is not None:
        parts = urllib.parse.urlsplit(url)
        assert parts.hostname is not None
        conn = http.client.HTTPConnection(
            parts.hostname, parts.port, timeout=30, source_address=(source, 0)
        )
        try:
            path = parts.path + (f"?{parts.query}" if parts.query else "")
            conn.request(method, path, body=data, headers={**hdrs, **(headers or {})})
            reply = conn.getresponse()
            status, raw, got = reply.status, reply.read(), dict(reply.headers)
        finally:
            conn.close()
        kind = {k.lower(): v for k, v in got.items()}.get("content-type", "")
        return status, json.loads(raw) if kind.startswith("application/json") else raw, got
    req = urllib.request.Request(url, data=data, method=method, headers={**hdrs, **(headers or {})})
    try:
        with urllib.request.urlopen(req, timeout=30) as response:
            status, raw, got = response.status, response.read(), dict(response.headers)
    except urllib.error.HTTPError as e:
        status, raw, got = e.code, e.read(), dict(e.headers)
    kind = {k.lower(): v for k, v in got.items()}.get("content-type", "")
    return status, json.loads(raw) if kind.startswith("application/json") else raw.decode(), got


def send_game(
    url: str, body: dict[str, Any], source: str | None = None
) -> tuple[int, Any, dict[str, str]]:
    """Register the game's player on the server at ``url`` (again is no harm), then send
    the game: the answer to the game."""
    player = {"token": body["token"]}
    status, answer, _ = request(f"{url}/api/v1/players", "POST", player, source=source)
    assert status in (200, 201), answer
    return request(f"{url}/api/v1/submissions", "POST", body, source=source)


def winning_game(days: Sequence[dt.date]) -> tuple[dt.date, str, str]:
    """A winning line of one of these days' deals (the solver, on a node budget):
    the date, the variant and the moves."""
    for day in days:
        for variant in ("bakers-dozen", "spanish-patience"):
            game = Game.from_daily(daily_deal_number(day), variant)
            result = solve(game, max_nodes=400_000)
            if result.verdict is Verdict.WON:
                return day, variant, format_moves(list(result.moves))
    raise AssertionError(f"no winning line found for {list(days)}")


def utc_today() -> dt.date:
    return dt.datetime.now(dt.timezone.utc).date()
