"""The live verdict: can this game still be won, asked after every move.

:class:`LiveStatus` is meant to run in a background thread after each move (a new call
with a fresh cancel flag replacing the old one). It remembers what it has learnt, so most
calls cost nothing: every position along a winning line it found is known winnable (a
player who follows the line, or comes back to a position, is answered at once), and a
game known lost stays lost whatever is played after. When a position is lost it also
says since which move, searching the move stack between the last position known
winnable and now (as :func:`.where_lost` does, helped by what it remembers).

Face-down cards are not looked at unless ``peek`` is set: without it a game with cards
still face down gets ``UNKNOWN`` with ``hidden`` set (telling a player whether the cards
they cannot see allow a win would give those cards away), or ``UNWINNABLE`` with
``hidden`` set when the visible cards alone prove that no face-down card can ever turn
(:mod:`.buried`: the same for every filling, so it gives nothing away).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..budgets import BUDGETS
from ..game import Game
from ..moves import Move
from ..position import Position
from .api import solve
from .buried import stays_buried
from .facedown import view_of
from .result import Verdict


@dataclass(frozen=True)
class Status:
    """A verdict on the current position.

    ``WON``: the game can still be won; ``line`` is a winning line from here.
    ``UNWINNABLE``: it cannot; ``lost_at`` is the index in ``game.move_stack`` of the
    move that threw it away (the position before it was the last one shown winnable;
    with a small budget that may lie a little earlier than the true one, never later),
    or None when no earlier position was shown winnable (a deal lost from the start).
    ``UNKNOWN``: not decided within the budget, or ``hidden`` (face-down cards).
    ``hidden`` with ``UNWINNABLE``: lost, proved from the visible cards alone (since
    which move is not said: that would need the face-down cards).
    """

    verdict: Verdict
    lost_at: int | None = None
    line: tuple[Move, ...] = ()
    hidden: bool = False


class LiveStatus:
    """Verdicts for one window's games; safe to call from one worker thread at a time."""

    def __init__(
        self,
        *,
        max_seconds: float | None = BUDGETS.live_seconds,
        max_nodes: int | None = BUDGETS.live_nodes,
        nodes_each: int = BUDGETS.live_nodes_each,
        remembered: int = BUDGETS.live_remembered,
        peek: bool = False,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.max_seconds = max_seconds
        self.max_nodes = max_nodes
        self.nodes_each = nodes_each
        self.remembered = remembered
        self.peek = peek
        self.clock = clock
        self._lock = threading.Lock()
        self._wins: dict[Position, tuple[Move, ...]] = {}
        # Games known lost: (first position, the moves made when the loss was proved,
        # the index of the losing move or None).
        self._lost: list[tuple[Position, tuple[Move, ...], int | None]] = []

    def forget(self) -> None:
        """Drop everything remembered (not needed for correctness: only for memory)."""
        with self._lock:
            self._wins.clear()
            self._lost.clear()

    def status(self, game: Game, cancel: threading.Event | None = None) -> Status:
        """The verdict on ``game``'s position (the game is not changed)."""
        with self._lock:
            return self._status(game, cancel)

    # --- inside ---------------------------------------------------------------------

    def _status(self, game: Game, cancel: threading.Event | None) -> Status:
        if game.has_face_down and not self.peek:
            view = view_of(game)
            if stays_buried(view.rules, view.columns, view.foundations):
                return Status(Verdict.UNWINNABLE, hidden=True)
            return Status(Verdict.UNKNOWN, hidden=True)
        if game.is_won():
            return Status(Verdict.WON)
        stack = game.move_stack
        for first, moves, lost_at in self._lost:
            if game.initial == first and stack[: len(moves)] == moves:
                return Status(Verdict.UNWINNABLE, lost_at=lost_at)
        here = game.position()
        known = self._wins.get(here)
        if known is not None:
            return Status(Verdict.WON, line=known)
        r = solve(
            game, max_nodes=self.max_nodes, max_seconds=self.max_seconds, cancel=cancel,
            shorten=False,
        )  # fmt: skip
        if r.verdict is Verdict.WON:
            self._remember_line(game, r.moves)
            return Status(Verdict.WON, line=r.moves)
        if r.verdict is Verdict.UNKNOWN:
            return Status(Verdict.UNKNOWN)
        lost_at = self._lost_at(game, cancel)
        if cancel is not None and cancel.is_set():
            return Status(Verdict.UNKNOWN)
        self._lost.append((game.initial, stack, lost_at))
        del self._lost[:-32]
        return Status(Verdict.UNWINNABLE, lost_at=lost_at)

    def _remember_line(self, game: Game, line: tuple[Move, ...]) -> None:
        if len(self._wins) + len(line) > self.remembered:
            self._wins.clear()
        g = game.copy(with_stack=False)
        for i, m in enumerate(line):
            self._wins[g.position()] = line[i:]
            g.push(m)

    def _lost_at(self, game: Game, cancel: threading.Event | None) -> int | None:
        """The index of the move after the last position shown winnable."""
        stack = game.move_stack
        replay = Game(game.rules, game.initial)
        positions = [replay.position()]
        for m in stack:
            replay.push(m)
            positions.append(replay.position())
        # Known winnable positions first: they cost nothing.
        lo = next((i for i in range(len(stack) - 1, -1, -1) if positions[i] in self._wins), -1)
        hi = len(stack)

        def winnable(i: int) -> bool:
            if positions[i] in self._wins:
                return True
            g = Game(game.rules, game.initial)
            for m in stack[:i]:
                g.push(m)
            r = solve(g, max_nodes=self.nodes_each, cancel=cancel, shorten=False)
            if r.verdict is Verdict.WON:
                self._remember_line(g, r.moves)
                return True
            return False

        if lo < 0 and winnable(0):
            lo = 0
        while hi - lo > 1:
            if cancel is not None and cancel.is_set():
                return None
            mid = (lo + hi) // 2
            if winnable(mid):
                lo = mid
            else:
                hi = mid
        return lo if lo >= 0 else None
