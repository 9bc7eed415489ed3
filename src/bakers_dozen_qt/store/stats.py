"""Statistics of finished games in SQLite (stdlib ``sqlite3``): one row a game.

:class:`StatsStore` is the synchronous store: it blocks while SQLite waits for a lock,
so the app uses it only on :class:`~.stats_service.StatsService`'s thread; tools and
tests use it directly. Records — best score, fastest and median win, streaks — count
only games played without help (Show the Way, Where Was It Lost?'s Go Back): a game won
with help counts as played and won, and it ends a winning streak without extending it.

A game without a deal number is practice (a pasted board: nobody dealt it, nobody can
replay it). The app no longer records one, and the rows older versions wrote are kept
and exported but left out of every figure: no count, record, top ten, streak or chart,
and never a game to send to an online board.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from . import stats_records as records
from .game_lines import LINE_MAX, GameLine, LineError, encode, read_line, rules_column
from .stats_figures import Statistics, figures
from .stats_history import (
    EVERY_GAME,
    PAGE,
    HistoryEntry,
    HistoryFilter,
    history_count,
    history_page,
)
from .stats_records import Bin, DailyStreaks, GameRecord, Placing, RecentGame
from .stats_schema import SCHEMA_VERSION, connect
from .stats_transfer import Imported, export_statistics, import_statistics

__all__ = [
    "SCHEMA_VERSION",
    "Bin",
    "DailyStreaks",
    "GameLine",
    "GameRecord",
    "HistoryEntry",
    "HistoryFilter",
    "LineError",
    "Placing",
    "RecentGame",
    "Statistics",
    "StatsStore",
]


class StatsStore:
    """One SQLite file. Opening it never fails on a bad file: a damaged file, or one from
    a newer version, is moved aside and a fresh one made (``notice`` says so). A locked
    or unavailable one raises :class:`~.stats_schema.StatsOpenError`, worth retrying.
    """

    def __init__(self, path: Path | str, *, timeout: float = 2.0) -> None:
        self.path = Path(path)
        # What happened at opening that the player should hear of (None: nothing).
        self._db, self.notice = connect(path, timeout)
        records.read_only_good_rows(self._db)
        self._all_good: bool | None = None  # no unreadable row (None: not looked yet)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> StatsStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- writing ------------------------------------------------------------------------

    def record(self, game: GameRecord) -> int:
        """Add one game (written whole or not at all); its row id."""
        finished = game.finished_at or time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        with self._transaction():
            cursor = self._db.execute(
                "INSERT INTO games (variant, deal, finished_at, won, moves, seconds, score,"
                " hints, undos, helped, daily) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game.variant,
                    game.deal,
                    finished,
                    int(game.won),
                    game.moves,
                    game.seconds,
                    game.score,
                    game.hints,
                    game.undos,
                    int(game.helped),
                    int(game.daily),
                ),
            )
            assert cursor.lastrowid is not None
            if game.line is not None and len(game.line.moves) <= LINE_MAX:
                self._db.execute(
                    "INSERT INTO lines (game, rules, moves) VALUES (?, ?, ?)",
                    (
                        cursor.lastrowid,
                        rules_column(game.line.rules),
                        encode(game.line.moves),
                    ),
                )
        return cursor.lastrowid

    def has_game(self, game: GameRecord) -> bool:
        """Whether this very game (same finish time and result) is already stored."""
        found = self._db.execute(
            "SELECT 1 FROM games WHERE variant = ? AND deal IS ? AND finished_at = ?"
            " AND won = ? AND score = ? AND seconds = ? LIMIT 1",
            (game.variant, game.deal, game.finished_at, int(game.won), game.score, game.seconds),
        ).fetchone()
        return found is not None

    def reset(self, variant: str | None = None) -> None:
        """Forget every game (of ``variant``, or all)."""
        with self._transaction():
            if variant is None:
                self._db.execute("DELETE FROM games")
            else:
                self._db.execute("DELETE FROM games WHERE variant = ?", (variant,))

    def _transaction(self) -> _Transaction:
        return _Transaction(self._db)

    # --- reading ------------------------------------------------------------------------

    def summary(self, variant: str | None) -> Statistics:
        """Counts and records of one variant, or of all (``None``: "All variants")."""
        return figures(self._db, variant)[1]

    def summaries(self) -> tuple[dict[str, Statistics], Statistics]:
        """Every variant's :meth:`summary` and that of all, in one go (a few passes over
        the file, whatever its size)."""
        return figures(self._db)

    def skipped_rows(self) -> int:
        """Rows this version cannot read (a text where a number belongs, a time below
        zero...): left out of every answer (practice games are readable: exported)."""
        (n,) = self._db.execute(
            f"SELECT (SELECT count(*) FROM games) - (SELECT count(*) FROM {records.GOOD})"
        ).fetchone()
        # Remembered for the history's counts: this copy writes only readable rows, and so
        # do other copies of the game (a row edited in by hand meanwhile is counted there,
        # and still left out of the list itself).
        self._all_good = n == 0
        return int(n)

    def variants(self) -> list[str]:
        """Variants with at least one game, most played first."""
        rows = self._db.execute(
            f"SELECT variant FROM {records.FIGURES} GROUP BY variant"
            " ORDER BY count(*) DESC, variant"
        )
        return [r[0] for r in rows]

    def leaderboard(
        self, variant: str, *, deal: int | None = None, limit: int = 10
    ) -> list[GameRecord]:
        """The best wins of ``variant`` (of one daily ``deal`` if given): a top ten is of
        wins, never of lost or abandoned games. Unaided wins first, then by score, then
        by time; wins with help are listed (marked) only below every unaided one."""
        return records.leaderboard(self._db, variant, deal=deal, limit=limit)

    def placing(self, game_id: int, limit: int = 10) -> Placing:
        """Where a game stands in its variant's top ``limit`` and its daily deal's."""
        return records.placing(self._db, game_id, limit)

    def best_on_deal(self, variant: str, deal: int) -> GameRecord | None:
        """The best game on one deal number ("your best on deal 617"), won or not."""
        board = records.leaderboard(
            self._db, variant, deal=deal, daily=None, limit=1, wins_only=False
        )
        return board[0] if board else None

    def daily_streaks(self, today: str | None = None) -> DailyStreaks:
        """Runs of calendar days with a daily deal played, and won without help.
        ``today`` is ``YYYY-MM-DD`` (local date by default)."""
        return records.daily_streaks(self._db, today)

    def recent(self, count: int, variant: str | None = None, window: int = 10) -> list[RecentGame]:
        """The last ``count`` games, oldest first, each with the win rate of the
        ``window`` games ending with it (for a chart)."""
        return records.recent(self._db, count, variant, window)

    def win_time_histogram(self, variant: str | None = None, max_bins: int = 12) -> list[Bin]:
        """Unaided winning times in bins of a round width (10 s, 30 s, 1 min, 2 min...)."""
        return records.win_time_histogram(self._db, variant, max_bins)

    def games(self) -> list[GameRecord]:
        """Every game, oldest first (for tools and tests: the window never asks for all)."""
        return list(records.all_games(self._db))

    def daily_deals(self, variant: str | None) -> list[records.DailyPlayed]:
        """Each daily deal played (of ``variant``, or of all): its best result and when
        it was last played."""
        return records.daily_deals(self._db, variant)

    def history(
        self,
        which: HistoryFilter = EVERY_GAME,
        after: tuple[str, int] | None = None,
        limit: int = PAGE,
    ) -> list[HistoryEntry]:
        """A page of the game history, newest first: the games after ``after`` (the
        ``cursor`` of the last game of the page before; ``None``: from the newest)."""
        return history_page(self._db, which, after, limit)

    def history_count(self, which: HistoryFilter = EVERY_GAME) -> int:
        """How many games the history holds under ``which``."""
        if self._all_good is None:
            self.skipped_rows()
        return history_count(self._db, which, all_good=bool(self._all_good))

    def game_line(self, game_id: int) -> GameLine | None:
        """The kept line of one game: ``None`` if none was kept (a game of an earlier
        version, or too long a line); :class:`~.game_lines.LineError` if it is damaged."""
        found = self._db.execute(
            "SELECT g.variant, l.rules, l.moves FROM games g JOIN lines l ON l.game = g.id"
            " WHERE g.id = ?",
            (game_id,),
        ).fetchone()
        if found is None:
            return None
        variant, rules, moves = found
        if not isinstance(variant, str) or not isinstance(moves, bytes):
            raise LineError("its row is damaged")
        if rules is not None and not isinstance(rules, str):
            raise LineError("its rules are damaged")
        return read_line(variant, rules, moves)

    def export_statistics(self, target: Path) -> int:
        """Every game with its line, the records and the daily streaks, to one file to
        carry to another machine (:mod:`.stats_transfer`); how many games. ``OSError``
        if it cannot be written."""
        return export_statistics(self._db, target)

    def import_statistics(self, source: Path) -> Imported:
        """Merge a file :meth:`export_statistics` wrote: games already here are skipped;
        a file not ours or damaged changes nothing (:class:`.stats_transfer.TransferError`)."""
        return import_statistics(self._db, source)

    def export_csv(self, target: Path) -> int:
        """Write every game to ``target`` as CSV (atomically); how many rows.
        ``OSError`` if it cannot be written."""
        return records.export_csv(self._db, target)


class _Transaction:
    """``BEGIN IMMEDIATE`` ... ``COMMIT``, or ``ROLLBACK`` on any error."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, *rest: object) -> None:
        if exc_type is None:
            self._db.execute("COMMIT")
        elif self._db.in_transaction:
            self._db.execute("ROLLBACK")
