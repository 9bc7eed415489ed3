"""No English left in the dialogs: each shipped language against English, text by text.

The same dialogs are opened in English and in a language, over the same games, and
their visible texts compared in order (labels, buttons, tabs, table headings, window
titles). A text a language shows exactly as English does is a text the code forgot to
translate, unless it is a name or a word the language shares (``KEPT``).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pseudo_language import TOOLS
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTabWidget,
    QTextBrowser,
    QTreeWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot
from window_driver import set_animation_ms

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.engine.scoring import Breakdown
from bakers_dozen_qt.languages import SHIPPED
from bakers_dozen_qt.qt.dialogs.dialogs import StuckDialog, WinDialog, Won
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.online.opt_in import SendButton
from bakers_dozen_qt.qt.statistics.window import StatisticsWindow
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.qt.words import i18n

pytestmark = pytest.mark.gui

LANGS = [code for code in SHIPPED if code != "en"]

# Texts a language may show as English does: names, and words it shares.
KEPT = {
    "Baker's Dozen",
    "Spanish Patience",
    "Portuguese Solitaire",
    "Good Measure",
    "Castles in Spain",
    "OK",
    "Pause",  # Danish
    "Variant",  # Danish
    "Tip",  # Danish: Hint
    "Score",  # the same word in some languages' headings
    "Median",
    "Esc",
    "Home, End",
    "Ctrl",
}


# Keys as their keycaps name them, in every language here (Ctrl+Shift+S).
KEYCAPS = {"Ctrl", "Shift", "Alt", "Ins", "Insert", "Backspace", "Tab", "Esc", "Enter"}


def texts(widget: QWidget) -> list[str]:
    """The visible words of ``widget``, in a fixed order."""
    found = [widget.windowTitle()]
    for label in widget.findChildren(QLabel):
        if label.isVisibleTo(widget):
            found.append(label.text())
    for button in widget.findChildren(QAbstractButton):
        if button.isVisibleTo(widget):
            found.append(button.text())
    for tabs in widget.findChildren(QTabWidget):
        found += [tabs.tabText(i) for i in range(tabs.count())]
    for table in widget.findChildren(QTableWidget):
        for i in range(table.columnCount()):
            item = table.horizontalHeaderItem(i)
            if item is not None:
                found.append(item.text())
    for tree in widget.findChildren(QTreeWidget):
        header = tree.headerItem()
        found += [header.text(i) for i in range(tree.columnCount())]
    return found


def documents(widget: QWidget) -> set[str]:
    """The lines of the rich texts in ``widget`` (Help → Keyboard, How to Play)."""
    lines: set[str] = set()
    for browser in widget.findChildren(QTextBrowser):
        lines |= {line.strip() for line in browser.toPlainText().splitlines() if line.strip()}
    return lines


def words_only(text: str) -> str:
    """The words of ``text`` (no markup, accelerators, figures or card signs)."""
    text = re.sub(r"<[^>]+>", " ", text).replace("&", "")
    return " ".join(re.findall(r"[^\W\d_]{2,}", text))


def dialogs(w: MainWindow, qtbot: QtBot) -> Iterator[tuple[str, QWidget]]:
    won = Won(Breakdown(260, 500, 1102), 98.0, 131, 4, helped=True, hints=2, undos=3)
    win = WinDialog(w, won, lambda: None)
    win.set_placing(2)
    win.addButton(SendButton(win), QMessageBox.ButtonRole.ActionRole)  # a daily deal's offer
    yield "win", win
    win.close()
    stuck = StuckDialog(w, *(lambda: None for _ in range(4)))
    yield "stuck", stuck
    stuck.close()
    custom = w.choose_custom()
    yield "custom", custom
    custom.reject()
    w.menus.actions.keys_help.trigger()
    keys = w.findChild(QDialog, "keys-help")
    assert keys is not None
    yield "keys", keys
    keys.close()
    w.show_rules()
    rules = w.findChild(QDialog, "how-to-play") or next(
        d for d in w.findChildren(QDialog) if d.isVisible() and d.findChildren(QTextBrowser)
    )
    yield "how to play", rules
    rules.close()
    stats = w.show_statistics()
    assert isinstance(stats, StatisticsWindow)
    qtbot.waitUntil(lambda: stats.overview is not None, timeout=10_000)
    qtbot.waitUntil(stats.history.settled, timeout=10_000)  # its own list comes after
    for i in range(stats.tabs.count()):
        stats.tabs.setCurrentIndex(i)
        yield f"statistics tab {i}", stats
    stats.close()
    online = w.online_board()
    yield "online board", online
    online.reject()


def collect(qtbot: QtBot, prefs: Preferences, stats: Path) -> dict[str, tuple[list[str], set[str]]]:
    w = MainWindow(Game.from_deal(1), 1, prefs, stats_path=stats)
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.resize(1280, 820)
    w.show()
    qtbot.waitExposed(w)
    found = {name: (texts(d), documents(d)) for name, d in dialogs(w, qtbot)}
    w.close()
    return found


@pytest.fixture(scope="module")
def stats_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    sys.path.insert(0, str(TOOLS))
    from fill_stats import fill

    path = tmp_path_factory.mktemp("stats") / "statistics.sqlite"
    fill(path, 60, 1, 30)
    return path


@pytest.mark.slow
@pytest.mark.parametrize("code", LANGS)
def test_no_dialog_keeps_an_english_text(
    qtbot: QtBot, prefs: Preferences, stats_file: Path, code: str
) -> None:
    english = collect(qtbot, prefs, stats_file)
    assert i18n.set_language(code)
    translated = collect(qtbot, prefs, stats_file)
    left = []
    for name, (source, lines) in english.items():
        shown, shown_lines = translated[name]
        assert len(shown) == len(source), name
        for en, text in zip(source, shown, strict=True):
            words = words_only(en)
            if words and words_only(text) == words and en.replace("&", "") not in KEPT:
                left.append(f"{name}: {en!r}")
        # A line of English prose still there, word for word.
        left += [
            f"{name}: {line!r}"
            for line in lines & shown_lines
            if len(words_only(line).split()) > 1
            and line not in KEPT
            and not set(words_only(line).split()) <= KEYCAPS
        ]
    assert left == []
