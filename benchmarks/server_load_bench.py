"""The online board under load: concurrent clients on 127.0.0.1 sending real winning games.

Run: ``uv run python benchmarks/server_load_bench.py [--database sqlite|postgresql|both]
[--clients 50] [--count 6000] [--seconds 30] [--kill]``.

Winning lines of the daily deals the server takes now (yesterday, today and tomorrow in
UTC, every variant) come from our solver once, before the clock starts, each made into
many lines of its own (two neighbouring moves that do not depend on each other swapped):
the board ranks a line only for the first player who sends it, and every game here is a
ranked one. The server runs as ``bakers-dozen-server`` in its own process (SQLite in a
temporary folder, or PostgreSQL in a throwaway cluster with fsync on), its per-address
limits off (every client here is 127.0.0.1). Every player is registered before the clock
starts. Each client holds one keep-alive connection and sends games one after another,
each from a fresh player with a random time; a game counts as verified when the answer
is 201 with the score the engine gives that line and time. The run stops at
``--count`` games or ``--seconds``, whichever comes first, and prints verified games a
second and the latency p50/p99 (from sending the request to the last byte of the answer).
By default each client sends its next game as soon as the last is answered (the most the
server can verify); ``--rate R`` paces them to R games a second in all instead (the
latency a given load sees).

``--kill``: the server is killed (SIGKILL) mid-load and started again on the same port
and database; the clients retry each unanswered game until it is answered. Then the
database is read: every entry answered 201 must be there (accepted means committed), no
player may have two entries on a board, and every game must be stored exactly once.

``--slow N``: meanwhile one client (another process, from 127.0.0.3) tries to hold N
connections for ``--slow-seconds``, each sending half a request head a byte every two
seconds and connecting again ``--slow-retry`` seconds after the server closed it (a
Slowloris tool tops its sockets up; one that reconnects without pause is a flood of new
connections, a firewall's matter); it prints how many it held at most and how long the
server let them live. The honest clients come from
127.0.0.1, the proxy the server trusts (as behind a reverse proxy).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime as dt
import itertools
import json
import multiprocessing
import os
import platform
import random
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import throwaway_postgres  # noqa: E402

from bakers_dozen_qt.engine import Game, daily_deal_number, format_moves  # noqa: E402
from bakers_dozen_qt.engine.daily_replay import BOARD_VARIANTS  # noqa: E402
from bakers_dozen_qt.engine.moves import Move  # noqa: E402
from bakers_dozen_qt.engine.scoring import score  # noqa: E402
from bakers_dozen_qt.engine.solver import Verdict, solve  # noqa: E402


@dataclass(frozen=True)
class Line:
    day: str
    variant: str
    moves: str
    length: int


def winning_lines(seconds_each: float, each: int) -> list[Line]:
    """Up to ``each`` different winning lines of every deal the solver wins."""
    today = dt.datetime.now(dt.timezone.utc).date()
    lines = []
    for day in (today - dt.timedelta(days=1), today, today + dt.timedelta(days=1)):
        for variant in BOARD_VARIANTS:
            game = Game.from_daily(daily_deal_number(day), variant)
            result = solve(game.copy(), max_seconds=seconds_each)
            if result.verdict is Verdict.WON:
                for moves in others(game, list(result.moves), each):
                    lines.append(Line(day.isoformat(), variant, format_moves(moves), len(moves)))
    return lines


def others(game: Game, line: list[Move], most: int) -> Iterator[list[Move]]:
    """``line``, then winning lines with one, two, three pairs of neighbouring moves
    swapped: ``most`` different lines at most."""

    def wins(moves: list[Move]) -> bool:
        probe = game.copy()
        for m in moves:
            if not probe.is_legal(m):
                return False
            probe.push(m)
        return probe.is_won()

    yield line
    made = 1
    swaps = [
        i for i in range(len(line) - 1) if line[i] != line[i + 1] and wins(_swapped(line, (i,)))
    ]
    for size in (1, 2, 3):
        for chosen in itertools.combinations(swaps, size):
            if made >= most:
                return
            if any(b <= a + 1 for a, b in itertools.pairwise(chosen)):
                continue
            moves = _swapped(line, chosen)
            if size == 1 or wins(moves):
                made += 1
                yield moves


def _swapped(line: list[Move], at: tuple[int, ...]) -> list[Move]:
    moves = list(line)
    for i in at:
        moves[i], moves[i + 1] = moves[i + 1], moves[i]
    return moves


# --- the server ---------------------------------------------------------------------------


@dataclass
class Server:
    database: str
    port: int = 0
    access_log: bool = True
    process: subprocess.Popen[bytes] | None = None
    log: Path = field(default_factory=lambda: Path(tempfile.mkstemp(suffix=".log")[1]))

    def start(self) -> None:
        command = [
            sys.executable, "-m", "bakers_dozen_server", "--host", "127.0.0.1",
            "--port", str(self.port), "--database", self.database,
            "--submissions-per-minute", "0", "--token-submissions-per-minute", "0",
            "--new-players-per-address", "0",
        ]  # fmt: skip
        if not self.access_log:
            command.append("--no-access-log")
        out = self.log.open("ab")
        self.process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
        out.close()
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            for line in self.log.read_text(errors="replace").splitlines()[::-1]:
                if "listening on http://127.0.0.1:" in line:
                    self.port = int(line.rsplit(":", 1)[1])
                    return
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        raise RuntimeError("the server did not start:\n" + self.log.read_text())

    def cpu_seconds(self) -> float:
        """The server process's CPU time so far (user and system), from /proc."""
        assert self.process is not None
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        return 0.0

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()
        # Start again from an empty log, so start() finds this run's line.
        self.log.write_text("")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(timeout=60)


