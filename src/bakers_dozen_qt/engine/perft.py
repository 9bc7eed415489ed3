"""Perft: how many lines of legal moves a position has, to pin the move generator down.

As chess programmers do: count every sequence of exactly ``depth`` legal moves from a
position (a line that runs out of moves sooner does not count). Any change to which moves
are legal changes these numbers, so a file of them, made once and checked by a test,
catches a rules change nobody meant. The file holds one block a case::

    id spanish-patience-7-emptied
    rules spanish-patience
    deal 7
    moves 3-f 5-9 ...
    perft 1 14
    perft 2 190

``rules`` is a variant id, or ``custom`` followed by ``key=value`` words (the parameters
of :func:`~.rules.custom_rules`); ``moves`` (optional) are played from the deal first.
Lines starting with ``#`` are comments.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .game import Game
from .moves import Move, format_moves, parse_moves
from .rules import Rules, parse_rules_text, rules_text


def perft(game: Game, depth: int) -> int:
    """The number of sequences of ``depth`` legal moves from ``game``'s position."""
    if depth == 0:
        return 1
    moves = list(game.generate_legal_moves())
    if depth == 1:
        return len(moves)
    count = 0
    for m in moves:
        game.push(m)
        count += perft(game, depth - 1)
        game.pop()
    return count


@dataclass
class PerftCase:
    """One position (a deal under some rules, then some moves) and its perft counts."""

    id: str
    rules: Rules
    deal: int
    moves: tuple[Move, ...] = ()
    counts: dict[int, int] = field(default_factory=dict)
    """``counts[depth]``: the perft number at that depth."""

    def game(self) -> Game:
        """The position, every move checked by the engine."""
        game = Game.from_deal(self.deal, self.rules)
        for m in self.moves:
            game.play(m)
        return game


def format_cases(cases: list[PerftCase]) -> str:
    blocks = []
    for case in cases:
        lines = [f"id {case.id}", f"rules {rules_text(case.rules)}", f"deal {case.deal}"]
        if case.moves:
            lines.append(f"moves {format_moves(case.moves)}")
        lines += [f"perft {d} {n}" for d, n in sorted(case.counts.items())]
        blocks.append("\n".join(lines) + "\n")
    return "\n".join(blocks)


def parse_cases(text: str) -> list[PerftCase]:
    """The cases of a perft file (see the module docstring); ``ValueError`` if malformed."""
    cases: list[PerftCase] = []
    fields: dict[str, str] = {}
    counts: dict[int, int] = {}

    def close() -> None:
        if not fields:
            return
        cases.append(
            PerftCase(
                id=fields["id"],
                rules=parse_rules_text(fields["rules"]),
                deal=int(fields["deal"]),
                moves=tuple(parse_moves(fields.get("moves", ""))),
                counts=dict(counts),
            )
        )
        fields.clear()
        counts.clear()

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition(" ")
        if key == "id":
            close()
        elif not fields:
            raise ValueError(f"line {lineno}: a case starts with its id")
        if key == "perft":
            depth, number = value.split()
            counts[int(depth)] = int(number)
        elif key in ("id", "rules", "deal", "moves"):
            fields[key] = value
        else:
            raise ValueError(f"line {lineno}: unknown field {key!r}")
    close()
    return cases
