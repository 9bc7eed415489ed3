from __future__ import annotations

from collections.abc import Callable

import pytest

from bakers_dozen_qt.engine import (
    BoardTextError,
    Game,
    Move,
    MoveTextError,
    format_moves,
    get_rules,
    parse_board,
    parse_moves,
)

RULES = get_rules("bakers-dozen")


def deal_1_lines() -> list[str]:
    return Game.from_deal(1).board_text().splitlines()


def test_board_text_round_trips_every_variant() -> None:
    for vid in ("bakers-dozen", "good-measure", "castles-in-spain", "bakers-dozen-1883"):
        game = Game.from_deal(7, vid)
        again = Game.from_board_text(game.board_text(reveal=True), vid)
        assert again.position() == game.position()


def test_player_facing_text_hides_face_down_cards() -> None:
    text = Game.from_deal(7, "castles-in-spain").board_text(reveal=False)
    assert text.count("(??)") == 39
    with pytest.raises(BoardTextError, match=r"line 1: a face-down card is hidden"):
        parse_board(text, get_rules("castles-in-spain"))


def test_foundations_line_and_empty_columns() -> None:
    game = Game.from_deal(1)
    for m in ["4-11", "4-f"]:  # 8D onto 9C, then AC up
        game.play(Move.parse(m))
    text = game.board_text()
    assert text.startswith("Foundations: H-0 C-A D-0 S-0\n")
    assert Game.from_board_text(text).position() == game.position()


def test_colon_and_empty_line_mean_an_empty_column() -> None:
    lines = deal_1_lines()
    moved = lines[12].split()  # AD 5C JH 6H
    lines[12] = ":"
    lines[0] += " " + " ".join(moved)  # pile them (not legal play, but a legal board)
    a = parse_board("\n".join(lines), RULES)
    lines[12] = ""
    b = parse_board("\n".join(lines), RULES)
    assert a == b and a.columns[12] == ()


def test_fc_solve_style_leading_colon_is_accepted() -> None:
    text = "\n".join(": " + line for line in deal_1_lines())
    assert parse_board(text, RULES) == Game.from_deal(1).position()


def _extend(ls: list[str], i: int, text: str) -> None:
    ls[i] += text


def _set(ls: list[str], i: int, text: str) -> None:
    ls[i] = text


def _insert(ls: list[str], i: int, text: str) -> None:
    ls.insert(i, text)


BAD_BOARDS = [
    (_extend, 3, " 7D", r"line 4: 7D appears twice \(also on line 1\)"),
    (_set, 2, "XX 3H 4H 8S", r"line 3: unknown card 'XX'"),
    (_set, 5, "9D 7S 6C", r"51 cards, not 52 \(missing: 7H\)"),
    (_insert, 13, ":", r"line 14: Baker's Dozen has 13 columns, the text has 14"),
    (_insert, 0, "Foundations: H-2 C-0 D-0 S-0", r"line 11: AH is on the tableau"),
    (_insert, 0, "Foundations: H-Z", r"line 1: 'H-Z' is not a foundation"),
    (_insert, 3, "Foundations: H-0", r"line 4: the Foundations line must come first"),
    (_set, 0, "(JD) (QC) (TS) (7D)", r"line 1: the top card of a column"),
    (_set, 0, "JD (QC) TS 7D", r"line 1: face-down cards must lie below"),
]


@pytest.mark.parametrize(("edit", "index", "text", "message"), BAD_BOARDS)
def test_bad_board_text_names_the_line(
    edit: Callable[[list[str], int, str], None], index: int, text: str, message: str
) -> None:
    lines = deal_1_lines()
    edit(lines, index, text)
    with pytest.raises(BoardTextError, match=message):
        parse_board("\n".join(lines), RULES)


def test_fifty_three_cards_are_refused() -> None:
    lines = deal_1_lines()
    lines[0] += " AS"
    with pytest.raises(BoardTextError, match="AS appears twice"):
        parse_board("\n".join(lines), RULES)


def test_move_text_round_trips() -> None:
    moves = [Move(3, 8), Move(11, -1), Move(0, 12)]
    text = format_moves(moves)
    assert text == "4-9 12-f 1-13"
    assert parse_moves(text) == moves
    assert parse_moves("4-9\n12-F   1-13\n") == moves
    assert format_moves(moves, per_line=2) == "4-9 12-f\n1-13"


@pytest.mark.parametrize("text", ["4-", "x-1", "0-3", "3-3", "4_9", "f-1"])
def test_bad_move_text(text: str) -> None:
    with pytest.raises(MoveTextError, match="not a move"):
        Move.parse(text)


def test_bad_move_in_a_list_names_its_position() -> None:
    with pytest.raises(MoveTextError, match="move 3: not a move: 'zz'"):
        parse_moves("1-2 3-f zz")
