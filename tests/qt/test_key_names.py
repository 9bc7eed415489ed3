"""Keys are named as the player's keyboard and desktop name them.

Menus and Help → Keyboard spell each shortcut through Qt (``QKeySequence.NativeText``),
whose own translations name the modifier keys. Turkish PC keyboards are labelled Ctrl,
Shift and Alt, and Windows and the Linux desktops in Turkish write "Ctrl+Z"; Qt's Turkish
catalogue says "Kontrol", "Üst Karakter" and "Seçenek" (the Mac's names, and on a PC
"Seçenek" names no key at all), so the game's Turkish file names them as the keycaps do.
Danish says "Skift" as Danish Windows and GNOME do; Czech and Serbian keep the keycaps'
names, as their desktops do.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QTableWidget
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, make_window

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.languages import SHIPPED
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.words import i18n

# Solve's shortcut, Ctrl+Shift+S, as each language's players see it written.
SOLVE = {
    "en": "Ctrl+Shift+S",
    "da": "Ctrl+Skift+S",
    "tr": "Ctrl+Shift+S",
    "cs": "Ctrl+Shift+S",
    "sr_Latn": "Ctrl+Shift+S",
    "sr": "Ctrl+Shift+S",
}


def native(keys: str) -> str:
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


@pytest.mark.slow
@pytest.mark.parametrize("code", SHIPPED)
def test_menus_and_the_keyboard_list_name_keys_as_the_keyboard_does(
    qtbot: QtBot, prefs: Preferences, code: str
) -> None:
    assert i18n.set_language(code)
    w = make_window(qtbot, prefs, Game.from_deal(1))
    d = WindowDriver(qtbot, w)
    shortcut = d.action("solve").shortcut()
    assert shortcut.toString(QKeySequence.SequenceFormat.NativeText) == SOLVE[code]
    d.trigger("keys_help")
    qtbot.waitUntil(lambda: w.findChild(QDialog, "keys-help") is not None)
    listing = w.findChild(QTableWidget, "keys-list")
    assert listing is not None
    text = "\n".join(
        listing.item(row, col).text()
        for row in range(listing.rowCount())
        for col in range(listing.columnCount())
    )
    assert SOLVE[code] in text and native("Ctrl+R") in text
    for mac_name in ("Kontrol", "Üst Karakter", "Seçenek"):
        assert mac_name not in text
    w.close()


@pytest.mark.slow
def test_turkish_names_every_modifier_and_labelled_key_as_its_keycap(qapp: object) -> None:
    assert i18n.set_language("tr")
    assert native("Alt+F4") == "Alt+F4"
    assert native("Ctrl+Backspace") == "Ctrl+Backspace"
    assert native("Shift+Tab") == "Shift+Tab"
    assert native("Esc") == "Esc"
    assert native("Del") == "Del"
    assert native("Space") == "Boşluk"  # as the game's own Turkish list of keys says
    i18n.set_language("en")


def test_the_keyboard_list_speaks_the_language_chosen_while_playing(
    qtbot: QtBot, prefs: Preferences
) -> None:
    """View → Language to Danish, then Help → Keyboard: Undo's row is Danish too."""
    assert i18n.set_language("en")
    w = make_window(qtbot, prefs, Game.from_deal(1))
    d = WindowDriver(qtbot, w)
    d.choose_language("da")
    qtbot.waitUntil(lambda: "Fortryd" in d.action("undo").text())
    d.trigger("keys_help")
    qtbot.waitUntil(lambda: w.findChild(QDialog, "keys-help") is not None)
    listing = w.findChild(QTableWidget, "keys-list")
    assert listing is not None
    rows = {
        listing.item(row, 0).text(): listing.item(row, 1).text()
        for row in range(listing.rowCount())
    }
    undo = next(what for keys, what in rows.items() if keys.startswith(native("Ctrl+Z")))
    assert undo == "Fortryd"
    w.close()
