"""What a solver node costs, and proof that a cheaper node searches the same (not a test).

    uv run python benchmarks/node_cost_bench.py outcomes [--nodes 60000 300000]
        [--deals 1-6] [--variant ID ...]
    uv run python benchmarks/node_cost_bench.py passes [--nodes 50000] [--deals 1-6]
    uv run python benchmarks/node_cost_bench.py cpu good-measure:148 ... --nodes 500000
    uv run python benchmarks/node_cost_bench.py one dfs/4/pooled bakers-dozen:152 --nodes 30000

``outcomes`` prints one JSON line per variant, deal and node budget with what the
portfolio (``portfolio.run`` with a node budget: deterministic) decided: won, the moves,
the nodes, which pass. ``passes`` does the same for each depth-first and best-first pass
alone (the nodes of every slice, a digest of what it has searched after each slice, then
its outcome), so that passes the portfolio never lets finish are compared too. Run
either on two versions of the code (``PYTHONPATH`` at another checkout's ``src``) and
``diff`` the output: a change that only makes nodes cheaper must print the same bytes.

``pass-cpu`` prints the nodes per CPU-second of each depth-first and best-first pass
alone on each ``variant:deal``.

``one`` runs one pass alone to a node budget, for counting its instructions under
``valgrind --tool=callgrind`` at two budgets: the difference over the nodes between them
is what a node costs, whatever the load (see ``benchmarks/README.md``).

``cpu`` prints the CPU-seconds (``time.process_time``) the portfolio takes for a node
budget on each ``variant:deal``. Compare two versions only side by side under the same
load (interleave the runs), never against a figure taken at another time.

    uv run python benchmarks/node_cost_bench.py shares good-measure:524 ... --nodes 800000

``shares`` prints, for each ``variant:deal``, what the portfolio decided and, per pass,
the nodes and CPU-seconds it used and whether it ended by itself: where the CPU of a
solve goes (a node of one pass may cost three times one of another), and each pass's
own nodes at the win, from which another schedule of the same passes can be worked
out (they hardly share work).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Callable, Generator, Iterator
from dataclasses import replace

from bakers_dozen_qt.engine import Game, get_rules
from bakers_dozen_qt.engine.kernel import Kernel, kernel_for
from bakers_dozen_qt.engine.rules import VARIANTS
from bakers_dozen_qt.engine.solver import TUNING
from bakers_dozen_qt.engine.solver.api import plain_table
from bakers_dozen_qt.engine.solver.core import portfolio
from bakers_dozen_qt.engine.solver.core.beam import beam_pass
from bakers_dozen_qt.engine.solver.core.best_first import best_first
from bakers_dozen_qt.engine.solver.core.board import Outcome, Pass, PassKind
from bakers_dozen_qt.engine.solver.core.depth_first import dfs
from bakers_dozen_qt.engine.solver.core.pooled import PooledGame, applies
from bakers_dozen_qt.engine.solver.core.portfolio import Budget, run
from bakers_dozen_qt.engine.solver.core.restarts import restarts

SLICE = 10_000


def _table(variant: str, deal: int) -> tuple[list[list[int]], list[int], Kernel]:
    game = Game.from_deal(deal, get_rules(variant))
    return *plain_table(game), kernel_for(game.rules)


def _deals(text: str) -> list[int]:
    first, _, last = text.partition("-")
    return list(range(int(first), int(last or first) + 1))


def _digest(moves: list[tuple[int, int]]) -> str:
    return hashlib.sha256(json.dumps(moves).encode()).hexdigest()[:16]


def outcomes(variants: list[str], deals: list[int], budgets: list[int]) -> Iterator[str]:
    for variant in variants:
        for deal in deals:
            for nodes in budgets:
                cols, found, kernel = _table(variant, deal)
                budget = Budget(nodes, None, None, None)
                out = run(cols, found, kernel, budget)
                record: dict[str, object] = {"variant": variant, "deal": deal, "budget": nodes}
                record["used"] = budget.used
                if out is not None:
                    record |= {
                        "won": out.won,
                        "complete": out.complete,
                        "source": out.source and out.source.value,
                        "nodes": out.nodes,
                        "length": len(out.moves),
                        "moves": _digest(out.moves),
                        "beam": list(out.beam_widths),
                    }
                yield json.dumps(record)


def _pass_makers(
    cols: list[list[int]], found: list[int], kernel: Kernel
) -> Iterator[tuple[str, Callable[[], Pass]]]:
    def pools() -> PooledGame | None:
        return PooledGame(cols, found) if applies(kernel) else None

    for style in (0, 2, 4):
        yield f"dfs/{style}", lambda s=style: dfs(cols, found, kernel, style=s)
        yield (
            f"dfs/{style}/pooled",
            lambda s=style: dfs(cols, found, kernel, style=s, pools=pools()),
        )
        yield f"coarse/{style}", lambda s=style: dfs(cols, found, kernel, style=s, coarse=True)
    for guide in (0, 1):
        yield f"best-first/{guide}", lambda g=guide: best_first(cols, found, kernel, guide=g)
    small = replace(TUNING, best_first_cap=5_000)
    yield "best-first/small-cap", lambda: best_first(cols, found, kernel, tuning=small)
    unit = replace(TUNING, restart_unit=2_000)
    yield "restarts", lambda: restarts(cols, found, kernel, pools=pools(), tuning=unit)


def _state(search: Pass) -> object:
    """What a paused pass has searched so far, read from its frame (and that of the loop
    it hands over to): its line, key and table of positions (depth-first, from its
    ``table``), its open and known positions (best-first), and the same of the
    depth-first search a restart pass is running."""
    frame = search.gi_frame
    if frame is None:
        return None
    f = dict(frame.f_locals)
    inner = search.gi_yieldfrom
    if inner is not None and inner.gi_frame is not None:
        f.update(inner.gi_frame.f_locals)
    table = f.get("table")
    if table is not None:
        f.update((name, getattr(table, name)) for name in type(table).__slots__)
    state: list[object] = []
    for name in ("key", "path", "complete", "count", "left", "found"):
        if name in f:
            state.append((name, f[name]))
    for name in ("seen", "old", "parent"):
        if name in f:
            state.append((name, len(f[name]), sum(f[name]) & 0xFFFF_FFFF))
    if "heap" in f:  # the entries as the search orders them (score, tie, key, table)
        state.append(("heap", sorted(entry[:4] for entry in f["heap"])))
    if "inner" in f:
        state.append(("inner", f["k"], _state(f["inner"])))
    return state


def _drive(search: Pass, nodes: int) -> tuple[list[int], str, Outcome | None]:
    slices: list[int] = []
    trace = hashlib.sha256()
    try:
        next(search)
        while sum(slices) < nodes:
            slices.append(search.send(SLICE))
            trace.update(repr(_state(search)).encode())
    except StopIteration as stop:
        return slices, trace.hexdigest()[:16], stop.value
    search.close()
    return slices, trace.hexdigest()[:16], None


def passes(variants: list[str], deals: list[int], budgets: list[int]) -> Iterator[str]:
    for variant in variants:
        for deal in deals:
            cols, found, kernel = _table(variant, deal)
            for label, make in _pass_makers(cols, found, kernel):
                for nodes in budgets:
                    slices, trace, out = _drive(make(), nodes)
                    record: dict[str, object] = {
                        "variant": variant,
                        "deal": deal,
                        "pass": label,
                        "budget": nodes,
                        "slices": _digest([(n, 0) for n in slices]),
                        "used": sum(slices),
                        "state": trace,
                    }
                    if out is not None:
                        record |= {
                            "won": out.won,
                            "complete": out.complete,
                            "nodes": out.nodes,
                            "length": len(out.moves),
                            "moves": _digest(out.moves),
                        }
                    yield json.dumps(record)


def _run_job(job: str, nodes: int) -> tuple[Outcome | None, int, float]:
    """The portfolio on ``variant:deal`` with a node budget: its outcome, the nodes it
    used and its CPU-seconds."""
    variant, _, deal = job.rpartition(":")
    cols, found, kernel = _table(variant, int(deal))
    budget = Budget(nodes, None, None, None)
    start = time.process_time()
    out = run(cols, found, kernel, budget)
    return out, budget.used, time.process_time() - start


def _verdict(out: Outcome | None) -> str:
    return "unknown" if out is None else ("won" if out.won else "lost")


def cpu(jobs: list[str], nodes: int) -> Iterator[str]:
    for job in jobs:
        out, used, seconds = _run_job(job, nodes)
        yield f"{job} {nodes} nodes: {seconds:.2f} CPU-s ({_verdict(out)}, {used} used)"


def pass_cpu(jobs: list[str], nodes: int) -> Iterator[str]:
    """Nodes per CPU-second of each depth-first and best-first pass alone (as
    ``passes`` makes them) on each ``variant:deal``, up to ``nodes`` nodes or its end."""
    for job in jobs:
        variant, _, deal = job.rpartition(":")
        cols, found, kernel = _table(variant, int(deal))
        for label, make in _pass_makers(cols, found, kernel):
            search = make()
            used = 0
            start = time.process_time()
            try:
                next(search)
                while used < nodes:
                    used += search.send(min(SLICE, nodes - used))
            except StopIteration as stop:
                used += stop.value.nodes
            search.close()
            seconds = time.process_time() - start
            yield f"{job} {label}: {used} nodes, {seconds:.2f} CPU-s, {used / seconds:,.0f} a CPU-s"


def one(label: str, job: str, nodes: int) -> Iterator[str]:
    """One pass alone (a label of ``passes``, or ``beam``: the portfolio's beam pass) on
    ``variant:deal``, run to ``nodes`` nodes in slices of 1,000 (or to its end)."""
    variant, _, deal = job.rpartition(":")
    cols, found, kernel = _table(variant, int(deal))
    makers = dict(_pass_makers(cols, found, kernel))
    makers["beam"] = lambda: beam_pass(cols, found, kernel)
    search = makers[label]()
    used = 0
    try:
        next(search)
        while used < nodes:
            used += search.send(min(1_000, nodes - used))
    except StopIteration as stop:
        used += stop.value.nodes
    search.close()
    yield f"{job} {label}: {used} nodes"


def _timed(search: Pass, tally: list[float]) -> Generator[int, int, Outcome]:
    """``search`` with the nodes and CPU-seconds of every slice added to ``tally``
    (nodes, seconds, 1 once it ended by itself)."""
    quota = yield 0
    try:
        while True:
            start = time.process_time()
            try:
                n = search.send(quota)
            except StopIteration as stop:
                out: Outcome = stop.value
                tally[0] += out.nodes
                tally[1] += time.process_time() - start
                tally[2] = 1
                return out
            tally[0] += n
            tally[1] += time.process_time() - start
            quota = yield n
    finally:
        search.close()


def _timed_live(tallies: dict[str, list[float]]) -> Callable[..., object]:
    """A stand-in for ``portfolio._Live``: run() makes one per pass still running after
    its first step, so each pass is wrapped there, under its portfolio name."""
    live = portfolio._Live

    def make(kind: PassKind, search: Pass, left: int | None, turns: int) -> object:
        wrapped = _timed(search, tallies.setdefault(kind.value, [0, 0.0, 0]))
        next(wrapped)
        return live(kind, wrapped, left, turns)

    return make


def shares(jobs: list[str], nodes: int) -> Iterator[str]:
    live = portfolio._Live
    for job in jobs:
        tallies: dict[str, list[float]] = {}
        portfolio._Live = _timed_live(tallies)  # type: ignore[assignment,misc]
        try:
            out, used, seconds = _run_job(job, nodes)
        finally:
            portfolio._Live = live  # type: ignore[misc]
        record: dict[str, object] = {
            "job": job,
            "verdict": _verdict(out),
            "source": None if out is None or out.source is None else out.source.value,
            "used": used,
            "cpu": round(seconds, 2),
            "passes": {k: [int(n), round(t, 2), bool(e)] for k, (n, t, e) in tallies.items()},
        }
        yield json.dumps(record)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("mode", choices=("outcomes", "passes", "cpu", "shares", "pass-cpu", "one"))
    p.add_argument("jobs", nargs="*", help="cpu, shares: variant:deal ...; one: PASS variant:deal")
    p.add_argument("--nodes", type=int, nargs="+")
    p.add_argument("--deals", default="1-6")
    p.add_argument("--variant", nargs="+", default=list(VARIANTS))
    args = p.parse_args()
    deals = _deals(args.deals)
    if args.mode == "outcomes":
        lines = outcomes(args.variant, deals, args.nodes or [60_000, 300_000])
    elif args.mode == "passes":
        lines = passes(args.variant, deals, args.nodes or [50_000])
    elif args.mode == "one":
        if len(args.jobs) != 2:
            p.error("one: give a pass and a variant:deal")
        lines = one(args.jobs[0], args.jobs[1], (args.nodes or [30_000])[0])
    elif args.mode == "pass-cpu":
        lines = pass_cpu(args.jobs, (args.nodes or [200_000])[0])
    elif args.mode == "shares":
        lines = shares(args.jobs, (args.nodes or [800_000])[0])
    else:
        lines = cpu(args.jobs, (args.nodes or [500_000])[0])
    for line in lines:
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
