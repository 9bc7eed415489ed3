"""The daily results waiting for the online board, and the entries it gave back.

One JSON file in the data folder, ``online-board.json``::

    {"version": 1,
     "queue": [<a submission's wire form>, ...],
     "entries": {"2026-12-05/bakers-dozen": 17, ...}}

``queue`` holds the results not yet taken by the board (offline, the server down, told
to come back later), oldest first, so that a result outlives a quit and is sent at the
next start. ``entries`` keeps the id the board gave each accepted game, so that the
Statistics window can ask for the player's place later.

Every write is atomic. A file that cannot be read back as exactly this (not JSON, a
field of the wrong kind, a queued result the board would refuse) is kept aside as
``online-board.json.damaged`` (never deleted, never overwritten) and the queue starts
empty: the player is told once, by whoever loads it. No Qt here.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from ..safe_files import read_limited
from .atomic import atomic_write_text, keep_aside

FILE_NAME: Final = "online-board.json"
VERSION: Final = 1
MAX_BYTES: Final = 4_000_000
"""A queue of a year of daily deals of every variant is well under a megabyte."""
MAX_QUEUED: Final = 400
"""Beyond this many unsent results the oldest go first: a board takes only dates near
its own today anyway."""
MAX_ENTRIES: Final = 400
_KEY_RE: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}/[a-z-]{1,40}")


class QueueFileDamaged(Exception):
    """The file was not readable and was kept aside (``kept_as``; ``None`` if even that
    failed, and then it is left where it is and never written over this run)."""

    def __init__(self, path: Path, kept_as: Path | None, why: str) -> None:
        super().__init__(f"{path}: {why}")
        self.path = path
        self.kept_as = kept_as
        self.why = why

    def fresh(self) -> BoardQueue:
        """The empty queue to go on with (one that never writes over a file it could
        not keep aside)."""
        return BoardQueue(self.path, blocked=self.kept_as is None)


def board_key(date: str, variant: str) -> str:
    """The key of one daily board: ``"2026-12-05/bakers-dozen"``."""
    return f"{date}/{variant}"


@dataclass
class BoardQueue:
    """The queue and the entries, in memory; :meth:`save` writes them (when ``path``)."""

    path: Path | None = None
    queue: list[dict[str, object]] = field(default_factory=list)
    entries: dict[str, int] = field(default_factory=dict)
    blocked: bool = False
    """A file that could not be read nor kept aside is never written over."""

    @classmethod
    def load(cls, path: Path | None) -> BoardQueue:
        """The queue kept at ``path`` (empty if there is none).

        Raises :class:`QueueFileDamaged` after keeping an unreadable file aside; the
        caller tells the player and goes on with ``error.fresh``, an empty queue."""
        if path is None:
            return cls(None)
        try:
            text = read_limited(path, MAX_BYTES).decode("utf-8")
        except FileNotFoundError:
            return cls(path)
        except (OSError, UnicodeDecodeError) as e:
            raise _damaged(path, _why(e)) from None
        try:
            return cls(path, *_parse(text))
        except ValueError as e:
            raise _damaged(path, str(e)) from None

    def add(self, payload: dict[str, object]) -> bool:
        """Queue a result; ``False`` when one of the same board is queued already (the
        board keeps the first game of a player anyway)."""
        key = _key_of(payload)
        if any(_key_of(p) == key for p in self.queue):
            return False
        self.queue.append(dict(payload))
        del self.queue[:-MAX_QUEUED]
        return True

    def drop(self, payload: dict[str, object]) -> None:
        """The board answered for this result: it leaves the queue."""
        key = _key_of(payload)
        self.queue = [p for p in self.queue if _key_of(p) != key]

    def remember(self, date: str, variant: str, entry_id: int) -> None:
        self.entries[board_key(date, variant)] = entry_id
        while len(self.entries) > MAX_ENTRIES:
            del self.entries[min(self.entries)]  # the oldest date goes first

    def entry_for(self, date: str, variant: str) -> int | None:
        return self.entries.get(board_key(date, variant))

    def save(self) -> None:
        """Write the file atomically (``OSError`` if it cannot be; the old one stays)."""
        if self.path is None or self.blocked:
            return
        data = {"version": VERSION, "queue": self.queue, "entries": self.entries}
        atomic_write_text(self.path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def _key_of(payload: dict[str, object]) -> str:
    return board_key(str(payload.get("date")), str(payload.get("variant")))


def _parse(text: str) -> tuple[list[dict[str, object]], dict[str, int]]:
    from ..engine.submission import SECONDS_MAX, SubmissionError, parse

    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise ValueError(f"not JSON ({e})") from None
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError("not an online board queue of this version")
    queue, entries = data.get("queue"), data.get("entries")
    if not isinstance(queue, list) or not isinstance(entries, dict):
        raise ValueError("queue or entries missing")
    for i, item in enumerate(queue, 1):
        try:
            # What the board checks of it but for the time floor (its judgement, not
            # damage): the time must be a number in bounds, nothing more.
            if not isinstance(item, dict):
                raise SubmissionError("", "not a JSON object")
            seconds = item.get("seconds")
            if not isinstance(seconds, (int, float)) or isinstance(seconds, bool):
                raise SubmissionError("seconds", "not a number")
            if not 0 <= seconds <= SECONDS_MAX:
                raise SubmissionError("seconds", "out of bounds")
            parse({**item, "seconds": SECONDS_MAX})
        except SubmissionError as e:
            raise ValueError(f"queued result {i}: {e}") from None
    for key, value in entries.items():
        if not _KEY_RE.fullmatch(key) or type(value) is not int or value < 1:
            raise ValueError(f"entry {key[:40]!r}: not a board and an entry id")
    return queue, entries


def _why(error: BaseException) -> str:
    if isinstance(error, UnicodeDecodeError):
        return f"not UTF-8 text (byte {error.start})"
    if isinstance(error, OSError):
        return error.strerror or str(error)
    return str(error)


def _damaged(path: Path, why: str) -> QueueFileDamaged:
    try:
        kept: Path | None = keep_aside(path)
    except OSError:
        kept = None
    return QueueFileDamaged(path, kept, why)
