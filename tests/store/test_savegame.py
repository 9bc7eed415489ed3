"""The saved game's format: version 3 keeps the whole undo history in a few bytes a step;
versions 2 and 1 still load; every field is checked before it is used."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from save_v2 import v2_document

from bakers_dozen_qt.engine import Build, EmptyColumn, Game, Move, custom_rules
from bakers_dozen_qt.engine.history import History, Step, StepKind
from bakers_dozen_qt.store import SavedGame, SaveFileError, load_game, save_game
from bakers_dozen_qt.store.savegame import dumps, loads
from bakers_dozen_qt.store.savegame_format import BadSave, NewerSave

M = Move.parse


def played_game() -> Game:
    game = Game.from_deal(1)
    for text in ["4-11", "4-f", "1-3"]:
        game.play(M(text))
    return game


def rich_history() -> tuple[Game, History]:
    """Moves, a solver move, a restart, more moves, two of them undone."""
    steps = (
        Step(StepKind.MOVE, (M("4-11"), M("4-f"))),
        Step(StepKind.SHOWN, (M("1-3"),)),
        Step(StepKind.RESTART),
        Step(StepKind.MOVE, (M("4-11"),)),
        Step(StepKind.MOVE, (M("4-f"),)),
        Step(StepKind.MOVE, (M("1-3"),)),
    )
    history = History(steps, 4)
    return history.replay(Game.from_deal(1)), history


def test_round_trip_keeps_the_whole_history_and_the_records_fields(tmp_path: Path) -> None:
    game, history = rich_history()
    path = tmp_path / "save" / "game.json"
    saved = SavedGame(
        game, 1, 83.25, history, hints=2, undos=3, helped=True, played=True, daily=True
    )
    save_game(path, saved)
    back = load_game(path)
    assert back is not None
    assert back.history == history
    assert back.game.position() == game.position()
    assert back.game.move_stack == (M("4-11"),)
    assert (back.deal, back.elapsed_seconds, back.hints, back.undos) == (1, 83.25, 2, 3)
    assert (back.helped, back.played, back.daily) == (True, True, True)
    assert list(tmp_path.glob("save/.*tmp")) == []  # no temporary file left behind
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 3


def test_without_a_history_each_move_is_one_step_and_played_is_set() -> None:
    saved = SavedGame(played_game(), 1, 5.0)
    assert saved.history.index == 3 and len(saved.history.steps) == 3
    assert saved.played
    back = loads(dumps(saved))
    assert back.game.move_stack == played_game().move_stack
    assert back.played and not back.helped


def test_played_survives_a_restart_that_left_no_move() -> None:
    steps = (Step(StepKind.MOVE, (M("4-11"),)), Step(StepKind.RESTART))
    saved = SavedGame(Game.from_deal(1), 1, history=History(steps, 2))
    back = loads(dumps(saved))
    assert back.game.moves_count == 0
    assert back.played  # abandoning this deal will count as a loss


def test_a_saved_game_with_another_history_keeps_the_rest() -> None:
    steps = (Step(StepKind.MOVE, (M("4-11"),)), Step(StepKind.RESTART))
    saved = SavedGame(Game.from_deal(1), 7, 12.5, History(), 2, 3, True, False, True)
    assert not saved.played and saved.history == History()
    other = saved.with_history(History(steps, 2))
    assert other is not saved and saved.history == History()  # the first is unchanged
    assert (other.game, other.deal, other.elapsed_seconds) == (saved.game, 7, 12.5)
    assert (other.hints, other.undos, other.helped, other.daily) == (2, 3, True, True)
    assert other.history == History(steps, 2)
    assert other.played  # the new history holds a move of the player's


def test_a_history_that_does_not_lead_to_the_game_is_a_bug_not_a_save() -> None:
    with pytest.raises(ValueError, match="history"):
        dumps(SavedGame(played_game(), 1, history=History((Step(StepKind.RESTART),), 1)))


def test_version_1_files_load_with_moves_as_steps_and_redo_as_undone_steps() -> None:
    v1 = {
        "format": "bakers-dozen-save",
        "version": 1,
        "variant": "bakers-dozen",
        "deal": 1,
        "board": Game.from_deal(1).board_text(),
        "moves": "4-11 4-f",
        "redo": "1-3",
        "elapsed_seconds": 12.5,
        "saved_at": "2026-11-30T10:00:00+0000",
    }
    back = loads(json.dumps(v1))
    assert back.game.move_stack == (M("4-11"), M("4-f"))
    assert back.history == History(
        (
            Step(StepKind.MOVE, (M("4-11"),)),
            Step(StepKind.MOVE, (M("4-f"),)),
            Step(StepKind.MOVE, (M("1-3"),)),
        ),
        2,
    )
    assert (back.deal, back.elapsed_seconds, back.played, back.hints) == (1, 12.5, True, 0)


def test_custom_and_face_down_rules_survive() -> None:
    rules = custom_rules(face_down_rows=2, build=Build.SAME_SUIT, empty_column=EmptyColumn.KING)
    game = Game(rules, Game.from_deal(9, rules).initial)
    back = loads(dumps(SavedGame(game, 9)))
    assert back.game.rules == rules
    assert back.game.position() == game.position()


def test_missing_file_is_no_saved_game(tmp_path: Path) -> None:
    assert load_game(tmp_path / "nothing.json") is None


def valid_json() -> dict[str, object]:
    game, history = rich_history()
    data: dict[str, object] = json.loads(dumps(SavedGame(game, 1, 5.0, history)))
    return data


# Raw JSON text for a field, so that NaN, Infinity and 1e999 reach the parser as written.
DAMAGED_FIELDS = [
    ("elapsed_seconds", "NaN", "not valid JSON"),
    ("elapsed_seconds", "Infinity", "not valid JSON"),
    ("elapsed_seconds", "-Infinity", "not valid JSON"),
    ("elapsed_seconds", "1e308", "the clock is damaged"),
    ("elapsed_seconds", "1e999", "the clock is damaged"),
    ("elapsed_seconds", "-4", "the clock is damaged"),
    ("elapsed_seconds", '"12"', "the clock is damaged"),
    ("elapsed_seconds", "true", "the clock is damaged"),
    ("deal", "true", "the deal number is damaged"),
    ("deal", "0", "the deal number is damaged"),
    ("deal", "2147483648", "the deal number is damaged"),
    ("deal", "1.0", "the deal number is damaged"),
    ("deal", '"7"', "the deal number is damaged"),
    ("deal", "1" * 5000, "far too long"),
    ("hints", "1.5", "the hints count is damaged"),
    ("hints", "-1", "the hints count is damaged"),
    ("undos", "1e999", "the undos count is damaged"),
    ("undos", "false", "the undos count is damaged"),
    ("helped", "1", "the helped flag is damaged"),
    ("played", "null", "the played flag is damaged"),
    ("daily", '"yes"', "the daily flag is damaged"),
    ("version", "2.0", "the version is damaged"),
    ("version", "true", "the version is damaged"),
    ("variant", '"klondike"', "unknown variant 'klondike'"),
    ("variant", "7", "the variant is missing"),
    ("board", '"AS AS"', "the board is damaged"),
    ("board", "[]", "the board is missing"),
    ("history", "[]", "the undo history is missing"),
    ("history", '{"steps": "", "index": 1}', "the undo position is damaged"),
    ("history", '{"steps": "", "index": true}', "the undo position is damaged"),
    ("history", '{"steps": [], "index": 0}', "the undo history is damaged"),
    ("history", '{"steps": "x1-2", "index": 0}', "unknown kind"),
    ("history", '{"steps": "m", "index": 1}', "damaged at step 1"),
    ("history", '{"steps": "r1-2", "index": 1}', "damaged at step 1"),
    ("history", '{"steps": "m4-12", "index": 1}', "illegal move"),
    ("history", '{"steps": "m4-11 mzz", "index": 2}', "damaged at step 2"),
    ("history", '{"steps": "m4-11,,4-f", "index": 1}', "damaged at step 1"),
    ("history", '{"steps": "m' + "9" * 5000 + '-1", "index": 1}', "step 1"),
    ("history", '{"steps": "", "index": 0, "earlier_moves": -1}', "earlier_moves count"),
    ("history", '{"steps": "", "index": 0, "earlier_moves": 1.5}', "earlier_moves count"),
    ("history", '{"steps": "", "index": 0, "earlier_automatic": "3"}', "earlier_automatic"),
]

# Version 2's history, a JSON object per step: still read, so still checked.
DAMAGED_V2_HISTORY = [
    ('{"steps": [], "index": 1}', "the undo position is damaged"),
    ('{"steps": [], "index": true}', "the undo position is damaged"),
    ('{"steps": {}, "index": 0}', "the undo history is damaged"),
    ('{"steps": [7], "index": 0}', "damaged at step 1"),
    ('{"steps": [{"kind": "jump", "moves": "1-2"}], "index": 0}', "unknown kind"),
    ('{"steps": [{"kind": ["move"], "moves": "1-2"}], "index": 0}', "unknown kind"),
    ('{"steps": [{"kind": "move"}], "index": 1}', "damaged at step 1"),
    ('{"steps": [{"kind": "move", "moves": 12}], "index": 1}', "step 1"),
    ('{"steps": [{"kind": "move", "moves": "4-12"}], "index": 1}', "illegal move"),
    ('{"steps": [{"kind": "move", "moves": "zz"}], "index": 1}', "not a move"),
    ('{"steps": [{"kind": "move", "moves": "' + "9" * 5000 + '-1"}], "index": 1}', "step 1"),
]


@pytest.mark.parametrize(("raw", "message"), DAMAGED_V2_HISTORY)
def test_a_version_2_history_is_checked_too(raw: str, message: str) -> None:
    game, history = rich_history()
    data = v2_document(SavedGame(game, 1, 5.0, history))
    data["history"] = "@@"
    with pytest.raises(BadSave, match=message):
        loads(json.dumps(data).replace('"@@"', raw))


def test_a_version_2_save_loads_whole() -> None:
    game, history = rich_history()
    saved = SavedGame(game, 1, 83.25, history, hints=2, undos=3, helped=True, daily=True)
    back = loads(json.dumps(v2_document(saved)))
    assert back.history == history and back.game.position() == game.position()
    assert (back.deal, back.elapsed_seconds, back.hints, back.undos) == (1, 83.25, 2, 3)
    assert (back.helped, back.played, back.daily) == (True, True, True)


def test_a_step_costs_a_few_bytes() -> None:
    game, history = rich_history()
    data = json.loads(dumps(SavedGame(game, 1, 5.0, history)))
    assert data["history"]["steps"] == "m4-11,4-f s1-3 r m4-11 m4-f m1-3"


@pytest.mark.parametrize(("field", "raw", "message"), DAMAGED_FIELDS)
def test_every_field_is_checked_for_type_and_range(field: str, raw: str, message: str) -> None:
    data = valid_json()
    data[field] = "@@"
    text = json.dumps(data).replace('"@@"', raw)
    with pytest.raises(BadSave, match=message):
        loads(text)


@pytest.mark.parametrize(
    ("custom", "message"),
    [
        ('{"face_down_rows": 1e999, "kings_to_bottom": true, "build": "any-suit", '
         '"empty_column": "nothing"}', "the custom rules are damaged"),
        ('{"face_down_rows": 2.0, "kings_to_bottom": true, "build": "any-suit", '
         '"empty_column": "nothing"}', "the custom rules are damaged"),
        ('{"face_down_rows": 9, "kings_to_bottom": true, "build": "any-suit", '
         '"empty_column": "nothing"}', "face_down_rows must be"),
        ('{"face_down_rows": 1, "kings_to_bottom": 1, "build": "any-suit", '
         '"empty_column": "nothing"}', "the custom rules are damaged"),
        ('{"face_down_rows": 1, "kings_to_bottom": true, "build": ["any-suit"], '
         '"empty_column": "nothing"}', "the custom rules are damaged"),
        ('{"face_down_rows": 1, "kings_to_bottom": true, "build": "any-suit", '
         '"empty_column": "sometimes"}', "the custom rules are damaged"),
        ("[]", "the custom rules are missing"),
    ],
)  # fmt: skip
def test_custom_rules_are_typed(custom: str, message: str) -> None:
    data = valid_json()
    data["variant"], data["custom"] = "custom", "@@"
    with pytest.raises(BadSave, match=message):
        loads(json.dumps(data).replace('"@@"', custom))


def test_json_nested_100000_deep_is_damaged_not_a_recursion_error() -> None:
    with pytest.raises(BadSave, match="nested too deeply"):
        loads("[" * 100_000 + "]" * 100_000)
    with pytest.raises(BadSave):
        loads('{"a":' * 100_000 + "1" + "}" * 100_000)


def test_a_newer_version_is_told_apart() -> None:
    data = valid_json()
    data["version"] = 4
    with pytest.raises(NewerSave, match="newer version"):
        loads(json.dumps(data))
    data["version"] = 0
    with pytest.raises(BadSave, match="unknown version"):
        loads(json.dumps(data))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "other"}', "not a Baker's Dozen saved game"),
        ("[1, 2]", "not a Baker's Dozen saved game"),
        ('{"format": "bakers-dozen-save", "version": 99}', "newer version"),
    ],
)
def test_corrupt_file_is_kept_aside_with_a_clear_message(
    tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveFileError, match=message) as info:
        load_game(path)
    assert "kept as" in str(info.value)
    assert info.value.kept_as == tmp_path / "game.json.damaged"
    assert not path.exists()
    assert (tmp_path / "game.json.damaged").read_text(encoding="utf-8") == text
