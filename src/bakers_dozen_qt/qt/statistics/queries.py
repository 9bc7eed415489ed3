"""The Statistics window's questions to the store, answered on the statistics worker.

Plain functions of a :class:`~bakers_dozen_qt.store.StatsStore` (no Qt): each returns a
frozen value the window draws once it arrives on the GUI thread. One :func:`overview`
per shown variant keeps everything on screen from the same moment of the database.
"""

from __future__ import annotations

import datetime as dt
import enum
from dataclasses import dataclass

from ...engine.rules import VARIANTS
from ...store import Bin, DailyStreaks, GameRecord, RecentGame, Statistics, StatsStore

RECENT_GAMES = 50
"""Games in the chart of the last games."""
RATE_WINDOW = 10
"""Games in the moving win rate."""
TOP = 10

EMPTY = Statistics(0, 0, None, None, None, 0, 0, 0)


@dataclass(frozen=True)
class DailyDeal:
    """A daily deal that was played: its number (its date, ``YYYYMMDD``) and variant."""

    deal: int
    variant: str


class DayResult(enum.IntEnum):
    """How a daily deal went, in order of merit."""

    PLAYED = 1
    WON_WITH_HELP = 2
    WON = 3


@dataclass(frozen=True)
class Overview:
    """Everything the window shows for one choice in its variant list."""

    variant: str | None
    """The variant shown, ``None`` for "All variants"."""
    variants: tuple[str, ...]
    """Every variant to list: the known ones in menu order, then any others stored."""
    by_variant: dict[str, Statistics]
    total: Statistics
    recent: tuple[RecentGame, ...]
    histogram: tuple[Bin, ...]
    leaderboard: tuple[GameRecord, ...]
    """The top ten of the variant; for "All variants" the top ten of every variant."""
    streaks: DailyStreaks
    daily_deals: tuple[DailyDeal, ...]
    """Daily deals played in the shown variant(s), latest first."""
    daily_results: dict[int, DayResult]
    """The best result of each daily deal number played in the shown variant(s)."""
    today: str
    """The local date the daily runs were counted for, ``YYYY-MM-DD``."""
    skipped: int = 0
    """Rows of the file this version cannot read: left out of everything above."""

    @property
    def shown(self) -> Statistics:
        if self.variant is None:
            return self.total
        return self.by_variant.get(self.variant, EMPTY)


def _rank_key(g: GameRecord) -> tuple[bool, int, float, int]:
    # The store's leaderboard order: unaided first, higher score, faster, earlier.
    # Rows read from the store always carry their id.
    return (g.helped, -g.score, g.seconds, g.id or 0)


def overview(store: StatsStore, variant: str | None, today: str | None = None) -> Overview:
    by_variant, total = store.summaries()
    stored = sorted(by_variant, key=lambda v: (-by_variant[v].played, v))  # most played first
    listed = (*VARIANTS, *sorted(v for v in stored if v not in VARIANTS))
    if variant is not None and variant not in listed:
        listed = (*listed, variant)
    if variant is None:
        # The best of each variant's top ten are the best of all.
        pooled = [g for v in stored for g in store.leaderboard(v, limit=TOP)]
        board = tuple(sorted(pooled, key=_rank_key)[:TOP])
    else:
        board = tuple(store.leaderboard(variant, limit=TOP))
    seen: dict[DailyDeal, str] = {}
    results: dict[int, DayResult] = {}
    for played in store.daily_deals(variant):
        seen[DailyDeal(played.deal, played.variant)] = played.last_finished
        result = DayResult(played.best)
        results[played.deal] = max(result, results.get(played.deal, DayResult.PLAYED))
    dailies = tuple(sorted(seen, key=lambda d: (d.deal, seen[d]), reverse=True))
    return Overview(
        variant=variant,
        variants=listed,
        by_variant=by_variant,
        total=total,
        recent=tuple(store.recent(RECENT_GAMES, variant, RATE_WINDOW)),
        histogram=tuple(store.win_time_histogram(variant)),
        leaderboard=board,
        streaks=store.daily_streaks(today),
        daily_deals=dailies,
        daily_results=results,
        today=today or dt.date.today().isoformat(),
        skipped=store.skipped_rows(),
    )


def daily_board(store: StatsStore, deal: DailyDeal) -> list[GameRecord]:
    """The top ten on one daily deal."""
    return store.leaderboard(deal.variant, deal=deal.deal, limit=TOP)


def best_on_deal(store: StatsStore, variant: str | None, deal: int) -> list[GameRecord]:
    """The best game on deal number ``deal``: in ``variant``, or in each variant played."""
    wanted = store.variants() if variant is None else [variant]
    found = (store.best_on_deal(v, deal) for v in wanted)
    return sorted((g for g in found if g is not None), key=_rank_key)
