"""Kill a process mid-write many times: is the saved game (or the statistics) always whole?

Run: ``uv run python benchmarks/kill_bench.py [--kills 200] [--kind save|stats|both]``.
Each round starts a child that writes versions of the saved game (or statistics rows)
as fast as it can, SIGKILLs it at a random moment, then does what the app does at start
(clean orphans, open) and checks that the file holds one whole version, none lost.
The test suite runs the same with 15 kills (``tests/store/test_kill.py``).
"""

from __future__ import annotations

import argparse
import platform
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "store"))

from kill_child import kill_rounds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--kind", choices=["save", "stats", "both"], default="both")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"python {platform.python_version()}, {platform.system()} {platform.machine()}")
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


if __name__ == "__main__":
    main()
