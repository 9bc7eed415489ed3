"""``bakers-dozen-server admin``: the keeper's tools, on the board's database.

It opens the same database the server uses (``--database``, the same default), while the
server runs or not; what it changes, every server on that database shows from its next
request on. Each change is logged in the database with when it was done and why
(``--reason``); ``admin log`` shows the log.
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from bakers_dozen_qt.cli.console import write_out
from bakers_dozen_qt.engine.daily_replay import BOARD_VARIANTS
from bakers_dozen_qt.engine.submission import MILLISECONDS_PER_HAND_MOVE_MIN

T = TypeVar("T")

NEAR_DEFAULT = 4.0
BLOCK_PLAYERS_DEFAULT = 3


class AdminError(Exception):
    """One line on stderr, exit status 2."""


def add_parser(commands: argparse._SubParsersAction[Any]) -> None:
    """The ``admin`` command and its own commands, under the server's parser."""
    admin = commands.add_parser(
        "admin",
        help="the keeper's tools: suspicious entries, hide, ban, the log",
        description="The keeper's tools, on the board's database (the server's own, "
        "running or not): what they change, every server on it shows from its next "
        "request on, and every change is logged with when and why.",
    )
    admin.add_argument(
        "--database",
        dest="admin_database",
        metavar="PATH_OR_URL",
        help="the board's SQLite file or postgresql:// URL (default: the server's)",
    )
    each = admin.add_subparsers(dest="admin_command", metavar="COMMAND", required=True)

    def day_options(p: argparse.ArgumentParser) -> None:
        p.add_argument("--date", type=_day, help="YYYY-MM-DD (default: today, UTC)")
        p.add_argument("--variant", choices=BOARD_VARIANTS, help="one variant's board only")

    suspicious = each.add_parser(
        "suspicious",
        help="a day's entries that look wrong: a line another player sent first, a time "
        "near the floor, many players from one address block",
    )
    day_options(suspicious)
    suspicious.add_argument(
        "--near",
        type=float,
        default=NEAR_DEFAULT,
        metavar="X",
        help=f"a time under X times the floor is near it (default {NEAR_DEFAULT:g}; the "
        f"floor is {MILLISECONDS_PER_HAND_MOVE_MIN} ms a move made by hand)",
    )
    suspicious.add_argument(
        "--block-players",
        type=int,
        default=BLOCK_PLAYERS_DEFAULT,
        metavar="N",
        help=f"N players or more from one address block is many (default {BLOCK_PLAYERS_DEFAULT})",
    )
    entries = each.add_parser("entries", help="every entry of a day, with its state")
    day_options(entries)
    for name, what in (("hide", "take an entry off the board"), ("unhide", "put it back")):
        p = each.add_parser(name, help=what)
        p.add_argument("entry", type=_entry_id, metavar="ENTRY", help="the entry's id")
        p.add_argument("--reason", default="", help="why, for the log")
    for name, what in (
        ("ban", "bar a player: its entries off the board, its games refused"),
        ("unban", "lift the bar"),
    ):
        p = each.add_parser(name, help=what)
        who = p.add_mutually_exclusive_group(required=True)
        who.add_argument(
            "player",
            nargs="?",
            type=_player,
            metavar="PLAYER",
            help="the player's id as the lists show it (or its first 8 characters or more)",
        )
        who.add_argument("--entry", type=_entry_id, help="the player who sent this entry")
        p.add_argument("--reason", default="", help="why, for the log")
    log = each.add_parser("log", help="what the keeper did, and when")
    log.add_argument("--last", type=int, default=50, metavar="N", help="the last N (50)")


def _day(text: str) -> dt.date:
    if not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text):
        raise argparse.ArgumentTypeError("write the date YYYY-MM-DD")
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text} is no day of the calendar") from None


def _entry_id(text: str) -> int:
    if not re.fullmatch(r"[0-9]{1,18}", text):
        raise argparse.ArgumentTypeError("an entry's id is a whole number")
    return int(text)


def _player(text: str) -> str:
    t = text.strip().lower()
    if not re.fullmatch(r"[0-9a-f]{8,64}", t):
        raise argparse.ArgumentTypeError("a player's id is 8 to 64 of 0-9 and a-f")
    return t


def run(args: argparse.Namespace, database: str) -> int:
    """Carry out ``args.admin_command`` on ``database``; 0, or :class:`AdminError`."""
    from .storage import StoreError, migration_lock, opener
    from .storage import keeper as k

    try:
        store = opener(database)()
    except StoreError as e:
        raise AdminError(str(e)) from None
    try:
        store.migrate(migration_lock(store.dialect))
        command = args.admin_command
        if command in ("suspicious", "entries"):
            day = args.date or dt.datetime.now(dt.timezone.utc).date()
            found = k.day_entries(
                store,
                day,
                floor_ms=MILLISECONDS_PER_HAND_MOVE_MIN,
                near=getattr(args, "near", NEAR_DEFAULT),
                block_players=getattr(args, "block_players", BLOCK_PLAYERS_DEFAULT),
            )
            shown = [e for e in found if args.variant in (None, e.variant)]
            if command == "suspicious":
                shown = [e for e in shown if e.why]
            _print_entries(day, shown, command)
        elif command in ("hide", "unhide"):
            _keep(lambda: k.hide(store, args.entry, args.reason, hidden=command == "hide"))
            write_out(f"entry {args.entry}: {'hidden' if command == 'hide' else 'shown'}\n")
        elif command in ("ban", "unban"):
            player = args.player
            if player is None:
                player = _keep(lambda: k.player_of_entry(store, args.entry))
            done = _keep(lambda: k.ban(store, player, args.reason, banned=command == "ban"))
            write_out(f"player {done}: {'banned' if command == 'ban' else 'no longer banned'}\n")
        else:
            for a in k.actions(store, max(1, args.last)):
                note = f" ({a.note})" if a.note else ""
                write_out(f"{a.at}  {a.action:<6}  {a.subject}{note}\n")
    except StoreError as e:
        raise AdminError(str(e)) from None
    finally:
        store.close()
    return 0


def _keep(do: Callable[[], T]) -> T:
    from .storage.keeper import KeeperError

    try:
        return do()
    except KeeperError as e:
        raise AdminError(str(e)) from None


def _print_entries(day: dt.date, entries: Sequence[object], command: str) -> None:
    from .storage.keeper import KeptEntry

    if not entries:
        write_out(
            f"{day.isoformat()}: no entries{' that look wrong' * (command == 'suspicious')}\n"
        )
        return
    write_out(f"{day.isoformat()}\n")
    for e in entries:
        assert isinstance(e, KeptEntry)
        state = [
            s
            for s, on in (
                ("ranked", e.ranked and not e.hidden and not e.banned),
                ("won", e.won and not e.ranked),
                ("hidden", e.hidden),
                ("banned", e.banned),
            )
            if on
        ]
        write_out(
            f"entry {e.id}  {e.variant}  player {e.player}  {e.name!r}  "
            f"{e.milliseconds / 1000:g} s, {e.moves} moves ({e.hand_moves} by hand), "
            f"score {e.score}  [{', '.join(state) or 'not won'}]  {e.received}\n"
        )
        for why in e.why:
            write_out(f"    {why}\n")
