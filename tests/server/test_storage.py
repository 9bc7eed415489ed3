"""The board's database on SQLite and PostgreSQL: migrations, files left alone, batches
committed whole, one entry per player and board."""

from __future__ import annotations

import asyncio
import datetime as dt
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from board_helpers import TODAY, fresh_token, payload, skip_without_server

skip_without_server()

from bakers_dozen_qt.engine.daily_replay import replay_daily  # noqa: E402
from bakers_dozen_qt.engine.submission import parse  # noqa: E402
from bakers_dozen_server.board import NewEntry, Standing  # noqa: E402
from bakers_dozen_server.storage import (  # noqa: E402
    StoreOpenError,
    Worker,
    migration_lock,
    opener,
)
from bakers_dozen_server.storage.migrations import (  # noqa: E402
    CREATE_LEDGER,
    LATEST,
    MIGRATIONS,
)

NOON = dt.datetime(2026, 11, 30, 12, tzinfo=dt.timezone.utc)


def entry(**changes: Any) -> NewEntry:
    sub = parse(payload(**changes))
    return NewEntry.of(sub, replay_daily(sub.date, sub.variant, sub.moves, sub.seconds), NOON)


def enrol(store: Any, *entries: NewEntry) -> None:
    """Register the players of ``entries`` (only a registered player's entry is stored)."""
    for e in entries:
        store.run(
            "INSERT INTO players (token_hash, registered, block_tag, banned)"
            " VALUES (?, '2026-11-30T12:00:00+00:00', '', 0) ON CONFLICT DO NOTHING",
            (e.token_hash,),
        )


def open_migrated(database: str) -> Any:
    store = opener(database)()
    try:
        assert store.migrate(migration_lock(store.dialect)) == LATEST
    except BaseException:
        store.close()
        raise
    return store


def test_a_new_database_gets_the_whole_schema_and_a_second_open_changes_nothing(
    database: str,
) -> None:
    store = open_migrated(database)
    assert store.version() == LATEST
    first = entry()
    enrol(store, first)
    store.add([first])
    store.close()
    again = open_migrated(database)
    assert again.board(TODAY.isoformat(), "bakers-dozen", 10).players == 1
    rows = again._run("SELECT version FROM schema_migrations").fetchall()
    assert [r[0] for r in rows] == list(range(1, LATEST + 1))
    again.close()


def version_1(database: str) -> Any:
    """A database as the first server made it (schema version 1), open."""
    store = opener(database)()
    store._run(CREATE_LEDGER)
    for statement in MIGRATIONS[0].statements(store.dialect):
        store._run(statement)
    store._run(
        "INSERT INTO schema_migrations (version, what, applied) VALUES (1, 'v1', '2026-11-01')"
    )
    return store


def test_an_older_database_is_brought_up_to_date_keeping_its_entries(database: str) -> None:
    old = version_1(database)
    for name, seconds in (("Ann", 12.2), ("Bo", 300.5)):
        old._run(
            "INSERT INTO entries (day, variant, token_hash, fingerprint, name, line, moves,"
            " seconds, hints, undos, helped, won, ranked, cards_up, score, received)"
            " VALUES (?, 'bakers-dozen', ?, 'f', ?, 'x', 61, ?, 0, 0, 0, 1, 1, 52, 1900,"
            " '2026-11-30T12:00:00+00:00')",
            (TODAY.isoformat(), name, name, seconds),
        )
    old.close()
    store = open_migrated(database)
    shown = store.board(TODAY.isoformat(), "bakers-dozen", 10)
    assert [(e.name, e.milliseconds, e.seconds, e.rank) for e in shown.entries] == [
        ("Ann", 12200, 12.2, 1),
        ("Bo", 300500, 300.5, 2),
    ]
    store.close()


def test_a_database_of_a_newer_server_is_refused_untouched(database: str) -> None:
    store = open_migrated(database)
    store._run(
        "INSERT INTO schema_migrations (version, what, applied) VALUES (?, ?, ?)",
        (LATEST + 1, "from the future", "2030-01-01"),
    )
    store.close()
    before = Path(database).read_bytes() if not database.startswith("postgresql") else b""
    with pytest.raises(StoreOpenError, match=f"schema version {LATEST + 1}, made by a newer"):
        open_migrated(database)
    if before:
        assert Path(database).read_bytes() == before


@pytest.mark.parametrize("content", [b"not a database at all" * 100, b"\x00" * 4096])
def test_a_file_that_is_not_a_database_is_refused_and_left_as_it_was(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "board.sqlite"
    path.write_bytes(content)
    with pytest.raises(StoreOpenError, match="is not an SQLite database"):
        open_migrated(str(path))
    assert path.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.sqlite"]


def test_a_database_path_in_a_missing_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(StoreOpenError, match="does not exist"):
        opener(str(tmp_path / "no" / "board.sqlite"))()


def test_an_unreachable_postgresql_is_refused_without_its_password(tmp_path: Path) -> None:
    import throwaway_postgres

    url = f"postgresql://board:s3cret@127.0.0.1:{throwaway_postgres.free_port()}/board"
    with pytest.raises(StoreOpenError, match="cannot connect") as caught:
        opener(url)()
    assert "s3cret" not in str(caught.value) and "board:***@" in str(caught.value)


@pytest.mark.slow
def test_a_batch_is_one_transaction_and_a_token_keeps_its_first_entry(database: str) -> None:
    store = open_migrated(database)
    token = fresh_token()
    first, second, other = entry(token=token), entry(token=token, seconds=400.0), entry()
    enrol(store, first, other)
    added = store.add([first, other, second])
    assert [a.standing for a in added] == [Standing.NEW, Standing.NEW, Standing.TAKEN]
    assert added[2].entry == added[0].entry
    assert store.add([first])[0].standing is Standing.SAME
    assert store.board(TODAY.isoformat(), "bakers-dozen", 10).players == 2
    store.close()


@pytest.mark.slow
def test_many_waiting_writes_are_committed_in_batches_and_all_answered(database: str) -> None:
    writer = Worker("test-writer", opener(database))
    entries = [entry(seconds=100.0 + i) for i in range(300)]

    def ready(store: Any) -> None:
        store.migrate(migration_lock(store.dialect))
        enrol(store, *entries)

    writer.start(ready)

    async def send_all() -> list[Any]:
        return await asyncio.gather(*(writer.add(e) for e in entries))

    try:
        added = asyncio.run(send_all())
    finally:
        writer.stop()
    assert all(a.standing is Standing.NEW for a in added)
    assert len({a.entry.id for a in added}) == 300
    # Ranked by the server's score: 100 s is first, 399 s last.
    assert added[0].entry.rank == 1 and added[-1].entry.rank == 300
    reader = opener(database)()
    assert reader.board(TODAY.isoformat(), "bakers-dozen", 500).ranked == 300
    reader.close()


def test_sqlite_is_in_write_ahead_mode_with_full_sync(tmp_path: Path) -> None:
    path = tmp_path / "board.sqlite"
    open_migrated(str(path)).close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
