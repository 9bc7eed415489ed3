"""Counts what a screen reader gets from the game (issue 44's audit), on a desktop of its
own: ``uv run python tools/screen_reader_audit.py [--deal N] [--moves N] [--idle S]``.

Starts the game under Xvfb with the accessibility bus and an AT-SPI listener registered
for what Orca 43 listens to (and Orca itself, with ``--orca``), then prints:

- the accessible objects in the main window and the focusable ones without a name;
- the events per move: the first ``--moves`` moves of the deal's winning line played by
  column keys, the events counted by type after each;
- the name changes per minute while nobody plays (the clock ticking);
- Qt's "invalid interface" warnings in the game's output;
- with ``--orca``, what Orca spoke for each move.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from screen_reader_session import desktop, missing, move_keys, winning_line

NO_ANIMATION = "[view]\nanimation=false\n"


def _window_rows(rows: list[dict[str, object]], title: str) -> list[dict[str, object]]:
    """The rows of the top-level window named ``title`` (depth 1) and its insides."""
    inside, out = False, []
    for r in rows:
        if r["depth"] == 1:
            inside = r["name"] == title
        if inside:
            out.append(r)
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deal", type=int, default=1)
    parser.add_argument("--moves", type=int, default=10)
    parser.add_argument("--idle", type=float, default=60.0)
    parser.add_argument("--orca", action="store_true")
    opts = parser.parse_args(argv)
    lacking = missing(orca=opts.orca, listener=True)
    if lacking:
        print("missing: " + ", ".join(lacking), file=sys.stderr)
        return 2
    line = winning_line(opts.deal)
    with tempfile.TemporaryDirectory(prefix="sr-audit-") as tmp, desktop(Path(tmp)) as d:
        if opts.orca:
            d.start_orca()
        d.start_listener()
        d.start_game(["--deal", str(opts.deal), "--lang", "en"], NO_ANIMATION)
        time.sleep(3)
        rows = d.tree()
        focusable = [r for r in rows if "focusable" in r["states"] and "showing" in r["states"]]
        unnamed = [r for r in focusable if not r["name"].strip()]
        print(
            f"accessible objects: {len(rows)}; focusable showing: {len(focusable)}; "
            f"unnamed focusable: {len(unnamed)}"
        )
        for r in unnamed:
            print(f"  unnamed: {r['role']} (depth {r['depth']})")
        # Moves: the events that follow each move's keys, until the next move.
        per_move: list[Counter[str]] = []
        for move, _drops in line[: opts.moves]:
            before = len(d.events())
            heard = len(d.spoken())
            d.key(*move_keys(move))
            time.sleep(0.8)
            per_move.append(Counter(e["type"] for e in d.events()[before:]))
            if opts.orca:
                print(f"  {move}: Orca said {d.spoken()[heard:]}")
        total = Counter[str]()
        for c in per_move:
            total.update(c)
        n = max(len(per_move), 1)
        print(f"events per move (mean of {len(per_move)}): {sum(total.values()) / n:.1f}")
        for kind, count in total.most_common():
            print(f"  {kind}: {count / n:.1f}")
        before = len(d.events())
        time.sleep(opts.idle)
        idle = d.events()[before:]
        names = [e for e in idle if e["type"].endswith("accessible-name")]
        print(
            f"name changes while idle: {len(names) * 60 / opts.idle:.0f} a minute "
            f"({Counter(e['name'] for e in names).most_common(3)}); "
            f"all events: {len(idle) * 60 / opts.idle:.0f} a minute"
        )
        # The other windows: How to Play, Help > Keyboard, the Statistics.
        for keys, what in (
            (["F1"], "How to Play"),
            (["alt+h", "k"], "Keyboard"),
            (["ctrl+i"], "Statistics"),
        ):
            d.key(*keys)
            time.sleep(3)
            rows = d.tree()
            window = [r for r in _window_rows(rows, what)]
            focusable = [
                r for r in window if "focusable" in r["states"] and "showing" in r["states"]
            ]
            unnamed = [r for r in focusable if not r["name"].strip()]
            print(
                f"{what}: {len(window)} objects, {len(focusable)} focusable, "
                f"{len(unnamed)} unnamed focusable"
            )
            for r in unnamed:
                print(f"  unnamed: {r['role']}")
            d.key("Escape")
            time.sleep(1)
        log = d.game_log.read_text(encoding="utf-8", errors="replace")
        print(f"'invalid interface' warnings: {log.count('invalid interface')}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
