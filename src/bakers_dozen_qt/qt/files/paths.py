"""Where the app keeps its files: the saved game, the statistics, the card picture cache.

Kept apart from the modules that read and write them, so that finding a path at
start-up loads neither the store nor SQLite.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths

APP_ID = "io.github.bakersdozen.BakersDozen"
"""The desktop file's name without ``.desktop``: the window says it belongs to that launcher."""
SAVED_GAME = "saved-game.json"
STATISTICS = "statistics.sqlite"
ONLINE_BOARD = "online-board.json"
"""The daily results waiting for the online board (``store.board_queue``)."""
LOG = "bakers-dozen.log"
"""What went wrong (``files.error_log``): made only when there is something to say."""


def _data_folder() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def saved_game_path() -> Path:
    return _data_folder() / SAVED_GAME


def statistics_path() -> Path:
    return _data_folder() / STATISTICS


def online_board_path() -> Path:
    return _data_folder() / ONLINE_BOARD


def log_path() -> Path:
    return _data_folder() / LOG


def card_cache_dir() -> Path:
    """Where rendered card pictures are kept between runs (a start-up speed-up)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(folder) / "cards"


def prepare_data_folder() -> OSError | None:
    """Make the data folder if need be; why it cannot hold the saved game and statistics
    (``errno`` says in short: a file in the way, a broken link, a read-only disk...), or
    ``None`` when it can."""
    folder = saved_game_path().parent
    return usable_folder(folder)


def usable_folder(folder: Path) -> OSError | None:
    """Make ``folder`` (and the folders above it) if need be; why it cannot be written
    to, or ``None``."""
    if not folder.is_absolute():  # no home folder to put it in
        return FileNotFoundError(errno.ENOENT, "no home folder", str(folder))
    try:
        os.makedirs(folder, exist_ok=True)
    except FileExistsError as e:
        # Something that is not a folder: a file, or a link to nowhere or to itself.
        try:
            os.stat(folder)
        except OSError as inner:
            return inner
        return e
    except OSError as e:
        return e
    try:
        if os.statvfs(folder).f_flag & os.ST_RDONLY:
            return OSError(errno.EROFS, os.strerror(errno.EROFS), str(folder))
    except (OSError, AttributeError):  # no statvfs (Windows): the first write will say
        pass
    if not os.access(folder, os.W_OK | os.X_OK):
        return PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(folder))
    return None
