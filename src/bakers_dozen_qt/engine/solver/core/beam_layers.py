"""The steps of a beam's layer (:mod:`.beam`): the first layer, a position's children,
the layer closed under foundation moves, its children by moves between columns, and the
best of them kept as the next layer.

The child steps are closures over what they read at every call (the key shares, the
column scores, the positions seen), made once per beam or generation of ``seen``; the
layer's steps are generators that yield the nodes used after every :data:`BATCH`, so
that the beam runs in slices like the other passes.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence

from ...kernel import UP, Kernel, MovePair, goes_up, tops
from .board import AutoUp, initial_key, play, settle
from .deadlock import is_blocked
from .keys import (
    FLOOR,
    MASK,
    ZOBRIST,
    ZOBRIST_MINUS,
    ZOBRIST_RANK,
    ZOBRIST_RANK_MINUS,
    ZOBRIST_UP,
)

BATCH = 1_000
"""A beam yields the nodes it used after every so many."""

# A line is kept as a chain (earlier chain, steps), so extending it copies nothing.
Chain = tuple[object, tuple[MovePair, ...]] | None


Lazy = tuple[int, int, list[int], list[int], int, int]
"""A child not built yet: key, rank key, new source and target columns, their scores."""

Score = Callable[[list[int]], int]
"""A column's score in the beam: lower is more promising."""


Entry = tuple[list[list[int]], list[int], list[int], int, Chain, int, int]
"""A position of a beam: columns, foundations, column scores, key, line, key of the ranks
(suit-blind), value (twice the column scores less the cards up: lower is more
promising)."""
Scored = tuple[int, int, Entry, int, int, list[int], Lazy | None, Entry | None]
"""A child to rank: value, order, parent, the move's source and target, the parent's
``topcol``, then either the child built (a move that set off safe moves) or, for the
rest (most of them), its key, rank key and new source and target columns and their
scores: such a child is built only if it is kept, after the sort."""


Child = Callable[[Entry, int, int], Entry | None]
"""``child(e, s, d)``: the position after move ``(s, d)`` from ``e`` and the safe moves it
sets off, or None when it was made before (:func:`child_maker`)."""


def _join(col: list[int], c: int) -> list[int]:
    return [*col, c]


def root_entry(
    columns: list[list[int]], foundations: list[int], is_safe: AutoUp, column_score: Score
) -> tuple[list[MovePair], Entry]:
    """The safe moves at the root, and the position after them (the first layer)."""
    cols = [list(c) for c in columns]
    found = list(foundations)
    first: list[MovePair] = []
    key = settle(cols, found, initial_key(cols, ZOBRIST), ZOBRIST_MINUS, ZOBRIST_UP, is_safe, first)
    scores = [column_score(c) for c in cols]
    value = sum(scores) * 2 - sum(found)
    return first, (cols, found, scores, key, None, initial_key(cols, ZOBRIST_RANK), value)


def column_scorer(col_score: Score, memo_cap: int) -> Score:
    """``col_score`` remembered by the column's cards: the same columns recur in most
    positions of a layer, and a lookup costs a fraction of a score. Cleared when it
    holds ``memo_cap`` columns (memory)."""
    memo: dict[tuple[int, ...], int] = {}

    def column_score(col: list[int]) -> int:
        t = tuple(col)
        h = memo.get(t)
        if h is None:
            if len(memo) >= memo_cap:
                memo.clear()
            h = memo[t] = col_score(col)
        return h

    return column_score


def maker(is_safe: AutoUp, column_score: Score) -> Callable[[Entry, int, int], Entry]:
    """``make(e, s, d)``: the position after move ``(s, d)`` from ``e`` and the safe moves
    it sets off, every column scored."""
    z, zm, zf, zr = ZOBRIST, ZOBRIST_MINUS, ZOBRIST_UP, ZOBRIST_RANK

    def make(e: Entry, s: int, d: int) -> Entry:
        cols, found, _, key, chain, _, _ = e
        steps: list[MovePair] = []
        nc, nf, k = play(cols, found, key, s, d, _join, z, zm, zf, is_safe, steps)
        scores = [column_score(col) for col in nc]
        value = sum(scores) * 2 - sum(nf)
        return nc, nf, scores, k, (chain, tuple(steps)), initial_key(nc, zr), value

    return make


def child_maker(is_safe: AutoUp, column_score: Score, seen: set[int], old: set[int]) -> Child:
    """``child(e, s, d)``: the position after move ``(s, d)`` from ``e`` and the safe
    moves it sets off, or None when ``seen`` or ``old`` holds it (else ``seen`` does
    now). Only the columns the moves changed are scored again."""
    z, zm, zf, zr = ZOBRIST, ZOBRIST_MINUS, ZOBRIST_UP, ZOBRIST_RANK

    def child(e: Entry, s: int, d: int) -> Entry | None:
        cols, found, heights, key, chain, _, _ = e
        steps: list[MovePair] = []
        nc, nf, k = play(cols, found, key, s, d, _join, z, zm, zf, is_safe, steps)
        if k in seen or k in old:
            return None
        seen.add(k)
        ns = heights[:]
        for i in (s, d) if d != UP else (s,):
            ns[i] = column_score(nc[i])
        if len(steps) > 1:  # safe moves changed other columns too
            for i, _ in steps[1:]:
                ns[i] = column_score(nc[i])
        value = sum(ns) * 2 - sum(nf)
        return nc, nf, ns, k, (chain, tuple(steps)), initial_key(nc, zr), value

    return child


