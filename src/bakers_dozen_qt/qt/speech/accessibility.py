"""The table in Qt's accessibility tree: the view, with one child per pile.

A screen reader sees the table view as a list whose items are the piles, columns first
and then the foundations, each named as a player would say it ("Column 4, 6 cards, top:
seven of clubs", "Hearts foundation, up to five") and described card by card. The pile
the keyboard's focus frame is on is the list's focused item, so the reader follows the
frame.

Piles are not QObjects, so their interfaces are plain ``QAccessibleInterface`` objects
made here. Each is made once per pile and kept for as long as the view's interface
lives: assistive technologies hold on to the interfaces they were given (Qt's cache
keeps them by id), so one must never be dropped while the table lives.
"""

from __future__ import annotations

from typing import Any, Protocol, cast

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from ..table.pile import Pile


class AccessibleTable(Protocol):
    """What the interfaces read of the table view (it answers from the engine)."""

    def accessible_piles(self) -> list[Pile]: ...
    def accessible_focus(self) -> Pile: ...
    def accessible_held(self) -> Pile | None: ...
    def pile_name(self, pile: Pile) -> str: ...
    def pile_description(self, pile: Pile) -> str: ...
    def pile_screen_rect(self, pile: Pile) -> QRect: ...
    def hasFocus(self) -> bool: ...


class PileAccessible(QAccessibleInterface):
    """One pile, a child of the table's interface."""

    def __init__(self, table: TableAccessible, pile: Pile) -> None:
        super().__init__()
        self._table_iface = table
        self.pile = pile

    def _view(self) -> AccessibleTable:
        return self._table_iface.view()

    def isValid(self) -> bool:
        return self._table_iface.isValid() and self.pile in self._view().accessible_piles()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self._table_iface.window()

    def relations(self, match: Any = None) -> list[Any]:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def parent(self) -> QAccessibleInterface:
        return self._table_iface

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, t: QAccessible.Text) -> str:
        if not self.isValid():
            return ""
        if t == QAccessible.Text.Name:
            return self._view().pile_name(self.pile)
        if t == QAccessible.Text.Description:
            return self._view().pile_description(self.pile)
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass  # piles are named by the game, not by assistive technologies

    def rect(self) -> QRect:
        return self._view().pile_screen_rect(self.pile) if self.isValid() else QRect()

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.selectable = True
        if self.isValid():
            view = self._view()
            state.focused = view.hasFocus() and view.accessible_focus() == self.pile
            state.selected = view.accessible_held() == self.pile
        return state


class TableAccessible(QAccessibleWidget):
    """The table view: a list of piles."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view, QAccessible.Role.List)
        self._view_widget = view
        self._children: dict[Pile, PileAccessible] = {}

    def view(self) -> AccessibleTable:
        return cast(AccessibleTable, self._view_widget)

    def _child_for(self, pile: Pile) -> PileAccessible:
        iface = self._children.get(pile)
        if iface is None:
            iface = self._children[pile] = PileAccessible(self, pile)
        return iface

    def childCount(self) -> int:
        return len(self.view().accessible_piles())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        piles = self.view().accessible_piles()
        return self._child_for(piles[index]) if 0 <= index < len(piles) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, PileAccessible):
            piles = self.view().accessible_piles()
            if child.pile in piles:
                return piles.index(child.pile)
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        view = self.view()
        return self._child_for(view.accessible_focus()) if view.hasFocus() else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        view = self.view()
        for pile in view.accessible_piles():
            if view.pile_screen_rect(pile).contains(x, y):
                return self._child_for(pile)
        return None


def _is_table(obj: object) -> bool:
    return hasattr(obj, "accessible_piles")


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, QWidget) and _is_table(obj):
        return TableAccessible(obj)
    return None


_installed = False


def install() -> None:
    """Let Qt make :class:`TableAccessible` for every table view (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def tell_focus(view: QWidget, pile: Pile, piles: list[Pile]) -> None:
    """The focus moved to ``pile``: a screen reader following the view's focus follows."""
    if QAccessible.isActive() and view.hasFocus() and pile in piles:
        event = QAccessibleEvent(view, QAccessible.Event.Focus)
        event.setChild(piles.index(pile))
        QAccessible.updateAccessibility(event)


def tell_renamed(view: QWidget, indexes: list[int]) -> None:
    """The piles at ``indexes`` changed (cards came or went): their names are new."""
    if not QAccessible.isActive():
        return
    for i in indexes:
        for kind in (QAccessible.Event.NameChanged, QAccessible.Event.DescriptionChanged):
            event = QAccessibleEvent(view, kind)
            event.setChild(i)
            QAccessible.updateAccessibility(event)
