"""Check a ``bakers-dozen --screenshot`` PNG: the right size, and a dealt table in it.

    python packaging/check_screenshot.py shot.png     # exit 0, or 1 with the reasons

Used by the packaging test and by the release workflow on each system, after starting the
frozen app. A blank, black or one-colour picture (the app failed to draw) fails, and so
does a table without cards.
"""

from __future__ import annotations

import sys
from pathlib import Path

MIN_WIDTH, MIN_HEIGHT = 800, 500
GRID = 64  # samples per side


def problems(path: Path) -> list[str]:
    from PySide6.QtGui import QImage  # the project's own dependency; no app object needed

    if not path.is_file() or path.stat().st_size == 0:
        return [f"{path}: no picture written"]
    image = QImage(str(path))
    if image.isNull():
        return [f"{path}: not a readable image"]
    found = []
    if image.width() < MIN_WIDTH or image.height() < MIN_HEIGHT:
        found.append(f"{path}: {image.width()}x{image.height()} is smaller than a window")
    colours: set[int] = set()
    white = 0
    for i in range(GRID):
        for j in range(GRID):
            x = (2 * i + 1) * image.width() // (2 * GRID)
            y = (2 * j + 1) * image.height() // (2 * GRID)
            rgb = image.pixel(x, y) & 0xFFFFFF
            colours.add(rgb)
            r, g, b = rgb >> 16, (rgb >> 8) & 0xFF, rgb & 0xFF
            white += min(r, g, b) > 225
    if len(colours) < 16:
        found.append(f"{path}: only {len(colours)} colours: a blank window, not a table")
    share = white / GRID**2
    if not 0.03 < share < 0.9:
        found.append(f"{path}: {share:.0%} of the picture is card-white: no dealt cards seen")
    return found


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: check_screenshot.py PNG", file=sys.stderr)
        return 2
    found = problems(Path(argv[0]))
    for line in found:
        print(line, file=sys.stderr)
    if not found:
        print(f"{argv[0]}: a dealt table, looks right")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
