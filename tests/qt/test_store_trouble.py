"""Trouble with the stored files, as the player meets it (issue 9, points 1-5): the game
goes on, each problem is told once, bad files are kept, and quitting finishes its work."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, problem_box, set_animation_ms

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store import StatsStore

pytestmark = pytest.mark.gui


def window(qtbot: QtBot, prefs: Preferences, tmp_path: Path, **paths: Path) -> MainWindow:
    w = MainWindow(Game.from_deal(1), 1, prefs, **paths)  # type: ignore[arg-type]
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def box_text(box: QMessageBox) -> str:
    return f"{box.text()}\n{box.informativeText()}"


def told(w: MainWindow) -> list[str]:
    return [t.key for t in w.notices.history]


def test_a_save_that_cannot_be_written_is_told_once_retried_and_quitting_goes_on(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    save, stats = tmp_path / "saved.json", tmp_path / "stats.sqlite"
    w = window(qtbot, prefs, tmp_path, save_path=save, stats_path=stats)
    w.autosave.set_delay(10)
    w.autosave.set_retry_delay(100_000)
    save.mkdir()  # something in the way of every write
    d = WindowDriver(qtbot, w)
    assert d.play(Move(0, 2))
    qtbot.waitUntil(lambda: w.autosave.failing)
    box = d.problem_box()
    assert "could not be saved" in box_text(box)
    assert str(save) in box_text(box)
    box.close()
    assert d.play(Move(5, 2))  # play goes on
    qtbot.waitUntil(lambda: not w.autosave.pending)
    assert told(w).count("save-write") == 1  # told once
    assert w.session.game.moves_count == 2
    save.rmdir()  # the way is clear again: the retry writes it
    w.autosave.set_retry_delay(20)
    w.autosave.schedule()
    qtbot.waitUntil(lambda: save.is_file())
    assert not w.autosave.failing
    assert "saved again" in d.status_message()
    # At quit, a failing save must not keep the rest of the shutdown from running.
    save.unlink()
    save.mkdir()
    w.new_deal(3)  # one game to count on the way out
    assert d.play(next(iter(w.session.game.legal_moves)))
    w.close()
    assert w.keeping.stats is None  # the statistics were closed all the same
    with StatsStore(stats) as store:
        assert store.summary("bakers-dozen").played == 1
    assert save.is_dir()


def test_a_damaged_statistics_file_is_kept_aside_and_told_once(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    stats = tmp_path / "stats.sqlite"
    garbage = b"\x13" * 4096
    stats.write_bytes(garbage)
    w = window(qtbot, prefs, tmp_path, stats_path=stats)
    d = WindowDriver(qtbot, w)
    box = d.problem_box()
    kept = tmp_path / "stats.sqlite.damaged"
    assert "statistics file was damaged" in box_text(box)
    assert str(kept) in box_text(box)
    assert kept.read_bytes() == garbage
    box.close()
    assert d.play(Move(0, 2))
    w.new_deal(3)
    w.close()
    with StatsStore(stats) as store:
        assert store.summary("bakers-dozen").played == 1
    assert told(w) == ["stats-damaged"]


@pytest.mark.slow
def test_locked_statistics_pause_quietly_and_every_game_is_counted_later(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    stats = tmp_path / "stats.sqlite"
    StatsStore(stats).close()
    other = sqlite3.connect(stats, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    try:
        w = window(qtbot, prefs, tmp_path, stats_path=stats)
        d = WindowDriver(qtbot, w)
        assert d.play(Move(0, 2))
        w.new_deal(3)  # a game to count, while the file is held
        qtbot.waitUntil(lambda: "stats-locked" in told(w), timeout=10_000)
        assert "Statistics are paused" in d.status_message()
        assert problem_box(w) is None  # a pause is no reason for a dialog
        assert d.play(next(iter(w.session.game.legal_moves)))  # play goes on
    finally:
        other.execute("ROLLBACK")
        other.close()
    qtbot.waitUntil(lambda: "stats-resumed" in told(w), timeout=15_000)
    w.close()
    with StatsStore(stats) as store:
        assert store.summary("bakers-dozen").played == 1


def test_a_save_that_cannot_be_moved_aside_is_never_overwritten(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    save = folder / "saved.json"
    save.symlink_to(save)  # a loop: no one, not even root, can read it
    w = MainWindow(Game.from_deal(1), 1, prefs, save_path=save)
    qtbot.addWidget(w)
    assert not w.restore(save)
    kept = folder / "saved.json.damaged"
    assert kept.is_symlink() and not save.exists()  # moved aside as it was
    w.close()
    assert kept.is_symlink()


def test_damaged_preferences_are_kept_aside_and_the_defaults_used(
    qtbot: QtBot, tmp_path: Path
) -> None:
    folder = tmp_path / "settings" / "BakersDozen"
    folder.mkdir(parents=True)
    conf = folder / "Baker's Dozen.conf"
    garbage = b"[view]\ntheme=dark\n\xff\xfe\x00" + bytes(range(256)) * 4
    conf.write_bytes(garbage)
    prefs = Preferences.open()
    assert prefs.damaged is not None and prefs.damaged[0] == conf
    kept = folder / "Baker's Dozen.conf.damaged"
    assert kept.read_bytes() == garbage
    assert prefs.theme == "" and prefs.animation is True
    prefs.back = "red"  # the new file holds only what is set from now on
    QSettings(ORG_APP[0], ORG_APP[1]).sync()
    w = MainWindow(Game.from_deal(1), 1, prefs)
    qtbot.addWidget(w)
    w.show()
    box = WindowDriver(qtbot, w).problem_box()
    assert "preferences could not be read" in box_text(box)
    assert str(kept) in box_text(box)
    w.close()
    assert kept.read_bytes() == garbage


ORG_APP = ("BakersDozen", "Baker's Dozen")


@pytest.mark.parametrize(
    ("raw", "expect"),
    [("nan", True), ("1e999", True), ("true", True), ("false", False), ("@Invalid()", True)],
)
def test_a_hand_edited_preference_falls_back_to_its_default(
    tmp_path: Path, raw: str, expect: bool
) -> None:
    path = tmp_path / "p.ini"
    path.write_text(f"[view]\nanimation={raw}\ntheme=a, b\ndeck_style=nope\n", encoding="utf-8")
    prefs = Preferences(QSettings(str(path), QSettings.Format.IniFormat))
    assert prefs.animation is expect
    assert prefs.theme == "" and prefs.deck_style == "classic"
    assert prefs.geometry is None


def test_orphans_of_killed_saves_are_cleaned_at_start(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    save = tmp_path / "saved.json"
    orphans = [tmp_path / f".saved.json.{tag}.tmp" for tag in ("k1x", "q9z")]
    for orphan in orphans:
        orphan.write_text("half a save")
    other = tmp_path / ".other.json.abc.tmp"  # not ours: left alone
    other.write_text("x")
    w = window(qtbot, prefs, tmp_path, save_path=save)
    qtbot.waitUntil(lambda: not any(o.exists() for o in orphans))
    assert other.exists()
    w.close()
