"""SIGKILL during saves and statistics writes: the old or the new version is always
intact, and the cleanup at start leaves no orphan file. ``benchmarks/kill_bench.py``
runs the same with many more kills."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest
from kill_child import kill_rounds

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

KILLS = 15


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["save", "stats"])
def test_killed_writes_leave_a_whole_file_and_no_orphans(tmp_path: Path, kind: str) -> None:
    tally = kill_rounds(kind, tmp_path, KILLS, seed=KILLS)
    assert tally.problems == []
    assert (tally.rounds, tally.intact, tally.orphans_left) == (KILLS, KILLS, 0)
    assert tally.versions > KILLS  # the children did write between kills
