"""The solver's verdicts and lines on a fixed sample, to show that a change keeps them.

    uv run python benchmarks/verdict_sample.py --out /tmp/sample.jsonl
    uv run python benchmarks/verdict_sample.py --compare OLD.jsonl NEW.jsonl

The sample: the 112 hard Good Measure deals (``samples/good-measure_hard112.txt``) and
Baker's Dozen deals 1-1000, each solved by :func:`~bakers_dozen_qt.engine.solver.solve`
with a node budget alone (deterministic: the same code gives the same bytes on every
machine), in one process. One JSON line per deal: the verdict, the line's length, a
digest of its moves, the nodes used and the CPU-seconds (the only field that varies
from run to run). ``--compare`` says which deals differ in anything but nodes and
seconds, and how the nodes moved; it exits 1 when a verdict, length or line differs.

A refactoring must print the same verdicts, lengths and digests; node counts may move
only when the change is meant to change them (say why).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.solver import solve

HERE = Path(__file__).parent
HARD = HERE / "samples" / "good-measure_hard112.txt"
HARD_NODES = 800_000
"""Budget of a hard Good Measure deal: past the portfolio's late shares (300,000)."""
PLAIN_NODES = 200_000
"""Budget of a Baker's Dozen deal."""


def sample() -> Iterator[tuple[str, int, int]]:
    """(variant, deal, node budget) of every deal of the sample, in a fixed order."""
    for line in HARD.read_text().splitlines():
        if line and not line.startswith("#"):
            yield "good-measure", int(line), HARD_NODES
    for deal in range(1, 1001):
        yield "bakers-dozen", deal, PLAIN_NODES


def digest(moves: object) -> str:
    return hashlib.sha256(repr(moves).encode()).hexdigest()[:16]


def record(variant: str, deal: int, nodes: int) -> dict[str, object]:
    game = Game.from_deal(deal, get_rules(variant))
    start = time.process_time()
    r = solve(game, max_nodes=nodes, clock=time.process_time)
    moves = [(m.source, m.target) for m in r.moves]
    return {
        "variant": variant,
        "deal": deal,
        "budget": nodes,
        "verdict": r.verdict.value,
        "length": len(moves),
        "line": digest(moves),
        "nodes": r.nodes,
        "cpu": round(time.process_time() - start, 3),
    }


def compare(old_path: Path, new_path: Path) -> int:
    def load(path: Path) -> dict[tuple[str, int], dict[str, object]]:
        rows = (json.loads(line) for line in path.read_text().splitlines() if line)
        return {(str(r["variant"]), int(r["deal"])): r for r in rows}

    old, new = load(old_path), load(new_path)
    differ = 0
    moved = 0
    nodes_old = nodes_new = 0
    cpu_old = cpu_new = 0.0
    for key, a in old.items():
        b = new.get(key)
        if b is None:
            print(f"{key[0]} {key[1]}: missing in {new_path}")
            differ += 1
            continue
        if any(a[f] != b[f] for f in ("verdict", "length", "line")):
            differ += 1
            print(
                f"{key[0]} {key[1]}: {a['verdict']} {a['length']} -> {b['verdict']} {b['length']}"
            )
        if a["nodes"] != b["nodes"]:
            moved += 1
        nodes_old += int(a["nodes"])  # type: ignore[call-overload]
        nodes_new += int(b["nodes"])  # type: ignore[call-overload]
        cpu_old += float(a["cpu"])  # type: ignore[arg-type]
        cpu_new += float(b["cpu"])  # type: ignore[arg-type]
    print(
        f"{len(old)} deals: {differ} differ in verdict, length or line; "
        f"{moved} in nodes ({nodes_old} -> {nodes_new}); "
        f"CPU-s {cpu_old:.0f} -> {cpu_new:.0f}"
    )
    return 1 if differ else 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--out", type=Path, help="the JSON lines file to write")
    p.add_argument("--compare", type=Path, nargs=2, metavar=("OLD", "NEW"))
    p.add_argument("--limit", type=int, help="only the first LIMIT deals (a quick look)")
    args = p.parse_args()
    if args.compare:
        return compare(*args.compare)
    if args.out is None:
        p.error("--out or --compare is needed")
    jobs = list(sample())[: args.limit]
    with args.out.open("w") as out:
        for variant, deal, nodes in jobs:
            out.write(json.dumps(record(variant, deal, nodes)) + "\n")
            out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
