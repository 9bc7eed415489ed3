"""Files written whole or not at all, and bad files moved aside, never over another.

A write goes to a temporary file beside the target (``.NAME.XXXX.tmp``), is flushed to
disk, renamed over the target, and the folder is flushed so the rename itself survives a
power cut. A kill at any point leaves the old file or the new one, plus at worst a
temporary file that :func:`clean_orphans` removes at the next start.
"""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

log = logging.getLogger(__name__)

MAX_ASIDE = 1000
"""How many ``.damaged.N`` names to try before giving up on keeping a file aside."""


def _tmp_prefix(path: Path) -> str:
    return f".{path.name}."


def fsync_dir(folder: Path) -> None:
    """Flush a folder's entries (a rename) to disk where the system allows it.

    Windows cannot open a folder for this, and some file systems refuse; the rename is
    then as durable as the system makes it, which is the best to be had there.
    """
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically; raises ``OSError`` (the old file is then
    untouched and no temporary file is left behind)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=_tmp_prefix(path), suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_dir(path.parent)


@contextlib.contextmanager
def atomic_writer(path: Path) -> Iterator[BinaryIO]:
    """A file to write ``path``'s new bytes into, a piece at a time; when the block ends
    it replaces ``path`` atomically (as :func:`atomic_write_bytes`). An error in the
    block, or ``OSError`` on the way, leaves the old file untouched and no temporary
    file behind."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=_tmp_prefix(path), suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_dir(path.parent)


def atomic_write_text(path: Path, text: str) -> None:
    """:func:`atomic_write_bytes` of ``text`` in UTF-8 with ``\\n`` line ends."""
    atomic_write_bytes(path, text.encode("utf-8"))


def orphans(path: Path) -> list[Path]:
    """Temporary files left beside ``path`` by writes that were interrupted."""
    prefix = _tmp_prefix(path)
    try:
        names = os.listdir(path.parent)
    except OSError:
        return []
    return sorted(path.parent / n for n in names if n.startswith(prefix) and n.endswith(".tmp"))


def clean_orphans(path: Path) -> int:
    """Remove the temporary files of interrupted writes to ``path``; how many went.

    Call it at start, before the first write. Only names this module makes are touched
    (``.NAME.*.tmp``); one that cannot be removed is left for next time.
    """
    removed = 0
    for orphan in orphans(path):
        if orphan.is_dir() and not orphan.is_symlink():
            continue
        with contextlib.suppress(OSError):
            orphan.unlink()
            removed += 1
    return removed


def keep_aside(path: Path, suffix: str = ".damaged") -> Path:
    """Rename ``path`` (a file or a folder) to ``NAME.damaged``, or ``NAME.damaged.2``,
    ``.3``... if that is taken, and return the new name. Never replaces an existing file.

    Raises ``OSError`` when it cannot be renamed; the file is then where it was.
    """
    first = path.with_name(path.name + suffix)
    for n in range(1, MAX_ASIDE + 1):
        target = first if n == 1 else first.with_name(f"{first.name}.{n}")
        if os.path.lexists(target):
            continue
        if _rename_no_replace(path, target):
            fsync_dir(path.parent)
            log.warning("%s could not be used: kept aside as %s", path, target.name)
            return target
    log.error("%s could not be kept aside: %d earlier copies in the way", path, MAX_ASIDE)
    raise FileExistsError(f"{MAX_ASIDE} earlier copies of {path.name} are in the way")


def _rename_no_replace(src: Path, dst: Path) -> bool:
    """Rename ``src`` to ``dst`` unless ``dst`` appears meanwhile; ``False`` if it did."""
    if src.is_file() and not src.is_symlink():
        # A hard link fails if the name is taken, so two racing starts cannot overwrite
        # each other's copy. Not every file system has hard links: fall back to rename.
        try:
            os.link(src, dst)
        except FileExistsError:
            return False
        except OSError:
            pass
        else:
            os.unlink(src)
            return True
    if os.path.lexists(dst):
        return False
    os.rename(src, dst)
    return True
