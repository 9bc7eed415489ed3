"""Games that could not be written before the app closed, kept for the next start.

When the statistics are locked or unavailable at quit, the games still waiting go to
``statistics.sqlite.pending.json`` (atomically); the next start writes them to the
database before anything else and removes the file. A game already in the database (the
app stopped between the two) is recognised by its finish time and result, and skipped.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, Final

from ..engine.rules import parse_rules_text, rules_text
from ..safe_files import TooLarge, read_limited
from .atomic import atomic_write_text
from .game_lines import GameLine, parse_line_text
from .stats import GameRecord

FORMAT: Final = "bakers-dozen-pending-games"
MAX_BYTES: Final = 10_000_000
_MAX_INT: Final = 2**62
_FIELDS: Final[dict[str, type | tuple[type, ...]]] = {
    "variant": str,
    "deal": (int, type(None)),
    "won": bool,
    "moves": int,
    "seconds": (int, float),
    "score": int,
    "hints": int,
    "undos": int,
    "helped": bool,
    "daily": bool,
    "finished_at": str,
}


def pending_path(stats_path: Path) -> Path:
    return stats_path.with_name(stats_path.name + ".pending.json")


def save_pending(path: Path, games: list[GameRecord], *, merge: bool) -> None:
    """Write ``games`` to ``path`` (after those already there if ``merge``); ``OSError``
    if it fails. A damaged file is never merged into: it is left for the next start,
    which keeps it aside, and these games are lost with an ``OSError``."""
    earlier: list[GameRecord] = []
    if merge:
        try:
            earlier = load_pending(path)
        except ValueError as e:
            raise OSError(f"the waiting games file is damaged ({e})") from None
    # The file keeps its fields: a row id is the database's, not the waiting game's.
    data = {"format": FORMAT, "games": [_item(g) for g in [*earlier, *games]]}
    atomic_write_text(path, json.dumps(data, indent=1, allow_nan=False) + "\n")


def load_pending(path: Path) -> list[GameRecord]:
    """The waiting games; ``[]`` if none. ``ValueError`` if the file is not one of ours
    (``OSError`` if it cannot be read, or is not a file: a FIFO is never waited on)."""
    try:
        text = read_limited(path, MAX_BYTES).decode("utf-8")
    except FileNotFoundError:
        return []
    except TooLarge:
        raise ValueError("far too large") from None
    try:
        data = json.loads(text, parse_constant=_refuse)
    except RecursionError:
        raise ValueError("nested too deeply") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a list of waiting games")
    games = data.get("games")
    if not isinstance(games, list):
        raise ValueError("the games are missing")
    return [_record(g) for g in games]


def _refuse(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


_LINE_FIELDS: Final = ("rules", "line")
"""A game's line, in words (``rules_text`` and the move text); older files have none."""


def _item(game: GameRecord) -> dict[str, object]:
    item: dict[str, object] = {key: getattr(game, key) for key in _FIELDS}
    if game.line is not None:
        item.update(rules=rules_text(game.line.rules), line=game.line.text)
    return item


def _line(item: dict[str, Any]) -> GameLine | None:
    rules, line = (item.pop(key, None) for key in _LINE_FIELDS)
    if rules is None and line is None:
        return None
    if not isinstance(rules, str) or not isinstance(line, str) or len(line) > MAX_BYTES:
        raise ValueError("a damaged line")
    try:
        found = GameLine(parse_rules_text(rules), parse_line_text(line))
    except ValueError as e:
        raise ValueError(f"a damaged line ({e})") from None
    if found.rules.id != item.get("variant"):
        raise ValueError("a line of another variant")
    return found


def _record(item: object) -> GameRecord:
    if not isinstance(item, dict):
        raise ValueError("a damaged game")
    item = dict(item)
    line = _line(item)
    if set(item) != set(_FIELDS):
        raise ValueError("a damaged game")
    for key, kind in _FIELDS.items():
        value = item[key]
        if isinstance(value, bool) and kind is not bool:
            raise ValueError(f"a damaged {key}")
        if not isinstance(value, kind):
            raise ValueError(f"a damaged {key}")
    if not math.isfinite(item["seconds"]) or not 0 <= item["seconds"] <= _MAX_INT:
        raise ValueError("a damaged time")
    for key in ("deal", "moves", "score", "hints", "undos"):
        if item[key] is not None and not 0 <= item[key] <= _MAX_INT:
            raise ValueError(f"a damaged {key}")
    return GameRecord(**item, line=line)
