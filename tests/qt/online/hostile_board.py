"""A board that misbehaves, in a process of its own: what the game must survive.

``python hostile_board.py [--host H]`` listens on a free port of ``H`` (127.0.0.1 by
default), prints ``listening on http://H:PORT`` and answers every request by the first
part of its path, the "mode" (the game is given ``http://H:PORT/<mode>`` as the board's
address, so its requests come as ``/<mode>/api/v1/...``):

- ``endless``: a chunked body that never ends, as fast as the game takes it;
- ``huge``: 100 MB announced by ``Content-Length`` and sent;
- ``huge-unannounced``: 100 MB with no length, the connection closed at its end;
- ``drip``: one byte a second, for ever (data keeps coming: only a deadline ends it);
- ``numbers``: a board's rows, an entry and a taken result whose numbers are far
  beyond reason;
- ``players``: a board of ``2**40`` players;
- ``many``: 100,000 entries (``{}``, 300 kB), where the game asked for 100;
- ``more``: 2,000 entries (120 kB), where the game asked for 100;
- ``floats``: 250 kB of ``1e308`` where entries belong (the slowest JSON to read);
- ``away``: 307 to ``--away`` (another host), what the game must never follow;
- ``loop``: 301 to itself, for ever;
- ``busy``: 503 with ``Retry-After: 9999999``;
- ``moved``: 307 to the same path under ``ok`` (same origin);
- ``ok``: a plain, sane answer (an empty board; a submission taken).

Every request is written to stdout as ``REQUEST <method> <path> <body bytes>`` so a
test can tell what reached which host. Standard library only.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Final

SAYING: Final = threading.Lock()
HUGE: Final = 100 * 1024 * 1024
BLOCK: Final = b" " * 65536
BIG_NUMBERS: Final[dict[str, object]] = {
    "date": "2026-12-07",
    "variant": "bakers-dozen",
    "players": 2,
    "won": 10**30,
    "entries": [
        {
            "id": 1,
            "rank": 10**30,
            "name": "Big",
            "score": -(2**70),
            "seconds": 1e308,
            "moves": 2**70,
            "won": True,
            "helped": False,
        },
        {"id": 2, "rank": 2, "name": "Inf", "score": float("inf"), "seconds": -1, "moves": 1e30},
    ],
}
"""Infinity goes out as ``1e400``: a JSON number that a reader takes as infinite."""


class Hostile(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    away = ""

    def log_message(self, format: str, *args: object) -> None:
        pass  # the REQUEST lines say what a test needs

    def do_GET(self) -> None:
        self._answer(b"")

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        self._answer(self.rfile.read(length))

    def _answer(self, body: bytes) -> None:
        with SAYING:  # one whole line at a time, whatever the threads
            sys.stdout.write(f"REQUEST {self.command} {self.path} {len(body)}\n")
            sys.stdout.flush()
        mode, _, rest = self.path.lstrip("/").partition("/")
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # the game hung up
            getattr(self, "mode_" + mode.replace("-", "_"), self.mode_ok)(rest)

    def _head(self, status: int, headers: dict[str, str]) -> None:
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()

    def _json(self, status: int, value: object, **headers: str) -> None:
        raw = json.dumps(value).encode()
        kind = {"Content-Type": "application/json", "Content-Length": str(len(raw))}
        self._head(status, {**kind, **headers})
        self.wfile.write(raw)

    def mode_ok(self, rest: str) -> None:
        if self.command == "POST":
            entry = {"id": 7, "rank": 1, "won": True, "helped": False}
            self._json(201, {"entry": entry})
        elif "/entries/" in rest:
            self._json(200, {"entry": {"id": 7, "rank": 1, "won": True}})
        else:
            self._json(200, {"players": 0, "won": 0, "entries": []})

    def mode_endless(self, rest: str) -> None:
        self._head(200, {"Content-Type": "application/json", "Transfer-Encoding": "chunked"})
        self.wfile.write(b"1\r\n[\r\n")
        chunk = b"%x\r\n%s\r\n" % (len(BLOCK), BLOCK)
        while True:
            self.wfile.write(chunk)

    def mode_huge(self, rest: str) -> None:
        self._head(200, {"Content-Type": "application/json", "Content-Length": str(HUGE)})
        self._send_huge()

    def mode_huge_unannounced(self, rest: str) -> None:
        self.close_connection = True
        self._head(200, {"Content-Type": "application/json", "Connection": "close"})
        self._send_huge()

    def _send_huge(self) -> None:
        sent = 0
        while sent < HUGE:
            self.wfile.write(BLOCK)
            sent += len(BLOCK)

    def mode_drip(self, rest: str) -> None:
        self._head(200, {"Content-Type": "application/json", "Transfer-Encoding": "chunked"})
        while True:
            self.wfile.write(b"1\r\n \r\n")
            self.wfile.flush()
            time.sleep(1)

    def mode_numbers(self, rest: str) -> None:
        if "/entries/" in rest:
            value: object = {"entry": {"id": 1, "rank": 10**30, "won": True}}
        elif self.command == "POST":
            value = {"entry": {"id": 2**70, "rank": 10**30, "won": True, "helped": False}}
        else:
            value = BIG_NUMBERS
        data = json.dumps(value).encode().replace(b"Infinity", b"1e400")
        status = 201 if self.command == "POST" else 200
        self._head(status, {"Content-Type": "application/json", "Content-Length": str(len(data))})
        self.wfile.write(data)

    def mode_players(self, rest: str) -> None:
        if self.command == "POST":
            return self.mode_ok(rest)
        self._json(200, {"players": 2**40, "won": 0, "entries": []})

    def mode_many(self, rest: str) -> None:
        if self.command == "POST":
            return self.mode_ok(rest)
        entries = ",".join(["{}"] * 100_000)
        data = ('{"players": 100000, "won": 0, "entries": [' + entries + "]}").encode()
        self._head(200, {"Content-Type": "application/json", "Content-Length": str(len(data))})
        self.wfile.write(data)

    def mode_more(self, rest: str) -> None:
        if self.command == "POST":
            return self.mode_ok(rest)
        rows = [{"rank": n, "name": f"P{n}", "score": 1000, "moves": 60} for n in range(1, 2001)]
        self._json(200, {"players": 2000, "won": 2000, "entries": rows})

    def mode_floats(self, rest: str) -> None:
        if self.command == "POST":
            return self.mode_ok(rest)
        numbers = ",".join(["1e308"] * 41_000)
        data = ('{"players": 1, "won": 0, "entries": [' + numbers + "]}").encode()
        self._head(200, {"Content-Type": "application/json", "Content-Length": str(len(data))})
        self.wfile.write(data)

    def mode_away(self, rest: str) -> None:
        self._head(307, {"Location": f"{self.away}/ok/{rest}", "Content-Length": "0"})

    def mode_loop(self, rest: str) -> None:
        self._head(301, {"Location": self.path, "Content-Length": "0"})

    def mode_busy(self, rest: str) -> None:
        self._json(503, {"error": "busy"}, **{"Retry-After": "9999999"})

    def mode_moved(self, rest: str) -> None:
        self._head(307, {"Location": f"/ok/{rest}", "Content-Length": "0"})


class Quiet(ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: object) -> None:
        pass  # a game that hangs up mid-request is what these modes provoke


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--away", default="http://127.0.0.2:9", help="where 'away' sends")
    args = parser.parse_args()
    Hostile.away = args.away
    server = Quiet((args.host, args.port), Hostile)
    server.daemon_threads = True
    print(f"listening on http://{args.host}:{server.server_address[1]}", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()
    sys.exit(0)


if __name__ == "__main__":
    main()
