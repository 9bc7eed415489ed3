"""What can go wrong with the stored files, as values the Qt layer can word.

The store never talks to the player: each error and notice carries a :class:`Problem`
code, the path concerned, where a bad file was kept (if it was), the system's error
number when there is one, a count where one matters, and a technical detail in English.
The Qt layer turns these into translated sentences; the detail is only ever shown as
such (for a bug report), and paths as they are.
"""

from __future__ import annotations

import enum
from pathlib import Path

from ..engine.read_only import ReadOnly


class Problem(enum.Enum):
    """One kind of trouble; the value is a stable id (logs, tests)."""

    SAVE_DAMAGED = "save-damaged"
    """The saved game is not a valid save (bad JSON, a bad field, an illegal move...)."""
    SAVE_UNREADABLE = "save-unreadable"
    """The saved game could not be read at all (permissions, a folder in its place...)."""
    SAVE_TOO_LARGE = "save-too-large"
    """The file is far larger than any save; it was not read."""
    SAVE_NEWER = "save-newer"
    """Written by a newer version of the game, in a format this one does not know."""
    SAVE_WRITE_FAILED = "save-write-failed"
    """The game could not be saved (or the old save could not be removed)."""
    SAVE_BLOCKED = "save-blocked"
    """A file we could not read could not be moved aside either: it is left alone, and
    the game will not save over it or delete it until the app is restarted."""
    STATS_DAMAGED = "stats-damaged"
    """The statistics file was damaged (or not a database): kept aside, a new one made."""
    STATS_NEWER = "stats-newer"
    """The statistics come from a newer version: kept aside, a new file made."""
    STATS_LOCKED = "stats-locked"
    """Another program holds the statistics: paused, games wait in memory and are
    written when it lets go."""
    STATS_UNAVAILABLE = "stats-unavailable"
    """The statistics can be neither opened nor made (a read-only folder, a full disk):
    games wait in memory and are retried."""
    STATS_RESUMED = "stats-resumed"
    """The statistics work again after being paused; every waiting game was written."""
    STATS_LOST = "stats-lost"
    """Games that could not be written before the app closed (the count is in detail)."""
    EXPORT_FAILED = "export-failed"
    """The CSV export could not be written."""


class StoreError(Exception):
    """Base of the store's errors: ``problem`` says what, ``path`` where."""

    def __init__(
        self,
        problem: Problem,
        path: Path,
        detail: str,
        *,
        kept_as: Path | None = None,
        errno: int | None = None,
    ) -> None:
        self.problem = problem
        self.path = path
        self.detail = detail
        self.kept_as = kept_as
        super().__init__(self._english())
        # After OSError's __init__ (a base of StoreWriteError), which resets it.
        self.errno = errno
        """The system's error number (``errno``) of a failed read or write, if any."""

    def _english(self) -> str:
        text = self.detail
        if self.kept_as is not None:
            text += f"; the file was kept as {self.kept_as}"
        return text


class SaveFileError(StoreError, ValueError):
    """A saved game that cannot be loaded. Always "start fresh": the file was kept aside
    (``kept_as``) or, if even that failed, the path is blocked for this run
    (``problem is Problem.SAVE_BLOCKED``)."""


class StoreWriteError(StoreError, OSError):
    """A save, a removal or an export that failed; the old file, if any, is intact."""


# A plain class, not a frozen dataclass: made at start-up without exec (docs/start-up.md);
# not a named tuple, whose count() its field would hide.
class Notice(ReadOnly):
    """Something the player should be told once (statistics opened, paused, resumed...).

    ``count``: the games concerned (``STATS_LOST``), how many could not be written.
    """

    __slots__ = ("count", "detail", "kept_as", "path", "problem")
    _what = "a notice"

    problem: Problem
    path: Path
    detail: str
    kept_as: Path | None
    count: int

    def __init__(
        self,
        problem: Problem,
        path: Path,
        detail: str = "",
        kept_as: Path | None = None,
        count: int = 0,
    ) -> None:
        set_field = object.__setattr__  # a notice is immutable once made
        set_field(self, "problem", problem)
        set_field(self, "path", path)
        set_field(self, "detail", detail)
        set_field(self, "kept_as", kept_as)
        set_field(self, "count", count)

    def _values(self) -> tuple[Problem, Path, str, Path | None, int]:
        return (self.problem, self.path, self.detail, self.kept_as, self.count)

    def __eq__(self, other: object) -> bool:
        if type(other) is not Notice:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return (
            f"Notice(problem={self.problem!r}, path={self.path!r}, detail={self.detail!r}, "
            f"kept_as={self.kept_as!r}, count={self.count!r})"
        )
