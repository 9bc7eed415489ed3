"""Code nothing uses: vulture over the package, counting uses in the tests, tools and
benchmarks too, and reporting only what is defined in ``src``.

    uv run python tools/dead_code.py      # exit 1 and one line each if something is dead

Names called from outside our code (Qt's virtual methods, asyncio's, a signal handler's
parameters) are listed in ``tools/dead_code_allowlist.py``, with why; Qt's camelCase
overrides (``paintEvent``, ``childAt``) are left out by their shape.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PATHS = ("src", "tests", "tools", "benchmarks", "packaging")
ALLOWLIST = "tools/dead_code_allowlist.py"
# Qt's overrides: names that start lower-case and hold a capital (ours are snake_case).
QT_SHAPE = "[a-z]*[A-Z]*"
# Declarations read by their class, not by name: a menu entry is built because it is
# declared (MenuActions), whether or not any code names it.
DECLARATIONS = ("src/bakers_dozen_qt/qt/window/menu_actions.py",)


def dead_code() -> list[str]:
    """One line for each unused definition in ``src``."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "vulture",
            *PATHS,
            ALLOWLIST,
            "--min-confidence",
            "60",
            "--ignore-names",
            QT_SHAPE,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode not in (0, 3):  # 3: dead code found
        raise SystemExit(f"dead_code: vulture failed: {done.stderr.strip()}")
    return [
        line
        for line in done.stdout.splitlines()
        if line.startswith("src/")
        and not (line.startswith(DECLARATIONS) and "unused variable" in line)
    ]


def main() -> int:
    found = dead_code()
    for line in found:
        print(line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
