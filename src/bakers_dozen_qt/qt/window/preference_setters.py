"""The View and Game menus' choices, carried out.

:class:`PreferenceSetters` is an object the main window owns and the menus call: each
choice is written to the preferences and applied to the table at once. Until the player
picks a theme, the table follows the system's light or dark scheme
(:class:`~.window_frame.WindowFrame`).
"""

from __future__ import annotations

from collections.abc import Callable

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
    def __init__(
        self,
        prefs: Preferences,
        frame: WindowFrame,
        scene: TableScene,
        view: TableView,
        art: CardArt,
        session: GameSession,
        guard: AbandonGuard,
        help_guard: HelpGuard,
        live: LiveVerdict,
        new_games: NewGames,
        sound_changed: Callable[[], object],
    ) -> None:
        self._prefs = prefs
        self._sound_changed = sound_changed  # the window applies the sound settings
        self._frame = frame
        self._scene = scene
        self._view = view
        self._art = art
        self._session = session
        self._guard = guard
        self._help_guard = help_guard
        self._live = live
        self._new_games = new_games

    def set_theme(self, theme_id: str) -> None:
        """``theme_id``, or the system's scheme's table for ``"system"``."""
        if theme_id == "system":
            self._prefs.theme = ""
            self._apply_theme(self._frame.follow_system())
            return
        self._prefs.theme = theme_id
        self._frame.picked()
        self._apply_theme(theme_id)

    def follow_system_theme(self, theme_id: str) -> None:
        if theme_id != self._scene.theme.id:
            self._apply_theme(theme_id)

    def _apply_theme(self, theme_id: str) -> None:
        self._scene.set_theme(theme_id)
        self._view.resetCachedContent()

    def set_deck_style(self, style: str) -> None:
        self._prefs.deck_style = style
        self._art.set_style(style)
        self._scene.refresh_pictures()

    def set_back(self, back: str) -> None:
        self._prefs.back = back
        self._art.set_back(back)
        self._scene.refresh_pictures()

    def set_animation(self, on: bool) -> None:
        self._prefs.animation = on
        self._scene.mover.duration_ms = ANIMATION_MS if on else 0

    def set_single_click_best(self, on: bool) -> None:
        self._prefs.single_click_best = on
        self._scene.input.click_plays_best = on

    def set_auto_drop(self, on: bool) -> None:
        self._prefs.auto_drop = on
        self._session.auto_drop = on

    def set_sounds(self, on: bool) -> None:
        self._prefs.sounds = on
        self._sound_changed()

    def set_sound_volume(self, percent: int) -> None:
        self._prefs.sound_volume = percent
        self._sound_changed()

    def set_win_animation(self, on: bool) -> None:
        self._prefs.win_animation = on

    def set_finish_by_itself(self, on: bool) -> None:
        self._prefs.finish_by_itself = on

    def set_ask_before_abandoning(self, on: bool) -> None:
        self._guard.set_asking(on)

    def set_ask_before_help(self, on: bool) -> None:
        self._help_guard.set_asking(on)

    def set_live_status(self, on: bool) -> None:
        self._prefs.live_status = on
        self._live.set_on(on)

    def set_winnable_only(self, on: bool) -> None:
        self._prefs.winnable_only = on
        self._new_games.winnable_only_changed(on)

    def set_winnable_difficulty(self, level: str) -> None:
        """The next New Deal, with Winnable Deals Only on, deals a deal of this difficulty
        (read when it is dealt: nothing is looked for ahead)."""
        self._prefs.winnable_difficulty = level
