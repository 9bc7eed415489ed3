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
column before that card can go up): worse on average, but it finds at once wins the
other misses, so the portfolio runs both. Cards still on the tableau are added, weighted 1 against
:attr:`~.tuning.Tuning.best_first_weight`.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

from ...kernel import UP, UP_AT, Kernel, MovePair, tops
from .board import Outcome, Pass, initial_key, loss_test_rule, play, settle
from .deadlock import is_blocked
from .keys import FLOOR, MASK, ZOBRIST, ZOBRIST_MINUS, ZOBRIST_UP
from .tuning import TUNING, Tuning


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
    guide: int = 0,
    tuning: Tuning = TUNING,
) -> Pass:
    """A :data:`~.board.Pass` searching best first; see the module docstring."""
    legal_moves = kernel.moves
    auto_up = kernel.is_safe
    due = loss_test_rule(kernel)
    up_at = UP_AT
    weight = tuning.best_first_weight
    cap = tuning.best_first_cap
    z = ZOBRIST
    zf = ZOBRIST_UP
    zm = ZOBRIST_MINUS  # see .keys.minus

    def join(col: bytes, c: int) -> bytes:
        return col + CARD[c]

    # Columns are bytes, as the open positions store them (see ``pack``): a position
    # taken from the heap is used as it is stored, a child's table is packed by a join.
    cols0 = [bytes(c) for c in columns]
    found0 = list(foundations)
    first: list[MovePair] = []
    key0 = settle(cols0, found0, initial_key(cols0, z), zm, zf, auto_up, first)
    if not any(cols0):
        return Outcome(True, first)
    if is_blocked(cols0, found0, kernel):
        return Outcome(False, [])
    # The search keeps, per position, only its key, its parent's key and the move from
    # there (``parent``), and for open positions a packed copy of the table (``pack``):
    # a line is rebuilt by replaying those moves from the root (safe moves follow of
    # themselves). When ``parent`` reaches ``cap`` the search keeps its best open
    # positions and their ancestors and forgets the rest, so memory stays bounded; from
    # then on running dry proves nothing (a forgotten position may have been the way).
    root_cols, root_found = cols0, found0
    complete = True
    parent: dict[int, int] = {key0: -1}
    # An entry's flags: bit 0 whether its loss test is due, bits 1-6 the card to watch
    # (+1), bits 7-12 the card the move sent up (+1; see .deadlock.is_blocked), and from
    # bit 13 up its guide (disorder or blockers), which its children update.
    h0 = blockers(cols0) if guide else disorder(cols0)
    heap: list[tuple[int, int, int, bytes, int]] = [
        (0, 0, key0, pack(cols0, bytes(found0)), h0 << 13)
    ]
    count = 0

    def line(to: int) -> list[MovePair]:
        """The steps from ``root`` to position ``to``, safe moves included."""
        moves: list[MovePair] = []
        while (link := parent[to]) >= 0:
            to = link >> 8
            moves.append(((link >> 4) & 15, (link & 15) - 1))
        cols = root_cols
        found = root_found
        steps: list[MovePair] = []
        for s, d in reversed(moves):
            cols, found, _ = play(cols, found, 0, s, d, join, z, zm, zf, auto_up, steps)
        return steps

    quota = yield 0
    nodes = 0
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
        # Tested when expanded rather than when generated: most generated positions
        # are never expanded, and the test is the dearest part of a node. Skipped when
        # the move that made the position cannot have spoilt it (.board.loss_test_rule).
        if flags & 1 and is_blocked(
            cols, found, kernel, ((flags >> 1) & 63) - 1, ((flags >> 7) & 63) - 1
        ):
            continue
        h_parent = flags >> 13
        topcol = tops(cols)
        found_bytes = board[:4]  # the foundations as bytes, as ``pack`` takes them
        on_table = 52 - sum(found)  # cards on the tableau
        for s, d in legal_moves(cols, found, topcol, True):
            nodes += 1
            if nodes >= quota:
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
            settles = d == UP or (b != FLOOR and found[b & 3] == up_at[b] and auto_up(b, found))
            if not settles and k in parent:
                continue
            check = due(cols, found, topcol, s, d, settles)
            if settles:
                nc, nf, k = play(cols, found, key, s, d, join, z, zm, zf, auto_up, [])
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
                nc = cols[:]
                rest = nc[s] = src[:-1]
                nc[d] = dst + CARD[c]
                parent[k] = key << 8 | s << 4 | (d + 1)
                h = h_parent - lies_wrong(c, rest, guide) + lies_wrong(c, dst, guide)
                score = h * weight + on_table
                head = found_bytes
            count += 1
            moved = (c + 1) << 7 if d == UP else (c + 1) << 1
            heapq.heappush(heap, (score, -count, k, pack(nc, head), check | moved | h << 13))
    return Outcome(False, [], nodes, complete=complete)


CARD = tuple(bytes((c,)) for c in range(52))
"""``CARD[card]``: a column of that one card."""


def pack(cols: list[bytes], found: bytes) -> bytes:
    """A table as bytes: the foundations (as bytes: a child of a move onto a column
    reuses its parent's), then the columns separated by 255."""
    return found + b"\xff".join(cols)


def unpack(board: bytes) -> tuple[list[bytes], list[int]]:
    return board[4:].split(b"\xff"), list(board[:4])
