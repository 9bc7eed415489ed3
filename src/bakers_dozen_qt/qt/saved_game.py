"""Where the game in progress is kept between runs; the format lives in ``store.savegame``."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

from ..engine.game import Game
from ..store import SavedGame, load_game, save_game

FILE_NAME = "saved-game.json"


def default_path() -> Path:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / FILE_NAME


def save(path: Path, game: Game, deal_number: int | None, elapsed: float) -> None:
    save_game(path, SavedGame(game, deal_number, elapsed))


def load(path: Path) -> SavedGame | None:
    """The saved game, ``None`` when there is none; ``SaveFileError`` when it is damaged
    (the file is then kept aside, and the message says where)."""
    return load_game(path)


def discard(path: Path) -> None:
    path.unlink(missing_ok=True)
