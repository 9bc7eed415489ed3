"""The statistics worker: the caller never waits, a locked or failing database pauses the
statistics (told once) and every game is written when it lets go."""

from __future__ import annotations

import os
import queue
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bakers_dozen_qt.store import (
    GameRecord,
    Notice,
    Problem,
    RecordOutcome,
    StatsService,
    StatsStore,
    StoreError,
    StoreWriteError,
)

WAIT = 20.0  # seconds; generous, only reached when something is broken


def rec(won: bool = True, score: int = 1400, **kw: Any) -> GameRecord:
    return GameRecord("bakers-dozen", 7, won, 80, 300.0, score if won else 40, **kw)


class Inbox:
    """Collects callbacks from the worker thread."""

    def __init__(self) -> None:
        self.items: queue.Queue[tuple[str, Any, str]] = queue.Queue()

    def cb(self, tag: str) -> Any:
        return lambda value: self.items.put((tag, value, threading.current_thread().name))

    def next(self, tag: str | None = None) -> Any:
        while True:
            got_tag, value, thread = self.items.get(timeout=WAIT)
            assert thread == "statistics"  # callbacks run on the worker, never the caller
            if tag is None or got_tag == tag:
                return value


@pytest.fixture
def inbox() -> Inbox:
    return Inbox()


@pytest.fixture
def service(tmp_path: Path, inbox: Inbox) -> Iterator[StatsService]:
    s = StatsService(
        tmp_path / "statistics.sqlite",
        on_notice=inbox.cb("notice"),
        timeout=0.05,
        retry_delays=(0.05,),
    )
    s.start()
    yield s
    s.close(timeout=1.0)


def summary_of(service: StatsService, inbox: Inbox) -> Any:
    service.ask(lambda store: store.summary("bakers-dozen"), inbox.cb("answer"), inbox.cb("fail"))
    return inbox.next("answer")


def test_records_are_written_and_placed_on_the_worker(service: StatsService, inbox: Inbox) -> None:
    service.record(rec(score=1400), inbox.cb("done"))
    service.record(rec(score=1500), inbox.cb("done"))
    first: RecordOutcome = inbox.next("done")
    second: RecordOutcome = inbox.next("done")
    assert (first.placing.variant_rank, second.placing.variant_rank) == (1, 1)
    assert second.record.score == 1500
    s = summary_of(service, inbox)
    assert (s.played, s.won, s.best_score) == (2, 2, 1500)
    assert service.close() == 0
    assert service.notices == []


class Locker:
    """Another program holding ``BEGIN EXCLUSIVE`` on the file."""

    def __init__(self, path: Path) -> None:
        self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        self.db.execute("BEGIN EXCLUSIVE")

    def release(self) -> None:
        self.db.execute("ROLLBACK")
        self.db.close()


def test_locked_at_start_pauses_once_and_the_win_is_counted_later(
    tmp_path: Path, inbox: Inbox
) -> None:
    path = tmp_path / "statistics.sqlite"
    StatsStore(path).close()
    lock = Locker(path)
    service = StatsService(path, on_notice=inbox.cb("notice"), timeout=0.05, retry_delays=(0.05,))
    service.start()
    try:
        notice: Notice = inbox.next("notice")
        assert notice.problem is Problem.STATS_LOCKED and service.paused
        service.record(rec(), inbox.cb("done"))
        service.ask(lambda store: store.summary(None), inbox.cb("answer"), inbox.cb("fail"))
        failure: StoreError = inbox.next("fail")  # answered at once, not after the lock
        assert failure.problem is Problem.STATS_LOCKED
        assert service.waiting == 1
    finally:
        lock.release()
    outcome: RecordOutcome = inbox.next("done")
    assert outcome.record.won
    assert inbox.next("notice").problem is Problem.STATS_RESUMED
    assert summary_of(service, inbox).won == 1
    assert [n.problem for n in service.notices] == [Problem.STATS_LOCKED, Problem.STATS_RESUMED]
    assert service.close() == 0


