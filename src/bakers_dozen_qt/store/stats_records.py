"""One finished game (:class:`GameRecord`: the one type the session, the store and the
waiting-games file share) and the statistics window's questions, asked of the ``games``
table: leaderboards, placings, daily streaks, the last games for a chart, a histogram of
winning times, and the CSV export. Functions of a connection, so they run on whatever
thread owns it.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import math
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final, TextIO

from .atomic import atomic_writer
from .game_lines import GameLine

RECORD_COLUMNS: Final = (
    *("id", "variant", "deal", "daily", "finished_at", "won", "moves", "seconds", "score"),
    *("hints", "undos", "helped"),
)
"""The columns :func:`row_to_record` reads, in its order."""
_COLUMNS: Final = ", ".join(RECORD_COLUMNS)
GOOD: Final = "good_games"
"""The rows this version can read (the export reads them all); a temporary view."""
COUNTED: Final = "deal IS NOT NULL"
"""The games the figures count: practice (no deal number, see ``stats``) is left out."""
FIGURES: Final = "counted_games"
"""The readable rows the figures count: every question of the window reads this view."""
_VIEWS: Final = (
    f"""CREATE TEMP VIEW IF NOT EXISTS {GOOD} AS SELECT * FROM games WHERE
    typeof(variant) = 'text' AND typeof(finished_at) = 'text'
    AND (deal IS NULL OR (typeof(deal) = 'integer' AND deal BETWEEN 1 AND 2147483647))
    AND typeof(won) = 'integer' AND won IN (0, 1)
    AND typeof(helped) = 'integer' AND helped IN (0, 1)
    AND typeof(daily) = 'integer' AND daily IN (0, 1)
    AND typeof(moves) = 'integer' AND moves >= 0
    AND typeof(hints) = 'integer' AND hints >= 0
    AND typeof(undos) = 'integer' AND undos >= 0
    AND typeof(score) = 'integer'
    AND typeof(seconds) IN ('integer', 'real') AND seconds >= 0 AND seconds < 1e12""",
    f"CREATE TEMP VIEW IF NOT EXISTS {FIGURES} AS SELECT * FROM {GOOD} WHERE {COUNTED}",
)
FIRST_DAY: Final = 19700101
LAST_DAY: Final = 99991230
"""Daily deals are numbered by their date; a number outside these is no day's deal."""


def read_only_good_rows(db: sqlite3.Connection) -> None:
    """Make the :data:`GOOD` and :data:`FIGURES` views on ``db`` (temporary ones: the
    file is not changed). A row this version would never write (a text where a number
    belongs, a time below zero, a result of 7...) is left out of every answer, and
    counted apart."""
    for view in _VIEWS:
        db.execute(view)


# Unaided games first, then the higher score, the faster time, the earlier game.
_ORDER: Final = "helped ASC, score DESC, seconds ASC, id ASC"
WIDTHS: Final = (10, 15, 30, 60, 120, 180, 300, 600, 900, 1200, 1800, 3600, 7200, 14400)
"""Round widths, in seconds, that a histogram's bins may take."""


@dataclass(frozen=True)
class GameRecord:
    """One finished game: as the app hands it over (no ``id`` yet) and as the store
    reads it back (with its row ``id`` and ``finished_at``)."""

    variant: str
    deal: int | None
    won: bool
    moves: int
    """The player's own moves (not the safe moves made for them, not solver moves)."""
    seconds: float
    score: int
    hints: int = 0
    undos: int = 0
    helped: bool = False
    daily: bool = False
    finished_at: str | None = None
    """UTC, ``YYYY-MM-DDTHH:MM:SSZ``; ``None`` for now."""
    id: int | None = None
    """The row's number in the file; ``None`` until it is written."""
    line: GameLine | None = field(default=None, compare=False, repr=False)
    """The game's rules and moves, to be kept for a replay (the app hands it over; the
    figures never read it back: ``None`` there says nothing about the file)."""

    @property
    def practice(self) -> bool:
        """No deal number: a position the player did not deal, never counted."""
        return self.deal is None

    def __post_init__(self) -> None:
        if not math.isfinite(self.seconds) or self.seconds < 0:
            raise ValueError(f"seconds must be finite and not negative, not {self.seconds}")
        if min(self.moves, self.hints, self.undos) < 0:
            raise ValueError("moves, hints and undos cannot be negative")


@dataclass(frozen=True)
class Placing:
    """Where a game stands: 1-based ranks, ``None`` when outside the top (or when the
    game was not an unaided win: only those can enter a leaderboard)."""

    variant_rank: int | None
    daily_rank: int | None

    @property
    def entered(self) -> bool:
        return self.variant_rank is not None or self.daily_rank is not None


