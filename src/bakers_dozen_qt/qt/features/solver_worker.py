"""Solver work off the GUI thread: Hint, Solve, Where Was It Lost?, the live verdict and
the search for a winnable deal (what each asks is in ``solver_answers``, ``live_status``
and ``winnable_deals``).

Each runner searches a copy of the game in a worker thread, one search at a time; a new
request or :meth:`SolverRunner.cancel` drops the old one, and an answer about a table
that has changed since is thrown away. The solver is imported by the worker when it is
first asked, not at start-up.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ...engine.game import Game

SWITCH_SECONDS = 0.0002
"""How long the GUI thread may wait for the interpreter while a solver thread runs.

The solver is pure Python: while it runs, every return of the GUI thread into Python
waits until the solver hands the interpreter lock over, by default after 5 ms. A drag
handles a mouse move in a few such returns, so a solve in the background made each
move of a drag cost some 17 ms instead of about 1 ms (``benchmarks/gui_bench.py
--live-status``). Asked to hand over after 0.2 ms, it costs about what no solve does.
The solver loses nothing while the GUI thread is idle (it does not ask for the lock)."""

Compute = Callable[[Any, threading.Event], object]
"""``compute(what, cancel)``: ``what`` is a copy of the game, or the data given to
:meth:`SolverRunner.request_data` (a table as the player sees it, a deal to look for)."""


class _Relay(QObject):
    done = Signal(int, object)  # generation, result


class _Job(QRunnable):
    def __init__(
        self,
        compute: Compute,
        what: object,
        generation: int,
        cancel: threading.Event,
        relay: _Relay,
    ) -> None:
        super().__init__()
        self.compute = compute
        self.what = what
        self.generation = generation
        self.cancel = cancel
        self.relay = relay

    def run(self) -> None:
        result = self.compute(self.what, self.cancel)
        if not self.cancel.is_set():
            self.relay.done.emit(self.generation, result)


class SolverRunner(QObject):
    """Runs ``compute(game_copy, cancel)`` in a worker and emits ``ready(result)``."""

    ready = Signal(object)

    def __init__(self, compute: Compute, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if sys.getswitchinterval() > SWITCH_SECONDS:
            sys.setswitchinterval(SWITCH_SECONDS)
        self._compute = compute
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._done)
        self._generation = 0
        self._cancel = threading.Event()
        self.busy = False

    def request(self, game: Game) -> None:
        """Work on a copy of ``game`` (the worker never shares the window's game)."""
        self.request_data(game.copy())

    def request_data(self, what: object) -> None:
        """Work on ``what`` as it is: it must not change while the worker reads it."""
        self.cancel()
        self._generation += 1
        self._cancel = threading.Event()
        self.busy = True
        self._pool.start(_Job(self._compute, what, self._generation, self._cancel, self._relay))

    def _done(self, generation: int, result: object) -> None:
        if generation != self._generation:
            return  # a stale answer about a table that has changed since
        self.busy = False
        self.ready.emit(result)

    def cancel(self) -> None:
        self._cancel.set()
        self._generation += 1
        self.busy = False

    def shutdown(self) -> None:
        self.cancel()
        self._pool.waitForDone(5000)
