"""Statistics of finished games in SQLite (stdlib ``sqlite3``), per variant."""

from __future__ import annotations

import sqlite3
import statistics
from dataclasses import dataclass
from pathlib import Path

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    variant TEXT NOT NULL,
    deal INTEGER,
    finished_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    won INTEGER NOT NULL,
    moves INTEGER NOT NULL,
    seconds REAL NOT NULL,
    score INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_variant ON games (variant, id);
"""


@dataclass(frozen=True)
class GameRecord:
    variant: str
    deal: int | None
    won: bool
    moves: int
    seconds: float
    score: int


@dataclass(frozen=True)
class Statistics:
    played: int
    won: int
    best_score: int | None
    best_seconds: float | None  # fastest win
    median_win_seconds: float | None
    current_streak: int  # wins in a row, ending with the latest game
    longest_streak: int

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


class StatsStore:
    """One SQLite file; each finished (won or abandoned) game is one row."""

    def __init__(self, path: Path | str) -> None:
        if isinstance(path, Path):
            path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path))
        with self._db:
            self._db.executescript(_SCHEMA)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> StatsStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def record(self, game: GameRecord) -> None:
        with self._db:  # a transaction: the row is written whole or not at all
            self._db.execute(
                "INSERT INTO games (variant, deal, won, moves, seconds, score) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (game.variant, game.deal, int(game.won), game.moves, game.seconds, game.score),
            )

    def summary(self, variant: str) -> Statistics:
        rows = self._db.execute(
            "SELECT won, seconds, score FROM games WHERE variant = ? ORDER BY id", (variant,)
        ).fetchall()
        wins = [r for r in rows if r[0]]
        longest = run = 0
        for won, _, _ in rows:
            run = run + 1 if won else 0
            longest = max(longest, run)
        return Statistics(
            played=len(rows),
            won=len(wins),
            best_score=max((r[2] for r in rows), default=None),
            best_seconds=min((r[1] for r in wins), default=None),
            median_win_seconds=statistics.median(r[1] for r in wins) if wins else None,
            current_streak=run,
            longest_streak=longest,
        )

    def reset(self, variant: str | None = None) -> None:
        with self._db:
            if variant is None:
                self._db.execute("DELETE FROM games")
            else:
                self._db.execute("DELETE FROM games WHERE variant = ?", (variant,))
