"""The game in progress as a versioned JSON file, restored when the app starts again.

The file holds the starting board and the moves, not the current table: replaying the
moves through the engine re-checks every one, so a damaged file cannot smuggle an
illegal position in, and undo history survives quitting.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import (
    BoardTextError,
    Build,
    EmptyColumn,
    Game,
    IllegalMoveError,
    MoveTextError,
    Rules,
    UnknownVariantError,
    custom_rules,
    format_board,
    format_moves,
    get_rules,
    parse_moves,
)
from .atomic import atomic_write_text

FORMAT = "bakers-dozen-save"
VERSION = 1


class SaveFileError(ValueError):
    """A saved game that cannot be read back; the message says what is wrong."""


@dataclass
class SavedGame:
    game: Game
    deal: int | None
    elapsed_seconds: float = 0.0
    redo: list[str] = field(default_factory=list)  # moves undone but still redoable


def _rules_to_json(rules: Rules) -> dict[str, Any]:
    data: dict[str, Any] = {"variant": rules.id}
    if rules.id == "custom":
        data["custom"] = {
            "face_down_rows": rules.face_down_rows,
            "kings_to_bottom": rules.kings_to_bottom,
            "build": rules.build.value,
            "empty_column": rules.empty_column.value,
        }
    return data


def _rules_from_json(data: dict[str, Any]) -> Rules:
    variant = data.get("variant")
    if not isinstance(variant, str):
        raise SaveFileError("the variant is missing")
    if variant != "custom":
        try:
            return get_rules(variant)
        except UnknownVariantError as e:
            raise SaveFileError(str(e)) from None
    c = data.get("custom")
    if not isinstance(c, dict):
        raise SaveFileError("the custom rules are missing")
    try:
        return custom_rules(
            face_down_rows=int(c["face_down_rows"]),
            kings_to_bottom=bool(c["kings_to_bottom"]),
            build=Build(c["build"]),
            empty_column=EmptyColumn(c["empty_column"]),
        )
    except (KeyError, ValueError, TypeError) as e:
        raise SaveFileError(f"the custom rules are damaged ({e})") from None


def dumps(saved: SavedGame) -> str:
    game = saved.game
    data = {
        "format": FORMAT,
        "version": VERSION,
        **_rules_to_json(game.rules),
        "deal": saved.deal,
        "board": format_board(game.initial, reveal=True),
        "moves": format_moves(game.move_stack),
        "redo": " ".join(saved.redo),
        "elapsed_seconds": round(saved.elapsed_seconds, 3),
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }
    return json.dumps(data, indent=2) + "\n"


def loads(text: str) -> SavedGame:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveFileError(f"not valid JSON (line {e.lineno}: {e.msg})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError("not a Baker's Dozen saved game")
    if data.get("version") != VERSION:
        raise SaveFileError(f"saved by an unknown version ({data.get('version')!r})")
    rules = _rules_from_json(data)
    try:
        game = Game.from_board_text(str(data["board"]), rules)
    except KeyError:
        raise SaveFileError("the board is missing") from None
    except BoardTextError as e:
        raise SaveFileError(f"the board is damaged: {e}") from None
    try:
        for move in parse_moves(str(data.get("moves", ""))):
            game.play(move)
        redo = [m.text() for m in parse_moves(str(data.get("redo", "")))]
    except (MoveTextError, IllegalMoveError) as e:
        raise SaveFileError(f"the move list is damaged: {e}") from None
    deal = data.get("deal")
    if deal is not None and not isinstance(deal, int):
        raise SaveFileError("the deal number is damaged")
    elapsed = data.get("elapsed_seconds", 0.0)
    if not isinstance(elapsed, (int, float)) or elapsed < 0:
        raise SaveFileError("the clock is damaged")
    return SavedGame(game, deal, float(elapsed), redo)


def save_game(path: Path, saved: SavedGame) -> None:
    atomic_write_text(path, dumps(saved))


def load_game(path: Path) -> SavedGame | None:
    """The saved game at ``path``; ``None`` if there is none.

    A file that cannot be read is renamed aside (``*.damaged``), never deleted, and
    :class:`SaveFileError` tells the caller where it went.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as e:
        raise SaveFileError(f"cannot read {path}: {e}") from None
    try:
        return loads(text)
    except SaveFileError as e:
        aside = path.with_name(path.name + ".damaged")
        path.replace(aside)
        raise SaveFileError(f"{e}; the file was kept as {aside}") from None
