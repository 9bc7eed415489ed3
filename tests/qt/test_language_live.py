"""Switching the language through View > Language rewords what is open at that moment:
the cover of a paused table, the Statistics window, Help > Keyboard, the status bar and
the View > Language menu's own "System Language" entry."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QGraphicsTextItem,
    QLabel,
    QMenu,
    QTabWidget,
)
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, set_animation_ms

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.languages import LANGUAGES, SHIPPED
from bakers_dozen_qt.qt.dialogs.keys_help import KeysList
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.statistics.window import StatisticsWindow
from bakers_dozen_qt.qt.window.menu_actions import SYSTEM
from bakers_dozen_qt.qt.window.menus import plain
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.qt.words import i18n

pytestmark = pytest.mark.gui


def open_window(qtbot: QtBot, prefs: Preferences, tmp_path: Path) -> MainWindow:
    w = MainWindow(Game.from_deal(1), 1, prefs, stats_path=tmp_path / "stats.sqlite")
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.resize(1280, 820)
    w.show()
    qtbot.waitExposed(w)
    return w


def cover_text(d: WindowDriver) -> str:
    texts = [
        i.toPlainText()
        for i in d.table_items()
        if isinstance(i, QGraphicsTextItem) and i.parentItem() is not None and i.isVisible()
    ]
    return "\n".join(texts)


def choose(qtbot: QtBot, w: MainWindow, code: str, game_menu: str) -> None:
    """Pick ``code`` in View > Language, as a player does, and wait for the menus."""
    d = WindowDriver(qtbot, w)
    d.choose_language(code)
    qtbot.waitUntil(lambda: d.game_menu_title() == game_menu)


@pytest.mark.slow
def test_an_open_statistics_window_keyboard_list_and_paused_table_are_reworded(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    w = open_window(qtbot, prefs, tmp_path)
    d = WindowDriver(qtbot, w)
    d.trigger("pause")
    assert d.paused()
    assert "Click or press P to play on" in cover_text(d)
    d.trigger("stats")
    stats = w.findChild(StatisticsWindow)
    assert isinstance(stats, StatisticsWindow)
    qtbot.waitUntil(lambda: stats.overview is not None)
    tabs = stats.findChild(QTabWidget)
    assert tabs is not None
    tabs.setCurrentIndex(2)  # the Leaderboard: the tab shown stays shown
    assert stats.windowTitle() == "Statistics"
    assert stats.summary.played.caption.text() == "Games played"
    w.menus.actions.keys_help.trigger()
    keys = w.findChild(QDialog, "keys-help")
    assert keys is not None and keys.isVisible()
    assert keys.windowTitle() == "Keyboard"
    w.statusBar().showMessage("An English message")

    choose(qtbot, w, "da", "&Spil")

    # The paused table's cover, in Danish.
    assert "Klik eller tryk på P for at spille videre" in cover_text(d)
    assert "Click" not in cover_text(d)
    # The Statistics window: its own words, every page, on the same tab.
    qtbot.waitUntil(lambda: stats.windowTitle() == "Statistik")
    assert stats.summary.played.caption.text() == "Spillede spil"
    assert stats.summary.title.text() == "Bagerens dusin"  # the variant shown, reworded
    assert tabs.tabText(0) == "&Oversigt"
    assert tabs.currentIndex() == 2
    assert stats.reset_button.text() != "&Reset…"
    # Help > Keyboard: the title, the words above the list and the list itself.
    qtbot.waitUntil(lambda: keys.windowTitle() == "Tastatur")
    intro = keys.findChild(QLabel, "keys-intro")
    assert intro is not None and intro.text().startswith("Hele spillet kan spilles")
    listing = keys.findChild(KeysList, "keys-list")
    assert listing is not None and any("Fortryd" in " ".join(row) for row in listing.rows())
    # The status bar: figures in Danish, the English message gone.
    assert d.status_text("score").startswith("Point ")
    assert d.status_message() == ""
    # Texts that quote a menu entry quote the menus as they now read (Help is the last).
    path = f"{plain(d.menu_titles()[-1])} → {plain(d.action('keys_help').text())}"
    assert path == "Hjælp → Tastatur"
    assert path in d.table_description()
    # View > Language: the system entry says what it is in Danish.
    system = d.language_action(SYSTEM)
    assert system.text() == f"Systemets sprog ({LANGUAGES[i18n.system_language()].name})"

    choose(qtbot, w, "en", "&Game")
    qtbot.waitUntil(lambda: stats.windowTitle() == "Statistics")
    assert stats.summary.played.caption.text() == "Games played"
    qtbot.waitUntil(lambda: keys.windowTitle() == "Keyboard")
    assert "Click or press P to play on" in cover_text(d)
    keys.close()
    stats.close()
    w.close()


def test_the_system_language_entry_follows_the_system_and_is_remembered(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    w = open_window(qtbot, prefs, tmp_path)
    d = WindowDriver(qtbot, w)
    menu = d.language_menu()
    entries = [a for a in menu.actions() if not a.isSeparator()]
    assert entries[0] is d.language_action(SYSTEM)
    assert [a.text() for a in entries[1:]] == [LANGUAGES[c].name for c in SHIPPED]
    assert menu.actions()[1].isSeparator()
    choose(qtbot, w, "tr", "&Oyun")
    assert prefs.language == "tr"
    assert d.language_action("tr").isChecked()
    system_code = i18n.system_language()
    title = "&Game" if system_code == "en" else None
    d.choose_language(SYSTEM)
    if title is not None:
        qtbot.waitUntil(lambda: d.game_menu_title() == title)
    assert prefs.language == ""  # follow the system, at every start too
    assert i18n.current().code == system_code
    assert d.language_action(SYSTEM).isChecked()
    assert not d.language_action("tr").isChecked()
    assert isinstance(menu, QMenu)
    w.close()


def test_an_open_paste_error_is_reworded(qtbot: QtBot, prefs: Preferences, tmp_path: Path) -> None:
    w = open_window(qtbot, prefs, tmp_path)
    d = WindowDriver(qtbot, w)
    QGuiApplication.clipboard().setText(Game.from_deal(7).board_text() + "AS\n")
    d.trigger("paste")
    box = d.paste_error_box()
    assert box is not None and box.isVisible()
    assert box.informativeText().startswith("Line 14: A♠ is there twice")
    choose(qtbot, w, "cs", "&Hra")
    qtbot.waitUntil(lambda: box.informativeText().startswith("Řádek 14: karta A♠"))
    assert box.text().startswith("Schránka neobsahuje")
    box.close()
    w.close()
