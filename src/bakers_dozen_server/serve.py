"""Running the application on uvicorn: the socket, the logs (all to stdout), shutdown."""

from __future__ import annotations

import logging
import signal
import socket
import threading
from typing import Any, Final

import uvicorn

from .app import create_app
from .guard import ConnectionGuard, TrustedProxies, guarded_protocol
from .service import BoardService

log = logging.getLogger("bakers_dozen_server")

LOG_FORMAT: Final = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def log_config(access_log: bool) -> dict[str, Any]:
    """Every log line to standard output, one line each: the server's own, uvicorn's and
    (unless switched off) one a request."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {
            "plain": {"format": LOG_FORMAT},
            "access": {
                "()": "uvicorn.logging.AccessFormatter",
                "fmt": '%(asctime)s %(levelname)s access: %(client_addr)s "%(request_line)s" '
                "%(status_code)s",
                "use_colors": False,
            },
        },
        "handlers": {
            "out": {
                "class": "logging.StreamHandler",
                "formatter": "plain",
                "stream": "ext://sys.stdout",
            },
            "access": {
                "class": "logging.StreamHandler",
                "formatter": "access",
                "stream": "ext://sys.stdout",
            },
        },
        "loggers": {
            "bakers_dozen_server": {"handlers": ["out"], "level": "INFO", "propagate": False},
            "uvicorn": {"handlers": ["out"], "level": "INFO", "propagate": False},
            "uvicorn.error": {"level": "INFO"},
            "uvicorn.access": {
                "handlers": ["access"],
                "level": "INFO" if access_log else "WARNING",
                "propagate": False,
            },
        },
    }


BACKLOG: Final = 2048


class ListenError(Exception):
    """The address cannot be listened on; one line."""


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on ``host``:``port`` (0: any free port)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as e:
        raise ListenError(f"cannot listen on {host}: {e.strerror}") from None
    family, kind, proto, _, address = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        # Listening now, before uvicorn starts: a client that connects as soon as the
        # log says where waits in the backlog instead of being refused.
        sock.listen(BACKLOG)
    except OSError as e:
        sock.close()
        raise ListenError(f"cannot listen on {host}:{port}: {e.strerror or e}") from None
    return sock


def url_of(sock: socket.socket) -> str:
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}"


def serve(
    board: BoardService,
    sock: socket.socket,
    *,
    access_log: bool = True,
    forwarded_allow_ips: str = "127.0.0.1",
) -> None:
    """Serve until SIGINT or SIGTERM; ``board`` is open and stays so (the caller closes it)."""
    limits = board.settings.connections
    guard = ConnectionGuard(limits, TrustedProxies(forwarded_allow_ips), board.metrics)
    config = uvicorn.Config(
        create_app(board),
        http=guarded_protocol(guard),
        ws="none",
        log_config=log_config(access_log),
        access_log=access_log,
        proxy_headers=True,
        forwarded_allow_ips=forwarded_allow_ips,
        server_header=False,
        lifespan="off",
        timeout_keep_alive=limits.keep_alive_seconds,  # type: ignore[arg-type]
        limit_concurrency=None,  # the guard caps connections (guard.py)
        backlog=BACKLOG,
    )
    server = uvicorn.Server(config)
    # SIGINT/SIGTERM end the run normally, so that the caller closes the board: before
    # uvicorn has its own handlers (a stop that comes at once), ours tell it to stop as
    # soon as it runs; while it runs, uvicorn shuts down gracefully, then raises the
    # signal again for ours, which has nothing left to do. A handler only sets a flag:
    # an exception raised from it could land anywhere (a weakref callback swallows it,
    # and the stop would be lost).
    stop = _StopOnSignal(server)
    log.info("listening on %s", url_of(sock))
    try:
        if not stop.asked:
            server.run(sockets=[sock])
    finally:
        stop.restore()


STOP_SIGNALS: Final = (signal.SIGINT, signal.SIGTERM)


class _StopOnSignal:
    def __init__(self, server: uvicorn.Server) -> None:
        self.server = server
        self.asked = False
        main = threading.current_thread() is threading.main_thread()
        self._before = (
            {sig: signal.signal(sig, self._signalled) for sig in STOP_SIGNALS} if main else {}
        )

    def _signalled(self, sig: int, frame: object) -> None:
        self.asked = True
        self.server.should_exit = True

    def restore(self) -> None:
        for sig, handler in self._before.items():
            signal.signal(sig, handler)
