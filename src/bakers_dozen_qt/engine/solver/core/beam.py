"""Short winning lines: beam search over the number of moves between columns.

A line's length is its moves between columns plus its foundation moves, and the
foundation moves are the same in every line (one per card still on the table). So a
short line is one with few moves between columns. The depth-first passes that decide a
deal find lines with far too many (they wander); this search looks for few: layer ``g``
holds positions reached with ``g`` moves between columns (foundation moves are free and
taken within the layer), and only the ``width`` most promising positions of each layer
are kept. Promising: few cards above a lower card of their own suit (each must still move
between columns at least once), then few cards above any lower card, then many cards up.
Positions the loss test (:mod:`.deadlock`) proves lost are dropped. The portfolio
also runs a second beam that counts only the first kind (:func:`suit_score`): it wins
other deals.

It is incomplete (the best few are not always the way), so :func:`short_line` tries
wider beams in turn and answers None when none wins within the budget; the caller keeps
the line it had. Safe foundation moves (:mod:`..kernel`) follow every move, as in the
other searches.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence

from ...kernel import UP, Kernel, MovePair, goes_up, tops
from .best_first import disorder
from .board import Outcome, Pass, initial_key, loss_test_rule, play, settle
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
from .tuning import TUNING, Tuning

Lazy = tuple[int, int, list[int], list[int], int, int]
"""A child not built yet: key, rank key, new source and target columns, their scores."""

Quota = Callable[[int], bool]
"""Told the nodes used since it was last asked: may :data:`BATCH` more be used?"""
BATCH = 1_000

# A line is kept as a chain (earlier chain, steps), so extending it copies nothing.
Chain = tuple[object, tuple[MovePair, ...]] | None


def _steps(chain: Chain) -> list[MovePair]:
    parts: list[tuple[MovePair, ...]] = []
    while chain is not None:
        chain, part = chain  # type: ignore[assignment]
        parts.append(part)
    return [s for part in reversed(parts) for s in part]


def _column_score(col: list[int]) -> int:
    """Cards above a lower card of their suit (weight 2) and above any lower card (1)."""
    return suit_score(col) + disorder((col,))


def suit_score(col: list[int]) -> int:
    """Cards above a lower card of their suit (weight 2) only: the score of the
    portfolio's second beam (``PassKind.BEAM_SUITS``). Alone it is no better than
    :func:`_column_score`, but it wins other deals."""
    h = 0
    lows = [99, 99, 99, 99]
    for c in col:
        r = c >> 2
        s = c & 3
        if r > lows[s]:
            h += 2
        elif r < lows[s]:
            lows[s] = r
    return h


Score = Callable[[list[int]], int]
"""A column's score in the beam: lower is more promising."""


def _join(col: list[int], c: int) -> list[int]:
    return [*col, c]


def beam(
    columns: list[list[int]],
    foundations: list[int],
    kernel: Kernel,
    width: int,
    quota: Quota,
    guide: list[MovePair] | None = None,
    tuning: Tuning = TUNING,
) -> list[MovePair] | None:
    """A winning line found by a beam of ``width`` (guided by ``guide``, see
    :func:`_beam`), or None (dead end or budget spent)."""
    search = _beam(columns, foundations, kernel, width, guide, tuning=tuning)
    try:
        while True:
            if not quota(next(search)):
                search.close()
                return None
    except StopIteration as stop:
        line: list[MovePair] | None = stop.value
        return line


