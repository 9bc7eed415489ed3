"""Statistics: counts per variant and for all, records that ignore games won with help,
leaderboards, daily streaks, the chart's and histogram's data, the CSV export."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from bakers_dozen_qt.store import Bin, GameRecord, StatsStore


def rec(
    won: bool,
    seconds: float = 100.0,
    score: int = 100,
    variant: str = "bakers-dozen",
    **kw: object,
) -> GameRecord:
    args: dict[str, object] = {"deal": 1, "moves": 80, "hints": 0, "undos": 0}
    args.update(kw)
    return GameRecord(variant, won=won, seconds=seconds, score=score, **args)  # type: ignore[arg-type]


@pytest.fixture
def store(tmp_path: Path) -> StatsStore:
    s = StatsStore(tmp_path / "stats.sqlite")
    yield s  # type: ignore[misc]
    s.close()


def test_summary_counts_wins_streaks_and_bests(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite")
    for r in [rec(True, 300, 1400), rec(False, score=40), rec(True, 200, 1500),
              rec(True, 250, 1450), rec(True, 90, 1600, variant="good-measure")]:  # fmt: skip
        store.record(r)
    s = store.summary("bakers-dozen")
    assert (s.played, s.won) == (4, 3)
    assert s.win_rate == 0.75
    assert (s.best_score, s.best_seconds, s.median_win_seconds) == (1500, 200, 250)
    assert (s.current_streak, s.longest_streak) == (2, 2)
    store.close()
    with StatsStore(tmp_path / "stats.sqlite") as again:  # persisted
        assert again.summary("good-measure").won == 1
        assert again.summary(None).played == 5  # all variants
        assert again.variants() == ["bakers-dozen", "good-measure"]
        again.reset("bakers-dozen")
        assert again.summary("bakers-dozen").played == 0
        assert again.summary("good-measure").played == 1


def test_empty_summary(store: StatsStore) -> None:
    s = store.summary("spanish-patience")
    assert (s.played, s.won, s.win_rate, s.best_score, s.best_seconds) == (0, 0, 0.0, None, None)


def test_a_game_won_with_help_is_counted_but_never_a_record(store: StatsStore) -> None:
    store.record(rec(True, 300, 1400))
    store.record(rec(True, 30, 1900, helped=True))  # Show the Way: fast and high
    store.record(rec(True, 280, 1420))
    s = store.summary("bakers-dozen")
    assert (s.played, s.won, s.won_with_help) == (3, 3, 1)
    assert (s.best_score, s.best_seconds, s.median_win_seconds) == (1420, 280, 290)
    # The helped win ends the run without extending it.
    assert (s.current_streak, s.longest_streak) == (1, 1)
    assert store.summary(None).won_with_help == 1


def test_leaderboard_puts_unaided_wins_first_then_score_then_time(store: StatsStore) -> None:
    ids = [
        store.record(rec(True, 300, 1400)),
        store.record(rec(True, 30, 1900, helped=True)),
        store.record(rec(True, 250, 1450)),
        store.record(rec(False, 100, 200)),
        store.record(rec(True, 200, 1450)),
        store.record(rec(True, 10, 1990, variant="good-measure")),
    ]
    board = store.leaderboard("bakers-dozen", limit=10)
    assert [g.id for g in board] == [ids[4], ids[2], ids[0], ids[1]]  # the lost game: no place
    assert board[-1].helped and not any(g.helped for g in board[:-1])
    assert [g.id for g in store.leaderboard("bakers-dozen", limit=2)] == [ids[4], ids[2]]


def test_placing_says_whether_a_game_entered_the_top_ten(store: StatsStore) -> None:
    for i in range(10):
        store.record(rec(True, 300, 1000 + i))
    low = store.record(rec(True, 300, 900))
    assert store.placing(low).variant_rank is None and not store.placing(low).entered
    top = store.record(rec(True, 100, 1500))
    assert store.placing(top).variant_rank == 1
    tie = store.record(rec(True, 100, 1500))  # same score and time: the earlier stays ahead
    assert store.placing(tie).variant_rank == 2
    helped = store.record(rec(True, 10, 1990, helped=True))
    assert store.placing(helped).variant_rank is None
    store.record(rec(False, 10, 1800))  # a lost game scoring more is not ahead of a win
    assert store.placing(store.record(rec(True, 100, 1600))).variant_rank == 1
    lost = store.record(rec(False, 10, 5000))
    assert store.placing(lost).variant_rank is None
    assert store.placing(99_999).variant_rank is None


def test_daily_leaderboard_and_placing(store: StatsStore) -> None:
    day = 20261130
    a = store.record(rec(True, 300, 1400, deal=day, daily=True))
    b = store.record(rec(True, 200, 1500, deal=day, daily=True))
    store.record(rec(True, 100, 1600, deal=day))  # the same number, not as the daily deal
    store.record(rec(True, 100, 1600, deal=20261201, daily=True))
    assert [g.id for g in store.leaderboard("bakers-dozen", deal=day)] == [b, a]
    assert store.placing(a).daily_rank == 2 and store.placing(b).daily_rank == 1


def test_best_on_deal(store: StatsStore) -> None:
    store.record(rec(True, 300, 1400, deal=617))
    best = store.record(rec(True, 200, 1500, deal=617))
    store.record(rec(True, 100, 1600, deal=618))
    found = store.best_on_deal("bakers-dozen", 617)
    assert found is not None and found.id == best
    assert store.best_on_deal("bakers-dozen", 1) is None


def test_daily_streaks_count_consecutive_calendar_days(store: StatsStore) -> None:
    def daily(deal: int, won: bool, helped: bool = False) -> None:
        store.record(rec(won, deal=deal, daily=True, helped=helped))

    # 28 Nov to 3 Dec across a month's end; 1 Dec lost, 2 Dec won with help.
    for d in (20261128, 20261129, 20261130, 20261203):
        daily(d, True)
    daily(20261201, False)
    daily(20261202, True, helped=True)
    daily(20261120, True)
    store.record(rec(True, deal=20261204))  # deal by number, not the daily deal
    s = store.daily_streaks(today="2026-12-04")  # today's not played yet: still running
    assert (s.current_played, s.longest_played) == (6, 6)
    assert (s.current_won, s.longest_won) == (1, 3)
    gone = store.daily_streaks(today="2026-12-06")
    assert (gone.current_played, gone.longest_played, gone.current_won) == (0, 6, 0)


def test_recent_games_carry_a_moving_win_rate(store: StatsStore) -> None:
    for won in [True, False, True, True, False, False]:
        store.record(rec(won, score=1000 if won else 50))
    last = store.recent(4, window=3)
    assert [g.won for g in last] == [True, True, False, False]
    assert [round(g.win_rate, 3) for g in last] == [0.667, 0.667, 0.667, 0.333]
    first = store.recent(10, window=3)
    assert len(first) == 6 and first[0].win_rate == 1.0 and first[1].win_rate == 0.5
    assert store.recent(0) == []


def test_winning_times_histogram_uses_round_bins_and_skips_helped_wins(
    store: StatsStore,
) -> None:
    for t in (65, 70, 130, 400, 415):
        store.record(rec(True, t, 1000))
    store.record(rec(True, 3, 1900, helped=True))
    store.record(rec(False, 20, 10))
    bins = store.win_time_histogram(max_bins=8)
    assert bins == [
        Bin(60, 120, 2), Bin(120, 180, 1), Bin(180, 240, 0), Bin(240, 300, 0),
        Bin(300, 360, 0), Bin(360, 420, 2),
    ]  # fmt: skip
    assert sum(b.count for b in store.win_time_histogram(max_bins=2)) == 5
    assert store.win_time_histogram("good-measure") == []


def test_csv_export_has_a_header_and_one_row_a_game(store: StatsStore, tmp_path: Path) -> None:
    store.record(rec(True, 123.5, 1400, deal=20261130, daily=True, hints=2, undos=1))
    store.record(rec(False, 60, 50, variant="good-measure", deal=None, helped=True))
    target = tmp_path / "export" / "games.csv"
    assert store.export_csv(target) == 2
    with open(target, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert list(rows[0]) == [
        "id", "finished_at", "variant", "deal", "daily", "won", "helped", "moves", "hints",
        "undos", "seconds", "score",
    ]  # fmt: skip
    assert [(r["variant"], r["deal"], r["daily"], r["won"], r["helped"]) for r in rows] == [
        ("bakers-dozen", "20261130", "1", "1", "0"),
        ("good-measure", "", "0", "0", "1"),
    ]
    assert (rows[0]["seconds"], rows[0]["hints"], rows[0]["undos"]) == ("123.5", "2", "1")
    assert list(target.parent.glob(".*tmp")) == []


def test_a_record_with_a_broken_clock_is_refused_before_the_database() -> None:
    with pytest.raises(ValueError):
        rec(True, float("nan"))
    with pytest.raises(ValueError):
        rec(True, -1.0)
