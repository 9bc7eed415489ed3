"""The table in Qt's accessibility tree: the view, with one child per pile.

A screen reader sees the table view as a list whose items are the piles, columns first
and then the foundations, each named as a player would say it ("Column 4, 6 cards, top:
seven of clubs", "Hearts foundation, up to five") and described card by card. The pile
the keyboard's focus frame is on is the list's focused item, so the reader follows the
frame.

For a screen reader that takes no announcements (Orca before 46: see :mod:`.listeners`),
:class:`TableNews` says a sentence as the focused pile's description.

Piles are not QObjects, so their interfaces are plain ``QAccessibleInterface`` objects
made here. Each is made once per pile and kept for as long as the view's interface
lives: assistive technologies hold on to the interfaces they were given (Qt's cache
keeps them by id), so one must never be dropped while the table lives.
"""

from __future__ import annotations

import time
from typing import Any, Protocol, cast

from PySide6.QtCore import QObject, QRect, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QLabel, QStatusBar, QWidget

from ..table.pile import Pile
from . import listeners
from .spoken_names import for_the_ear


class AccessibleTable(Protocol):
    """What the interfaces read of the table view (it answers from the engine)."""

    def accessible_piles(self) -> list[Pile]: ...
    def accessible_focus(self) -> Pile: ...
    def accessible_held(self) -> Pile | None: ...
    def pile_name(self, pile: Pile) -> str: ...
    def pile_description(self, pile: Pile) -> str: ...
    def pile_screen_rect(self, pile: Pile) -> QRect: ...
    def accessible_news(self, pile: Pile) -> str: ...
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
            view = self._view()
            return view.accessible_news(self.pile) or view.pile_description(self.pile)
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


# The clock's label is told to readers at most this often (its text changes each second).
TICK_TOLD_S = 60.0


class TickingLabel(QLabel):
    """A label whose text changes every second (the game clock). A plain label tells
    assistive technologies of each change, a name change a second that nobody listens
    to; this one is read as it is whenever a reader asks, and told changed once a
    minute (for readers that keep what they were told)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Any name of its own stops QLabel's event per text; readers get the text, live,
        # from TickingLabelAccessible.
        self.setAccessibleName(" ")
        self._told = -TICK_TOLD_S

    def setText(self, text: str) -> None:
        super().setText(text)
        now = time.monotonic()
        if QAccessible.isActive() and now - self._told >= TICK_TOLD_S:
            self._told = now
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))


class TickingLabelAccessible(QAccessibleWidget):
    def __init__(self, label: QLabel) -> None:
        super().__init__(label, QAccessible.Role.StaticText)
        self._label = label

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return self._label.text()
        return super().text(t)


class StatusBarAccessible(QAccessibleWidget):
    """A status bar read as it shows: its message while one is shown (then its own name,
    "Game status"). Qt tells of each message as a name change; a plain status bar's name
    stayed the same, so the change said nothing and the message could not be read."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar, QAccessible.Role.StatusBar)
        self._bar = bar

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            # Cards by their names, as the announcer says them ("6♣" is "six of clubs").
            return for_the_ear(self._bar.currentMessage()) or self._bar.accessibleName()
        return super().text(t)


def _is_table(obj: object) -> bool:
    return hasattr(obj, "accessible_piles")


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, QWidget) and _is_table(obj):
        return TableAccessible(obj)
    if isinstance(obj, TickingLabel):
        return TickingLabelAccessible(obj)
    if isinstance(obj, QStatusBar):
        return StatusBarAccessible(obj)
    return None


_installed = False


def install() -> None:
    """Let Qt make :class:`TableAccessible` for every table view (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def _send(view: QWidget, kind: QAccessible.Event, child: int) -> None:
    event = QAccessibleEvent(view, kind)
    event.setChild(child)
    QAccessible.updateAccessibility(event)


def tell_focus(view: QWidget, pile: Pile, piles: list[Pile]) -> None:
    """The focus moved to ``pile``: a screen reader following the view's focus follows."""
    if QAccessible.isActive() and view.hasFocus() and pile in piles:
        _send(view, QAccessible.Event.Focus, piles.index(pile))


def tell_selected(view: QWidget, indexes: list[int]) -> None:
    """The piles at ``indexes`` were selected (a card picked up) or no longer are."""
    if not QAccessible.isActive():
        return
    for i in indexes:
        _send_selected(view, i)


def _send_selected(view: QWidget, child: int) -> None:
    # Qt's AT-SPI bridge turns a selection event (not a state change) into the item's
    # "selected" state change and the list's "selection changed".
    iface = QAccessible.queryAccessibleInterface(view)
    item = iface.child(child) if iface is not None else None
    selected = item is not None and item.state().selected
    kind = QAccessible.Event.SelectionAdd if selected else QAccessible.Event.SelectionRemove
    _send(view, kind, child)


def tell_renamed(view: QWidget, indexes: list[int], *, description: bool = True) -> None:
    """The piles at ``indexes`` changed (cards came or went): their names are new."""
    if not QAccessible.isActive():
        return
    kinds = [QAccessible.Event.NameChanged]
    if description:
        kinds.append(QAccessible.Event.DescriptionChanged)
    for i in indexes:
        for kind in kinds:
            _send(view, kind, i)


