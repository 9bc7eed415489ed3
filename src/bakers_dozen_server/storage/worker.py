"""One database connection on a thread of its own, answering the event loop.

The event loop never waits on the database: it hands a job to the worker and awaits a
future. The writer commits entries in batches (group commit): whatever entries arrived
while the last batch was being written go into the next transaction together, so a
load of many small submissions costs one disk sync a batch instead of one an entry,
and every entry is still answered only once it is committed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ..board import Added, NewEntry
from .backends import unavailable_errors
from .errors import StoreError, StoreUnavailable
from .sql import Allowance, Hit, SqlStore

T = TypeVar("T")
log = logging.getLogger("bakers_dozen_server.storage")

BATCH_MAX = 256


@dataclass
class _Job(Generic[T]):
    future: asyncio.Future[T]
    loop: asyncio.AbstractEventLoop


@dataclass
class _Call(_Job[Any]):
    fn: Callable[[SqlStore], Any]


@dataclass
class _Add(_Job[Added]):
    entry: NewEntry
    allowance: Allowance


@dataclass
class _Hit(_Job[int]):
    hit: Hit


_Write = _Add | _Hit


_STOP = object()


class Worker:
    """A thread holding one :class:`SqlStore`, reopened after the database failed."""

    def __init__(
        self,
        name: str,
        connect: Callable[[], SqlStore],
        timed: Callable[[str, float], object] | None = None,
    ) -> None:
        self._name = name
        self._timed = timed
        """Told each job's name and seconds on the database (the metrics)."""
        self._connect = connect
        self._queue: queue.SimpleQueue[object] = queue.SimpleQueue()
        self._store: SqlStore | None = None
        self._thread: threading.Thread | None = None
        self._unavailable = unavailable_errors()

    def start(self, first: Callable[[SqlStore], object] | None = None) -> None:
        """Open the connection (and run ``first`` on it) before returning: a database
        that cannot be opened raises here, in the caller's thread."""
        store = self._connect()
        try:
            if first is not None:
                first(store)
        except BaseException:
            store.close()
            raise
        self._store = store
        self._thread = threading.Thread(target=self._serve, name=self._name, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        if self._thread is None:
            return
        self._queue.put(_STOP)
        self._thread.join()
        self._thread = None

    async def call(self, fn: Callable[[SqlStore], T]) -> T:
        """``fn(store)`` on the worker's thread."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        self._queue.put(_Call(future, loop, fn))
        return await future

    async def add(self, entry: NewEntry, allowance: Allowance | None = None) -> Added:
        """Store ``entry`` (counting its player's games against ``allowance``, if any);
        answered once its batch is committed."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Added] = loop.create_future()
        self._queue.put(_Add(future, loop, entry, allowance or Allowance(0, 0, 0)))
        return await future

    async def hit(self, hit: Hit) -> int:
        """Count ``hit``; its count in its window so far, once its batch is committed."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[int] = loop.create_future()
        self._queue.put(_Hit(future, loop, hit))
        return await future

    # --- on the worker's thread --------------------------------------------------------------

    def _serve(self) -> None:
        held: object | None = None
        while True:
            job = held if held is not None else self._queue.get()
            held = None
            if job is _STOP:
                break
            if isinstance(job, _Write):
                batch: list[_Write] = [job]
                while len(batch) < BATCH_MAX:
                    try:
                        more = self._queue.get_nowait()
                    except queue.Empty:
                        break
                    if isinstance(more, _Write):
                        batch.append(more)
                    else:
                        held = more
                        break
                self._write(batch)
            elif isinstance(job, _Call):
                self._settle([(job, *self._attempt(job.fn))])
        if self._store is not None:
            self._store.close()

    def _write(self, batch: list[_Write]) -> None:
        adds = [job for job in batch if isinstance(job, _Add)]
        hits = [job for job in batch if isinstance(job, _Hit)]
        entries = [(job.entry, job.allowance) for job in adds]
        done, error = self._attempt(lambda store: store.write(entries, [j.hit for j in hits]))
        if error is None:
            added, counts = done
            self._settle(
                [(job, a, None) for job, a in zip(adds, added, strict=True)]
                + [(job, c, None) for job, c in zip(hits, counts, strict=True)]
            )
            return
        if len(batch) == 1:
            self._settle([(batch[0], None, error)])
            return
        # One bad entry must not cost the others their place: each on its own.
        for job in batch:
            self._settle([(job, *self._attempt(_write_one(job)))])

    def _attempt(self, fn: Callable[[SqlStore], Any]) -> tuple[Any, BaseException | None]:
        try:
            if self._store is None:
                self._store = self._connect()
            start = time.perf_counter()
            done = fn(self._store)
            if self._timed is not None:
                self._timed(self._name, time.perf_counter() - start)
            return done, None
        except self._unavailable as e:
            log.warning(
                "%s: the database failed (%s); reconnecting at the next request",
                self._name,
                " ".join(str(e).split()),
            )
            self._drop()
            return None, StoreUnavailable(str(e))
        except StoreError as e:
            # Opening again failed (the server is still down): the same answer, try later.
            log.warning("%s: %s", self._name, e)
            self._drop()
            return None, e if isinstance(e, StoreUnavailable) else StoreUnavailable(str(e))
        except Exception as e:
            log.exception("%s: unexpected database error", self._name)
            self._drop()
            return None, StoreUnavailable(f"{type(e).__name__}: {e}")

    def _drop(self) -> None:
        if self._store is not None:
            with contextlib.suppress(Exception):
                self._store.close()
            self._store = None

    @staticmethod
    def _settle(results: list[tuple[_Job[Any], Any, BaseException | None]]) -> None:
        by_loop: dict[
            asyncio.AbstractEventLoop, list[tuple[_Job[Any], Any, BaseException | None]]
        ] = {}
        for item in results:
            by_loop.setdefault(item[0].loop, []).append(item)
        for loop, items in by_loop.items():
            with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits any more
                loop.call_soon_threadsafe(_resolve, items)


def _write_one(job: _Write) -> Callable[[SqlStore], object]:
    if isinstance(job, _Add):
        return lambda store: store.write([(job.entry, job.allowance)])[0][0]
    return lambda store: store.hit([job.hit])[0]


def _resolve(items: list[tuple[_Job[Any], Any, BaseException | None]]) -> None:
    for job, value, error in items:
        if job.future.done():  # the request was cancelled (its client went away)
            continue
        if error is not None:
            job.future.set_exception(error)
        else:
            job.future.set_result(value)