def close_up(
    layer: list[Entry], child: Child, nodes: int
) -> Generator[int, None, tuple[int, list[Entry], Entry | None]]:
    """The layer closed under foundation moves (they cost nothing: they are taken within
    the layer), and the won position when it reaches one. Yields the nodes used after
    every :data:`BATCH`; ``nodes``: those used since the last yield, before it, and it
    returns them first."""
    todo = list(layer)
    closed = []
    while todo:
        e = todo.pop()
        closed.append(e)
        cols, found = e[0], e[1]
        for s, col in enumerate(cols):
            if col and goes_up(col[-1], found):
                nodes += 1
                if nodes >= BATCH:
                    yield nodes
                    nodes = 0
                ne = child(e, s, UP)
                if ne is None:
                    continue
                if sum(ne[1]) == 52:
                    return nodes, closed, ne
                todo.append(ne)
    return nodes, closed, None


def expand(
    layer: list[Entry],
    child: Child,
    seen: set[int],
    old: set[int],
    column_score: Score,
    kernel: Kernel,
    by_key: bool,
    nodes: int,
) -> Generator[int, None, tuple[int, list[Scored], Entry | None]]:
    """The children of the layer's positions by a move between columns that are new
    (not in ``seen`` or ``old``; ``seen`` holds them now), to rank (:func:`keep_best`),
    and the won position when one is; ``child`` makes a child that sets off safe moves.
    Yields, and takes and returns ``nodes``, as :func:`close_up`."""
    is_safe = kernel.is_safe
    legal = kernel.moves
    z, zm, zr, zrm = ZOBRIST, ZOBRIST_MINUS, ZOBRIST_RANK, ZOBRIST_RANK_MINUS
    scored: list[Scored] = []
    for e in layer:
        cols, found, heights, key, _, rkey, value = e
        topcol = tops(cols)
        for s, d in legal(cols, found, topcol, True):
            if d == UP:
                continue
            nodes += 1
            if nodes >= BATCH:
                yield nodes
                nodes = 0
            src = cols[s]
            c = src[-1]
            b = src[-2] if len(src) > 1 else FLOOR
            if b == FLOOR or not is_safe(b, found):
                # No safe move follows (the foundations did not change, and the
                # parent had no safe card left): the key is final, so a repeat (most
                # children) costs one lookup and no copy.
                dst = cols[d]
                t = dst[-1] if dst else FLOOR
                k = (key + zm[c * 53 + b] + z[c * 53 + t]) & MASK
                if k in seen or k in old:
                    continue
                seen.add(k)
                ns = src[:-1]
                nd = [*dst, c]
                hs = column_score(ns)
                hd = column_score(nd)
                rk = (rkey + zrm[c * 53 + b] + zr[c * 53 + t]) & MASK
                v = value + 2 * (hs + hd - heights[s] - heights[d])
                scored.append(
                    (
                        v,
                        k if by_key else len(scored),
                        e,
                        s,
                        d,
                        topcol,
                        (k, rk, ns, nd, hs, hd),
                        None,
                    )
                )
                continue
            ne = child(e, s, d)
            if ne is None:
                continue
            if sum(ne[1]) == 52:
                return nodes, scored, ne
            scored.append((ne[6], ne[3] if by_key else len(scored), e, s, d, topcol, None, ne))
    return nodes, scored, None


def guide_layers(
    columns: list[list[int]],
    guide: list[MovePair],
    start: Entry,
    kernel: Kernel,
    make: Callable[[Entry, int, int], Entry],
) -> list[Entry]:
    """The guide's positions layer by layer, from ``start`` (its table after the safe
    moves). Which card each step moves is read first (the guide was found without our
    safe moves, or polished since): a step whose card a safe move has sent up already is
    dropped; one that no longer fits ends the guide (the beam then runs as it would
    without it)."""
    plain = [list(col) for col in columns]
    cards = []
    for s, d in guide:
        c = plain[s].pop()
        cards.append(c)
        if d != UP:
            plain[d].append(c)
    guides = [start]
    e = start
    for (s, d), c in zip(guide, cards, strict=True):
        cols, found = e[0], e[1]
        if found[c & 3] > c >> 2:
            continue
        src = cols[s]
        if not src or src[-1] != c or kernel.refusal(cols, found, s, d) is not None:
            break
        e = make(e, s, d)
        if d != UP:
            guides.append(e)
    return guides


def keep_best(
    scored: list[Scored],
    width: int,
    kernel: Kernel,
    due: Callable[[Sequence[Sequence[int]], Sequence[int], Sequence[int], int, int, bool], bool],
) -> list[Entry]:
    """The next layer: the ``width`` best children not proved lost, one per arrangement
    of ranks."""
    # By value, then order or key (unique: every key is in ``seen`` once, so the rest
    # is never compared).
    scored.sort()
    # One position per arrangement of ranks: the rest differ only in which suit lies
    # where, and a beam full of those has no room for another way. The loss tests
    # run only on the positions about to be kept (they are the dear part of a node).
    kinds: set[int] = set()
    layer = []
    for v, _, e, s, d, topcol, lazy, made in scored:
        cols, found = e[0], e[1]
        settles = made is not None
        if made is None:
            assert lazy is not None
            k, rk, ns, nd, hs, hd = lazy
            if rk in kinds:
                continue
            nc = cols[:]
            nc[s] = ns
            nc[d] = nd
            sc = e[2][:]
            sc[s] = hs
            sc[d] = hd
            made = (nc, found, sc, k, (e[4], ((s, d),)), rk, v)
        elif made[5] in kinds:
            continue
        # The loss test, skipped when the move cannot have spoilt a position that
        # passed it (.board.loss_test_rule).
        if due(cols, found, topcol, s, d, settles) and is_blocked(
            made[0], made[1], kernel, cols[s][-1]
        ):
            continue
        kinds.add(made[5])
        layer.append(made)
        if len(layer) == width:
            break
    return layer
