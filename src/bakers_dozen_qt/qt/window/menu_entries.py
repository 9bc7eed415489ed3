"""The kinds of entry the menus and the toolbar are described with, and how each is built.

An entry is a class attribute of an :class:`EntryCollection`: a :class:`Menu`, an
:class:`Action` (a command, optionally checkable), a :class:`Toggle` (a check mark bound
to a preference), a :class:`Choices` group (one of several, such as the variants) or the
:class:`ToolBar`. The attribute's name is the entry's name; read on a built collection it
is the Qt object itself, typed (``actions.solve`` is a ``QAction``, and a misspelt name
fails mypy). Everything an entry is (its text, slot, shortcut, icon, the menu it sits in
and when it can be chosen) is said once, where it is declared; the menus are laid out in
the order of the declarations, and every text is set again from the same declarations
when the language changes (:meth:`EntryCollection.retranslate`).

Texts are marked ``QT_TRANSLATE_NOOP("Menus", ...)`` where they are declared (so that
lupdate finds them, translator comments and all) and translated here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any, ClassVar, Generic, NamedTuple, Protocol, TypeVar, overload

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QColor, QIcon, QKeySequence, QPixmap
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from ..files.settings import Preferences
from ..play.session import GameSession


class WindowActions(Protocol):
    """What the menus and the toolbar ask the window to do."""

    def new_deal(self) -> object: ...
    def restart(self) -> object: ...
    def daily_deal(self) -> object: ...
    def deal_by_number(self) -> object: ...
    def toggle_pause(self) -> object: ...
    def show_statistics(self) -> object: ...
    def export_statistics(self) -> object: ...
    @property
    def replaying(self) -> bool: ...
    def import_statistics(self) -> object: ...
    def online_board(self) -> object: ...
    def hint(self) -> object: ...
    def auto_finish(self) -> object: ...
    def where_was_it_lost(self) -> object: ...
    def solve(self) -> object: ...
    def copy_board(self) -> object: ...
    def paste_board(self) -> object: ...
    def show_rules(self) -> object: ...
    def show_about(self) -> object: ...
    def show_about_qt(self) -> object: ...
    def choose_variant(self, variant_id: str) -> object: ...
    def choose_custom(self) -> object: ...


class PreferenceChoices(Protocol):
    """What the View and Game menus' check marks and choices set."""

    def set_theme(self, theme_id: str) -> object: ...
    def set_deck_style(self, style: str) -> object: ...
    def set_back(self, back: str) -> object: ...
    def set_animation(self, on: bool) -> object: ...
    def set_single_click_best(self, on: bool) -> object: ...
    def set_auto_drop(self, on: bool) -> object: ...
    def set_finish_by_itself(self, on: bool) -> object: ...
    def set_win_animation(self, on: bool) -> object: ...
    def set_sounds(self, on: bool) -> object: ...
    def set_sound_volume(self, percent: int) -> object: ...
    def set_ask_before_abandoning(self, on: bool) -> object: ...
    def set_ask_before_help(self, on: bool) -> object: ...
    def set_winnable_only(self, on: bool) -> object: ...
    def set_winnable_difficulty(self, level: str) -> object: ...
    def set_live_status(self, on: bool) -> object: ...


class TableViewActions(Protocol):
    """What the View and Help menus ask of the table view: sight and keys."""

    def set_larger_cards(self, on: bool) -> object: ...
    def set_show_column_keys(self, on: bool) -> object: ...
    def zoom_in(self) -> object: ...
    def zoom_out(self) -> object: ...
    def zoom_reset(self) -> object: ...
    def show_keys_help(self) -> object: ...


# A named tuple, not a frozen dataclass: made at start-up in a tenth of the time (docs/start-up.md).
class Targets(NamedTuple):
    """What the entries act on and read their first state from."""

    win: QMainWindow
    do: WindowActions
    choose: PreferenceChoices
    table: TableViewActions
    session: GameSession
    prefs: Preferences
    variant_id: str
    choose_language: Callable[[str], object]


