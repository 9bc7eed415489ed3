"""Statistics carried to another machine and back: one file out, merged in without
duplicates.

The file (``.bdstats``) is gzip-compressed JSON Lines, read and written one game at a
time, so a hundred thousand games never sit in memory whole:

- the first line says what it is: ``{"format": "bakers-dozen-statistics", "version": 1,
  "exported_at": "2026-11-30T12:00:00Z"}``;
- then one line a game: the row's fields (``variant``, ``deal``, ``daily``,
  ``finished_at``, ``won``, ``moves``, ``seconds``, ``score``, ``hints``, ``undos``,
  ``helped``) and, when its line was kept, ``line`` (the engine's move text) and
  ``rules`` (:func:`~..engine.rules.rules_text`);
- the last line closes it: ``{"end": "bakers-dozen-statistics", "games": N, "records":
  {...}, "daily_streaks": {...}}``, the records and streaks as the file's games make them
  (for a reader of the file: an import works them out again from the games it merges).

Importing merges the file's games into the statistics in one transaction: a game already
there (same variant, deal, finish time, result, score and time) is skipped, so importing
the same file twice changes nothing; a file that is not ours, from a newer version, or
damaged anywhere (the last line missing, a game that does not read) changes nothing
either, and :class:`TransferError` says why.
"""

from __future__ import annotations

import dataclasses
import gzip
import io
import json
import math
import os
import sqlite3
import stat
import time
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Final

from ..engine.rules import parse_rules_text, rules_text
from .atomic import atomic_writer
from .game_lines import (
    LINE_MAX,
    GameLine,
    decode,
    encode,
    parse_line_text,
    read_line,
    rules_column,
)
from .stats_figures import figures
from .stats_records import GOOD, RECORD_COLUMNS, GameRecord, daily_streaks, row_to_record

FORMAT: Final = "bakers-dozen-statistics"
VERSION: Final = 1
SUFFIX: Final = ".bdstats"
LINE_BYTES_MAX: Final = 64 * 1024
"""A line of the file at most: a game with the longest line kept is some 25 kB."""
GAMES_MAX: Final = 50_000_000
_INT_MAX: Final = 2**62
_FIELDS: Final[dict[str, type | tuple[type, ...]]] = {
    "variant": str,
    "deal": (int, type(None)),
    "daily": bool,
    "finished_at": str,
    "won": bool,
    "moves": int,
    "seconds": (int, float),
    "score": int,
    "hints": int,
    "undos": int,
    "helped": bool,
}


