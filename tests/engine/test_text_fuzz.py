"""Board text, move text and deal numbers from anywhere: only our own errors, with a message.

Random bytes and unicode, and structured mutations of real boards and move lists (tokens
dropped, doubled, swapped, numbers past Python's int-string limit, a BOM, stray line
ends). Whatever the input, the parsers either succeed or raise their own error type with
a short one-line message; never ``ValueError``, ``IndexError`` or anything else.
"""

from __future__ import annotations

import re

from hypothesis import example, given
from hypothesis import strategies as st

from bakers_dozen_qt.engine import (
    VARIANT_IDS,
    BoardTextError,
    Game,
    IllegalMoveError,
    Move,
    MoveTextError,
    format_board,
    get_rules,
    parse_board,
    parse_moves,
)
from bakers_dozen_qt.engine.deals import (
    MAX_DEAL,
    DealNumberError,
    check_deal_number,
    parse_deal_number,
)
from bakers_dozen_qt.engine.moves import FOUNDATION, iter_moves
from bakers_dozen_qt.engine.notation import MAX_BOARD_TEXT

HUGE = "9" * 5000

TOKENS = [
    "AS", "KH", "TD", "10c", "qs", "(QS)", "(??)", "()", "(", ")", "((AS))", "AS)", "(AS",
    "Foundations:", "foundations: H-5 C-0 D-K S-A", "H-5", "S-K", "C-0", "D-", "X-1", "H-11",
    "Freecells:", "Freecells: AS", ":", "#", "# note", "\n", "\r\n", "\r", "\ufeff", "\x00",
    " ", "\t", "\u00a0", "\u2028", "\x85", HUGE, "0", "00", "-", "f", "F", "1-0", "0-1",
    "13-f", "99-1", "1-1", "é", "\u0663", "\uff11", "ß", "İ", "-1", "1--2", "1-2-3",
]  # fmt: skip


def check_message(e: Exception) -> None:
    message = str(e)
    assert message, f"{type(e).__name__} without a message"
    assert "\n" not in message and "\r" not in message
    assert len(message) < 400, f"message of {len(message)} characters"


@st.composite
def mutated(draw: st.DrawFn, text: str) -> str:
    """``text`` with a few token-level edits: the kind of damage a hand edit or a bad paste does."""
    parts = re.split(r"(\s+)", text)
    for _ in range(draw(st.integers(1, 6))):
        i = draw(st.integers(0, max(len(parts) - 1, 0)))
        op = draw(st.integers(0, 6))
        if op == 0 and parts:
            del parts[i]
        elif op == 1 and parts:
            parts.insert(i, parts[i])
        elif op == 2 and len(parts) > 1:
            j = draw(st.integers(0, len(parts) - 1))
            parts[i], parts[j] = parts[j], parts[i]
        elif op == 3:
            parts.insert(i, draw(st.sampled_from(TOKENS)))
        elif op == 4 and parts:
            word = parts[i]
            k = draw(st.integers(0, len(word)))
            parts[i] = word[:k] + draw(st.text(max_size=3)) + word[k + 1 :]
        elif op == 5:
            parts = parts[:i]  # truncated
        else:
            parts.insert(i, draw(st.sampled_from(TOKENS)) + draw(st.sampled_from(TOKENS)))
    return "".join(parts)


@st.composite
def board_texts(draw: st.DrawFn) -> tuple[str, str]:
    vid = draw(st.sampled_from(VARIANT_IDS))
    game = Game.from_deal(draw(st.integers(1, MAX_DEAL)), vid)
    for pick in draw(st.lists(st.integers(0, 1000), max_size=20)):
        moves = list(game.legal_moves)
        if not moves:
            break
        game.play(moves[pick % len(moves)])
    return vid, game.board_text(reveal=True)


@st.composite
def mutated_boards(draw: st.DrawFn) -> tuple[str, str]:
    vid, text = draw(board_texts())
    return draw(st.sampled_from([vid, *VARIANT_IDS])), draw(mutated(text))


any_text = st.one_of(
    st.text(),
    st.binary().map(lambda b: b.decode("latin-1")),
    st.binary().map(lambda b: b.decode("utf-8", "replace")),
    st.lists(st.sampled_from(TOKENS)).map(" ".join),
)


def parse_board_or_fail(text: str, vid: str) -> None:
    rules = get_rules(vid)
    try:
        position = parse_board(text, rules)
    except BoardTextError as e:
        check_message(e)
        return
    # Whatever was accepted is a real table: 52 cards, and it writes back the same.
    cards = [c for col in position.columns for c in col] + position.foundation_cards()
    assert sorted(cards) == list(range(52))
    assert parse_board(format_board(position), rules) == position


