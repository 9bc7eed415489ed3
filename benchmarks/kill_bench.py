"""Kill a process mid-write many times: is the saved game (or the statistics) always whole?

Run: ``uv run python benchmarks/kill_bench.py [--kills 200] [--kind save|stats|app|both]``.
Each round starts a child that writes versions of the saved game (or statistics rows)
as fast as it can, SIGKILLs it at a random moment, then does what the app does at start
(clean orphans, open) and checks that the file holds one whole version, none lost.
The test suite runs the same with 15 kills (``tests/store/test_kill.py``).

``--kind app`` ends the real game instead, while it plays a move every 30 ms, on the
same folders round after round (each start resumes the game): with SIGTERM (a logout,
a shutdown) after up to 2 s of play the save must hold every move; with SIGKILL after
up to 12 s it must be whole and behind by no more than the autosave's bounded wait
(``tests/app_kill.py``; the suite runs 3 rounds of each in ``tests/test_quit_saves.py``).
"""

from __future__ import annotations

import argparse
import platform
import signal
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "store"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from kill_child import kill_rounds

from app_kill import app_kill_rounds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--kind", choices=["save", "stats", "app", "both"], default="both")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"python {platform.python_version()}, {platform.system()} {platform.machine()}")
    if args.kind == "app":
        app_kills(args.kills, args.seed)
    kinds = ["save", "stats"] if args.kind == "both" else [args.kind]
    failed = False
    for kind in kinds:
        with tempfile.TemporaryDirectory() as folder:
            t0 = time.perf_counter()
            tally = kill_rounds(kind, Path(folder), args.kills, args.seed)
            seconds = time.perf_counter() - t0
        print(
            f"{kind:5}: {tally.rounds} kills, {tally.intact} intact, "
            f"{tally.versions} versions written, {tally.orphans_seen} leftover files after "
            f"kills, {tally.orphans_left} after cleanup, {seconds:.1f} s"
        )
        for problem in tally.problems[:10]:
            print(f"       {problem}")
        failed = failed or bool(tally.problems) or tally.orphans_left > 0
    sys.exit(1 if failed else 0)


def app_kills(rounds: int, seed: int) -> None:
    failed = False
    for sig, longest in ((signal.SIGTERM, 2.0), (signal.SIGKILL, 12.0)):
        with tempfile.TemporaryDirectory() as folder:
            t0 = time.perf_counter()
            tally = app_kill_rounds(Path(folder), rounds, sig, seed, longest)
            seconds = time.perf_counter() - t0
        if sig == signal.SIGTERM:
            kept = f"{tally.exact} with every move saved"
        else:
            kept = f"{tally.whole} saved whole, at most {tally.worst_lag_s:.1f} s of play behind"
        print(
            f"app, {sig.name}: {tally.rounds} rounds, {kept}, {tally.moves_seen} tables "
            f"played, {seconds:.1f} s"
        )
        for problem in tally.problems[:10]:
            print(f"       {problem}")
        failed = failed or bool(tally.problems)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
