"""Face-down hint benchmark: is the hint's first move a winning one? (not a test)

    uv run python benchmarks/facedown_bench.py [--variant castles-in-spain] [--first 1]
        [--last 30] [--seconds 10] [--check-seconds 3]

For each deal of a face-down variant the real deal is solved with every card read (as
``bakers-dozen-solve --peek`` does). On the deals that this shows winnable, the hint
that never reads a face-down card (:func:`~bakers_dozen_qt.engine.solver.judge_moves`
on :func:`~bakers_dozen_qt.engine.solver.view_of`, default budgets, as Hint uses it)
names its move, and the real deal after that move is solved again with every card read:
still winnable (the hint's move wins), proved lost, or undecided within the budget.

For comparison the same is asked of the move the heuristic ranks first
(:func:`~bakers_dozen_qt.engine.ranking.ranked_moves`), and the share of all legal first
moves that keep the deal winnable is counted (what a move picked at random would score).
The deals are solved in this one process, one at a time; CPU seconds throughout.
"""

from __future__ import annotations

import argparse
import sys
import time

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.moves import Move
from bakers_dozen_qt.engine.ranking import ranked_moves
from bakers_dozen_qt.engine.solver import Verdict, judge_moves, solve, view_of


def after(game: Game, move: Move, seconds: float) -> Verdict:
    """The verdict on the real deal after ``move``, every card read."""
    child = game.copy(with_stack=False)
    child.push(move)
    return solve(child, max_seconds=seconds, clock=time.process_time, shorten=False).verdict


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--variant", default="castles-in-spain")
    p.add_argument("--first", type=int, default=1)
    p.add_argument("--last", type=int, default=30)
    p.add_argument("--seconds", type=float, default=10.0, help="CPU-s to solve the real deal")
    p.add_argument("--check-seconds", type=float, default=3.0, help="CPU-s for each check")
    args = p.parse_args()
    rules = get_rules(args.variant)
    if rules.all_face_up:
        print(f"{args.variant} has no face-down cards", file=sys.stderr)
        return 2
    tally = {"deals": 0, "winnable": 0}
    hint = {v: 0 for v in Verdict}
    top = {v: 0 for v in Verdict}
    good_moves = 0
    all_moves = 0
    hint_cpu: list[float] = []
    for number in range(args.first, args.last + 1):
        game = Game.from_deal(number, rules)
        tally["deals"] += 1
        real = solve(game, max_seconds=args.seconds, clock=time.process_time, shorten=False)
        if real.verdict is not Verdict.WON:
            print(f"deal {number}: {real.verdict.value} with every card read", file=sys.stderr)
            continue
        tally["winnable"] += 1
        start = time.process_time()
        judged = judge_moves(view_of(game))
        hint_cpu.append(time.process_time() - start)
        move = judged[0].move if judged else None
        v = Verdict.UNKNOWN if move is None else after(game, move, args.check_seconds)
        hint[v] += 1
        first = ranked_moves(game)[0]
        w = v if first == move else after(game, first, args.check_seconds)
        top[w] += 1
        legal = list(game.legal_moves)
        wins = sum(
            1
            for m in legal
            if (m == move and v is Verdict.WON)
            or (m == first and w is Verdict.WON)
            or (m not in (move, first) and after(game, m, args.check_seconds) is Verdict.WON)
        )
        good_moves += wins
        all_moves += len(legal)
        share = judged[0].share if judged else 0.0
        print(
            f"deal {number}: hint {move} (share {share:.2f}) -> {v.value}; "
            f"heuristic {first} -> {w.value}; {wins}/{len(legal)} first moves win",
            file=sys.stderr,
            flush=True,
        )
    n = tally["winnable"]

    def line(name: str, counts: dict[Verdict, int]) -> str:
        won = counts[Verdict.WON]
        return (
            f"{name}: still winnable after it {won}/{n} = {100 * won / max(n, 1):.0f}%, "
            f"proved lost {counts[Verdict.UNWINNABLE]}, undecided {counts[Verdict.UNKNOWN]}"
        )

    print(f"variant {args.variant}, deals {args.first}-{args.last}: {tally['deals']} deals")
    print(f"winnable with every card read (--peek, {args.seconds:g} CPU-s): {n}")
    print(line("the face-down hint's move", hint))
    print(line("the heuristic's first move", top))
    print(
        f"legal first moves that keep the deal winnable: {good_moves}/{all_moves} = "
        f"{100 * good_moves / max(all_moves, 1):.0f}%"
    )
    if hint_cpu:
        hint_cpu.sort()
        print(
            f"hint CPU seconds: median {hint_cpu[len(hint_cpu) // 2]:.2f}, max {hint_cpu[-1]:.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
