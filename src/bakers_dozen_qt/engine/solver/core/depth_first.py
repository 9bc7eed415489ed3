"""Depth-first search over canonical positions, in place, on plain integers.

:func:`dfs` makes the table it changes in place and the steps that change it
(:mod:`.dfs_table`), decides the root, and hands over to the loop (:func:`_walk`), which
tries each position's moves in the move order (:func:`_move_order`: the scores of a
position and its moves best first). The stack is explicit: winning lines on hard deals
run to thousands of moves. It is complete (a finished search without a win proves a
loss) for the reasons of ``docs/solver.md``, "Complete searches": it tries the kernel's
reduced moves (``Kernel.moves``), makes safe moves at once, searches no position twice
within a pass, and cuts positions that the loss tests prove lost.

The ``coarse`` variant is a streamliner, not a proof: every foundation move is taken at
once and the key ignores suits (tables that differ only in suits count as one). It
prunes far more and often finds a win the exact pass would reach only much later; when
it runs dry it says so (``complete=False``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from operator import add, sub

from ...kernel import UP, UP_AT, Kernel, goes_up
from .board import Outcome, Pass
from .deadlock import is_blocked
from .dfs_table import Enter, Table, enter_step, play_safe_step, undo_step
from .keys import FLOOR, MASK, ZOBRIST, ZOBRIST_MINUS, ZOBRIST_RANK, ZOBRIST_RANK_MINUS
from .pooled import PooledGame
from .tuning import TUNING, Tuning

RANK0 = [c >> 2 for c in range(52)]
"""A card's rank - 1, by card."""


Scores = tuple[list[int], Callable[[int], int]]
"""A position's move-order scores: ``need`` by column, and the ``wait`` of each card it
was worked out with (see :func:`_move_order`)."""
NO_SCORES: Scores = ([], RANK0.__getitem__)
"""What :func:`_move_order`'s ``scores`` is given at the root, where it has no scores
before it to start from (it reads none)."""
Child = tuple[int, int, int, int]
"""A move to try: ``(score, source, target, key)`` (see :func:`_move_order`)."""
MoveOrder = tuple[Callable[[int, Scores], Scores], Callable[[list[int], int], list[Child]]]
"""``scores(since, last)`` and ``children(need, key)`` (see :func:`_move_order`)."""


