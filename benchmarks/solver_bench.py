"""Solver benchmark: deals 1-1000 of Baker's Dozen, 10 CPU-seconds a deal (not a test).

    uv run python benchmarks/solver_bench.py [--first 1] [--last 1000] [--seconds 10]
        [--jobs 2] [--variant bakers-dozen] [--out benchmarks/results/FILE.jsonl]

Each deal is solved in a worker process with a CPU-time budget (``time.process_time``),
so other load on the machine changes the wall time but not the verdicts much. Prints the
decided fraction, won/unwinnable/unknown counts, median/p95/max CPU seconds per deal and
the peak resident memory of a worker; writes one JSON line per deal to ``--out`` as it
is solved. Deals already in ``--out`` are not solved again (an interrupted run resumes;
the report covers the whole file).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import multiprocessing
import os
import platform
import resource
import signal
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.solver import solve
from bakers_dozen_qt.engine.solver.shorten import player_moves


def _init() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C


def _one(job: tuple[int, str, float]) -> dict[str, Any]:
    number, variant, seconds = job
    game = Game.from_deal(number, get_rules(variant))
    start = time.process_time()
    result = solve(game, max_seconds=seconds, clock=time.process_time)
    cpu = time.process_time() - start
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {
        "deal": number,
        "verdict": result.verdict.value,
        "moves": len(result.moves),
        "player_moves": player_moves(game, result.moves),
        "cpu_seconds": round(cpu, 3),
        "nodes": result.nodes,
        "peak_mb": round(peak_kb / 1024, 1),
    }


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def _pct(ordered: list[int], q: float) -> int:
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def report(records: list[dict[str, Any]], wanted: int, wall: float, jobs: int) -> str:
    counts = {"won": 0, "unwinnable": 0, "unknown": 0}
    for r in records:
        counts[r["verdict"]] += 1
    times = sorted(r["cpu_seconds"] for r in records) or [0.0]
    decided = counts["won"] + counts["unwinnable"]
    n = len(records)
    lines = [
        f"machine: {_cpu_model()}, {os.cpu_count()} cores; Python {platform.python_version()}; "
        f"{dt.datetime.now(dt.timezone.utc):%Y-%m-%d %H:%M} UTC",
        f"deals: {n} of {wanted}; {jobs} processes; wall {wall:.0f} s",
        f"decided: {decided}/{n} = {100 * decided / max(n, 1):.1f}%",
        f"won {counts['won']}, unwinnable {counts['unwinnable']}, unknown {counts['unknown']}",
        f"CPU seconds a deal: median {statistics.median(times):.3f}, "
        f"p95 {times[min(len(times) - 1, int(0.95 * len(times)))]:.3f}, max {times[-1]:.3f}",
        f"peak memory of a worker: {max((r['peak_mb'] for r in records), default=0):.0f} MB",
    ]
    for field, what in (("moves", "all moves"), ("player_moves", "player moves")):
        lengths = sorted(r[field] for r in records if r["verdict"] == "won" and field in r)
        if lengths:
            lines.append(
                f"solution length ({what}): median {statistics.median(lengths):g}, "
                f"p90 {_pct(lengths, 0.9)}, p99 {_pct(lengths, 0.99)}, max {lengths[-1]}; "
                f"over 150: {sum(1 for x in lengths if x > 150)}"
            )
    unknown = [r["deal"] for r in records if r["verdict"] == "unknown"]
    lost = [r["deal"] for r in records if r["verdict"] == "unwinnable"]
    lines.append(f"unwinnable deals: {lost}")
    lines.append(f"unknown deals: {unknown}")
    return "\n".join(lines)


def _earlier(out: Path, wanted: set[int]) -> list[dict[str, Any]]:
    """The results ``out`` already holds for ``wanted`` deals.

    A line cut short by a kill is dropped (the file is written again without it), so
    that the deal is solved again and the next line starts clean.
    """
    if not out.exists():
        return []
    kept: list[str] = []
    records: list[dict[str, Any]] = []
    lines = out.read_text().splitlines()
    for line in lines:
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        kept.append(line)
        if record.get("deal") in wanted:
            records.append(record)
    if len(kept) != len(lines):
        spare = out.with_name(out.name + ".tmp")
        spare.write_text("".join(f"{line}\n" for line in kept))
        os.replace(spare, out)
    return records


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--first", type=int, default=1)
    p.add_argument("--last", type=int, default=1000)
    p.add_argument("--seconds", type=float, default=10.0)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--variant", default="bakers-dozen")
    p.add_argument("--out", type=Path)
    args = p.parse_args()
    deals = list(range(args.first, args.last + 1))
    out = args.out or Path(
        f"benchmarks/results/solver_{args.variant}_{args.first}-{args.last}_"
        f"{dt.datetime.now(dt.timezone.utc):%Y%m%d-%H%M}.jsonl"
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    # An interrupted run resumes: deals already in --out are kept, not solved again.
    records = _earlier(out, set(deals))
    done = {r["deal"] for r in records}
    start = time.monotonic()
    pool = multiprocessing.Pool(args.jobs, initializer=_init)
    try:
        with out.open("a") as f:
            jobs = [(d, args.variant, args.seconds) for d in deals if d not in done]
            for rec in pool.imap(_one, jobs):
                records.append(rec)
                f.write(json.dumps(rec) + "\n")
                f.flush()
                if rec["verdict"] != "won" or len(records) % 50 == 0:
                    print(
                        f"{len(records)}/{len(deals)} deal {rec['deal']} {rec['verdict']} "
                        f"{rec['cpu_seconds']} s",
                        file=sys.stderr,
                        flush=True,
                    )
        pool.close()
    except KeyboardInterrupt:
        pool.terminate()
        print("interrupted", file=sys.stderr)
    finally:
        pool.join()
    print(report(records, len(deals), time.monotonic() - start, args.jobs))
    print(f"raw results: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
