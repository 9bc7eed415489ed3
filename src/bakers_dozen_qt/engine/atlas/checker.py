"""The atlas's independent checker: a winning line replays, a loss certificate holds.

This module is the whole of what a reader must trust to believe the atlas. It imports
nothing from the game or the solver: it deals the cards, moves them and tests for a
dead end on its own, written from ``docs/RULES.md`` alone (the section cited beside each
rule). It knows the two variants whose losses the atlas certifies: Baker's Dozen and
Good Measure (both build regardless of suit and never refill an empty column).

A **certificate** that a deal cannot be won is a finite set S of positions such that

1. the deal's start, after its safe moves (below), is in S or is *blocked*;
2. no position in S is won (each has a card left on the table);
3. for every position P in S and every *kept* legal move m of P, the position after m
   and its safe moves is in S or is blocked.

Why that proves the loss. Suppose some line wins from the start. Then one wins from the
settled start too (see ``_settle``), which is then not blocked, so it is in S (1): some
positions of S have a win. Take one, P, whose shortest win is the shortest. P is not
won (2). Let m be the first move of a shortest win from P; it is kept (a move not
kept can be left out of any win, giving a shorter one: see ``_kept``). After m and the
safe moves that follow, the position still has a win, shorter than P's (each safe move
shortens a win by at least one: see ``_settle``), so it is not blocked and lies in S
(3), contradicting the choice of P.

A position is a multiset of columns: the rules never look at a column's place (a move
names its columns, and an empty column takes nothing), so the columns are kept sorted;
the cards not on the table are on the foundations, which each hold their suit from the
ace up without a gap.

File format (a certificate is written by ``bakers-dozen-solve --certificates DIR``):
``xz``-compressed bytes, a header line ``bakers-dozen-certificate 1 VARIANT DEAL COUNT``
then COUNT positions, each its columns in sorted order, a column its cards bottom to top
(one byte a card, 0..51 as below) ended by byte 64, the position ended by byte 65.
"""

from __future__ import annotations

import lzma
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Final

# --- cards (RULES.md, "Cards and their names"; "Deal numbers") -------------------------
# Card i of the deck listed by index is rank i div 4 (0 = ace .. 12 = king) and suit
# i mod 4 in the order clubs, diamonds, hearts, spades.
RANKS: Final = "A23456789TJQK"
SUITS: Final = "CDHS"
KING: Final = 12

END_COLUMN: Final = 64
END_POSITION: Final = 65
MAGIC: Final = "bakers-dozen-certificate"
VERSION: Final = 1


def rank(card: int) -> int:
    return card // 4


def suit(card: int) -> int:
    return card % 4


def card_name(card: int) -> str:
    return RANKS[rank(card)] + SUITS[suit(card)]


class CheckFailed(Exception):
    """A line that does not win, or a certificate that does not hold: the message says
    where."""


# --- the variants (RULES.md, "Variants") -----------------------------------------------


@dataclass(frozen=True)
class Layout:
    columns: int
    aces_at_start: int


LAYOUTS: Final = {
    "bakers-dozen": Layout(columns=13, aces_at_start=0),
    "good-measure": Layout(columns=10, aces_at_start=2),
}
"""Both put kings to the bottom, build on the tableau regardless of suit, and let
nothing into an empty column; they differ in how they deal."""


def _layout(variant: str) -> Layout:
    try:
        return LAYOUTS[variant]
    except KeyError:
        raise CheckFailed(f"the checker does not know the variant {variant!r}") from None


# --- dealing (RULES.md, "Deal numbers"; "Baker's Dozen" 1-2; "Good Measure") ----------


def dealing_order(number: int) -> list[int]:
    """The 52 cards in the order they are dealt, by the FreeCell generator."""
    deck = list(range(52))
    deck.reverse()
    state = number
    for i in range(52):
        state = (state * 214013 + 2531011) % 2**31
        r = state >> 16
        j = 51 - r % (52 - i)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal(variant: str, number: int) -> tuple[list[list[int]], list[int]]:
    """The columns (bottom to top) and foundations (cards up per suit) of a deal."""
    layout = _layout(variant)
    order = dealing_order(number)
    found = [0, 0, 0, 0]
    aces = [c for c in order if rank(c) == 0][: layout.aces_at_start]
    for ace in aces:
        found[suit(ace)] = 1
    order = [c for c in order if c not in aces]
    cols: list[list[int]] = [[] for _ in range(layout.columns)]
    for n, c in enumerate(order):
        cols[n % layout.columns].append(c)
    # Kings to the bottom: a stable partition of each column.
    cols = [
        [c for c in col if rank(c) == KING] + [c for c in col if rank(c) != KING] for col in cols
    ]
    return cols, found


# --- moves (RULES.md, "Baker's Dozen" 3-6) ---------------------------------------------


def goes_up(card: int, found: Sequence[int]) -> bool:
    """Rule 6: a foundation takes the next rank of its suit, starting with the ace."""
    return found[suit(card)] == rank(card)


