"""Help → Keyboard: every key of the game in one table.

The table's own keys are listed here; the menus' shortcuts are read from the window's
actions, so the list shows each shortcut as the platform spells it and can never
disagree with the menus.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGraphicsView,
    QHeaderView,
    QLabel,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..words.i18n import reword
from .closing import delete_when_closed

_CONTEXT: Final = "KeysHelp"

TABLE_KEYS: Final = (
    (
        QT_TRANSLATE_NOOP("KeysHelp", "Left, Right, Tab, Shift+Tab"),
        QT_TRANSLATE_NOOP(
            "KeysHelp", "Move the focus to the previous or next pile: columns, then foundations"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("KeysHelp", "Up, Down"),
        QT_TRANSLATE_NOOP("KeysHelp", "Move between the row of columns and the foundations"),
    ),
    (
        QT_TRANSLATE_NOOP("KeysHelp", "Home, End"),
        QT_TRANSLATE_NOOP("KeysHelp", "Move to the first or last column"),
    ),
    (
        QT_TRANSLATE_NOOP("KeysHelp", "Space, Enter"),
        QT_TRANSLATE_NOOP(
            "KeysHelp",
            "Pick up the top card of the focused column; with a card picked up, put it on "
            "the focused pile (the focus then stops only where the card may go)",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("KeysHelp", "Esc"),
        QT_TRANSLATE_NOOP("KeysHelp", "Put the picked-up card back"),
    ),
    (
        QT_TRANSLATE_NOOP("KeysHelp", "F, keypad +"),
        QT_TRANSLATE_NOOP(
            "KeysHelp",
            "Send the picked-up card, or else the focused column's top card, to its foundation",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("KeysHelp", "1–9, 0, -, =, Backspace"),
        QT_TRANSLATE_NOOP(
            "KeysHelp",
            "Columns 1 to 13 (the number row, on any keyboard layout): pick up that column's "
            "top card; with a card picked up, put it there. 4 then 9 moves a card from "
            "column 4 to column 9; 4 then F sends it to its foundation",
        ),
    ),
)


REPLAY_KEYS: Final = (
    (
        QT_TRANSLATE_NOOP("KeysHelp", "Left, Right"),
        QT_TRANSLATE_NOOP("KeysHelp", "In a replay: one move back or on"),
    ),
    (
        QT_TRANSLATE_NOOP("KeysHelp", "Page Up, Page Down"),
        QT_TRANSLATE_NOOP("KeysHelp", "In a replay: ten moves back or on"),
    ),
    (
        QT_TRANSLATE_NOOP("KeysHelp", "Home, End"),
        QT_TRANSLATE_NOOP("KeysHelp", "In a replay: to the deal or to the last move"),
    ),
    (
        QT_TRANSLATE_NOOP("KeysHelp", "P"),
        QT_TRANSLATE_NOOP("KeysHelp", "In a replay: play or pause it"),
    ),
    (
        QT_TRANSLATE_NOOP("KeysHelp", "+, -"),
        QT_TRANSLATE_NOOP("KeysHelp", "In a replay: faster or slower"),
    ),
    (
        QT_TRANSLATE_NOOP("KeysHelp", "Esc"),
        QT_TRANSLATE_NOOP("KeysHelp", "In a replay: back to your game"),
    ),
)
"""While a finished game is replayed on the table (Statistics → History, the online
board's Watch), these keys move along it instead."""


def _tr(text: object) -> str:
    # ``text`` is a str; QT_TRANSLATE_NOOP's stubs only promise ``object``.
    return QCoreApplication.translate(_CONTEXT, str(text))


def menu_shortcuts(window: QWidget) -> list[tuple[str, str]]:
    """Each menu command that has a shortcut: ``(keys, command)``, in menu order."""
    rows: list[tuple[str, str]] = []
    seen: set[str] = set()

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub)
                continue
            keys = ", ".join(
                s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts()
            )
            # The icon text: the name without accelerator or "…", and for Undo and Redo
            # without the step they take ("Undo", not "Undo Move 7♣ to 8♥").
            name = action.iconText().strip()
            if keys and keys not in seen:
                seen.add(keys)
                rows.append((keys, name))

    bar = getattr(window, "menuBar", None)
    if bar is not None:
        for action in bar().actions():
            menu = action.menu() if isinstance(action, QAction) else None
            if isinstance(menu, QMenu):
                walk(menu)
    return rows


def keys_table(window: QWidget) -> list[tuple[str, str]]:
    """Every key: the table's own, a replay's, then the menus' shortcuts."""
    own = [(_tr(k), _tr(w)) for k, w in (*TABLE_KEYS, *REPLAY_KEYS)]
    return own + menu_shortcuts(window)


class KeysList(QTableWidget):
    """The keys and what they do, a row each: a table a screen reader reads cell by cell,
    each with its column's heading (not one run of text), and that Tab leaves."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        self.setObjectName("keys-list")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(False)
        self.setWordWrap(True)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

    def show_rows(self, rows: list[tuple[str, str]]) -> None:
        self.setHorizontalHeaderLabels(
            [
                #: Help > Keyboard: the headings of the list's two columns (the keys, what
                #: they do).
                QCoreApplication.translate("KeysHelp", "Keys"),
                QCoreApplication.translate("KeysHelp", "What they do"),
            ]
        )
        self.setAccessibleName(QCoreApplication.translate("KeysHelp", "Keyboard"))
        self.setRowCount(len(rows))
        for r, (keys, what) in enumerate(rows):
            key_item = QTableWidgetItem(keys)
            font = key_item.font()
            font.setBold(True)
            key_item.setFont(font)
            self.setItem(r, 0, key_item)
            self.setItem(r, 1, QTableWidgetItem(what))
        self.resizeRowsToContents()
        if rows and self.currentRow() < 0:
            self.setCurrentCell(0, 0)

    def rows(self) -> list[tuple[str, str]]:
        """What the list shows, row by row."""
        return [(self._text(r, 0), self._text(r, 1)) for r in range(self.rowCount())]

    def _text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text() if item is not None else ""


def _refocus(window: QWidget) -> None:
    view = window.findChild(QGraphicsView)
    if view is not None:
        view.setFocus()


def show_keys_help(window: QWidget) -> QDialog:
    dialog = QDialog(window)
    dialog.setObjectName("keys-help")
    layout = QVBoxLayout(dialog)
    intro = QLabel()
    intro.setObjectName("keys-intro")
    intro.setWordWrap(True)
    layout.addWidget(intro)
    text = KeysList(dialog)
    layout.addWidget(text)

    def word() -> None:
        dialog.setWindowTitle(QCoreApplication.translate("KeysHelp", "Keyboard"))
        intro.setText(
            QCoreApplication.translate(
                "KeysHelp",
                "The whole game can be played from the keyboard. A frame shows the pile the "
                "keys act on; a screen reader names it and tells each move.",
            )
        )
        text.show_rows(keys_table(window))

    # On a language change the menus (whose names and keys the list quotes) may be
    # reworded after this dialog: word the list once they are.
    reword(dialog, lambda: QTimer.singleShot(0, dialog, word))
    word()
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    # Back to the table when the list closes: the keys are meant for it.
    dialog.finished.connect(lambda *_: _refocus(window))
    dialog.resize(720, 560)
    delete_when_closed(dialog)
    dialog.open()
    return dialog
