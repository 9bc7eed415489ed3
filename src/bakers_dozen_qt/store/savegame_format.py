"""The saved game's JSON, versions 1 to 3, and the checks that make a bad file harmless.

Version 3 keeps the undo history as one line of text, a word a step: the kind's letter
and the step's moves in the move notation, joined by commas (``m4-9`` the player's move,
``m4-9,3-f,5-f`` one followed by safe moves up, ``a3-f,5-f`` Auto Finish, ``s1-3`` a
move Show the Way made, ``r`` a restart), with the undo position and the counts of moves
of steps no longer kept (see :meth:`~..engine.history.History.without_before`). Beside
it, what the records need (hints, undos, help, whether the player moved at all, daily or
not). A step costs a few bytes, so a long game stays small and quick to write.
Version 2 (the same history, a JSON object per step) and version 1 (moves and redo
only: each move one step) still load, and are written as version 3 the next time.

The file holds the starting board and the steps, not the current table: every move is
replayed through the engine's checks, so a damaged file cannot smuggle in an illegal
position. Every field is checked for type and range before it is used; anything wrong
raises :class:`BadSave` with a message naming the field.
"""

from __future__ import annotations

import json
import math
import time
from typing import Any, Final, NoReturn

from ..engine import (
    Build,
    EmptyColumn,
    Game,
    Rules,
    UnknownVariantError,
    custom_rules,
    format_board,
    get_rules,
    parse_moves,
)
from ..engine.deals import MAX_DEAL, MIN_DEAL
from ..engine.history import History, HistoryError, Step, StepKind
from ..engine.moves import Move, MoveTextError

FORMAT: Final = "bakers-dozen-save"
VERSION: Final = 3
MAX_SECONDS: Final = 10 * 366 * 24 * 3600
"""Ten years on the clock: more is not a game but a damaged number."""
MAX_COUNT: Final = 1_000_000_000
"""Hints and undos beyond this are damage, not play."""
MAX_STEPS: Final = 1_000_000
_MAX_INT_DIGITS: Final = 30
KIND_LETTERS: Final = {
    StepKind.MOVE: "m",
    StepKind.AUTO_FINISH: "a",
    StepKind.SHOWN: "s",
    StepKind.RESTART: "r",
}
_KINDS: Final = {letter: kind for kind, letter in KIND_LETTERS.items()}


class BadSave(ValueError):
    """The text is not a saved game this version can load; the message says why."""


class NewerSave(BadSave):
    """A saved game from a newer version of the game."""


_NO_HISTORY: Final = History()


# A plain class, not a dataclass: made at start-up without exec (docs/start-up.md).
class SavedGame:
    """A game in progress and what its record will need once it ends.

    ``game`` stands at the undo position: its ``move_stack`` holds the moves made so far.
    ``history`` is the undo list (``steps[:index]`` done, the rest redoable); left empty,
    it is made from ``game.move_stack``, one step a move. ``helped``: Show the Way or
    Where Was It Lost?'s Go Back was used, never a record. ``played``: the player made a
    move on this deal, even if it was restarted since: abandoning it counts as a loss; set
    on its own when the history holds a move of the player's.
    """

    __slots__ = (
        "daily",
        "deal",
        "elapsed_seconds",
        "game",
        "helped",
        "hints",
        "history",
        "played",
        "undos",
    )

    def __init__(
        self,
        game: Game,
        deal: int | None,
        elapsed_seconds: float = 0.0,
        history: History = _NO_HISTORY,
        hints: int = 0,
        undos: int = 0,
        helped: bool = False,
        played: bool = False,
        daily: bool = False,
    ) -> None:
        if not history.steps and game.move_stack:
            moves = game.move_stack
            history = History(tuple(Step(StepKind.MOVE, (m,)) for m in moves), len(moves))
        self.game = game
        self.deal = deal
        self.elapsed_seconds = elapsed_seconds
        self.history = history
        self.hints = hints
        self.undos = undos
        self.helped = helped
        self.played = played or bool(
            history.earlier_moves or any(step.player_moves for step in history.steps)
        )
        self.daily = daily

    def with_history(self, history: History) -> SavedGame:
        """This saved game with another undo list (checked as a new one is)."""
        return SavedGame(
            self.game,
            self.deal,
            self.elapsed_seconds,
            history,
            hints=self.hints,
            undos=self.undos,
            helped=self.helped,
            played=self.played,
            daily=self.daily,
        )


