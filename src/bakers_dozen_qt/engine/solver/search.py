"""The exact search: depth-first over canonical positions, on plain integers.

One function holds the whole loop so that the hot state lives in local variables (a
pure-Python search spends most of its time on attribute and call overhead). The stack is
explicit: winning lines on hard deals run to thousands of moves.

What keeps it complete (a ``lost`` verdict is a proof):

* every legal move is tried (the kernel's, ``Kernel.moves``: listed here from the
  kernel's tables in a loop of its own, the same moves in the same order, which
  ``tests/engine/test_solver_node_cost.py`` checks), except those it leaves out as
  ``reduced``: all empty columns but one (they are interchangeable), and a lone card
  moving onto another column when empty columns are dead (staying put keeps every
  option the move has and uncovers one card more: that move is never the only way to win);
* safe foundation moves are made at once (the kernel's rule, ``Kernel.is_safe``, whose
  argument is in :mod:`..kernel`);
* a position already visited is not searched again: within one depth-first pass it is
  either on the current line or its whole subtree has been searched without a win;
* a position that :func:`.deadlock.is_blocked` proves lost is cut.

A position's key is order-invariant (column order never matters): the sum modulo 2**64
of a random share per (card, card directly below or the floor) pair and per card sent
up. 64-bit keys make a collision (which could hide a win) vanishingly unlikely at the
few million positions a solve stores; a ``won`` line is replayed through the engine
before it is returned, so no collision can ever produce a wrong win.

The ``coarse`` variant is a streamliner, not a proof: every foundation move is taken at
once and the key ignores suits, so tables that differ only in suits count as one. It
prunes far more and often finds a win the exact pass would reach only much later; when
it runs dry it says so (``complete=False``) and proves nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from operator import add, sub

from ..kernel import NEXT_UP, UP, UP_AT, Kernel, Step, goes_up
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
from .relaxed import RankPools

SEEN_CAP = 100_000
"""Keys in one generation of a pass's table of positions (two generations: about 15 MB)."""
DEPTH_CAP = 10_000
"""The longest line a pass follows (its frames take about 5 MB)."""

RANK0 = [c >> 2 for c in range(52)]
"""A card's rank - 1, by card."""

JITTER = 24
"""Random tie-breaking of a seeded pass: less than one rank of need (64), so a restart
reorders moves of equal urgency but keeps the order's sense."""


@dataclass
class Outcome:
    """What a finished pass found: a win and its steps, or none (the search was complete)."""

    won: bool
    moves: list[Step]
    nodes: int = 0
    """Nodes used since the pass last yielded."""
    complete: bool = True
    """False for a pass that may miss wins: its failure proves nothing."""
    source: str = ""
    """Which pass decided (set by the driver; for benchmarks and tuning)."""
    beam_widths: tuple[int, ...] = ()
    """Widths of beam search (:mod:`.beam`) that ran to their end from the root before
    the decision (set by the driver): shortening need not run them again."""


Pass = Generator[int, int, Outcome]
"""A search that runs in slices: sent a node quota, it yields the nodes it used; when it
finishes it returns its :class:`Outcome`. Prime it with ``next()`` first."""


