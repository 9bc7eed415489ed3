"""``bakers-dozen-server``: the online daily board, from the command line.

A bad argument, an address that cannot be listened on, or a database that cannot be
used is one line on stderr and exit status 2, before anything is served. Logs go to
standard output.
"""

from __future__ import annotations

import argparse
import logging
import logging.config
import re
import sys
from collections.abc import Callable, Sequence
from typing import Final, NoReturn

from bakers_dozen_qt.cli.console import write_err, write_out

PROG: Final = "bakers-dozen-server"
EXIT_USAGE: Final = 2
NEEDS_EXTRA: Final = (
    f"{PROG} needs the server extra: pip install 'bakers-dozen-qt[server]' "
    "(from a checkout: uv run --extra server bakers-dozen-server)"
)


class UsageError(Exception):
    """One line on stderr, exit status 2."""


class _ParserExit(Exception):
    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            write_err(message)
        raise _ParserExit(status)

    def _print_message(self, message: str, file: object = None) -> None:
        if message:
            write_out(message)


def _whole(low: int, high: int) -> Callable[[str], int]:
    def convert(text: str) -> int:
        t = text.strip()
        if not re.fullmatch(r"[0-9]{1,9}", t) or not low <= int(t) <= high:
            raise argparse.ArgumentTypeError(f"must be a whole number from {low} to {high}")
        return int(t)

    return convert


def _seconds(text: str) -> float:
    t = text.strip()
    if not re.fullmatch(r"[0-9]{1,4}(\.[0-9]{1,3})?", t) or not 0.1 <= float(t) <= 3600:
        raise argparse.ArgumentTypeError("must be a number of seconds from 0.1 to 3600")
    return float(t)


def build_parser() -> argparse.ArgumentParser:
    from . import API_VERSION

    p = _Parser(
        prog=PROG,
        allow_abbrev=False,
        description=(
            "The online daily board of Baker's Dozen: players' games of the daily deal, "
            "each replayed by the engine before it counts. Serves the JSON API under "
            "/api/v1/ and a page at /. Logs go to standard output."
        ),
    )
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument(
        "--port", type=_whole(0, 65535), default=8080, help="port (default 8080; 0: any free one)"
    )
    p.add_argument(
        "--database",
        metavar="PATH_OR_URL",
        help="an SQLite file, or postgresql://user:password@host/name "
        "(default: board.sqlite in the server's data folder)",
    )
    p.add_argument(
        "--forwarded-allow-ips",
        default="127.0.0.1",
        metavar="ADDRESSES",
        help="the reverse proxies whose X-Forwarded-For is believed (comma-separated, "
        "default 127.0.0.1): rate limits then count the player's address",
    )
    p.add_argument(
        "--submissions-per-minute",
        type=_whole(0, 1_000_000),
        default=30,
        metavar="N",
        help="games one address may send a minute (default 30; 0: no limit)",
    )
    p.add_argument(
        "--token-submissions-per-minute",
        type=_whole(0, 1_000_000),
        default=6,
        metavar="N",
        help="games one player (token) may send a minute (default 6; 0: no limit)",
    )
    p.add_argument(
        "--new-players-per-address",
        type=_whole(0, 1_000_000),
        default=5,
        metavar="N",
        help="players one address may register a day (default 5; 0: no limit)",
    )
    p.add_argument(
        "--new-players-per-ipv6-block",
        type=_whole(0, 1_000_000),
        default=10,
        metavar="N",
        help="players one IPv6 /64 may register a day (default 10; 0: no limit)",
    )
    p.add_argument(
        "--join-code",
        metavar="CODE",
        help="a friends' or club board: players register only with this code, which the "
        "game asks for (anyone may still read the board)",
    )
    connections = p.add_argument_group(
        "connections", "what one client may hold of the server (defaults fit a public board)"
    )
    connections.add_argument(
        "--header-bytes",
        type=_whole(1024, 1024 * 1024),
        default=16 * 1024,
        metavar="N",
        help="a request's line and headers at most; more is answered 431 (default 16384)",
    )
    connections.add_argument(
        "--header-seconds",
        type=_seconds,
        default=10.0,
        metavar="S",
        help="from connecting to a whole request head; then 408 and closed (default 10)",
    )
    connections.add_argument(
        "--body-seconds",
        type=_seconds,
        default=10.0,
        metavar="S",
        help="from a request's head to its whole body; then 408 and closed (default 10)",
    )
    connections.add_argument(
        "--keep-alive-seconds",
        type=_seconds,
        default=5.0,
        metavar="S",
        help="an idle connection is closed after this long (default 5)",
    )
    connections.add_argument(
        "--requests-per-connection",
        type=_whole(1, 1_000_000),
        default=1000,
        metavar="N",
        help="then the connection is closed (default 1000)",
    )
    connections.add_argument(
        "--connections-per-address",
        type=_whole(1, 1_000_000),
        default=32,
        metavar="N",
        help="open at once from one address or IPv6 /64, proxies named by "
        "--forwarded-allow-ips not counted; more are answered 503 (default 32)",
    )
    connections.add_argument(
        "--max-connections",
        type=_whole(1, 1_000_000),
        default=1000,
        metavar="N",
        help="open at once in all; more are answered 503 (default 1000)",
    )
    p.add_argument(
        "--metrics-allow-ips",
        default="127.0.0.1,::1",
        metavar="ADDRESSES",
        help="who may read /metrics (comma-separated addresses or networks, as the client's "
        "address reads after --forwarded-allow-ips; default this machine; others get 404)",
    )
    p.add_argument("--no-access-log", action="store_true", help="no log line per request")
    from . import admin

    commands = p.add_subparsers(dest="command", metavar="admin ...", required=False)
    admin.add_parser(commands)
    p.add_argument(
        "--version", action="version", version=f"%(prog)s {_version()} (API v{API_VERSION})"
    )
    return p


