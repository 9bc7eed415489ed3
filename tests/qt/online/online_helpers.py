"""What the game's online-board tests share: the real server's helpers (tests/server),
a free loopback port, daily results of today's deal, and the hostile board
(``hostile_board.py``) in its own process."""

from __future__ import annotations

import datetime as dt
import socket
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path

SERVER_TESTS = Path(__file__).resolve().parents[2] / "server"
if str(SERVER_TESTS) not in sys.path:
    sys.path.append(str(SERVER_TESTS))  # after tests/qt: its conftest stays "conftest"

from board_helpers import skip_without_server  # noqa: E402
from server_process import ServerProcess, request, start, utc_today  # noqa: E402

from bakers_dozen_qt.engine import Game, daily_deal_number, format_moves  # noqa: E402
from bakers_dozen_qt.engine.moves import Move  # noqa: E402
from bakers_dozen_qt.engine.submission import new_token  # noqa: E402

__all__ = [
    "HostileBoard",
    "ServerProcess",
    "free_port",
    "lost_result",
    "request",
    "skip_without_server",
    "start",
    "start_hostile",
    "utc_today",
]


ILLEGAL_TRIES = [f"{s}-{t}" for s in range(1, 14) for t in (*range(1, 14), "f") if t != s]


def free_port() -> int:
    """A loopback port nobody listens on (now)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def lost_result(
    day: dt.date | None = None, *, token: str | None = None, moves: int = 2, bad: bool = False
) -> dict[str, object]:
    """A legal start of ``day``'s Baker's Dozen deal, given up: a game the board takes
    (counted as played). ``bad``: its last move is one the rules refuse."""
    day = day or utc_today()
    game = Game.from_deal(daily_deal_number(day), "bakers-dozen")
    line = []
    for _ in range(moves):
        move = next(iter(game.legal_moves))
        game.play(move)
        line.append(move)
    if bad:
        line.append(next(m for m in map(Move.parse, ILLEGAL_TRIES) if not game.is_legal(m)))
    text = format_moves(line)
    return {
        "date": day.isoformat(),
        "variant": "bakers-dozen",
        "moves": text,
        "seconds": 60.0,
        "hints": 0,
        "undos": 0,
        "helped": False,
        "name": "Ann",
        "token": token or new_token(),
    }


@dataclass
class HostileBoard:
    """``hostile_board.py`` running: its address and the requests it saw."""

    process: subprocess.Popen[str]
    url: str
    seen: list[str] = field(default_factory=list)
    """``METHOD PATH BODY-BYTES`` of each request, in order."""
    pump: threading.Thread | None = None

    def stop(self) -> None:
        self.process.kill()
        self.process.wait(timeout=30)
        if self.pump is not None:
            self.pump.join(timeout=30)


def start_hostile(host: str = "127.0.0.1", away: str = "") -> HostileBoard:
    """The hostile board on a free port of ``host``; its ``away`` mode redirects to
    ``away``."""
    command = [sys.executable, str(Path(__file__).with_name("hostile_board.py")), "--host", host]
    process = subprocess.Popen(
        [*command, *(["--away", away] if away else [])], stdout=subprocess.PIPE, text=True
    )
    assert process.stdout is not None
    first = process.stdout.readline()
    assert first.startswith("listening on "), first
    board = HostileBoard(process, first.split()[-1])

    def pump() -> None:
        assert process.stdout is not None
        with process.stdout:
            for line in process.stdout:
                if line.startswith("REQUEST "):
                    board.seen.append(line.removeprefix("REQUEST ").strip())

    board.pump = threading.Thread(target=pump, daemon=True)
    board.pump.start()
    return board
