"""Rasterise assets/icon/bakers-dozen.svg into PNGs, a Windows .ico and a macOS .icns.

Run after tools/make_deck.py, from the repository root:
    uv run python tools/make_icons.py [--out DIR]

Uses Qt's SVG renderer offscreen; the PNG, ICO and ICNS files are written by our own
stdlib code (deckgen.containers), so they carry no timestamps and repeat byte for byte.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from deckgen.containers import ICNS_TYPES, build_icns, build_ico, encode_png
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
NAME = "bakers-dozen"


def render_rgba(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    stride = size * 4
    raw = bytes(rgba.constBits())
    # Qt may pad scan lines; keep only the pixels.
    return b"".join(
        raw[y * rgba.bytesPerLine() : y * rgba.bytesPerLine() + stride] for y in range(size)
    )


def make_icons(svg: Path, out: Path) -> dict[str, bytes]:
    """Every icon file by name; also written into ``out``."""
    app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise OSError(f"cannot read {svg}")
    sizes = sorted(set(PNG_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: encode_png(size, size, render_rgba(renderer, size)) for size in sizes}
    files = {f"{NAME}-{size}.png": pngs[size] for size in PNG_SIZES}
    files[f"{NAME}.ico"] = build_ico({size: pngs[size] for size in ICO_SIZES})
    files[f"{NAME}.icns"] = build_icns(pngs)
    out.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        target = out / name
        if not target.exists() or target.read_bytes() != data:
            target.write_bytes(data)
    del app
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    icon_dir = Path(__file__).resolve().parent.parent / "assets" / "icon"
    parser.add_argument("--svg", type=Path, default=icon_dir / f"{NAME}.svg")
    parser.add_argument("--out", type=Path, default=icon_dir)
    args = parser.parse_args(argv)
    make_icons(args.svg, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
