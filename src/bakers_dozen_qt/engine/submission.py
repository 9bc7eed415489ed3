"""A daily deal's result as the game sends it to an online board, and as the board reads it.

One module for both ends, so that what the game builds is exactly what the server
accepts. The wire form is a JSON object::

    {"date": "2026-11-30", "variant": "bakers-dozen", "moves": "4-9 12-f ...",
     "seconds": 312.5, "hints": 0, "undos": 3, "helped": false,
     "name": "Ann", "token": "<32 random URL-safe characters>"}

``moves`` is the game's line from the deal to where it ended, in the engine's move text
(``Game.move_stack``: after a restart, the moves since it). The board replays it
(:mod:`.daily_replay`), so it needs nothing else about the cards. ``token`` is a random
string made once per install (:func:`new_token`): it keeps one entry per player and deal
without an account. Nothing else about the player is sent.
"""

from __future__ import annotations

import datetime as _dt
import math
import re
import secrets
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from .daily_replay import BOARD_VARIANTS
from .moves import Move, MoveTextError, format_moves, iter_moves

NAME_MAX: Final = 24
"""A display name's length at most, in characters, after :func:`clean_name`."""
MOVES_MAX: Final = 2000
MOVES_TEXT_MAX: Final = 16_000
SECONDS_MAX: Final = 7 * 24 * 3600
COUNT_MAX: Final = 100_000
"""Hints and undos at most."""
MILLISECONDS_PER_MOVE_MIN: Final = 200
"""The floor the game used before boards counted hand moves: per move of the whole line.
The game still drops a result under it (``qt/online/daily_result.py``); boards judge by
:data:`MILLISECONDS_PER_HAND_MOVE_MIN`, which never refuses what this lets through."""
SECONDS_PER_MOVE_MIN: Final = MILLISECONDS_PER_MOVE_MIN / 1000
MILLISECONDS_PER_HAND_MOVE_MIN: Final = 150
"""No hand plays faster: a board refuses a claimed time under this much per move the
player made by hand (``daily_replay.hand_moves``: the cards that go up by themselves are
not counted). The fastest typists' two keys a move in the real window take 161 ms a hand
move or more, 173 ms in the median of 12 daily deals (``benchmarks/human_floor_bench.py``,
a key every 80 ms); compared in whole milliseconds."""
TOKEN_RE: Final = re.compile(r"[A-Za-z0-9_-]{22,64}")
FIELDS: Final = ("date", "variant", "moves", "seconds", "hints", "undos", "helped", "name", "token")


class SubmissionError(ValueError):
    """A payload the board cannot take; the message names the field and says why."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}" if field else message)
        self.field = field


@dataclass(frozen=True, slots=True)
class Submission:
    date: _dt.date
    variant: str
    moves: tuple[Move, ...]
    seconds: float
    hints: int
    undos: int
    helped: bool
    """Show the Way or Where Was It Lost?'s Go Back was used: counted, never ranked."""
    name: str
    token: str

    @property
    def milliseconds(self) -> int:
        return milliseconds(self.seconds)

    def to_json(self) -> dict[str, object]:
        return {
            "date": self.date.isoformat(),
            "variant": self.variant,
            "moves": format_moves(self.moves),
            "seconds": self.seconds,
            "hints": self.hints,
            "undos": self.undos,
            "helped": self.helped,
            "name": self.name,
            "token": self.token,
        }


def milliseconds(seconds: float) -> int:
    """A time in whole milliseconds, the unit the board compares and keeps."""
    return round(seconds * 1000)


def new_token() -> str:
    """A fresh per-install token: 32 URL-safe characters, 192 random bits."""
    return secrets.token_urlsafe(24)


def clean_name(text: str) -> str:
    """A display name as the board shows it: NFC, no control or format characters (line
    breaks, bidirectional overrides, zero-width marks), each run of spaces one space, no
    space at either end. Length is not checked here (:func:`build` does)."""
    kept = []
    for ch in unicodedata.normalize("NFC", text):
        if ch.isspace():
            kept.append(" ")
        elif unicodedata.category(ch)[0] != "C":
            kept.append(ch)
    return " ".join("".join(kept).split())


def build(
    *,
    date: _dt.date,
    variant: str,
    moves: Sequence[Move],
    seconds: float,
    hints: int,
    undos: int,
    helped: bool,
    name: str,
    token: str,
) -> Submission:
    """A checked submission (:class:`SubmissionError` if a field is out of bounds)."""
    return parse(
        Submission(
            date, variant, tuple(moves), seconds, hints, undos, helped, name, token
        ).to_json()
    )