class TransferError(Exception):
    """A file that cannot be imported; ``kind`` says why in short (``not-ours``,
    ``newer``, ``damaged``, ``unreadable``), the message in full."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class Imported:
    """What an import did: games added, and games the statistics held already."""

    added: int
    already: int


# --- out -------------------------------------------------------------------------------


def _game_json(game: GameRecord, rules: str | None, line: bytes | None) -> dict[str, object]:
    item: dict[str, object] = {key: getattr(game, key) for key in _FIELDS}
    if line is not None:
        try:
            kept = read_line(game.variant, rules, line)
        except ValueError:
            return item  # a damaged line goes no further; its game does
        item.update(rules=rules_text(kept.rules), line=" ".join(str(m) for m in decode(line)))
    return item


def _games(db: sqlite3.Connection) -> Iterator[dict[str, object]]:
    columns = ", ".join(f"g.{c}" for c in RECORD_COLUMNS)
    rows = db.execute(
        f"SELECT {columns}, l.rules, l.moves FROM {GOOD} g LEFT JOIN lines l ON l.game = g.id"
        " ORDER BY g.id"
    )
    for row in rows:
        rules, line = row[-2], row[-1]
        yield _game_json(
            row_to_record(row[:-2]),
            rules if isinstance(rules, str) else None,
            line if isinstance(line, bytes) else None,
        )


def _trailer(db: sqlite3.Connection, count: int) -> dict[str, object]:
    per_variant, everything = figures(db)
    records = {v: dataclasses.asdict(s) for v, s in sorted(per_variant.items())}
    records["*"] = dataclasses.asdict(everything)
    streaks = dataclasses.asdict(daily_streaks(db))
    return {"end": FORMAT, "games": count, "records": records, "daily_streaks": streaks}


def _dump(item: dict[str, object]) -> bytes:
    return (json.dumps(item, ensure_ascii=False, allow_nan=False) + "\n").encode("utf-8")


def export_statistics(db: sqlite3.Connection, target: Path) -> int:
    """Every readable game, with its line, to ``target`` (atomically); how many.
    ``OSError`` if it cannot be written."""
    now = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    count = 0
    # mtime 0 in the gzip header: the same statistics make the same bytes.
    with (
        atomic_writer(target) as raw,
        gzip.GzipFile("", "wb", 6, raw, mtime=0) as out,
    ):
        out.write(_dump({"format": FORMAT, "version": VERSION, "exported_at": now}))
        for item in _games(db):
            out.write(_dump(item))
            count += 1
        out.write(_dump(_trailer(db, count)))
    return count


# --- in --------------------------------------------------------------------------------


def _refuse(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def _lines(stream: IO[bytes]) -> Iterator[dict[str, Any]]:
    for number in range(1, GAMES_MAX + 3):
        raw = stream.readline(LINE_BYTES_MAX + 1)
        if not raw:
            return
        if len(raw) > LINE_BYTES_MAX:
            raise TransferError("damaged", f"line {number} is far too long")
        try:
            item = json.loads(raw.decode("utf-8"), parse_constant=_refuse)
        except (UnicodeDecodeError, ValueError, RecursionError) as e:
            if number == 1:
                raise TransferError("not-ours", "not a statistics file of this game") from None
            raise TransferError("damaged", f"line {number} is damaged ({e})") from None
        if not isinstance(item, dict):
            raise TransferError("damaged", f"line {number} is damaged")
        yield item
    raise TransferError("damaged", "far too many games")


def _record(item: dict[str, Any], number: int) -> GameRecord:
    def bad(what: str) -> TransferError:
        return TransferError("damaged", f"game {number}: {what}")

    extra = set(item) - set(_FIELDS) - {"rules", "line"}
    if extra or not set(_FIELDS) <= set(item):
        raise bad("its fields are wrong")
    for key, kind in _FIELDS.items():
        value = item[key]
        if isinstance(value, bool) != (kind is bool) or not isinstance(value, kind):
            raise bad(f"a damaged {key}")
    seconds = item["seconds"]
    if not math.isfinite(seconds) or not 0 <= seconds < 1e12:
        raise bad("a damaged time")
    for key in ("moves", "hints", "undos"):
        if not 0 <= item[key] <= _INT_MAX:
            raise bad(f"a damaged {key}")
    if abs(item["score"]) > _INT_MAX or (item["deal"] is not None and not 0 < item["deal"] < 2**31):
        raise bad("a damaged score or deal")
    if not 0 < len(item["variant"]) <= 64 or not 0 < len(item["finished_at"]) <= 40:
        raise bad("a damaged variant or finish time")
    line = None
    if "line" in item or "rules" in item:
        rules, text = item.get("rules"), item.get("line")
        if not isinstance(rules, str) or not isinstance(text, str):
            raise bad("a damaged line")
        try:
            line = GameLine(parse_rules_text(rules), parse_line_text(text))
        except ValueError as e:
            raise bad(f"a damaged line ({e})") from None
        if line.rules.id != item["variant"]:
            raise bad("a line of another variant")
    fields = {k: item[k] for k in _FIELDS if k != "seconds"}
    return GameRecord(**fields, seconds=float(seconds), line=line)


_SAME: Final = (
    "SELECT 1 FROM games WHERE finished_at = ? AND variant = ? AND deal IS ? AND won = ?"
    " AND score = ? AND seconds = ? LIMIT 1"
)
_INSERT: Final = (
    "INSERT INTO games (variant, deal, finished_at, won, moves, seconds, score, hints,"
    " undos, helped, daily) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


def _merge(db: sqlite3.Connection, games: Iterator[dict[str, Any]]) -> Imported:
    added = already = 0
    number = 0
    for item in games:
        if "end" in item:
            if item.get("end") != FORMAT or item.get("games") != number:
                raise TransferError("damaged", "its last line does not fit its games")
            if next(games, None) is not None:
                raise TransferError("damaged", "something follows its last line")
            return Imported(added, already)
        number += 1
        g = _record(item, number)
        same = (g.finished_at, g.variant, g.deal, int(g.won), g.score, g.seconds)
        if db.execute(_SAME, same).fetchone() is not None:
            already += 1
            continue
        cursor = db.execute(
            _INSERT,
            (
                g.variant, g.deal, g.finished_at, int(g.won), g.moves, g.seconds, g.score,
                g.hints, g.undos, int(g.helped), int(g.daily),
            ),
        )  # fmt: skip
        if g.line is not None and len(g.line.moves) <= LINE_MAX:
            db.execute(
                "INSERT INTO lines (game, rules, moves) VALUES (?, ?, ?)",
                (cursor.lastrowid, rules_column(g.line.rules), encode(g.line.moves)),
            )
        added += 1
    raise TransferError("damaged", "it ends early: its last line is missing")


def import_statistics(db: sqlite3.Connection, source: Path) -> Imported:
    """Merge the games of ``source`` into ``db``, all or nothing (:class:`TransferError`
    for a file that is not ours, newer, damaged or unreadable; then nothing changed)."""
    try:
        if not stat.S_ISREG(os.stat(source).st_mode):  # a FIFO would keep us waiting
            raise TransferError("unreadable", "not a file")
        # Closed by the with below, whatever happens.
        raw = open(source, "rb")  # noqa: SIM115
    except OSError as e:
        raise TransferError("unreadable", e.strerror or str(e)) from None
    with raw:
        try:
            head = raw.read(2)
            raw.seek(0)
        except OSError as e:
            raise TransferError("unreadable", e.strerror or str(e)) from None
        if head != b"\x1f\x8b":
            raise TransferError("not-ours", "not a statistics file of this game")
        stream = io.BufferedReader(gzip.GzipFile(fileobj=raw, mode="rb"))
        db.execute("BEGIN IMMEDIATE")
        try:
            games = _lines(stream)
            first = next(games, None)
            if first is None or first.get("format") != FORMAT:
                raise TransferError("not-ours", "not a statistics file of this game")
            version = first.get("version")
            if not isinstance(version, int) or isinstance(version, bool) or version < 1:
                raise TransferError("damaged", "its version is damaged")
            if version > VERSION:
                raise TransferError("newer", f"made by a newer version (format {version})")
            done = _merge(db, games)
            db.execute("COMMIT")
            return done
        except (OSError, EOFError, zlib.error, gzip.BadGzipFile) as e:
            db.execute("ROLLBACK")
            raise TransferError("damaged", f"it cannot be read to its end ({e})") from None
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise
