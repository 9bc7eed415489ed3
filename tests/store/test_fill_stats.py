"""tools/fill_stats.py makes a database the Statistics window can show."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bakers_dozen_qt.store import StatsStore

TOOL = Path(__file__).resolve().parents[2] / "tools" / "fill_stats.py"


@pytest.mark.slow
def test_fill_stats_makes_plausible_games_and_refuses_an_existing_file(tmp_path: Path) -> None:
    out = tmp_path / "statistics.sqlite"
    done = subprocess.run(
        [sys.executable, str(TOOL), "--games", "40", "--out", str(out)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "40 games" in done.stdout
    with StatsStore(out) as store:
        games = store.games()
        assert len(games) == 40
        assert len(store.variants()) >= 3
        assert any(g.daily for g in games) and any(not g.daily for g in games)
        assert any(g.helped for g in games) and any(not g.won for g in games)
        assert store.daily_streaks().longest_played >= 2
        assert store.win_time_histogram()
    again = subprocess.run(
        [sys.executable, str(TOOL), "--out", str(out)], capture_output=True, text=True
    )
    assert again.returncode == 2 and "exists" in again.stderr


@pytest.mark.slow
def test_no_game_is_dated_after_now(tmp_path: Path) -> None:
    # Many daily games over few days: the last day's games once fell later the same day.
    import datetime as dt

    sys.path.insert(0, str(TOOL.parent))
    try:
        from fill_stats import fill
    finally:
        sys.path.remove(str(TOOL.parent))
    for seed in range(6):
        out = tmp_path / f"statistics-{seed}.sqlite"
        fill(out, games=200, seed=seed, days=3)
        now = dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        with StatsStore(out) as store:
            latest = max(g.finished_at or "" for g in store.games())
        assert latest <= now, (seed, latest, now)
