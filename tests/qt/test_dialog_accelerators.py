"""No two controls of one dialog or window share an accelerator, in any language.

Alt+letter presses the button, ticks the box or focuses the field whose text underlines
that letter; two controls with the same letter make Alt+letter step between them instead.
The menus are held to it by test_languages.py; this holds every dialog the menus open,
the Statistics window's tabs and pages included. A tab's page shares its letters with the
tab bar and the window around it, not with the other pages (only one shows at a time).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.languages import SHIPPED
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.statistics.window import StatisticsWindow
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.qt.words import i18n

# The menu entries that open a dialog or a window of the game's own.
OPENS = ("stats", "online", "custom", "number", "rules", "keys_help", "about")

Control = tuple[str, str]  # (what it is, its text)


def accelerator(text: str) -> str | None:
    """The letter ``&`` underlines in a control's text (``&&`` is a plain ampersand)."""
    text = text.replace("&&", "")
    i = text.find("&")
    return text[i + 1].lower() if 0 <= i < len(text) - 1 else None


# Qt's standard buttons as GNOME shows them: with an accelerator ("&Cancel"), which
# Qt's translations (and sr_Latn.ts, context QGnomeTheme) give each language.
GNOME = {
    QDialogButtonBox.StandardButton.Ok: "&OK",
    QDialogButtonBox.StandardButton.Cancel: "&Cancel",
    QDialogButtonBox.StandardButton.Close: "&Close",
}


def own_controls(widget: QWidget) -> list[Control]:
    """The texts of ``widget`` that can carry an accelerator."""
    if isinstance(widget, QAbstractButton):
        box = widget.parentWidget()
        if isinstance(box, QDialogButtonBox) and box.standardButton(widget) in GNOME:
            gnome = QCoreApplication.translate("QGnomeTheme", GNOME[box.standardButton(widget)])
            return [("standard button", widget.text()), ("standard button on GNOME", gnome)]
        return [(type(widget).__name__, widget.text())]
    if isinstance(widget, QLabel) and widget.buddy() is not None:
        return [("QLabel", widget.text())]
    if isinstance(widget, QGroupBox):
        return [("QGroupBox", widget.title())]
    if isinstance(widget, QTabWidget):
        return [("tab", widget.tabText(i)) for i in range(widget.count())]
    return []


def scopes(root: QWidget) -> list[list[Control]]:
    """Each set of controls whose accelerators work at the same time."""
    everything = root.findChildren(QWidget)
    tabs = [t for t in everything if isinstance(t, QTabWidget) and not _inside_page(t, root)]
    pages = {t.widget(i) for t in tabs for i in range(t.count())}
    common = [
        control
        for w in everything
        if not any(p is w or p.isAncestorOf(w) for p in pages)
        for control in own_controls(w)
    ]
    inner = [scope for page in pages for scope in scopes(page)]
    return [common + scope for scope in inner] or [common]


def _inside_page(tab: QTabWidget, root: QWidget) -> bool:
    parent = tab.parentWidget()
    while parent is not None and parent is not root:
        if isinstance(parent, QTabWidget):
            return True
        parent = parent.parentWidget()
    return False


def clashes(scope: list[Control]) -> list[tuple[str, list[str]]]:
    by_letter: dict[str, list[str]] = {}
    for kind, text in scope:
        letter = accelerator(text)
        if letter is not None:
            by_letter.setdefault(letter, []).append(f"{kind} {text!r}")
    return [(letter, texts) for letter, texts in by_letter.items() if len(texts) > 1]


def open_dialog(qtbot: QtBot, w: MainWindow, name: str) -> QWidget:
    before = set(QApplication.topLevelWidgets())
    WindowDriver(qtbot, w).trigger(name)

    def opened() -> QWidget | None:
        new = [
            t
            for t in QApplication.topLevelWidgets()
            if t not in before and isinstance(t, QDialog) and t.isVisible()
        ]
        return new[0] if new else None

    qtbot.waitUntil(lambda: opened() is not None)
    dialog = opened()
    assert dialog is not None
    return dialog


@pytest.mark.parametrize("code", SHIPPED)
def test_no_two_controls_of_a_dialog_share_an_accelerator(
    qtbot: QtBot, prefs: Preferences, code: str, tmp_path: Path
) -> None:
    assert i18n.set_language(code)
    w = MainWindow(Game.from_deal(1), 1, prefs, stats_path=tmp_path / "stats.sqlite")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    found = {}
    for name in OPENS:
        dialog = open_dialog(qtbot, w, name)
        letters = sum(accelerator(t) is not None for s in scopes(dialog) for _, t in s)
        found[name] = [c for s in scopes(dialog) for c in clashes(s)], letters
        if isinstance(dialog, StatisticsWindow):
            stats = dialog
            qtbot.waitUntil(lambda stats=stats: stats.overview is not None)
            stats.confirm_reset()  # Reset…: the box that asks before games are forgotten
            box = stats.reset_box
            assert box is not None
            qtbot.waitExposed(box)
            found["reset"] = [c for s in scopes(box) for c in clashes(s)], 1
            box.reject()
        dialog.close()
    said = sorted(
        {
            f"{name}: {letter}: {', '.join(texts)}"
            for name, (c, _) in found.items()
            for letter, texts in c
        }
    )
    if said:
        pytest.fail("Controls sharing an accelerator:\n" + "\n".join(said))
    # The check saw the controls it is about: the Statistics window's tabs, the custom
    # rules' fields, the online board's fields.
    assert all(found[name][1] >= 3 for name in ("stats", "custom", "online"))
    w.close()


def test_the_check_sees_a_clash_on_a_tab_and_its_page_but_not_across_pages(
    qtbot: QtBot,
) -> None:
    from PySide6.QtWidgets import QLineEdit, QPushButton, QVBoxLayout

    window = QDialog()
    qtbot.addWidget(window)
    tabs = QTabWidget(window)
    first, second = QWidget(), QWidget()
    QVBoxLayout(first).addWidget(QPushButton("&Look Up", first))
    field = QLineEdit(second)
    label = QLabel("&Number:", second)
    label.setBuddy(field)
    QVBoxLayout(second).addWidget(QPushButton("&Next", second))
    tabs.addTab(first, "&Leaderboard")
    tabs.addTab(second, "&Daily")
    QPushButton("&Done", window)
    found = [c for s in scopes(window) for c in clashes(s)]
    assert sorted({letter for letter, _ in found}) == ["d", "l", "n"]
    assert accelerator("Save && &Quit") == "q" and accelerator("Fish && Chips") is None
