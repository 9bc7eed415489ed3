"""``bakers-dozen --export-statistics`` / ``--import-statistics``: the statistics carried
from one machine to another by a script, with no window; one line each way, and a file
that cannot be imported is one line on standard error, exit 2, and no change."""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
from pathlib import Path

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.store import GameLine, GameRecord, StatsStore

BIN = str(Path(sys.executable).parent)


def machine(root: Path) -> dict[str, str]:
    return {
        "PATH": BIN,
        "HOME": str(root),
        "XDG_DATA_HOME": str(root / "data"),
        "XDG_CONFIG_HOME": str(root / "config"),
        "XDG_CACHE_HOME": str(root / "cache"),
        "QT_QPA_PLATFORM": "offscreen",
    }


def statistics_of(root: Path) -> Path:
    return root / "data" / "BakersDozen" / "Baker's Dozen" / "statistics.sqlite"


def game(deal: int, minute: int) -> GameRecord:
    g = Game.from_deal(deal)
    pick = random.Random(deal)
    for _ in range(20):
        g.push(pick.choice(list(g.legal_moves)))
    return GameRecord(
        "bakers-dozen", deal, False, 20, 90.0, 40 + minute,
        finished_at=f"2026-11-30T10:{minute:02d}:00Z", line=GameLine(g.rules, g.move_stack),
    )  # fmt: skip


def run(root: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    exe = shutil.which("bakers-dozen", path=BIN)
    assert exe is not None
    return subprocess.run(
        [exe, *argv], env=machine(root), capture_output=True, text=True, timeout=60
    )


def test_statistics_go_to_another_machine_and_back_without_a_duplicate(tmp_path: Path) -> None:
    old, new = tmp_path / "old", tmp_path / "new"
    statistics_of(old).parent.mkdir(parents=True)
    with StatsStore(statistics_of(old)) as store:
        for i in range(3):
            store.record(game(100 + i, i))
    carried = tmp_path / "carried.bdstats"
    done = run(old, "--export-statistics", str(carried))
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == f"exported 3 games to {carried}\n"
    for expected in ("imported 3 games", "imported 0 games"):  # twice: no duplicate
        done = run(new, "--import-statistics", str(carried))
        assert (done.returncode, done.stderr) == (0, "")
        assert done.stdout.startswith(expected)
    with StatsStore(statistics_of(new)) as store:
        assert len(store.games()) == 3
        assert all(store.game_line(g.id or 0) is not None for g in store.games())
    # And back: a game played on the new machine goes home; the three are not doubled.
    with StatsStore(statistics_of(new)) as store:
        store.record(game(200, 30))
    back = tmp_path / "back.bdstats"
    assert run(new, "--export-statistics", str(back)).returncode == 0
    done = run(old, "--import-statistics", str(back))
    assert done.stdout.startswith("imported 1 game from") and "3 already" in done.stdout
    with StatsStore(statistics_of(old)) as store:
        assert len(store.games()) == 4


def test_a_file_that_cannot_be_imported_is_one_line_exit_2_and_no_change(
    tmp_path: Path,
) -> None:
    root = tmp_path / "m"
    statistics_of(root).parent.mkdir(parents=True)
    with StatsStore(statistics_of(root)) as store:
        store.record(game(5, 1))
    bad = tmp_path / "bad.bdstats"
    bad.write_text("not statistics\n")
    for argv in (
        ("--import-statistics", str(bad)),
        ("--import-statistics", str(tmp_path / "missing.bdstats")),
        ("--export-statistics", str(bad / "x.bdstats")),  # a file where a folder must be
        ("--import-statistics", ""),
        ("--import-statistics", str(bad), "--deal", "5"),
        ("--import-statistics", str(bad), "--export-statistics", str(bad)),
    ):
        done = run(root, *argv)
        assert done.returncode == 2, argv
        assert done.stdout == "" and done.stderr.count("\n") == 1, done.stderr
        assert done.stderr.startswith("bakers-dozen: error: ")
        assert "Traceback" not in done.stderr
    assert "not a statistics file" in run(root, "--import-statistics", str(bad)).stderr
    with StatsStore(statistics_of(root)) as store:
        assert len(store.games()) == 1
