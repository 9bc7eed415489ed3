"""The exact search: depth-first over canonical positions, on plain integers.

One function holds the whole loop so that the hot state lives in local variables (a
pure-Python search spends most of its time on attribute and call overhead). The stack is
explicit: winning lines on hard deals run to thousands of moves.

What keeps it complete (a ``lost`` verdict is a proof):

* every legal move is tried, except those a dominance argument shows can never be the
  only way to win (a lone card moving onto another column when empty columns are dead:
  staying put keeps every option the move has and uncovers one card more);
* safe foundation moves are made at once (the engine's rule, proved in
  ``Game.is_safe_to_foundation``);
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
from collections.abc import Generator
from dataclasses import dataclass

from ..rules import Build
from .deadlock import is_blocked
from .safe import is_safe
from .tables import FLOOR, MASK, ZOBRIST, ZOBRIST_RANK, ZOBRIST_UP, RuleTables

FOUNDATION = -1

JITTER = 24
"""Random tie-breaking of a seeded pass: less than one rank of need (64), so a restart
reorders moves of equal urgency but keeps the order's sense."""

Step = tuple[int, int]
"""A move as (source column, target column or -1 for the foundation)."""


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


Pass = Generator[int, int, Outcome]
"""A search that runs in slices: sent a node quota, it yields the nodes it used; when it
finishes it returns its :class:`Outcome`. Prime it with ``next()`` first."""


