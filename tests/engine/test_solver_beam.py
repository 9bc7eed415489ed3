"""Beam search for short lines: a guided beam never loses the way."""

from __future__ import annotations

import hashlib

import pytest

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.kernel import kernel_for
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.engine.solver import beam as beam_module
from bakers_dozen_qt.engine.solver.api import plain_table
from bakers_dozen_qt.engine.solver.beam import beam
from bakers_dozen_qt.engine.solver.driver import Budget, run
from bakers_dozen_qt.engine.solver.shorten import replays_to_win


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


def assert_portfolio_wins_by(variant: str, deal: int, nodes: int, source: str) -> None:
    """The portfolio with a budget of ``nodes`` wins ``deal`` by the pass ``source``,
    with a line that replays to a win in at most 150 moves."""
    game = Game.from_deal(deal, get_rules(variant))
    cols, found = plain_table(game)
    outcome = run(cols, found, kernel_for(game.rules), Budget(nodes, None, None, None))
    assert outcome is not None and outcome.won and outcome.source == source
    moves = [Move(s, FOUNDATION if d < 0 else d) for s, d in outcome.moves]
    assert replays_to_win(game, moves)
    assert len(moves) <= 150


def test_the_portfolio_beam_wins_a_good_measure_deal_the_searches_leave_open() -> None:
    # Good Measure deal 910: undecided by every pass with 500,000 nodes while the beam
    # had two widths (50, 200) and the share of the other passes; its third width wins.
    assert_portfolio_wins_by("good-measure", 910, 500_000, "beam")


# Lines and node counts of the beam as it was before its nodes were made cheaper
# (children built only when kept, column scores remembered): the same to the move.
# (variant, deal, width, nodes in batches, sha1 of the line's repr, its length)
_BEFORE = [
    ("good-measure", 19, 200, 37_000, "5e0566e6209f", 76),
    ("bakers-dozen", 5, 50, 20_000, "c3c9dc805597", 90),
    ("spanish-patience", 3, 50, 8_000, "736642fe5739", 62),  # empty columns take cards
]


def _beam_digest(variant: str, deal: int, width: int) -> tuple[int, str, int]:
    game = Game.from_deal(deal, get_rules(variant))
    cols, found = plain_table(game)
    used = 0

    def quota(n: int) -> bool:
        nonlocal used
        used += n
        return True

    line = beam(cols, found, kernel_for(game.rules), width, quota)
    assert line is not None
    moves = [Move(s, FOUNDATION if d < 0 else d) for s, d in line]
    assert replays_to_win(game, moves)
    return used, hashlib.sha1(repr(line).encode()).hexdigest()[:12], len(line)


@pytest.mark.parametrize(("variant", "deal", "width", "nodes", "digest", "length"), _BEFORE)
def test_the_cheaper_beam_finds_the_same_lines_as_before(
    variant: str, deal: int, width: int, nodes: int, digest: str, length: int
) -> None:
    assert _beam_digest(variant, deal, width) == (nodes, digest, length)


def test_forgetting_the_column_scores_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    # The remembered scores are cleared whenever they reach the cap: with a cap of one
    # they are cleared at almost every score, and the line must not change.
    variant, deal, width, nodes, digest, length = _BEFORE[0]
    monkeypatch.setattr(beam_module, "MEMO_CAP", 1)
    assert _beam_digest(variant, deal, width) == (nodes, digest, length)


def test_the_second_beam_wins_a_deal_the_first_leaves_open() -> None:
    # Good Measure deal 302: undecided by every pass (the first beam too) with 800,000
    # nodes; the beam scoring only cards above a lower card of their own suit wins it
    # at width 50 with about 20,000 nodes of its own (150,000 in the portfolio).
    assert_portfolio_wins_by("good-measure", 302, 200_000, "beam/suits")


def _remembered_keys(cap: int, width: int, nodes: int) -> int:
    """The most keys a beam of ``width`` on Baker's Dozen deal 152 holds within
    ``nodes`` nodes (both generations), with ``SEEN_CAP`` = ``cap``."""
    game = Game.from_deal(152)
    cols, found = plain_table(game)
    search = beam_module._beam(cols, found, kernel_for(game.rules), width)
    most = used = 0
    saved = beam_module.SEEN_CAP
    beam_module.SEEN_CAP = cap
    try:
        while used < nodes:
            used += next(search)
            held = search.gi_frame.f_locals
            most = max(most, len(held["seen"]) + len(held["old"]))
    finally:
        beam_module.SEEN_CAP = saved
        search.close()
    return most


def test_a_beam_remembers_a_bounded_number_of_positions() -> None:
    # Without the cap a beam keeps the key of every position it made: width 800 held
    # 480,000 on this deal (some 36 MB). With it, at most two generations of about the
    # cap each, plus the keys of one layer (under 3,000 here); 12,597 measured.
    assert _remembered_keys(10**9, 200, 60_000) > 30_000
    assert _remembered_keys(5_000, 200, 60_000) <= 2 * (5_000 + 3_000)


def test_the_second_beam_ranking_ties_by_key_wins_a_deal_both_beams_left_open() -> None:
    # Good Measure deal 613: undecided by every pass with 800,000 nodes while the second
    # beam ranked children of equal value in the order they were made; ranked by key,
    # its width 50 wins it with 31,000 nodes of its own (284,000 in the portfolio).
    assert_portfolio_wins_by("good-measure", 613, 300_000, "beam/suits")


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
    quick = beam_module.QUICK
    tried = _widths_tried(monkeypatch, {quick: [399, 398, 397], 1000: [115]})
    assert tried[:2] == [quick, 200]
    assert tried.count(quick) == 1
    # A quick beam that does cut the line (deal 991: 743 -> 152) runs again.
    tried = _widths_tried(monkeypatch, {quick: [200, 160, 140]})
    assert tried[:3] == [quick, quick, quick]
