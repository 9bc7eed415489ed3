"""The game in progress on disk; the format lives in ``store.savegame``.

The store (and with it SQLite) is imported when a save is first read or written, not at
start-up: a start with nothing to resume never needs it before the first frame.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..engine.game import Game

if TYPE_CHECKING:
    from ..store import SavedGame


def save(path: Path, game: Game, deal_number: int | None, elapsed: float) -> None:
    from ..store import SavedGame, save_game

    save_game(path, SavedGame(game, deal_number, elapsed))


def load(path: Path) -> SavedGame | None:
    """The saved game, ``None`` when there is none; ``SaveFileError`` when it is damaged
    (the file is then kept aside, and the message says where)."""
    if not path.exists():
        return None
    from ..store import load_game

    return load_game(path)


def discard(path: Path) -> None:
    path.unlink(missing_ok=True)
