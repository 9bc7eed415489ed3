"""Fill a statistics database with plausible games, for screenshots of the Statistics window.

Usage (from the repository root):
    uv run python tools/fill_stats.py                      # 40 games into a temporary file
    uv run python tools/fill_stats.py --games 80 --out /tmp/stats.sqlite --seed 3

Games spread over the last weeks across the variants, with daily deals on most days (a
streak or two), some won with help, some abandoned early; scores follow the game's own
scoring. Prints the file's path. Refuses to touch an existing file.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from bakers_dozen_qt.engine import daily_deal_number
from bakers_dozen_qt.engine.scoring import score
from bakers_dozen_qt.store import GameRecord, StatsStore

VARIANTS = [
    ("bakers-dozen", 0.55, 0.62),  # id, share of games, chance of a win
    ("spanish-patience", 0.15, 0.8),
    ("good-measure", 0.12, 0.55),
    ("portuguese-solitaire", 0.08, 0.5),
    ("castles-in-spain", 0.05, 0.35),
    ("bakers-dozen-1883", 0.05, 0.3),
]


def plausible_game(rng: random.Random, when: dt.datetime, daily: bool) -> GameRecord:
    variant = rng.choices([v[0] for v in VARIANTS], [v[1] for v in VARIANTS])[0]
    if daily:
        variant = "bakers-dozen"
    win_chance = dict((v[0], v[2]) for v in VARIANTS)[variant]
    won = rng.random() < win_chance
    helped = rng.random() < (0.12 if won else 0.05)
    if won:
        seconds = min(3600.0, rng.lognormvariate(5.6, 0.45))  # around 4-5 minutes
        cards = 52
        moves = rng.randint(62, 110)
    else:
        seconds = rng.uniform(20, 900)
        cards = rng.randint(0, 44)
        moves = rng.randint(3, 90)
    if helped:
        seconds *= 0.6
    seconds = round(seconds, 1)
    deal = daily_deal_number(when.date()) if daily else rng.randint(1, 1_000_000)
    return GameRecord(
        variant=variant,
        deal=deal,
        won=won,
        moves=moves,
        seconds=seconds,
        score=score(cards, won, seconds),
        hints=rng.choice([0, 0, 0, 1, 2, 4]),
        undos=rng.choice([0, 0, 1, 3, 7, 12]),
        helped=helped,
        daily=daily,
        finished_at=when.strftime("%Y-%m-%dT%H:%M:%SZ"),
    )


def fill(path: Path, games: int, seed: int, days: int) -> int:
    rng = random.Random(seed)
    now = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    first = now - dt.timedelta(days=days)
    daily_days = [d for d in range(days + 1) if rng.random() < 0.75]
    # Today's daily game, if any, was played before now, not later today.
    records = [
        plausible_game(rng, min(now, first + dt.timedelta(days=d, hours=rng.uniform(7, 22))), True)
        for d in daily_days
    ]
    records = records[len(records) - games // 2 :] if games else []  # the latest days
    while len(records) < games:
        when = first + dt.timedelta(seconds=rng.uniform(0, days * 86400))
        records.append(plausible_game(rng, when, False))
    records.sort(key=lambda r: r.finished_at or "")
    with StatsStore(path) as store:
        for r in records:
            store.record(r)
    return len(records)


def main() -> None:
    parser = argparse.ArgumentParser(description="Fill a statistics file with plausible games.")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    if args.games < 0 or args.days < 1:
        parser.error("--games must be 0 or more and --days 1 or more")
    if args.out is None:
        args.out = Path(tempfile.mkdtemp(prefix="bakers-stats-")) / "statistics.sqlite"
    elif args.out.exists():
        parser.error(f"{args.out} exists; choose a new file")
    count = fill(args.out, args.games, args.seed, args.days)
    print(f"{count} games in {args.out}")


if __name__ == "__main__":
    main()
