"""The atlas's table and the daily par: the files read back as written, a damaged one is
passed over, and the tables the package carries agree with the solver."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.engine.atlas import par, table
from bakers_dozen_qt.engine.atlas.runs import read_runs
from bakers_dozen_qt.engine.atlas.table import Atlas, AtlasError, atlas_for, format_table, parse
from bakers_dozen_qt.engine.deals import daily_deal_number
from bakers_dozen_qt.engine.moves import parse_moves
from bakers_dozen_qt.engine.rules import VARIANTS
from bakers_dozen_qt.engine.solver import Verdict, player_moves, solve


def test_a_table_reads_back_as_written() -> None:
    codes = "1234L?." * 40  # 280 deals: two full lines and one of 80
    text = format_table(Atlas("bakers-dozen", codes), ["made by a test", ""])
    assert text.startswith("# made by a test\n#\n") and text.count("\n") == 5
    atlas = parse(text, "bakers-dozen")
    assert atlas.codes == codes
    assert [atlas.code(d) for d in (1, 5, 6, 7, 280, 281, 0)] == ["1", "L", "?", ".", ".", ".", "."]
    assert atlas.difficulty(3) == 3 and atlas.difficulty(5) is None
    assert atlas.is_won(4) and atlas.is_lost(5) and not atlas.is_won(6)
    assert atlas.won_deals(2) == tuple(range(2, 281, 7))
    assert len(atlas.won_deals()) == 4 * 40
    assert atlas.counts()["L"] == 40


@pytest.mark.parametrize(
    ("text", "needle"),
    [("1x3\n", "no code"), ("1" * 99 + "\n" + "1\n", "holds 99 deals")],
)
def test_a_damaged_table_is_refused(text: str, needle: str) -> None:
    with pytest.raises(AtlasError, match=needle):
        parse(text, "bakers-dozen")


def test_the_game_does_without_a_table_it_cannot_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(table, "DATA", tmp_path)
    atlas_for.cache_clear()
    try:
        assert atlas_for("bakers-dozen") is None  # none at all
        (tmp_path / "bakers-dozen.txt").write_text("12?x\n")
        atlas_for.cache_clear()
        assert atlas_for("bakers-dozen") is None
        assert "not read" in caplog.text
        assert (tmp_path / "bakers-dozen.txt").read_text() == "12?x\n"  # left as it was
    finally:
        atlas_for.cache_clear()


def test_the_packaged_table_agrees_with_the_solver() -> None:
    atlas = atlas_for("bakers-dozen")
    assert atlas is not None
    counts = atlas.counts()
    solved = len(atlas.codes) - counts["."]
    assert solved >= 1000
    # Deal 104 is lost (blocked from the start); 1-3 are won; difficulty is stored.
    assert atlas.is_lost(104) and all(atlas.is_won(d) for d in (1, 2, 3))
    assert counts["L"] < 0.01 * solved
    for difficulty in table.DIFFICULTIES:
        assert len(atlas.won_deals(difficulty)) > 0.03 * solved
    for deal in (1, 104):
        verdict = solve(Game.from_deal(deal), max_nodes=50_000, shorten=False).verdict
        assert verdict is (Verdict.WON if atlas.is_won(deal) else Verdict.UNWINNABLE)


@pytest.mark.parametrize(
    ("variant", "undecided"),
    [
        ("spanish-patience", 0),
        ("portuguese-solitaire", 0),
        ("castles-in-spain", 0),
        ("good-measure", 200),  # the bulk run's 2,000,000 nodes left about 1 % open
    ],
)
def test_each_relative_s_table_holds_its_first_10000_deals_and_agrees_with_the_solver(
    variant: str, undecided: int
) -> None:
    atlas = atlas_for(variant)
    assert atlas is not None
    counts = atlas.counts()
    assert len(atlas.codes) == 10_000 and counts["."] == 0 and counts["?"] <= undecided
    rules = VARIANTS[variant]
    lost = next(d for d in range(1, 10_001) if atlas.is_lost(d))
    won = next(d for d in range(1, 10_001) if atlas.is_won(d))
    for deal in (won, lost):
        # Face-down cards are read as they lie: the atlas says whether the real deal wins.
        verdict = solve(Game.from_deal(deal, rules), max_nodes=200_000, shorten=False).verdict
        assert verdict is (Verdict.WON if deal == won else Verdict.UNWINNABLE)


def test_the_1883_edition_has_baker_s_dozen_s_table() -> None:
    # The same deals, some cards face down: every card known, the same game.
    atlas = atlas_for("bakers-dozen-1883")
    assert atlas is not None and atlas.codes == atlas_for("bakers-dozen").codes  # type: ignore[union-attr]
    assert "bakers-dozen-1883" in table.variants_with_tables()
    rules = VARIANTS["bakers-dozen-1883"]
    assert table.deal_difficulty(rules, 1) == table.deal_difficulty(VARIANTS["bakers-dozen"], 1)
    for deal in (1, 104):
        verdict = solve(Game.from_deal(deal, rules), max_nodes=50_000, shorten=False).verdict
        assert verdict is (Verdict.WON if atlas.is_won(deal) else Verdict.UNWINNABLE)


def test_par_reads_back_as_written(tmp_path: Path) -> None:
    day = dt.date(2026, 12, 7)
    entries = [
        par.Par("bakers-dozen", day, 3, 2, "1-f 2-3 4-f"),
        par.Par("bakers-dozen", day + dt.timedelta(days=1), None, None),
    ]
    path = par.write_par(entries, tmp_path / "par.txt")
    assert par.read_par(path) == entries
    assert "bakers-dozen 2026-12-08 - -\n" in path.read_text()
    with pytest.raises(ValueError, match=r"line 1 .* not"):
        par.parse_par("bakers-dozen 2026-12-07 66\n")
    with pytest.raises(ValueError, match="does not hold its 4 moves"):
        par.parse_par("bakers-dozen 2026-12-07 4 2 1-f 2-3 4-f\n")


def test_every_packaged_par_line_wins_at_its_length() -> None:
    entries = [p for p in par.read_par() if p.moves is not None]
    assert len(entries) >= 20, "the package has a par table"
    for p in entries:
        game = Game.from_deal(daily_deal_number(p.date), p.variant)
        moves = parse_moves(p.line)
        assert (len(moves), player_moves(game, moves)) == (p.moves, p.own)
        for m in moves:
            game.play(m)
        assert game.is_won(), p.date
    first = min(entries, key=lambda p: p.date)
    assert par.daily_par(first.variant, first.date) == first
    assert par.daily_par(first.variant, dt.date(1999, 1, 1)) is None


def test_runs_prefer_the_fuller_record(tmp_path: Path) -> None:
    old = tmp_path / "a.jsonl"
    new = tmp_path / "b.jsonl"
    old.write_text(
        '{"deal": 1, "verdict": "won", "cpu_seconds": 1}\n{"deal": 2, "verdict": "won"}\n'
    )
    new.write_text('{"deal": 1, "verdict": "won"}\n{"deal": 2, "verdict": "won", "x": 0}\n{"dea')
    runs = read_runs([old, new])
    assert runs[1] == {"deal": 1, "verdict": "won", "cpu_seconds": 1}
    assert runs[2]["x"] == 0 and set(runs) == {1, 2}
