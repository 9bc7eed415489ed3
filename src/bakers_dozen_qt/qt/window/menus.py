"""Menus, toolbar and shortcuts of the main window.

The menus call the window only through :class:`WindowActions`, the list of what a
player can ask for, and the preferences through :class:`PreferenceChoices`; they never
reach into the window or the game. They alone say which of their entries can be chosen
(:meth:`Menus.sync`): Undo and Redo follow the undo stack, and nothing that changes the
game is offered while it is paused (the session is locked). Every text is set in
:meth:`Menus.retranslate`, called once when the menus are built and again whenever the
language changes; View > Language switches it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QActionGroup, QColor, QIcon, QKeySequence, QPixmap
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from ...engine.history import Step
from ...engine.rules import CUSTOM_ID, VARIANTS
from ...languages import LANGUAGES, SHIPPED
from ..art.card_art import BACK_NAMES, STYLE_NAMES, CardArt
from ..art.themes import DEFAULT_THEME, theme_ids
from ..files.settings import Preferences
from ..play.session import GameSession
from ..words import i18n
from ..words.variant_names import variant_description, variant_name
from ..words.wording import step_label
from .qt_fixes import keep_tool_buttons_lean

SYSTEM = ""
"""The View > Language entry that follows the system's language (the saved choice "")."""

TOOLBAR = ("new", "restart", "undo", "redo", "hint", "finish", "pause")


class WindowActions(Protocol):
    """What the menus and the toolbar ask the window to do."""

    def new_deal(self) -> object: ...
    def restart(self) -> object: ...
    def daily_deal(self) -> object: ...
    def deal_by_number(self) -> object: ...
    def toggle_pause(self) -> object: ...
    def show_statistics(self) -> object: ...
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
    def set_ask_before_abandoning(self, on: bool) -> object: ...
    def set_ask_before_help(self, on: bool) -> object: ...
    def set_winnable_only(self, on: bool) -> object: ...
    def set_live_status(self, on: bool) -> object: ...


class TableViewActions(Protocol):
    """What the View and Help menus ask of the table view: sight and keys."""

    def set_larger_cards(self, on: bool) -> object: ...
    def set_show_column_keys(self, on: bool) -> object: ...
    def zoom_in(self) -> object: ...
    def zoom_out(self) -> object: ...
    def zoom_reset(self) -> object: ...
    def show_keys_help(self) -> object: ...


def _set_shortcut(action: QAction, shortcut: QKeySequence.StandardKey | str | None) -> None:
    # Not through QKeySequence(...): building one from Python makes PySide build every
    # enum of Qt's namespace first, some 15 ms of start-up (see view.py).
    if isinstance(shortcut, str):
        action.setProperty("shortcut", shortcut)
    elif shortcut is not None:
        action.setShortcuts(shortcut)  # every binding the platform has for it


