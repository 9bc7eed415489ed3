"""The game history: newest first, filtered by variant, result and daily, paged from the
last game of the page before, so that every game comes once, in order, however many."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bakers_dozen_qt.store import GameRecord, StatsStore
from bakers_dozen_qt.store.stats_history import HistoryFilter

VARIANTS = ("bakers-dozen", "spanish-patience", "good-measure")


def games(count: int, seed: int = 7) -> list[GameRecord]:
    pick = random.Random(seed)
    out = []
    for _ in range(count):
        # Few distinct times: many games share a finish second, as imported ones may.
        minute = pick.randrange(count // 3 + 1)
        out.append(
            GameRecord(
                pick.choice(VARIANTS),
                deal=pick.randrange(1, 1000),
                won=pick.random() < 0.4,
                moves=pick.randrange(100),
                seconds=float(pick.randrange(1, 900)),
                score=pick.randrange(-50, 1500),
                daily=pick.random() < 0.2,
                finished_at=f"2026-11-{1 + minute // 1440:02d}T{minute // 60 % 24:02d}:"
                f"{minute % 60:02d}:00Z",
            )
        )
    return out


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> tuple[StatsStore, list[GameRecord]]:
    store = StatsStore(tmp_path_factory.mktemp("history") / "s.sqlite")
    store._db.execute("PRAGMA synchronous = OFF")  # 300 syncs are slow on a busy disk
    kept = []
    for g in games(300):
        kept.append(GameRecord(**{**g.__dict__, "id": store.record(g)}))
    yield store, kept  # type: ignore[misc]
    store.close()


FILTERS = [
    HistoryFilter(),
    HistoryFilter(variant="spanish-patience"),
    HistoryFilter(won=True),
    HistoryFilter(won=False, daily=True),
    HistoryFilter(variant="good-measure", won=True, daily=False),
    HistoryFilter(variant="castles-in-spain"),
]


@pytest.mark.parametrize("which", FILTERS, ids=str)
def test_pages_walk_every_game_once_newest_first(
    filled: tuple[StatsStore, list[GameRecord]], which: HistoryFilter
) -> None:
    store, kept = filled
    expected = [
        g
        for g in sorted(kept, key=lambda g: (g.finished_at, g.id), reverse=True)
        if (which.variant is None or g.variant == which.variant)
        and (which.won is None or g.won == which.won)
        and (which.daily is None or g.daily == which.daily)
    ]
    walked: list[GameRecord] = []
    after = None
    while True:
        page = store.history(which, after, limit=7)
        assert len(page) <= 7
        walked += [e.game for e in page]
        if len(page) < 7:
            break
        after = page[-1].cursor
    assert [g.id for g in walked] == [g.id for g in expected]
    assert walked == expected  # every field read back
    assert store.history_count(which) == len(expected)


def test_practice_rows_of_old_versions_are_not_in_the_history(tmp_path: Path) -> None:
    with StatsStore(tmp_path / "s.sqlite") as store:
        store.record(GameRecord("bakers-dozen", None, False, 3, 10.0, 0))
        store.record(GameRecord("bakers-dozen", 9, False, 3, 10.0, 0))
        assert [e.game.deal for e in store.history()] == [9]
        assert store.history_count() == 1


def test_a_row_this_version_cannot_read_is_neither_listed_nor_counted(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "s.sqlite"
    with StatsStore(path) as store:
        for deal in (1, 2, 3):
            store.record(GameRecord("bakers-dozen", deal, False, 3, 10.0, 0))
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET won = 7 WHERE deal = 2")  # edited by hand
    db.close()
    with StatsStore(path) as store:
        for which in (HistoryFilter(), HistoryFilter(variant="bakers-dozen", won=False)):
            assert [e.game.deal for e in store.history(which)] == [3, 1]
            assert store.history_count(which) == 2
        assert store.skipped_rows() == 1