def dfs(
    columns: list[list[int]],
    foundations: list[int],
    tables: RuleTables,
    style: int = 0,
    seed: int = 0,
    coarse: bool = False,
) -> Pass:
    """Depth-first search for a win from the given table; see the module docstring.

    ``style`` picks the move order: 0 digs first in the column whose most wanted card
    (fewest ranks above its foundation) is wanted soonest; 2, 4, ... also count how deep
    that card lies (weight 2/style a card). ``seed`` breaks ties randomly (restarts).
    """
    cols = [list(c) for c in columns]
    found = list(foundations)
    ncols = len(cols)
    targets = tables.targets
    empty_ok = tables.empty_ok
    dead_empty = tables.dead_empty
    build = tables.build
    any_suit = build is Build.ANY_SUIT
    # Keys add one share per (card, card below) pair and per card sent up, modulo 2**64.
    # A coarse pass (an incomplete first look, never a proof) gives every card of a rank
    # the same share, so tables that differ only in suits count as one.
    z = ZOBRIST_RANK if coarse else ZOBRIST
    zf = ZOBRIST_UP

    topcol = [-1] * 53  # column whose top card this is, or -1
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
    if seed:
        rng = random.Random(seed)
        jitter = [rng.randrange(JITTER) for _ in range(52)]
    path: list[tuple[int, int, int]] = []  # (source, target, card) of every move made
    seen: set[int] = set()

    def apply(s: int, d: int) -> None:
        nonlocal key, left
        col = cols[s]
        c = col.pop()
        if col:
            b = col[-1]
            topcol[b] = s
        else:
            b = FLOOR
        topcol[c] = -1
        k = key - z[c * 53 + b]
        if d < 0:
            found[c & 3] += 1
            left -= 1
            k += zf[c]
        else:
            dc = cols[d]
            if dc:
                t = dc[-1]
                topcol[t] = -1
            else:
                t = FLOOR
            dc.append(c)
            topcol[c] = d
            k += z[c * 53 + t]
        key = k & MASK
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
            col.append(c)
            topcol[c] = s
            k = key + z[c * 53 + b] - (zf[c] if d < 0 else z[c * 53 + t])
            key = k & MASK

    def play_safe() -> None:
        again = True
        while again:
            again = False
            if any_suit:
                lim = 99 if coarse else min(found) + 2
                for s in range(ncols):
                    col = cols[s]
                    if col:
                        c = col[-1]
                        r = c >> 2  # rank - 1
                        if r < lim and found[c & 3] == r:
                            apply(s, FOUNDATION)
                            again = True
            else:
                for s in range(ncols):
                    col = cols[s]
                    if col and is_safe(col[-1], found, build):
                        apply(s, FOUNDATION)
                        again = True

    def children() -> list[Step]:
        """Legal moves worth trying, best first."""
        fmoves: list[Step] = []
        scored: list[tuple[int, int, int]] = []
        empty = -1
        if not dead_empty:
            for i in range(ncols):
                if not cols[i]:
                    empty = i
                    break
        # need[i]: how soon the foundations want the most wanted card of column i.
        # Digging there comes first; covering a column whose cards are wanted soon last.
        if style:
            need = [
                min(
                    [(c >> 2) - found[c & 3] + (n - h) * 2 // style for h, c in enumerate(col)],
                    default=99,
                )
                for col in cols
                for n in (len(col),)
            ]
        else:
            need = [min([(c >> 2) - found[c & 3] for c in col], default=99) for col in cols]
        for s in range(ncols):
            col = cols[s]
            if not col:
                continue
            c = col[-1]
            if found[c & 3] == c >> 2:
                fmoves.append((s, FOUNDATION))
            if len(col) == 1 and dead_empty:
                continue  # a lone card only goes up (module docstring)
            for t in targets[c]:
                d = topcol[t]
                if d >= 0:
                    scored.append((need[s] * 64 - need[d] + jitter[c], s, d))
            if empty >= 0 and empty_ok[c] and len(col) > 1:
                scored.append((need[s] * 64 + 32, s, empty))
        scored.sort()
        return fmoves + [(s, d) for _, s, d in scored]

    play_safe()
    if left == 0:
        return Outcome(True, [(s, d) for s, d, _ in path])
    seen.add(key)
    if is_blocked(cols, found, tables):
        return Outcome(False, [], complete=not coarse)
    frames_moves: list[list[Step]] = [children()]
    frames_idx: list[int] = [0]
    frames_mark: list[int] = [0]

    quota = yield 0
    nodes = 0
    while frames_moves:
        moves = frames_moves[-1]
        i = frames_idx[-1]
        if i >= len(moves):
            frames_moves.pop()
            frames_idx.pop()
            undo_to(frames_mark.pop())
            continue
        frames_idx[-1] = i + 1
        s, d = moves[i]
        nodes += 1
        if nodes >= quota:
            quota = yield nodes
            nodes = 0
        if d >= 0:
            # Most children are positions seen before. When the move cannot trigger a
            # safe move (the card it uncovers cannot go up), the child's key is known
            # before making it, and a repeat costs one lookup instead of make + unmake.
            col = cols[s]
            c = col[-1]
            b = col[-2] if len(col) > 1 else FLOOR
            if b == FLOOR or found[b & 3] != b >> 2:
                dc = cols[d]
                t = dc[-1] if dc else FLOOR
                if (key - z[c * 53 + b] + z[c * 53 + t]) & MASK in seen:
                    continue
        mark = len(path)
        # Does the child need the loss test? Not when the parent passed it (every
        # expanded position did) and the card moved onto a column could join the
        # deadlock fixpoint straight away: it may go up now, or onto another column's
        # top, or into an empty column. Joining it first and then every card in the
        # parent's order succeeds (the source column only lost a card; everything
        # under it in the target column waits for a card that has joined). Safe moves
        # never spoil this: whatever could go on a safe card may go up when free. When
        # the test is needed, it may stop once that card joins (see .deadlock).
        check = True
        watch = -1
        if d >= 0:
            c = cols[s][-1]
            if not coarse:  # coarse passes make unsafe moves up: no early stop there
                watch = c
            if found[c & 3] == c >> 2 or (not dead_empty and empty_ok[c]):
                check = False
            else:
                for t in targets[c]:
                    ct = topcol[t]
                    if ct >= 0 and ct != d:
                        check = False
                        break
        apply(s, d)
        if d < 0:
            play_safe()
        else:
            # The foundations did not move, so only the card just uncovered can have
            # become safe (the parent had none left).
            col = cols[s]
            if col:
                c = col[-1]
                r = c >> 2
                if found[c & 3] == r and (
                    (coarse or r < min(found) + 2) if any_suit else is_safe(c, found, build)
                ):
                    play_safe()
        if key in seen:
            undo_to(mark)
            continue
        seen.add(key)
        if left == 0:
            return Outcome(True, [(s, d) for s, d, _ in path], nodes)
        if check and is_blocked(cols, found, tables, watch):
            undo_to(mark)
            continue
        frames_moves.append(children())
        frames_idx.append(0)
        frames_mark.append(mark)
    return Outcome(False, [], nodes, complete=not coarse)