def step_text(step: Step) -> str:
    """One step as version 3 writes it: ``m4-9,3-f``, ``r``..."""
    return KIND_LETTERS[step.kind] + ",".join(m.text() for m in step.moves)


def dumps(saved: SavedGame) -> str:
    """The save file's text (version 3). ``ValueError`` if ``history`` does not leave as
    many moves on the table as ``game`` has: a bug in the caller, not something to write
    down (the count is checked, not a replay: a save is written often)."""
    game, history = saved.game, saved.history
    if history.moves_on_table() != game.moves_count:
        raise ValueError("the undo history does not lead to the game's position")
    data = {
        "format": FORMAT,
        "version": VERSION,
        **_rules_to_json(game.rules),
        "deal": saved.deal,
        "daily": saved.daily,
        "board": format_board(game.initial, reveal=True),
        "history": {
            "index": history.index,
            "earlier_moves": history.earlier_moves,
            "earlier_automatic": history.earlier_automatic,
            "steps": " ".join(map(step_text, history.steps)),
        },
        "hints": saved.hints,
        "undos": saved.undos,
        "helped": saved.helped,
        "played": saved.played,
        "elapsed_seconds": round(saved.elapsed_seconds, 3),
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }
    return json.dumps(data, indent=1, allow_nan=False) + "\n"