# --- the clients ------------------------------------------------------------------------------


@dataclass
class LoadTotals:
    latencies: list[float] = field(default_factory=list)
    statuses: Counter[int] = field(default_factory=Counter)
    verified: int = 0
    wrong: int = 0
    retries: int = 0
    accepted: dict[str, int] = field(default_factory=dict)  # token -> entry id (201)
    already: dict[str, int] = field(default_factory=dict)  # token -> entry id (200)
    most_open: int = 0  # connections the server held at once, at most (its /metrics)
    cpu_before: float = 0.0


class Connection:
    def __init__(self, port: int) -> None:
        self.port = port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def post(self, body: bytes, path: bytes = b"/api/v1/submissions") -> tuple[int, bytes]:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
        assert self.reader is not None
        head = (
            b"POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            b"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n" % (path, len(body))
        )
        self.writer.write(head + body)
        await self.writer.drain()
        raw = await self.reader.readuntil(b"\r\n\r\n")
        lines = raw.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        length = next(
            int(h.split(":", 1)[1]) for h in lines[1:] if h.lower().startswith("content-length:")
        )
        body = await self.reader.readexactly(length)
        if any(h.lower().replace(" ", "") == "connection:close" for h in lines[1:]):
            self.close()  # the server's requests-per-connection: the next goes on a new one
        return status, body

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


async def client(
    server: Server,
    games: Iterator[tuple[str, bytes, int]],
    tally: LoadTotals,
    deadline: float,
    retry: bool,
    every: float,
) -> None:
    """Send games until they or the time run out; one every ``every`` seconds when paced
    (0: each as soon as the last is answered)."""
    conn = Connection(server.port)
    due = time.monotonic() + random.uniform(0, every)
    try:
        for token, body, expected in games:
            if every:
                await asyncio.sleep(max(0.0, due - time.monotonic()))
                due += every
            while True:
                if time.monotonic() > deadline:
                    return
                conn.port = server.port
                t0 = time.perf_counter()
                try:
                    status, answer = await asyncio.wait_for(conn.post(body), 30)
                except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, ValueError):
                    conn.close()
                    if not retry:
                        tally.statuses[0] += 1
                        break
                    tally.retries += 1
                    await asyncio.sleep(0.05)
                    continue
                tally.latencies.append(time.perf_counter() - t0)
                tally.statuses[status] += 1
                if status >= 500 and retry:
                    tally.retries += 1
                    await asyncio.sleep(0.05)
                    continue
                if status in (200, 201):
                    entry = json.loads(answer)["entry"]
                    (tally.accepted if status == 201 else tally.already)[token] = entry["id"]
                    if status == 201 and entry["score"] == expected:
                        tally.verified += 1
                    elif status == 201:
                        tally.wrong += 1
                break
    finally:
        conn.close()