@dataclass(frozen=True)
class DailyStreaks:
    """Runs of consecutive calendar days (daily deals are numbered by their date).
    A current run may end yesterday: today's deal can still be played."""

    current_played: int
    longest_played: int
    current_won: int
    longest_won: int


@dataclass(frozen=True)
class RecentGame:
    id: int
    score: int
    won: bool
    helped: bool
    win_rate: float
    """Wins among the ``window`` games ending with this one (fewer at the very start)."""


@dataclass(frozen=True)
class DailyPlayed:
    """A daily deal played in one variant: its best result (1 played, 2 won with help,
    3 won) and when it was last finished."""

    deal: int
    variant: str
    best: int
    last_finished: str


@dataclass(frozen=True)
class Bin:
    """Winning times ``start <= seconds < end``."""

    start: int
    end: int
    count: int


def row_to_record(r: tuple[object, ...]) -> GameRecord:
    i, variant, deal, daily, finished, won, moves, seconds, score, hints, undos, helped = r
    assert isinstance(i, int) and isinstance(variant, str) and isinstance(finished, str)
    assert deal is None or isinstance(deal, int)
    assert isinstance(moves, int) and isinstance(score, int)
    assert isinstance(seconds, (int, float)) and isinstance(hints, int)
    assert isinstance(undos, int)
    return GameRecord(
        variant,
        deal,
        bool(won),
        moves,
        float(seconds),
        score,
        hints,
        undos,
        bool(helped),
        bool(daily),
        finished,
        i,
    )


def leaderboard(
    db: sqlite3.Connection,
    variant: str,
    *,
    deal: int | None = None,
    daily: bool | None = True,
    limit: int = 10,
    wins_only: bool = True,
) -> list[GameRecord]:
    """The top ``limit`` wins of ``variant`` (every game, lost ones too, when not
    ``wins_only``); of one ``deal`` if given (daily deals only unless ``daily`` is
    ``None``)."""
    where, args = "variant = ?", list[object]([variant])
    if wins_only:
        where += " AND won = 1"
    if deal is not None:
        where += " AND deal = ?"
        args.append(deal)
        if daily is not None:
            where += " AND daily = ?"
            args.append(int(daily))
    rows = db.execute(
        f"SELECT {_COLUMNS} FROM {FIGURES} WHERE {where} ORDER BY {_ORDER} LIMIT ?",
        (*args, limit),
    )
    return [row_to_record(r) for r in rows]


def placing(db: sqlite3.Connection, game_id: int, limit: int = 10) -> Placing:
    found = db.execute(f"SELECT {_COLUMNS} FROM {GOOD} WHERE id = ?", (game_id,)).fetchone()
    if found is None:
        return Placing(None, None)
    game = row_to_record(found)
    if not game.won or game.helped or game.deal is None:
        return Placing(None, None)
    ahead = (
        f"SELECT count(*) FROM {FIGURES} WHERE variant = ? AND won = 1"
        " {extra} AND (helped < ?"
        " OR (helped = ? AND (score > ? OR (score = ? AND (seconds < ?"
        " OR (seconds = ? AND id < ?))))))"
    )
    key = (0, 0, game.score, game.score, game.seconds, game.seconds, game.id)

    def rank(extra: str, args: tuple[object, ...]) -> int | None:
        (n,) = db.execute(ahead.format(extra=extra), (game.variant, *args, *key)).fetchone()
        return n + 1 if n < limit else None

    variant_rank = rank("", ())
    daily_rank = None
    if game.daily and game.deal is not None:
        daily_rank = rank("AND daily = 1 AND deal = ?", (game.deal,))
    return Placing(variant_rank, daily_rank)


