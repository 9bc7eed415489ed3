"""Where the app keeps its files: the saved game, the statistics, the card picture cache.

Kept apart from the modules that read and write them, so that finding a path at
start-up loads neither the store nor SQLite.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

APP_ID = "io.github.bakersdozen.BakersDozen"
"""The desktop file's name without ``.desktop``: the window says it belongs to that launcher."""
SAVED_GAME = "saved-game.json"
STATISTICS = "statistics.sqlite"


def _data_folder() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def saved_game_path() -> Path:
    return _data_folder() / SAVED_GAME


def statistics_path() -> Path:
    return _data_folder() / STATISTICS


def card_cache_dir() -> Path:
    """Where rendered card pictures are kept between runs (a start-up speed-up)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(folder) / "cards"
