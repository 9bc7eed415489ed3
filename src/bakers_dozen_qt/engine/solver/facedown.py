"""A hint for face-down variants that judges from the visible cards only.

:func:`view_of` copies what a player sees into a :class:`PlayerView` (face-down cards
are None in it; it never holds one), and the hint works on the view alone. It guesses
the face-down cards many times over (*fillings*: the unseen cards dealt at random into
the face-down places, as the deal could have put them), solves each filling after each
of a few candidate moves, and names the move that wins the most fillings ("perfect
information Monte Carlo"). Legal moves depend only on the top cards, which are always
face up, so every filling has the same moves.

With kings moved to the bottom before the deal was turned down (the 1883 edition), a
filling keeps the kings of each column's face-down part at its bottom, and fillings are
weighted by how many dealing orders give them: a column of ``n`` dealt cards with ``k``
kings arises from ``C(n, k)`` orders, while shuffling the unseen cards and then moving
kings down gives it in proportion to ``C(h, k)`` for ``h`` face-down places.

The random stream is seeded from the view, so the same table always gets the same hint.

When no filling is won (the game is most often lost by then), the heuristic's order
used to name the move, and in the 1883 edition the hint shifted cards between columns
for hundreds of moves without turning one. Now :func:`lead` first searches the visible
cards for the nearest move that turns a card or sends one up (:func:`reach`): when
there is none at all, the game is proved lost; else, once the game has gone a few
moves (``Budgets.facedown_drift``) without such a move, the first move on the shortest way to one
is named. Before that search, :func:`~.buried.stays_buried` tries a cheaper proof on the
visible cards, that no line of play ever turns a face-down card: it catches the lost
tables with too many moves among the free cards for the search to go through. (Ordering
the moves that win alike by the same search was tried too, and won fewer games:
``docs/solver-history.md``, "Face-down hint".)
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from math import comb

from ..budgets import BUDGETS, Budgets
from ..cards import CARDS, KING, Card
from ..game import Game
from ..moves import FOUNDATION, Move
from ..position import Position
from ..ranking import ranked_moves
from ..rules import Rules
from .api import solve
from .buried import stays_buried
from .result import Verdict

VisibleTable = tuple[tuple[tuple[Card | None, ...], ...], tuple[int, int, int, int]]
"""The visible part of a table: its columns (None for a face-down card), its foundations."""


@dataclass(frozen=True)
class PlayerView:
    """A table as a player sees it: ``columns`` bottom to top, None for a face-down card;
    ``seen``, the tables seen earlier in the game (the player saw them too)."""

    rules: Rules
    columns: tuple[tuple[Card | None, ...], ...]
    foundations: tuple[int, int, int, int]
    last_move: Move | None = None
    seen: frozenset[VisibleTable] = frozenset()

    def table(self) -> VisibleTable:
        return (self.columns, self.foundations)

    def unseen(self) -> list[Card]:
        """The cards the player cannot see: neither up nor face up on the table."""
        seen = {c for col in self.columns for c in col if c is not None}
        f = self.foundations
        return [c for c in CARDS if c not in seen and c.rank > f[c.suit]]

    def idle(self) -> int:
        """Moves since a card last turned face up or went to a foundation: the tables
        seen with as many face-down cards and as many cards up as now (cards only turn
        up and go up, so exactly the tables since then; a table seen twice counts once)."""

        def mark(table: VisibleTable) -> tuple[int, int]:
            columns, found = table
            return sum(c is None for col in columns for c in col), sum(found)

        now = mark(self.table())
        return sum(1 for t in self.seen if mark(t) == now)

    def text(self) -> str:
        """The view as text (``??`` for a face-down card): a seed, a log line."""
        rows = [" ".join("??" if c is None else c.name for c in col) for col in self.columns]
        found = " ".join(str(r) for r in self.foundations)
        last = "" if self.last_move is None else self.last_move.text()
        return f"{self.rules.id}|{found}|{last}|" + "|".join(rows)

    def filled(self, cards: Sequence[Card]) -> Game:
        """A game with the face-down places filled by ``cards``, column by column, bottom
        up (face-down counts kept)."""
        it = iter(cards)
        cols = tuple(tuple(next(it) if c is None else c for c in col) for col in self.columns)
        down = tuple(sum(1 for c in col if c is None) for col in self.columns)
        return Game(self.rules, Position(cols, self.foundations, down))


def _table(game: Game) -> VisibleTable:
    return (tuple(game.visible_column(i) for i in range(game.column_count)), game.foundations)


def view_of(game: Game) -> PlayerView:
    """What a player sees of ``game`` (the only place that looks at the game's table),
    with the tables seen before, replayed from the game's start."""
    earlier = Game(game.rules, game.initial)
    seen = set()
    for move in game.move_stack:
        seen.add(_table(earlier))
        earlier.push(move)
    columns, foundations = _table(game)
    return PlayerView(game.rules, columns, foundations, game.peek(), frozenset(seen))


def fillings(view: PlayerView, rng: random.Random, count: int) -> list[tuple[Game, float]]:
    """``count`` games the view could hide, each with its weight (see the module text)."""
    unseen = view.unseen()
    down = [sum(1 for c in col if c is None) for col in view.columns]
    kings_down = view.rules.kings_to_bottom
    per_column = view.rules.cards_per_column
    out: list[tuple[Game, float]] = []
    tries = 0
    while len(out) < count and tries < 20 * count:
        tries += 1
        rng.shuffle(unseen)
        cards: list[Card] = []
        weight = 1.0
        at = 0
        ok = True
        for i, h in enumerate(down):
            part = unseen[at : at + h]
            at += h
            if kings_down and h:
                part = [c for c in part if c.rank == KING] + [c for c in part if c.rank != KING]
                kings = sum(1 for c in part if c.rank == KING)
                above = view.columns[i][h] if h < len(view.columns[i]) else None
                if above is not None and above.rank == KING:
                    # A king dealt above face-down cards has only kings below it.
                    if kings < h:
                        ok = False
                        break
                    kings += 1
                weight *= comb(per_column, kings) / comb(h, min(kings, h))
            cards.extend(part)
        if ok:
            out.append((view.filled(cards), weight))
    return out


def _after(game: Game, move: Move) -> tuple[Game, VisibleTable]:
    """A copy of ``game`` with ``move`` made, and its table."""
    child = game.copy(with_stack=False)
    child.push(move)
    return child, _table(child)


def _table_after(game: Game, move: Move) -> VisibleTable:
    return _after(game, move)[1]


def onward(game: Game, moves: list[Move], seen: frozenset[VisibleTable]) -> list[Move]:
    """``moves`` but those back to a table in ``seen`` (all of them if each goes back).

    A move back to a table seen before cannot be better than the moves that led away
    from it: no card has turned since, so it is the same position. With many moves
    winning every filling, the hint used to send a card to and fro for ever. A move that
    turns a card makes a table with fewer face-down cards than any seen, whatever the
    card, so a filling answers for the real game here.
    """
    kept = [m for m in moves if _table_after(game, m) not in seen]
    return kept or moves


def progresses(game: Game, move: Move) -> bool:
    """Whether ``move`` sends a card to a foundation or turns a face-down card (read from
    the face-down count, which the player sees, never from the card)."""
    if move.target == FOUNDATION:
        return True
    down = game.face_down_count(move.source)
    return down > 0 and len(game.column(move.source)) - 1 == down


@dataclass(frozen=True)
class Reach:
    """How far each first move is from progress (:func:`progresses`): ``steps[m]`` moves
    in all, ``m`` included, on the shortest way found; a move missing from ``steps`` has
    none within the search. ``never``: the search went through every table the moves can
    reach without progress and found none: no card can ever turn or go up."""

    steps: dict[Move, int]
    never: bool

    def of(self, move: Move) -> int:
        return self.steps.get(move, 1 << 30)


def reach(game: Game, moves: Sequence[Move], limit: int = BUDGETS.facedown_reach_nodes) -> Reach:
    """A breadth-first search from ``game`` for the nearest progress after each of
    ``moves`` (at most ``limit`` moves tried in all).

    Why it never reads a face-down card, though ``game`` is a filling: the search stops
    at every move that would turn a card (it is counted, not made), so each table it
    makes has the same face-down cards, untouched, as ``game``; legal moves depend only
    on top cards, which are face up. So the search sees only the visible cards: any
    filling of the same view gives the same answer. And why ``never`` proves the game
    lost: a win sends every card up, so from a table that can be won some sequence of
    moves reaches a first progress; before it, every table lies in what was searched.
    """
    steps: dict[Move, int] = {}
    # One search for all first moves: each table found keeps the first moves that reach
    # it in the fewest moves (a first move that reaches it only later is not kept there:
    # its count may come out high, never low; the nearest move is always found).
    firsts: dict[VisibleTable, set[Move]] = {_table(game): set()}
    frontier: list[tuple[Game, VisibleTable]] = []
    for m in moves:
        if progresses(game, m):
            steps[m] = 1
            continue
        child, t = _after(game, m)
        if t not in firsts:
            firsts[t] = set()
            frontier.append((child, t))
        firsts[t].add(m)
    tried = len(moves)
    depth = 1
    cut = False
    while frontier and not cut:
        depth += 1
        ahead: list[tuple[Game, VisibleTable]] = []
        new: set[VisibleTable] = set()
        for g, t in frontier:
            tags = firsts[t] - steps.keys()
            if not tags:
                continue
            if tried >= limit:
                cut = True
                break
            for m in g.generate_legal_moves():
                tried += 1
                if progresses(g, m):
                    for f in tags:
                        steps[f] = depth
                    break
                child, u = _after(g, m)
                if u not in firsts:
                    firsts[u] = set()
                    ahead.append((child, u))
                    new.add(u)
                if u in new:  # found at this depth: every way to it counts
                    firsts[u] |= tags
        frontier = ahead
    never = not steps and not cut
    return Reach(steps, never)


def lead(
    view: PlayerView, avoid: frozenset[Move] = frozenset(), budgets: Budgets = BUDGETS
) -> tuple[Move | None, bool]:
    """For when the judging wins no filling: the move to name, and whether the visible
    cards prove the game lost (then the move is None): no face-down card can ever turn
    (:func:`~.buried.stays_buried`), or no card can ever turn or go to a foundation
    (:func:`reach`).

    The move: of the moves not shown already that do not go back, the heuristic's
    first; once the game drifts (``budgets.facedown_drift``), the nearest to progress
    (:func:`reach`) first. One search serves both."""
    if stays_buried(view.rules, view.columns, view.foundations):
        return None, True
    games = fillings(view, random.Random(view.text()), 1)
    if not games:
        return None, False
    game = games[0][0]
    if game.is_won():
        return None, False
    order = ranked_moves(game)
    near = reach(game, order, budgets.facedown_reach_nodes)
    if near.never:
        return None, True
    order = [m for m in order if m not in avoid] or order
    order = onward(game, order, view.seen)
    if view.idle() < budgets.facedown_drift:
        return next(iter(order), None), False
    return min(order, key=lambda m: (near.of(m), order.index(m)), default=None), False


@dataclass(frozen=True)
class Judged:
    """A candidate move and the weighted share of fillings it is seen to win."""

    move: Move
    share: float


def judge_moves(
    view: PlayerView,
    *,
    samples: int = BUDGETS.facedown_samples,
    candidates: int = BUDGETS.facedown_candidates,
    root_nodes: int = BUDGETS.facedown_root_nodes,
    child_nodes: int = BUDGETS.facedown_child_nodes,
    avoid: frozenset[Move] = frozenset(),
    cancel: threading.Event | None = None,
    max_seconds: float | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> list[Judged]:
    """Candidate moves with the share of fillings won after each, best first (ties in
    the order of :func:`~..ranking.ranked_moves`); empty when there is no legal move."""
    rng = random.Random(view.text())
    games = fillings(view, rng, samples)
    if not games:
        return []
    order = [m for m in ranked_moves(games[0][0]) if m not in avoid]
    if not order:
        order = ranked_moves(games[0][0])
    if not order:
        return []
    order = onward(games[0][0], order, view.seen)
    deadline = None if max_seconds is None else clock() + max_seconds

    def left() -> float | None:
        return None if deadline is None else max(0.0, deadline - clock())

    def stopped() -> bool:
        return (cancel is not None and cancel.is_set()) or (
            deadline is not None and clock() >= deadline
        )

    # First the fillings as they are: each win names a first move that wins it.
    firsts: list[Move | None] = []
    live: list[bool] = []
    for game, _ in games:
        if stopped():
            break
        r = solve(game, max_nodes=root_nodes, max_seconds=left(), cancel=cancel, shorten=False)
        firsts.append(r.moves[0] if r.verdict is Verdict.WON and r.moves else None)
        live.append(r.verdict is not Verdict.UNWINNABLE)
    counts: dict[Move, int] = {}
    for m in firsts:
        if m is not None and m in order:
            counts[m] = counts.get(m, 0) + 1
    picked = sorted(counts, key=lambda m: (-counts[m], order.index(m)))
    picked += [m for m in order if m not in counts]
    picked = picked[:candidates]
    total = sum(w for _, w in games)
    judged: list[Judged] = []
    for move in picked:
        won = 0.0
        for j, (game, weight) in enumerate(games):
            if j >= len(firsts) or not live[j]:
                continue
            if firsts[j] == move:
                won += weight
                continue
            if stopped():
                continue
            child = game.copy(with_stack=False)
            child.push(move)
            r = solve(
                child, max_nodes=child_nodes, max_seconds=left(), cancel=cancel, shorten=False
            )
            if r.verdict is Verdict.WON:
                won += weight
        judged.append(Judged(move, won / total))
    judged.sort(key=lambda j: (-j.share, picked.index(j.move)))
    return judged