def games(lines: list[Line], count: int, seed: int) -> list[tuple[str, bytes, int]]:
    return list(_games(lines, count, seed))


def _games(lines: list[Line], count: int, seed: int) -> Iterator[tuple[str, bytes, int]]:
    rng = random.Random(seed)
    run = rng.getrandbits(32)
    for i in range(count):
        line = lines[i % len(lines)]
        seconds = round(rng.uniform(line.length * 0.2 + 5, 1500), 1)
        token = f"bench-{run:08x}-{i:010d}-xxxxx"
        body = {
            "date": line.day, "variant": line.variant, "moves": line.moves,
            "seconds": seconds, "hints": 0, "undos": 0, "helped": False,
            "name": f"Player {i}", "token": token,
        }  # fmt: skip
        yield token, json.dumps(body).encode(), score(52, True, seconds)


async def load(
    server: Server,
    lines: list[Line],
    clients: int,
    count: int,
    seconds: float,
    kill_after: float | None,
    rate: float,
    before_clock: Callable[[], None] = lambda: None,
) -> tuple[LoadTotals, float]:
    tally = LoadTotals()
    every = clients / rate if rate > 0 else 0.0
    planned = games(lines, count, seed=int(time.time()))
    await register(server, [token for token, _, _ in planned], clients)
    before_clock()
    shared = iter(planned)
    tally.cpu_before = server.cpu_seconds()  # the games only, not the registrations
    start = time.monotonic()
    deadline = start + seconds
    tasks = [
        asyncio.create_task(client(server, shared, tally, deadline, kill_after is not None, every))
        for _ in range(clients)
    ]
    watcher = asyncio.create_task(watch_connections(server, tally, deadline))
    if kill_after is not None:
        await asyncio.sleep(kill_after)
        server.kill()
        killed_at = time.monotonic() - start
        await asyncio.to_thread(server.start)
        print(f"  killed at {killed_at:.2f} s, serving again at {time.monotonic() - start:.2f} s")
    await asyncio.gather(*tasks)
    watcher.cancel()
    return tally, time.monotonic() - start


