"""The game in progress on disk: read it back at start, write it at quit, never lose it.

:func:`load_game` either returns the saved game or raises :class:`SaveFileError` after
moving the file aside (``saved-game.json.damaged``, ``.damaged.2``... never over an
earlier copy): the caller tells the player once and starts fresh. A file that cannot even
be moved aside is left where it is and its path is *blocked* for the rest of the run:
:func:`save_game` and :func:`discard_game` then refuse to touch it, so a file we could
not read is never overwritten or deleted. Writes are atomic and fail with one typed
error, :class:`StoreWriteError`.

One size limit, :data:`MAX_SAVE_BYTES`, holds for reading and for writing, so a save this
version wrote is always one it reads: a history that would not fit loses what matters
least first (the steps to redo, then the oldest steps, up to a restart: the game, its
clock and its counts stay whole), and a game that still would not fit is not written
(the previous save stays). The format itself (versions 1 to 3, every check) lives in
:mod:`.savegame_format`.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import Final

from ..engine.history import StepKind
from ..safe_files import NotAFile, TooLarge, read_limited
from .atomic import atomic_write_text, clean_orphans, keep_aside
from .errors import Problem, SaveFileError, StoreWriteError
from .savegame_format import BadSave, NewerSave, SavedGame, dumps, loads, step_text

__all__ = [
    "MAX_SAVE_BYTES",
    "SaveFileError",
    "SavedGame",
    "clean_save_orphans",
    "discard_game",
    "dumps",
    "is_blocked",
    "load_game",
    "loads",
    "save_game",
]

MAX_SAVE_BYTES: Final = 2_000_000
"""The most a save may hold, read or written. A real save is a few kilobytes (a step
of the history costs about six bytes); a larger file is refused without being read.
Version 2 wrote some 90 bytes a step, with no limit: its long saves, up to this size,
are still read (and written back as version 3)."""

_blocked: set[str] = set()


def _key(path: Path) -> str:
    return os.path.abspath(path)


def is_blocked(path: Path) -> bool:
    """Whether ``path`` held a file that could be neither read nor moved aside this run."""
    return _key(path) in _blocked


def load_game(path: Path) -> SavedGame | None:
    """The saved game at ``path``; ``None`` if there is none.

    Anything else raises :class:`SaveFileError`: ``problem`` says what (damaged,
    unreadable, too large, from a newer version), ``kept_as`` where the file went, or
    ``None`` when it could not be moved and the path is now blocked for this run.
    """
    try:
        problem, detail, text = _read(path)
    except FileNotFoundError:
        return None
    if text is not None:
        try:
            return loads(text)
        except NewerSave as e:
            problem, detail = Problem.SAVE_NEWER, str(e)
        except BadSave as e:
            problem, detail = Problem.SAVE_DAMAGED, str(e)
        except (ValueError, TypeError, LookupError, ArithmeticError, RecursionError) as e:
            # loads() checks every field; this net only keeps a bug there from
            # stopping the app at every start.
            problem, detail = Problem.SAVE_DAMAGED, f"{type(e).__name__}: {e}"
    raise _set_aside(path, problem, detail)


def _read(path: Path) -> tuple[Problem, str, str | None]:
    """The file's text, or why there is none (``FileNotFoundError`` if no file)."""
    try:
        data = read_limited(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise
    except NotAFile:
        return Problem.SAVE_UNREADABLE, "not a file", None
    except TooLarge as e:
        return Problem.SAVE_TOO_LARGE, f"{e.size:,} bytes", None
    except OSError as e:
        return Problem.SAVE_UNREADABLE, e.strerror or str(e), None
    try:
        return Problem.SAVE_DAMAGED, "", data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        return Problem.SAVE_DAMAGED, f"not UTF-8 text (byte {e.start})", None


def _set_aside(path: Path, problem: Problem, detail: str) -> SaveFileError:
    try:
        aside = keep_aside(path)
    except OSError as e:
        _blocked.add(_key(path))
        why = e.strerror or str(e)
        return SaveFileError(problem, path, f"{detail}; it could not be moved aside either ({why})")
    return SaveFileError(problem, path, detail, kept_as=aside)


def save_game(path: Path, saved: SavedGame) -> None:
    """Write ``saved`` to ``path`` atomically; :class:`StoreWriteError` if it failed (the
    previous save is then intact)."""
    if is_blocked(path):
        raise _blocked_error(path)
    text = _within_limit(saved)
    if text is None:
        raise StoreWriteError(
            Problem.SAVE_WRITE_FAILED,
            path,
            f"the game is too long to be saved within {MAX_SAVE_BYTES:,} bytes",
            errno=errno.EFBIG,
        )
    try:
        atomic_write_text(path, text)
    except OSError as e:
        raise StoreWriteError(
            Problem.SAVE_WRITE_FAILED, path, e.strerror or str(e), errno=e.errno
        ) from None


def _within_limit(saved: SavedGame) -> str | None:
    """The save's text within :data:`MAX_SAVE_BYTES`, shortening its history if need be
    (module docstring); ``None`` when even the shortest history is too long."""
    text = dumps(saved)
    if len(text) <= MAX_SAVE_BYTES:  # the text is ASCII: characters are bytes
        return text
    history = saved.history.without_redo()
    steps = history.steps
    # Where the history may start: at the first step, or after any restart that is done.
    cuts = [0] + [i + 1 for i, step in enumerate(steps) if step.kind is StepKind.RESTART]
    sizes = [len(step_text(step)) + 1 for step in steps]
    rest = sum(sizes)  # bytes of the steps from the cut on
    head = len(text) - sum(len(step_text(step)) + 1 for step in saved.history.steps)
    at = 0
    for cut in cuts:
        rest -= sum(sizes[at:cut])
        at = cut
        if head + rest + 40 > MAX_SAVE_BYTES:  # 40: the counts' digits may grow
            continue
        text = dumps(saved.with_history(history.without_before(cut)))
        if len(text) <= MAX_SAVE_BYTES:
            return text
    return None


def discard_game(path: Path) -> None:
    """Remove the save (the game was won or nothing was played); no file is fine.

    :class:`StoreWriteError` if it cannot be removed, and always for a blocked path.
    Only a regular file is removed: a folder in its place is left alone.
    """
    if is_blocked(path):
        raise _blocked_error(path)
    try:
        info = os.lstat(path)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(21, "a folder is in its place")
        os.unlink(path)
    except FileNotFoundError:
        return
    except OSError as e:
        raise StoreWriteError(
            Problem.SAVE_WRITE_FAILED, path, e.strerror or str(e), errno=e.errno
        ) from None


def clean_save_orphans(path: Path) -> int:
    """Remove temporary files left by saves that were interrupted; call it at start."""
    return clean_orphans(path)


def _blocked_error(path: Path) -> StoreWriteError:
    return StoreWriteError(
        Problem.SAVE_BLOCKED,
        path,
        "a file that could not be read is still there; it is left untouched",
    )
