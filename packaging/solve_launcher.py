"""Entry script of the frozen ``bakers-dozen-solve`` (PyInstaller needs a file)."""

import multiprocessing
import sys

from bakers_dozen_qt.cli.solve import main

if __name__ == "__main__":
    # --jobs starts worker processes; where they are spawned (Windows, macOS) each one
    # runs this executable again, and freeze_support() turns it into a worker.
    multiprocessing.freeze_support()
    sys.exit(main())
