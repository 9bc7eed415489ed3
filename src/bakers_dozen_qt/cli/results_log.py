"""The ``--out`` file of ``bakers-dozen-solve``: results kept as they come, runs resumed.

One JSON object a line, each written and flushed the moment its deal is solved, so a run
killed at any point loses only the deals being solved. Opened again, the file says which
deals are done, and the run skips them. A kill can cut the last line short: such a line
(the only one without its newline, and not a whole record) is cut off before new lines
are added; the deal it was about is solved again. Anything else that is not a record of
the same variant is left alone and refused, so a wrong file name costs nothing; so is
anything but a regular file (a device, a FIFO), and no line is read past
:data:`MAX_LINE` bytes.

A run holds an exclusive lock on the file while it is open (POSIX ``flock``; the system
drops it when the process ends, even when killed), so a second run started on the same
file is refused instead of solving the same deals again beside the first. On Windows
there is no such lock: its locks are mandatory byte ranges, not needed for a tool run
by hand.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path
from typing import Any, BinaryIO, Final

from ..safe_files import kind_of

VERDICTS: Final = frozenset({"won", "unwinnable", "unknown"})
MAX_LINE: Final = 1 << 16
"""A result is a few hundred bytes (a long solution, a few kilobytes); a longer line is
not one, and is not read whole."""
_OPEN_FLAGS: Final = (
    os.O_RDWR
    | os.O_CREAT
    | os.O_APPEND
    | getattr(os, "O_NONBLOCK", 0)  # a FIFO is found out instead of waited on
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


class ResultsLogError(Exception):
    """The file cannot serve as this run's results file; the message says why, in one line."""


def _record(line: bytes) -> dict[str, Any] | None:
    """The result on ``line``, or None when it is not one."""
    try:
        rec = json.loads(line)
    except ValueError:  # also UnicodeDecodeError
        return None
    if not isinstance(rec, dict):
        return None
    deal = rec.get("deal")
    if type(deal) is not int or rec.get("verdict") not in VERDICTS:
        return None
    return rec


def _lock(path: Path, stream: BinaryIO) -> None:
    """Hold the file for this run alone (module docstring); refuse when another run does."""
    if sys.platform == "win32":
        return
    import fcntl

    try:
        fcntl.flock(stream.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise ResultsLogError(
            f"{path} is being written by another run; let it finish or give another --out file"
        ) from None
    except OSError:
        pass  # a file system without locks: go on as runs always did


class ResultsLog:
    """An open results file: :attr:`done` holds the deals it has results for."""

    def __init__(self, path: Path, stream: BinaryIO, done: set[int]) -> None:
        self.path = path
        self._stream = stream
        self.done = done

    @classmethod
    def open(cls, path: Path, variant: str) -> ResultsLog:
        """Read what ``path`` holds (creating it if need be), ready to append to it. Only a
        regular file: a device (``/dev/zero`` would be read for ever) or a FIFO is
        refused before anything is read from it."""
        try:
            fd = os.open(path, _OPEN_FLAGS, 0o666)
        except OSError as e:
            raise ResultsLogError(f"cannot open {path}: {e.strerror or e}") from None
        try:
            mode = os.fstat(fd).st_mode
            if not stat.S_ISREG(mode):
                raise ResultsLogError(
                    f"--out {path} is {kind_of(mode)}, not a regular file; give a file to "
                    "keep the results in"
                )
            if hasattr(os, "O_NONBLOCK"):  # Unix: a regular file, back to plain reads
                os.set_blocking(fd, True)
            stream: BinaryIO = os.fdopen(fd, "a+b")
        except BaseException:
            os.close(fd)
            raise
        try:
            _lock(path, stream)
            done = cls._read(path, stream, variant)
        except BaseException:
            stream.close()
            raise
        return cls(path, stream, done)

    @staticmethod
    def _read(path: Path, stream: BinaryIO, variant: str) -> set[int]:
        done: set[int] = set()
        stream.seek(0)
        start = 0  # offset of the line being read
        lines = iter(lambda: stream.readline(MAX_LINE + 1), b"")  # never a line past that
        for number, line in enumerate(lines, 1):
            whole = line.endswith(b"\n")
            rec = _record(line) if len(line) <= MAX_LINE else None
            if rec is None or rec.get("variant", variant) != variant:
                if not whole and rec is None and len(line) <= MAX_LINE:
                    # Cut short by a kill: drop the piece, its deal is solved again.
                    stream.truncate(start)
                    break
                what = (
                    f"results of {rec.get('variant')}, not {variant}"
                    if rec is not None
                    else f"line {number} is not a result of bakers-dozen-solve"
                )
                raise ResultsLogError(f"{path}: {what}; give another --out file")
            done.add(rec["deal"])
            if not whole:
                stream.write(b"\n")  # a whole record that only lost its newline
            start += len(line)
        stream.seek(0, os.SEEK_END)
        return done

    def add(self, rec: dict[str, Any]) -> None:
        """Append one result and flush it to the system at once."""
        try:
            self._stream.write(json.dumps(rec).encode("utf-8") + b"\n")
            self._stream.flush()
        except OSError as e:
            raise ResultsLogError(f"cannot write to {self.path}: {e.strerror or e}") from None
        self.done.add(rec["deal"])

    def close(self) -> None:
        self._stream.close()