class When(Enum):
    """When an entry can be chosen."""

    ALWAYS = "always"
    PLAYING = "playing"  # not while the game is paused: it would change the game
    UNDO = "undo"  # a step to take back, and not paused
    REDO = "redo"  # a step to make again, and not paused


Shortcut = QKeySequence.StandardKey | str | None


def translated(text: str) -> str:
    """``text`` (marked with ``QT_TRANSLATE_NOOP("Menus", ...)``) in the current language."""
    return QCoreApplication.translate("Menus", text)


def _escaped(text: str) -> str:
    """``text`` as rich text shows it (``html.escape`` without quotes; importing ``html``
    and its table of entities before the first frame cost 1.5 ms)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _set_shortcut(action: QAction, shortcut: Shortcut) -> None:
    # Not through QKeySequence(...): building one from Python makes PySide build every
    # enum of Qt's namespace first, some 15 ms of start-up (see view.py).
    if isinstance(shortcut, str):
        action.setProperty("shortcut", shortcut)
    elif shortcut is not None:
        action.setShortcuts(shortcut)  # every binding the platform has for it


E = TypeVar("E", bound="Entry[Any]")
Built = TypeVar("Built")


class Entry(Generic[Built]):
    """One described entry: ``build`` makes its Qt object, ``retranslate`` words it."""

    name: str

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    # Read on the class, the description; on a built collection, the Qt object (the
    # collection puts it in its own ``__dict__``, which comes first).
    @overload
    def __get__(self: E, obj: None, owner: type) -> E: ...
    @overload
    def __get__(self, obj: object, owner: type) -> Built: ...
    def __get__(self, obj: object, owner: type) -> Any:
        if obj is None:
            return self
        # Not built yet: the menus' contents come after the first frame, unless asked
        # for sooner (a test, a language chosen), when they are built at once.
        if isinstance(obj, EntryCollection) and not obj.filled:
            obj.fill()
            return obj.__dict__[self.name]
        raise AttributeError(f"{self.name} is not built yet")

    def build(self, into: EntryCollection) -> Built:
        raise NotImplementedError

    def retranslate(self, built: Built) -> None:
        raise NotImplementedError


class Menu(Entry[QMenu]):
    """A menu: in the menu bar, or in ``parent``."""

    def __init__(self, text: str, parent: Menu | None = None, *, separated: bool = False) -> None:
        self.text, self.parent, self.separated = text, parent, separated

    def build(self, into: EntryCollection) -> QMenu:
        if self.parent is None:
            top = into.targets.win.menuBar().addMenu("")
            top.aboutToShow.connect(into.fill)  # opened before the window filled it
            return top
        parent = into.menu(self.parent)
        if self.separated:
            parent.addSeparator()
        return parent.addMenu("")

    def retranslate(self, built: QMenu) -> None:
        built.setTitle(translated(self.text))


class Action(Entry[QAction]):
    """A command in ``menu``: ``slot`` is what choosing it does."""

    def __init__(
        self,
        text: str,
        menu: Menu | None,
        slot: Callable[[Targets], object],
        *,
        shortcut: Shortcut = None,
        icon: str | None = None,
        icon_text: str | None = None,
        tip: Callable[[], str] | None = None,
        when: When = When.ALWAYS,
        checkable: bool = False,
        separated: bool = False,
    ) -> None:
        self.text, self.menu, self.slot = text, menu, slot
        self.shortcut, self.icon, self.icon_text, self.tip = shortcut, icon, icon_text, tip
        self.when, self.checkable, self.separated = when, checkable, separated

    def build(self, into: EntryCollection) -> QAction:
        targets = into.targets
        a = QAction(targets.win)
        _set_shortcut(a, self.shortcut)
        a.setCheckable(self.checkable)
        a.triggered.connect(lambda *_: self.slot(targets))
        if self.icon is not None:
            into.icons[a] = self.icon
        into.place(a, self.menu, separated=self.separated)
        return a

    def retranslate(self, built: QAction) -> None:
        built.setText(translated(self.text))
        if self.icon_text is not None:
            built.setIconText(translated(self.icon_text))
        if self.tip is not None:
            built.setStatusTip(self.tip())


class Toggle(Entry[QAction]):
    """A check mark in ``menu``: ``checked`` reads its state from the preferences,
    ``slot`` sets it."""

    def __init__(
        self,
        text: str,
        menu: Menu,
        checked: Callable[[Preferences], bool],
        slot: Callable[[Targets, bool], object],
        *,
        separated: bool = False,
        shortcut: Shortcut = None,
    ) -> None:
        self.text, self.menu, self.checked, self.slot = text, menu, checked, slot
        self.separated, self.shortcut = separated, shortcut

    def build(self, into: EntryCollection) -> QAction:
        targets = into.targets
        a = QAction(targets.win)
        a.setCheckable(True)
        a.setChecked(self.checked(targets.prefs))
        _set_shortcut(a, self.shortcut)
        a.toggled.connect(lambda on: self.slot(targets, on))
        into.place(a, self.menu, separated=self.separated)
        return a

    def retranslate(self, built: QAction) -> None:
        built.setText(translated(self.text))


class Choices(Entry[dict[str, QAction]]):
    """One of several, by key: the keys come in ``groups`` (a separator between two),
    ``current`` is the one checked at first, ``choose`` is what picking one does and
    ``text`` names each (already translated: the names are not the menus' own)."""

    def __init__(
        self,
        menu: Menu,
        groups: Callable[[Targets], Sequence[Sequence[str]]],
        current: Callable[[Targets], str],
        choose: Callable[[Targets, str], object],
        text: Callable[[str], str],
        *,
        tip: Callable[[str], str] | None = None,
        tooltip: Callable[[str], str] | None = None,
    ) -> None:
        self.menu, self.groups, self.current, self.choose = menu, groups, current, choose
        self.text, self.tip, self.tooltip = text, tip, tooltip

    def build(self, into: EntryCollection) -> dict[str, QAction]:
        targets = into.targets
        menu = into.menu(self.menu)
        # The status bar shows one line of a tip; what does not fit it is the tooltip's.
        menu.setToolTipsVisible(self.tooltip is not None)
        group = QActionGroup(targets.win)
        current = self.current(targets)
        found = {}
        for i, keys in enumerate(self.groups(targets)):
            if i:
                menu.addSeparator()
            for key in keys:
                a = QAction(group)
                a.setCheckable(True)
                a.setChecked(key == current)
                a.triggered.connect(lambda _=False, k=key: self.choose(targets, k))
                menu.addAction(a)
                found[key] = a
        return found

    def retranslate(self, built: dict[str, QAction]) -> None:
        for key, a in built.items():
            a.setText(self.text(key))
            if self.tip is not None:
                a.setStatusTip(self.tip(key))
            if self.tooltip is not None:
                # Rich text, so that Qt wraps a long tooltip into lines.
                a.setToolTip(f"<p>{_escaped(self.tooltip(key))}</p>")


class ToolBar(Entry[QToolBar]):
    """The toolbar: ``entries``' actions as buttons, in that order."""

    def __init__(self, title: str, object_name: str, *entries: Action) -> None:
        self.title, self.object_name, self.entries = title, object_name, entries

    def build(self, into: EntryCollection) -> QToolBar:
        tools = into.targets.win.addToolBar("")
        tools.setObjectName(self.object_name)
        tools.setMovable(False)
        for entry in self.entries:
            tools.addAction(into.built(entry))
        return tools

    def retranslate(self, built: QToolBar) -> None:
        built.setWindowTitle(translated(self.title))


class EntryCollection:
    """The entries declared on the subclass, built for one window, in declaration order."""

    entries: ClassVar[tuple[Entry[Any], ...]] = ()

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        own = tuple(v for v in vars(cls).values() if isinstance(v, Entry))
        # An entry is read as an attribute: one named like the collection's own would hide it.
        taken = {e.name for e in own} & (set(dir(EntryCollection)) | {"targets", "icons", "filled"})
        if taken:
            raise TypeError(f"entries named like the collection's own attributes: {sorted(taken)}")
        cls.entries = (*cls.entries, *own)

    def __init__(self, targets: Targets, filled: Callable[[], object] = lambda: None) -> None:
        self.targets = targets
        self._on_filled = filled  # the menus' states are set once they are whole
        # The style's icons come just after the first frame (show_icons): PySide builds
        # every enum type of QStyle on its first use, some 12 ms. Until then each button
        # holds a blank icon of the same size, so the toolbar is laid out as it will stay.
        self.icons: dict[QAction, str] = {}
        # The first frame shows the menu bar's titles and the toolbar, not what the menus
        # hold: those (some 90 actions, about 5 ms) are built by :meth:`fill`, once the
        # frame is out. The toolbar's actions go into their menus then, in their place.
        self.filled = False
        self._unplaced: dict[str, tuple[QAction, Menu | None, bool]] = {}
        shown = {e.name for e in self.entries if isinstance(e, ToolBar)}
        for e in self.entries:
            if isinstance(e, ToolBar):
                shown.update(a.name for a in e.entries)
            elif isinstance(e, Menu) and e.parent is None:
                shown.add(e.name)
        self._placing = False
        for entry in self.entries:
            if entry.name in shown:
                self._building = entry.name
                self.__dict__[entry.name] = entry.build(self)
        self._placing = True
        for entry in self.entries:
            if isinstance(entry, ToolBar):
                blank = QPixmap(self.built(entry).iconSize())
                blank.fill(QColor(0, 0, 0, 0))
                for a in self.icons:
                    a.setIcon(QIcon(blank))
        for a in self.all_actions():
            a.setIconVisibleInMenu(False)

    def fill(self) -> None:
        """Build every entry the first frame did not need, in menu order, and word it."""
        if self.filled:
            return
        self.filled = True
        for entry in self.entries:
            if entry.name in self.__dict__:
                unplaced = self._unplaced.pop(entry.name, None)
                if unplaced is not None:
                    self.place(*unplaced[:2], separated=unplaced[2])
                continue
            built = self.__dict__[entry.name] = entry.build(self)
            entry.retranslate(built)
            for a in built.values() if isinstance(built, dict) else [built]:
                if isinstance(a, QAction):
                    a.setIconVisibleInMenu(False)
        self._on_filled()

    def built(self, entry: Entry[Built]) -> Built:
        """What ``entry`` (read on the class) built for this window."""
        if entry.name not in self.__dict__:
            self.fill()
        found: Built = self.__dict__[entry.name]
        return found

    def menu(self, entry: Menu) -> QMenu:
        return self.built(entry)

    def place(self, action: QAction, menu: Menu | None, *, separated: bool) -> None:
        if menu is None:
            return
        if not self._placing:  # the toolbar's, before the first frame: see __init__
            self._unplaced[self._building] = (action, menu, separated)
            return
        where = self.menu(menu)
        if separated:
            where.addSeparator()
        where.addAction(action)

    def actions_when(self, when: When) -> list[QAction]:
        """The actions that can be chosen only ``when``."""
        return [
            self.built(e)
            for e in self.entries
            if isinstance(e, Action) and e.when == when and e.name in self.__dict__
        ]

    def toggles(self) -> list[tuple[Toggle, QAction]]:
        return [
            (e, self.built(e))
            for e in self.entries
            if isinstance(e, Toggle) and e.name in self.__dict__
        ]

    def all_actions(self) -> list[QAction]:
        """Every action of the menus and the toolbar (each choice too)."""
        found: list[QAction] = []
        for entry in self.entries:
            built = self.__dict__.get(entry.name)
            if isinstance(built, QAction):
                found.append(built)
            elif isinstance(built, dict):
                found += built.values()
        return found

    def retranslate(self) -> None:
        """Word every entry in the current language."""
        for entry in self.entries:
            if entry.name in self.__dict__:
                entry.retranslate(self.__dict__[entry.name])
