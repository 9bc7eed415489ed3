"""Engine speed: legal-move generations and push/pop pairs per second.

Run: ``uv run python benchmarks/engine_bench.py [--seconds S]``. Plays random legal games
from deals 1.. with a fixed seed and times the two hot paths the solver and the table use.
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from bakers_dozen_qt.engine import Game, Move


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args()
    games = sample_positions(200)
    gens, avg = bench_generation(games, args.seconds)
    pairs = bench_push_pop(games, args.seconds)
    print(f"python {platform.python_version()} on {platform.machine()}")
    print(f"legal-move generations: {gens:,.0f} /s (average {avg:.1f} moves each)")
    print(f"push/pop pairs:         {pairs:,.0f} /s")


if __name__ == "__main__":
    main()