async def watch_connections(server: Server, tally: LoadTotals, deadline: float) -> None:
    """The most connections the server held at once, from its /metrics twice a second."""
    while time.monotonic() < deadline:
        await asyncio.sleep(0.5)
        with contextlib.suppress(OSError, ValueError, asyncio.IncompleteReadError):
            reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
            writer.write(b"GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            page = (await reader.read()).decode("latin-1")
            writer.close()
            for row in page.splitlines():
                if row.startswith("board_connections_open "):
                    tally.most_open = max(tally.most_open, int(float(row.split()[1])))


async def register(server: Server, tokens: list[str], clients: int) -> None:
    """Every player the games will come from, registered before the clock starts."""
    waiting = iter(tokens)

    async def one_client() -> None:
        conn = Connection(server.port)
        try:
            for token in waiting:
                body = json.dumps({"token": token}).encode()
                status, _ = await conn.post(body, b"/api/v1/players")
                assert status == 201, status
        finally:
            conn.close()

    await asyncio.gather(*(one_client() for _ in range(clients)))


# --- the slow client ------------------------------------------------------------------------


def slow_client(port: int, connections: int, seconds: float, retry: float, source: str) -> None:
    """Hold ``connections`` half-sent heads from ``source`` for ``seconds`` (a process of
    its own), each connecting again ``retry`` seconds after it was closed; print what the
    server let it hold."""
    asyncio.run(_hold(port, connections, seconds, retry, source))


async def _hold(port: int, connections: int, seconds: float, retry: float, source: str) -> None:
    end = time.monotonic() + seconds
    lives: list[float] = []
    held = most = tries = turned_away = 0

    async def one() -> None:
        nonlocal held, most, tries, turned_away
        while time.monotonic() < end:
            tries += 1
            try:
                reader, writer = await asyncio.open_connection(
                    "127.0.0.1", port, local_addr=(source, 0)
                )
            except OSError:
                await asyncio.sleep(retry)
                continue
            born = time.monotonic()
            holding = False  # once it has waited 2 s without a word
            try:
                writer.write(b"GET / HTTP/1.1\r\nHost: board\r\nX-Slow: ")
                while time.monotonic() < end:
                    try:
                        data = await asyncio.wait_for(reader.read(4096), 2.0)
                    except asyncio.TimeoutError:
                        if not holding:
                            holding, held = True, held + 1
                            most = max(most, held)
                        writer.write(b"a")
                        continue
                    if not data:
                        break
                    turned_away += data.startswith(b"HTTP/1.1 503")
            except OSError:
                pass
            finally:
                held -= holding
                lives.append(time.monotonic() - born)
                writer.close()
            await asyncio.sleep(retry)

    await asyncio.gather(*(one() for _ in range(connections)))
    lives = sorted(lives) or [0.0]
    print(
        f"  slow client from {source}: {connections} connections wanted for {seconds:g} s; "
        f"{tries} connected, {turned_away} of them turned away (503); at most {most} at once "
        f"unanswered after 2 s (in the server's listen queue or held by it); a connection "
        f"lived {statistics.median(lives):.2f} s in the median, {lives[-1]:.1f} s at most; "
        f"it took {time.process_time():.1f} s of CPU itself (on the same machine)",
        flush=True,
    )


# --- reading back what was stored -----------------------------------------------------------


def stored(database: str) -> tuple[int, int, set[int]]:
    """Rows, (player, board) pairs with more than one row, and every id."""
    query_rows = "SELECT id FROM entries"
    query_dups = (
        "SELECT COUNT(*) FROM (SELECT token_hash, day, variant FROM entries "
        "GROUP BY token_hash, day, variant HAVING COUNT(*) > 1) AS d"
    )
    if database.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(database) as conn:
            ids = {r[0] for r in conn.execute(query_rows).fetchall()}
            dups = conn.execute(query_dups).fetchone()
    else:
        with contextlib.closing(sqlite3.connect(database)) as conn:
            ids = {r[0] for r in conn.execute(query_rows).fetchall()}
            dups = conn.execute(query_dups).fetchone()
    assert dups is not None
    return len(ids), int(dups[0]), ids


def report(name: str, tally: LoadTotals, elapsed: float) -> None:
    lat = sorted(tally.latencies)
    p50 = statistics.median(lat) * 1000 if lat else float("nan")
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))] * 1000 if lat else float("nan")
    print(
        f"{name}: {tally.verified} verified in {elapsed:.1f} s = "
        f"{tally.verified / elapsed:.0f} verified/s; latency p50 {p50:.1f} ms, "
        f"p99 {p99:.1f} ms, max {lat[-1] * 1000 if lat else 0:.0f} ms; "
        f"statuses {dict(sorted(tally.statuses.items()))}; wrong score {tally.wrong}; the "
        f"server held {tally.most_open} connections at most"
    )


