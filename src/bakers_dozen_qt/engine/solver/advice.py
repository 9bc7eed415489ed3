"""Hints: a winning move (another one when asked again), or word that the game is lost.

:func:`advise` answers with a :class:`Hint` whose :class:`HintKind` says how much the
move is worth: ``WINNING`` (the first move of a line the solver checked to the end),
``LIKELY`` (face-down variants: the move that won most guesses of the hidden cards, see
:mod:`.facedown`), ``GUESS`` (no proof within the budget: the best-looking move),
``LOST`` (no move wins any more: the position is proved lost), ``STUCK`` (no legal
move) or ``WON``. Pass the moves already shown as ``avoid`` to get another good move
when there is one.
"""

from __future__ import annotations

import enum
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..budgets import BUDGETS, Budgets
from ..game import Game
from ..moves import Move
from ..ranking import ranked_moves
from .api import solve
from .buried import stays_buried
from .facedown import PlayerView, judge_moves, lead, view_of
from .result import Verdict


class HintKind(enum.Enum):
    WINNING = "winning"
    LIKELY = "likely"
    GUESS = "guess"
    LOST = "lost"
    STUCK = "stuck"
    WON = "won"


@dataclass(frozen=True)
class Hint:
    """What Hint says. ``move`` is None for ``LOST``, ``STUCK`` and ``WON``.

    ``line``: for ``WINNING``, a whole winning line from here (it starts with ``move``;
    Show the Way can play it). ``share``: for ``LIKELY``, the weighted share of guessed
    fillings of the face-down cards that the solver won after ``move``.
    """

    kind: HintKind
    move: Move | None = None
    line: tuple[Move, ...] = ()
    share: float | None = None


