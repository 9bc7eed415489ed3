"""Opening the statistics never stops the app: damaged files are kept aside and replaced,
a locked one is reported, and the first release's database is migrated with its rows."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from bakers_dozen_qt.store import GameRecord, Problem, StatsOpenError, StatsStore
from bakers_dozen_qt.store.stats_schema import SCHEMA_V1, SCHEMA_VERSION

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def rec(won: bool = True, **kw: object) -> GameRecord:
    args: dict[str, object] = {
        "variant": "bakers-dozen",
        "deal": 1,
        "won": won,
        "moves": 80,
        "seconds": 100.0,
        "score": 1360 if won else 100,
    }
    args.update(kw)
    return GameRecord(**args)  # type: ignore[arg-type]


def filled(path: Path, games: int = 300) -> bytes:
    StatsStore(path).close()
    with sqlite3.connect(path) as db:  # one transaction: quick on a busy disk
        db.executemany(
            "INSERT INTO games (variant, deal, won, moves, seconds, score)"
            " VALUES ('bakers-dozen', ?, 1, 80, 100.0, 1360)",
            [(i + 1,) for i in range(games)],
        )
    db.close()
    return path.read_bytes()


def garbage(path: Path) -> None:
    path.write_bytes(os.urandom(4096))


def truncated(path: Path) -> None:
    data = filled(path)
    path.write_bytes(data[: len(data) // 2 + 100])


def zeroed_pages(path: Path) -> None:
    data = bytearray(filled(path))
    data[4096:12288] = bytes(8192)  # two pages of the table wiped
    path.write_bytes(bytes(data))


def folder(path: Path) -> None:
    path.mkdir()
    (path / "x").write_text("x", encoding="utf-8")


def foreign_schema(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE games (x TEXT)")
    db.execute("INSERT INTO games VALUES ('mine')")
    db.commit()
    db.close()


def other_program(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE bookmarks (url TEXT)")
    db.commit()
    db.close()


@pytest.mark.parametrize(
    "damage", [garbage, truncated, zeroed_pages, folder, foreign_schema, other_program]
)
def test_a_damaged_file_is_kept_aside_and_a_fresh_one_made(tmp_path: Path, damage: object) -> None:
    path = tmp_path / "statistics.sqlite"
    damage(path)  # type: ignore[operator]
    kept = path.read_bytes() if path.is_file() else None
    store = StatsStore(path)
    assert store.notice is not None
    assert store.notice.problem is Problem.STATS_DAMAGED
    aside = tmp_path / "statistics.sqlite.damaged"
    assert store.notice.kept_as == aside
    if kept is not None:
        assert aside.read_bytes() == kept
    store.record(rec())
    assert store.summary("bakers-dozen").played == 1
    store.close()


def test_damaged_copies_pile_up_and_never_overwrite(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite"
    contents = []
    for _ in range(3):
        garbage(path)
        contents.append(path.read_bytes())
        StatsStore(path).close()
    names = [
        "statistics.sqlite.damaged",
        "statistics.sqlite.damaged.2",
        "statistics.sqlite.damaged.3",
    ]
    assert [(tmp_path / n).read_bytes() for n in names] == contents


def test_the_damaged_files_journal_goes_with_it(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite"
    garbage(path)
    journal = tmp_path / "statistics.sqlite-journal"
    journal.write_bytes(b"old journal")
    StatsStore(path).close()
    assert (tmp_path / "statistics.sqlite.damaged-journal").read_bytes() == b"old journal"
    assert not journal.exists()


def test_a_newer_schema_is_kept_aside_with_its_own_name(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite"
    filled(path, 3)
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    with StatsStore(path) as store:
        assert store.notice is not None and store.notice.problem is Problem.STATS_NEWER
        assert store.notice.kept_as == tmp_path / "statistics.sqlite.newer"
        assert store.summary(None).played == 0
    with sqlite3.connect(tmp_path / "statistics.sqlite.newer") as old:
        assert old.execute("SELECT count(*) FROM games").fetchone()[0] == 3


def test_an_unreadable_file_is_kept_aside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "statistics.sqlite"
    filled(path, 2)
    if ROOT:
        import builtins

        from bakers_dozen_qt.store import stats_schema

        real = builtins.open

        def refuse(file: object, *a: object, **k: object) -> object:
            if Path(str(file)) == path:
                raise PermissionError(13, "Permission denied")
            return real(file, *a, **k)  # type: ignore[call-overload]

        monkeypatch.setattr(stats_schema, "open", refuse, raising=False)
    else:
        path.chmod(0)
    with StatsStore(path) as store:
        assert store.notice is not None and "could not be read" in store.notice.detail
        assert store.notice.kept_as == tmp_path / "statistics.sqlite.damaged"


def test_a_folder_that_cannot_be_made_is_unavailable_not_a_crash(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    with pytest.raises(StatsOpenError) as info:
        StatsStore(blocker / "statistics.sqlite")
    assert info.value.problem is Problem.STATS_UNAVAILABLE
    assert blocker.read_text(encoding="utf-8") == "a file where the folder should be"


def test_a_locked_file_is_reported_as_locked_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite"
    before = filled(path, 5)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StatsOpenError) as info:
            StatsStore(path, timeout=0.05)
        assert info.value.problem is Problem.STATS_LOCKED
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.sqlite"]


FIRST_RELEASE_ROWS = [
    # variant, deal, finished_at, won, moves, seconds, score
    ("bakers-dozen", 617, "2026-11-01T10:00:00Z", 1, 95, 300.5, 1400),
    ("bakers-dozen", 20261130, "2026-11-30T08:00:00Z", 0, 40, 120.0, 60),
    ("good-measure", 20261129, "2026-12-05T08:00:00Z", 1, 70, 200.0, 1560),
    ("bakers-dozen", 20261201, "2026-11-30T23:30:00Z", 1, 88, 250.0, 1450),
]


def test_the_first_release_database_is_migrated_with_every_row(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite"
    db = sqlite3.connect(path)
    db.executescript(SCHEMA_V1)
    db.executemany(
        "INSERT INTO games (variant, deal, finished_at, won, moves, seconds, score)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        FIRST_RELEASE_ROWS,
    )
    db.commit()
    db.close()
    with StatsStore(path) as store:
        assert store.notice is None
        games = store.games()
        assert [
            (g.variant, g.deal, g.finished_at, int(g.won), g.moves, g.seconds, g.score)
            for g in games
        ] == FIRST_RELEASE_ROWS
        assert [(g.hints, g.undos, g.helped) for g in games] == [(0, 0, False)] * 4
        # A deal number equal to the day it was played on was the daily deal; one
        # played days later (good-measure) was chosen by number.
        assert [g.daily for g in games] == [False, True, False, True]
        s = store.summary("bakers-dozen")
        assert (s.played, s.won, s.best_score, s.current_streak) == (3, 2, 1450, 1)
        store.record(rec(hints=2))
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert db.execute("SELECT count(*) FROM games").fetchone()[0] == 5
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.sqlite"]


def test_reopening_the_current_schema_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite"
    filled(path, 4)
    with StatsStore(path) as store:
        assert store.notice is None and store.summary(None).played == 4
