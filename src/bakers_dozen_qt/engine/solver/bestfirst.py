"""Best-first search: always expand the open position that looks closest to a win.

Depth-first search commits to its early choices and must exhaust everything below a bad
one; on many deals that subtree is astronomically large although the deal is easy. A
best-first pass, run side by side with it, is not trapped that way. It is complete as
well (every position reached is expanded once), so when it runs out of positions the
deal is lost.

The guide (``guide=0``) is the number of cards lying above a lower-ranked card of their
column. When no such card is left the deal plays itself out: the card a foundation wants
next has only lower ranks above it, and those are all up already. ``guide=1`` counts a
card twice when the lower card under it is of its own suit (it must move to another
column before that card can go up): worse on average (32 deals of 1-200 undecided at
100,000 nodes against 21) but it finds at once several wins the others miss, so the
portfolio runs both. Cards still on the tableau are added, weighted 1 against ``weight``.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

from ..kernel import UP, UP_AT, Kernel, Step, goes_up, tops
from .deadlock import is_blocked
from .keys import FLOOR, MASK, ZOBRIST, ZOBRIST_MINUS, ZOBRIST_RANK, ZOBRIST_RANK_MINUS, ZOBRIST_UP
from .relaxed import RankPools
from .search import Outcome, Pass

WEIGHT = 2
"""How many cards on the tableau one out-of-order card is worth to the guide."""
CAP = 150_000
"""Positions a best-first pass keeps before it commits to its best open one (about 40 MB)."""


def disorder(cols: Sequence[Sequence[int]]) -> int:
    """Cards lying above a lower-ranked card of their column."""
    h = 0
    for col in cols:
        low = 99
        for c in col:
            r = c >> 2
            if r <= low:
                low = r
            else:
                h += 1
    return h


SAME_LOWER = tuple(frozenset(range(c & 3, c, 4)) for c in range(52))
"""``SAME_LOWER[card]``: the lower cards of its suit."""


def lies_wrong(card: int, below: Sequence[int], guide: int) -> int:
    """What ``card`` on top of the cards ``below`` (a column) adds to :func:`disorder`
    (``guide=0``) or :func:`blockers` (``guide=1``): a move changes the guide of two
    columns only by the card it takes off one and puts on the other."""
    if not below:
        return 0
    h = 1 if min(below) >> 2 < card >> 2 else 0  # a lower rank lies under it
    if guide and not SAME_LOWER[card].isdisjoint(below):
        h += 1
    return h


def blockers(cols: Sequence[Sequence[int]]) -> int:
    """Out-of-order cards, counting twice those above a lower card of their own suit
    (they must move to another column before that card can go up)."""
    h = 0
    for col in cols:
        low = 99
        lows = [99, 99, 99, 99]
        for c in col:
            r = c >> 2
            if r <= low:
                low = r
            else:
                h += 1
            s = c & 3
            if r > lows[s]:
                h += 1
            else:
                lows[s] = r
    return h


def best_first(
    columns: list[list[int]],
    foundations: list[int],
    kernel: Kernel,
    weight: int = WEIGHT,
    coarse: bool = False,
    guide: int = 0,
    pools: RankPools | None = None,
    cap: int = CAP,
) -> Pass:
    """A :data:`~.search.Pass` searching best first; see the module docstring.

    ``pools``: the pooled game of the table (:mod:`.relaxed`), asked when a position
    reached by sending a card up or moving one from its place at the root is expanded.
    """
    onto = kernel.onto
    empty_ok = kernel.empty_ok
    dead_empty = kernel.dead_empty
    legal_moves = kernel.moves
    # Which cards go up of their own accord: safe ones, or in a coarse pass any that can.
    auto_up = goes_up if coarse else kernel.is_safe
    # Every such card can go up: ``found[c & 3] == up_at[c]`` first, inline, spares the
    # call for the many cards that cannot (the answer is the same).
    up_at = UP_AT
    # Additive keys as in .search: one share per (card, card below) pair and per card up;
    # a coarse pass (suit-blind shares, every foundation move at once) may miss wins.
    z = ZOBRIST_RANK if coarse else ZOBRIST
    zf = ZOBRIST_UP
    zm = ZOBRIST_RANK_MINUS if coarse else ZOBRIST_MINUS  # see .keys.minus

    def play_safe(cols: list[bytes], found: list[int], steps: list[Step], key: int) -> int:
        again = True
        while again:
            again = False
            for s, col in enumerate(cols):
                if col and found[col[-1] & 3] == up_at[col[-1]] and auto_up(col[-1], found):
                    c = col[-1]
                    # Columns may be shared with other positions: replace, never mutate.
                    col = cols[s] = col[:-1]
                    key = (key + zm[c * 53 + (col[-1] if col else FLOOR)] + zf[c]) & MASK
                    found[c & 3] += 1
                    steps.append((s, UP))
                    again = True
        return key

    # Columns are bytes, as the open positions store them (see ``pack``): a position
    # taken from the heap is used as it is stored, a child's table is packed by a join.
    cols0 = [bytes(c) for c in columns]
    found0 = list(foundations)
    key0 = 0
    for col in cols0:
        below = FLOOR
        for c in col:
            key0 += z[c * 53 + below]
            below = c
    first: list[Step] = []
    key0 = play_safe(cols0, found0, first, key0 & MASK)
    if not any(cols0):
        return Outcome(True, first)
    if is_blocked(cols0, found0, kernel):
        return Outcome(False, [], complete=not coarse)
    # The search keeps, per position, only its key, its parent's key and the move from
    # there (``parent``), and for open positions a packed copy of the table (``pack``):
    # a line is rebuilt by replaying those moves from the root (safe moves follow of
    # themselves). When ``parent`` reaches ``cap`` the search keeps its best open
    # positions and their ancestors and forgets the rest, so memory stays bounded; from
    # then on running dry proves nothing (a forgotten position may have been the way).
    root_cols, root_found = cols0, found0
    complete = not coarse
    parent: dict[int, int] = {key0: -1}
    # An entry's flags: bit 0 whether its loss test is due, bit 1 whether the move that
    # made it changed the pooled game for good, bits 2-7 the card to watch (+1), bits
    # 8-13 the card the move sent up (+1; see .deadlock.is_blocked), and from bit 14 up
    # its guide (disorder or blockers), which its children update.
    h0 = blockers(cols0) if guide else disorder(cols0)
    heap: list[tuple[int, int, int, bytes, int]] = [
        (0, 0, key0, pack(cols0, bytes(found0)), h0 << 14)
    ]
    count = 0

    def line(to: int) -> list[Step]:
        """The steps from ``root`` to position ``to``, safe moves included."""
        moves: list[Step] = []
        while (link := parent[to]) >= 0:
            to = link >> 8
            moves.append(((link >> 4) & 15, (link & 15) - 1))
        cols = root_cols[:]
        found = root_found[:]
        steps: list[Step] = []
        for s, d in reversed(moves):
            c = cols[s][-1]
            cols[s] = cols[s][:-1]
            if d == UP:
                found[c & 3] += 1
            else:
                cols[d] += CARD[c]
            steps.append((s, d))
            play_safe(cols, found, steps, 0)
        return steps

    quota = yield 0
    nodes = 0
    pooled = 0  # of ``nodes``, those spent in the pooled game
    while heap:
        if len(parent) >= cap:
            heap = heapq.nsmallest(cap // 8, heap)
            keep: dict[int, int] = {}
            for entry in heap:
                at = entry[2]
                while at not in keep:
                    link = keep[at] = parent[at]
                    if link < 0:
                        break
                    at = link >> 8
            parent = keep
            complete = False
        _, _, key, board, flags = heapq.heappop(heap)
        cols, found = unpack(board)
        check = bool(flags & 1)
        moved_home = bool(flags & 2)
        watch = ((flags >> 2) & 63) - 1
        sent = ((flags >> 8) & 63) - 1
        h_parent = flags >> 14
        # Tested when expanded rather than when generated: most generated positions
        # are never expanded, and the test is the dearest part of a node. Skipped when
        # the move that made the position cannot have spoilt it (see .search).
        if check and is_blocked(cols, found, kernel, watch, sent):
            continue
        home: list[int] = []
        if pools is not None:
            home = pools.home_lengths(cols)
            if moved_home:
                dead, spent = pools.lost(cols, found, home)
                nodes += spent
                pooled += spent
                if dead:
                    continue
        topcol = tops(cols)
        found_bytes = board[:4]  # the foundations as bytes, as ``pack`` takes them
        on_table = 52 - sum(found)  # cards on the tableau
        for s, d in legal_moves(cols, found, topcol, True):
            nodes += 1
            if nodes >= quota:
                if pools is not None:
                    pools.earn(nodes - pooled)
                    pooled = 0
                quota = yield nodes
                nodes = 0
            src = cols[s]
            c = src[-1]
            b = src[-2] if len(src) > 1 else FLOOR
            k = key + zm[c * 53 + b]
            if d == UP:
                k += zf[c]
            else:
                dst = cols[d]
                k += z[c * 53 + (dst[-1] if dst else FLOOR)]
            k &= MASK
            # Only a foundation move or an uncovered card that goes up of its own accord
            # sets off more moves up; otherwise the key is final, and a repeat is dropped
            # before any copy.
            settle = d == UP or (b != FLOOR and found[b & 3] == up_at[b] and auto_up(b, found))
            if not settle and k in parent:
                continue
            check = True
            watch = -1
            sent = -1
            if d == UP:
                if not coarse:  # coarse passes make unsafe moves up: no early stop there
                    sent = c
            else:
                if not coarse:
                    watch = c
                if found[c & 3] == up_at[c] or (not dead_empty and empty_ok[c]):
                    check = False
                elif watch >= 0 and not settle and b in onto[c]:
                    # The card leaves a card it may go back onto, which stays a top:
                    # the test would join it first and pass at once (see .search).
                    check = False
                else:
                    for t in onto[c]:
                        dt = topcol[t]
                        if dt >= 0 and dt != d:
                            check = False
                            break
            nc = cols[:]  # copy on write: only changed columns are new
            rest = nc[s] = src[:-1]
            if settle:
                nf = found[:]
                if d == UP:
                    nf[c & 3] += 1
                else:
                    nc[d] = dst + CARD[c]
                k = play_safe(nc, nf, [], k)
                if k in parent:
                    continue
                parent[k] = key << 8 | s << 4 | (d + 1)
                if not any(nc):
                    return Outcome(True, first + line(k), nodes)
                # Safe moves may have changed any column.
                h = blockers(nc) if guide else disorder(nc)
                score = h * weight + 52 - sum(nf)
                head = bytes(nf)
            else:
                # A move onto a column and nothing after it: the key is final and new
                # (looked up above), the foundations are the parent's, no column is
                # empty, and only the moved card lies somewhere else.
                nc[d] = dst + CARD[c]
                parent[k] = key << 8 | s << 4 | (d + 1)
                h = h_parent - lies_wrong(c, rest, guide) + lies_wrong(c, dst, guide)
                score = h * weight + on_table
                head = found_bytes
            count += 1
            # Did the move change the pooled game's state for good (see .search)?
            irreversible = settle or (pools is not None and len(src) <= home[s])
            flags = check | irreversible << 1 | (watch + 1) << 2 | (sent + 1) << 8 | h << 14
            heapq.heappush(heap, (score, -count, k, pack(nc, head), flags))
    return Outcome(False, [], nodes, complete=complete)


CARD = tuple(bytes((c,)) for c in range(52))
"""``CARD[card]``: a column of that one card."""


def pack(cols: list[bytes], found: bytes) -> bytes:
    """A table as bytes: the foundations (as bytes: a child of a move onto a column
    reuses its parent's), then the columns separated by 255."""
    return found + b"\xff".join(cols)


def unpack(board: bytes) -> tuple[list[bytes], list[int]]:
    return board[4:].split(b"\xff"), list(board[:4])
