"""The keys go back to the table when a menu closes.

Qt leaves the menu bar holding the keyboard after a menu opened from the keyboard (Alt+V)
is closed with Esc, or after a dialog closes over a menu bar that had the focus: the
arrows then walk the menu titles, Space and the digits do nothing, and the table still
looks as if it had the keys. Here every menu that closes for good, and every focus the
menu bar gets without the player asking for the menus (Alt, F10), hands the keys back
to the table.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QWidget


class KeysBackToTable(QObject):
    def __init__(self, window: QMainWindow, table: QWidget) -> None:
        super().__init__(window)
        self._bar = window.menuBar()
        self._table = table
        # Fusion draws no highlight on the menu title that Alt (or the arrows after it)
        # chose: the player could not see that the menu bar had the keys.
        self._bar.setStyleSheet(
            "QMenuBar::item:selected { background: palette(highlight);"
            " color: palette(highlighted-text); }"
        )
        self._bar.installEventFilter(self)
        for menu in self._bar.findChildren(QMenu):
            menu.aboutToHide.connect(self._soon)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Alt (or F10) gives the menu bar the focus on purpose, to walk the menus by
        # keys; any other way it came there (a window or dialog closing and Qt restoring
        # the old focus) is none of the player's doing.
        if (
            event.type() == QEvent.Type.FocusIn
            and isinstance(event, QFocusEvent)
            and event.reason().name != "MenuBarFocusReason"
        ):
            self._soon()
        return False

    def _soon(self) -> None:
        # After Qt is done: a menu closing may be the step to its neighbour (Left,
        # Right), and a submenu closing leaves its parent open.
        QTimer.singleShot(0, self, self._give_back)

    def _give_back(self) -> None:
        if QApplication.activePopupWidget() is not None:
            return  # a menu is still open: it has the keys
        if QApplication.focusWidget() is self._bar and self._table.isVisible():
            self._table.setFocus()
