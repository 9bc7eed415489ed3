"""Where the server keeps its SQLite database unless told otherwise."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Final

FOLDER: Final = "bakers-dozen-server"
FILE: Final = "board.sqlite"


def data_folder() -> Path:
    """The system's folder for an application's data: ``$XDG_DATA_HOME`` (or
    ``~/.local/share``) on Linux, Application Support on macOS, ``%APPDATA%`` on Windows."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        xdg = os.environ.get("XDG_DATA_HOME", "")
        base = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"
    return base / FOLDER


def default_database() -> Path:
    return data_folder() / FILE
