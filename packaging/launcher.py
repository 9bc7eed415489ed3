"""Entry script for frozen builds: PyInstaller needs a file, not an entry point."""

import sys

from bakers_dozen_qt.app import main

sys.exit(main())
