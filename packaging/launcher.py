"""Entry script of the frozen ``bakers-dozen`` (PyInstaller needs a file, not an entry point)."""

import os
import sys

# A windowed program on Windows (and one started from a desktop menu) may have no
# console: Python then sets these to None, and the first message would crash it.
if sys.stdout is None:
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the program
if sys.stderr is None:
    sys.stderr = open(os.devnull, "w")  # noqa: SIM115

from bakers_dozen_qt.frozen_env import restore_caller_environment

# Programs the game starts (xdg-open for About's link, the browser) get the caller's
# library path, not the bundle's.
restore_caller_environment()

from bakers_dozen_qt import tls_check  # noqa: E402

# The release's check that this build reaches https:// boards (tls_check's docstring).
report_file = tls_check.requested()
if report_file is not None:
    sys.exit(tls_check.main(report_file, sys.argv[1:]))

from bakers_dozen_qt.app import main  # noqa: E402

sys.exit(main())
