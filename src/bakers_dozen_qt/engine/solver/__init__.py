"""The solver: decides positions (a winning line or a proof of loss), gives hints.

Pure Python over the engine's rules (no Qt). Every call takes a budget: ``max_nodes``
(exactly repeatable), ``max_seconds`` (measured with ``clock``, ``time.monotonic`` unless
given: pass ``time.process_time`` for CPU time) and a ``cancel`` flag
(``threading.Event``) that another thread may set; a cancelled call returns at once with
an undecided answer. No call changes the game it is given.

**What the window uses** (all safe to run in a worker thread):

* :func:`solve` -- ``SolveResult``: ``WON`` with a short winning line (every line is
  replayed through :meth:`Game.play` before it is returned), ``UNWINNABLE`` (a proof),
  or ``UNKNOWN``. Show the Way plays ``result.moves``.
* :class:`LiveStatus` -- the status bar's "can be won / cannot be won any more (since
  move N) / checking": ``LiveStatus().status(game, cancel)`` after every move, in the
  background, cancelled by the next move; it remembers winning lines, so following one
  costs nothing, and gives ``lost_at``, the index in ``game.move_stack`` of the move
  that lost the game. Default budget: one second. Cards face down are not judged
  (``hidden``) unless it is made with ``peek=True``.
* :func:`advise` -- Hint: a :class:`Hint` whose :class:`HintKind` is ``WINNING`` (with
  the whole line), ``LIKELY`` (face-down variants), ``GUESS``, ``LOST`` (say so and
  offer Where Was It Lost?), ``STUCK`` or ``WON``. Pressing Hint again: pass the moves
  already shown as ``avoid`` and another winning move comes when there is one.
  :func:`winning_moves` lists every winning first move the budget finds, shortest line
  first.
* Face-down variants: the hint never reads a face-down card. :func:`view_of` copies
  what the player sees into a :class:`PlayerView` and :func:`judge_moves` works on that
  alone (it solves guessed fillings of the hidden cards, :mod:`.facedown`); :mod:`.buried`
  proves from the visible cards alone that no face-down card can ever turn up.
* :func:`winnable_deal` -- "Winnable deals only": a deal number the solver has proved
  winnable, from a start number or a random source.
* :func:`where_lost` -- the move that threw a game away, by binary search over the
  move stack.

**Budgets**: :class:`Budgets` (:data:`BUDGETS`) holds every budget of these questions
(each function's defaults come from it); the window hands its figures on.

**Inside**: :mod:`.core`, the search passes on the integer board run side by side by
:mod:`.core.portfolio` with the shares of :class:`Tuning` (``solve(..., tuning=)``);
:mod:`.shorten` polishes a line and counts it the way a player plays it
(``player_moves``). ``docs/solver.md`` explains how it works.
"""

from __future__ import annotations

from ..budgets import BUDGETS, Budgets
from .advice import Hint, HintKind, advise, advise_view, winning_moves
from .api import solve, where_lost
from .core.tuning import TUNING, Tuning
from .facedown import Judged, PlayerView, judge_moves, view_of
from .live import LiveStatus, Status
from .result import SolveResult, Verdict
from .shorten import player_moves
from .winnable import winnable_deal

__all__ = [
    "BUDGETS",
    "TUNING",
    "Budgets",
    "Hint",
    "HintKind",
    "Judged",
    "LiveStatus",
    "PlayerView",
    "SolveResult",
    "Status",
    "Tuning",
    "Verdict",
    "advise",
    "advise_view",
    "judge_moves",
    "player_moves",
    "solve",
    "view_of",
    "where_lost",
    "winnable_deal",
    "winning_moves",
]
