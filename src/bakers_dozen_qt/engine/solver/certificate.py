"""Loss certificates: the positions an exhaustive search went through, for the atlas's
independent checker (:mod:`..atlas.checker`, whose docstring says what a certificate
is and why it proves a loss).

The portfolio's proofs of loss cut positions with the pooled game and forget what they
searched; a certificate needs the set itself, closed under every move that the checker
asks about. So :func:`loss_certificate` searches the real game once more, to its end,
with only the cuts the checker makes too: the safe moves, a lone card staying put, and
the deadlock test. Every position it expands goes into the set.
"""

from __future__ import annotations

import lzma
from collections.abc import Sequence
from dataclasses import dataclass

from ..atlas.checker import MAGIC, VERSION, encode
from ..game import Game
from ..kernel import UP, Kernel, kernel_for, tops
from .api import plain_table
from .core.board import safe_tops
from .core.deadlock import is_blocked


@dataclass(frozen=True)
class Certificate:
    """A deal's loss certificate: its positions, canonical (:func:`..atlas.checker.encode`)."""

    variant: str
    deal: int
    positions: tuple[bytes, ...]

    def to_bytes(self) -> bytes:
        """The certificate file: ``xz``-compressed, positions sorted (they compress
        better side by side)."""
        head = f"{MAGIC} {VERSION} {self.variant} {self.deal} {len(self.positions)}\n"
        body = b"".join(sorted(self.positions))
        return lzma.compress(head.encode("ascii") + body, preset=6)


def _settle(cols: list[list[int]], found: list[int], kernel: Kernel) -> None:
    for t in safe_tops(cols, found, kernel.is_safe):
        found[cols[t].pop() & 3] += 1


def loss_certificate(deal: int, variant: str, max_positions: int) -> Certificate | None:
    """The certificate that ``deal`` cannot be won, or None when the search finds a win
    or would hold more than ``max_positions`` positions."""
    game = Game.from_deal(deal, variant)
    kernel = kernel_for(game.rules)
    if not kernel.dead_empty:
        raise ValueError(
            f"certificates are for variants whose empty columns stay empty, not {variant}"
        )
    cols, found = plain_table(game)
    _settle(cols, found, kernel)
    if is_blocked(cols, found, kernel):
        return Certificate(variant, deal, ())
    seen = {encode(cols)}
    stack: list[tuple[list[list[int]], list[int]]] = [(cols, found)]
    while stack:
        cols, found = stack.pop()
        for s, d in kernel.moves(cols, found, tops(cols), reduced=True):
            child, child_found = _child(cols, found, s, d, kernel)
            if not any(child):
                return None
            key = encode(child)
            if key in seen or is_blocked(child, child_found, kernel):
                continue
            if len(seen) >= max_positions:
                return None
            seen.add(key)
            stack.append((child, child_found))
    return Certificate(variant, deal, tuple(seen))


def _child(
    cols: Sequence[list[int]], found: Sequence[int], s: int, d: int, kernel: Kernel
) -> tuple[list[list[int]], list[int]]:
    """The position after move ``(s, d)`` and its safe moves, as new lists."""
    child = [col[:] for col in cols]
    child_found = list(found)
    card = child[s].pop()
    if d == UP:
        child_found[card & 3] += 1
    else:
        child[d].append(card)
    _settle(child, child_found, kernel)
    return child, child_found