def goes_onto(card: int, target: int) -> bool:
    """Rule 4: onto a card exactly one rank higher, whatever the suit (so nothing goes
    on an ace)."""
    return rank(target) == rank(card) + 1


def legal_moves(cols: Sequence[Sequence[int]], found: Sequence[int]) -> Iterator[tuple[int, int]]:
    """Every legal move ``(source, target)``, target -1 for the foundation. Rule 3: only a
    top card moves; rule 5: nothing goes into an empty column."""
    for s, col in enumerate(cols):
        if not col:
            continue
        card = col[-1]
        if goes_up(card, found):
            yield s, -1
        for d, other in enumerate(cols):
            if d != s and other and goes_onto(card, other[-1]):
                yield s, d


def _kept(cols: Sequence[Sequence[int]], move: tuple[int, int]) -> bool:
    """Is the move one the certificate must answer for? All are, but a lone card moved
    onto another column. Such a move can be left out of any win: the card stays alone
    where it is, every card the win puts on it goes there instead, and it later leaves
    from there; the column it would have emptied takes nothing anyway (rule 5), and the
    column it would have covered is only free earlier. The win is one move shorter."""
    s, d = move
    return d < 0 or len(cols[s]) > 1


def apply(cols: list[list[int]], found: list[int], move: tuple[int, int]) -> None:
    s, d = move
    card = cols[s].pop()
    if d < 0:
        found[suit(card)] += 1
    else:
        cols[d].append(card)


def is_safe(card: int, found: Sequence[int]) -> bool:
    """A card that may go up whose rank is at most the lowest foundation's plus two
    (counting ranks from 1, a foundation's rank its top card's, 0 when empty; here rank
    counts from 0 and a foundation is its number of cards, which is the same test)."""
    return goes_up(card, found) and rank(card) <= min(found) + 1


def _settle(cols: list[list[int]], found: list[int]) -> None:
    """Send up every safe top card, until none is left (the end does not depend on the
    order: a safe card stays a safe top whatever else goes up).

    Why a safe move keeps a win and shortens it. Take a win from before the move; play
    the card C up first, then follow the win, dropping its moves of C and sending every
    card it puts on C straight up instead (dropping that card's later moves). A card put
    on C is one rank below C, so its rank is at most the number of cards n on the lowest
    foundation: its own foundation holds at least n cards, so either it is up already or
    its foundation takes it at once; and nothing can ever be put on it, since every card
    of the rank below (below n) is up. The new line is legal, wins, and has at
    least one move fewer (C's own moves, one of which went up, are replaced by one)."""
    again = True
    while again:
        again = False
        for col in cols:
            if col and is_safe(col[-1], found):
                found[suit(col[-1])] += 1
                col.pop()
                again = True


# --- the dead end (the deadlock test; ``docs/solver.md``, "The deadlock test") --------


def is_blocked(cols: Sequence[Sequence[int]], found: Sequence[int]) -> bool:
    """True when some card can provably never leave its place, so no line wins.

    In a win every card on the table leaves its place at least once. Look at card X when
    it first leaves: every card now above X has left before; and either X goes up (so
    every lower card of its suit has gone up, and each of those still on the table has
    left its place), or X goes onto a card T one rank higher (rules 4 and 5: nothing goes
    into an empty column) that is then a top, so every card now above T has left before.
    So the cards that leave in a win contain the least set closed under "X joins once
    every card above it has joined, and every lower card of its suit on the table has
    joined or some card T of rank one higher on the table has every card above it
    joined". A card outside that set proves no win exists.
    """
    # A card joins only after every card above it, so what has joined of a column is
    # the part above some height: ``height[i]`` cards of column i have not joined, and
    # its cards from index ``height[i] - 1`` up have every card above them joined.
    height = [len(col) for col in cols]
    joined: set[int] = set()
    free_of_rank = [0] * 13  # cards on the table with every card above them joined
    for col in cols:
        if col:
            free_of_rank[rank(col[-1])] += 1
    grew = True
    while grew:
        grew = False
        for i, col in enumerate(cols):
            while height[i]:
                x = col[height[i] - 1]  # every card above x has joined
                lower_joined = all(
                    r * 4 + suit(x) in joined for r in range(found[suit(x)], rank(x))
                )
                onto_free = rank(x) < KING and free_of_rank[rank(x) + 1] > 0
                if not lower_joined and not onto_free:
                    break
                joined.add(x)
                grew = True
                height[i] -= 1
                if height[i]:
                    free_of_rank[rank(col[height[i] - 1])] += 1
    return any(height)


# --- positions as bytes ----------------------------------------------------------------


def encode(cols: Iterable[Sequence[int]]) -> bytes:
    """A position's canonical bytes: its non-empty columns, sorted."""
    parts = sorted(bytes(col) + bytes([END_COLUMN]) for col in cols if col)
    return b"".join(parts) + bytes([END_POSITION])