def test_a_lock_in_the_middle_of_a_session_loses_no_game(
    service: StatsService, inbox: Inbox
) -> None:
    service.record(rec(), inbox.cb("done"))
    inbox.next("done")
    lock = Locker(service.path)
    try:
        service.record(rec(score=1600), inbox.cb("done"))
        assert inbox.next("notice").problem is Problem.STATS_LOCKED
        service.record(rec(won=False), inbox.cb("done"))
    finally:
        lock.release()
    assert inbox.next("done").record.score == 1600
    assert not inbox.next("done").record.won
    s = summary_of(service, inbox)
    assert (s.played, s.won) == (3, 2)


def test_a_write_that_keeps_failing_is_retried_not_dropped(
    service: StatsService, inbox: Inbox, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = StatsStore.record
    failures = iter(range(3))

    def read_only(self: StatsStore, game: GameRecord) -> int:
        if next(failures, None) is not None:
            raise sqlite3.OperationalError("attempt to write a readonly database")
        return real(self, game)

    monkeypatch.setattr(StatsStore, "record", read_only)
    service.record(rec(), inbox.cb("done"))
    assert inbox.next("notice").problem is Problem.STATS_UNAVAILABLE
    assert inbox.next("done").record.won
    assert inbox.next("notice").problem is Problem.STATS_RESUMED


def test_damaged_at_start_is_kept_aside_and_told_once(tmp_path: Path, inbox: Inbox) -> None:
    path = tmp_path / "statistics.sqlite"
    path.write_bytes(os.urandom(4096))
    service = StatsService(path, on_notice=inbox.cb("notice"))
    service.start()
    notice: Notice = inbox.next("notice")
    assert notice.problem is Problem.STATS_DAMAGED
    assert notice.kept_as == tmp_path / "statistics.sqlite.damaged"
    service.record(rec(), inbox.cb("done"))
    inbox.next("done")
    assert service.close() == 0
    assert len(service.notices) == 1


def test_a_file_damaged_under_a_running_session_is_replaced(
    service: StatsService, inbox: Inbox
) -> None:
    service.record(rec(), inbox.cb("done"))
    inbox.next("done")
    with open(service.path, "r+b") as f:  # same file, contents wiped by something else
        f.write(os.urandom(8192))
    service.record(rec(score=1500), inbox.cb("done"))
    notice: Notice = inbox.next("notice")
    assert notice.problem is Problem.STATS_DAMAGED and notice.kept_as is not None
    assert inbox.next("done").record.score == 1500
    assert summary_of(service, inbox).played == 1


def test_unavailable_statistics_keep_games_waiting_and_say_how_many_were_lost(
    tmp_path: Path, inbox: Inbox
) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    service = StatsService(
        blocker / "statistics.sqlite", on_notice=inbox.cb("notice"), retry_delays=(0.05,)
    )
    service.start()
    assert inbox.next("notice").problem is Problem.STATS_UNAVAILABLE
    service.record(rec())
    service.record(rec())
    assert service.close(timeout=0.2) == 2
    lost: Notice = inbox.next("notice")
    assert lost.problem is Problem.STATS_LOST and "2 game(s)" in lost.detail


def test_close_writes_what_was_queued(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite"
    service = StatsService(path)
    service.start()
    for _ in range(5):
        service.record(rec())
    assert service.close() == 0
    with StatsStore(path) as store:
        assert store.summary(None).played == 5


def test_a_failing_callback_does_not_stop_the_worker_and_is_logged(
    service: StatsService, inbox: Inbox, caplog: pytest.LogCaptureFixture
) -> None:
    def boom(_: object) -> None:
        raise RuntimeError("the caller's bug")

    service.record(rec(), boom)
    assert summary_of(service, inbox).played == 1
    logged = [r for r in caplog.records if r.name == "bakers_dozen_qt.store.stats_service"]
    assert [str(r.exc_info[1]) for r in logged if r.exc_info] == ["the caller's bug"]


def test_export_through_the_worker(service: StatsService, inbox: Inbox, tmp_path: Path) -> None:
    service.record(rec())
    service.export_csv(tmp_path / "games.csv", inbox.cb("answer"), inbox.cb("fail"))
    assert inbox.next("answer") == 1
    (tmp_path / "folder.csv").mkdir()
    service.export_csv(tmp_path / "folder.csv", inbox.cb("answer"), inbox.cb("fail"))
    failure = inbox.next("fail")
    assert isinstance(failure, StoreWriteError) and failure.problem is Problem.EXPORT_FAILED


def test_reset_runs_after_the_games_queued_before_it(service: StatsService, inbox: Inbox) -> None:
    service.record(rec())
    service.reset("bakers-dozen")
    service.record(rec(won=False))
    s = summary_of(service, inbox)
    assert (s.played, s.won) == (1, 0)


def test_games_still_locked_at_quit_are_written_at_the_next_start(
    tmp_path: Path, inbox: Inbox
) -> None:
    path = tmp_path / "statistics.sqlite"
    StatsStore(path).close()
    lock = Locker(path)
    try:
        service = StatsService(path, timeout=0.05, retry_delays=(0.05,))
        service.start()
        service.record(rec(score=1500))
        service.record(rec(won=False))
        assert service.close(timeout=0.2) == 2
        assert service.deferred == 2
    finally:
        lock.release()
    pending = tmp_path / "statistics.sqlite.pending.json"
    assert pending.exists()
    (tmp_path / ".statistics.sqlite.pending.json.x1.tmp").write_text("a killed write")
    again = StatsService(path, on_notice=inbox.cb("notice"))
    again.start()
    s = summary_of(again, inbox)
    assert (s.played, s.won, s.best_score) == (2, 1, 1500)
    assert again.close() == 0 and again.notices == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.sqlite"]


def test_a_waiting_game_already_written_is_not_counted_twice(tmp_path: Path) -> None:
    from bakers_dozen_qt.store.stats_pending import pending_path, save_pending

    path = tmp_path / "statistics.sqlite"
    game = rec(finished_at="2026-11-30T10:00:00Z")
    with StatsStore(path) as store:
        store.record(game)  # written, then the app stopped before removing the file
    save_pending(
        pending_path(path), [game, rec(won=False, finished_at="2026-11-30T11:00:00Z")], merge=True
    )
    service = StatsService(path)
    service.start()
    assert service.close() == 0
    with StatsStore(path) as store:
        assert store.summary(None).played == 2
    assert not pending_path(path).exists()


def test_a_damaged_waiting_games_file_is_kept_aside_and_told(tmp_path: Path, inbox: Inbox) -> None:
    path = tmp_path / "statistics.sqlite"
    pending = tmp_path / "statistics.sqlite.pending.json"
    pending.write_text('{"format": "bakers-dozen-pending-games", "games": [{"won": NaN}]}')
    service = StatsService(path, on_notice=inbox.cb("notice"))
    service.start()
    notice: Notice = inbox.next("notice")
    assert notice.problem is Problem.STATS_LOST
    assert notice.kept_as == tmp_path / "statistics.sqlite.pending.json.damaged"
    service.record(rec())
    assert service.close() == 0
    assert not pending.exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_for_the_waiting_games_file_is_kept_aside_not_waited_on(
    tmp_path: Path, inbox: Inbox
) -> None:
    path = tmp_path / "statistics.sqlite"
    pending = tmp_path / "statistics.sqlite.pending.json"
    os.mkfifo(pending)  # opening it to read would wait for a writer for ever
    service = StatsService(path, on_notice=inbox.cb("notice"))
    service.start()
    service.record(rec(score=700))
    assert service.close(timeout=20) == 0  # the game was counted
    notice: Notice = inbox.next("notice")
    assert notice.problem is Problem.STATS_LOST and "not a file" in notice.detail
    assert notice.kept_as is not None and notice.kept_as.is_fifo()
    with StatsStore(path) as store:
        assert store.summary(None).best_score == 700


@pytest.mark.slow
def test_a_game_read_back_is_the_record_written_with_its_id_and_waits_without_it(
    tmp_path: Path,
) -> None:
    import json

    from bakers_dozen_qt.store.stats_pending import load_pending, pending_path, save_pending

    path = tmp_path / "statistics.sqlite"
    game = rec(finished_at="2026-11-30T10:00:00Z", hints=2, undos=3, daily=False)
    with StatsStore(path) as store:
        game_id = store.record(game)
        [back] = store.games()
    assert back == GameRecord(**{**vars(game), "id": game_id})
    # The waiting-games file keeps the fields it always had: the row id is the file's.
    save_pending(pending_path(path), [back], merge=False)
    [item] = json.loads(pending_path(path).read_text())["games"]
    assert "id" not in item and len(item) == 11
    assert load_pending(pending_path(path)) == [game]
