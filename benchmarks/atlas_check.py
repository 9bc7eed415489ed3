"""Check the atlas with the independent checker: every win replays, every loss has a
certificate that holds, and the table in the package says what the runs say.

    uv run python benchmarks/atlas_check.py [--data DIR] [--variant V] [--deals A-B]
                                            [--sample N] [--jobs J]

DIR (default ``atlas-data/``, see ``docs/atlas.md``, "Reproducing it") holds the bulk
runs ``VARIANT*.jsonl`` and the certificates ``certificates/VARIANT-DEAL.cert.xz`` that
``tools/atlas.py certify`` writes. Every won line is replayed by
:mod:`bakers_dozen_qt.engine.atlas.checker` and must win in at most 120 moves; every
certificate is read and checked by it; the table must give every deal of the runs its
verdict. ``--sample N`` checks N won deals and N lost ones drawn at random (seed 1)
instead of all; ``--deals A-B`` checks those deals alone (a check of a long run in
parts, as it goes). Exit status 1 when anything does not hold.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from pathlib import Path
from typing import Any

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.engine.atlas import checker
from bakers_dozen_qt.engine.atlas.runs import certificate_path, read_runs
from bakers_dozen_qt.engine.atlas.table import LOST, UNKNOWN, WON_CODES, atlas_for
from bakers_dozen_qt.engine.moves import parse_moves

ROOT = Path(__file__).resolve().parent.parent

MAX_MOVES = 120
LARGE = 10_000
"""Certificates of at least this many positions are named as they are checked."""


def _check_win(job: tuple[str, int, str]) -> str | None:
    variant, deal, moves = job
    if variant not in checker.LAYOUTS:  # a relative the checker does not know: the engine
        game = Game.from_deal(deal, variant)
        line = parse_moves(moves)
        for m in line:
            if game.illegal_reason(m) is not None:
                return f"deal {deal}: the line does not win: {m.text()} is not legal"
            game.play(m)
        if not game.is_won():
            return f"deal {deal}: the line does not win"
        n = len(line)
        return f"deal {deal}: {n} moves, over {MAX_MOVES}" if n > MAX_MOVES else None
    try:
        n = checker.check_win(variant, deal, moves)
    except checker.CheckFailed as e:
        return f"deal {deal}: the line does not win: {e}"
    return f"deal {deal}: {n} moves, over {MAX_MOVES}" if n > MAX_MOVES else None


def _check_loss(job: tuple[str, int, Path]) -> tuple[str | None, int, float]:
    """A problem with deal's certificate or None; its positions; the CPU-s the check took."""
    variant, deal, path = job
    started = time.process_time()
    try:
        raw = path.read_bytes()
    except OSError:
        return f"deal {deal}: no certificate ({path.name})", 0, 0.0
    try:
        report = checker.check_certificate(raw)
    except checker.CheckFailed as e:
        return f"deal {deal}: the certificate does not hold: {e}", 0, 0.0
    if (report.variant, report.deal) != (variant, deal):
        return f"deal {deal}: the certificate is of {report.variant} {report.deal}", 0, 0.0
    return None, report.positions, time.process_time() - started


def _deal_range(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=ROOT / "atlas-data")
    ap.add_argument("--variant", default="bakers-dozen")
    ap.add_argument("--deals", type=_deal_range, default=None)
    ap.add_argument("--sample", type=int, default=None)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    variant = args.variant
    runs = read_runs(sorted(args.data.glob(f"{variant}*.jsonl")))
    if args.deals is not None:
        runs = {d: r for d, r in runs.items() if d in args.deals}
    if not runs:
        print(f"no run of {variant} in {args.data}")
        return 1
    problems: list[str] = []

    atlas = atlas_for(variant)
    if atlas is None:
        problems.append(f"the package has no table of {variant}")
    else:
        for deal, rec in runs.items():
            code = atlas.code(deal)
            expected: Any = {"won": WON_CODES, "unwinnable": LOST, "unknown": UNKNOWN}
            if code != "." and code not in expected[rec["verdict"]]:
                problems.append(f"deal {deal}: the table says {code!r}, the run {rec['verdict']}")

    won = sorted(d for d, r in runs.items() if r["verdict"] == "won")
    lost = sorted(d for d, r in runs.items() if r["verdict"] == "unwinnable")
    if args.sample is not None:
        rng = random.Random(1)
        won = sorted(rng.sample(won, min(args.sample, len(won))))
        lost = sorted(rng.sample(lost, min(args.sample, len(lost))))
    certificates = args.data / "certificates"
    started = time.process_time()
    wall = time.monotonic()
    positions = 0
    with multiprocessing.Pool(args.jobs) as pool:
        wins = [(variant, d, runs[d]["moves"]) for d in won]
        problems += [p for p in pool.imap(_check_win, wins, chunksize=64) if p]
        if variant not in checker.LAYOUTS:
            print(f"{variant}: {len(lost)} losses proved by the solver; the checker does not")
            print("certify this variant (its empty columns take cards)")
            lost = []
        losses = [(variant, d, certificate_path(certificates, variant, d)) for d in lost]
        for (_, deal, _), (problem, size, cpu) in zip(
            losses, pool.imap(_check_loss, losses), strict=True
        ):
            positions += size
            if problem:
                problems.append(problem)
            elif size >= LARGE:
                print(f"deal {deal}: certificate of {size:,} positions holds ({cpu:.0f} CPU-s)")
    for p in problems:
        print(p)
    where = "" if args.deals is None else f" {args.deals.start}-{args.deals.stop - 1}"
    print(
        f"{variant}{where}: {len(won)} wins replayed, {len(lost)} certificates checked "
        f"({positions:,} positions); {len(problems)} problems; "
        f"{time.monotonic() - wall:.0f} s on the clock "
        f"({time.process_time() - started:.0f} CPU-s in this process)"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
