"""The daily result's wire form: built by the game, read by the board, every field checked."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bakers_dozen_qt.engine import Move, parse_moves
from bakers_dozen_qt.engine.submission import (
    FIELDS,
    NAME_MAX,
    SECONDS_PER_MOVE_MIN,
    TOKEN_RE,
    Submission,
    SubmissionError,
    build,
    clean_name,
    milliseconds,
    new_token,
    parse,
)

MOVES = parse_moves("8-f 9-f 1-f 8-13 8-f")


def good(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "date": "2026-11-30",
        "variant": "bakers-dozen",
        "moves": "8-f 9-f 1-f 8-13 8-f",
        "seconds": 42.5,
        "hints": 1,
        "undos": 2,
        "helped": False,
        "name": "Ann",
        "token": "A" * 32,
    }
    data.update(changes)
    return data


def test_build_and_parse_agree_through_json() -> None:
    sent = build(
        date=dt.date(2026, 11, 30),
        variant="bakers-dozen",
        moves=MOVES,
        seconds=42.5,
        hints=1,
        undos=2,
        helped=False,
        name="  Ann\n",
        token="A" * 32,
    )
    assert sent.name == "Ann"
    wire = json.dumps(sent.to_json())
    assert parse(json.loads(wire)) == sent
    assert json.loads(wire) == good()


def test_a_fresh_token_is_random_and_well_formed() -> None:
    a, b = new_token(), new_token()
    assert a != b
    assert TOKEN_RE.fullmatch(a) and len(a) == 32


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"date": "30.11.2026"}, "date: must be a date written YYYY-MM-DD"),
        ({"date": "2026-02-30"}, "date: 2026-02-30 is no day of the calendar"),
        ({"variant": "custom"}, "variant: must be one of bakers-dozen, "),
        ({"moves": ""}, "moves: no move"),
        ({"moves": ["8-f"]}, "moves: must be text"),
        ({"moves": "8-f 9-x"}, "moves: move 2: not a move: '9-x'"),
        ({"moves": "1-f " * 2001}, "moves: more than 2,000 moves"),
        ({"seconds": -1}, "seconds: must be a number from 0 to 604,800"),
        ({"seconds": float("nan")}, "seconds: must be a number from 0"),
        ({"seconds": True}, "seconds: must be a number"),
        ({"seconds": "12"}, "seconds: must be a number"),
        ({"hints": 1.5}, "hints: must be a whole number from 0 to 100,000"),
        ({"undos": -3}, "undos: must be a whole number"),
        ({"helped": 0}, "helped: must be true or false"),
        ({"name": " \t\n"}, "name: empty"),
        ({"name": "x" * (NAME_MAX + 1)}, f"name: at most {NAME_MAX} characters"),
        ({"name": 7}, "name: must be text"),
        ({"token": "short"}, "token: must be 22 to 64 letters"),
        ({"token": "A" * 31 + "!"}, "token: must be 22 to 64 letters"),
        ({"extra": 1}, "extra: unknown field"),
    ],
)
def test_each_bad_field_is_named_with_its_fault(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(SubmissionError) as caught:
        parse(good(**changes))
    assert str(caught.value).startswith(message)


@pytest.mark.parametrize("missing", FIELDS)
def test_a_missing_field_is_named(missing: str) -> None:
    data = good()
    del data[missing]
    with pytest.raises(SubmissionError, match=f"^{missing}: missing$"):
        parse(data)


@pytest.mark.parametrize("body", [[], "text", 3, None])
def test_a_body_that_is_no_object_is_refused(body: object) -> None:
    with pytest.raises(SubmissionError, match="must be a JSON object"):
        parse(body)


def test_a_time_is_counted_in_whole_milliseconds() -> None:
    # The board judges a time by the moves a hand made (daily_replay.hand_moves), after
    # replaying them; reading a submission only checks the number.
    assert parse(good(seconds=0.5)).seconds == 0.5
    assert milliseconds(SECONDS_PER_MOVE_MIN * 61) == 12_200  # 12.200000000000001 s
    assert milliseconds(0.15 * 23) == 3_450  # 3.4499999999999997 s
    assert parse(good(seconds=312.3456)).milliseconds == 312_346


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("Ann", "Ann"),
        ("  Ann   Lee ", "Ann Lee"),
        ("Ann\nLee\r\t", "Ann Lee"),
        ("A\u0000n\u0007n", "Ann"),
        ("\u202eevil\u202c", "evil"),  # a bidirectional override would flip the row
        ("Zo\u0065\u0301", "Zo\u00e9"),  # NFC: e + combining acute is é
        ("<script>alert(1)</script>", "<script>alert(1)</script>"),  # escaped when shown
    ],
)
def test_names_are_cleaned_of_controls_and_extra_spaces(raw: str, shown: str) -> None:
    assert clean_name(raw) == shown


@given(st.text(max_size=40))
def test_a_cleaned_name_has_no_control_characters_and_is_stable(text: str) -> None:
    name = clean_name(text)
    assert clean_name(name) == name
    assert name == name.strip()
    assert "  " not in name
    assert all(ch == " " or ch.isprintable() for ch in name)


@given(
    st.dictionaries(
        st.sampled_from((*FIELDS, "x")),
        st.from_type(type(None)) | st.integers() | st.text() | st.floats() | st.booleans(),
    )
)
def test_any_json_object_is_taken_or_refused_with_a_field_error(data: dict[str, object]) -> None:
    try:
        sub = parse(data)
    except SubmissionError as e:
        assert str(e)
    else:
        assert isinstance(sub, Submission)
        assert sub.moves and all(isinstance(m, Move) for m in sub.moves)


@pytest.mark.parametrize("key", ["\n", "a\nb", "\x00", "\u202e"])
def test_an_unknown_field_that_cannot_be_shown_is_not_shown(key: str) -> None:
    # The reason is one line of plain text (the API answers it as is): a field name with
    # a line break or a control character is described, never repeated.
    with pytest.raises(SubmissionError) as caught:
        parse(good(**{key: 1}))
    assert str(caught.value) == "(a name that cannot be shown): unknown field"
