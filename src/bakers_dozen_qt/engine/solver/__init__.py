"""The solver: decides deals (a winning line or a proof of loss), gives hints.

Pure Python over the engine's rules (no Qt). The pieces:

* :mod:`.api` -- :func:`solve`, :func:`hint`, :func:`where_lost`: what the game uses;
  every ``won`` line is replayed through :meth:`Game.play` before it is returned.
* :mod:`.driver` -- the budget (nodes, seconds, cancel, progress) and the portfolio of
  search passes that take turns on it.
* :mod:`.search` -- depth-first search over order-invariant keys (exact, or the
  incomplete "coarse" streamliner); :mod:`.restarts` -- seeded restarts of it;
  :mod:`.bestfirst` -- best-first search.
* :mod:`.deadlock` -- a sound test that a position is lost (a card can never leave).
* :mod:`.keys` -- the random shares of order-invariant position keys.
* :mod:`.shorten` -- shorter solutions for Hint and demos (edits checked by replay).

The rules come from the engine's :mod:`..kernel` (the same legal moves, foundation rule
and safe-move rule as :class:`~..game.Game`); a hint without search from
:mod:`..ranking`.
"""

from __future__ import annotations

from .api import hint, solve, where_lost
from .result import SolveResult, Verdict

__all__ = ["SolveResult", "Verdict", "hint", "solve", "where_lost"]
