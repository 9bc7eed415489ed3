"""Saved games and statistics: plain files and SQLite, no Qt widgets, atomic writes."""

from __future__ import annotations

from .atomic import atomic_write_text
from .savegame import SavedGame, SaveFileError, load_game, save_game
from .stats import GameRecord, Statistics, StatsStore

__all__ = [
    "GameRecord",
    "SaveFileError",
    "SavedGame",
    "Statistics",
    "StatsStore",
    "atomic_write_text",
    "load_game",
    "save_game",
]
