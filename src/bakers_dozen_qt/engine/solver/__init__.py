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
* :mod:`.safe` -- the engine's safe-foundation rule as a pure function.
* :mod:`.tables` -- rule answers and key shares precomputed from :class:`Rules`.
* :mod:`.shorten` -- shorter solutions for Hint and demos (edits checked by replay).
* :mod:`.heuristic` -- a move ranked on visible cards only (face-down variants).
"""

from __future__ import annotations

from .api import hint, solve, where_lost
from .result import SolveResult, Verdict

__all__ = ["SolveResult", "Verdict", "hint", "solve", "where_lost"]
