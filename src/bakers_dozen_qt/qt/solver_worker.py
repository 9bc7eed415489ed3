"""Solver work off the GUI thread: Hint, and "where was this game lost?".

Each runner searches a copy of the game in a worker thread, one search at a time; a new
request or :meth:`SolverRunner.cancel` drops the old one, and an answer about a table
that has changed since is thrown away. Until the solver module exists (or if it finds
nothing) the hint falls back to the engine's own ``best_move``, which is instant.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..engine.game import Game
from ..engine.moves import Move

Compute = Callable[[Game, threading.Event], object]


def fallback_hint(game: Game) -> Move | None:
    """A sensible move without search: a safe foundation move, else any source's best move."""
    safe = game.safe_move()
    if safe is not None:
        return safe
    moves = [m for s in range(game.column_count) if (m := game.best_move(s)) is not None]
    if not moves:
        return None

    # Foundation moves first, then moves onto cards, an empty column last.
    def rank(m: Move) -> tuple[int, int]:
        if m.to_foundation:
            return (0, m.source)
        return (1 if game.top(m.target) is not None else 2, m.source)

    return min(moves, key=rank)


def solver_hint(game: Game, cancel: threading.Event) -> Move | None:
    move: Move | None = None
    try:
        from ..engine import solver

        move = solver.hint(game, max_seconds=2.0, cancel=cancel)
    except ImportError:
        move = None
    except Exception:  # a solver bug must not take the window down; fall back
        move = None
    if move is None and not cancel.is_set():
        move = fallback_hint(game)
    return move


def find_loss(game: Game, cancel: threading.Event) -> tuple[int, Move] | None:
    """``(i, move)``: position ``i`` of the move stack was the last still winnable."""
    from ..engine import solver

    return solver.where_lost(game, max_nodes_each=60_000, cancel=cancel)


SOLVE_SECONDS = 10.0


def solve_position(game: Game, cancel: threading.Event) -> object:
    """The solver's verdict on the current position (a ``SolveResult``)."""
    from ..engine import solver

    return solver.solve(game, max_seconds=SOLVE_SECONDS, cancel=cancel)


class _Relay(QObject):
    done = Signal(int, object)  # generation, result


class _Job(QRunnable):
    def __init__(
        self, compute: Compute, game: Game, generation: int, cancel: threading.Event, relay: _Relay
    ) -> None:
        super().__init__()
        self.compute = compute
        self.game = game
        self.generation = generation
        self.cancel = cancel
        self.relay = relay

    def run(self) -> None:
        result = self.compute(self.game, self.cancel)
        if not self.cancel.is_set():
            self.relay.done.emit(self.generation, result)


class SolverRunner(QObject):
    """Runs ``compute(game_copy, cancel)`` in a worker and emits ``ready(result)``."""

    ready = Signal(object)
    busy_changed = Signal(bool)

    def __init__(self, compute: Compute, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._compute = compute
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._done)
        self._generation = 0
        self._cancel = threading.Event()
        self.busy = False

    def request(self, game: Game) -> None:
        self.cancel()
        self._generation += 1
        self._cancel = threading.Event()
        self._set_busy(True)
        self._pool.start(
            _Job(self._compute, game.copy(), self._generation, self._cancel, self._relay)
        )

    def _done(self, generation: int, result: object) -> None:
        if generation != self._generation:
            return  # a stale answer about a table that has changed since
        self._set_busy(False)
        self.ready.emit(result)

    def cancel(self) -> None:
        self._cancel.set()
        self._generation += 1
        self._set_busy(False)

    def shutdown(self) -> None:
        self.cancel()
        self._pool.waitForDone(5000)

    def _set_busy(self, busy: bool) -> None:
        if busy != self.busy:
            self.busy = busy
            self.busy_changed.emit(busy)


class HintRunner(SolverRunner):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(solver_hint, parent)


class LossFinder(SolverRunner):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(find_loss, parent)


class PositionSolver(SolverRunner):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(solve_position, parent)
