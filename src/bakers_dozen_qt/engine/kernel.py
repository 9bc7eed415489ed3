"""The move kernel: every rule decision of the game, on plain integers.

A card is its index 0..51 (as :class:`~.cards.Card`: ``(rank - 1) * 4 + suit``), a column
a list of cards from bottom to top, ``found[suit]`` the top rank of each foundation (0
when empty). A move is a pair ``(source, target)``: column indices, or :data:`UP` for
the foundation.

:class:`Kernel` asks :class:`~.rules.Rules` once per card (or pair of cards) and answers
from tuples after that. It is the one place where a move is judged: :class:`~.game.Game`
lists its legal moves and explains its refusals through it, and the solver's searches and
its loss test read the same answers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Final

from .cards import CARDS
from .read_only import ReadOnly
from .refusal import Refusal, Why
from .rules import Build, EmptyColumn, Rules

UP: Final = -1
"""The target of a move to the foundation (the same value as :data:`~.moves.FOUNDATION`)."""

MovePair = tuple[int, int]
"""A move as ``(source column, target column or UP)``."""

CardColumns = Sequence[Sequence[int]]
"""Columns of card indices, bottom to top."""


def _up_at() -> tuple[int, ...]:
    return tuple(next(h for h in range(13) if Rules.foundation_takes(card, h)) for card in CARDS)


UP_AT: Final = _up_at()
"""``UP_AT[card]``: the top rank its suit's foundation must show for ``card`` to go up
(:meth:`Rules.foundation_takes`, asked once per card). The foundation rule is this table:
:func:`goes_up` reads it, and so do the hottest loops, as ``found[card & 3] ==
UP_AT[card]``, where a call would cost more than the test."""


def _next_up() -> tuple[tuple[int, ...], ...]:
    return tuple(
        tuple(next((c for c in range(suit, 52, 4) if UP_AT[c] == top), 52) for top in range(14))
        for suit in range(4)
    )


NEXT_UP: Final = _next_up()
"""``NEXT_UP[suit][top]``: the one card its foundation takes when it shows ``top``
(:data:`UP_AT` turned round), or 52 when it takes none (the king is up). A search that
knows which cards are tops finds what may go up in four lookups instead of a pass over
the columns."""


STEPS: Final = tuple(tuple((s, d) for d in (*range(52), UP)) for s in range(52))
"""``STEPS[s][d]``: the step ``(s, d)``, made once (``STEPS[s][UP]`` is ``(s, UP)``: UP
is -1, the last of the row); a table has at most 52 columns."""


def goes_up(card: int, found: Sequence[int]) -> bool:
    """The foundation rule: may ``card`` go to its foundation now?"""
    return found[card & 3] == UP_AT[card]


# --- the safe-move rule ------------------------------------------------------------------
#
# A foundation move is *safe* when it can never cost a win. Why: a tableau card matters to
# a win only as a base for a card one rank lower that the build rule lets onto it. Suppose
# a winning line S exists. Play the card up first and follow S, rerouting every card that
# S places on it straight to its foundation and dropping S's moves of the card and of the
# rerouted cards. This stays legal when every card that could be built on the card is
# either up already, or can always go up the moment it is free (its foundation waits
# exactly one below it) and never needs to carry anything itself (everything that could
# be built on it is up already). With suit-blind building that is rank <= lowest
# foundation + 2; in suit it always holds; with alternating colours it is the classic
# FreeCell bound. Columns emptied earlier only ever add options, so the new line wins too.
# tests/engine/test_properties.py checks this against exhaustive search on small boards.

_RED: Final = (False, True, True, False)  # clubs, diamonds, hearts, spades


def _safe_any_suit(card: int, found: Sequence[int]) -> bool:
    # rank <= min(found) + 2, with rank = (card >> 2) + 1: every foundation shows at
    # least rank - 2. Four comparisons cost about half a call of min() (the beam asks
    # this for every card that may go up, at every position it makes).
    if found[card & 3] != UP_AT[card]:
        return False
    low = (card >> 2) - 1
    return found[0] >= low and found[1] >= low and found[2] >= low and found[3] >= low


def _safe_alternate(card: int, found: Sequence[int]) -> bool:
    if found[card & 3] != UP_AT[card]:
        return False
    rank = (card >> 2) + 1
    if rank <= 2:
        return True
    red = _RED[card & 3]
    opposite = min(found[s] for s in range(4) if _RED[s] != red)
    same = min(found[s] for s in range(4) if _RED[s] == red)
    return rank <= opposite + 1 or (rank <= opposite + 2 and rank <= same + 2)


_SAFE: Final[dict[Build, Callable[[int, Sequence[int]], bool]]] = {
    Build.ANY_SUIT: _safe_any_suit,
    Build.SAME_SUIT: goes_up,  # nothing but the card just below can ever go on a card
    Build.ALTERNATE_COLOUR: _safe_alternate,
}


# A plain class, not a frozen dataclass: made at start-up without exec (docs/start-up.md).
# Compared by identity: one kernel per rule set (kernel_for).
class Kernel(ReadOnly):
    """The rules of one rule set as tables; build it with :func:`kernel_for`."""

    __slots__ = ("dead_empty", "empty_ok", "into_empty", "is_safe", "onto", "rules")
    _what = "a kernel"

    rules: Rules
    onto: tuple[tuple[int, ...], ...]
    """``onto[card]``: the cards ``card`` may be placed on (:meth:`Rules.builds_on`)."""
    into_empty: tuple[tuple[bool, ...], tuple[bool, ...]]
    """``into_empty[alone][card]``: may ``card`` go into an empty column, when it is
    (``True``) or is not (``False``) alone in its column (:meth:`Rules.empty_takes`)."""
    empty_ok: tuple[bool, ...]
    """``into_empty[False]``: may ``card``, not alone in its column, go into an empty one?"""
    dead_empty: bool
    """Empty columns take nothing: once empty, a column is gone for good."""
    is_safe: Callable[[int, Sequence[int]], bool]
    """``is_safe(card, found)``: may ``card`` go up now without ever costing a win?"""

    def __init__(
        self,
        rules: Rules,
        onto: tuple[tuple[int, ...], ...],
        into_empty: tuple[tuple[bool, ...], tuple[bool, ...]],
        empty_ok: tuple[bool, ...],
        dead_empty: bool,
        is_safe: Callable[[int, Sequence[int]], bool],
    ) -> None:
        set_field = object.__setattr__  # the kernel is immutable once built
        set_field(self, "rules", rules)
        set_field(self, "onto", onto)
        set_field(self, "into_empty", into_empty)
        set_field(self, "empty_ok", empty_ok)
        set_field(self, "dead_empty", dead_empty)
        set_field(self, "is_safe", is_safe)

    def __repr__(self) -> str:
        return f"Kernel(rules={self.rules!r})"

    # --- legal moves -----------------------------------------------------------------

    def moves(
        self, cols: CardColumns, found: Sequence[int], topcol: Sequence[int], reduced: bool = False
    ) -> list[MovePair]:
        """The legal moves, by source column: its foundation move, then the columns it may
        go on (in the order of :attr:`onto`), then empty columns.

        ``topcol[card]`` is the column whose top card ``card`` is, or -1 (see :func:`tops`).
        ``reduced`` leaves out moves that a search never needs: all empty columns but the
        first (they are interchangeable), and, when empty columns take nothing, a lone
        card onto another column (staying put keeps every option that move has and
        uncovers a card more).
        """
        onto = self.onto
        into_empty = self.into_empty
        up_at = UP_AT
        pair = STEPS  # the steps made once: listing allocates no tuple
        out: list[MovePair] = []
        append = out.append
        if self.dead_empty:
            # Nothing ever goes into an empty column (and, reduced, a lone card stays
            # put): the same moves as below, without the tests for empty columns (the
            # searches list moves at every position they expand).
            least = 2 if reduced else 1
            s = -1
            for col in cols:
                s += 1
                if not col:
                    continue
                c = col[-1]
                steps = pair[s]
                if found[c & 3] == up_at[c]:
                    append(steps[UP])
                if len(col) >= least:
                    for t in onto[c]:
                        d = topcol[t]
                        if d >= 0:
                            append(steps[d])
            return out
        empties = [i for i, col in enumerate(cols) if not col]
        if reduced:
            del empties[1:]
        for s, col in enumerate(cols):
            if not col:
                continue
            c = col[-1]
            steps = pair[s]
            if found[c & 3] == up_at[c]:
                append(steps[UP])
            for t in onto[c]:
                d = topcol[t]
                if d >= 0:
                    append(steps[d])
            if empties and into_empty[len(col) == 1][c]:
                for d in empties:
                    append(steps[d])
        return out

    def refusal(
        self, cols: CardColumns, found: Sequence[int], source: int, target: int
    ) -> Refusal | None:
        """Why the move ``(source, target)`` is illegal, or None when it is legal."""
        n = len(cols)
        if not 0 <= source < n:
            return Refusal(Why.NO_SUCH_COLUMN, column=source)
        if target != UP and not 0 <= target < n:
            return Refusal(Why.NO_SUCH_COLUMN, column=target)
        if source == target:
            return Refusal(Why.SAME_COLUMN, column=source)
        col = cols[source]
        if not col:
            return Refusal(Why.EMPTY_SOURCE, column=source)
        c = col[-1]
        card = CARDS[c]
        if target == UP:
            if goes_up(c, found):
                return None
            below = UP_AT[c]
            needs = CARDS[(below - 1) * 4 + (c & 3)] if below else None
            return Refusal(Why.FOUNDATION_NEEDS, card=card, needs=needs)
        dst = cols[target]
        if not dst:
            if self.into_empty[len(col) == 1][c]:
                return None
            rule = self.rules.empty_column
            if rule is EmptyColumn.NOTHING:
                why = Why.EMPTY_STAYS_EMPTY
            elif not self.empty_ok[c]:
                why = Why.ONLY_KING_TO_EMPTY
            else:
                why = Why.LONE_CARD_TO_EMPTY
            return Refusal(why, column=target, card=card)
        t = dst[-1]
        if t in self.onto[c]:
            return None
        under = CARDS[t]
        if card.rank + 1 != under.rank:
            why = Why.NOT_ONE_RANK_LOWER
        elif self.rules.build is Build.SAME_SUIT:
            why = Why.NOT_IN_SUIT
        else:
            why = Why.NOT_ALTERNATE_COLOUR
        return Refusal(why, column=target, card=card, onto=under)


def tops(cols: CardColumns) -> list[int]:
    """``topcol`` for :meth:`Kernel.moves`: the column each card tops, or -1."""
    topcol = [-1] * 52
    for i, col in enumerate(cols):
        if col:
            topcol[col[-1]] = i
    return topcol


@lru_cache(maxsize=32)
def kernel_for(rules: Rules) -> Kernel:
    """The kernel of ``rules`` (built once per rule set)."""
    onto = tuple(
        tuple(t for t in range(52) if t != c and rules.builds_on(CARDS[c], CARDS[t]))
        for c in range(52)
    )
    into_empty = (
        tuple(rules.empty_takes(card, alone=False) for card in CARDS),
        tuple(rules.empty_takes(card, alone=True) for card in CARDS),
    )
    return Kernel(
        rules=rules,
        onto=onto,
        into_empty=into_empty,
        empty_ok=into_empty[False],
        dead_empty=rules.empty_column is EmptyColumn.NOTHING,
        is_safe=_SAFE[rules.build],
    )
