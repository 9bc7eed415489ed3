"""The atlas of deals, from bulk runs of ``bakers-dozen-solve``: certificates, the table
kept in the package, the figures of ``docs/atlas.md`` and the daily deals' par.

    uv run python tools/atlas.py certify RUN.jsonl... --dir DIR [--jobs J]
    uv run python tools/atlas.py table RUN.jsonl... [--deals 1-32000]
    uv run python tools/atlas.py figures RUN.jsonl... [--deals 1-32000]
    uv run python tools/atlas.py hard RUN.jsonl... --out HARD.jsonl [--nodes N] [--positions P]
                                  [--jobs J]
    uv run python tools/atlas.py par FIRST_DATE LAST_DATE [--variant V] [--jobs J]

A run is the JSON lines of ``bakers-dozen-solve DEALS --nodes N --json --out RUN``; given
several, a deal's last record wins. ``docs/atlas.md`` says how the atlas was made.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import multiprocessing
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from bakers_dozen_qt.cli.solve import record as solve_record
from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.engine.atlas import par as par_table
from bakers_dozen_qt.engine.atlas.runs import Record, certificate_path, read_runs
from bakers_dozen_qt.engine.atlas.table import Atlas, atlas_for, format_table, table_path
from bakers_dozen_qt.engine.deals import daily_deal_number
from bakers_dozen_qt.engine.moves import format_moves
from bakers_dozen_qt.engine.solver import Verdict, player_moves, solve
from bakers_dozen_qt.engine.solver.certificate import loss_certificate

BUDGET = 2_000_000
"""Nodes a deal of the atlas's runs (``docs/atlas.md``, "Method")."""
DIFFICULTY_NODES = (450, 1_500, 10_000, 50_000)
"""Search nodes (before the line is polished) up to which a won deal has difficulty 1,
2, 3, 4; more is 5 (``docs/atlas.md``, "Difficulty")."""
CERTIFIED = ("bakers-dozen", "good-measure")
"""The variants whose losses the checker certifies (empty columns stay empty, building
ignores suits)."""
MAX_POSITIONS = 5_000_000
"""The largest certificate ``certify`` builds (about 1 GB of memory while it does)."""


