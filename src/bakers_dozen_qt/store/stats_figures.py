"""The summary's figures (games, wins, best score and time, median win, runs of wins),
for each variant and for all, worked out in a few passes over the file that hold nothing
but the figures: a file of millions of games costs time in proportion, never memory.
Practice games (no deal number) are not counted (``stats``)."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field

from .stats_records import FIGURES


@dataclass(frozen=True)
class Statistics:
    played: int
    won: int
    """Every win, with help or without."""
    best_score: int | None
    best_seconds: float | None  # fastest win
    median_win_seconds: float | None
    current_streak: int  # wins in a row, ending with the latest game
    longest_streak: int
    won_with_help: int = 0

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass
class _Tally:
    played: int = 0
    won: int = 0
    won_with_help: int = 0
    unaided_wins: int = 0
    best_score: int | None = None
    best_seconds: float | None = None
    median: float | None = None
    run: int = 0
    longest: int = 0
    middle: list[float] = field(default_factory=list)

    def figures(self) -> Statistics:
        return Statistics(
            played=self.played,
            won=self.won,
            best_score=self.best_score,
            best_seconds=self.best_seconds,
            median_win_seconds=self.median,
            current_streak=self.run,
            longest_streak=self.longest,
            won_with_help=self.won_with_help,
        )


def _middle(n: int) -> tuple[int, int]:
    """The positions (0-based, in sorted order) whose mean is the median of ``n`` values."""
    return (n - 1) // 2, n // 2


def figures(
    db: sqlite3.Connection, variant: str | None = None
) -> tuple[dict[str, Statistics], Statistics]:
    """Each variant's figures (only ``variant``'s when it is given) and those of all the
    games counted. Records count only games won without help."""
    where, args = ("", ()) if variant is None else ("WHERE variant = ?", (variant,))
    tallies: dict[str, _Tally] = {}
    total = _Tally()
    for v, played, won, helped, unaided, best_score, best_seconds in db.execute(
        "SELECT variant, count(*), sum(won), sum(won AND helped), sum(won AND NOT helped),"
        " max(CASE WHEN NOT helped THEN score END),"
        f" min(CASE WHEN won AND NOT helped THEN seconds END) FROM {FIGURES} {where}"
        " GROUP BY variant",
        args,
    ):
        t = tallies[v] = _Tally(played, won, helped, unaided, best_score)
        t.best_seconds = float(best_seconds) if best_seconds is not None else None
        total.played += played
        total.won += won
        total.won_with_help += helped
        total.unaided_wins += unaided
        if best_score is not None and (total.best_score is None or best_score > total.best_score):
            total.best_score = best_score
        fastest = t.best_seconds
        if fastest is not None and (total.best_seconds is None or fastest < total.best_seconds):
            total.best_seconds = fastest
    # Runs of unaided wins, in the order the games were played: [current, longest] of
    # each variant, plain lists in a plain loop (it may see millions of rows).
    runs = {v: [0, 0] for v in tallies}
    both = [0, 0]
    for v, unaided_win in db.execute(
        f"SELECT variant, won AND NOT helped FROM {FIGURES} {where} ORDER BY id", args
    ):
        for r in (runs[v], both):
            if unaided_win:
                r[0] += 1
                if r[0] > r[1]:
                    r[1] = r[0]
            else:
                r[0] = 0
    for v, (run, longest) in runs.items():
        tallies[v].run, tallies[v].longest = run, longest
    total.run, total.longest = both
    # Medians of the unaided winning times: each variant's, read in order of time.
    and_variant = "" if variant is None else "AND variant = ?"
    wins = f"{FIGURES} WHERE won AND NOT helped {and_variant}"
    seen, current, middle = 0, "", (0, 0)
    for v, seconds in db.execute(
        f"SELECT variant, seconds FROM {wins} ORDER BY variant, seconds", args
    ):
        if v != current:
            seen, current, middle = 0, v, _middle(tallies[v].unaided_wins)
        if seen == middle[0] or seen == middle[1]:
            tallies[v].middle.append(float(seconds))
        seen += 1
    for t in tallies.values():
        if t.middle:
            t.median = sum(t.middle) / len(t.middle)
    if variant is not None and variant in tallies:
        return {variant: tallies[variant].figures()}, tallies[variant].figures()
    n = total.unaided_wins
    if n:
        low, _ = _middle(n)
        (total.median,) = db.execute(
            f"SELECT avg(seconds) FROM (SELECT seconds FROM {wins} ORDER BY seconds"
            " LIMIT ? OFFSET ?)",
            (*args, 2 - n % 2, low),
        ).fetchone()
    return {v: t.figures() for v, t in tallies.items()}, total.figures()
