"""Saved games and statistics: plain files and SQLite, no Qt, atomic writes.

Nothing here stops the app or talks to the player. Trouble comes back as values with a
:class:`Problem` code that the Qt layer words (translated) and shows once.

Saved game (the game in progress; call these on the GUI thread, they are quick):

- ``clean_save_orphans(path)`` — at start, before anything else: removes temporary files
  left by saves that were killed. Returns how many.
- ``load_game(path) -> SavedGame | None`` — ``None``: nothing saved. Raises
  ``SaveFileError`` for anything unloadable; the file was moved aside (``e.kept_as``), or,
  if even that failed, left in place and its path blocked for this run (``e.kept_as is
  None``). Either way: tell the player once (``e.problem``, ``e.kept_as``) and start fresh.
- ``save_game(path, SavedGame(...))`` / ``discard_game(path)`` — at quit (or whenever);
  raise ``StoreWriteError`` only (``SAVE_WRITE_FAILED``, or ``SAVE_BLOCKED`` for a path
  whose unreadable file is still there): catch it, tell once, and go on shutting down.
- ``SavedGame(game, deal, elapsed_seconds, history, hints, undos, helped, played,
  daily)`` — ``game`` at the undo position; ``history`` the engine's ``History`` (steps
  with kind and moves, and the undo index); the rest feeds the statistics row.

Statistics (a worker thread; nothing waits on the GUI thread):

- ``StatsService(path, on_notice=cb)`` then ``.start()`` — opens the file on its thread.
  ``on_notice(Notice)`` is called at most once per ``Problem``: ``STATS_DAMAGED`` /
  ``STATS_NEWER`` (kept aside as ``notice.kept_as``, a fresh file made),
  ``STATS_LOCKED`` / ``STATS_UNAVAILABLE`` (paused: games wait and are retried),
  ``STATS_RESUMED``, ``STATS_LOST``.
- ``.record(GameRecord(...), on_done)`` — count a finished game; ``on_done(
  RecordOutcome)`` once written, with ``placing.variant_rank`` / ``daily_rank`` (1-10 when
  an unaided win entered the top ten).
- ``.ask(lambda store: store.summary(v), on_done, on_fail)`` — any question to the
  ``StatsStore`` below, answered on the worker; ``on_fail(StoreError)`` when paused.
- ``.reset(variant=None)``, ``.export_csv(target, on_done, on_fail)``,
  ``.close(timeout) -> games not written``; ``.paused``, ``.waiting``. Games still
  unwritten at close go to ``statistics.sqlite.pending.json`` (``.deferred`` says how
  many) and are written at the next start; only if even that fails is ``STATS_LOST``
  told.
- Every callback runs **on the worker thread**: emit a Qt signal from it, touch no
  widget.

``StatsStore`` (synchronous; used on the worker, and by tools and tests):
``summary(variant | None)`` (``None``: all variants), ``variants()``,
``leaderboard(variant, deal=None, limit=10)``, ``placing(game_id)``,
``best_on_deal(variant, deal)``, ``daily_streaks(today)``, ``recent(count, variant,
window)``, ``win_time_histogram(variant, max_bins)``, ``games()``,
``export_csv(target)``, ``record(GameRecord)``, ``reset(variant)``,
``history(filter, after, limit)`` (a page of the game history, newest first),
``history_count(filter)``, ``game_line(game_id)`` (a game's kept ``GameLine``),
``export_statistics(target)`` and ``import_statistics(source)`` (one file to carry the
statistics to another machine, merged back without duplicates: ``stats_transfer``).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .atomic import atomic_write_bytes, atomic_write_text, clean_orphans, keep_aside
    from .errors import Notice, Problem, SaveFileError, StoreError, StoreWriteError
    from .game_lines import GameLine, LineError
    from .savegame import (
        SavedGame,
        clean_save_orphans,
        discard_game,
        is_blocked,
        load_game,
        save_game,
    )
    from .stats import (
        Bin,
        DailyStreaks,
        GameRecord,
        Placing,
        RecentGame,
        Statistics,
        StatsStore,
    )
    from .stats_schema import StatsOpenError
    from .stats_service import RecordOutcome, StatsService

# Each name loads its module when first asked for: a start that reads the saved game
# does not load SQLite and the statistics with it.
_HOME = {
    "Bin": "stats",
    "DailyStreaks": "stats",
    "GameLine": "game_lines",
    "GameRecord": "stats",
    "LineError": "game_lines",
    "Notice": "errors",
    "Placing": "stats",
    "Problem": "errors",
    "RecentGame": "stats",
    "RecordOutcome": "stats_service",
    "SaveFileError": "errors",
    "SavedGame": "savegame",
    "Statistics": "stats",
    "StatsOpenError": "stats_schema",
    "StatsService": "stats_service",
    "StatsStore": "stats",
    "StoreError": "errors",
    "StoreWriteError": "errors",
    "atomic_write_bytes": "atomic",
    "atomic_write_text": "atomic",
    "clean_orphans": "atomic",
    "clean_save_orphans": "savegame",
    "discard_game": "savegame",
    "is_blocked": "savegame",
    "keep_aside": "atomic",
    "load_game": "savegame",
    "save_game": "savegame",
}


def __getattr__(name: str) -> object:
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)


__all__ = [
    "Bin",
    "DailyStreaks",
    "GameLine",
    "GameRecord",
    "LineError",
    "Notice",
    "Placing",
    "Problem",
    "RecentGame",
    "RecordOutcome",
    "SaveFileError",
    "SavedGame",
    "Statistics",
    "StatsOpenError",
    "StatsService",
    "StatsStore",
    "StoreError",
    "StoreWriteError",
    "atomic_write_bytes",
    "atomic_write_text",
    "clean_orphans",
    "clean_save_orphans",
    "discard_game",
    "is_blocked",
    "keep_aside",
    "load_game",
    "save_game",
]