def _version() -> str:
    import bakers_dozen_qt

    return str(bakers_dozen_qt.__version__)


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except UsageError as e:
        write_err(f"{PROG}: {e}\n")
        return EXIT_USAGE
    except _ParserExit as e:
        return e.status
    except KeyboardInterrupt:
        return 130


def _database(given: str | None, *, make_folder: bool) -> str:
    """``--database`` checked, or the default file in the data folder."""
    from .datadir import default_database
    from .storage import StoreOpenError, check_database, is_url

    if given is None:
        path = default_database()
        if make_folder:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise UsageError(
                    f"cannot make the data folder {path.parent}: {e.strerror}"
                ) from None
        return str(path)
    if given.startswith(("postgres:", "postgresql:")) and not is_url(given):
        raise UsageError("--database: that is no PostgreSQL URL (postgresql://...)")
    try:
        check_database(given)
    except StoreOpenError as e:
        raise UsageError(f"--database: {e}") from None
    return given


def _admin(args: argparse.Namespace) -> int:
    from pathlib import Path

    from . import admin
    from .storage import is_url

    database = _database(args.admin_database or args.database, make_folder=False)
    if not is_url(database) and not Path(database).is_file():
        raise UsageError(f"there is no board database at {database}")
    try:
        return admin.run(args, database)
    except admin.AdminError as e:
        raise UsageError(str(e)) from None


def _main(argv: Sequence[str] | None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "admin":
        return _admin(args)
    try:
        import prometheus_client  # noqa: F401 - checked here: a missing extra is one line
        import psycopg  # noqa: F401
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError:
        raise UsageError(NEEDS_EXTRA) from None
    from .serve import ListenError, bind, log_config, serve
    from .service import BoardService
    from .settings import ConnectionLimits, Limits, Settings
    from .storage import StoreOpenError

    database = _database(args.database, make_folder=True)
    logging.config.dictConfig(log_config(not args.no_access_log))
    limits = Limits(
        submissions_per_address=args.submissions_per_minute,
        submissions_per_token=args.token_submissions_per_minute,
        players_per_address=args.new_players_per_address,
        players_per_block=args.new_players_per_ipv6_block,
    )
    join_code = args.join_code
    if join_code is not None and not 4 <= len(join_code) <= 200:
        raise UsageError("--join-code: 4 to 200 characters")
    connections = ConnectionLimits(
        header_bytes=args.header_bytes,
        header_seconds=args.header_seconds,
        body_seconds=args.body_seconds,
        keep_alive_seconds=args.keep_alive_seconds,
        requests_per_connection=args.requests_per_connection,
        connections_per_address=args.connections_per_address,
        max_connections=args.max_connections,
    )
    board = BoardService(
        Settings(database=database, limits=limits, connections=connections, join_code=join_code)
    )
    try:
        sock = bind(args.host, args.port)
    except ListenError as e:
        raise UsageError(str(e)) from None
    try:
        board.open()
    except StoreOpenError as e:
        sock.close()
        raise UsageError(str(e)) from None
    try:
        serve(
            board,
            sock,
            access_log=not args.no_access_log,
            forwarded_allow_ips=args.forwarded_allow_ips,
        )
    finally:
        board.close()
        sock.close()
    logging.getLogger("bakers_dozen_server").info("stopped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
