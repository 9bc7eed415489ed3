"""The ``--out`` file of ``bakers-dozen-solve``: results kept as they come, runs resumed.

One JSON object a line, each written and flushed the moment its deal is solved, so a run
killed at any point loses only the deals being solved. Opened again, the file says which
deals are done, and the run skips them. A kill can cut the last line short: such a line
(the only one without its newline, and not a whole record) is cut off before new lines
are added; the deal it was about is solved again. Anything else that is not a record of
the same variant is left alone and refused, so a wrong file name costs nothing.

A run holds an exclusive lock on the file while it is open (POSIX ``flock``; the system
drops it when the process ends, even when killed), so a second run started on the same
file is refused instead of solving the same deals again beside the first. On Windows
there is no such lock: its locks are mandatory byte ranges, not needed for a tool run
by hand.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any, BinaryIO, Final

VERDICTS: Final = frozenset({"won", "unwinnable", "unknown"})


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
        """Read what ``path`` holds (creating it if need be), ready to append to it."""
        try:
            stream: BinaryIO = open(path, "a+b")  # noqa: SIM115 - kept open for appending
        except OSError as e:
            raise ResultsLogError(f"cannot open {path}: {e.strerror or e}") from None
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
        for number, line in enumerate(stream, 1):  # one line at a time: it may be large
            whole = line.endswith(b"\n")
            rec = _record(line)
            if rec is None or rec.get("variant", variant) != variant:
                if not whole and rec is None:
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
