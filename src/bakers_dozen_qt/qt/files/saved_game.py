"""The game in progress on disk; the format lives in ``store.savegame``.

The store (and with it SQLite) is imported when a save is first read or written, not at
start-up: a start with nothing to resume never needs it before the first frame.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from ...engine.game import Game
from ..play.game_tally import Tally
from ..play.session import GameSession

if TYPE_CHECKING:
    from ...store import SavedGame


def save(path: Path, session: GameSession) -> None:
    """Write the session's game, its whole undo history and its tally;
    ``StoreWriteError`` if it cannot be written (the previous save is then intact)."""
    from ...store import save_game

    saved = session.tally.save(
        session.game, session.deal_number, session.elapsed(), session.history()
    )
    save_game(path, saved)


def load(path: Path) -> SavedGame | None:
    """The saved game, ``None`` when there is none; ``SaveFileError`` when it cannot be
    loaded (the file is then kept aside, and the error says where)."""
    if not os.path.lexists(path):  # any entry there, even a broken link, is looked at
        return None
    from ...store import clean_save_orphans, load_game

    clean_save_orphans(path)
    return load_game(path)


def discard(path: Path) -> None:
    """Forget the save (the game was won or never started); ``StoreWriteError`` if the
    file cannot be removed, or is one we could not read (never deleted)."""
    from ...store import discard_game

    discard_game(path)


def clean_orphans(path: Path) -> int:
    """Remove what saves that were killed left behind; call at start."""
    from ...store import clean_save_orphans

    return clean_save_orphans(path)


def start_of(saved: SavedGame) -> tuple[Game, Tally]:
    """The deal to replay ``saved.history`` from, and the saved game's tally."""
    return Game(saved.game.rules, saved.game.initial), Tally.of_save(saved)
