"""The keeper's reading and writing of the board: a day's entries with what looks wrong
about them, hiding an entry, banning a player, and the log of every such action.

A hidden entry, or every entry of a banned player, is "withheld": the boards and the API
leave it out from the next request on (they read the database each time), and it is
kept, so that unhiding or unbanning puts it back as it was.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from dataclasses import dataclass, field

from ..board import player_id, rank_key
from .sql import SqlStore


class KeeperError(Exception):
    """The keeper asked for something there is not (one line)."""


@dataclass(frozen=True, slots=True)
class KeptEntry:
    """An entry as the keeper sees it: who sent it and what looks wrong about it."""

    id: int
    variant: str
    name: str
    player: str
    """The player's id (:func:`~..board.player_id`)."""
    won: bool
    ranked: bool
    milliseconds: int
    moves: int
    hand_moves: int
    score: int
    received: str
    hidden: bool
    banned: bool
    same_line_as: int | None
    block_tag: str
    why: list[str] = field(default_factory=list)
    """What looks wrong, in words; empty when nothing does."""


@dataclass(frozen=True, slots=True)
class Action:
    at: str
    action: str
    subject: str
    note: str


_DAY_ENTRIES = (
    "SELECT e.id, e.variant, e.name, e.token_hash, e.won, e.ranked, e.milliseconds, e.moves,"
    " e.hand_moves, e.score, e.received, e.hidden, p.banned, e.same_line_as, p.block_tag"
    " FROM entries e JOIN players p ON p.token_hash = e.token_hash"
    " WHERE e.day = ?"
)


def day_entries(
    store: SqlStore,
    day: dt.date,
    *,
    floor_ms: int,
    near: float,
    block_players: int,
) -> list[KeptEntry]:
    """Every entry of ``day``, each with what looks wrong: a line another player sent
    first, a time under ``near`` times the floor (``floor_ms`` a hand move), a player
    from an address block that brought ``block_players`` or more players that day. By
    variant, each in its board's order (the ranked first), then the rest by id."""
    rows = store.run(_DAY_ENTRIES, (day.isoformat(),)).fetchall()
    entries = [
        KeptEntry(
            int(r[0]), str(r[1]), str(r[2]), player_id(str(r[3])), bool(r[4]), bool(r[5]),
            int(r[6]), int(r[7]), int(r[8]), int(r[9]), str(r[10]), bool(r[11]),
            bool(r[12]), None if r[13] is None else int(r[13]), str(r[14]),
        )
        for r in rows
    ]  # fmt: skip
    entries.sort(key=lambda e: (e.variant, not e.ranked, rank_key(e) if e.ranked else (e.id,)))
    by_block = Counter(e.block_tag for e in {e.player: e for e in entries}.values())
    copied = Counter(e.same_line_as for e in entries if e.same_line_as is not None)
    for e in entries:
        if e.same_line_as is not None:
            e.why.append(f"the same line as entry {e.same_line_as}")
        if copied[e.id]:
            e.why.append(f"its line sent again by {copied[e.id]} other player(s)")
        if e.won and e.hand_moves and e.milliseconds < near * floor_ms * e.hand_moves:
            e.why.append(f"{e.milliseconds / e.hand_moves:.0f} ms a hand move")
        if e.block_tag and by_block[e.block_tag] >= block_players:
            e.why.append(f"one of {by_block[e.block_tag]} players from one address block")
    return entries


def _log(store: SqlStore, action: str, subject: str, note: str) -> None:
    at = dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")
    store.run(
        "INSERT INTO keeper_log (at, action, subject, note) VALUES (?, ?, ?, ?)",
        (at, action, subject, note),
    )


def hide(store: SqlStore, entry_id: int, note: str, *, hidden: bool = True) -> None:
    """Take an entry off the board (``hidden``), or put it back (unless its player is
    banned); logged in the same transaction."""
    with store.transaction():
        done = store.run(
            "UPDATE entries SET hidden = ?, withheld = CASE WHEN ? = 1 THEN 1 ELSE"
            " (SELECT banned FROM players WHERE players.token_hash = entries.token_hash) END"
            " WHERE id = ?",
            (int(hidden), int(hidden), entry_id),
        )
        if done.rowcount != 1:
            raise KeeperError(f"there is no entry {entry_id}")
        _log(store, "hide" if hidden else "unhide", f"entry {entry_id}", note)


def player_of_entry(store: SqlStore, entry_id: int) -> str:
    row = store.run("SELECT token_hash FROM entries WHERE id = ?", (entry_id,)).fetchone()
    if row is None:
        raise KeeperError(f"there is no entry {entry_id}")
    return player_id(str(row[0]))


def ban(store: SqlStore, player: str, note: str, *, banned: bool = True) -> str:
    """Bar a player (its entries off the board, its games refused), or lift the bar;
    ``player`` is a player id or the start of one (8 characters or more). Logged in the
    same transaction; returns the player's id."""
    with store.transaction():
        rows = store.run(
            "SELECT token_hash FROM players WHERE token_hash >= ? AND token_hash < ?"
            " ORDER BY token_hash LIMIT 2",
            (player, player + "g"),  # hex: "g" sorts after every digit and letter
        ).fetchall()
        if not rows:
            raise KeeperError(f"there is no player {player}")
        if len(rows) > 1:
            raise KeeperError(f"more than one player starts with {player}: give more of it")
        token_hash = str(rows[0][0])
        store.run("UPDATE players SET banned = ? WHERE token_hash = ?", (int(banned), token_hash))
        store.run(
            "UPDATE entries SET withheld = CASE WHEN ? = 1 THEN 1 ELSE hidden END"
            " WHERE token_hash = ?",
            (int(banned), token_hash),
        )
        _log(store, "ban" if banned else "unban", f"player {player_id(token_hash)}", note)
    return player_id(token_hash)


def actions(store: SqlStore, last: int) -> list[Action]:
    """The keeper's last ``last`` actions, oldest first."""
    rows = store.run(
        "SELECT at, action, subject, note FROM keeper_log ORDER BY id DESC LIMIT ?", (last,)
    ).fetchall()
    return [Action(str(r[0]), str(r[1]), str(r[2]), str(r[3])) for r in reversed(rows)]