# A sentence said while the table had no focus (a menu's command, say) is said when the
# focus comes back to the table, if it does within this time; not later, out of place.
PENDING_S = 3.0
# What one key does (the focus moved, a card picked up or moved, the sentence saying so)
# is told at once this long after the key, when all of it is known, the focus first.
FLUSH_MS = 30


class TableNews:
    """Sentences told as the focused pile's new description, for readers that take no
    announcements (:meth:`wanted`).

    Orca 43 speaks the new description of the object it is on, as the event brings it (a
    new name too, but not a list item's: web pages rename theirs too often). So a
    sentence goes out as the event "the focused pile's description changed" whose new
    description is the sentence; asked, the pile describes itself as always (its cards),
    so a reader that reads the pile later, after a focus it was slow to follow, does not
    say the sentence again, nor finds it out of date. Meanwhile the focused pile's own
    new description is not told (a reader would speak it after each move): it is told
    once the focus has left the pile, for readers that keep what they were told.

    A key often moves the focus and brings a sentence at once (a column's key picks up its
    card; Enter puts a card down and the focus goes back to the column it left): while
    news is wanted, both are told once the key's work is done (:data:`FLUSH_MS`), the
    focus first, so that the sentence is about the pile the reader is on.
    """

    def __init__(self, view: QWidget) -> None:
        self._view_widget = view
        self.listeners = listeners.shared()
        self._news: list[str] = []
        self._telling: tuple[Pile, str] | None = None  # while the event is being sent
        self._pending: tuple[str, float] | None = None
        self._focus_due = False
        self._held: set[Pile] = set()  # piles whose own description is not told yet
        self._told: Pile | None = None  # the pile a reader was last told has the focus
        self.flush_timer = QTimer(view)
        self.flush_timer.setSingleShot(True)
        self.flush_timer.setInterval(FLUSH_MS)
        self.flush_timer.timeout.connect(self.flush)

    def _view(self) -> AccessibleTable:
        return cast(AccessibleTable, self._view_widget)

    def wanted(self) -> bool:
        """Whether sentences go as news: a screen reader listens, and not for
        announcements."""
        return QAccessible.isActive() and not self.listeners.heard()

    def description(self, pile: Pile) -> str:
        """The sentence ``pile``'s description changes to, while that is told ("" at
        any other time)."""
        telling = self._telling
        return telling[1] if telling is not None and telling[0] == pile else ""

    def tell(self, text: str) -> None:
        if not self._view().hasFocus():
            self._pending = (text, time.monotonic())
            return
        self._pending = None
        self._news.append(text)
        self.flush_timer.start()

    def focus_moved(self, pile: Pile) -> None:
        """The focus frame is on ``pile`` now (or the table got the focus). Told once
        the event loop comes round (with the key's news, while news is wanted): after Qt
        tells of the view's own focus, so that a reader ends on the pile, not the list."""
        self._focus_due = True
        if not self.wanted():
            QTimer.singleShot(0, self._view_widget, self.flush)
            return
        self.flush_timer.start()

    def focus_arrived(self) -> None:
        """The table has the focus again: say what waited for it."""
        pending, self._pending = self._pending, None
        if pending is not None and time.monotonic() - pending[1] <= PENDING_S:
            self.tell(pending[0])

    def focus_left(self) -> None:
        """The table lost the focus (a dialog opened: the win's, say). What the last keys
        brought is told now, before the reader follows the focus away, on the pile it is
        on; then, once it has, each pile's own description again."""
        news, self._news = self._news, []
        piles = self._view().accessible_piles()
        if news and self._told is not None and self._told in piles:
            self._send_news(self._told, " ".join(news), piles)
        QTimer.singleShot(0, self._view_widget, self.flush)

    def _send_news(self, pile: Pile, text: str, piles: list[Pile]) -> None:
        self._telling = (pile, text)
        try:
            _send(self._view_widget, QAccessible.Event.DescriptionChanged, piles.index(pile))
        finally:
            self._telling = None
        self._held.add(pile)

    def holds(self, pile: Pile) -> bool:
        """Whether ``pile``'s own new description waits: the pile under the focus, while
        news is wanted (its change is told as news)."""
        view = self._view()
        # The pile under the focus, and the one a reader was last told of (the focus
        # that moved since is told with the key's news, a moment later).
        held = self.wanted() and view.hasFocus() and pile in (view.accessible_focus(), self._told)
        if held:
            self._held.add(pile)
        return held

    def flush(self) -> None:
        self.flush_timer.stop()
        view = self._view()
        piles = view.accessible_piles()
        focused = (
            view.accessible_focus()
            if view.hasFocus() and view.accessible_focus() in piles
            else None
        )
        before = self._told
        if self._focus_due and focused is not None:
            tell_focus(self._view_widget, focused, piles)
            self._told = focused
        self._focus_due = False
        if focused is None:
            self._told = None  # the reader is elsewhere
        news, self._news = self._news, []
        if news and focused is not None:
            text = " ".join(news)
            self._send_news(focused, text, piles)
            if before is not None and before != focused and before in piles:
                # A busy reader skips a focus it is told of when a newer one waits (the
                # win's dialog opening, say): it is still on the pile it was on, and only
                # there does it say the news. Where it did follow, this it does not say.
                self._send_news(before, text, piles)
        back = [p for p in self._held if p not in (focused, self._told) and p in piles]
        self._held.difference_update(back)
        if back:
            tell_renamed(self._view_widget, sorted(piles.index(p) for p in back))
