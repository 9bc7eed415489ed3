"""Depth-first search over canonical positions, in place, on plain integers.

:func:`dfs` holds the loop and the table it changes in place, with its steps as closures
over that state (a pure-Python search spends most of its time on attribute and call
overhead, so the hot state stays in local variables and cells, not attributes): sending
a card up and unmaking moves (``send_up``, ``play_safe``, ``undo_to``), the child step
that makes a move and cuts the child when it can (``enter``), and the move order
(:func:`_move_order`: the scores of a position and its moves best first). The stack is
explicit: winning lines on hard deals run to thousands of moves. It is complete (a
finished search without a win proves a loss) for the reasons of ``docs/solver.md``,
"Complete searches": it tries the kernel's reduced moves (``Kernel.moves``), makes safe
moves at once, searches no position twice within a pass, and cuts positions that the
loss tests prove lost.

The ``coarse`` variant is a streamliner, not a proof: every foundation move is taken at
once and the key ignores suits (tables that differ only in suits count as one). It
prunes far more and often finds a win the exact pass would reach only much later; when
it runs dry it says so (``complete=False``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from operator import add, sub

from ...kernel import NEXT_UP, UP, UP_AT, Kernel, goes_up
from .board import Outcome, Pass, initial_key, loss_test_rule, safe_tops
from .deadlock import is_blocked
from .keys import (
    FLOOR,
    MASK,
    ZOBRIST,
    ZOBRIST_MINUS,
    ZOBRIST_RANK,
    ZOBRIST_RANK_MINUS,
    ZOBRIST_UP,
    ZOBRIST_UP_MINUS,
)
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


def _move_order(
    cols: list[list[int]],
    found: list[int],
    topcol: list[int],
    path: list[tuple[int, int, int]],
    kernel: Kernel,
    style: int,
    jitter: list[int],
    coarse: bool,
) -> tuple[Callable[[int, Scores], Scores], Callable[[list[int], int], list[Child]]]:
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
    cols = [list(c) for c in columns]
    found = list(foundations)
    due = loss_test_rule(kernel, coarse)
    seen_cap = tuning.seen_cap
    depth_cap = tuning.depth_cap
    # Which cards go up of their own accord: safe ones, or in a coarse pass any that can.
    auto_up = goes_up if coarse else kernel.is_safe
    up_at = UP_AT
    # A coarse pass gives every card of a rank the same share (see .keys). The negated
    # shares take a share out by adding (see .keys.minus).
    z = ZOBRIST_RANK if coarse else ZOBRIST
    zf = ZOBRIST_UP
    zm = ZOBRIST_RANK_MINUS if coarse else ZOBRIST_MINUS
    zfm = ZOBRIST_UP_MINUS

    topcol = [-1] * 53  # column whose top card this is, or -1 (and -1 for 52: no card)
    for i, col in enumerate(cols):
        if col:
            topcol[col[-1]] = i
    next0, next1, next2, next3 = NEXT_UP  # the card each foundation takes next
    key = initial_key(cols, z)
    left = sum(map(len, cols))

    # Restarts differ only in how ties are broken: a per-card nudge from a seeded stream.
    jitter = [0] * 52
    if seed:
        rng = random.Random(seed)
        jitter = [rng.randrange(tuning.jitter) for _ in range(52)]
    path: list[tuple[int, int, int]] = []  # (source, target, card) of every move made
    # Positions searched or on the current line, in two generations: when ``seen`` is
    # full it becomes ``old`` and a new one starts with the keys of the current line, so
    # every position on the line stays known (no cycles), memory stays bounded, and a
    # forgotten position is only searched again (the search stays complete).
    seen: set[int] = set()
    old: set[int] = set()
    # home[i]: how many bottom cards of column i are as at the root (see .pooled); a
    # move changes it only when it takes a card from there (or puts one back).
    root = [list(c) for c in cols]
    home = list(map(len, cols))
    irreversible = 0  # counts moves that sent a card up or changed ``home``

    def send_up(s: int) -> None:
        """Send the top card of column ``s`` to its foundation (a safe move)."""
        nonlocal key, left, irreversible
        col = cols[s]
        c = col.pop()
        if len(col) < home[s]:
            home[s] = len(col)
            irreversible += 1
        if col:
            b = col[-1]
            topcol[b] = s
        else:
            b = FLOOR
        topcol[c] = -1
        found[c & 3] += 1
        left -= 1
        key = (key + zm[c * 53 + b] + zf[c]) & MASK
        irreversible += 1
        path.append((s, UP, c))

    def undo_to(mark: int) -> None:
        nonlocal key, left
        while len(path) > mark:
            s, d, c = path.pop()
            if d < 0:
                found[c & 3] -= 1
                left += 1
                t = FLOOR
            else:
                dc = cols[d]
                dc.pop()
                if len(dc) < home[d]:
                    home[d] = len(dc)
                if dc:
                    t = dc[-1]
                    topcol[t] = d
                else:
                    t = FLOOR
            col = cols[s]
            if col:
                b = col[-1]
                topcol[b] = -1
            else:
                b = FLOOR
            n = len(col)
            if home[s] == n and n < len(root[s]) and root[s][n] == c:
                home[s] = n + 1
            col.append(c)
            topcol[c] = s
            k = key + z[c * 53 + b] + (zfm[c] if d < 0 else zm[c * 53 + t])
            key = k & MASK

    def play_safe() -> None:
        # A sweep can only send a card up when one of the four cards the foundations
        # take next is a top (four lookups): when none is, it would send none.
        if (
            topcol[next0[found[0]]] >= 0
            or topcol[next1[found[1]]] >= 0
            or topcol[next2[found[2]]] >= 0
            or topcol[next3[found[3]]] >= 0
        ):
            for s in safe_tops(cols, found, auto_up):
                send_up(s)

    def enter(s: int, d: int, k: int, mark: int) -> int:
        """The child step: make the move ``(s, d)`` (``k``: the child's key when known)
        and the safe moves it sets off, and keep the child when it is new and no loss test
        proves it lost; ``mark``: where the move goes in ``path``. Returns the nodes the
        pooled game spent on it (0 or more) when it is kept (then ``seen`` holds it), or
        -1 less those nodes when it is dropped (then it is undone)."""
        nonlocal key, left, irreversible, seen, old
        before = irreversible
        # Whether the child needs the loss test, asked before the move (loss_test_rule).
        check = due(cols, found, topcol, s, d, k < 0)
        # The move, made here rather than by a call: this runs for every new child.
        col = cols[s]
        c = col.pop()
        if len(col) < home[s]:
            home[s] = len(col)
            irreversible += 1
        if col:
            b = col[-1]
            topcol[b] = s
        else:
            b = FLOOR
        topcol[c] = -1
        if d < 0:
            found[c & 3] += 1
            left -= 1
            key = (key + zm[c * 53 + b] + zf[c]) & MASK
            irreversible += 1
        else:
            dc = cols[d]
            if dc:
                t = dc[-1]
                topcol[t] = -1
            else:
                t = FLOOR
            n = len(dc)
            if home[d] == n and n < len(root[d]) and root[d][n] == c:
                home[d] = n + 1
            dc.append(c)
            topcol[c] = d
            key = k if k >= 0 else (key + zm[c * 53 + b] + z[c * 53 + t]) & MASK
        path.append((s, d, c))
        # A child whose key was known sets off no safe move and is new (looked up
        # before the move): nothing more to do or to look up for it here.
        if k < 0:
            if d < 0:
                play_safe()
            else:
                # The foundations did not move, so only the card just uncovered (``b``,
                # on top of the source column, ``col``) can have become safe (the parent
                # had none left).
                if col and found[b & 3] == up_at[b] and auto_up(b, found):
                    play_safe()
            if key in seen or key in old:
                undo_to(mark)
                return -1
        if len(seen) >= seen_cap + len(frames_key):
            old = seen
            seen = set(frames_key)
        seen.add(key)
        if left == 0:
            return 0
        if check:
            # Told the card moved, to watch or sent up (not in a coarse pass, whose moves
            # up need not be safe), the test may stop early.
            watch = sent = -1
            if not coarse:
                if d < 0:
                    sent = c
                else:
                    watch = c
            if is_blocked(cols, found, kernel, watch, sent):
                undo_to(mark)
                return -1
        if pools is not None and irreversible != before:
            # Moves within runs keep the pooled game's verdict: each can be undone there.
            dead, spent = pools.lost(cols, found, home)
            if dead:
                undo_to(mark)
                return -1 - spent
            return spent
        return 0

    play_safe()
    if left == 0:
        return Outcome(True, [(s, d) for s, d, _ in path])
    seen.add(key)
    if is_blocked(cols, found, kernel):
        return Outcome(False, [], complete=not coarse)
    # The moves left to try here (``it``) and at every position up the line
    # (``frames_it``); per position of the line from the root to here: its move-order
    # scores (what its children's start from), where it starts in ``path`` and its key.
    scores, children = _move_order(cols, found, topcol, path, kernel, style, jitter, coarse)
    frames_scores: list[Scores] = [scores(-1, NO_SCORES)]
    it = iter(children(frames_scores[0][0], key))
    frames_it: list[Iterator[Child]] = []
    frames_mark: list[int] = [0]
    frames_key: list[int] = [key]
    complete = not coarse

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
            if kept:
                if kept < 0:  # dropped (and undone): -1, less what the pooled game spent
                    if kept < -1:
                        nodes -= kept + 1
                        pooled -= kept + 1
                    continue
                nodes += kept
                pooled += kept
            if left == 0:
                return Outcome(True, [(s, d) for s, d, _ in path], nodes)
            if len(frames_key) >= depth_cap:
                # Memory again: the line is as long as this pass may go. What lies below
                # is left unsearched, so running dry no longer proves a loss.
                undo_to(mark)
                complete = False
                continue
            at = scores(mark, frames_scores[-1])
            frames_it.append(it)
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
