"""The statistics on a thread of their own, so the window never waits for the database.

:class:`StatsService` owns one worker thread (stdlib ``threading``) and a queue. Every
call returns at once; the worker opens the file, writes, answers questions and calls
back **on the worker thread** — the Qt layer passes callbacks that emit signals (queued
to the GUI thread) and touch no widget.

A write that fails (the file locked by another program, a read-only file or folder, a
full disk) stays in the queue, in order, and is retried with a growing delay; the player
is told once (``on_notice``) that statistics are paused and once that they work again.
A damaged file found on the way is moved aside and the write goes to a fresh one.
A question asked while paused is answered at once with the reason instead of waiting.
"""

from __future__ import annotations

import collections
import contextlib
import dataclasses
import logging
import queue
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Generic, TypeVar

from .atomic import clean_orphans, keep_aside
from .errors import Notice, Problem, StoreError, StoreWriteError
from .stats import GameRecord, Placing, StatsStore
from .stats_pending import load_pending, pending_path, save_pending
from .stats_schema import StatsOpenError, classify, move_aside

log = logging.getLogger(__name__)

T = TypeVar("T")

RETRY_DELAYS: Final = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0, 30.0)
"""Seconds between attempts while paused; the last one repeats."""


@dataclass(frozen=True)
class RecordOutcome:
    """A game now written, its row id and whether it entered a top ten."""

    record: GameRecord
    game_id: int
    placing: Placing


@dataclass
class _Write:
    apply: Callable[[StatsStore], Any]
    on_done: Callable[[Any], None] | None
    what: str
    game: GameRecord | None = None  # kept for the next start if it cannot be written


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def _recorder(game: GameRecord) -> Callable[[StatsStore], RecordOutcome]:
    def apply(store: StatsStore) -> RecordOutcome:
        game_id = store.record(game)
        return RecordOutcome(game, game_id, store.placing(game_id))

    return apply


def _late_recorder(game: GameRecord) -> Callable[[StatsStore], None]:
    def apply(store: StatsStore) -> None:
        if not store.has_game(game):  # the app may have stopped after writing it
            store.record(game)

    return apply


@dataclass
class _Read(Generic[T]):
    question: Callable[[StatsStore], T]
    on_done: Callable[[T], None]
    on_fail: Callable[[StoreError], None] | None


@dataclass
class _Stop:
    deadline: float


