"""Engine speed: legal-move generations and push/pop pairs per second, and perft.

Run: ``uv run python benchmarks/engine_bench.py [--seconds S]``. Plays random legal games
from deals 1.. with a fixed seed and times the two hot paths the table and every replay
use, then counts and times the perft cases of ``tests/engine/data/moves.perft``.

``--write-perft FILE`` makes that file afresh (every variant, a custom rule set; fresh
deals and positions where columns have emptied; depths 1-4). Regenerate it only when the
rules change on purpose, and say so in the commit.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from pathlib import Path

from bakers_dozen_qt.engine import VARIANTS, Build, EmptyColumn, Game, Move, Rules, custom_rules
from bakers_dozen_qt.engine.perft import PerftCase, format_cases, parse_cases, perft

PERFT_FILE = Path(__file__).parent.parent / "tests" / "engine" / "data" / "moves.perft"
PERFT_DEPTH = 4
PERFT_CUSTOM = custom_rules(
    face_down_rows=1, kings_to_bottom=False, build=Build.SAME_SUIT, empty_column=EmptyColumn.KING
)


def sample_positions(count: int, seed: int = 1) -> list[Game]:
    rng = random.Random(seed)
    games = []
    for n in range(1, count + 1):
        game = Game.from_deal(n)
        for _ in range(rng.randrange(0, 40)):
            moves = list(game.generate_legal_moves())
            if not moves:
                break
            game.push(rng.choice(moves))
        games.append(game)
    return games


def bench_generation(games: list[Game], seconds: float) -> tuple[float, float]:
    count = moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for game in games:
            moves += sum(1 for _ in game.generate_legal_moves())
            count += 1
    elapsed = time.perf_counter() - start
    return count / elapsed, moves / count


def bench_push_pop(games: list[Game], seconds: float) -> float:
    work: list[tuple[Game, list[Move]]] = [(g, list(g.generate_legal_moves())) for g in games]
    work = [(g, ms) for g, ms in work if ms]
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for game, moves in work:
            for m in moves:
                game.push(m)
                game.pop()
            count += len(moves)
    return count / (time.perf_counter() - start)


def emptying_line(rules: Rules, deal: int, limit: int = 300) -> list[Move] | None:
    """A fixed line from ``deal`` to a position where the empty-column rules matter: a
    column is empty, another holds a lone card, and (unless empty columns are dead) some
    card may go into the empty one. Always play from the shortest column, never back to a
    position seen before nor into one without a move. None when the line runs dry first."""
    game = Game.from_deal(deal, rules)
    seen = {(game.key(), game.foundations)}
    line: list[Move] = []

    def arrived() -> bool:
        sizes = [len(game.column(i)) for i in range(game.column_count)]
        if 0 not in sizes or 1 not in sizes:
            return False
        return rules.empty_column is EmptyColumn.NOTHING or any(
            not game.column(m.target) for m in game.generate_legal_moves() if m.target >= 0
        )

    while len(line) < limit and not arrived():
        fresh = []
        for m in game.generate_legal_moves():
            game.push(m)
            if (game.key(), game.foundations) not in seen and not game.is_stuck():
                fresh.append(m)
            game.pop()
        if not fresh:
            break
        move = min(fresh, key=lambda m: len(game.column(m.source)))
        game.push(move)
        seen.add((game.key(), game.foundations))
        line.append(move)
    return line if arrived() else None


def perft_cases(depth: int = PERFT_DEPTH) -> list[PerftCase]:
    """Every variant and a custom rule set: fresh deals and a position with empty columns."""
    cases = []
    for i, rules in enumerate([*VARIANTS.values(), PERFT_CUSTOM]):
        name = rules.id if rules is not PERFT_CUSTOM else "custom-same-suit-kings"
        # Deal 1 under every rule set, and two deals of its own.
        for deal in (1, 10 + i, 100 + i):
            cases.append(PerftCase(f"{name}-{deal}", rules, deal))
        # The first deal from 4 + i on (in steps of 20) with a line to empty columns.
        deal = 4 + i
        while (line := emptying_line(rules, deal)) is None:
            deal += 20
        cases.append(PerftCase(f"{name}-{deal}-emptied", rules, deal, tuple(line)))
    for case in cases:
        game = case.game()
        case.counts = {d: perft(game, d) for d in range(1, depth + 1)}
    return cases


def bench_perft(path: Path) -> tuple[int, float, int]:
    """Count every case of the perft file; (lines counted, seconds, mismatches)."""
    cases = parse_cases(path.read_text())
    lines = wrong = 0
    start = time.perf_counter()
    for case in cases:
        game = case.game()
        for depth, expected in case.counts.items():
            got = perft(game, depth)
            lines += got
            wrong += got != expected
    return lines, time.perf_counter() - start, wrong


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--write-perft", type=Path, metavar="FILE", help="write the perft file")
    args = parser.parse_args()
    if args.write_perft:
        header = (
            "# Perft: sequences of 1-4 legal moves from each position (see engine/perft.py).\n"
            "# Made by: uv run python benchmarks/engine_bench.py --write-perft FILE\n"
            "# Regenerate only when the rules change on purpose.\n\n"
        )
        args.write_perft.write_text(header + format_cases(perft_cases()))
        print(f"wrote {args.write_perft}")
        return
    games = sample_positions(200)
    gens, avg = bench_generation(games, args.seconds)
    pairs = bench_push_pop(games, args.seconds)
    print(f"python {platform.python_version()} on {platform.machine()}")
    print(f"legal-move generations: {gens:,.0f} /s (average {avg:.1f} moves each)")
    print(f"push/pop pairs:         {pairs:,.0f} /s")
    if PERFT_FILE.exists():
        lines, seconds, wrong = bench_perft(PERFT_FILE)
        print(f"perft file:             {lines:,} lines in {seconds:.2f} s, {wrong} mismatches")


if __name__ == "__main__":
    main()
