"""Menus, toolbar and shortcuts of the main window.

The menus call the window only through :class:`WindowActions`, the list of what a
player can ask for; they never reach into the window or the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoStack
from PySide6.QtWidgets import QMainWindow, QMenu, QStyle

from ..engine.rules import VARIANTS
from .card_art import CardArt
from .settings import Preferences
from .themes import DEFAULT_THEME, theme_ids


class WindowActions(Protocol):
    """What the menus and the toolbar ask the window to do."""

    def new_deal(self) -> object: ...
    def restart(self) -> object: ...
    def daily_deal(self) -> object: ...
    def deal_by_number(self) -> object: ...
    def toggle_pause(self) -> object: ...
    def show_statistics(self) -> object: ...
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
    def set_theme(self, theme_id: str) -> object: ...
    def set_deck_style(self, style: str) -> object: ...
    def set_back(self, back: str) -> object: ...
    def set_animation(self, on: bool) -> object: ...
    def set_single_click_best(self, on: bool) -> object: ...
    def set_auto_drop(self, on: bool) -> object: ...


class TableViewActions(Protocol):
    """What the View and Help menus ask of the table view: sight and keys."""

    def set_larger_cards(self, on: bool) -> object: ...
    def set_show_column_keys(self, on: bool) -> object: ...
    def zoom_in(self) -> object: ...
    def zoom_out(self) -> object: ...
    def zoom_reset(self) -> object: ...
    def show_keys_help(self) -> object: ...


def _action(
    win: QMainWindow,
    text: str,
    slot: Callable[[], object],
    shortcut: QKeySequence.StandardKey | str | None = None,
    icon: QStyle.StandardPixmap | None = None,
) -> QAction:
    a = QAction(text, win)
    _set_shortcut(a, shortcut)
    if icon is not None:
        a.setIcon(win.style().standardIcon(icon))
    a.triggered.connect(lambda *_: slot())
    return a


def _set_shortcut(action: QAction, shortcut: QKeySequence.StandardKey | str | None) -> None:
    # Not through QKeySequence(...): building one from Python makes PySide build every
    # enum of Qt's namespace first, some 15 ms of start-up (see view.py).
    if isinstance(shortcut, str):
        action.setProperty("shortcut", shortcut)
    elif shortcut is not None:
        action.setShortcuts(shortcut)  # every binding the platform has for it


def _choices(
    win: QMainWindow,
    menu: QMenu,
    items: list[tuple[str, str]],
    current: str,
    choose: Callable[[str], object],
) -> None:
    group = QActionGroup(win)
    for key, label in items:
        a = QAction(label, group)
        a.setCheckable(True)
        a.setChecked(key == current)
        a.triggered.connect(lambda _=False, k=key: choose(k))
        menu.addAction(a)


def _toggle(
    win: QMainWindow, menu: QMenu, text: str, on: bool, set_on: Callable[[bool], object]
) -> QAction:
    a = QAction(text, win)
    a.setCheckable(True)
    a.setChecked(on)
    a.toggled.connect(set_on)
    menu.addAction(a)
    return a


class _ShortAction(QAction):
    """A toolbar twin of a self-labelling undo/redo action: a fixed short label (so the
    toolbar does not jump about) and the full "Undo Move 7♣ to 8♥" as its tooltip."""

    def __init__(self, win: QMainWindow, action: QAction) -> None:
        label = action.text().replace("&", "").split()[0]
        super().__init__(action.icon(), label, win)
        self._twin = action
        self.triggered.connect(action.trigger)
        # A bound slot of this QObject: Qt drops the connection when either side dies.
        action.changed.connect(self._follow)
        self._follow()

    def _follow(self) -> None:
        try:
            enabled, text = self._twin.isEnabled(), self._twin.text()
        except RuntimeError:  # the twin announces changes while the window is torn down
            return
        self.setEnabled(enabled)
        self.setToolTip(text.replace("&", ""))


def build_menus(
    win: QMainWindow,
    do: WindowActions,
    stack: QUndoStack,
    prefs: Preferences,
    variant_id: str,
    table: TableViewActions | None = None,
) -> dict[str, QAction]:
    """The menu bar and toolbar of ``win``; the actions by name (for tests and shortcuts)."""
    sp = QStyle.StandardPixmap  # looked up here, not at import: start-up pays for each enum
    key = QKeySequence.StandardKey
    acts = {
        "new": _action(win, "&New Deal", do.new_deal, "F2", sp.SP_FileIcon),
        "restart": _action(win, "&Restart", do.restart, "Ctrl+R", sp.SP_BrowserReload),
        "daily": _action(win, "&Daily Deal", do.daily_deal, "Ctrl+D"),
        "number": _action(win, "Deal by &Number…", do.deal_by_number, "Ctrl+N"),
        "quit": _action(win, "&Quit", win.close, key.Quit),
        "pause": _action(win, "&Pause", do.toggle_pause, "P", sp.SP_MediaPause),
        "stats": _action(win, "&Statistics…", do.show_statistics, "Ctrl+I"),
        "hint": _action(win, "&Hint", do.hint, "H", sp.SP_MessageBoxQuestion),
        "finish": _action(win, "&Auto Finish", do.auto_finish, "A", sp.SP_MediaSeekForward),
        "lost": _action(win, "&Where Was It Lost?", do.where_was_it_lost, "Ctrl+L"),
        "solve": _action(win, "&Solve…", do.solve, "Ctrl+Shift+S"),
        "copy": _action(win, "&Copy Board", do.copy_board, key.Copy),
        "paste": _action(win, "&Paste Board", do.paste_board, key.Paste),
        "rules": _action(win, "&Rules", do.show_rules, key.HelpContents),
        "about": _action(win, "&About", do.show_about),
        "about_qt": _action(win, "About &Qt", do.show_about_qt),
    }
    undo = stack.createUndoAction(win, "&Undo")
    _set_shortcut(undo, key.Undo)
    undo.setIcon(win.style().standardIcon(sp.SP_ArrowBack))
    redo = stack.createRedoAction(win, "&Redo")
    _set_shortcut(redo, key.Redo)
    redo.setIcon(win.style().standardIcon(sp.SP_ArrowForward))
    acts["undo"], acts["redo"] = undo, redo

    bar = win.menuBar()
    game = bar.addMenu("&Game")
    acts["pause"].setCheckable(True)
    for name in ("new", "restart", "daily", "number", "pause"):
        game.addAction(acts[name])
    variants = game.addMenu("&Variant")
    _choices(
        win, variants, [(v.id, v.name) for v in VARIANTS.values()], variant_id, do.choose_variant
    )
    variants.addSeparator()
    variants.addAction(_action(win, "&Custom…", do.choose_custom))
    game.addSeparator()
    game.addAction(acts["stats"])
    game.addSeparator()
    game.addAction(acts["quit"])

    edit = bar.addMenu("&Edit")
    for name in ("undo", "redo"):
        edit.addAction(acts[name])
    edit.addSeparator()
    for name in ("hint", "finish", "solve", "lost"):
        edit.addAction(acts[name])
    edit.addSeparator()
    for name in ("copy", "paste"):
        edit.addAction(acts[name])

    view = bar.addMenu("&View")
    _choices(win, view.addMenu("&Theme"), theme_ids(), prefs.theme or DEFAULT_THEME, do.set_theme)
    styles = [(s, s.replace("-", " ").title()) for s in CardArt.styles()]
    _choices(win, view.addMenu("&Deck"), styles, prefs.deck_style, do.set_deck_style)
    backs = [(b, b.replace("-", " ").title()) for b in CardArt.backs()]
    _choices(win, view.addMenu("Card &Back"), backs, prefs.back, do.set_back)
    view.addSeparator()
    acts["animation"] = _toggle(win, view, "&Animate Moves", prefs.animation, do.set_animation)
    acts["single_click"] = _toggle(
        win,
        view,
        "&Single Click Plays Best Move",
        prefs.single_click_best,
        do.set_single_click_best,
    )
    acts["auto_drop"] = _toggle(
        win, view, "Move Safe Cards &Up Automatically", prefs.auto_drop, do.set_auto_drop
    )

    help_menu = bar.addMenu("&Help")
    help_menu.addAction(acts["rules"])
    if table is not None:
        _add_table_entries(win, view, help_menu, table, prefs, acts)
    help_menu.addAction(acts["about"])
    help_menu.addAction(acts["about_qt"])

    tools = win.addToolBar("Game")
    tools.setObjectName("game-toolbar")
    tools.setMovable(False)
    # By name, not Qt.ToolButtonStyle: see view.py on Qt's enums at start-up.
    tools.setProperty("toolButtonStyle", "ToolButtonTextBesideIcon")
    for name in ("new", "restart", "undo", "redo", "hint", "finish", "pause"):
        tools.addAction(_ShortAction(win, acts[name]) if name in ("undo", "redo") else acts[name])
    for a in acts.values():
        a.setIconVisibleInMenu(False)
    return acts


def _add_table_entries(
    win: QMainWindow,
    view: QMenu,
    help_menu: QMenu,
    table: TableViewActions,
    prefs: Preferences,
    acts: dict[str, QAction],
) -> None:
    """Sight and keys: larger cards, zoom, the column keys; Help → Keyboard."""

    view.addSeparator()
    acts["larger_cards"] = _toggle(
        win,
        view,
        QCoreApplication.translate("Menus", "&Larger Cards"),
        prefs.larger_cards,
        table.set_larger_cards,
    )
    acts["column_keys"] = _toggle(
        win,
        view,
        QCoreApplication.translate("Menus", "Show Column &Keys"),
        prefs.column_keys,
        table.set_show_column_keys,
    )
    acts["zoom_in"] = _action(
        win, QCoreApplication.translate("Menus", "Zoom &In"), table.zoom_in, "Ctrl+="
    )
    acts["zoom_out"] = _action(
        win, QCoreApplication.translate("Menus", "Zoom &Out"), table.zoom_out, "Ctrl+-"
    )
    acts["zoom_reset"] = _action(
        win, QCoreApplication.translate("Menus", "Actual Si&ze"), table.zoom_reset, "Ctrl+0"
    )
    for name in ("zoom_in", "zoom_out", "zoom_reset"):
        view.addAction(acts[name])
    acts["keys_help"] = _action(
        win, QCoreApplication.translate("Menus", "&Keyboard"), table.show_keys_help
    )
    help_menu.addAction(acts["keys_help"])
