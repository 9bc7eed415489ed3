"""Menus, toolbar and shortcuts of the main window."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QStyle

from ..engine.rules import VARIANTS
from . import about, dialogs
from .art import CardPictures, app_icon, default_theme_id, theme_ids
from .board_clipboard import copy_board, paste_board

if TYPE_CHECKING:
    from .window import MainWindow

SP = QStyle.StandardPixmap


def _action(
    win: MainWindow,
    text: str,
    slot: Callable[[], object],
    shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    icon: SP | None = None,
) -> QAction:
    a = QAction(text, win)
    if shortcut is not None:
        a.setShortcut(QKeySequence(shortcut))
    if icon is not None:
        a.setIcon(win.style().standardIcon(icon))
    a.triggered.connect(lambda *_: slot())
    return a


def _choices(
    win: MainWindow,
    menu: QMenu,
    items: list[tuple[str, str]],
    current: str,
    choose: Callable[[str], None],
) -> None:
    group = QActionGroup(win)
    for key, label in items:
        a = QAction(label, group)
        a.setCheckable(True)
        a.setChecked(key == current)
        a.triggered.connect(lambda _=False, k=key: choose(k))
        menu.addAction(a)


def _toggle(
    win: MainWindow, menu: QMenu, text: str, on: bool, set_on: Callable[[bool], None]
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

    def __init__(self, win: MainWindow, action: QAction) -> None:
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


def build_menus(win: MainWindow) -> dict[str, QAction]:
    stack = win.undo_stack
    acts = {
        "new": _action(win, "&New Deal", win.new_deal, "F2", SP.SP_FileIcon),
        "restart": _action(win, "&Restart", win.restart, "Ctrl+R", SP.SP_BrowserReload),
        "daily": _action(win, "&Daily Deal", win.daily_deal, "Ctrl+D"),
        "number": _action(win, "Deal by &Number…", win.deal_by_number, "Ctrl+N"),
        "quit": _action(win, "&Quit", win.close, QKeySequence.StandardKey.Quit),
        "pause": _action(win, "&Pause", win.toggle_pause, "P", SP.SP_MediaPause),
        "stats": _action(win, "&Statistics…", win.show_statistics, "Ctrl+I"),
        "hint": _action(win, "&Hint", win.hint, "H", SP.SP_MessageBoxQuestion),
        "finish": _action(win, "&Auto Finish", win.auto_finish, "A", SP.SP_MediaSeekForward),
        "lost": _action(win, "&Where Was It Lost?", win.loss_review.start, "Ctrl+L"),
        "solve": _action(win, "&Solve…", win.show_the_way.start, "Ctrl+Shift+S"),
        "copy": _action(win, "&Copy Board", lambda: copy_board(win), QKeySequence.StandardKey.Copy),
        "paste": _action(
            win, "&Paste Board", lambda: paste_board(win), QKeySequence.StandardKey.Paste
        ),
        "rules": _action(
            win, "&Rules", lambda: dialogs.show_rules(win), QKeySequence.StandardKey.HelpContents
        ),
        "about": _action(win, "&About", lambda: about.show_about(win)),
        "about_qt": _action(win, "About &Qt", lambda: about.show_about_qt(win)),
    }
    undo = stack.createUndoAction(win, "&Undo")
    undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
    undo.setIcon(win.style().standardIcon(SP.SP_ArrowBack))
    redo = stack.createRedoAction(win, "&Redo")
    redo.setShortcut(QKeySequence(QKeySequence.StandardKey.Redo))
    redo.setIcon(win.style().standardIcon(SP.SP_ArrowForward))
    acts["undo"], acts["redo"] = undo, redo
    # Undo while a dialog about the last move is open should close that dialog too.
    undo.triggered.connect(lambda *_: win._close_dialogs())

    bar = win.menuBar()
    game = bar.addMenu("&Game")
    acts["pause"].setCheckable(True)
    for key in ("new", "restart", "daily", "number", "pause"):
        game.addAction(acts[key])
    variants = game.addMenu("&Variant")
    _choices(
        win,
        variants,
        [(v.id, v.name) for v in VARIANTS.values()],
        win.game.rules.id,
        win.choose_variant,
    )
    variants.addSeparator()
    variants.addAction(_action(win, "&Custom…", win.choose_custom))
    game.addSeparator()
    game.addAction(acts["stats"])
    game.addSeparator()
    game.addAction(acts["quit"])

    edit = bar.addMenu("&Edit")
    for key in ("undo", "redo"):
        edit.addAction(acts[key])
    edit.addSeparator()
    for key in ("hint", "finish", "solve", "lost"):
        edit.addAction(acts[key])
    edit.addSeparator()
    for key in ("copy", "paste"):
        edit.addAction(acts[key])

    view = bar.addMenu("&View")
    prefs = win.prefs
    _choices(
        win, view.addMenu("&Theme"), theme_ids(), prefs.theme or default_theme_id(), win.set_theme
    )
    styles = [(s, s.replace("-", " ").title()) for s in CardPictures.styles()]
    _choices(win, view.addMenu("&Deck"), styles, prefs.deck_style, win.set_deck_style)
    backs = [(b, b.replace("-", " ").title()) for b in CardPictures.backs()]
    _choices(win, view.addMenu("Card &Back"), backs, prefs.back, win.set_back)
    view.addSeparator()
    acts["animation"] = _toggle(win, view, "&Animate Moves", prefs.animation, win.set_animation)
    acts["single_click"] = _toggle(
        win,
        view,
        "&Single Click Plays Best Move",
        prefs.single_click_best,
        win.set_single_click_best,
    )
    acts["auto_drop"] = _toggle(
        win, view, "Move Safe Cards &Up Automatically", prefs.auto_drop, win.set_auto_drop
    )

    help_menu = bar.addMenu("&Help")
    help_menu.addAction(acts["rules"])
    help_menu.addAction(acts["about"])
    help_menu.addAction(acts["about_qt"])

    tools = win.addToolBar("Game")
    tools.setObjectName("game-toolbar")
    tools.setMovable(False)
    tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    for key in ("new", "restart", "undo", "redo", "hint", "finish", "pause"):
        tools.addAction(_ShortAction(win, acts[key]) if key in ("undo", "redo") else acts[key])
    for a in acts.values():
        a.setIconVisibleInMenu(False)
    icon = app_icon()
    win.setWindowIcon(icon if not icon.isNull() else win.style().standardIcon(SP.SP_DesktopIcon))
    return acts
