"""Game → Export Statistics… and Import Statistics…: the statistics, with every game's
line, carried to another machine and merged there without duplicates; a file that is
not ours changes nothing, and the player is told."""

from __future__ import annotations

import random
from pathlib import Path

from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, set_animation_ms

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store import GameLine, GameRecord, StatsStore


def game(deal: int, minute: int, won: bool = False) -> GameRecord:
    g = Game.from_deal(deal)
    pick = random.Random(deal)
    for _ in range(25):
        g.push(pick.choice(list(g.legal_moves)))
    return GameRecord(
        "bakers-dozen", deal, won, 25, 90.0 + minute, 100 + minute,
        finished_at=f"2026-11-30T10:{minute:02d}:00Z", line=GameLine(g.rules, g.move_stack),
    )  # fmt: skip


def machine(qtbot: QtBot, prefs: Preferences, stats: Path) -> tuple[MainWindow, WindowDriver]:
    w = MainWindow(Game.from_deal(3), 3, prefs, stats_path=stats)
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w, WindowDriver(qtbot, w)


def rows(path: Path) -> list[tuple[object, ...]]:
    with StatsStore(path) as store:
        return [(g.deal, g.finished_at, g.score, store.game_line(g.id or 0)) for g in store.games()]


def test_statistics_are_carried_to_another_machine_and_merged_once(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    old_stats, new_stats = tmp_path / "old.sqlite", tmp_path / "new.sqlite"
    with StatsStore(old_stats) as store:
        for i in range(4):
            store.record(game(100 + i, i, won=i == 2))
    with StatsStore(new_stats) as store:
        store.record(game(900, 40))  # the new machine has a game of its own
    carried = tmp_path / "carried.bdstats"

    old, d = machine(qtbot, prefs, old_stats)
    d.trigger("export_stats")
    d.choose_statistics_file(carried)
    qtbot.waitUntil(lambda: "exported" in d.status_message(), timeout=10_000)
    assert "4 games" in d.status_message() and str(carried) in d.status_message()
    assert carried.is_file()
    old.close()

    new, d = machine(qtbot, prefs, new_stats)
    d.trigger("import_stats")
    d.choose_statistics_file(carried)
    box = d.transfer_box()
    assert box.text() == "4 games added to your statistics."
    box.close()
    qtbot.waitUntil(lambda: new._stats_transfer is not None and new._stats_transfer.box is None)
    d.trigger("import_stats")  # the same file again
    d.choose_statistics_file(carried)
    box = d.transfer_box()
    assert "0 games added" in box.text()
    assert "4 games of the file were there already" in box.text()
    box.close()
    new.close()
    merged = rows(new_stats)
    assert len(merged) == 5 and rows(old_stats) == merged[1:]
    assert all(line is not None for *_, line in merged)


def test_a_file_not_ours_is_refused_in_words_and_changes_nothing(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    stats = tmp_path / "stats.sqlite"
    with StatsStore(stats) as store:
        store.record(game(100, 1))
    before = rows(stats)
    stranger = tmp_path / "holiday.bdstats"
    stranger.write_text("pictures of the beach\n")
    w, d = machine(qtbot, prefs, stats)
    d.trigger("import_stats")
    d.choose_statistics_file(stranger)
    box = d.transfer_box()
    assert box.text() == (
        "holiday.bdstats was not imported: it is not a statistics file of Baker's Dozen. "
        "Your statistics are unchanged."
    )
    box.close()
    w.close()
    assert rows(stats) == before
