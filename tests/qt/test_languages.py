"""The window in each language: every menu text translated, live switching, Qt's own texts.

Every shipped language other than English is checked here as soon as its code joins
``languages.SHIPPED``; the pseudo language (``pseudo_language.PSEUDO``) proves the machinery
meanwhile.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pseudo_language import PSEUDO, language
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QFileDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QTreeView,
)
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, make_window

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.engine.scoring import Breakdown
from bakers_dozen_qt.languages import LANGUAGES, SHIPPED, Language
from bakers_dozen_qt.qt.dialogs.dialogs import WinDialog, Won
from bakers_dozen_qt.qt.features.show_the_way import ShowTheWay
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.qt.words import i18n

LANGS = [code for code in SHIPPED if code != "en"] + [PSEUDO.code]

# Menu texts a language may leave as English writes them (accelerators aside): names,
# and words the language shares. A translator adds to this list, saying why.
KEPT_EVERYWHERE = {
    "Baker's Dozen",  # the game's name, kept by some languages
    "Spanish Patience",  # the variants' names, kept in English by some players (Danish)
    "Portuguese Solitaire",
    "Good Measure",
    "Castles in Spain",
}
KEPT: dict[str, set[str]] = {
    # Danish spells both words as English does: the usual Danish menu words.
    "da": {"Pause", "Variant"},
}


def plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def menu_texts(d: WindowDriver) -> list[tuple[QAction, str]]:
    """Every text of the menus and the toolbar, in order (language names left out: they
    are always written in their own language)."""
    found: list[tuple[QAction, str]] = []
    w = d.window
    skip = set(d.language_menu().actions())

    def walk(menu: QMenu) -> None:
        for a in menu.actions():
            if a.isSeparator() or a in skip:
                continue
            found.append((a, a.text()))
            sub = a.menu()
            if isinstance(sub, QMenu):
                walk(sub)

    for top in w.menuBar().actions():
        found.append((top, top.text()))
        sub = top.menu()
        assert isinstance(sub, QMenu)
        walk(sub)
    found += [(a, a.iconText()) for a in d.toolbar().actions()]
    return found


def switch(qtbot: QtBot, w: MainWindow, lang: Language, folder: Path | None) -> None:
    d = WindowDriver(qtbot, w)
    before = d.game_menu_title()
    assert i18n.set_language(lang, folder)
    qtbot.waitUntil(lambda: d.game_menu_title() != before)


@pytest.mark.slow
@pytest.mark.parametrize("code", LANGS)
def test_the_window_opens_in_each_language_with_every_menu_text_translated(
    qtbot: QtBot,
    prefs: Preferences,
    code: str,
    pseudo_language: tuple[Language, Path],
) -> None:
    english = make_window(qtbot, prefs, Game.from_deal(1))
    source = [text for _, text in menu_texts(WindowDriver(qtbot, english))]
    english.close()
    lang, folder = language(code, pseudo_language)
    assert i18n.set_language(lang, folder)  # as app.main does, before the window
    w = make_window(qtbot, prefs, Game.from_deal(1))
    texts = [text for _, text in menu_texts(WindowDriver(qtbot, w))]
    assert len(texts) == len(source)
    kept = KEPT_EVERYWHERE | KEPT.get(code, set())
    same = [s for s, t in zip(source, texts, strict=True) if plain(s) == plain(t)]
    assert [s for s in same if plain(s) not in kept] == []
    assert all(t.strip() for t in texts)
    w.close()


@pytest.mark.parametrize("code", LANGS)
def test_no_two_entries_of_a_menu_share_an_accelerator(
    qtbot: QtBot, prefs: Preferences, code: str, pseudo_language: tuple[Language, Path]
) -> None:
    lang, folder = language(code, pseudo_language)
    assert i18n.set_language(lang, folder)
    w = make_window(qtbot, prefs, Game.from_deal(1))
    menus = [w.menuBar(), *w.menuBar().findChildren(QMenu)]
    for menu in menus:
        keys = []
        for a in menu.actions():
            text = a.text().replace("&&", "")
            if "&" in text:
                keys.append(text[text.index("&") + 1].lower())
        assert len(keys) == len(set(keys)), (menu.title(), keys)
    w.close()


def test_switching_live_rewords_menus_status_and_an_open_dialog(
    qtbot: QtBot, prefs: Preferences, pseudo_language: tuple[Language, Path]
) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1))
    d = WindowDriver(qtbot, w)
    d.play(next(iter(w.session.game.legal_moves)))
    dialog = w.choose_custom()
    qtbot.waitExposed(dialog)
    english = {
        "menu": d.game_menu_title(),
        "undo": w.menus.actions.undo.text(),
        "score": w.status.labels["score"].text(),
        "deal": w.status.labels["deal"].text(),
        "title": w.windowTitle(),
        "dialog": dialog.windowTitle(),
        "kings": dialog.kings.text(),
    }
    assert english["undo"].startswith("&Undo Move ")

    switch(qtbot, w, *pseudo_language)
    qtbot.waitUntil(lambda: dialog.windowTitle() != english["dialog"])
    now = {
        "menu": d.game_menu_title(),
        "undo": w.menus.actions.undo.text(),
        "score": w.status.labels["score"].text(),
        "deal": w.status.labels["deal"].text(),
        "title": w.windowTitle(),
        "dialog": dialog.windowTitle(),
        "kings": dialog.kings.text(),
    }
    assert now["menu"] == "&Game ~ Game"
    assert now["dialog"] == "Custom Rules ~ Custom Rules"
    assert all(now[k] != english[k] for k in english), now
    assert " ~ " in now["undo"] and "Move" in now["undo"]

    # Back to English through View > Language, as a player does; the choice is kept.
    d.choose_language("en")
    qtbot.waitUntil(lambda: d.game_menu_title() == "&Game")
    qtbot.waitUntil(lambda: dialog.windowTitle() == english["dialog"])
    assert prefs.language == "en"
    assert w.status.labels["score"].text() == english["score"]
    assert w.menus.actions.undo.text() == english["undo"]
    assert w.windowTitle() == english["title"]
    assert i18n.start_language(None, prefs.language) == "en"
    dialog.reject()
    w.close()


def test_the_language_menu_names_each_shipped_language_in_itself(driver: WindowDriver) -> None:
    entries = [a for a in driver.language_menu().actions() if not a.isSeparator()]
    names = [a.text() for a in entries]
    # First the entry that follows the system (English here), then each language.
    assert names == ["System Language (English)"] + [LANGUAGES[code].name for code in SHIPPED]
    checked = [a.text() for a in entries if a.isChecked()]
    assert checked == ["System Language (English)"]


def test_english_plural_forms_come_from_en_qm(qapp: object) -> None:
    said = {n: ShowTheWay.tr("The solver found a way in %n move(s).", "", n) for n in (1, 2, 5, 21)}
    assert said == {
        1: "The solver found a way in 1 move.",
        2: "The solver found a way in 2 moves.",
        5: "The solver found a way in 5 moves.",
        21: "The solver found a way in 21 moves.",
    }


def test_numbers_and_qt_buttons_follow_the_language(
    qtbot: QtBot, pseudo_language: tuple[Language, Path]
) -> None:
    won = Won(Breakdown(260, 500, 1200), 754.0, 88, 0, helped=False, hints=0, undos=0)
    win = WinDialog(None, won, lambda: None)  # type: ignore[arg-type]
    qtbot.addWidget(win)
    assert "Score <b>1,960</b>" in win.informativeText()
    assert "Time 12:34 · 88 moves" in win.informativeText()
    box = QMessageBox()
    qtbot.addWidget(box)
    close = box.addButton(QMessageBox.StandardButton.Close)
    assert close.text() == "Close"

    i18n.set_language(*pseudo_language)  # German numbers, Qt's German buttons
    qtbot.waitUntil(lambda: "1.960" in win.informativeText())
    assert "12:34" in win.informativeText()
    assert QLocale().toString(1234567) == "1.234.567"
    qtbot.waitUntil(lambda: close.text() != "Close")
    assert close.text() == "Schließen"


@pytest.mark.parametrize("code", [c for c in SHIPPED if c != "en"])
def test_qts_own_message_box_buttons_speak_each_language(qtbot: QtBot, code: str) -> None:
    """Qt's buttons come from qtbase_<lang>.qm, or (Serbian) from our own .ts."""
    assert i18n.set_language(code)
    box = QMessageBox()
    qtbot.addWidget(box)
    box.setText("x")
    box.setDetailedText("x")  # adds Qt's "Show Details..." button
    ok = box.addButton(QMessageBox.StandardButton.Ok)
    box.show()
    qtbot.waitExposed(box)
    texts = [b.text() for b in box.buttons()]
    if code.startswith("sr"):  # Qt has no Serbian: our .ts words its buttons
        assert ok.text() in ("U redu", "У реду")
    assert not [t for t in texts if "Details" in t], texts
    box.close()


@pytest.mark.parametrize("code", ["sr_Latn", "sr"])
def test_qts_own_file_dialog_speaks_serbian(qtbot: QtBot, code: str) -> None:
    """Statistics > Export Games… where the system has no dialog: Qt's own, in Serbian."""
    assert i18n.set_language(code)
    dialog = QFileDialog(None, "x", "")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    said = [w.text() for w in dialog.findChildren(QLabel) if w.isVisible() and w.text()]
    said += [b.text() or b.toolTip() for b in dialog.findChildren(QAbstractButton) if b.isVisible()]
    tree = dialog.findChild(QTreeView)
    assert tree is not None
    model = tree.model()
    said += [str(model.headerData(i, Qt.Orientation.Horizontal)) for i in range(4)]
    english = {"&Look in:", "File &name:", "Files of &type:", "Back", "Forward", "&Save"}
    english |= {"Parent Directory", "Create New Folder", "List View", "Detail View", "Cancel"}
    english |= {"Name", "Size", "Type", "Date Modified"}
    assert [t for t in said if t in english] == []
    assert len(said) >= 12
    dialog.close()
