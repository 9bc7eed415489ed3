"""Pause, the saved game, hints on the table, themes, shortcuts, and a minimised clock."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot
from time_control import FakeTime
from window_driver import WindowDriver, board_text, card_rect, col, highlighted_piles, make_window

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import Move
from bakers_dozen_qt.qt.files import saved_game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow

pytestmark = pytest.mark.gui


def test_pause_covers_the_table_and_stops_the_clock(
    window: MainWindow, driver: WindowDriver, fake_time: FakeTime
) -> None:
    driver.play(Move(0, 2))
    fake_time.advance(5)
    driver.trigger("pause")
    assert driver.paused() and driver.clock_paused()
    texts = [i.toPlainText() for i in driver.table_items() if hasattr(i, "toPlainText")]
    assert any(t.startswith("Paused") for t in texts)
    assert driver.elapsed() == 5.0
    fake_time.advance(60)
    assert driver.elapsed() == 5.0
    # A click on the covered table only resumes play; it picks nothing up.
    driver.click(QPoint(400, 400))
    assert not driver.paused() and not driver.clock_paused()
    fake_time.advance(2)
    assert driver.elapsed() == 7.0
    assert window.session.game.moves_count == 1 and highlighted_piles(window) == set()
    assert not driver.checked("pause")


def test_minimising_pauses_the_clock(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver, fake_time: FakeTime
) -> None:
    driver.play(Move(0, 2))
    fake_time.advance(5)
    window.setWindowState(Qt.WindowState.WindowMinimized)
    qtbot.waitUntil(driver.clock_paused)
    fake_time.advance(60)
    assert driver.elapsed() == 5.0
    window.setWindowState(Qt.WindowState.WindowNoState)
    qtbot.waitUntil(lambda: not driver.clock_paused())
    fake_time.advance(2)
    assert driver.elapsed() == 7.0


def test_a_game_survives_quitting(qtbot: QtBot, prefs: Preferences, tmp_path: Path) -> None:
    path = tmp_path / "saved.json"
    w = MainWindow(Game.from_deal(1), 1, prefs, save_path=path)
    qtbot.addWidget(w)
    WindowDriver(qtbot, w).play_all((Move(0, 2), Move(5, 2), Move(10, 0)))
    text = board_text(w)
    w.close()
    assert path.exists()

    again = MainWindow(Game.from_deal(99), 99, prefs, save_path=path)
    qtbot.addWidget(again)
    assert again.restore(path)
    d = WindowDriver(qtbot, again)
    assert board_text(again) == text and d.deal_number() == 1
    # The restored moves are ordinary undo steps.
    d.undo()
    assert again.session.game.move_stack == (Move(0, 2), Move(5, 2))
    again.close()


def test_a_damaged_save_is_kept_and_reported(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    path = tmp_path / "saved.json"
    damaged = '{"format": "bakers-dozen-save", "version": 1, "variant": "bakers-dozen"}'
    path.write_text(damaged, encoding="utf-8")
    w = MainWindow(Game.from_deal(5), 5, prefs, save_path=path)
    qtbot.addWidget(w)
    assert not w.restore(path)
    d = WindowDriver(qtbot, w)
    assert "could not be read: it is damaged" in d.status_message()
    assert w.notices.history[-1].detail == "the board is missing"
    assert (tmp_path / "saved.json.damaged").read_text(encoding="utf-8") == damaged
    assert d.deal_number() == 5  # the fresh deal stays on the table
    assert saved_game.load(tmp_path / "missing.json") is None


@pytest.mark.slow
def test_hint_lights_source_and_target(window: MainWindow, driver: WindowDriver) -> None:
    move = driver.hint(timeout=10_000).move
    glows = [g for g in driver.table_items() if getattr(g, "role", "").startswith("hint")]
    assert len(glows) == 2 and all(g.isVisible() for g in glows)
    assert window.session.game.is_legal(move)


def test_keyboard_shortcuts(window: MainWindow, driver: WindowDriver) -> None:
    driver.play(Move(0, 2))
    driver.focus_table()
    driver.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.game.moves_count == 0
    driver.key(Qt.Key.Key_P)
    assert driver.paused()
    driver.key(Qt.Key.Key_P)
    assert not driver.paused()


@pytest.mark.slow
@pytest.mark.parametrize("theme", ["dark", "high-contrast", "green"])
def test_theme_and_deck_switches_keep_the_table(
    window: MainWindow, driver: WindowDriver, theme: str
) -> None:
    before = {n: card_rect(window, n) for n in ("7D", "KS", "AD")}
    window.preference_setters.set_theme(theme)
    window.preference_setters.set_deck_style("fourcolor")
    window.preference_setters.set_back("red")
    assert {n: card_rect(window, n) for n in before} == before
    driver.click_card("6D")
    assert highlighted_piles(window) == {col(0)}


def test_face_down_cards_cannot_be_picked(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(5, "castles-in-spain"), 5)
    bottom = w.session.game.column(0)[0]
    assert not w.session.game.is_face_up(0, 0)
    assert bottom.name not in board_text(w)
    WindowDriver(qtbot, w).click_card(bottom.name)
    assert highlighted_piles(w) == set()
    w.close()


def test_the_system_scheme_moves_the_table_and_the_theme_menu_until_a_theme_is_picked(
    driver: WindowDriver, prefs: Preferences
) -> None:
    from PySide6.QtGui import QGuiApplication

    hints = QGuiApplication.styleHints()
    assert prefs.theme == ""  # the player picked none: the system decides
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    # Following the system, that entry is the checked one, whichever table it shows.
    assert driver.theme_id() == "dark" and driver.checked("theme/system")
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert driver.theme_id() == "green" and driver.checked("theme/system")
    driver.trigger("theme/high-contrast")
    assert prefs.theme == "high-contrast"
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)  # the player's choice stays
    assert driver.theme_id() == "high-contrast" and driver.checked("theme/high-contrast")
    assert not driver.checked("theme/dark") and not driver.checked("theme/system")
