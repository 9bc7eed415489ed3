"""The table a depth-first search (:mod:`.depth_first`) changes in place, and the steps
that change it: sending up the cards that go of their own accord (``play_safe``),
unmaking moves (``undo_to``), and the child step that makes a move and cuts the child
when it can (``enter``).

The steps are closures, made once per search over the table's lists: a closure reads
them from its cells, where a method would look each one up on ``self`` at every call
(about 1.5 % more instructions a node, measured). Only the numbers, and the two
generations of ``seen`` that ``enter`` replaces, are read and written on the table.
"""

from __future__ import annotations

from collections.abc import Callable

from ...kernel import NEXT_UP, UP, UP_AT, Kernel
from .board import AutoUp, initial_key, loss_test_rule, safe_tops
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

Enter = Callable[[int, int, int, int], int]
"""``enter(s, d, k, mark)``: the child step (see :func:`enter_step`)."""


class Table:
    """The table a depth-first search changes in place, and what the search knows of it.

    ``cols``/``found``, and ``topcol``: the column whose top card each card is, or -1
    (-1 for 52: no card). ``key`` and ``left`` (the cards still on the table). ``path``:
    the line of moves made from the root, as ``(source, target, card)``; ``line_keys``:
    the keys of the positions on that line whose moves are being tried (the search's
    loop keeps it). ``seen`` and ``old``: the positions searched or on the line, in two
    generations: when ``seen`` is full it becomes ``old`` and a new one starts with the
    keys of the line, so every position on the line stays known (no cycles), memory
    stays bounded, and a forgotten position is only searched again (the search stays
    complete). ``home[i]``: how many bottom cards of column i are as at the root (see
    .pooled); a move changes it only when it takes a card from there (or puts one
    back).

    The steps that change it are made once per search by :func:`play_safe_step`,
    :func:`undo_step` and :func:`enter_step`.
    """

    __slots__ = (
        "auto_up",
        "cols",
        "found",
        "home",
        "key",
        "left",
        "line_keys",
        "old",
        "path",
        "root",
        "seen",
        "topcol",
        "z",
        "zm",
    )

    def __init__(
        self, columns: list[list[int]], foundations: list[int], auto_up: AutoUp, coarse: bool
    ) -> None:
        self.cols = cols = [list(c) for c in columns]
        self.found = list(foundations)
        self.auto_up = auto_up
        # A coarse pass gives every card of a rank the same share (see .keys). The negated
        # shares take a share out by adding (see .keys.minus).
        self.z = ZOBRIST_RANK if coarse else ZOBRIST
        self.zm = ZOBRIST_RANK_MINUS if coarse else ZOBRIST_MINUS
        self.topcol = topcol = [-1] * 53
        for i, col in enumerate(cols):
            if col:
                topcol[col[-1]] = i
        self.key = initial_key(cols, self.z)
        self.left = sum(map(len, cols))
        self.path: list[tuple[int, int, int]] = []
        self.line_keys: list[int] = []
        self.seen: set[int] = set()
        self.old: set[int] = set()
        self.root = [list(c) for c in cols]
        self.home = list(map(len, cols))

    def moves(self) -> list[tuple[int, int]]:
        """The line from the root to here, as ``(source, target)``."""
        return [(s, d) for s, d, _ in self.path]


def play_safe_step(table: Table) -> Callable[[], int]:
    """``play_safe()``: send every top that goes up of its own accord to its foundation;
    returns how many cards went (0 when none)."""
    cols, found, topcol, home, path = table.cols, table.found, table.topcol, table.home, table.path
    auto_up, zm, zf = table.auto_up, table.zm, ZOBRIST_UP
    next0, next1, next2, next3 = NEXT_UP  # the card each foundation takes next

    def play_safe() -> int:
        # A sweep can only send a card up when one of the four cards the foundations
        # take next is a top (four lookups): when none is, it would send none.
        if (
            topcol[next0[found[0]]] < 0
            and topcol[next1[found[1]]] < 0
            and topcol[next2[found[2]]] < 0
            and topcol[next3[found[3]]] < 0
        ):
            return 0
        key, left = table.key, table.left
        for s in safe_tops(cols, found, auto_up):
            col = cols[s]
            c = col.pop()
            if len(col) < home[s]:
                home[s] = len(col)
            if col:
                b = col[-1]
                topcol[b] = s
            else:
                b = FLOOR
            topcol[c] = -1
            found[c & 3] += 1
            left -= 1
            key = (key + zm[c * 53 + b] + zf[c]) & MASK
            path.append((s, UP, c))
        sent = table.left - left
        table.key, table.left = key, left
        return sent

    return play_safe


def undo_step(table: Table) -> Callable[[int], None]:
    """``undo_to(mark)``: unmake the moves of the line from ``mark`` on, last first."""
    path, cols, found, topcol, home, root = (
        table.path,
        table.cols,
        table.found,
        table.topcol,
        table.home,
        table.root,
    )
    z, zm, zfm = table.z, table.zm, ZOBRIST_UP_MINUS

    def undo_to(mark: int) -> None:
        key, left = table.key, table.left
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
        table.key, table.left = key, left

    return undo_to


def enter_step(
    table: Table,
    kernel: Kernel,
    coarse: bool,
    pools: PooledGame | None,
    seen_cap: int,
    play_safe: Callable[[], int],
    undo_to: Callable[[int], None],
) -> Enter:
    """``enter(s, d, k, mark)``, the child step: make the move ``(s, d)`` (``k``: the
    child's key when known) and the safe moves it sets off, and keep the child when it is
    new and no loss test proves it lost; ``mark``: where the move goes in ``path``.
    Returns the nodes the pooled game spent on it (0 or more) when it is kept (then
    ``seen`` holds it), or -1 less those nodes when it is dropped (then it is undone)."""
    cols, found, topcol, home, root, path = (
        table.cols,
        table.found,
        table.topcol,
        table.home,
        table.root,
        table.path,
    )
    auto_up, z, zm, zf, up_at = table.auto_up, table.z, table.zm, ZOBRIST_UP, UP_AT
    line_keys = table.line_keys
    due = loss_test_rule(kernel, coarse)

    def enter(s: int, d: int, k: int, mark: int) -> int:
        # How many cards the step sends up or takes from their place at the root: when
        # none, the pooled game's verdict stands (moves within runs can be undone there).
        irreversible = 0
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
            table.left -= 1
            key = (table.key + zm[c * 53 + b] + zf[c]) & MASK
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
            key = k if k >= 0 else (table.key + zm[c * 53 + b] + z[c * 53 + t]) & MASK
        table.key = key
        path.append((s, d, c))
        # A child whose key was known sets off no safe move and is new (looked up
        # before the move): nothing more to do or to look up for it here.
        if k < 0:
            # Off a column, the foundations did not move, so only the card just
            # uncovered (``b``, on top of the source column, ``col``) can have become
            # safe (the parent had none left).
            if d < 0 or (col and found[b & 3] == up_at[b] and auto_up(b, found)):
                irreversible += play_safe()
                key = table.key
            if key in table.seen or key in table.old:
                undo_to(mark)
                return -1
        seen = table.seen
        if len(seen) >= seen_cap + len(line_keys):
            table.old = seen
            table.seen = seen = set(line_keys)
        seen.add(key)
        if table.left == 0:
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
        if pools is not None and irreversible:
            dead, spent = pools.lost(cols, found, home)
            if dead:
                undo_to(mark)
                return -1 - spent
            return spent
        return 0

    return enter