def decode(data: bytes) -> tuple[list[list[int]], list[int]]:
    """Columns and foundations from canonical bytes (the cards not on the table are up,
    each suit from the ace without a gap); a malformed position raises CheckFailed."""
    if not data.endswith(bytes([END_POSITION])) or (len(data) > 1 and data[-2] != END_COLUMN):
        raise CheckFailed("a position does not end where it should")
    cols = [list(part) for part in data[:-2].split(bytes([END_COLUMN]))] if len(data) > 1 else []
    cards = [c for col in cols for c in col]
    if any(not col for col in cols) or any(c >= 52 for c in cards) or len(set(cards)) != len(cards):
        raise CheckFailed("a position has an empty column, an unknown card or a card twice")
    found = [0, 0, 0, 0]
    for s in range(4):
        while found[s] < 13 and found[s] * 4 + s not in cards:
            found[s] += 1
        if any(r * 4 + s not in cards for r in range(found[s], 13)):
            raise CheckFailed("a position's foundations have a gap")
    if encode(cols) != data:
        raise CheckFailed("a position is not written in its canonical order")
    return cols, found


def read_certificate(raw: bytes) -> tuple[str, int, list[bytes]]:
    """The variant, deal and positions of a certificate file's bytes."""
    try:
        data = lzma.decompress(raw)
    except lzma.LZMAError as e:
        raise CheckFailed(f"not an xz file: {e}") from None
    head, _, body = data.partition(b"\n")
    words = head.decode("ascii", "replace").split()
    if len(words) != 5 or words[0] != MAGIC or words[1] != str(VERSION):
        raise CheckFailed(f"not a certificate of version {VERSION}")
    variant, deal_text, count_text = words[2:]
    if not deal_text.isdigit() or not count_text.isdigit():
        raise CheckFailed("the header's deal and count are not numbers")
    positions = [p + bytes([END_POSITION]) for p in body.split(bytes([END_POSITION]))]
    if positions.pop() != bytes([END_POSITION]):
        raise CheckFailed("the last position is cut short")
    if len(positions) != int(count_text):
        raise CheckFailed(f"the header says {count_text} positions, the file has {len(positions)}")
    return variant, int(deal_text), positions


# --- what the checker answers ----------------------------------------------------------


@dataclass(frozen=True)
class LossChecked:
    """A certificate that held: how big it was and what checking it looked at."""

    variant: str
    deal: int
    positions: int
    children: int
    """Positions after a kept move and its safe moves, looked at once per (position, move)."""
    blocked: int
    """Of those, how many were blocked (not in the set)."""


def check_certificate(raw: bytes) -> LossChecked:
    """Check a certificate file's bytes (see the module docstring); raise CheckFailed
    saying what does not hold."""
    variant, number, positions = read_certificate(raw)
    members = set(positions)
    if len(members) != len(positions):
        raise CheckFailed("a position is listed twice")
    cols, found = deal(variant, number)
    _settle(cols, found)
    if encode(cols) not in members and not is_blocked(cols, found):
        raise CheckFailed("the deal's start is neither in the set nor blocked")
    children = blocked = 0
    for data in positions:
        cols, found = decode(data)
        if not cols:
            raise CheckFailed("the set holds a won position")
        for move in legal_moves(cols, found):
            if not _kept(cols, move):
                continue
            child = [col[:] for col in cols]
            child_found = found[:]
            apply(child, child_found, move)
            _settle(child, child_found)
            children += 1
            if encode(child) in members:
                continue
            if not any(child):
                raise CheckFailed(f"a move wins from a position of the set: {_text(cols)}")
            if not is_blocked(child, child_found):
                raise CheckFailed(
                    f"move {move[0] + 1}-{'f' if move[1] < 0 else move[1] + 1} from "
                    f"{_text(cols)} leads out of the set to a position that is not blocked"
                )
            blocked += 1
    return LossChecked(variant, number, len(positions), children, blocked)


def _text(cols: Sequence[Sequence[int]]) -> str:
    return " / ".join(" ".join(card_name(c) for c in col) for col in cols)


# --- winning lines (RULES.md, "Move text") ---------------------------------------------


def check_win(variant: str, number: int, moves_text: str) -> int:
    """Replay a line on a deal; its number of moves if it wins, else CheckFailed."""
    cols, found = deal(variant, number)
    count = 0
    for token in moves_text.split():
        source, sep, target = token.partition("-")
        if not sep or not source.isdigit() or not (target == "f" or target.isdigit()):
            raise CheckFailed(f"move {count + 1} is not a move: {token!r}")
        s = int(source) - 1
        d = -1 if target == "f" else int(target) - 1
        if not 0 <= s < len(cols) or not -1 <= d < len(cols):
            raise CheckFailed(f"move {count + 1} ({token}) names no such column")
        if (s, d) not in set(legal_moves(cols, found)):
            raise CheckFailed(f"move {count + 1} ({token}) is not legal")
        apply(cols, found, (s, d))
        count += 1
    if any(cols):
        raise CheckFailed(f"the line ends with {sum(map(len, cols))} cards on the table")
    return count