def beam_pass(
    columns: list[list[int]],
    foundations: list[int],
    kernel: Kernel,
    done: list[int] | None = None,
    score: Score | None = None,
    by_key: tuple[int, ...] = (),
    tuning: Tuning = TUNING,
) -> Pass:
    """The beams of :attr:`~.tuning.Tuning.portfolio_widths` in turn as an incomplete
    :data:`~.board.Pass` of the portfolio (:mod:`.portfolio`): a win it finds is already
    short, and on some deals the beam wins long before the complete searches do. Its
    failure proves nothing.
    Each width that runs to its end is appended to ``done``, so that shortening does not
    run it again (it would find the same). ``score``: the column score that ranks the
    positions (:func:`_column_score` when None; shortening uses that one). ``by_key``:
    the widths whose ties are ranked by key (see :func:`_beam`)."""
    quota = yield 0
    spent = 0
    for width in tuning.portfolio_widths:
        search = _beam(
            columns, foundations, kernel, width, score=score, by_key=width in by_key, tuning=tuning
        )
        try:
            while True:
                spent += next(search)
                if spent >= quota:
                    quota = yield spent
                    spent = 0
        except StopIteration as stop:
            line: list[MovePair] | None = stop.value
        if done is not None:
            done.append(width)
        if line is not None:
            return Outcome(True, line, spent)
    return Outcome(False, [], spent, complete=False)


def _beam(
    columns: list[list[int]],
    foundations: list[int],
    kernel: Kernel,
    width: int,
    guide: list[MovePair] | None = None,
    score: Score | None = None,
    by_key: bool = False,
    tuning: Tuning = TUNING,
) -> Generator[int, None, list[MovePair] | None]:
    """The beam of ``width``: yields :data:`BATCH` after every so many nodes; returns
    the winning line, or None at a dead end or after :attr:`~.tuning.Tuning.max_layers`.

    ``guide``: a winning line from the same table. Its position after ``g`` moves
    between columns joins layer ``g`` whatever its score, so the beam never loses the
    way: it returns a line no longer than the guide's (its moves between columns) and
    follows any shortcut that its other positions find on the way.

    ``by_key``: children of equal value are ranked by their keys (an order that has
    nothing to do with the search) instead of the order they were made in (their
    parents' places in the layer, then their moves). Many children tie at the width's
    edge, so this is another beam, not a worse or better one: on the Good Measure deals
    undecided at 10 CPU-s it wins others (the portfolio's second beam)."""
    is_safe = kernel.is_safe
    legal = kernel.moves
    due = loss_test_rule(kernel)
    z = ZOBRIST
    zm = ZOBRIST_MINUS
    zr = ZOBRIST_RANK
    zrm = ZOBRIST_RANK_MINUS
    zf = ZOBRIST_UP
    col_score = _column_score if score is None else score
    seen_cap = tuning.beam_seen_cap
    memo_cap = tuning.beam_memo_cap

    cols0 = [list(c) for c in columns]
    found0 = list(foundations)
    first: list[MovePair] = []
    key0 = settle(cols0, found0, initial_key(cols0, z), zm, zf, is_safe, first)
    if sum(found0) == 52:
        return first
    # Positions made so far, by key, to expand each once. Two generations: when the
    # newer one holds ``seen_cap`` keys at the start of a layer it becomes the older and the
    # older is forgotten. A forgotten position that comes back (reached again by a
    # longer way) is taken as new, so past the cap a beam may go otherwise than one
    # that remembers all; under it nothing changes. Memory is bounded either way.
    seen = {key0}
    old: set[int] = set()
    # A column's score by its cards: the same columns recur in most positions of a
    # layer, and a lookup costs a fraction of a score. Cleared when large (memory).
    memo: dict[tuple[int, ...], int] = {}

    def column_score(col: list[int]) -> int:
        t = tuple(col)
        h = memo.get(t)
        if h is None:
            if len(memo) >= memo_cap:
                memo.clear()
            h = memo[t] = col_score(col)
        return h

    scores0 = [column_score(c) for c in cols0]
    value0 = sum(scores0) * 2 - sum(found0)
    layer: list[Entry] = [(cols0, found0, scores0, key0, None, initial_key(cols0, zr), value0)]
    nodes = 0

    def make(e: Entry, s: int, d: int) -> Entry:
        """The position after move (s, d) and the safe moves it sets off."""
        cols, found, _, key, chain, _, _ = e
        steps: list[MovePair] = []
        nc, nf, k = play(cols, found, key, s, d, _join, z, zm, zf, is_safe, steps)
        scores = [column_score(col) for col in nc]
        value = sum(scores) * 2 - sum(nf)
        return nc, nf, scores, k, (chain, tuple(steps)), initial_key(nc, zr), value

    guides = _guide_layers(columns, guide, layer[0], kernel, make) if guide else []

    def child(e: Entry, s: int, d: int) -> Entry | None:
        """The position after move (s, d) and the safe moves it sets off, or None when
        seen before."""
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

    for g in range(max(tuning.max_layers, len(guides))):
        if g < len(guides) and g:
            here = guides[g]
            if all(e[3] != here[3] for e in layer):
                layer.append(here)
        if not layer:
            break
        if len(seen) >= seen_cap:
            old = seen
            seen = set()
        # Foundation moves cost nothing: close the layer under them first.
        todo = list(layer)
        layer = []
        while todo:
            e = todo.pop()
            layer.append(e)
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
                        return first + _steps(ne[4])
                    todo.append(ne)
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
                    return first + _steps(ne[4])
                scored.append((ne[6], ne[3] if by_key else len(scored), e, s, d, topcol, None, ne))
        layer = _keep_best(scored, width, kernel, due)
    return None


