"""Menus, toolbar and shortcuts of the main window, built and kept.

Every entry is described once, in :class:`~.menu_actions.MenuActions`: its text, what it
does, its shortcut and icon, the menu it sits in and when it can be chosen. The menus
call the window only through :class:`~.menu_entries.WindowActions`, the list of what a
player can ask for, and the preferences through
:class:`~.menu_entries.PreferenceChoices`; they never reach into the window or the game.
:class:`Menus` alone says which of their entries can be chosen (:meth:`Menus.sync`):
Undo and Redo follow the undo stack, and nothing that changes the game is offered while
it is paused (the session is locked). Every text is set in :meth:`Menus.retranslate`,
from the same descriptions, when the menus are built and again whenever the language
changes; View > Language switches it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAccessible, QAction
from PySide6.QtWidgets import QMainWindow, QWidget

from ...engine.history import Step
from ..files.settings import Preferences
from ..play.session import GameSession
from ..speech.spoken_names import for_the_ear
from ..words import i18n
from ..words.wording import step_label
from .menu_actions import MenuActions
from .menu_entries import (
    PreferenceChoices,
    TableViewActions,
    Targets,
    When,
    WindowActions,
)
from .qt_fixes import keep_tool_buttons_lean


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
        table: TableViewActions,
    ) -> None:
        super().__init__(win)
        self._win = win
        self._session = session
        self._do = do
        self._toolbar_width = 0
        self._toolbar_style = "ToolButtonTextBesideIcon"
        self._prefs = prefs
        targets = Targets(win, do, choose, table, session, prefs, variant_id, self.choose_language)
        self.actions = acts = MenuActions(targets, self._filled)
        self.toolbar = acts.toolbar

        stack = session.undo_stack
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
        for a in acts.actions_when(When.PLAYING):
            a.setEnabled(not paused)
        stack = self._session.undo_stack
        self._offer_undo(stack.canUndo())
        self._offer_redo(stack.canRedo())
        # A replay holds the game too, but the game is not paused: P plays the replay.
        shown_paused = paused and not self._do.replaying
        if acts.pause.isChecked() != shown_paused:
            acts.pause.setChecked(shown_paused)
        # A guard's "do not ask again" changes its preference outside the menu.
        for toggle, a in acts.toggles():
            a.setChecked(toggle.checked(self._prefs))
        if not acts.filled:  # the rest is set as the menus are filled (fill)
            return
        variant = acts.variants.get(self._session.game.rules.id)
        if variant is not None and not variant.isChecked():
            variant.setChecked(True)

    # The one place Undo and Redo are enabled: a step to take back or make again, and
    # the game not paused (the stack may change under a pause: a restore). ``can`` comes
    # with the signal: the stack may be going away with the window.
    def _offer_undo(self, can: bool) -> None:
        for a in self.actions.actions_when(When.UNDO):
            a.setEnabled(can and not self._session.locked)

    def _offer_redo(self, can: bool) -> None:
        for a in self.actions.actions_when(When.REDO):
            a.setEnabled(can and not self._session.locked)

    def fill(self) -> None:
        """Fill the menus (the first frame shows only their titles and the toolbar)."""
        self.actions.fill()

    def _filled(self) -> None:
        # A Qt fault that slowed every move (qt_fixes); no move comes before the first
        # frame, and the first pruning drops what the buttons gathered until then.
        keep_tool_buttons_lean(self.toolbar)
        self.sync()

    def show_icons(self) -> None:
        """Give the toolbar the style's icons (once the table is on screen; again is a no-op)."""
        icons = self.actions.icons
        if not icons:
            return
        from PySide6.QtWidgets import QStyle

        style = self._win.style()
        for a, name in icons.items():
            a.setIcon(style.standardIcon(getattr(QStyle.StandardPixmap, name)))
        icons.clear()

    # --- language ---------------------------------------------------------------------------

    def choose_language(self, code: str) -> None:
        """Speak ``code`` from now on, and remember it (``SYSTEM``: the system's
        language, today and after it changes)."""
        self._prefs.language = code
        i18n.set_language(code or i18n.system_language())
        for key, a in self.actions.languages.items():
            a.setChecked(key == code)

    def language_action(self, code: str) -> QAction:
        """View > Language's entry for ``code`` (``SYSTEM``: follow the system)."""
        return self.actions.languages[code]

    def retranslate(self) -> None:
        """Set every text of the menus and the toolbar in the current language."""
        self.actions.retranslate()
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
        a.undo.setText(self.tr("&Undo {step}").format(step=undo) if undo else self.tr("&Undo"))
        #: Edit menu. {step} is the step it makes again: "&Redo Move 7♣ to 8♥".
        a.redo.setText(self.tr("&Redo {step}").format(step=redo) if redo else self.tr("&Redo"))
        a.undo.setToolTip(plain(a.undo.text()))
        a.redo.setToolTip(plain(a.redo.text()))

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
        label = step_label(before, step)
        # A reader says a menu entry's text as it stands, spelling "7♣" symbol by symbol:
        # with one running, the cards are named in words, as the game's speech names them.
        return for_the_ear(label) if QAccessible.isActive() else label

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
    table: TableViewActions,
) -> Menus:
    """The menu bar and toolbar of ``win``; ``.actions`` holds every entry by name."""
    return Menus(win, do, choose, session, prefs, variant_id, table)