def dfs(
    columns: list[list[int]],
    foundations: list[int],
    kernel: Kernel,
    style: int = 0,
    seed: int = 0,
    coarse: bool = False,
    pools: RankPools | None = None,
) -> Pass:
    """Depth-first search for a win from the given table; see the module docstring.

    ``style`` picks the move order: 0 digs first in the column whose most wanted card
    (fewest ranks above its foundation) is wanted soonest; 2, 4, ... also count how deep
    that card lies (weight 2/style a card). ``seed`` breaks ties randomly (restarts).
    ``pools``: the pooled game of the table (:mod:`.relaxed`), asked after every move
    that sends a card up or moves a card from its place at the root.
    """
    cols = [list(c) for c in columns]
    found = list(foundations)
    ncols = len(cols)
    onto = kernel.onto
    empty_ok = kernel.empty_ok
    dead_empty = kernel.dead_empty
    into_empty = kernel.into_empty
    # Which cards go up of their own accord: safe ones, or in a coarse pass any that can.
    auto_up = goes_up if coarse else kernel.is_safe
    # Every such card can go up: ``found[c & 3] == up_at[c]`` first, inline, spares the
    # call for the many cards that cannot (the answer is the same).
    up_at = UP_AT
    # Keys add one share per (card, card below) pair and per card sent up, modulo 2**64.
    # A coarse pass (an incomplete first look, never a proof) gives every card of a rank
    # the same share, so tables that differ only in suits count as one.
    z = ZOBRIST_RANK if coarse else ZOBRIST
    zf = ZOBRIST_UP
    # The same shares negated (modulo 2**64): a share is taken out by adding, which keeps
    # every intermediate positive (see .keys.minus).
    zm = ZOBRIST_RANK_MINUS if coarse else ZOBRIST_MINUS
    zfm = ZOBRIST_UP_MINUS

    topcol = [-1] * 53  # column whose top card this is, or -1 (and -1 for 52: no card)
    next0, next1, next2, next3 = NEXT_UP  # the card each foundation takes next
    key = 0
    left = 0
    for i, col in enumerate(cols):
        below = FLOOR
        for c in col:
            key += z[c * 53 + below]
            below = c
            left += 1
        if col:
            topcol[col[-1]] = i
    key &= MASK

    # Restarts differ only in how ties are broken: a per-card nudge from a seeded stream.
    jitter = [0] * 52
    # depth[k]: the weight of lying under k - 1 cards in a deep style (see children);
    # weights[n]: those of a column of n cards, bottom card first (made once, not sliced
    # again at every node).
    depth = [k * 2 // style for k in range(53)] if style else []
    weights = [depth[n:0:-1] for n in range(53)] if style else []
    if seed:
        rng = random.Random(seed)
        jitter = [rng.randrange(JITTER) for _ in range(52)]
    path: list[tuple[int, int, int]] = []  # (source, target, card) of every move made
    # Positions searched or on the current line, in two generations: when ``seen`` is
    # full it becomes ``old`` and a new one starts with the keys of the current line, so
    # every position on the line stays known (no cycles), memory stays bounded, and a
    # forgotten position is only searched again (the search stays complete).
    seen: set[int] = set()
    old: set[int] = set()
    # home[i]: how many bottom cards of column i are as at the root (see .relaxed); a
    # move changes it only when it takes a card from there (or puts one back).
    root = [list(c) for c in cols]
    home = list(map(len, cols))
    irreversible = 0  # counts moves that sent a card up or changed ``home``

    def apply(s: int, d: int, known: int = -1) -> None:
        """Make the move; ``known``: the child's key when :func:`children` knew it."""
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
            key = known if known >= 0 else (key + zm[c * 53 + b] + z[c * 53 + t]) & MASK
        path.append((s, d, c))

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
        # Sweeps over the columns, sending up every top that goes of its own accord,
        # until a sweep sends none. A sweep can only send a card up when one of the
        # four cards the foundations take next is a top (four lookups): when none is,
        # the sweep it saves would have sent none (the same moves, in the same order).
        while (
            topcol[next0[found[0]]] >= 0
            or topcol[next1[found[1]]] >= 0
            or topcol[next2[found[2]]] >= 0
            or topcol[next3[found[3]]] >= 0
        ):
            again = False
            for s in range(ncols):
                col = cols[s]
                if col and found[col[-1] & 3] == up_at[col[-1]] and auto_up(col[-1], found):
                    apply(s, UP)
                    again = True
            if not again:
                return

    Scores = tuple[list[int], Callable[[int], int]]

    def scores(since: int) -> Scores:
        """``need`` of the position, and the ``wait`` it was computed with.

        need[i]: how soon the foundations want the most wanted card of column i (the
        cards its suit needs up first, plus, in a deep style, the cards above it).
        Digging there comes first; covering a column whose cards are wanted soon last.
        ``since``: where the moves from the position of the top frame start in ``path``
        (-1 at the root): only the columns they changed are scored again, unless a card
        went up (the foundations moved, so every score may have).
        """
        # Safe moves only ever send cards up, so the foundations stayed put exactly when
        # the one move since ``since`` went onto a column.
        if 0 <= since == len(path) - 1 and path[since][1] >= 0:
            s, d, c = path[since]
            need, wait = frames_scores[-1]
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

    def children(need: list[int]) -> list[tuple[int, int, int, int]]:
        """The kernel's moves worth trying, best first, as ``(score, source, target,
        key)``: ``key`` is the child's key when the move sets off no safe move (the card
        it uncovers does not go up of its own accord), else -1.

        The moves are those of ``Kernel.moves(..., reduced=True)`` in its order, listed
        here in one loop with the scoring (no list of moves to build and read again):
        what depends on the source alone (its card, the key without that card's pair,
        its need) is worked out once per column, at its first move, rather than once
        per move.
        """
        ups: list[tuple[int, int, int, int]] = []
        scored: list[tuple[int, int, int, int]] = []
        append = scored.append
        empties: list[int] = []
        if not dead_empty:
            empties = [i for i, col in enumerate(cols) if not col][:1]
        s = -1
        for col in cols:
            s += 1
            if not col:
                continue
            c = col[-1]
            if found[c & 3] == up_at[c]:
                ups.append((0, s, UP, -1))
            if len(col) > 1:
                b = col[-2]
            elif dead_empty:
                continue  # a lone card stays put (see Kernel.moves)
            else:
                b = FLOOR
            # Most children are positions seen before. The key of a child that sets off
            # no safe move is known before the move is made (and stays right while this
            # position is searched: every child is undone), so the main loop drops a
            # repeat with one lookup instead of make + unmake. Worked out at the column's
            # first move: about half the columns have none.
            base = -2  # not yet known; -1: the child's key is not known before the move
            first = 0
            at = c * 53
            for t in onto[c]:
                d = topcol[t]
                if d >= 0:
                    if base == -2:
                        first = need[s] * 64 + jitter[c]
                        if b == FLOOR or found[b & 3] != up_at[b] or not auto_up(b, found):
                            base = key + zm[at + b]
                        else:
                            base = -1
                    if base >= 0:
                        append((first - need[d], s, d, (base + z[at + t]) & MASK))
                    else:
                        append((first - need[d], s, d, -1))
            if empties and into_empty[b == FLOOR][c]:
                k = -1
                if b == FLOOR or found[b & 3] != up_at[b] or not auto_up(b, found):
                    k = (key + zm[at + b] + z[at + FLOOR]) & MASK
                append((need[s] * 64 + 32, s, empties[0], k))
        scored.sort()  # (source, target) never ties: the keys are never compared
        return ups + scored if ups else scored

    play_safe()
    if left == 0:
        return Outcome(True, [(s, d) for s, d, _ in path])
    seen.add(key)
    if is_blocked(cols, found, kernel):
        return Outcome(False, [], complete=not coarse)
    # The moves left to try here (``it``) and at every position up the line
    # (``frames_it``); per position of the line from the root to here: its move-order
    # scores (what its children's start from), where it starts in ``path`` and its key.
    frames_scores: list[Scores] = [scores(-1)]
    it = iter(children(frames_scores[0][0]))
    frames_it: list[Iterator[tuple[int, int, int, int]]] = []
    frames_mark: list[int] = [0]
    frames_key: list[int] = [key]
    complete = not coarse

    quota = yield 0
    nodes = 0
    pooled = 0  # of ``nodes``, those spent in the pooled game
    while True:
        m = next(it, None)
        if m is None:
            if not frames_it:
                break
            it = frames_it.pop()
            frames_scores.pop()
            frames_key.pop()
            undo_to(frames_mark.pop())
            continue
        _, s, d, k = m
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
        before = irreversible
        # Does the child need the loss test? Not when the parent passed it (every
        # expanded position did) and the card moved onto a column could join the
        # deadlock fixpoint straight away: it may go up now, or onto another column's
        # top, or into an empty column. Joining it first and then every card in the
        # parent's order succeeds (the source column only lost a card; everything
        # under it in the target column waits for a card that has joined). Safe moves
        # never spoil this: whatever could go on a safe card may go up when free. When
        # the test is needed, it may stop once that card joins (see .deadlock). After
        # a move up it may stop once the cards that could go on the card sent up have
        # joined (also .deadlock; not in a coarse pass, whose moves up need not be safe).
        check = True
        watch = -1
        sent = -1
        if d < 0:
            if not coarse:
                sent = cols[s][-1]
        else:
            col = cols[s]
            c = col[-1]
            if not coarse:  # coarse passes make unsafe moves up: no early stop there
                watch = c
            if found[c & 3] == up_at[c] or (not dead_empty and empty_ok[c]):
                check = False
            elif watch >= 0 and k >= 0 and len(col) > 1 and col[-2] in onto[c]:
                # The card leaves a card it may go back onto, which stays a top (no
                # safe move follows): the test would join it first and pass at once.
                check = False
            else:
                for t in onto[c]:
                    ct = topcol[t]
                    if ct >= 0 and ct != d:
                        check = False
                        break
        apply(s, d, k)
        # A child whose key was known sets off no safe move and is new (looked up
        # above): nothing more to do or to look up for it here.
        if k < 0:
            if d < 0:
                play_safe()
            else:
                # The foundations did not move, so only the card just uncovered can
                # have become safe (the parent had none left).
                col = cols[s]
                if col and found[col[-1] & 3] == up_at[col[-1]] and auto_up(col[-1], found):
                    play_safe()
            if key in seen or key in old:
                undo_to(mark)
                continue
        if len(seen) >= SEEN_CAP + len(frames_key):
            old = seen
            seen = set(frames_key)
        seen.add(key)
        if left == 0:
            return Outcome(True, [(s, d) for s, d, _ in path], nodes)
        if check and is_blocked(cols, found, kernel, watch, sent):
            undo_to(mark)
            continue
        if pools is not None and irreversible != before:
            # Moves within runs keep the pooled game's verdict: each can be undone there.
            dead, spent = pools.lost(cols, found, home)
            nodes += spent
            pooled += spent
            if dead:
                undo_to(mark)
                continue
        if len(frames_key) >= DEPTH_CAP:
            # Memory again: the line is as long as this pass may go. What lies below
            # is left unsearched, so running dry no longer proves a loss.
            undo_to(mark)
            complete = False
            continue
        at = scores(mark)
        frames_it.append(it)
        it = iter(children(at[0]))
        frames_scores.append(at)
        frames_mark.append(mark)
        frames_key.append(key)
    return Outcome(False, [], nodes, complete=complete)
