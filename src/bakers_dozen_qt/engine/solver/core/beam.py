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

from collections.abc import Callable, Generator

from ...kernel import Kernel, MovePair
from .beam_layers import BATCH as BATCH  # the beams' slice: callers read it here
from .beam_layers import (
    Chain,
    Score,
    child_maker,
    close_up,
    column_scorer,
    expand,
    guide_layers,
    keep_best,
    maker,
    root_entry,
)
from .best_first import disorder
from .board import Outcome, Pass, loss_test_rule
from .tuning import TUNING, Tuning

Quota = Callable[[int], bool]
"""Told the nodes used since it was last asked: may :data:`BATCH` more be used?"""


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
    col_score = _column_score if score is None else score
    column_score = column_scorer(col_score, tuning.beam_memo_cap)
    first, root = root_entry(columns, foundations, is_safe, column_score)
    if sum(root[1]) == 52:
        return first
    # Positions made so far, by key, to expand each once. Two generations: when the
    # newer one holds ``seen_cap`` keys at the start of a layer it becomes the older and the
    # older is forgotten. A forgotten position that comes back (reached again by a
    # longer way) is taken as new, so past the cap a beam may go otherwise than one
    # that remembers all; under it nothing changes. Memory is bounded either way.
    seen = {root[3]}
    old: set[int] = set()
    child = child_maker(is_safe, column_score, seen, old)
    make = maker(is_safe, column_score)
    guides = guide_layers(columns, guide, root, kernel, make) if guide else []
    due = loss_test_rule(kernel)
    layer = [root]
    nodes = 0
    for g in range(max(tuning.max_layers, len(guides))):
        if 0 < g < len(guides) and all(e[3] != guides[g][3] for e in layer):
            layer.append(guides[g])
        if not layer:
            break
        if len(seen) >= tuning.beam_seen_cap:
            old = seen
            seen = set()
            child = child_maker(is_safe, column_score, seen, old)
        nodes, layer, won = yield from close_up(layer, child, nodes)
        if won is None:
            nodes, scored, won = yield from expand(
                layer, child, seen, old, column_score, kernel, by_key, nodes
            )
        if won is not None:
            return first + _steps(won[4])
        layer = keep_best(scored, width, kernel, due)
        # The children go now, not once the next layer's are made: the garbage
        # collector runs by the objects still alive (kept, 10 % more of its runs and
        # 1.5 % more instructions a node, measured).
        del scored
    return None


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
