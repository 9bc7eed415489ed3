"""The pooled game searched to its end, and the state-by-state walk the solver's search
by classes is checked against: helpers shared by the solver tests."""

from __future__ import annotations

from collections.abc import Generator, Sequence

from bakers_dozen_qt.engine.solver.core.pooled import (
    FROM_RUN,
    ONTO,
    PackedMove,
    PooledGame,
)


def children(
    pools: PooledGame, p: list[int], L: list[int], f: list[int], order: bool = True
) -> list[PackedMove]:
    """Every move of a pooled state, up first: the moves the solver's walks and dives
    choose from."""
    ups, onto = pools._moves(p, L, f, order)
    return ups + onto if onto else ups


def pooled_to_end(
    columns: Sequence[Sequence[int]],
    foundations: Sequence[int],
    test: bool = True,
    by_states: bool = False,
    at_once: int | None = None,
) -> tuple[bool, int]:
    """(won, states visited) of the pooled game of a board, searched to its end with or
    without its deadlock test, by classes (as the solver does) or state by state, with
    the solver's foundation moves made at once or those of rank up to ``min(f) +
    at_once`` (0: none)."""
    pools = PooledGame(columns, foundations)
    pools.deadlock_test = test
    if at_once is not None:
        pools.at_once = at_once
    if by_states:
        p = [len(c) for c in columns]
        lengths = [0] * len(columns)
        f = list(foundations)
        walk = walk_by_states(pools, p, lengths, f, pools.key(p, lengths, f), pools.root_done)
    else:
        walk = pools.walk_root()
    next(walk)
    try:
        walk.send(10**9)
    except StopIteration as stop:
        won, nodes = stop.value
        return bool(won), nodes
    raise AssertionError("the pooled game did not end")  # pragma: no cover


def walk_by_states(
    pools: PooledGame, p: list[int], L: list[int], f: list[int], key0: int, done: set[int]
) -> Generator[int, int, tuple[bool, int]]:
    """Depth-first search with Tarjan's algorithm, state by state, in slices (a quota
    is sent first; the nodes used are yielded each time it is reached). Returns (won,
    nodes since the last yield). The solver searches by classes
    (:func:`walk_classes` of the solver); this walk is the reference the tests
    check that search against.

    Why a finished strongly connected set without a win is lost: when its first
    state is left, every state reachable from the set is in the set, or was
    finished before (lost), or is known lost; none is a win, so no win is reachable
    from any of them. Finished states go into ``done`` and leave ``index``, which
    therefore holds exactly the states of unfinished sets (Tarjan's stack).
    """
    lost = pools.lost_keys
    won = pools.won_keys
    extra = pools.root_done if done is lost else lost  # the other set of lost states

    def moves_of(p: list[int], L: list[int], f: list[int], order: bool) -> list[PackedMove]:
        return children(pools, p, L, f, order)

    # The search of the root's pooled game visits every state when the game is lost,
    # in any order; its wins are the random dives' business (:meth:`probe`).
    order = done is not pools.root_done
    undo = pools._undo
    blocked = pools.blocked
    joins_first = pools.joins_first
    no_place_of = pools.no_place_of
    test = pools.deadlock_test
    index = {key0: 0}
    count = 1  # Tarjan indices given
    tarjan = [key0]
    # The frames of the search: children, next child, the move that made the state,
    # its key, its Tarjan index and low-link (kept per frame: only the states on the
    # line need one, so memory follows the line, not the states seen).
    low_of = [0]
    kids_of = [moves_of(p, L, f, order)]
    next_of = [0]
    made_by: list[PackedMove] = [(-1, 0, 0, 0)]
    key_of = [key0]
    me_of = [0]
    up = sum(f)
    nodes = 0
    key = key0
    quota = yield 0
    while kids_of:
        kids = kids_of[-1]
        at = next_of[-1]
        if at >= len(kids):
            kids_of.pop()
            next_of.pop()
            me = me_of.pop()
            mine = key_of.pop()
            lo = low_of.pop()
            if lo == me:
                while True:
                    k = tarjan.pop()
                    del index[k]
                    done.add(k)
                    if k == mine:
                        break
            if low_of and lo < low_of[-1]:
                low_of[-1] = lo
            kind, i, x, dk = made_by.pop()
            if kind >= 0:
                undo(p, L, f, kind, i, x)
                key -= dk
                if kind != ONTO:
                    up -= 1
            continue
        next_of[-1] = at + 1
        move = kids[at]
        kind, i, x, dk = move
        # Most children were seen before: their key is known without making the move.
        k = key + dk
        seen_at = index.get(k)
        if seen_at is not None or k in done or k in extra:
            if seen_at is not None and seen_at < low_of[-1]:
                low_of[-1] = seen_at
            continue
        pools._do(p, L, f, kind, i, x)
        if kind != ONTO:
            up += 1
        if up == 52 or k in won:
            won.update(key_of)
            won.add(k)
            return True, nodes
        nodes += 1
        # Moves within runs seldom spoil a state the deadlock test passed: it is
        # asked after the others only, and not when the move cannot have spoilt it
        # (see :meth:`joins_first` and :meth:`no_place_of`).
        if (
            test
            and not (
                (x & FROM_RUN or joins_first(p, L, f, i, x))
                if kind == ONTO
                else no_place_of(p, L, f, f[x])
            )
            and blocked(p, L, f, x if kind == ONTO else -1)
        ):
            done.add(k)
            undo(p, L, f, kind, i, x)
            if kind != ONTO:
                up -= 1
            continue
        if nodes >= quota:
            quota = yield nodes
            nodes = 0
        key = k
        me = count
        count += 1
        index[k] = me
        low_of.append(me)
        tarjan.append(k)
        kids_of.append(moves_of(p, L, f, order))
        next_of.append(0)
        made_by.append(move)
        key_of.append(k)
        me_of.append(me)
    return False, nodes