def loads(text: str) -> SavedGame:
    """Read a save's text (version 1, 2 or 3); :class:`BadSave` if anything is wrong."""
    data = _parse_json(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        _bad("not a Baker's Dozen saved game")
    version = data.get("version")
    if type(version) is not int:
        _bad("the version is damaged")
    if version > VERSION:
        raise NewerSave(f"saved by a newer version of the game (format {version})")
    if version not in (1, 2, VERSION):
        _bad(f"saved by an unknown version (format {version})")
    rules = _rules_from_json(data)
    board = data.get("board")
    if not isinstance(board, str):
        _bad("the board is missing")
    try:
        start = Game.from_board_text(board, rules)
    except ValueError as e:
        _bad(f"the board is damaged: {e}")
    history = {1: _history_v1, 2: _history_v2, VERSION: _history_v3}[version](data)
    try:
        game = history.replay(start)
    except HistoryError as e:
        _bad(f"the move list is damaged: {e}")
    deal = data.get("deal")
    if deal is not None and (type(deal) is not int or not MIN_DEAL <= deal <= MAX_DEAL):
        _bad("the deal number is damaged")
    return SavedGame(
        game,
        deal,
        _seconds(data.get("elapsed_seconds", 0.0)),
        history,
        hints=_count(data, "hints"),
        undos=_count(data, "undos"),
        helped=_flag(data, "helped"),
        played=_flag(data, "played") or (version == 1 and game.moves_count > 0),
        daily=_flag(data, "daily"),
    )


# --- pieces ---------------------------------------------------------------------------


def _bad(message: str) -> NoReturn:
    raise BadSave(message)


def _refuse_constant(name: str) -> NoReturn:
    _bad(f"not valid JSON ({name} is not a number)")


def _int_of_text(text: str) -> int:
    if len(text.lstrip("-")) > _MAX_INT_DIGITS:
        _bad("not valid JSON (a number is far too long)")
    return int(text)


def _parse_json(text: str) -> Any:
    try:
        return json.loads(text, parse_constant=_refuse_constant, parse_int=_int_of_text)
    except json.JSONDecodeError as e:
        _bad(f"not valid JSON (line {e.lineno}: {e.msg})")
    except RecursionError:
        _bad("not valid JSON (nested too deeply)")


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
        _bad("the variant is missing")
    if variant != "custom":
        try:
            return get_rules(variant)
        except UnknownVariantError as e:
            _bad(str(e))
    c = data.get("custom")
    if not isinstance(c, dict):
        _bad("the custom rules are missing")
    rows, kings = c.get("face_down_rows"), c.get("kings_to_bottom")
    build, empty = c.get("build"), c.get("empty_column")
    if type(rows) is not int or type(kings) is not bool:
        _bad("the custom rules are damaged")
    if not isinstance(build, str) or not isinstance(empty, str):
        _bad("the custom rules are damaged")
    try:
        return custom_rules(
            face_down_rows=rows,
            kings_to_bottom=kings,
            build=Build(build),
            empty_column=EmptyColumn(empty),
        )
    except ValueError as e:
        _bad(f"the custom rules are damaged ({e})")


def _moves_of(text: object, what: str) -> list[Any]:
    if not isinstance(text, str):
        _bad(f"the {what} is damaged")
    try:
        return parse_moves(text)
    except ValueError as e:
        _bad(f"the {what} is damaged: {e}")


def _history_v1(data: dict[str, Any]) -> History:
    done = _moves_of(data.get("moves", ""), "move list")
    redo = _moves_of(data.get("redo", ""), "redo list")
    steps = tuple(Step(StepKind.MOVE, (m,)) for m in done + redo)
    return History(steps, len(done))


def _history_v2(data: dict[str, Any]) -> History:
    h = data.get("history")
    if not isinstance(h, dict):
        _bad("the undo history is missing")
    raw, index = h.get("steps"), h.get("index")
    if not isinstance(raw, list) or len(raw) > MAX_STEPS:
        _bad("the undo history is damaged")
    if type(index) is not int or not 0 <= index <= len(raw):
        _bad("the undo position is damaged")
    steps = []
    for i, item in enumerate(raw, 1):
        if not isinstance(item, dict):
            _bad(f"the undo history is damaged at step {i}")
        try:
            kind = StepKind(item.get("kind"))
        except ValueError:
            _bad(f"the undo history is damaged at step {i} (unknown kind)")
        moves = _moves_of(item.get("moves", ""), f"undo history at step {i}")
        try:
            steps.append(Step(kind, tuple(moves)))
        except HistoryError as e:
            _bad(f"the undo history is damaged at step {i} ({e})")
    return History(tuple(steps), index)


def _history_v3(data: dict[str, Any]) -> History:
    h = data.get("history")
    if not isinstance(h, dict):
        _bad("the undo history is missing")
    text, index = h.get("steps"), h.get("index")
    if not isinstance(text, str):
        _bad("the undo history is damaged")
    words = text.split()
    if len(words) > MAX_STEPS:
        _bad("the undo history is damaged")
    if type(index) is not int or not 0 <= index <= len(words):
        _bad("the undo position is damaged")
    steps = []
    for i, word in enumerate(words, 1):
        kind = _KINDS.get(word[0])
        if kind is None:
            _bad(f"the undo history is damaged at step {i} (unknown kind)")
        try:
            moves = tuple(Move.parse(m) for m in word[1:].split(",")) if word[1:] else ()
            steps.append(Step(kind, moves))
        except (MoveTextError, HistoryError) as e:
            _bad(f"the undo history is damaged at step {i} ({e})")
    earlier, automatic = _count(h, "earlier_moves"), _count(h, "earlier_automatic")
    return History(tuple(steps), index, earlier, automatic)


def _seconds(value: object) -> float:
    if type(value) not in (int, float):
        _bad("the clock is damaged")
    assert isinstance(value, (int, float))
    if not math.isfinite(value) or not 0 <= value <= MAX_SECONDS:
        _bad("the clock is damaged")
    return float(value)


def _count(data: dict[str, Any], key: str) -> int:
    value = data.get(key, 0)
    if type(value) is not int or not 0 <= value <= MAX_COUNT:
        _bad(f"the {key} count is damaged")
    return int(value)


def _flag(data: dict[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if type(value) is not bool:
        _bad(f"the {key} flag is damaged")
    return bool(value)
