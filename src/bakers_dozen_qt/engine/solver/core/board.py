"""The integer board every search shares: the pass protocol, the first key, safe moves,
when a child needs the loss test, and the copy-on-write child step.

A table is a list of columns of card indices (lists or bytes, bottom to top) and the
foundations ``found[suit]`` (see :mod:`...kernel`). Each search differs from the others
only in the order it takes positions in; what a position is, how a move changes it and
its key, which foundation moves follow of themselves and when the loss test may be
skipped are written here once. ``docs/solver.md`` says why each rule is sound.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass
from typing import TypeVar

from ...kernel import UP, UP_AT, Kernel, MovePair
from .keys import FLOOR, MASK

Column = TypeVar("Column", list[int], bytes)
"""A column as a search keeps it: a list (depth-first, beam) or bytes (best-first)."""


class PassKind(enum.Enum):
    """The passes of the portfolio (:mod:`.portfolio`); the value is the name benchmarks
    print."""

    BEST_FIRST_SUITS = "best-first/suits"
    DEPTH_FIRST_DEEP = "dfs/deep"
    BEST_FIRST = "best-first"
    COARSE = "coarse"
    COARSE_DEEP = "coarse/deep"
    COARSE_DEEPER = "coarse/deeper"
    RESTARTS = "restarts"
    BEAM = "beam"
    BEAM_SUITS = "beam/suits"
    POOLED = "pooled"


@dataclass
class Outcome:
    """What a finished pass found: a win and its steps, or none (the search was complete)."""

    won: bool
    moves: list[MovePair]
    nodes: int = 0
    """Nodes used since the pass last yielded."""
    complete: bool = True
    """False for a pass that may miss wins: its failure proves nothing."""
    source: PassKind | None = None
    """Which pass decided (set by the portfolio; for benchmarks and tuning)."""
    beam_widths: tuple[int, ...] = ()
    """Widths of beam search (:mod:`.beam`) that ran to their end from the root before
    the decision (set by the portfolio): shortening need not run them again."""


Pass = Generator[int, int, Outcome]
"""A search that runs in slices: sent a node quota, it yields the nodes it used; when it
finishes it returns its :class:`Outcome`. Prime it with ``next()`` first."""

AutoUp = Callable[[int, Sequence[int]], bool]
"""Does card ``c`` go up of its own accord, the foundations being ``found``? The kernel's
safe-move rule (``Kernel.is_safe``), or in a coarse pass the foundation rule itself
(:func:`...kernel.goes_up`)."""


def initial_key(cols: Sequence[Sequence[int]], shares: tuple[int, ...]) -> int:
    """A table's key: the sum modulo 2**64 of the share of every (card, card below or the
    floor) pair (:mod:`.keys`). Cards already up add nothing: a key is only ever compared
    with keys of positions reached from the same table."""
    key = 0
    for col in cols:
        below = FLOOR
        for c in col:
            key += shares[c * 53 + below]
            below = c
    return key & MASK


def safe_tops(
    cols: Sequence[Sequence[int]],
    found: Sequence[int],
    auto_up: AutoUp,
) -> Iterator[int]:
    """The columns whose top goes up of its own accord, sweep after sweep over the
    columns until a sweep finds none: the caller sends each one up (changing ``cols``
    and ``found``) before it asks for the next.

    ``auto_up`` is the kernel's safe-move rule (``Kernel.is_safe``), or in a coarse pass
    the foundation rule itself. Every such card can go up: ``found[c & 3] == UP_AT[c]``
    first, inline, spares the call for the many that cannot (the answer is the same).
    """
    up_at = UP_AT
    again = True
    while again:
        again = False
        for s, col in enumerate(cols):
            if col and found[col[-1] & 3] == up_at[col[-1]] and auto_up(col[-1], found):
                again = True
                yield s


def settle(
    cols: list[Column],
    found: list[int],
    key: int,
    minus: tuple[int, ...],
    up_shares: tuple[int, ...],
    auto_up: AutoUp,
    steps: list[MovePair],
) -> int:
    """Send up every top that goes of its own accord (:func:`safe_tops`), replacing the
    columns it changes (never changing one: columns may be shared with other positions);
    returns the key after it. The moves made are added to ``steps``."""
    for t in safe_tops(cols, found, auto_up):
        col = cols[t]
        c = col[-1]
        col = cols[t] = col[:-1]
        key = (key + minus[c * 53 + (col[-1] if col else FLOOR)] + up_shares[c]) & MASK
        found[c & 3] += 1
        steps.append((t, UP))
    return key


def play(
    cols: list[Column],
    found: list[int],
    key: int,
    s: int,
    d: int,
    join: Callable[[Column, int], Column],
    shares: tuple[int, ...],
    minus: tuple[int, ...],
    up_shares: tuple[int, ...],
    auto_up: AutoUp,
    steps: list[MovePair],
) -> tuple[list[Column], list[int], int]:
    """The child step: the table after move ``(s, d)`` and the safe moves it sets off,
    with its key, as new lists of columns and foundations that share every column that
    did not change. The moves made are added to ``steps``.

    ``join(column, card)`` is that column with the card on top; ``minus`` holds the
    negated ``shares`` (:func:`.keys.minus`), ``up_shares`` the share of a card sent up.
    """
    nc = cols[:]
    nf = found[:]
    src = cols[s]
    c = src[-1]
    rest = nc[s] = src[:-1]
    key += minus[c * 53 + (rest[-1] if rest else FLOOR)]
    if d == UP:
        nf[c & 3] += 1
        key += up_shares[c]
    else:
        dst = cols[d]
        key += shares[c * 53 + (dst[-1] if dst else FLOOR)]
        nc[d] = join(dst, c)
    steps.append((s, d))
    return nc, nf, settle(nc, nf, key & MASK, minus, up_shares, auto_up, steps)


def loss_test_rule(
    kernel: Kernel, coarse: bool = False
) -> Callable[[Sequence[Sequence[int]], Sequence[int], Sequence[int], int, int, bool], bool]:
    """``due(cols, found, topcol, s, d, settles)``: does the child of move ``(s, d)``
    need the loss test (:func:`.deadlock.is_blocked`), asked before the move on the
    parent, which passed it? ``topcol`` is the parent's (:func:`...kernel.tops`);
    ``settles``: the move sets off safe moves.

    A move up always needs it (told the card sent up, the test stops early). A move
    onto a column does not when the moved card could join the test's fixpoint at once:
    it may go up, or into an empty column, or it leaves a card it may go back onto
    (which stays a top when no safe move follows), or some other column's top may take
    it. Then the order of joins that passed before passes again (``docs/solver.md``,
    "Skipping the loss test"). A coarse pass's moves up need not be safe, so it never
    skips on the strength of a card left behind.
    """
    onto = kernel.onto
    up_at = UP_AT
    anywhere = tuple(not kernel.dead_empty and ok for ok in kernel.empty_ok)

    def due(
        cols: Sequence[Sequence[int]],
        found: Sequence[int],
        topcol: Sequence[int],
        s: int,
        d: int,
        settles: bool,
    ) -> bool:
        if d < 0:
            return True
        col = cols[s]
        c = col[-1]
        if found[c & 3] == up_at[c] or anywhere[c]:
            return False
        targets = onto[c]
        if not coarse and not settles and len(col) > 1 and col[-2] in targets:
            return False
        for t in targets:
            ct = topcol[t]
            if ct >= 0 and ct != d:
                return False
        return True

    return due
