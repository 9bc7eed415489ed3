"""Statistics that hold rows this version would never write (edited by hand, another
program, a damaged page): each bad row is left out and counted, never the whole window
lost; a very large file is read in bounded memory (issue 31, point 8 and "Wrong")."""

from __future__ import annotations

import sqlite3
import tracemalloc
from pathlib import Path

import pytest

from bakers_dozen_qt.qt.statistics.queries import overview
from bakers_dozen_qt.store import GameRecord, StatsStore

TODAY = "2026-12-04"


def rec(deal: int = 7, *, won: bool = True, daily: bool = False, **kw: object) -> GameRecord:
    return GameRecord("bakers-dozen", deal, won, 80, 300.0, 1500 if won else 40, daily=daily)


def test_a_daily_deal_that_is_no_date_is_left_out_of_the_runs(tmp_path: Path) -> None:
    with StatsStore(tmp_path / "s.sqlite") as store:
        store.record(rec(10101, daily=True))  # "year 1": no day before it
        store.record(rec(99991231, daily=True))  # no day after it
        store.record(rec(20261203, daily=True))
        ov = overview(store, None, TODAY)
    assert ov.streaks.current_played == 1
    assert ov.total.played == 3


BAD_ROWS = [
    # (moves, seconds, score, won, deal, daily)
    ("'many'", "300.0", "1500", "1", "7", "0"),
    ("80", "'NaN'", "1500", "1", "7", "0"),
    ("80", "-5.0", "1500", "1", "7", "0"),
    ("80", "300.0", "'lots'", "1", "7", "0"),
    ("80", "300.0", "1500", "7", "7", "0"),
    ("80", "300.0", "1500", "1", "'seven'", "1"),
    ("80", "300.0", "1500", "1", "7.5", "0"),
    ("80", "1e999", "1500", "1", "7", "0"),
]


def test_bad_rows_are_left_out_and_counted(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    with StatsStore(path) as store:
        store.record(rec(7))
        store.record(rec(8, won=False))
    db = sqlite3.connect(path)
    for moves, seconds, score, won, deal, daily in BAD_ROWS:
        db.execute(
            "INSERT INTO games (variant, deal, finished_at, won, moves, seconds, score, hints,"
            f" undos, helped, daily) VALUES ('bakers-dozen', {deal}, '2026-12-01T10:00:00Z',"
            f" {won}, {moves}, {seconds}, {score}, 0, 0, 0, {daily})"
        )
    db.commit()
    db.close()
    with StatsStore(path) as store:
        for variant in (None, "bakers-dozen"):
            ov = overview(store, variant, TODAY)
            assert ov.skipped == len(BAD_ROWS)
            assert (ov.shown.played, ov.shown.won, ov.shown.best_score) == (2, 1, 1500)
            assert [g.deal for g in ov.leaderboard] == [7]  # a top ten is of wins
        assert [g.deal for g in store.games()] == [7, 8]
        assert store.skipped_rows() == len(BAD_ROWS)


@pytest.mark.slow
def test_a_large_file_is_read_in_bounded_memory(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    StatsStore(path).close()
    db = sqlite3.connect(path)
    db.execute(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200000)"
        " INSERT INTO games (variant, deal, finished_at, won, moves, seconds, score, hints,"
        " undos, helped, daily) SELECT CASE i % 3 WHEN 0 THEN 'bakers-dozen'"
        " WHEN 1 THEN 'good-measure' ELSE 'spanish-patience' END, i % 1000 + 1,"
        " printf('2026-%02d-%02dT10:00:00Z', i % 12 + 1, i % 28 + 1), i % 2, 50 + i % 40,"
        " 100.0 + i % 500, 500 + i % 1000, 0, 0, i % 7 = 0, 0 FROM n"
    )
    db.execute("UPDATE games SET daily = 1, deal = 20260101 + (id % 28) WHERE id % 50 = 0")
    db.commit()
    db.close()
    with StatsStore(path) as store:
        tracemalloc.start()
        try:
            ov = overview(store, None, TODAY)
            overview(store, "bakers-dozen", TODAY)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
    assert ov.total.played == 200_000
    assert ov.daily_deals and ov.histogram and len(ov.leaderboard) == 10
    # 200,000 rows as Python objects would be 50 MB and more.
    assert peak < 5_000_000, f"{peak:,} bytes"


@pytest.mark.parametrize("variant", [None, "bakers-dozen"])
def test_the_figures_are_those_of_the_rows(tmp_path: Path, variant: str | None) -> None:
    # The same answers as before the questions moved into SQL, on a small mixed file.
    path = tmp_path / "s.sqlite"
    games = [
        GameRecord("bakers-dozen", 1, True, 80, 100.0, 1800),
        GameRecord("bakers-dozen", 2, True, 80, 300.0, 1500),
        GameRecord("bakers-dozen", 3, False, 80, 50.0, 40),
        GameRecord("bakers-dozen", 4, True, 80, 200.0, 1600, helped=True),
        GameRecord("good-measure", 5, True, 80, 90.0, 1700),
        GameRecord("bakers-dozen", 20261203, True, 80, 250.0, 1650, daily=True),
        GameRecord("bakers-dozen", 20261204, False, 80, 250.0, 40, daily=True),
        GameRecord("bakers-dozen", 20261204, True, 80, 260.0, 1600, daily=True, helped=True),
    ]
    with StatsStore(path) as store:
        for g in games:
            store.record(g)
        ov = overview(store, variant, TODAY)
    s = ov.shown
    if variant is None:
        assert (s.played, s.won, s.won_with_help, s.best_score) == (8, 6, 2, 1800)
        assert (s.best_seconds, s.median_win_seconds) == (90.0, 175.0)
    else:
        assert (s.played, s.won, s.won_with_help, s.best_score) == (7, 5, 2, 1800)
        assert (s.best_seconds, s.median_win_seconds) == (100.0, 250.0)
    assert (s.current_streak, s.longest_streak) == (0, 2)
    assert [d.deal for d in ov.daily_deals] == [20261204, 20261203]
    assert {k: v.name for k, v in ov.daily_results.items()} == {
        20261204: "WON_WITH_HELP",
        20261203: "WON",
    }
    assert (ov.streaks.current_played, ov.streaks.longest_played) == (2, 2)
    assert (ov.streaks.current_won, ov.streaks.longest_won) == (1, 1)  # yesterday counts
