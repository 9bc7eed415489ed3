"""The statistics service seen from the GUI thread: answers arrive as queued signals.

:class:`~bakers_dozen_qt.store.StatsService` calls back on its worker thread, where no
widget may be touched. :class:`StatsBridge` hands the service callbacks that only emit a
signal; the signal is queued to the thread the bridge lives in (the GUI thread), and
there the caller's own callback runs. A callback tied to a ``context`` object is dropped
if that object has been deleted meanwhile (a window closed before its answer came).

``bridge.notify`` may be given to the service as its ``on_notice``: notices then arrive
as the :attr:`StatsBridge.notice` signal, on the GUI thread.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import shiboken6
from PySide6.QtCore import QObject, Signal

from ...store import Notice, StatsService, StatsStore, StoreError

T = TypeVar("T")

_Callbacks = tuple[Callable[[Any], None], Callable[[StoreError], None] | None, QObject | None]


class StatsBridge(QObject):
    """Asks :class:`StatsService` questions; answers come back on the GUI thread."""

    notice = Signal(object)
    """A :class:`~bakers_dozen_qt.store.Notice` given to :meth:`notify`."""
    reset_done = Signal(object)
    """A reset went through: the variant id, or ``None`` for every variant."""
    imported = Signal()
    """Games came in from a file (Import Statistics…): every figure may have changed."""

    _answered = Signal(int, object)
    _failed = Signal(int, object)
    _noticed = Signal(object)

    def __init__(self, service: StatsService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self._ids = itertools.count(1)
        self._waiting: dict[int, _Callbacks] = {}
        self._answered.connect(self._deliver)
        self._failed.connect(self._deliver_failure)
        self._noticed.connect(self.notice)

    # --- the GUI thread's side ---------------------------------------------------------

    def ask(
        self,
        question: Callable[[StatsStore], T],
        on_done: Callable[[T], None],
        on_fail: Callable[[StoreError], None] | None = None,
        *,
        context: QObject | None = None,
    ) -> None:
        """Run ``question(store)`` on the worker; ``on_done(answer)`` or
        ``on_fail(error)`` later, on this object's thread."""
        key = self._remember(on_done, on_fail, context)
        self.service.ask(question, self._emitter(self._answered, key), self._fail_emitter(key))

    def export_csv(
        self,
        target: Path,
        on_done: Callable[[int], None],
        on_fail: Callable[[StoreError], None] | None = None,
        *,
        context: QObject | None = None,
    ) -> None:
        """Every game to ``target`` as CSV; ``on_done`` gets how many were written."""
        key = self._remember(on_done, on_fail, context)
        self.service.export_csv(target, self._emitter(self._answered, key), self._fail_emitter(key))

    def reset(
        self,
        variant: str | None,
        on_done: Callable[[None], None] | None = None,
        *,
        context: QObject | None = None,
    ) -> None:
        """Forget the games of ``variant`` (``None``: all). ``reset_done`` is emitted
        when it went through, then ``on_done`` runs."""

        def done(_: None) -> None:
            self.reset_done.emit(variant)
            if on_done is not None:
                on_done(None)

        key = self._remember(done, None, context)
        self.service.reset(variant, self._emitter(self._answered, key))

    @property
    def paused(self) -> bool:
        return self.service.paused

    # --- any thread ----------------------------------------------------------------------

    def notify(self, notice: Notice) -> None:
        """For ``StatsService(on_notice=...)``: re-emits ``notice`` on the GUI thread."""
        self._emit(self._noticed, notice)

    # --- inside ----------------------------------------------------------------------------

    def _remember(
        self,
        on_done: Callable[[Any], None],
        on_fail: Callable[[StoreError], None] | None,
        context: QObject | None,
    ) -> int:
        key = next(self._ids)
        self._waiting[key] = (on_done, on_fail, context)
        return key

    def _emitter(self, signal: Any, key: int) -> Callable[[Any], None]:
        return lambda value: self._emit(signal, key, value)

    def _fail_emitter(self, key: int) -> Callable[[StoreError], None]:
        return lambda error: self._emit(self._failed, key, error)

    def _emit(self, signal: Any, *args: object) -> None:
        # Called on the worker: the bridge may have been deleted with its window.
        if shiboken6.isValid(self):
            # RuntimeError: deleted between the check and the emit.
            with contextlib.suppress(RuntimeError):
                signal.emit(*args)

    def _take(self, key: int) -> _Callbacks | None:
        callbacks = self._waiting.pop(key, None)
        if callbacks is None:
            return None
        context = callbacks[2]
        if context is not None and not shiboken6.isValid(context):
            return None
        return callbacks

    def _deliver(self, key: int, value: object) -> None:
        callbacks = self._take(key)
        if callbacks is not None:
            callbacks[0](value)

    def _deliver_failure(self, key: int, error: object) -> None:
        callbacks = self._take(key)
        if callbacks is not None and callbacks[1] is not None:
            assert isinstance(error, StoreError)
            callbacks[1](error)
