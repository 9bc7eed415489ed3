"""The View and Game menus' choices, as the main window carries them out.

A mixin of :class:`~.window.MainWindow`: each choice is written to the preferences and
applied to the table at once. Until the player picks a theme, the table follows the
system's light or dark scheme (:class:`~.window_frame.WindowFrame`).
"""

from __future__ import annotations

from PySide6.QtGui import QAction

from ..art.card_art import CardArt
from ..features.abandon import AbandonGuard
from ..features.help_guard import HelpGuard
from ..features.live_status import LiveVerdict
from ..features.new_games import NewGames
from ..files.settings import Preferences
from ..play.session import GameSession
from ..table.table_scene import TableScene
from .view import TableView
from .window_frame import WindowFrame

ANIMATION_MS = 200


class PreferenceSetters:
    prefs: Preferences
    frame: WindowFrame
    scene: TableScene
    view: TableView
    art: CardArt
    session: GameSession
    guard: AbandonGuard
    help_guard: HelpGuard
    actions_by_name: dict[str, QAction]
    live: LiveVerdict
    new_games: NewGames

    def set_theme(self, theme_id: str) -> None:
        self.prefs.theme = theme_id
        self.frame.picked()
        self.apply_theme(theme_id)

    def apply_theme(self, theme_id: str) -> None:
        self.scene.set_theme(theme_id)
        self.view.resetCachedContent()
        action = self.actions_by_name.get(f"theme/{theme_id}")
        if action is not None and not action.isChecked():
            action.setChecked(True)

    def follow_system_theme(self, theme_id: str) -> None:
        if theme_id != self.scene.theme.id:
            self.apply_theme(theme_id)

    def set_deck_style(self, style: str) -> None:
        self.prefs.deck_style = style
        self.art.set_style(style)
        self.scene.refresh_pictures()

    def set_back(self, back: str) -> None:
        self.prefs.back = back
        self.art.set_back(back)
        self.scene.refresh_pictures()

    def set_animation(self, on: bool) -> None:
        self.prefs.animation = on
        self.scene.mover.duration_ms = ANIMATION_MS if on else 0

    def set_single_click_best(self, on: bool) -> None:
        self.prefs.single_click_best = on
        self.scene.input.click_plays_best = on

    def set_auto_drop(self, on: bool) -> None:
        self.prefs.auto_drop = on
        self.session.auto_drop = on

    def set_ask_before_abandoning(self, on: bool) -> None:
        self.guard.set_asking(on)

    def set_ask_before_help(self, on: bool) -> None:
        self.help_guard.set_asking(on)

    def set_live_status(self, on: bool) -> None:
        self.prefs.live_status = on
        self.live.set_on(on)

    def set_winnable_only(self, on: bool) -> None:
        self.prefs.winnable_only = on
        self.new_games.winnable_only_changed(on)

    def sync_menus(self) -> None:
        """Check marks and enabled states that follow the game rather than a click:
        while paused, nothing that would change the game can be chosen."""
        acts = getattr(self, "actions_by_name", None)
        if acts is None:  # still building the window
            return
        paused = self.scene.paused
        stack = self.session.undo_stack
        for name in ("restart", "hint", "finish", "solve", "lost"):
            acts[name].setEnabled(not paused)
        acts["undo"].setEnabled(not paused and stack.canUndo())
        acts["redo"].setEnabled(not paused and stack.canRedo())
        if acts["pause"].isChecked() != paused:
            acts["pause"].setChecked(paused)
        acts["ask_abandon"].setChecked(self.prefs.ask_before_abandoning)
        acts["ask_help"].setChecked(self.prefs.ask_before_help)
        variant = acts.get(f"variant/{self.session.game.rules.id}")
        if variant is not None and not variant.isChecked():
            variant.setChecked(True)