class StatsService:
    """Statistics written and read on a worker thread. Call :meth:`start` once, and
    :meth:`close` at quit (it waits a little for games still to be written)."""

    def __init__(
        self,
        path: Path | str,
        *,
        on_notice: Callable[[Notice], None] | None = None,
        timeout: float = 0.5,
        retry_delays: tuple[float, ...] = RETRY_DELAYS,
    ) -> None:
        self.path = Path(path)
        self._on_notice = on_notice
        self._timeout = timeout
        self._delays = retry_delays
        self._jobs: queue.Queue[_Write | _Read[Any] | _Stop] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="statistics", daemon=True)
        # Worker-thread state.
        self._store: StatsStore | None = None
        self._writes: collections.deque[_Write] = collections.deque()
        self._failures = 0
        self._retry_at = 0.0
        self._problem: Problem | None = None  # why we are paused, if we are
        self._told: set[Problem] = set()
        self._unwritten = 0
        self._pending_file = pending_path(self.path)
        self._replaced = 0  # damaged files replaced this run
        self._imported = False  # the games left by the last run are in self._writes
        self.deferred = 0
        """Games kept in the pending file at close, to be written at the next start."""
        self.notices: list[Notice] = []
        """Every notice given so far, in order (also passed to ``on_notice``)."""

    # --- the caller's side (any thread) ---------------------------------------------------

    def start(self) -> None:
        self._thread.start()

    def record(
        self, game: GameRecord, on_done: Callable[[RecordOutcome], None] | None = None
    ) -> None:
        """Count one finished game; ``on_done`` once it is written (maybe much later, or
        at the next start if the statistics stay locked until the app quits)."""
        if game.finished_at is None:  # now, not whenever the write gets through
            game = dataclasses.replace(game, finished_at=_now())
        self._jobs.put(_Write(_recorder(game), on_done, "a game", game))

    def reset(
        self, variant: str | None = None, on_done: Callable[[None], None] | None = None
    ) -> None:
        """Forget every game of ``variant`` (or all), after the games queued before."""
        self._jobs.put(_Write(lambda store: store.reset(variant), on_done, "a reset"))

    def ask(
        self,
        question: Callable[[StatsStore], T],
        on_done: Callable[[T], None],
        on_fail: Callable[[StoreError], None] | None = None,
    ) -> None:
        """Run ``question(store)`` on the worker after the writes queued before it, and
        pass its answer to ``on_done``; ``on_fail`` gets the reason it could not be
        answered now (paused, or an error)."""
        self._jobs.put(_Read(question, on_done, on_fail))

    def export_csv(
        self,
        target: Path,
        on_done: Callable[[int], None],
        on_fail: Callable[[StoreError], None] | None = None,
    ) -> None:
        """Write every game to ``target`` as CSV; ``on_done`` gets the number of games,
        ``on_fail`` a :class:`StoreWriteError` (``EXPORT_FAILED``) or the pause reason."""

        def question(store: StatsStore) -> int:
            try:
                return store.export_csv(target)
            except OSError as e:
                raise StoreWriteError(
                    Problem.EXPORT_FAILED, target, e.strerror or str(e), errno=e.errno
                ) from None

        self.ask(question, on_done, on_fail)

    @property
    def waiting(self) -> int:
        """Writes not yet done (a glance for the UI; exact only on the worker)."""
        return len(self._writes) + self._jobs.qsize()

    @property
    def paused(self) -> bool:
        return self._problem is not None

    def close(self, timeout: float = 3.0) -> int:
        """Write what is still queued (trying for up to ``timeout`` seconds), stop the
        worker, close the file; the number of games that could not be written."""
        if not self._thread.is_alive():
            return self._unwritten
        self._jobs.put(_Stop(time.monotonic() + timeout))
        self._thread.join(timeout + 2.0)
        if self._thread.is_alive():  # stuck in SQLite: it is a daemon, let it go
            return self.waiting
        return self._unwritten

    # --- the worker ----------------------------------------------------------------------

    def _run(self) -> None:
        self._open()
        while True:
            wait = max(0.0, self._retry_at - time.monotonic()) if self._writes else None
            try:
                job = self._jobs.get(timeout=wait)
            except queue.Empty:
                job = None
            if isinstance(job, _Stop):
                self._finish(job.deadline)
                return
            if isinstance(job, _Write):
                self._writes.append(job)
            if self._writes and (job is not None or time.monotonic() >= self._retry_at):
                self._flush()
            if isinstance(job, _Read):
                self._answer(job)

    def _open(self) -> bool:
        if self._store is not None:
            return True
        try:
            self._store = StatsStore(self.path, timeout=self._timeout)
        except StatsOpenError as e:
            self._pause(e.problem, e.detail)
            return False
        except Exception as e:  # whatever it is, the game goes on
            log.exception("the statistics cannot be opened")
            self._pause(Problem.STATS_UNAVAILABLE, repr(e))
            return False
        if self._store.notice is not None:
            self._tell(self._store.notice)
        if not self._imported:
            self._import_pending()
        return True

    def _import_pending(self) -> None:
        """Put the games the last run could not write ahead of this run's."""
        self._imported = True
        clean_orphans(self._pending_file)
        try:
            games = load_pending(self._pending_file)
        except (OSError, ValueError) as e:
            try:
                aside: Path | None = keep_aside(self._pending_file)
            except OSError:
                aside = None
            detail = f"the games waiting from the last run are damaged ({e})"
            self._tell(Notice(Problem.STATS_LOST, self.path, detail, kept_as=aside))
            return
        if not games:
            return
        done = _Write(lambda _: self._pending_file.unlink(missing_ok=True), None, "a cleanup")
        self._writes.appendleft(done)
        for game in reversed(games):
            self._writes.appendleft(_Write(_late_recorder(game), None, "a game", game))

    def _flush(self) -> None:
        if not self._open():
            return
        assert self._store is not None
        while self._writes:
            job = self._writes[0]
            try:
                result = job.apply(self._store)
            except sqlite3.Error as e:
                self._failed(e)
                return
            except Exception as e:  # a bug must not stop the worker
                log.exception("a statistics write failed: %s", job.what)
                self._writes.popleft()
                lost = 1 if job.game is not None else 0
                self._tell(Notice(Problem.STATS_LOST, self.path, f"{job.what}: {e!r}", count=lost))
                continue
            self._writes.popleft()
            self._call(job.on_done, result)
        self._failures = 0
        if self._problem is not None:
            self._problem = None
            self._tell(Notice(Problem.STATS_RESUMED, self.path))

    def _failed(self, error: sqlite3.Error) -> None:
        problem = classify(error)
        if problem is Problem.STATS_DAMAGED:
            self._replace_damaged(str(error))
        else:
            self._pause(problem, str(error))

    def _replace_damaged(self, detail: str) -> None:
        """The file went bad under us: move it aside and go on with a fresh one."""
        assert self._store is not None
        self._store.close()
        self._store = None
        self._replaced += 1
        if self._replaced > 3:  # the disk itself is failing: stop making copies
            self._pause(Problem.STATS_UNAVAILABLE, detail)
            return
        try:
            aside = move_aside(self.path, ".damaged")
        except StatsOpenError as e:
            self._pause(e.problem, e.detail)
            return
        self._tell(Notice(Problem.STATS_DAMAGED, self.path, detail, kept_as=aside))
        self._retry_at = time.monotonic()  # at once: the next loop writes to a fresh file

    def _pause(self, problem: Problem, detail: str) -> None:
        delay = self._delays[min(self._failures, len(self._delays) - 1)]
        self._failures += 1
        self._retry_at = time.monotonic() + delay
        if self._problem is None:
            self._problem = problem
            self._tell(Notice(problem, self.path, detail))

    def _answer(self, job: _Read[Any]) -> None:
        # A paused store may still answer (a read-only file can be read): try it.
        if not self._open():
            reason = self._problem or Problem.STATS_UNAVAILABLE
            self._call(job.on_fail, StoreError(reason, self.path, "statistics are paused"))
            return
        assert self._store is not None
        try:
            answer = job.question(self._store)
        except StoreError as e:
            self._call(job.on_fail, e)
            return
        except sqlite3.Error as e:
            self._call(job.on_fail, StoreError(classify(e), self.path, str(e)))
            return
        except Exception as e:  # reported, never raised on the worker
            log.exception("a statistics read failed")
            # Something in the file this version cannot make sense of: never "a read-only
            # folder or a full disk", which would send the player looking elsewhere.
            self._call(job.on_fail, StoreError(Problem.STATS_DAMAGED, self.path, repr(e)))
            return
        self._call(job.on_done, answer)

    def _finish(self, deadline: float) -> None:
        while True:
            while True:  # take in what was queued before the stop
                try:
                    job = self._jobs.get_nowait()
                except queue.Empty:
                    break
                if isinstance(job, _Write):
                    self._writes.append(job)
            if self._writes:
                self._flush()
            if not self._writes or time.monotonic() >= deadline:
                break
            time.sleep(max(0.0, min(self._retry_at, deadline) - time.monotonic()))
        games = [w.game for w in self._writes if w.game is not None]
        self._unwritten = len(games)
        if games or self._imported:
            self._defer(games)
        if self._store is not None:
            with contextlib.suppress(sqlite3.Error):
                self._store.close()
            self._store = None

    def _defer(self, games: list[GameRecord]) -> None:
        """Keep unwritten games for the next start. Games imported from the last run are
        among ``games`` (so the file is rewritten), unless the file was never read."""
        try:
            if self._imported:
                if games:
                    save_pending(self._pending_file, games, merge=False)
                else:
                    self._pending_file.unlink(missing_ok=True)
            elif games:
                save_pending(self._pending_file, games, merge=True)
        except OSError as e:
            if games:
                detail = f"{len(games)} game(s) not written ({e.strerror or e})"
                self._tell(Notice(Problem.STATS_LOST, self.path, detail, count=len(games)))
            return
        self.deferred = len(games)

    def _tell(self, notice: Notice) -> None:
        if notice.problem in self._told:
            return
        self._told.add(notice.problem)
        self.notices.append(notice)
        if self._on_notice is not None:
            self._call(self._on_notice, notice)

    @staticmethod
    def _call(callback: Callable[[Any], None] | None, value: Any) -> None:
        if callback is None:
            return
        try:
            callback(value)
        except Exception:  # the caller's bug must not stop the worker
            log.exception("a statistics answer's callback failed")