def run(kind: str, lines: list[Line], args: argparse.Namespace) -> bool:
    with contextlib.ExitStack() as stack:
        if kind == "postgresql":
            database = stack.enter_context(throwaway_postgres.cluster(fsync=True))
        else:
            folder = stack.enter_context(tempfile.TemporaryDirectory())
            database = str(Path(folder) / "board.sqlite")
        server = Server(database, access_log=not args.no_access_log)
        server.start()
        stack.callback(server.stop)
        kill_after = args.kill_after if args.kill else None
        slow = None
        if args.slow:
            slow = multiprocessing.get_context("spawn").Process(
                target=slow_client,
                args=(server.port, args.slow, args.slow_seconds, args.slow_retry, "127.0.0.3"),
            )

        def start_slow() -> None:  # once the players are registered
            if slow is not None:
                slow.start()
                time.sleep(1.0)  # its connections opened first

        tally, elapsed = asyncio.run(
            load(
                server,
                lines,
                args.clients,
                args.count,
                args.seconds,
                kill_after,
                args.rate,
                start_slow,
            )
        )
        cpu = server.cpu_seconds() - tally.cpu_before
        if slow is not None:
            slow.join()
        paced = f", offered {args.rate:g}/s" if args.rate else ", as fast as answered"
        also = " (killed mid-load)" if args.kill else ""
        also += f" (one client holding {args.slow} slow connections)" if args.slow else ""
        report(kind + paced + also, tally, elapsed)
        if tally.verified and not args.kill:
            print(
                f"  the server's process: {cpu:.1f} s of CPU, "
                f"{cpu * 1000 / tally.verified:.2f} ms a verified game; load average "
                f"{os.getloadavg()[0]:.1f} at the end"
            )
        rows, dups, ids = stored(database)
        lost = [t for t, i in tally.accepted.items() if i not in ids]
        answered = len(tally.accepted) + len(tally.already)
        print(
            f"  stored {rows} rows; answered {answered} games ({len(tally.accepted)} accepted, "
            f"{len(tally.already)} answered 'already' on a retry); accepted but lost "
            f"{len(lost)}; duplicates {dups}; retries {tally.retries}"
        )
        return not lost and dups == 0 and rows == answered and tally.wrong == 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", choices=["sqlite", "postgresql", "both"], default="both")
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--count", type=int, default=6000, help="games at most (default 6000)")
    parser.add_argument("--seconds", type=float, default=30.0, help="seconds at most")
    parser.add_argument(
        "--rate",
        type=float,
        default=0.0,
        help="games a second offered in all, spread over the clients (default 0: each "
        "client sends its next game as soon as the last is answered)",
    )
    parser.add_argument("--kill", action="store_true", help="kill the server mid-load")
    parser.add_argument("--slow", type=int, default=0, metavar="N", help="slow connections")
    parser.add_argument("--slow-seconds", type=float, default=60.0, metavar="S")
    parser.add_argument("--slow-retry", type=float, default=1.0, metavar="S")
    parser.add_argument("--kill-after", type=float, default=3.0, metavar="S")
    parser.add_argument("--no-access-log", action="store_true")
    parser.add_argument("--solve-seconds", type=float, default=5.0)
    args = parser.parse_args()
    print(
        f"python {platform.python_version()}, {platform.system()} {platform.machine()}, "
        f"{os.cpu_count()} cores (load average {os.getloadavg()[0]:.1f}); {args.clients} "
        f"clients, at most {args.count} games or {args.seconds:g} s"
    )
    t0 = time.perf_counter()
    lines = winning_lines(args.solve_seconds, each=max(1, args.count // 8))
    median = statistics.median(x.length for x in lines)
    deals = len({(x.day, x.variant) for x in lines})
    print(
        f"{len(lines)} different winning lines of {deals} deals of the days taken, "
        f"solved in {time.perf_counter() - t0:.1f} s (median {median} moves)"
    )
    kinds = ["sqlite", "postgresql"] if args.database == "both" else [args.database]
    ok = True
    for kind in kinds:
        if kind == "postgresql" and (absent := throwaway_postgres.why_absent()):
            print(f"postgresql: skipped ({absent})")
            continue
        ok = run(kind, lines, args) and ok
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
