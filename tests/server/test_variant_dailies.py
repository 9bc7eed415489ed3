"""The board and the game agree on each variant's own daily deal from 2027-01-01 on
(issue 36): a board whose day is 2027-01-01 takes a Spanish Patience line of the game's
Spanish Patience daily and refuses one of the Baker's Dozen daily (the same shuffle
until 2026-12-31, no longer)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from board_helpers import fresh_token, send, skip_without_server

skip_without_server()

from bakers_dozen_qt.engine import Game, daily_deal_number, format_moves  # noqa: E402

FIRST = dt.date(2027, 1, 1)


def opening(variant: str, moves: int = 5) -> str:
    """The first legal moves of the game's daily deal of ``variant`` on 2027-01-01."""
    game = Game.from_daily(daily_deal_number(FIRST), variant)
    line = []
    for _ in range(moves):
        move = next(iter(game.legal_moves))
        game.push(move)
        line.append(move)
    return format_moves(line)


def body(variant: str, moves: str) -> dict[str, Any]:
    return {
        "date": FIRST.isoformat(),
        "variant": variant,
        "moves": moves,
        "seconds": 60.0,
        "hints": 0,
        "undos": 0,
        "helped": False,
        "name": "Ivo",
        "token": fresh_token(),
    }


@pytest.mark.parametrize("database", ["sqlite"], indirect=True)
def test_the_board_replays_each_variants_own_daily_deal(client_for: Any, database: str) -> None:
    client = client_for(database, day=FIRST)
    own = send(client, body("spanish-patience", opening("spanish-patience")))
    assert own.status_code == 201, own.text
    assert own.json()["entry"]["variant"] == "spanish-patience"
    theirs = opening("bakers-dozen")
    assert theirs != opening("spanish-patience")
    other = send(client, body("spanish-patience", theirs))
    assert other.status_code == 422 and "not legal" in other.json()["error"]
