"""Entry script of the frozen ``bakers-dozen`` (PyInstaller needs a file, not an entry point)."""

import os
import sys

# A windowed program on Windows (and one started from a desktop menu) may have no
# console: Python then sets these to None, and the first message would crash it.
if sys.stdout is None:
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the program
if sys.stderr is None:
    sys.stderr = open(os.devnull, "w")  # noqa: SIM115

from bakers_dozen_qt.app import main

sys.exit(main())