@given(any_text, st.sampled_from(VARIANT_IDS))
@example("\ufeff" + Game.from_deal(1).board_text(), "bakers-dozen")
@example("JD QC TS 7D\n" + ":\n" * 20, "bakers-dozen")
@example("(" + HUGE + ")", "bakers-dozen")
def test_random_board_text(text: str, vid: str) -> None:
    parse_board_or_fail(text, vid)


@given(mutated_boards())
def test_mutated_board_text(case: tuple[str, str]) -> None:
    vid, text = case
    parse_board_or_fail(text, vid)


def test_board_text_with_a_bom_and_crlf_is_read() -> None:
    # Windows Notepad writes a BOM and CRLF; Paste Board and --board share this parser.
    text = Game.from_deal(1).board_text()
    for variant in (
        "\ufeff" + text,
        "\ufeff" + text.replace("\n", "\r\n"),
        text.replace("\n", "\r"),
    ):
        assert parse_board(variant, get_rules("bakers-dozen")) == Game.from_deal(1).position()


def test_board_text_over_the_limit_is_refused_at_once() -> None:
    text = Game.from_deal(1).board_text() + "#" * MAX_BOARD_TEXT
    try:
        parse_board(text, get_rules("bakers-dozen"))
    except BoardTextError as e:
        assert "too long" in str(e)
    else:
        raise AssertionError("a board text over the limit was read")


def test_unknown_card_names_are_shortened() -> None:
    try:
        parse_board("A" * 100_000, get_rules("bakers-dozen"))
    except BoardTextError as e:
        check_message(e)
        assert "line 1: unknown card 'AAAA" in str(e)
    else:
        raise AssertionError("not refused")


def parse_moves_or_fail(text: str) -> None:
    try:
        moves = parse_moves(text)
    except MoveTextError as e:
        check_message(e)
        return
    for m in moves:
        assert m.source >= 0 and (m.target >= 0 or m.target == FOUNDATION)
        assert m.source != m.target
        assert Move.parse(m.text()) == m


@given(any_text)
@example(f"{HUGE}-1")
@example(f"1-{HUGE}")
@example("1-0")
@example("\ufeff1-3\r\n4-11")
def test_random_move_text(text: str) -> None:
    parse_moves_or_fail(text)


@st.composite
def mutated_move_lists(draw: st.DrawFn) -> str:
    game = Game.from_deal(draw(st.integers(1, MAX_DEAL)))
    words = []
    for pick in draw(st.lists(st.integers(0, 1000), max_size=30)):
        moves = list(game.legal_moves)
        if not moves:
            break
        game.play(moves[pick % len(moves)])
        words.append(moves[pick % len(moves)].text())
    return draw(mutated(" ".join(words)))


@given(mutated_move_lists())
def test_mutated_move_text(text: str) -> None:
    parse_moves_or_fail(text)


@given(mutated_move_lists())
def test_replaying_mutated_move_text(text: str) -> None:
    # The --check path: moves are parsed one at a time and played as they come.
    game = Game.from_deal(1)
    try:
        for move in iter_moves(text):
            game.play(move)
    except (MoveTextError, IllegalMoveError) as e:
        check_message(e)


def test_column_zero_is_not_the_foundation() -> None:
    for text in ("1-0", "1-00", "0-1", "0-f", "00-3"):
        try:
            Move.parse(text)
        except MoveTextError as e:
            assert "counted from 1" in str(e)
        else:
            raise AssertionError(f"{text!r} was read as a move")
    assert Move.parse("1-f") == Move(0, FOUNDATION)


def test_move_numbers_past_the_int_limit() -> None:
    for text in (f"{HUGE}-1", f"1-{HUGE}"):
        try:
            Move.parse(text)
        except MoveTextError as e:
            check_message(e)
        else:
            raise AssertionError("read")


@given(any_text)
@example(HUGE)
@example("1" + "0" * 4400)
@example("٣")
@example("nan")
@example("1e3")
def test_random_deal_number_text(text: str) -> None:
    try:
        number = parse_deal_number(text)
    except DealNumberError as e:
        check_message(e)
        return
    assert 1 <= number <= MAX_DEAL
    assert check_deal_number(number) == number


@given(st.integers(1, MAX_DEAL), st.sampled_from(["", " ", ",", "_"]))
def test_deal_numbers_are_read_back(number: int, sep: str) -> None:
    text = f"{number:,}".replace(",", sep) if sep.strip() else f" {number} "
    assert parse_deal_number(text) == number


def test_huge_deal_numbers_in_messages_are_shortened() -> None:
    try:
        check_deal_number(10**5000)
    except DealNumberError as e:
        check_message(e)
    else:
        raise AssertionError("in range?")
