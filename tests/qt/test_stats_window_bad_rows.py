"""The Statistics window over a file with rows this version cannot read (issue 31): the
window works, shows every good game, and says how many rows it left out; one daily deal
numbered 10101 ("year 1") no longer makes it blame a read-only folder or a full disk."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from bakers_dozen_qt.qt.statistics.window import StatisticsWindow
from bakers_dozen_qt.store import GameRecord, StatsService, StatsStore

pytestmark = pytest.mark.gui


def test_bad_rows_are_left_out_and_the_window_says_how_many(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite"
    with StatsStore(path) as store:
        store.record(GameRecord("bakers-dozen", 7, True, 80, 300.0, 1500))
        store.record(GameRecord("bakers-dozen", 10101, False, 12, 60.0, 40, daily=True))
    db = sqlite3.connect(path)
    for moves in ("'many'", "-3"):
        db.execute(
            "INSERT INTO games (variant, deal, finished_at, won, moves, seconds, score,"
            " hints, undos, helped, daily) VALUES ('bakers-dozen', 8,"
            f" '2026-12-01T10:00:00Z', 1, {moves}, 200.0, 1600, 0, 0, 0, 0)"
        )
    db.commit()
    db.close()
    service = StatsService(path)
    service.start()
    try:
        w = StatisticsWindow(service, "bakers-dozen")
        qtbot.addWidget(w)
        w.show()
        qtbot.waitUntil(lambda: w.stack.currentWidget() is w.tabs, timeout=10_000)
        assert w.overview is not None and w.overview.shown.played == 2
        assert "2" in w.status.text() and "left out" in w.status.text()
        w.close()
    finally:
        service.close(timeout=5)