def deal_range(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def difficulty(search_nodes: int) -> int:
    return 1 + sum(search_nodes > n for n in DIFFICULTY_NODES)


def _search_nodes(rec: Record) -> int:
    """The record's search nodes; records of runs older than the field solve again
    without the polish (the same search: the node budget makes it deterministic)."""
    if "search_nodes" in rec:
        return int(rec["search_nodes"])
    game = Game.from_deal(int(rec["deal"]), rec["variant"])
    return solve(game, max_nodes=BUDGET, shorten=False).search_nodes


def code_of(rec: Record | None) -> str:
    if rec is None:
        return "."
    verdict = rec["verdict"]
    if verdict == Verdict.WON.value:
        return str(difficulty(_search_nodes(rec)))
    return "L" if verdict == Verdict.UNWINNABLE.value else "?"


# --- certify ---------------------------------------------------------------------------


def _certify(job: tuple[str, int, Path]) -> tuple[int, int | None]:
    variant, deal, path = job
    cert = loss_certificate(deal, variant, MAX_POSITIONS)
    if cert is None:
        return deal, None
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(cert.to_bytes())
    os.replace(tmp, path)
    return deal, len(cert.positions)


def certify(runs: dict[int, Record], folder: Path, jobs: int) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    todo = [
        (r["variant"], d, certificate_path(folder, r["variant"], d))
        for d, r in sorted(runs.items())
        if r["verdict"] == Verdict.UNWINNABLE.value and r["variant"] in CERTIFIED
    ]
    todo = [job for job in todo if not job[2].exists()]
    print(f"{len(todo)} certificates to build in {folder}")
    failed = 0
    with multiprocessing.Pool(jobs) as pool:
        for deal, size in pool.imap_unordered(_certify, todo):
            if size is None:
                failed += 1
                print(f"deal {deal}: no certificate within {MAX_POSITIONS:,} positions")
            else:
                print(f"deal {deal}: {size:,} positions", flush=True)
    return 1 if failed else 0


# --- hard: the deals the bulk run left undecided or won with a long line ----------------

HARD_NODES = 20_000_000
"""Nodes a deal that the bulk run left undecided, or won in over 120 moves, gets again."""
MAX_MOVES = 120


def _exhausted(rec: Record) -> int:
    """The positions up to which a record's deal had the exhaustive search (records
    older than the field had it to ``MAX_POSITIONS``; the first ones named the field
    ``exhaustive_cpu``)."""
    if "exhaustive_cpu_seconds" not in rec and "exhaustive_cpu" not in rec:
        return 0
    return int(rec.get("exhaustive_max_positions", MAX_POSITIONS))


def _hard(job: tuple[str, int, int, int, Record | None]) -> Record:
    """A deal solved again with ``nodes``, or, given its record with that budget (still
    undecided), only searched exhaustively further."""
    variant, deal, nodes, positions, before = job
    if before is None:
        game = Game.from_deal(deal, variant)
        cpu = time.process_time()
        result = solve(game, max_nodes=nodes)
        rec: Record = {
            **solve_record(deal, result, variant),
            "cpu_seconds": round(time.process_time() - cpu, 3),
            "budget": nodes,
        }
    else:
        rec = dict(before)
    if rec["verdict"] == Verdict.UNKNOWN.value and variant in CERTIFIED and positions > 0:
        # The exhaustive search of the certificates decides a loss that fits in memory.
        cpu = time.process_time()
        cert = loss_certificate(deal, variant, positions)
        rec["exhaustive_cpu_seconds"] = round(time.process_time() - cpu, 3)
        rec["exhaustive_max_positions"] = positions
        if cert is not None:
            rec["verdict"] = Verdict.UNWINNABLE.value
            rec["exhaustive_positions"] = len(cert.positions)
    return rec


def hard_jobs(
    runs: dict[int, Record], done: dict[int, Record], nodes: int, positions: int
) -> list[tuple[str, int, int, int, Record | None]]:
    """What ``hard`` does: the deals undecided or won in over 120 moves that ``done``
    (the records of earlier ``hard`` runs) has not solved with ``nodes``; and those it
    left undecided with ``nodes`` but searched exhaustively to fewer than ``positions``
    (with their record, so that only the exhaustive search runs again)."""
    jobs: list[tuple[str, int, int, int, Record | None]] = []
    for d, r in sorted(runs.items()):
        if r["verdict"] != Verdict.UNKNOWN.value and len(r["moves"].split()) <= MAX_MOVES:
            continue
        before = done.get(d)
        if before is None or before.get("budget", 0) < nodes:
            jobs.append((r["variant"], d, nodes, positions, None))
        elif before["verdict"] == Verdict.UNKNOWN.value and _exhausted(before) < positions:
            jobs.append((r["variant"], d, nodes, positions, before))
    return jobs


def hard(
    runs: dict[int, Record], out: Path, nodes: int, jobs: int, positions: int = MAX_POSITIONS
) -> int:
    """Solve again, with ``nodes`` each, the deals undecided or won in over 120 moves,
    and search a deal still undecided exhaustively up to ``positions`` positions (0: not
    at all, to give every deal its nodes first); append the records to ``out``, which
    also says what is done already (see :func:`hard_jobs`)."""
    done = read_runs([out]) if out.exists() else {}
    todo = hard_jobs(runs, done, nodes, positions)
    print(f"{len(todo)} deals to solve again with {nodes:,} nodes")
    with multiprocessing.Pool(jobs) as pool, out.open("a", encoding="utf-8") as f:
        for rec in pool.imap_unordered(_hard, todo):
            f.write(json.dumps(rec) + "\n")
            f.flush()
            print(rec["deal"], rec["verdict"], len(rec["moves"].split()), flush=True)
    return 0


# --- table -----------------------------------------------------------------------------


def table(runs: dict[int, Record], deals: range, kept: Atlas | None = None) -> Atlas:
    """The table of ``deals`` from the runs; a deal they do not hold keeps its code in
    ``kept`` (the package's table), so that a run resumed in another checkout, from
    where the table stops, adds to the table instead of blanking the deals before."""
    variants = {r["variant"] for r in runs.values()}
    if len(variants) != 1:
        raise SystemExit(f"the runs hold {len(variants)} variants; give one")
    variant = variants.pop()
    if kept is not None and kept.variant != variant:
        raise SystemExit(f"the runs are of {variant}, the table of {kept.variant}")

    def code(deal: int) -> str:
        if deal in runs or kept is None:
            return code_of(runs.get(deal))
        return kept.code(deal)

    return Atlas(variant, "".join(code(d) for d in deals), deals.start)


def write_table(atlas: Atlas, deals: range) -> Path:
    counts = atlas.counts()
    comments = [
        f"The atlas of {atlas.variant}: deals {deals.start}-{deals.stop - 1}, one character a",
        "deal, 100 deals a line (line k holds deals 100k+1 to 100k+100).",
        "1-5: won, and its difficulty (1 the easiest); L: cannot be won (proved by "
        + ("a certificate);" if atlas.variant in CERTIFIED else "the solver);"),
        "?: undecided; .: not solved yet. docs/atlas.md says how it was made.",
        f"won {sum(counts[c] for c in '12345')}, lost {counts['L']}, undecided {counts['?']},"
        f" not solved {counts['.']}; written by tools/atlas.py table.",
    ]
    path = table_path(atlas.variant)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(format_table(atlas, comments), encoding="ascii")
    os.replace(tmp, path)
    return path


# --- figures ---------------------------------------------------------------------------


def wilson(k: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a share ``k / n`` (95 % by default)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def figures(runs: dict[int, Record], deals: range, atlas: Atlas) -> str:
    """The figures of ``docs/atlas.md``: the verdicts from ``atlas`` (the runs' table, with
    the deals they do not hold as the package's table has them), the lines and the
    machine time from the runs."""
    codes = {d: atlas.code(d) for d in deals}
    won = [d for d, c in codes.items() if c in "12345"]
    lost = [d for d, c in codes.items() if c == "L"]
    unknown = [d for d, c in codes.items() if c == "?"]
    n = len(won) + len(lost) + len(unknown)
    low, _ = wilson(len(won), n)
    _, high = wilson(len(won) + len(unknown), n)
    recs = [runs[d] for d in deals if d in runs]
    lines = [r for r in recs if r["verdict"] == Verdict.WON.value]
    lengths = sorted((len(r["moves"].split()), r["deal"]) for r in lines)
    cpu = [r["cpu_seconds"] for r in recs if "cpu_seconds" in r]
    first_open = next((d for d, c in codes.items() if c == "."), None)
    out = [
        f"deals {deals.start}-{deals.stop - 1}: {n} solved, {len(won)} won, "
        f"{len(lost)} lost, {len(unknown)} undecided; the first not solved: {first_open}",
        f"winnable: {100 * len(won) / max(n, 1):.3f} % (95 % Wilson: "
        f"{100 * low:.3f}-{100 * high:.3f} %)",
        f"lost: {lost}",
        f"undecided: {unknown}",
        f"longest lines: {lengths[-5:]}; over {MAX_MOVES} moves: "
        f"{[d for m, d in lengths if m > MAX_MOVES]}",
        f"CPU: {sum(cpu) / 3600:.2f} h over {len(cpu)} deals of the runs "
        f"(mean {sum(cpu) / max(len(cpu), 1):.3f} s); nodes {sum(r['nodes'] for r in recs):,}",
        "difficulty: " + ", ".join(f"{c}: {sum(v == c for v in codes.values())}" for c in "12345"),
    ]
    return "\n".join(out)


# --- par -------------------------------------------------------------------------------


def _par(job: tuple[str, dt.date]) -> par_table.Par:
    variant, date = job
    game = Game.from_deal(daily_deal_number(date), variant)
    result = solve(game, max_nodes=par_table.BUDGET, tuning=par_table.solver_tuning())
    if result.verdict is not Verdict.WON:
        return par_table.Par(variant, date, None, None)
    own = player_moves(game, result.moves)
    return par_table.Par(variant, date, len(result.moves), own, format_moves(result.moves))


def par(variant: str, first: dt.date, last: dt.date, jobs: int) -> Path:
    days = [first + dt.timedelta(days=i) for i in range((last - first).days + 1)]
    known = {(p.variant, p.date): p for p in par_table.read_par()}
    todo = [(variant, d) for d in days if (variant, d) not in known]
    print(f"{len(todo)} days to solve")
    with multiprocessing.Pool(jobs) as pool:
        for i, p in enumerate(pool.imap_unordered(_par, todo), 1):
            known[(p.variant, p.date)] = p
            print(p.text(), flush=True)
            if i % 20 == 0:  # a long run keeps what it has
                par_table.write_par(known.values())
    return par_table.write_par(known.values())


# --- the command line ------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    for name in ("certify", "table", "figures", "hard"):
        p = sub.add_parser(name)
        p.add_argument("runs", nargs="+", type=Path)
        p.add_argument("--deals", type=deal_range, default=None)
        if name == "certify":
            p.add_argument("--dir", type=Path, required=True)
        if name == "hard":
            p.add_argument("--out", type=Path, required=True)
            p.add_argument("--nodes", type=int, default=HARD_NODES)
            p.add_argument("--positions", type=int, default=MAX_POSITIONS)
        if name in ("certify", "hard"):
            p.add_argument("--jobs", type=int, default=1)
    p = sub.add_parser("par")
    p.add_argument("--variant", default="bakers-dozen")
    p.add_argument("first", type=dt.date.fromisoformat)
    p.add_argument("last", type=dt.date.fromisoformat)
    p.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    if args.command == "par":
        print(par(args.variant, args.first, args.last, args.jobs))
        return 0
    runs = read_runs(args.runs)
    deals = args.deals or range(min(runs), max(runs) + 1)
    if args.command == "hard":
        chosen = {d: r for d, r in runs.items() if d in deals}
        return hard(chosen, args.out, args.nodes, args.jobs, args.positions)
    if args.command == "certify":
        return certify({d: r for d, r in runs.items() if d in deals}, args.dir, args.jobs)
    merged = table(runs, deals, atlas_for(next(iter(runs.values()))["variant"]))
    if args.command == "table":
        print(write_table(merged, deals))
        return 0
    print(figures(runs, deals, merged))
    return 0


if __name__ == "__main__":
    sys.exit(main())
