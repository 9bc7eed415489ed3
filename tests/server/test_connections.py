"""The real server against clients that hold sockets: half-sent heads, slow bodies, a
header line without end, more connections than an address may have. Each is closed
within its deadline or refused at once, while other clients are answered.

The attacker and the honest client are different loopback addresses (127.0.0.3 and
127.0.0.2: every 127.x address is this machine), as they would be on the internet.
"""

from __future__ import annotations

import contextlib
import select
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from board_helpers import skip_without_server

skip_without_server()

from server_process import ServerProcess, request, start  # noqa: E402

ATTACKER = "127.0.0.3"
HONEST = "127.0.0.2"
HALF_SENT = b"GET /api/v1/health HTTP/1.1\r\nHost: board\r\nX-Slow: "


@contextlib.contextmanager
def server(tmp_path: Path, *options: str) -> Iterator[ServerProcess]:
    running = start(str(tmp_path / "board.sqlite"), "--no-access-log", *options)
    try:
        yield running
    finally:
        running.stop()
    assert "Traceback" not in running.log, running.log


def port_of(running: ServerProcess) -> int:
    return int(running.url.rsplit(":", 1)[1])


def connect(port: int, source: str, timeout: float = 10) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.settimeout(timeout)
    sock.bind((source, 0))
    sock.connect(("127.0.0.1", port))
    return sock


def health(port: int, source: str = HONEST) -> tuple[int, float]:
    """One health probe on a new connection: its status and how long it took."""
    t0 = time.monotonic()
    with connect(port, source) as sock:
        sock.sendall(b"GET /api/v1/health HTTP/1.1\r\nHost: board\r\nConnection: close\r\n\r\n")
        reply = read_all(sock)
    return int(reply.split(b" ", 2)[1]), time.monotonic() - t0


def read_all(sock: socket.socket) -> bytes:
    chunks = []
    with contextlib.suppress(ConnectionResetError):
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def read_response(sock: socket.socket) -> bytes:
    """One whole answer (head and its Content-Length of body) from a kept-alive socket."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = next(
        int(line.split(b":", 1)[1])
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"content-length:")
    )
    while len(body) < length:
        chunk = sock.recv(65536)
        assert chunk
        body += chunk
    return head + b"\r\n\r\n" + body


def closed_after(socks: list[socket.socket], limit: float) -> list[float]:
    """For each socket, the seconds until the server closed it (``inf`` when it was still
    open ``limit`` seconds from now); what it sent is read and dropped."""
    start_at = time.monotonic()
    open_ = {s.fileno(): s for s in socks}
    when: dict[int, float] = {}
    while open_ and time.monotonic() - start_at < limit:
        ready, _, _ = select.select(list(open_), [], [], 0.1)
        for fd in ready:
            try:
                data = open_[fd].recv(65536)
            except (ConnectionResetError, TimeoutError):
                data = b""
            if not data:
                when[fd] = time.monotonic() - start_at
                del open_[fd]
    return [when.get(s.fileno(), float("inf")) for s in socks]


def vm(pid: int, field: str) -> int:
    """A memory figure of a process from /proc, in kB (VmRSS, VmHWM: its peak)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise AssertionError(field)


@pytest.mark.slow
def test_half_sent_heads_are_closed_within_the_deadline_while_others_are_answered(
    tmp_path: Path,
) -> None:
    with server(tmp_path, "--header-seconds", "2", "--connections-per-address", "400") as s:
        port = port_of(s)
        held = [connect(port, ATTACKER) for _ in range(300)]
        silent = [connect(port, ATTACKER) for _ in range(20)]
        try:
            for sock in held:
                sock.sendall(HALF_SENT)
            answers = [health(port) for _ in range(10)]
            assert all(status == 200 and took < 1.0 for status, took in answers), answers
            closed = closed_after(held + silent, limit=6)
        finally:
            for sock in held + silent:
                sock.close()
        assert max(closed) < 2 + 1.5, sorted(closed)[-5:]
        assert health(port)[0] == 200


@pytest.mark.slow
def test_a_half_sent_head_is_answered_408_and_closed(tmp_path: Path) -> None:
    with server(tmp_path, "--header-seconds", "1") as s, connect(port_of(s), ATTACKER) as sock:
        t0 = time.monotonic()
        sock.sendall(HALF_SENT)
        reply = read_all(sock)
        assert reply.startswith(b"HTTP/1.1 408 "), reply[:80]
        assert b"connection: close" in reply.lower()
        assert 0.9 < time.monotonic() - t0 < 2.5


