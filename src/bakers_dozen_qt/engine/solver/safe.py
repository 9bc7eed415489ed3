"""The engine's safe-foundation rule as a pure function of the foundations.

The solver plays on plain integers and cannot ask a :class:`~..game.Game` for every node,
so this restates :meth:`Game.is_safe_to_foundation` (whose docstring holds the proof);
``tests/engine/test_solver_safe.py`` checks the two agree on random positions.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..rules import Build

_RED = (False, True, True, False)  # clubs, diamonds, hearts, spades


def is_safe(card: int, found: Sequence[int], build: Build) -> bool:
    """May ``card`` (an index 0..51) go up now without ever costing a win?"""
    rank = card // 4 + 1
    suit = card % 4
    if found[suit] != rank - 1:
        return False
    if build is Build.SAME_SUIT or rank <= 2:
        return True
    if build is Build.ANY_SUIT:
        return rank <= min(found) + 2
    red = _RED[suit]
    opposite = min(found[s] for s in range(4) if _RED[s] != red)
    same = min(found[s] for s in range(4) if _RED[s] == red)
    return rank <= opposite + 1 or (rank <= opposite + 2 and rank <= same + 2)