def parse(data: object) -> Submission:
    """The submission in a decoded JSON value, every field checked; the first fault
    raises :class:`SubmissionError`. Unknown fields are faults too: a typo never passes
    unseen."""
    if not isinstance(data, Mapping):
        raise SubmissionError("", "the body must be a JSON object")
    for key in data:
        if key not in FIELDS:
            if not isinstance(key, str) or len(key) > 24:
                shown = "(a long name)"
            elif not key.isprintable():  # a line break would make the reason two lines
                shown = "(a name that cannot be shown)"
            else:
                shown = key
            raise SubmissionError(shown, "unknown field")
    for key in FIELDS:
        if key not in data:
            raise SubmissionError(key, "missing")
    date = _date(data["date"])
    variant = _variant(data["variant"])
    moves = _moves(data["moves"])
    seconds = _number("seconds", data["seconds"], SECONDS_MAX)
    hints = _count("hints", data["hints"])
    undos = _count("undos", data["undos"])
    helped = data["helped"]
    if not isinstance(helped, bool):
        raise SubmissionError("helped", "must be true or false")
    return Submission(
        date,
        variant,
        moves,
        seconds,
        hints,
        undos,
        helped,
        _name(data["name"]),
        _token(data["token"]),
    )


_DATE_RE: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def _date(value: object) -> _dt.date:
    if not isinstance(value, str) or not _DATE_RE.fullmatch(value):
        raise SubmissionError("date", "must be a date written YYYY-MM-DD")
    try:
        return _dt.date.fromisoformat(value)
    except ValueError:
        raise SubmissionError("date", f"{value} is no day of the calendar") from None


def _variant(value: object) -> str:
    if not isinstance(value, str) or value not in BOARD_VARIANTS:
        raise SubmissionError("variant", f"must be one of {', '.join(BOARD_VARIANTS)}")
    return value


def _moves(value: object) -> tuple[Move, ...]:
    if not isinstance(value, str):
        raise SubmissionError("moves", 'must be text such as "4-9 12-f"')
    if len(value) > MOVES_TEXT_MAX:
        raise SubmissionError("moves", f"longer than {MOVES_TEXT_MAX:,} characters")
    words = value.split()
    if len(words) > MOVES_MAX:
        raise SubmissionError("moves", f"more than {MOVES_MAX:,} moves")
    if not words:
        raise SubmissionError("moves", "no move: a deal not played is no game")
    # A board reads thousands of lines of the same few hundred words: each word is
    # parsed once (the first fault raises with its place in the list, as iter_moves says).
    known = _KNOWN_MOVES
    try:
        return tuple(known[w] if w in known else _learn(w) for w in words)
    except MoveTextError:
        pass
    try:
        return tuple(iter_moves(value))
    except MoveTextError as e:
        raise SubmissionError("moves", str(e)) from None


_KNOWN_MOVES: Final[dict[str, Move]] = {}


def _learn(word: str) -> Move:
    move = Move.parse(word)
    if len(_KNOWN_MOVES) < 4096:
        _KNOWN_MOVES[word] = move
    return move


def _number(field: str, value: object, top: int) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise SubmissionError(field, f"must be a number from 0 to {top:,}")
    if isinstance(value, int):
        if not 0 <= value <= top:
            raise SubmissionError(field, f"must be a number from 0 to {top:,}")
        return float(value)
    if not math.isfinite(value) or not 0 <= value <= top:
        raise SubmissionError(field, f"must be a number from 0 to {top:,}")
    return value


def _count(field: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= COUNT_MAX:
        raise SubmissionError(field, f"must be a whole number from 0 to {COUNT_MAX:,}")
    return value


def _name(value: object) -> str:
    if not isinstance(value, str):
        raise SubmissionError("name", "must be text")
    if len(value) > 4 * NAME_MAX:  # before cleaning: no work on a megabyte of spaces
        raise SubmissionError("name", f"at most {NAME_MAX} characters")
    name = clean_name(value)
    if not name:
        raise SubmissionError("name", "empty: choose a name to show on the board")
    if len(name) > NAME_MAX:
        raise SubmissionError("name", f"at most {NAME_MAX} characters")
    return name


def _token(value: object) -> str:
    if not isinstance(value, str) or not TOKEN_RE.fullmatch(value):
        raise SubmissionError("token", "must be 22 to 64 letters, digits, - or _")
    return value
