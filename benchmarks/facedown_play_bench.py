"""Face-down hint, whole games: does a player who plays every hint win? (not a test)

    uv run python benchmarks/facedown_play_bench.py [--variant castles-in-spain]
        [--first 1] [--last 20] [--seconds 10] [--jobs 2]

For each deal of a face-down variant the real deal is first solved with every card read
(as ``bakers-dozen-solve --peek`` does). On the deals that this shows winnable, a player
presses Hint and plays the move it names, again and again, as the window's Hint answers
(:func:`~bakers_dozen_qt.engine.solver.advise` with its node budgets, which never reads
a face-down card), until the game is won, has no move (or Hint proves it lost on the
visible cards), has come back to a table it showed three times, or has run 400 moves.
Counted: games won and the moves they took (and the moves of the games not won: the
sooner Hint proves a lost game lost, the fewer); games stuck (no move left, Hint says lost,
or only moves back to tables already seen: lost on the way);
games that went round in circles while a move led on (the hint's fault). CPU seconds
throughout; the deals are shared among ``--jobs`` processes.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from typing import Any

from bakers_dozen_qt.engine import Game, Move, get_rules
from bakers_dozen_qt.engine.solver import Verdict, advise, solve

LIMIT = 400


def _table(game: Game) -> object:
    return (tuple(game.visible_column(i) for i in range(game.column_count)), game.foundations)


def _after(game: Game, move: Move) -> object:
    child = game.copy(with_stack=False)
    child.push(move)
    return _table(child)


def play(job: tuple[int, str, float]) -> dict[str, Any]:
    number, variant, seconds = job
    game = Game.from_deal(number, get_rules(variant))
    real = solve(game, max_seconds=seconds, clock=time.process_time, shorten=False)
    out: dict[str, Any] = {"deal": number, "real": real.verdict.value}
    if real.verdict is not Verdict.WON:
        return out
    start = time.process_time()
    times: dict[object, int] = {}
    end = "limit"
    while game.moves_count < LIMIT:
        if game.is_won():
            end = "won"
            break
        table = _table(game)
        times[table] = times.get(table, 0) + 1
        if times[table] >= 3:
            end = (
                "circles"
                if any(_after(game, m) not in times for m in game.legal_moves)
                else "stuck"
            )
            break
        hint = advise(game, max_seconds=None)
        if hint.move is None:
            end = "stuck"
            break
        game.push(hint.move)
    out.update(end=end, moves=game.moves_count, cpu=round(time.process_time() - start, 2))
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--variant", default="castles-in-spain")
    p.add_argument("--first", type=int, default=1)
    p.add_argument("--last", type=int, default=20)
    p.add_argument("--seconds", type=float, default=10.0, help="CPU-s to solve the real deal")
    p.add_argument("--jobs", type=int, default=2)
    args = p.parse_args()
    if get_rules(args.variant).all_face_up:
        print(f"{args.variant} has no face-down cards", file=sys.stderr)
        return 2
    jobs = [(n, args.variant, args.seconds) for n in range(args.first, args.last + 1)]
    with multiprocessing.Pool(args.jobs) as pool:
        results = list(pool.imap(play, jobs))
    played = [r for r in results if "end" in r]
    for r in results:
        if "end" in r:
            print(f"deal {r['deal']}: {r['end']} after {r['moves']} moves, {r['cpu']} CPU-s")
        else:
            print(f"deal {r['deal']}: {r['real']} with every card read, not played")
    ends = {e: sum(1 for r in played if r["end"] == e) for e in ("won", "circles", "stuck")}
    won = [r["moves"] for r in played if r["end"] == "won"]
    print(f"variant {args.variant}, deals {args.first}-{args.last}")
    print(f"winnable with every card read: {len(played)} of {len(results)}")
    print(
        f"won by playing every hint: {ends['won']}/{len(played)}; stuck (no move, or only "
        f"moves back): {ends['stuck']}; round in circles with a way on: {ends['circles']}; "
        f"{LIMIT} moves reached: {len(played) - sum(ends.values())}"
    )
    if won:
        print(f"moves of the games won: median {statistics.median(won):g}, max {max(won)}")
    # The moves a lost game takes before it ends: the fewer, the sooner Hint said lost.
    lost = [r["moves"] for r in played if r["end"] != "won"]
    if lost:
        print(f"moves of the games not won: {sum(lost)} in all, median {statistics.median(lost):g}")
    cpu = sorted(r["cpu"] / max(r["moves"], 1) for r in played)
    if cpu:
        print(f"CPU seconds a hint: median {statistics.median(cpu):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