def plain(text: str) -> str:
    """A menu text without its accelerator mark: ``"&Undo"`` → ``"Undo"``."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class Menus(QObject):
    """The menu bar, the toolbar and their actions, worded in the current language."""

    def __init__(
        self,
        win: QMainWindow,
        do: WindowActions,
        choose: PreferenceChoices,
        session: GameSession,
        prefs: Preferences,
        variant_id: str,
        table: TableViewActions | None = None,
    ) -> None:
        super().__init__(win)
        self._win = win
        self._session = session
        stack = session.undo_stack
        self._toolbar_width = 0
        self._toolbar_style = "ToolButtonTextBesideIcon"
        self._prefs = prefs
        key = QKeySequence.StandardKey
        # The style's icons come just after the first frame (show_icons): PySide builds
        # every enum type of QStyle on its first use, some 12 ms. Until then each button
        # holds a blank icon of the same size, so the toolbar is laid out as it will stay.
        self._icons: dict[QAction, str] = {}

        def action(
            slot: Callable[[], object],
            shortcut: QKeySequence.StandardKey | str | None = None,
            icon: str | None = None,
        ) -> QAction:
            a = QAction(win)
            _set_shortcut(a, shortcut)
            if icon is not None:
                self._icons[a] = icon
            a.triggered.connect(lambda *_: slot())
            return a

        acts = {
            "new": action(do.new_deal, "F2", "SP_FileIcon"),
            "restart": action(do.restart, "Ctrl+R", "SP_BrowserReload"),
            "daily": action(do.daily_deal, "Ctrl+D"),
            "number": action(do.deal_by_number, "Ctrl+N"),
            "quit": action(win.close, key.Quit),
            "pause": action(do.toggle_pause, "P", "SP_MediaPause"),
            "stats": action(do.show_statistics, "Ctrl+I"),
            "online": action(do.online_board),
            # Through the session: nothing changes the game while it is paused.
            "undo": action(session.undo, key.Undo, "SP_ArrowBack"),
            "redo": action(session.redo, key.Redo, "SP_ArrowForward"),
            "hint": action(do.hint, "H", "SP_MessageBoxQuestion"),
            "finish": action(do.auto_finish, "A", "SP_MediaSeekForward"),
            "lost": action(do.where_was_it_lost, "Ctrl+L"),
            "solve": action(do.solve, "Ctrl+Shift+S"),
            "copy": action(do.copy_board, key.Copy),
            "paste": action(do.paste_board, key.Paste),
            "rules": action(do.show_rules, key.HelpContents),
            "about": action(do.show_about),
            "about_qt": action(do.show_about_qt),
            "custom": action(do.choose_custom),
        }
        acts["pause"].setCheckable(True)
        self.actions = acts

        bar = win.menuBar()
        self.game_menu = game = bar.addMenu("")
        for name in ("new", "restart", "daily", "number", "pause"):
            game.addAction(acts[name])
        self.variant_menu = game.addMenu("")
        self._variants = self._choices(
            self.variant_menu, [*VARIANTS], variant_id, do.choose_variant
        )
        acts.update({f"variant/{k}": a for k, a in self._variants.items()})
        self.variant_menu.addSeparator()
        self.variant_menu.addAction(acts["custom"])
        game.addSeparator()
        acts["ask_abandon"] = self._toggle(
            game, prefs.ask_before_abandoning, choose.set_ask_before_abandoning
        )
        acts["ask_help"] = self._toggle(game, prefs.ask_before_help, choose.set_ask_before_help)
        acts["winnable_only"] = self._toggle(game, prefs.winnable_only, choose.set_winnable_only)
        game.addAction(acts["stats"])
        game.addAction(acts["online"])
        game.addSeparator()
        game.addAction(acts["quit"])

        self.edit_menu = edit = bar.addMenu("")
        for name in ("undo", "redo", "", "hint", "finish", "solve", "lost", "", "copy", "paste"):
            if name:
                edit.addAction(acts[name])
            else:
                edit.addSeparator()

        self.view_menu = view = bar.addMenu("")
        self.theme_menu = view.addMenu("")
        self._themes = self._choices(
            self.theme_menu,
            [t for t, _ in theme_ids()],
            prefs.theme or DEFAULT_THEME,
            choose.set_theme,
        )
        acts.update({f"theme/{k}": a for k, a in self._themes.items()})
        self.deck_menu = view.addMenu("")
        self._decks = self._choices(
            self.deck_menu, CardArt.styles(), prefs.deck_style, choose.set_deck_style
        )
        self.back_menu = view.addMenu("")
        self._backs = self._choices(self.back_menu, CardArt.backs(), prefs.back, choose.set_back)
        self.language_menu = view.addMenu("")
        # "" first: follow the system's language (the choice until the player makes one).
        self._languages = self._choices(
            self.language_menu,
            [SYSTEM, *SHIPPED],
            self._language_choice(prefs.language),
            self.choose_language,
        )
        self.language_menu.insertSeparator(self._languages[SHIPPED[0]])
        view.addSeparator()
        acts["animation"] = self._toggle(view, prefs.animation, choose.set_animation)
        acts["single_click"] = self._toggle(
            view, prefs.single_click_best, choose.set_single_click_best
        )
        acts["auto_drop"] = self._toggle(view, prefs.auto_drop, choose.set_auto_drop)
        acts["live_status"] = self._toggle(view, prefs.live_status, choose.set_live_status)
        if table is not None:  # sight and keys: larger cards, zoom, the column keys
            view.addSeparator()
            acts["larger_cards"] = self._toggle(view, prefs.larger_cards, table.set_larger_cards)
            acts["column_keys"] = self._toggle(view, prefs.column_keys, table.set_show_column_keys)
            acts["zoom_in"] = action(table.zoom_in, "Ctrl+=")
            acts["zoom_out"] = action(table.zoom_out, "Ctrl+-")
            acts["zoom_reset"] = action(table.zoom_reset, "Ctrl+0")
            for name in ("zoom_in", "zoom_out", "zoom_reset"):
                view.addAction(acts[name])
            acts["keys_help"] = action(table.show_keys_help)

        self.help_menu = help_menu = bar.addMenu("")
        for name in ("rules", "keys_help", "about", "about_qt"):
            if name in acts:
                help_menu.addAction(acts[name])

        self.toolbar = tools = win.addToolBar("")
        tools.setObjectName("game-toolbar")
        tools.setMovable(False)
        for name in TOOLBAR:
            tools.addAction(acts[name])
        keep_tool_buttons_lean(tools)  # a Qt fault that slowed every move (qt_fixes)
        blank = QPixmap(tools.iconSize())
        blank.fill(QColor(0, 0, 0, 0))
        for a in self._icons:
            a.setIcon(QIcon(blank))
        for a in acts.values():
            a.setIconVisibleInMenu(False)

        stack.indexChanged.connect(self._word_history)
        stack.canUndoChanged.connect(self._offer_undo)
        stack.canRedoChanged.connect(self._offer_redo)
        self._offer_undo(stack.canUndo())
        self._offer_redo(stack.canRedo())
        i18n.reword(win, self.retranslate)
        win.installEventFilter(self)

    def sync(self) -> None:
        """Check marks and enabled states that follow the game rather than a click:
        while paused, nothing that would change the game can be chosen."""
        acts = self.actions
        paused = self._session.locked
        for name in ("restart", "hint", "finish", "solve", "lost"):
            acts[name].setEnabled(not paused)
        stack = self._session.undo_stack
        self._offer_undo(stack.canUndo())
        self._offer_redo(stack.canRedo())
        if acts["pause"].isChecked() != paused:
            acts["pause"].setChecked(paused)
        acts["ask_abandon"].setChecked(self._prefs.ask_before_abandoning)
        acts["ask_help"].setChecked(self._prefs.ask_before_help)
        variant = acts.get(f"variant/{self._session.game.rules.id}")
        if variant is not None and not variant.isChecked():
            variant.setChecked(True)

    def check_theme(self, theme_id: str) -> None:
        """The table shows ``theme_id`` (the system's scheme may have chosen it)."""
        action = self._themes.get(theme_id)
        if action is not None and not action.isChecked():
            action.setChecked(True)

    # The one place Undo and Redo are enabled: a step to take back or make again, and
    # the game not paused (the stack may change under a pause: a restore). ``can`` comes
    # with the signal: the stack may be going away with the window.
    def _offer_undo(self, can: bool) -> None:
        self.actions["undo"].setEnabled(can and not self._session.locked)

    def _offer_redo(self, can: bool) -> None:
        self.actions["redo"].setEnabled(can and not self._session.locked)

    def show_icons(self) -> None:
        """Give the toolbar the style's icons (once the table is on screen; again is a no-op)."""
        if not self._icons:
            return
        from PySide6.QtWidgets import QStyle

        style = self._win.style()
        for a, name in self._icons.items():
            a.setIcon(style.standardIcon(getattr(QStyle.StandardPixmap, name)))
        self._icons.clear()

    # --- building ---------------------------------------------------------------------------

    def _choices(
        self, menu: QMenu, keys: list[str], current: str, choose: Callable[[str], object]
    ) -> dict[str, QAction]:
        group = QActionGroup(self._win)
        found = {}
        for key in keys:
            a = QAction(group)
            a.setCheckable(True)
            a.setChecked(key == current)
            a.triggered.connect(lambda _=False, k=key: choose(k))
            menu.addAction(a)
            found[key] = a
        return found

    def _toggle(self, menu: QMenu, on: bool, set_on: Callable[[bool], object]) -> QAction:
        a = QAction(self._win)
        a.setCheckable(True)
        a.setChecked(on)
        a.toggled.connect(set_on)
        menu.addAction(a)
        return a

    # --- language ---------------------------------------------------------------------------

    def choose_language(self, code: str) -> None:
        """Speak ``code`` from now on, and remember it (``SYSTEM``: the system's
        language, today and after it changes)."""
        self._prefs.language = code
        i18n.set_language(code or i18n.system_language())
        for key, a in self._languages.items():
            a.setChecked(key == code)

    def language_action(self, code: str) -> QAction:
        """View > Language's entry for ``code`` (``SYSTEM``: follow the system)."""
        return self._languages[code]

    @staticmethod
    def _language_choice(saved: str) -> str:
        """The entry to check: the saved choice, unless the game speaks another language
        (``--lang``), which is then checked."""
        speaking = i18n.current().code
        if saved == SYSTEM and speaking == i18n.system_language():
            return SYSTEM
        return speaking

    def retranslate(self) -> None:
        """Set every text of the menus and the toolbar in the current language."""
        a = self.actions
        self.game_menu.setTitle(self.tr("&Game"))
        a["new"].setText(self.tr("&New Deal"))
        a["restart"].setText(self.tr("&Restart"))
        #: Today's deal, the same for every player (Game menu).
        a["daily"].setText(self.tr("&Daily Deal"))
        a["number"].setText(self.tr("Deal by N&umber…"))
        a["pause"].setText(self.tr("&Pause"))
        self.variant_menu.setTitle(self.tr("&Variant"))
        a["custom"].setText(self.tr("&Custom…"))
        #: Game menu: ask before a game in progress is given up (it counts as lost).
        a["ask_abandon"].setText(self.tr("As&k Before Abandoning a Game"))
        #: Game menu: ask before Show the Way or Go Back makes the game "won with help".
        a["ask_help"].setText(self.tr("Ask Before the Solver &Helps"))
        #: Game menu: New Deal deals only deals the solver has shown can be won.
        a["winnable_only"].setText(self.tr("&Winnable Deals Only"))
        a["stats"].setText(self.tr("&Statistics…"))
        #: Game menu: choose an online board for the daily deal, and whether to send to it.
        a["online"].setText(self.tr("Online Daily &Board…"))
        a["quit"].setText(self.tr("&Quit"))

        self.edit_menu.setTitle(self.tr("&Edit"))
        #: Button in the toolbar; the menu entry says which move it takes back.
        a["undo"].setIconText(self.tr("Undo"))
        #: Button in the toolbar; the menu entry says which move it makes again.
        a["redo"].setIconText(self.tr("Redo"))
        a["hint"].setText(self.tr("&Hint"))
        #: Sends every card that can go to the foundations there, one after another.
        a["finish"].setText(self.tr("&Auto Finish"))
        #: The solver looks for a win from here and can play it out (Show the Way).
        a["solve"].setText(self.tr("&Solve…"))
        #: The solver finds the last position from which this game could still be won.
        a["lost"].setText(self.tr("&Where Was It Lost?"))
        a["copy"].setText(self.tr("&Copy Board"))
        a["paste"].setText(self.tr("&Paste Board"))

        self.view_menu.setTitle(self.tr("&View"))
        self.theme_menu.setTitle(self.tr("&Theme"))
        for theme_id, name in theme_ids():
            self._themes[theme_id].setText(name)
        #: The look of the cards' faces (View menu).
        self.deck_menu.setTitle(self.tr("&Deck"))
        for style, action in self._decks.items():
            action.setText(QCoreApplication.translate("Decks", STYLE_NAMES[style]))
        self.back_menu.setTitle(self.tr("Card &Back"))
        for back, action in self._backs.items():
            action.setText(QCoreApplication.translate("Decks", BACK_NAMES[back]))
        self.language_menu.setTitle(self.tr("La&nguage"))
        for code, action in self._languages.items():
            if code == SYSTEM:
                #: View > Language: follow the system's language; {language} is its name
                #: ("English"), written in that language.
                action.setText(
                    self.tr("System Language ({language})").format(
                        language=LANGUAGES[i18n.system_language()].name
                    )
                )
            else:
                action.setText(LANGUAGES[code].name)  # each in its own language, always
        a["animation"].setText(self.tr("&Animate Moves"))
        a["single_click"].setText(self.tr("&Single Click Plays Best Move"))
        #: Cards that no other card can need go up to the foundations by themselves.
        a["auto_drop"].setText(self.tr("Move Safe Cards &Up Automatically"))
        #: View menu: after each move the status bar says whether the game can still be won.
        a["live_status"].setText(self.tr("Show &Whether the Game Can Be Won"))
        if "larger_cards" in a:
            a["larger_cards"].setText(self.tr("&Larger Cards"))
            #: Shows on the table the key that picks each column.
            a["column_keys"].setText(self.tr("Show Column &Keys"))
            a["zoom_in"].setText(self.tr("Zoom &In"))
            a["zoom_out"].setText(self.tr("Zoom &Out"))
            a["zoom_reset"].setText(self.tr("Actual Si&ze"))
            #: Help menu: the list of keys that play the game.
            a["keys_help"].setText(self.tr("&Keyboard"))

        self.help_menu.setTitle(self.tr("&Help"))
        a["rules"].setText(self.tr("&How to Play"))
        a["about"].setText(self.tr("&About"))
        a["about_qt"].setText(self.tr("About &Qt"))

        for variant_id, action in self._variants.items():
            action.setText(variant_name(variant_id))
            action.setStatusTip(variant_description(variant_id))
        a["custom"].setStatusTip(variant_description(CUSTOM_ID))
        #: The toolbar's name (shown when right-clicking the toolbar area).
        self.toolbar.setWindowTitle(self.tr("Game"))
        for more in self.toolbar.findChildren(QWidget, "qt_toolbar_ext_button"):
            #: The toolbar's button that shows the buttons a narrow window has no room for.
            more.setAccessibleName(self.tr("More buttons"))
            more.setToolTip(self.tr("More buttons"))
        self._word_history()
        tools = self.toolbar
        tools.setProperty("toolButtonStyle", "ToolButtonTextBesideIcon")
        self._toolbar_style = "ToolButtonTextBesideIcon"
        self._toolbar_width = tools.sizeHint().width()
        self._fit_toolbar()

    def _word_history(self) -> None:
        """Undo and Redo say which step they take back or make again."""
        a = self.actions
        try:
            undo = self._step_text(self._session.undo_step(), before_it=False)
            redo = self._step_text(self._session.redo_step(), before_it=True)
        except RuntimeError:  # a language change reaching a window being torn down
            return
        #: Edit menu. {step} is the step it takes back: "&Undo Move 7♣ to 8♥".
        a["undo"].setText(self.tr("&Undo {step}").format(step=undo) if undo else self.tr("&Undo"))
        #: Edit menu. {step} is the step it makes again: "&Redo Move 7♣ to 8♥".
        a["redo"].setText(self.tr("&Redo {step}").format(step=redo) if redo else self.tr("&Redo"))
        a["undo"].setToolTip(plain(a["undo"].text()))
        a["redo"].setToolTip(plain(a["redo"].text()))

    def _step_text(self, step: Step | None, *, before_it: bool) -> str:
        """The label of ``step``: the game now is the position before it (Redo) or
        after it (Undo)."""
        if step is None:
            return ""
        before = self._session.game
        if not before_it and step.moves:
            before = before.copy()
            for _ in step.moves:
                before.pop()
        return step_label(before, step)

    # --- fitting the toolbar ---------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._fit_toolbar()
        return False

    def _fit_toolbar(self) -> None:
        """Text beside the icons while they fit the window, else icons alone (each
        button's tooltip still says what it does): a long word is never cut."""
        fits = self._toolbar_width <= self._win.width()
        style = "ToolButtonTextBesideIcon" if fits else "ToolButtonIconOnly"
        if style != self._toolbar_style:
            self._toolbar_style = style
            self.toolbar.setProperty("toolButtonStyle", style)


def build_menus(
    win: QMainWindow,
    do: WindowActions,
    choose: PreferenceChoices,
    session: GameSession,
    prefs: Preferences,
    variant_id: str,
    table: TableViewActions | None = None,
) -> Menus:
    """The menu bar and toolbar of ``win``; ``.actions`` by name (for tests and shortcuts):
    ``variant/<id>`` and ``theme/<id>`` name the choices of those menus."""
    return Menus(win, do, choose, session, prefs, variant_id, table)
