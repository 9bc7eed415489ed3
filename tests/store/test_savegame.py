from __future__ import annotations

import json
from pathlib import Path

import pytest

from bakers_dozen_qt.engine import Build, EmptyColumn, Game, Move, custom_rules
from bakers_dozen_qt.store import SavedGame, SaveFileError, load_game, save_game
from bakers_dozen_qt.store.savegame import dumps, loads


def played_game() -> Game:
    game = Game.from_deal(1)
    for text in ["4-11", "4-f", "1-3"]:
        game.play(Move.parse(text))
    return game


def test_round_trip_keeps_position_history_clock_and_redo(tmp_path: Path) -> None:
    game = played_game()
    path = tmp_path / "save" / "game.json"
    save_game(path, SavedGame(game, 1, 83.25, redo=["6-1"]))
    back = load_game(path)
    assert back is not None
    assert back.game.position() == game.position()
    assert back.game.move_stack == game.move_stack
    assert (back.deal, back.elapsed_seconds, back.redo) == (1, 83.25, ["6-1"])
    assert list(tmp_path.glob("save/.*tmp")) == []  # no temporary file left behind


def test_custom_and_face_down_rules_survive(tmp_path: Path) -> None:
    rules = custom_rules(face_down_rows=2, build=Build.SAME_SUIT, empty_column=EmptyColumn.KING)
    game = Game(rules, Game.from_deal(9, rules).initial)
    back = loads(dumps(SavedGame(game, 9)))
    assert back.game.rules == rules
    assert back.game.position() == game.position()


def test_missing_file_is_no_saved_game(tmp_path: Path) -> None:
    assert load_game(tmp_path / "nothing.json") is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "other"}', "not a Baker's Dozen saved game"),
        ('{"format": "bakers-dozen-save", "version": 99}', "unknown version"),
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
    assert not path.exists()
    assert (tmp_path / "game.json.damaged").read_text(encoding="utf-8") == text


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("variant", "klondike", "unknown variant 'klondike'"),
        ("moves", "4-11 4-f 1-2", "the move list is damaged: illegal move 1-2"),
        ("moves", "4-11 zz", "the move list is damaged: move 2: not a move"),
        ("board", "AS AS", "the board is damaged: line 1: AS appears twice"),
        ("elapsed_seconds", -4, "the clock is damaged"),
        ("deal", "seven", "the deal number is damaged"),
    ],
)
def test_damaged_fields_are_named(field: str, value: object, message: str) -> None:
    data = json.loads(dumps(SavedGame(played_game(), 1)))
    data[field] = value
    with pytest.raises(SaveFileError, match=message):
        loads(json.dumps(data))
