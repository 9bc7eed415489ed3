"""Perft counts (``data/moves.perft``): every rule set's legal moves pinned to depth 4."""

from __future__ import annotations

from pathlib import Path

import pytest

from bakers_dozen_qt.engine import VARIANT_IDS, Build, EmptyColumn
from bakers_dozen_qt.engine.perft import PerftCase, format_cases, parse_cases, perft

DATA = Path(__file__).parent / "data" / "moves.perft"
CASES = parse_cases(DATA.read_text())


def test_the_file_covers_every_rule_set() -> None:
    assert {c.rules.id for c in CASES} == set(VARIANT_IDS)
    assert {c.rules.build for c in CASES} == set(Build)
    assert {c.rules.empty_column for c in CASES} == set(EmptyColumn)
    assert all(sorted(c.counts) == [1, 2, 3, 4] for c in CASES)
    # Positions with an empty column and a lone card, for every rule set.
    for vid in VARIANT_IDS:
        games = [c.game() for c in CASES if c.rules.id == vid and c.moves]
        assert any({len(g.column(i)) for i in range(g.column_count)} >= {0, 1} for g in games), vid


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_perft(case: PerftCase) -> None:
    game = case.game()
    before = game.position()
    for depth, expected in sorted(case.counts.items()):
        assert perft(game, depth) == expected, depth
    assert game.position() == before and game.move_stack == case.moves


def test_perft_text_round_trips() -> None:
    text = format_cases(CASES)
    assert format_cases(parse_cases(text)) == text
    body = "\n".join(line for line in DATA.read_text().splitlines() if not line.startswith("#"))
    assert text.strip() == body.strip()


def test_perft_text_errors() -> None:
    with pytest.raises(ValueError, match="line 1: a case starts with its id"):
        parse_cases("deal 3\n")
    with pytest.raises(ValueError, match="line 2: unknown field 'depth'"):
        parse_cases("id x\ndepth 3\n")