class _Clock:
    """One budget (nodes, seconds, cancel) shared by several solves."""

    def __init__(
        self,
        nodes: int | None,
        seconds: float | None,
        cancel: threading.Event | None,
        clock: Callable[[], float],
        least_share: int = BUDGETS.hint_child_nodes,
    ) -> None:
        self.nodes = nodes
        self.least_share = least_share
        self.clock = clock
        self.deadline = None if seconds is None else clock() + seconds
        self.cancel = cancel

    def seconds(self) -> float | None:
        return None if self.deadline is None else max(0.0, self.deadline - self.clock())

    def spent(self) -> bool:
        if self.cancel is not None and self.cancel.is_set():
            return True
        if self.nodes is not None and self.nodes <= 0:
            return True
        return self.deadline is not None and self.clock() >= self.deadline

    def solve(self, game: Game, share: int | None = None) -> Verdict | tuple[Move, ...]:
        """The verdict, or the winning line when won; nodes come out of the budget. A
        share (the solve of one candidate among several) skips shortening the line."""
        nodes = self.nodes if share is None or self.nodes is None else min(share, self.nodes)
        r = solve(
            game, max_nodes=nodes, max_seconds=self.seconds(), cancel=self.cancel,
            clock=self.clock, shorten=share is None,
        )  # fmt: skip
        if self.nodes is not None:
            self.nodes -= r.nodes
        return r.moves if r.verdict is Verdict.WON else r.verdict

    def wins_after(self, game: Game, moves: list[Move]) -> Iterator[tuple[Move, tuple[Move, ...]]]:
        """Each of ``moves`` shown to win, with its line from ``game``, while the budget
        lasts: the nodes left are shared out evenly over the moves still to judge."""
        for i, move in enumerate(moves):
            if self.spent():
                return
            child = game.copy(with_stack=False)
            child.push(move)
            share = None
            if self.nodes is not None:
                share = max(self.least_share, self.nodes // (len(moves) - i))
            line = self.solve(child, share)
            if isinstance(line, tuple):
                yield move, (move, *line)


def advise(
    game: Game,
    *,
    avoid: frozenset[Move] | set[Move] = frozenset(),
    max_nodes: int | None = BUDGETS.hint_nodes,
    max_seconds: float | None = BUDGETS.hint_seconds,
    cancel: threading.Event | None = None,
    clock: Callable[[], float] = time.monotonic,
    budgets: Budgets = BUDGETS,
) -> Hint:
    """The hint for ``game``'s position (the game is not changed).

    A move in ``avoid`` is named only when no other move is known to be as good: asked
    again with the moves already shown, Hint shows another winning move when the budget
    finds one, and the same one again when it finds none. Face-down cards are never
    looked at: for variants that have them the hint judges from :func:`.view_of` alone
    (:func:`advise_view`). ``budgets``: the face-down hint's and the second look's
    figures (:class:`~..budgets.Budgets`).
    """
    avoid = frozenset(avoid)
    if game.is_won():
        return Hint(HintKind.WON)
    order = ranked_moves(game)
    if not order:
        return Hint(HintKind.STUCK)
    fresh = [m for m in order if m not in avoid] or order
    if game.has_face_down:
        hint = advise_view(
            view_of(game), avoid=avoid, max_nodes=max_nodes, max_seconds=max_seconds,
            cancel=cancel, clock=clock, budgets=budgets,
        )  # fmt: skip
        if hint.kind is HintKind.GUESS and hint.move is None:
            return Hint(HintKind.GUESS, fresh[0])
        return hint
    budget = _Clock(max_nodes, max_seconds, cancel, clock, budgets.hint_child_nodes)
    first = budget.solve(game)
    if first is Verdict.UNWINNABLE:
        return Hint(HintKind.LOST)
    if not isinstance(first, tuple):
        return Hint(HintKind.GUESS, fresh[0])
    if first[0] not in avoid:
        return Hint(HintKind.WINNING, first[0], first)
    # The solver's own first move has been shown: look for another that wins.
    for move, line in budget.wins_after(game, [m for m in order if m not in avoid]):
        return Hint(HintKind.WINNING, move, line)
    return Hint(HintKind.WINNING, first[0], first)


def advise_view(
    view: PlayerView,
    *,
    avoid: frozenset[Move] = frozenset(),
    max_nodes: int | None = BUDGETS.hint_nodes,
    max_seconds: float | None = BUDGETS.hint_seconds,
    cancel: threading.Event | None = None,
    clock: Callable[[], float] = time.monotonic,
    budgets: Budgets = BUDGETS,
) -> Hint:
    """The hint for a table with face-down cards, from what the player sees alone:
    ``LIKELY`` with the move that wins most guessed fillings of the hidden cards
    (``max_nodes`` spread over the fillings and the candidate moves:
    :meth:`~..budgets.Budgets.facedown_nodes`); else ``LOST`` when the visible cards prove
    the loss; else ``GUESS`` with the move nearest to progress (None when there is
    none to name)."""
    if stays_buried(view.rules, view.columns, view.foundations):
        # Proved on the visible cards at once: no filling can be won, so judging them
        # (up to the whole budget) would only delay the same answer.
        return Hint(HintKind.LOST)
    root, child = budgets.facedown_nodes(max_nodes)
    judged = judge_moves(
        view, avoid=avoid, cancel=cancel, max_seconds=max_seconds, clock=clock,
        samples=budgets.facedown_samples, candidates=budgets.facedown_candidates,
        root_nodes=root, child_nodes=child,
    )  # fmt: skip
    if judged and judged[0].share > 0:
        return Hint(HintKind.LIKELY, judged[0].move, share=judged[0].share)
    move, lost = lead(view, avoid, budgets)
    if lost:  # proved on the visible cards: no card can ever go up or turn
        return Hint(HintKind.LOST)
    return Hint(HintKind.GUESS, move)


def winning_moves(
    game: Game,
    *,
    max_nodes: int | None = BUDGETS.hint_nodes,
    max_seconds: float | None = BUDGETS.hint_seconds,
    cancel: threading.Event | None = None,
    clock: Callable[[], float] = time.monotonic,
    budgets: Budgets = BUDGETS,
) -> list[tuple[Move, tuple[Move, ...]]]:
    """Every legal move the budget shows to win, with its line, shortest line first.

    Face-up positions only (the lines read every card); empty when none is found.
    """
    budget = _Clock(max_nodes, max_seconds, cancel, clock, budgets.hint_child_nodes)
    out: dict[Move, tuple[Move, ...]] = {}
    first = budget.solve(game)
    if not isinstance(first, tuple) or not first:
        return []
    out[first[0]] = first
    out.update(budget.wins_after(game, [m for m in ranked_moves(game) if m != first[0]]))
    return sorted(out.items(), key=lambda item: len(item[1]))
