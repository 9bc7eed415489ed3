"""The disk cache of rendered card pictures (kept by :class:`.card_art.CardArt`).

A returning player's first frame draws its cards from here. The pictures are kept as
their raw pixels (premultiplied ARGB, four bytes a pixel, after a small header): the 57
pictures of a table, some 2.3 MB at the usual size, are read in about 1 ms, where
decoding them from PNG took 8-14 ms and drawing them from their SVGs about 30 ms.

A file's name carries its SVG's size and modification time, so a changed deck is never
shown from a stale copy. A file whose length is not what its header says (cut short, or
not ours) is no picture: the card is drawn again. Files are written whole or not at
all (write, then rename), and a cache is a nicety: trouble with it never stops a game.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtGui import QImage, QPixmap

_MAGIC = b"BDCARD1\n"
_HEADER = struct.Struct("<8sII")  # magic, width, height (device pixels)
_FORMAT = QImage.Format.Format_ARGB32_Premultiplied
SUFFIX = ".pix"


def picture_path(
    folder: Path, svg: Path, width: int, dpr: float, ink: tuple[tuple[str, str], ...]
) -> Path | None:
    """Where the picture of ``svg`` at ``width`` (logical) and ``dpr`` is kept; ``None``
    when the SVG cannot be looked at (it is then drawn plainly, never cached)."""
    try:
        st = svg.stat()
    except OSError:
        return None
    stamp = f"{st.st_mtime_ns:x}-{st.st_size:x}"
    deck = svg.parent.name
    if ink:  # drawn in other colours: a picture of its own (no "-": see size_part)
        deck += "~" + "".join(instead.lstrip("#") for _, instead in ink)
    return folder / f"{deck}-{svg.stem}-{width}-{dpr:g}-{stamp}{SUFFIX}"


def size_part(path: Path) -> str:
    """The ``width-dpr`` part of a cache file's name."""
    parts = path.stem.split("-")
    return "-".join(parts[-4:-2]) if len(parts) >= 4 else ""


def read_picture(path: Path) -> QPixmap | None:
    """The picture kept at ``path``; ``None`` when there is none, or none whole."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if len(data) < _HEADER.size:
        return None
    magic, width, height = _HEADER.unpack_from(data)
    if magic != _MAGIC or width == 0 or height == 0:
        return None
    if len(data) != _HEADER.size + width * height * 4:
        return None
    pixels = data[_HEADER.size :]
    # The copy owns its pixels: the image made on ``pixels`` only borrows them.
    image = QImage(pixels, width, height, width * 4, _FORMAT).copy()
    return QPixmap.fromImage(image)


def write_picture(path: Path, pixmap: QPixmap) -> None:
    """Keep ``pixmap`` at ``path`` (whole, or not at all); raises ``OSError``."""
    image = pixmap.toImage().convertToFormat(_FORMAT)
    width, height = image.width(), image.height()
    pixels = bytes(image.constBits())[: width * height * 4]  # rows have no padding at 32 bits
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(_HEADER.pack(_MAGIC, width, height) + pixels)
    tmp.replace(path)


def prune(folder: Path, keep: Iterable[Path]) -> None:
    """Remove every picture in ``folder`` but ``keep`` (an older version's PNGs too)."""
    kept = set(keep)
    for old in folder.iterdir():
        if old.suffix in (SUFFIX, ".png", ".tmp") and old not in kept:
            old.unlink(missing_ok=True)
