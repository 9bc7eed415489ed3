"""PNG, ICO and ICNS writers (stdlib only), byte-for-byte reproducible."""

from __future__ import annotations

import struct
import zlib
from collections.abc import Mapping

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

# ICNS element types holding PNG data, by pixel size; the @2x types repeat a size for
# Retina screens.
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def encode_png(width: int, height: int, rgba: bytes) -> bytes:
    """A plain 8-bit RGBA PNG with no timestamps or text chunks."""
    stride = width * 4
    if len(rgba) != stride * height:
        raise ValueError("pixel data does not match the image size")
    rows = []
    prev = bytes(stride)
    for y in range(height):
        row = rgba[y * stride : (y + 1) * stride]
        # The "Up" filter shrinks flat areas a lot and costs nothing to decide.
        up = bytes((a - b) & 0xFF for a, b in zip(row, prev, strict=True))
        rows.append(b"\x02" + up)
        prev = row
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        _PNG_SIGNATURE
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + _chunk(b"IEND", b"")
    )


def png_size(data: bytes) -> tuple[int, int]:
    if data[:8] != _PNG_SIGNATURE:
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def build_ico(pngs: Mapping[int, bytes]) -> bytes:
    """A Windows icon with PNG-compressed entries (supported since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def build_icns(pngs: Mapping[int, bytes]) -> bytes:
    """A macOS icon family holding every ICNS_TYPES entry whose size is in ``pngs``."""
    body = b"".join(
        kind + struct.pack(">I", len(pngs[size]) + 8) + pngs[size]
        for kind, size in ICNS_TYPES
        if size in pngs
    )
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def read_ico(data: bytes) -> list[tuple[int, bytes]]:
    """(size, PNG bytes) of each entry; used by the tests to check the container."""
    _, kind, count = struct.unpack("<HHH", data[:6])
    if kind != 1:
        raise ValueError("not an icon file")
    out = []
    for k in range(count):
        dim, _, _, _, _, _, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * k : 22 + 16 * k]
        )
        out.append((dim or 256, data[offset : offset + length]))
    return out


def read_icns(data: bytes) -> list[tuple[bytes, bytes]]:
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError("not an icns file")
    out, pos = [], 8
    while pos < len(data):
        kind = data[pos : pos + 4]
        length = struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        out.append((kind, data[pos + 8 : pos + length]))
        pos += length
    return out
