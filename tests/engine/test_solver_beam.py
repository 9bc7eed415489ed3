"""Beam search for short lines: a guided beam never loses the way."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.kernel import kernel_for
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.engine.solver import TUNING
from bakers_dozen_qt.engine.solver.api import plain_table
from bakers_dozen_qt.engine.solver.core import beam as beam_module
from bakers_dozen_qt.engine.solver.core.beam import beam
from bakers_dozen_qt.engine.solver.core.portfolio import Budget, run
from bakers_dozen_qt.engine.solver.shorten import replays_to_win


@pytest.mark.slow
def test_a_guided_beam_wins_in_no_more_moves_than_its_guide() -> None:
    game = Game.from_deal(5)
    cols, found = plain_table(game)
    kernel = kernel_for(game.rules)
    outcome = run(cols, found, kernel, Budget(100_000, None, None, None))
    assert outcome is not None and outcome.won
    guide = outcome.moves
    assert len(guide) > 150  # the depth-first line wanders
    for width in (1, 4, 20):
        line = beam(cols, found, kernel, width, lambda n: True, guide)
        assert line is not None, width
        assert len(line) <= len(guide), width
        moves = [Move(s, FOUNDATION if d < 0 else d) for s, d in line]
        assert replays_to_win(game, moves), width
    # Unguided, a beam of width 1 follows its guess into a dead end.
    assert beam(cols, found, kernel, 1, lambda n: True) is None


def _beam_line(
    variant: str, deal: int, width: int, memo_cap: int
) -> tuple[int, list[tuple[int, int]]]:
    """The nodes and the line of a plain beam, with ``memo_cap`` column scores kept."""
    game = Game.from_deal(deal, get_rules(variant))
    cols, found = plain_table(game)
    used = 0

    def quota(n: int) -> bool:
        nonlocal used
        used += n
        return True

    tuning = replace(TUNING, beam_memo_cap=memo_cap)
    line = beam(cols, found, kernel_for(game.rules), width, quota, tuning=tuning)
    assert line is not None
    moves = [Move(s, FOUNDATION if d < 0 else d) for s, d in line]
    assert replays_to_win(game, moves)
    return used, line


@pytest.mark.slow
def test_forgetting_the_column_scores_changes_nothing() -> None:
    # The remembered scores are cleared whenever they reach the cap: with a cap of one
    # they are cleared at almost every score, and the line must not change.
    assert _beam_line("good-measure", 19, 200, 1) == _beam_line("good-measure", 19, 200, 10**6)


def _remembered_keys(cap: int, width: int, nodes: int) -> int:
    """The most keys a beam of ``width`` on Baker's Dozen deal 152 holds within
    ``nodes`` nodes (both generations), with ``beam_seen_cap`` = ``cap``."""
    game = Game.from_deal(152)
    cols, found = plain_table(game)
    tuning = replace(TUNING, beam_seen_cap=cap)
    search = beam_module._beam(cols, found, kernel_for(game.rules), width, tuning=tuning)
    most = used = 0
    while used < nodes:
        used += next(search)
        held = search.gi_frame.f_locals
        most = max(most, len(held["seen"]) + len(held["old"]))
    search.close()
    return most


@pytest.mark.slow
def test_a_beam_remembers_a_bounded_number_of_positions() -> None:
    # Without the cap a beam keeps the key of every position it made: width 800 held
    # 480,000 on this deal (some 36 MB). With it, at most two generations of about the
    # cap each, plus the keys of one layer (under 3,000 here); 12,597 measured.
    assert _remembered_keys(10**9, 200, 60_000) > 30_000
    assert _remembered_keys(5_000, 200, 60_000) <= 2 * (5_000 + 3_000)


def _widths_tried(monkeypatch: pytest.MonkeyPatch, gains: dict[int, list[int]]) -> list[int]:
    """The beam widths :func:`.beam.short_line` tries on a 400-move guide, each beam
    answering with the next length of ``gains[width]`` (None when the list is spent)."""
    tried: list[int] = []

    def fake_beam(
        columns: object,
        foundations: object,
        kernel: object,
        width: int,
        quota: object,
        guide: list[tuple[int, int]] | None = None,
        tuning: object = None,
    ) -> list[tuple[int, int]] | None:
        tried.append(width)
        lengths = gains.get(width, [])
        return [(0, 0)] * lengths.pop(0) if lengths else None

    monkeypatch.setattr(beam_module, "beam", fake_beam)
    beam_module.short_line(
        [], [], kernel_for(get_rules("good-measure")), lambda n: True, guide=[(0, 0)] * 400
    )
    return tried


def test_the_quick_beam_gives_way_to_the_wide_ones_when_it_hardly_shortens(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Good Measure 778: the quick guided beam took 952 moves to 951, then 874 and 813,
    # 1.7 CPU-s of a 10 s budget, while width 1000 gives 115.
    quick = TUNING.quick_width
    tried = _widths_tried(monkeypatch, {quick: [399, 398, 397], 1000: [115]})
    assert tried[:2] == [quick, 200]
    assert tried.count(quick) == 1
    # A quick beam that does cut the line (deal 991: 743 -> 152) runs again.
    tried = _widths_tried(monkeypatch, {quick: [200, 160, 140]})
    assert tried[:3] == [quick, quick, quick]