@pytest.mark.slow
def test_one_address_holds_only_so_many_connections_and_others_are_answered(
    tmp_path: Path,
) -> None:
    with server(tmp_path, "--connections-per-address", "20", "--header-seconds", "30") as s:
        port = port_of(s)
        socks = [connect(port, ATTACKER) for _ in range(120)]
        try:
            closed = closed_after(socks, limit=2)
            # The first twenty are held (their heads may come); the rest are turned away.
            assert sum(t == float("inf") for t in closed) == 20, closed
            assert all(t < 1.0 for t in closed if t != float("inf"))
            assert health(port)[0] == 200
            assert health(port, ATTACKER)[0] == 503  # its own allowance is spent
            metrics = request(f"{s.url}/metrics")[1]
            assert 'board_refusals_total{reason="connections-per-address"} 101.0' in metrics
        finally:
            for sock in socks:
                sock.close()
        time.sleep(0.3)
        assert health(port, ATTACKER)[0] == 200  # and comes back as they close


@pytest.mark.slow
def test_the_server_turns_away_connections_over_its_cap_and_answers_again(
    tmp_path: Path,
) -> None:
    options = ("--max-connections", "100", "--header-seconds", "2")
    with server(tmp_path, *options) as s:
        port = port_of(s)
        # 110 idle half-sent heads from 110 addresses: the cap is reached ...
        socks = [connect(port, f"127.0.1.{i}") for i in range(1, 111)]
        try:
            for sock in socks:
                sock.sendall(HALF_SENT)
            closed = closed_after(socks, limit=1)
            assert sum(t < 1 for t in closed) == 10, closed  # over the cap: at once
            assert health(port)[0] == 503
            # ... and the heads' deadline frees it.
            closed_after(socks, limit=4)
            assert health(port)[0] == 200
        finally:
            for sock in socks:
                sock.close()


def stream_header_line(port: int, megabytes: int, answers: list[bytes]) -> None:
    """Send a header line of ``megabytes`` MB without end; keep what the server says."""
    sock = connect(port, ATTACKER, timeout=30)
    reply = b""
    with sock:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: board\r\nX-Long: ")
        chunk = b"a" * 65536
        try:
            for _ in range(megabytes * 16):
                sock.sendall(chunk)
                if select.select([sock], [], [], 0)[0]:
                    break
        except (BrokenPipeError, ConnectionResetError):
            pass
        with contextlib.suppress(ConnectionResetError, TimeoutError):
            reply = read_all(sock)
    answers.append(reply)


@pytest.mark.slow
def test_a_100_mb_header_line_is_answered_431_and_memory_stays_flat(tmp_path: Path) -> None:
    with server(tmp_path) as s:
        port = port_of(s)
        assert health(port)[0] == 200
        pid = s.process.pid
        before = vm(pid, "VmHWM")
        answers: list[bytes] = []
        streams = [
            threading.Thread(target=stream_header_line, args=(port, 100, answers)) for _ in range(3)
        ]
        for t in streams:
            t.start()
        for t in streams:
            t.join(timeout=60)
        grown = vm(pid, "VmHWM") - before
        assert len(answers) == 3
        assert all(a.startswith(b"HTTP/1.1 431 ") for a in answers), [a[:60] for a in answers]
        assert grown < 10_000, f"the server's peak memory grew {grown} kB"
        assert health(port)[0] == 200


@pytest.mark.slow
def test_a_body_that_stops_coming_is_closed_at_the_body_deadline(tmp_path: Path) -> None:
    with server(tmp_path, "--body-seconds", "1") as s, connect(port_of(s), ATTACKER) as sock:
        t0 = time.monotonic()
        sock.sendall(
            b"POST /api/v1/submissions HTTP/1.1\r\nHost: board\r\n"
            b'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"date": '
        )
        reply = read_all(sock)
        assert reply.startswith(b"HTTP/1.1 408 "), reply[:80]
        assert 0.9 < time.monotonic() - t0 < 2.5


@pytest.mark.slow
@pytest.mark.parametrize("requests", [3])
def test_a_connection_serves_so_many_requests_then_closes(tmp_path: Path, requests: int) -> None:
    options = ("--requests-per-connection", str(requests), "--keep-alive-seconds", "1")
    with server(tmp_path, *options) as s, connect(port_of(s), HONEST) as sock:
        probe = b"GET /api/v1/health HTTP/1.1\r\nHost: board\r\n\r\n"
        replies = []
        for _ in range(requests):
            sock.sendall(probe)
            replies.append(read_response(sock))
        assert all(r.startswith(b"HTTP/1.1 200 ") for r in replies)
        assert b"connection: close" not in replies[0].lower()
        assert b"connection: close" in replies[-1].lower()
        assert sock.recv(100) == b""
    with server(tmp_path, *options) as s, connect(port_of(s), HONEST) as sock:
        sock.sendall(b"GET /api/v1/health HTTP/1.1\r\nHost: board\r\n\r\n")
        assert read_response(sock).startswith(b"HTTP/1.1 200 ")
        assert closed_after([sock], limit=3)[0] < 1.8  # idle after an answer: keep-alive
