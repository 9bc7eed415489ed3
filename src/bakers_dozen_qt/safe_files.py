"""Reading files someone else may have put in our place: regular files only, and only so much.

A FIFO where a file belongs would keep ``open()`` waiting for a writer forever, and a
device such as ``/dev/zero`` would be read until memory runs out. :func:`read_limited`
opens without waiting (``O_NONBLOCK``), asks the open file what it is, and reads at most
one byte past the limit. No Qt and no store here: the start-up path uses it before
either is loaded.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # a FIFO opens at once instead of waiting for a writer
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)  # Windows: no newline translation
)


class NotAFile(OSError):
    """Something other than a regular file (a FIFO, a device, a socket, a folder)."""

    def __init__(self, path: Path, kind: str) -> None:
        super().__init__(errno.EINVAL, f"{kind}, not a file", str(path))
        self.kind = kind


class TooLarge(OSError):
    """A file larger than the reader accepts; ``size`` is what it holds (or more)."""

    def __init__(self, path: Path, size: int, limit: int) -> None:
        super().__init__(errno.EFBIG, f"{size:,} bytes, over the limit of {limit:,}", str(path))
        self.size = size
        self.limit = limit


def kind_of(mode: int) -> str:
    """What a file of ``mode`` is, in words ("a FIFO", "a folder"...)."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path``; :class:`NotAFile` for anything else,
    :class:`TooLarge` past ``limit`` bytes, ``OSError`` (``FileNotFoundError``...) when it
    cannot be opened or read. Never waits on a FIFO, never reads more than ``limit + 1``."""
    fd = os.open(path, _OPEN_FLAGS)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotAFile(path, kind_of(info.st_mode))
        if info.st_size > limit:
            raise TooLarge(path, info.st_size, limit)
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:  # it grew since it was opened
        raise TooLarge(path, len(data), limit)
    return data
