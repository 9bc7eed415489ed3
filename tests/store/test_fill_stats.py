"""tools/fill_stats.py makes a database the Statistics window can show."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bakers_dozen_qt.store import StatsStore

TOOL = Path(__file__).resolve().parents[2] / "tools" / "fill_stats.py"


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