def _move_order(
    cols: list[list[int]],
    found: list[int],
    topcol: list[int],
    path: list[tuple[int, int, int]],
    kernel: Kernel,
    style: int,
    jitter: list[int],
    coarse: bool,
) -> MoveOrder:
    """The move order of a depth-first search on the table ``cols``/``found`` that it
    changes in place: ``scores(since, last)`` of the position, and ``children(need, key)``,
    its moves best first. Both read the table as it is when called."""
    moves = kernel.moves
    up_at = UP_AT
    auto_up = goes_up if coarse else kernel.is_safe
    z = ZOBRIST_RANK if coarse else ZOBRIST
    zm = ZOBRIST_RANK_MINUS if coarse else ZOBRIST_MINUS
    # depth[k]: the weight of lying under k - 1 cards in a deep style (see children);
    # weights[n]: those of a column of n cards, bottom card first (made once, not sliced
    # again at every node).
    depth = [k * 2 // style for k in range(53)] if style else []
    weights = [depth[n:0:-1] for n in range(53)] if style else []

    def scores(since: int, last: Scores) -> Scores:
        """``need`` of the position, and the ``wait`` it was computed with.

        need[i]: how soon the foundations want the most wanted card of column i (the
        cards its suit needs up first, plus, in a deep style, the cards above it).
        Digging there comes first; covering a column whose cards are wanted soon last.
        ``since``: where the moves from the position of the top frame start in ``path``
        (-1 at the root): only the columns they changed are scored again from ``last``, the
        scores of that position, unless a card went up (the foundations moved, so every
        score may have).
        """
        # Safe moves only ever send cards up, so the foundations stayed put exactly when
        # the one move since ``since`` went onto a column.
        if 0 <= since == len(path) - 1 and path[since][1] >= 0:
            s, d, c = path[since]
            need, wait = last
            need = need[:]
            if style:
                for i in (s, d):
                    col = cols[i]
                    need[i] = min(map(add, map(wait, col), weights[len(col)]), default=99)
            else:
                # Without depths a column's need is the least wait of its cards: the
                # target's takes the moved card's in, the source's changes only when the
                # card was (one of) its least.
                w = wait(c)
                if w < need[d]:
                    need[d] = w
                if w <= need[s]:
                    need[s] = min(map(wait, cols[s]), default=99)
            return need, wait
        wait = list(map(sub, RANK0, found * 13)).__getitem__  # by card: rank - 1 - found
        if style:
            need = [min(map(add, map(wait, col), weights[len(col)]), default=99) for col in cols]
        else:
            need = [min(map(wait, col), default=99) for col in cols]
        return need, wait

    def children(need: list[int], key: int) -> list[tuple[int, int, int, int]]:
        """The kernel's reduced moves (``Kernel.moves``) best first, as ``(score, source,
        target, key)``: foundation moves first, the others by score. ``key`` is the
        child's key when the move sets off no safe move (the card it uncovers does not go
        up of its own accord), else -1.

        Most children are positions seen before: with the key known before the move, the
        main loop drops a repeat with one lookup instead of make + unmake. What depends
        on the source alone (its card, the key without that card's pair, its need) is
        worked out once per column, at its first move.
        """
        ups: list[tuple[int, int, int, int]] = []
        scored: list[tuple[int, int, int, int]] = []
        append = scored.append
        last = -1
        at = first = base = 0
        for s, d in moves(cols, found, topcol, True):
            if s != last:
                if d < 0:  # a column's move up comes first
                    ups.append((0, s, UP, -1))
                    continue
                last = s
                col = cols[s]
                c = col[-1]
                at = c * 53
                b = col[-2] if len(col) > 1 else FLOOR
                first = need[s] * 64 + jitter[c]
                if b == FLOOR or found[b & 3] != up_at[b] or not auto_up(b, found):
                    base = key + zm[at + b]
                else:
                    base = -1
            dc = cols[d]
            if dc:
                append((first - need[d], s, d, (base + z[at + dc[-1]]) & MASK if base >= 0 else -1))
            else:  # an empty column: after every move onto a card
                append(
                    (need[s] * 64 + 32, s, d, (base + z[at + FLOOR]) & MASK if base >= 0 else -1)
                )
        scored.sort()  # (source, target) never ties: the keys are never compared
        return ups + scored if ups else scored

    return scores, children


def _jitter(seed: int, tuning: Tuning) -> list[int]:
    """A per-card nudge to the move order from a stream seeded with ``seed`` (none for
    0): restarts differ only in how ties are broken."""
    if not seed:
        return [0] * 52
    rng = random.Random(seed)
    return [rng.randrange(tuning.jitter) for _ in range(52)]


def dfs(
    columns: list[list[int]],
    foundations: list[int],
    kernel: Kernel,
    style: int = 0,
    seed: int = 0,
    coarse: bool = False,
    pools: PooledGame | None = None,
    tuning: Tuning = TUNING,
) -> Pass:
    """Depth-first search for a win from the given table; see the module docstring.

    ``style`` picks the move order: 0 digs first in the column whose most wanted card
    (fewest ranks above its foundation) is wanted soonest; 2, 4, ... also count how deep
    that card lies (weight 2/style a card). ``seed`` breaks ties randomly (restarts).
    ``pools``: the pooled game of the table (:mod:`.pooled`), asked after every move
    that sends a card up or moves a card from its place at the root.
    """
    # Which cards go up of their own accord: safe ones, or in a coarse pass any that can.
    table = Table(columns, foundations, goes_up if coarse else kernel.is_safe, coarse)
    play_safe = play_safe_step(table)
    undo_to = undo_step(table)
    enter = enter_step(table, kernel, coarse, pools, tuning.seen_cap, play_safe, undo_to)
    play_safe()
    if table.left == 0:
        return Outcome(True, table.moves())
    table.seen.add(table.key)
    if is_blocked(table.cols, table.found, kernel):
        return Outcome(False, [], complete=not coarse)
    jitter = _jitter(seed, tuning)
    order = _move_order(
        table.cols, table.found, table.topcol, table.path, kernel, style, jitter, coarse
    )
    return (yield from _walk(table, order, enter, undo_to, pools, tuning.depth_cap, not coarse))


def _walk(
    table: Table,
    order: MoveOrder,
    enter: Enter,
    undo_to: Callable[[int], None],
    pools: PooledGame | None,
    depth_cap: int,
    complete: bool,
) -> Pass:
    """The search's loop from the root (``table`` as it is, in ``seen``), in the move
    ``order``: each move is tried by ``enter``, and ``undo_to`` goes back up the line.
    ``complete``: whether running dry proves a loss (not in a coarse pass)."""
    scores, children = order
    path, frames_key = table.path, table.line_keys
    # The moves left to try here (``it``) and at every position up the line
    # (``frames_it``); per position of the line from the root to here: its move-order
    # scores (what its children's start from), where it starts in ``path`` and its key.
    frames_scores: list[Scores] = [scores(-1, NO_SCORES)]
    it = iter(children(frames_scores[0][0], table.key))
    frames_it: list[Iterator[Child]] = []
    frames_mark: list[int] = [0]
    frames_key.append(table.key)
    seen, old = table.seen, table.old
    quota = yield 0
    nodes = 0
    pooled = 0  # of ``nodes``, those spent in the pooled game
    while True:
        # Try the moves of the position at the end of the line; a child searched deeper
        # breaks out to try its own, and a position out of moves goes back up (the else).
        for _, s, d, k in it:
            nodes += 1
            if nodes >= quota:
                if pools is not None:
                    pools.earn(nodes - pooled)
                    pooled = 0
                quota = yield nodes
                nodes = 0
            if k >= 0 and (k in seen or k in old):  # a repeat, known before the move
                continue
            mark = len(path)
            kept = enter(s, d, k, mark)
            seen, old = table.seen, table.old  # a new generation may have begun
            if kept:
                if kept < 0:  # dropped (and undone): -1, less what the pooled game spent
                    if kept < -1:
                        nodes -= kept + 1
                        pooled -= kept + 1
                    continue
                nodes += kept
                pooled += kept
            if table.left == 0:
                return Outcome(True, table.moves(), nodes)
            if len(frames_key) >= depth_cap:
                # Memory again: the line is as long as this pass may go. What lies below
                # is left unsearched, so running dry no longer proves a loss.
                undo_to(mark)
                complete = False
                continue
            at = scores(mark, frames_scores[-1])
            frames_it.append(it)
            key = table.key
            it = iter(children(at[0], key))
            frames_scores.append(at)
            frames_mark.append(mark)
            frames_key.append(key)
            break
        else:
            # Every move here is tried: back to the position above.
            if not frames_it:
                break
            it = frames_it.pop()
            frames_scores.pop()
            frames_key.pop()
            undo_to(frames_mark.pop())
    # Reached: the for-else's break leaves the while (the dead-code check misreads it).
    return Outcome(False, [], nodes, complete=complete)  # noqa: V201