Entry = tuple[list[list[int]], list[int], list[int], int, Chain, int, int]
"""A position of a beam: columns, foundations, column scores, key, line, key of the ranks
(suit-blind), value (twice the column scores less the cards up: lower is more
promising)."""
Scored = tuple[int, int, Entry, int, int, list[int], Lazy | None, Entry | None]
"""A child to rank: value, order, parent, the move's source and target, the parent's
``topcol``, then either the child built (a move that set off safe moves) or, for the
rest (most of them), its key, rank key and new source and target columns and their
scores: such a child is built only if it is kept, after the sort."""


def _guide_layers(
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


def _keep_best(
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


def short_line(
    columns: list[list[int]],
    foundations: list[int],
    kernel: Kernel,
    quota: Quota,
    *,
    skip: tuple[int, ...] | list[int] = (),
    guide: list[MovePair] | None = None,
    polish: Callable[[list[MovePair]], list[MovePair]] = list,
    tuning: Tuning = TUNING,
) -> list[MovePair] | None:
    """A line shorter than ``guide`` (any line when None) found by beams, or None.

    First a plain beam of the first of the shortening widths (it finds the shortest
    lines on most deals), then beams of every width guided by the best line so far. A
    guided beam cannot fail (see :func:`_beam`), so a long line always gets shorter when
    the budget lets a beam finish. A guide longer than ``long_length`` first gets the
    cheap guided ``quick_width``, again while that cuts the line by ``1/quick_gain`` and
    it is still too long (all of :class:`~.tuning.Tuning`). Every line found is passed
    through ``polish`` (a shorter line that still wins) first. Plain widths in ``skip``
    have run already (in the portfolio, :func:`beam_pass`). The search stops when the
    budget is spent, or once some beam wider than the quick one has run and the best line
    has at most ``good_length`` moves.
    """
    widths = tuning.shorten_widths
    good = tuning.good_length
    quick_width = tuning.quick_width
    best = guide
    length = None if guide is None else len(guide)
    plan: list[tuple[int, bool]] = [(w, True) for w in widths]
    if widths[0] not in skip:
        plan.insert(0, (widths[0], False))
    ran = any(w in skip for w in widths)
    quick = 3
    while plan:
        if length is not None and length > tuning.long_length and quick:
            width, guided = quick_width, True
            quick -= 1
        else:
            width, guided = plan.pop(0)
            quick = 0
        if ran and length is not None and length <= good:
            break
        line = beam(columns, foundations, kernel, width, quota, best if guided else None, tuning)
        if line is not None:
            line = polish(line)
        before = length
        if line is not None and (length is None or len(line) < length):
            best = line
            length = len(line)
        if width == quick_width and (
            line is None or before is None or len(line) > before - before // tuning.quick_gain
        ):
            # The guided quick beam costs about as much per move of its guide as a
            # wide one (it walks every layer of the guide): when it hardly shortens
            # the line, the wide beams are the way.
            quick = 0
        if not quota(0):
            break
        # The quick beam is a safety net for a tight budget, not a try at the shortest.
        ran = ran or width != quick_width
        if ran and length is not None and length <= good:
            break
    return None if best is guide else best