def _deal_date(deal: int) -> dt.date | None:
    if not FIRST_DAY <= deal <= LAST_DAY:  # "year 1" has no day before it to count runs
        return None
    try:
        return dt.date(deal // 10000, deal // 100 % 100, deal % 100)
    except ValueError:
        return None


def _runs(days: set[dt.date], today: dt.date) -> tuple[int, int]:
    """(current run ending today or yesterday, longest run) of consecutive days."""
    longest = 0
    for d in days:
        if d - dt.timedelta(days=1) in days:
            continue  # not the first day of a run
        n = 1
        while d + dt.timedelta(days=n) in days:
            n += 1
        longest = max(longest, n)
    end = today if today in days else today - dt.timedelta(days=1)
    current = 0
    while end - dt.timedelta(days=current) in days:
        current += 1
    return current, longest


def daily_streaks(db: sqlite3.Connection, today: str | None = None) -> DailyStreaks:
    day = dt.date.fromisoformat(today) if today else dt.date.today()
    played: set[dt.date] = set()
    won: set[dt.date] = set()
    rows = db.execute(
        f"SELECT deal, max(won AND NOT helped) FROM {FIGURES} WHERE daily = 1 GROUP BY deal"
    )
    for deal, unaided_win in rows:
        d = _deal_date(deal)
        if d is None:
            continue
        played.add(d)
        if unaided_win:
            won.add(d)
    cp, lp = _runs(played, day)
    cw, lw = _runs(won, day)
    return DailyStreaks(cp, lp, cw, lw)


def recent(
    db: sqlite3.Connection, count: int, variant: str | None = None, window: int = 10
) -> list[RecentGame]:
    where, args = ("", ()) if variant is None else ("AND variant = ?", (variant,))
    take = count + max(window, 1) - 1
    rows = db.execute(
        f"SELECT id, score, won, helped FROM {FIGURES} WHERE 1 {where} ORDER BY id DESC LIMIT ?",
        (*args, take),
    ).fetchall()
    rows.reverse()
    out = []
    for i, (game_id, score, won, helped) in enumerate(rows):
        span = rows[max(0, i - window + 1) : i + 1]
        rate = sum(1 for r in span if r[2]) / len(span)
        out.append(RecentGame(game_id, score, bool(won), bool(helped), rate))
    return out[-count:] if count > 0 else []


def win_time_histogram(
    db: sqlite3.Connection, variant: str | None = None, max_bins: int = 12
) -> list[Bin]:
    where, args = ("", ()) if variant is None else ("AND variant = ?", (variant,))
    wins = f"{FIGURES} WHERE won = 1 AND helped = 0 {where}"
    low, high = db.execute(
        f"SELECT min(CAST(seconds AS INTEGER)), max(CAST(seconds AS INTEGER)) FROM {wins}", args
    ).fetchone()
    if low is None:
        return []
    width = WIDTHS[-1]
    for w in WIDTHS:
        if high // w - low // w + 1 <= max_bins:
            width = w
            break
    first = low // width
    counts = [0] * (high // width - first + 1)
    for b, n in db.execute(
        f"SELECT CAST(seconds AS INTEGER) / ? AS b, count(*) FROM {wins} GROUP BY b",
        (width, *args),
    ):
        counts[b - first] = n
    return [Bin((first + i) * width, (first + i + 1) * width, n) for i, n in enumerate(counts)]


def daily_deals(db: sqlite3.Connection, variant: str | None) -> list[DailyPlayed]:
    where, args = ("", ()) if variant is None else ("AND variant = ?", (variant,))
    rows = db.execute(
        "SELECT deal, variant, max(CASE WHEN won AND NOT helped THEN 3 WHEN won THEN 2"
        f" ELSE 1 END), max(finished_at) FROM {FIGURES} WHERE daily = 1"
        f" {where} GROUP BY deal, variant",
        args,
    )
    return [DailyPlayed(*row) for row in rows]


def all_games(db: sqlite3.Connection) -> Iterator[GameRecord]:
    """Every game, oldest first, read as it is walked (a file may hold millions)."""
    for row in db.execute(f"SELECT {_COLUMNS} FROM {GOOD} ORDER BY id"):
        yield row_to_record(row)


CSV_HEADER: Final = (
    "id",
    "finished_at",
    "variant",
    "deal",
    "daily",
    "won",
    "helped",
    "moves",
    "hints",
    "undos",
    "seconds",
    "score",
)


def _cell(text: str) -> str:
    # A spreadsheet runs a cell that starts like a formula; ours never do, but the file
    # may have been edited by hand.
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


def write_csv(games: Iterable[GameRecord], out: TextIO) -> int:
    """Write ``games`` to ``out`` as CSV, one at a time; how many."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    n = 0
    for g in games:
        writer.writerow(
            (
                "" if g.id is None else g.id,
                _cell(g.finished_at or ""),
                _cell(g.variant),
                "" if g.deal is None else g.deal,
                int(g.daily),
                int(g.won),
                int(g.helped),
                g.moves,
                g.hints,
                g.undos,
                f"{g.seconds:.3f}".rstrip("0").rstrip("."),
                g.score,
            )
        )
        n += 1
    return n


def export_csv(db: sqlite3.Connection, target: Path) -> int:
    """Every game to ``target`` (atomically), streamed: a large file is never held whole."""
    with atomic_writer(target) as raw:
        out = io.TextIOWrapper(raw, encoding="utf-8", newline="")
        count = write_csv(all_games(db), out)
        out.flush()
        out.detach()  # the writer closes the file itself, once it is on the disk
    return count
