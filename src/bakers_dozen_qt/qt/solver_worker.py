"""Hint off the GUI thread: the solver searches a copy of the game in a worker.

Until the solver module exists (or if it finds nothing) the hint falls back to the
engine's own ``best_move``, which is instant and always available.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from ..engine.game import Game
from ..engine.moves import Move


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


class _Relay(QObject):
    done = Signal(int, object)  # generation, Move | None


class _HintJob(QRunnable):
    def __init__(self, game: Game, generation: int, cancel: threading.Event, relay: _Relay) -> None:
        super().__init__()
        self.game = game
        self.generation = generation
        self.cancel = cancel
        self.relay = relay

    def run(self) -> None:
        move: Move | None = None
        try:
            from ..engine import solver

            move = solver.hint(self.game, max_seconds=2.0, cancel=self.cancel)
        except ImportError:
            move = None
        except Exception:  # a solver bug must not take the window down; fall back
            move = None
        if move is None and not self.cancel.is_set():
            move = fallback_hint(self.game)
        if not self.cancel.is_set():
            self.relay.done.emit(self.generation, move)


class HintRunner(QObject):
    """Runs one hint search at a time; a new request or :meth:`cancel` drops the old one."""

    ready = Signal(object)  # Move | None
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
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
        if _solver_available():
            self._pool.start(_HintJob(game.copy(), self._generation, self._cancel, self._relay))
        else:
            # No search to wait for: answer on the next turn of the event loop.
            gen, move = self._generation, fallback_hint(game)
            QTimer.singleShot(0, lambda: self._done(gen, move))

    def _done(self, generation: int, move: Move | None) -> None:
        if generation != self._generation:
            return  # a stale answer about a table that has changed since
        self._set_busy(False)
        self.ready.emit(move)

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


def _solver_available() -> bool:
    try:
        from ..engine import solver  # noqa: F401
    except ImportError:
        return False
    return True
