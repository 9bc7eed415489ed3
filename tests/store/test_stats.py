from __future__ import annotations

from pathlib import Path

from bakers_dozen_qt.store import GameRecord, StatsStore


def rec(
    won: bool, seconds: float = 100.0, score: int = 100, variant: str = "bakers-dozen"
) -> GameRecord:
    return GameRecord(variant, 1, won, 80, seconds, score)


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
        again.reset("bakers-dozen")
        assert again.summary("bakers-dozen").played == 0
        assert again.summary("good-measure").played == 1


def test_empty_summary(tmp_path: Path) -> None:
    with StatsStore(tmp_path / "s.sqlite") as store:
        s = store.summary("spanish-patience")
    assert (s.played, s.won, s.win_rate, s.best_score, s.best_seconds) == (0, 0, 0.0, None, None)
