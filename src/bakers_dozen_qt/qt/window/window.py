"""The main window: puts the table, the session, the menus and the dialogs together.

``MainWindow(..., now=f)``: the game clock reads the time from ``f`` (seconds, never
going back) instead of ``time.monotonic``; a test passes a time it moves itself. What
else a test reads of the window, it reads through ``tests/qt/window_driver.py``.
``MainWindow(..., reduced_motion=f)``: ``f()`` says whether the system asks for less
motion (asked once, after the first frame) instead of the system itself.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import QMainWindow

from ...engine.game import Game
from ...engine.moves import Move
from ...engine.rules import Rules
from ..art.card_art import CardArt
from ..art.icon import app_icon
from ..dialogs.closing import delete_when_closed
from ..features.abandon import AbandonGuard
from ..features.auto_complete import AutoComplete
from ..features.board_clipboard import BoardClipboard
from ..features.game_end import GameEnd
from ..features.help_guard import HelpGuard
from ..features.hints import Hints
from ..features.live_status import LiveVerdict
from ..features.loss_review import LossReview
from ..features.new_games import NewGames
from ..features.show_the_way import ShowTheWay
from ..files.notices import Notices
from ..files.settings import Preferences
from ..online.daily_result import OnlineBoard
from ..play.clock import Now
from ..play.session import GameSession
from ..sound.cues import SoundCues
from ..sound.output import SoundOutput
from ..speech.announcer import Announcer, Narrator
from ..table.table_scene import TableScene
from ..words.i18n import reword
from .game_keeping import GameKeeping
from .menu_focus import KeysBackToTable
from .menus import build_menus
from .preference_setters import ANIMATION_MS, PreferenceSetters
from .status import GameStatus
from .system_motion import system_reduces_motion
from .view import TableView
from .window_frame import WindowFrame

log = logging.getLogger(__name__)

if TYPE_CHECKING:  # dialogs' classes are built by PySide on first use: not at start-up
    from PySide6.QtWidgets import QDialog

    from ...engine.budgets import Budgets
    from ..dialogs.custom_dialog import CustomRulesDialog
    from ..replay.replayer import Replayer
    from ..statistics.recorder import StatsRecorder
    from ..statistics.transfer import StatsTransfer


class MainWindow(QMainWindow):
    # The table has been painted once: start-up work nobody waits for may run now.
    first_frame_shown = Signal()

    def __init__(
        self,
        game: Game,
        deal_number: int | None = None,
        prefs: Preferences | None = None,
        *,
        save_path: Path | None = None,
        card_cache: Path | None = None,
        stats_path: Path | None = None,
        daily: bool = False,
        online_path: Path | None = None,
        now: Now = time.monotonic,
        reduced_motion: Callable[[], bool] = system_reduces_motion,
        budgets: Budgets | None = None,
    ) -> None:
        super().__init__()
        self._reduced_motion = reduced_motion
        self.prefs = prefs if prefs is not None else Preferences()
        self.frame = WindowFrame(self, self.prefs)
        self.notices = Notices(self, self)
        self.art = CardArt.from_settings(self.prefs.deck_style, self.prefs.back, card_cache)
        # Card pictures go to the disk cache once the size has settled, not on every
        # step of a resize drag.
        self._persist_timer = QTimer(self)
        self._persist_timer.setSingleShot(True)
        self._persist_timer.setInterval(1500)
        self._persist_timer.timeout.connect(self.art.persist)
        self.session = GameSession(game, deal_number, self, now=now, budgets=budgets)
        self.session.tally.daily = daily
        self.session.auto_drop = self.prefs.auto_drop
        theme = self.frame.first_theme()
        self.scene = TableScene(game, self.art, theme)
        # A view does not own its scene: without a parent the table and its cards would
        # outlive the window (every window a process opens would keep its own).
        self.scene.setParent(self)
        self.scene.input.click_plays_best = self.prefs.single_click_best
        self.view = TableView(self.scene, self.prefs)
        # Says each message, move and pause.
        self.announcer = Announcer(self.view, self, self.view.news)
        self.narrator = Narrator(self.session, self.announcer, self)
        # The sounds: the cues listen from the start; the player (miniaudio, the WAVs)
        # is made after the first frame.
        self.sounds = SoundOutput()
        self.cues = SoundCues(self.session, self.sounds, self)
        self.scene.input.picked_up.connect(self.cues.picked_up)
        self.scene.pause_changed.connect(self.announcer.say_pause)
        self.setCentralWidget(self.view)
        self.hints = Hints(self.session, self.scene, self, self, self.where_was_it_lost)
        self.help_guard = HelpGuard(self, self.session, self.prefs)
        self.loss_review = LossReview(self, self.session, self, self.help_guard)
        self.show_the_way = ShowTheWay(self, self.session, self, self.help_guard)
        self.guard = AbandonGuard(self, self.session, self.prefs)
        self.new_games = NewGames(
            self, self.session, self.prefs, self.guard, self._sync_menus, self
        )
        self.board_clipboard = BoardClipboard(self, self.session, self, self.new_games.confirm)
        self.end = GameEnd(
            self, self.session, self.scene, self, self, lambda: self.prefs.win_animation
        )
        self.keeping = GameKeeping(
            self, self.session, self.notices, self.end, save_path, stats_path
        )
        self.autosave = self.keeping.autosave
        # The online daily board: nothing is sent before the player says yes.
        self.online = OnlineBoard(self, self.session, self.prefs, online_path, self)
        self.end.win_shown.connect(self.online.win_shown)
        # A finished game's line on the table, the game in progress held meanwhile
        # (made at the first replay: the first frame does not need it).
        self._replayer: Replayer | None = None
        self._stats_transfer: StatsTransfer | None = None
        self.custom_dialog: CustomRulesDialog | None = None
        self.scene.mover.duration_ms = ANIMATION_MS if self.prefs.animation else 0

        s = self.session
        self.scene.move_requested.connect(s.request_move)
        self.scene.input.message.connect(self.show_message)
        self.scene.input.resume_requested.connect(lambda: self.set_paused(False))
        self.scene.laid_out.connect(self._persist_timer.start)
        self.scene.celebration.finished.connect(self.end.celebrated)
        s.state_changed.connect(self._on_state_changed)
        s.game_replaced.connect(self._on_game_replaced)
        s.refused.connect(self.scene.refuse)
        s.message.connect(self.show_message)
        s.shown.connect(partial(self.show_message, said=False))
        self.view.viewport().installEventFilter(self)
        self._first_paint = True
        self._paints = 0  # the table's paints until the first frame is out

        self.live = LiveVerdict(self, s, self.prefs.live_status)
        self.live.turned_lost.connect(self.announcer.say)
        self.preference_setters = PreferenceSetters(
            self.prefs,
            self.frame,
            self.scene,
            self.view,
            self.art,
            s,
            self.guard,
            self.help_guard,
            self.live,
            self.new_games,
            self._apply_sound,
        )
        self.menus = build_menus(
            self, self, self.preference_setters, s, self.prefs, game.rules.id, self.view
        )
        self.guard.asking_changed.connect(self.menus.sync)
        self.help_guard.asking_changed.connect(self.menus.sync)
        self.frame.theme_wanted.connect(self.preference_setters.follow_system_theme)
        self.keys_back = KeysBackToTable(self, self.view)
        self.status = GameStatus(self, s, self.scene)
        self.auto_complete = AutoComplete(self.statusBar(), s, self.prefs, self, self.auto_finish)
        reword(self, self.scene.reword)  # the scene is no widget: Qt does not tell it
        self.frame.place()
        self._on_state_changed()
        # Only changes from here on are saved: building the window is none.
        s.state_changed.connect(self.autosave.schedule)
        if self.prefs.damaged is not None:
            self.notices.settings_damaged(*self.prefs.damaged[:2])
        elif self.prefs.unkept is not None:
            self.notices.settings_unkept(self.prefs.unkept)

    # --- what the application asks of the window -----------------------------------------

    def restore(self, path: Path) -> bool:
        """Continue the game saved at ``path``; ``False`` if there is none to continue."""
        return self.keeping.restore(path)

    @property
    def stats(self) -> StatsRecorder | None:
        """The statistics of this window's games (``None`` when they are off)."""
        return self.keeping.stats

    def save(self) -> None:
        """Write the game in progress now (quitting does)."""
        self.autosave.flush()

    # --- game actions (what the menus call) ----------------------------------------------

    def new_deal(self, number: int | None = None, variant_id: str | None = None) -> None:
        self.new_games.deal(number, variant_id)

    def daily_deal(self) -> None:
        self.new_games.daily()

    def deal_by_number(self) -> None:
        self.new_games.by_number()

    def choose_variant(self, variant_id: str) -> None:
        self.new_games.variant(variant_id)

    def choose_custom(self) -> CustomRulesDialog:
        from ..dialogs.custom_dialog import CustomRulesDialog

        dialog = CustomRulesDialog(self, self.session.game.rules)
        dialog.accepted.connect(lambda: self.new_custom_deal(dialog.rules()))
        delete_when_closed(dialog, lambda: setattr(self, "custom_dialog", None))
        dialog.open()
        self.custom_dialog = dialog
        return dialog

    def new_custom_deal(self, rules: Rules) -> None:
        self.new_games.custom(rules)

    def restart(self) -> None:
        self.session.restart()

    def show_statistics(self) -> QDialog | None:
        """Game → Statistics: every variant's numbers, leaderboards and charts."""
        bridge = self.keeping.bridge
        if bridge is None:
            self.show_message(self.tr("Statistics are off for this window."))
            return None
        from ..statistics.window import show_statistics_window

        return show_statistics_window(
            self, bridge, self.session.game.rules.id, self.online, player=self
        )

    def export_statistics(self) -> QDialog | None:
        """Game → Export Statistics…: every game and its line to one file."""
        transfer = self._transfer()
        return None if transfer is None else transfer.export()

    def import_statistics(self) -> QDialog | None:
        """Game → Import Statistics…: a file from another machine merged in."""
        transfer = self._transfer()
        return None if transfer is None else transfer.choose_import()

    def _transfer(self) -> StatsTransfer | None:
        bridge = self.keeping.bridge
        if bridge is None:
            self.show_message(self.tr("Statistics are off for this window."))
            return None
        if self._stats_transfer is None:
            from ..statistics.transfer import StatsTransfer

            self._stats_transfer = StatsTransfer(self, bridge)
        return self._stats_transfer

    def online_board(self) -> QDialog:
        """Game → Online Daily Board…: the board's address, the name, and the yes."""
        return self.online.open_dialog()

    def hint(self) -> None:
        self.hints.request()

    def auto_finish(self) -> None:
        self.scene.mover.finish()
        self.session.auto_finish()

    def where_was_it_lost(self) -> None:
        self.loss_review.start()

    def solve(self) -> None:
        self.show_the_way.start()

    def copy_board(self) -> None:
        self.board_clipboard.copy()

    def paste_board(self) -> None:
        self.board_clipboard.paste()

    def show_rules(self) -> None:
        from ..dialogs import how_to_play

        how_to_play.show_how_to_play(self, self.session, self.menus.actions)

    def show_about(self) -> None:
        from ..dialogs import about  # the dialog's imports are not needed for the first frame

        about.show_about(self)

    def show_about_qt(self) -> None:
        from ..dialogs import about

        about.show_about_qt(self)

    def watch(
        self,
        rules: Rules,
        deal: int,
        moves: Sequence[Move],
        heading: str,
        *,
        daily: bool = False,
    ) -> bool:
        """Replay a finished game's line on the table (the statistics' history, the
        online board's Watch); ``False`` if it is no game of that deal."""
        return self.replayer.watch(rules, deal, moves, heading, daily=daily)

    def play_again(self, rules: Rules, deal: int, *, daily: bool) -> None:
        """Play This Deal Again (the statistics' history): the same variant and cards."""
        self.new_games.again(rules, deal, daily=daily)

    @property
    def replayer(self) -> Replayer:
        if self._replayer is None:
            from ..replay.replayer import Replayer

            self._replayer = Replayer(self, self.session, self.scene)
            self._replayer.said.connect(self.announcer.say)
            self._replayer.active_changed.connect(self._replay_changed)
        return self._replayer

    @property
    def replaying(self) -> bool:
        return self._replayer is not None and self._replayer.active

    def set_paused(self, paused: bool) -> None:
        """Pause: the clock stops, the table is covered, and nothing changes the game
        until play resumes."""
        if self.replaying:
            self.replayer.leave()  # the game in progress comes back first
        self.scene.set_paused(paused)
        self.session.set_locked(paused)
        if paused:
            self.hints.cancel()
        self._sync_clock()
        self.sounds.suspend(self.scene.paused or self.isMinimized())
        self.auto_complete.check()
        self.menus.sync()

    def toggle_pause(self) -> None:
        if self.replaying:  # P plays and pauses the replay
            self.replayer.toggle_play()
            self.menus.sync()
            return
        self.set_paused(not self.scene.paused)

    def _sync_clock(self) -> None:
        held = self.scene.paused or self.isMinimized() or self.replaying
        self.session.clock.set_paused(held)

    def _shut_replayer(self) -> None:
        if self._replayer is not None:
            self._replayer.shutdown()

    def _replay_changed(self, active: bool) -> None:
        self._sync_clock()
        if not active:
            self.status.update_all()
        self.menus.sync()

    # --- reacting to the game -----------------------------------------------------------

    def _on_game_replaced(self, game: Game) -> None:
        if self.replaying:
            self.replayer.leave()
        self.end.close_dialogs()
        self.set_paused(False)
        self.scene.set_game(game)

    def _on_state_changed(self) -> None:
        self.hints.cancel()
        bar = self.statusBar()
        keys = self.scene.keys
        if self.scene.input.selected is None and bar.currentMessage() == keys.hand_text:
            bar.clearMessage()  # "7♦ picked up: ..." is no longer true
        self.end.state_changed()
        self.scene.sync(animate=True, one_by_one=self.session.cards_just_moved())
        self.status.update_all()
        self.menus.sync()

    def _sync_menus(self) -> None:
        # New Deal was declined: the Variant menu's mark goes back to the game played.
        self.menus.sync()

    def _apply_sound(self) -> None:
        paused = self.scene.paused or self.isMinimized()
        p = self.prefs
        self.sounds.apply(on=p.sounds, volume=p.sound_volume, suspended=paused)

    def show_message(self, text: str, ms: int = 5000, *, said: bool = True) -> None:
        self.statusBar().showMessage(text, ms)
        if said:
            self.announcer.say(text)

    # --- window events ------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view.viewport():
            kind = event.type()
            if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.TouchBegin):
                self.session.wake()  # after a resume, the clock waits for the player
            elif kind == QEvent.Type.Paint:
                self._paints += 1
                if self._first_paint:
                    self._first_paint = False
                    QTimer.singleShot(0, self, self._frame_out)
        return super().eventFilter(watched, event)

    def _frame_out(self) -> None:
        """Once the display server has drawn the table: the work nobody waits for.

        The painted frame is a request to the display server, which draws it when it
        gets the processor; started at once, the work below would take the processor
        from it and hold the frame back (about 30 ms under load, measured by
        benchmarks/frame_bench.py). A round trip to the server waits until it has drawn
        the frame, and a repaint the window manager's expose asked for meanwhile.
        """
        for _ in range(3):
            painted = self._paints
            QGuiApplication.sync()
            if self._paints == painted:
                break
        self._after_first_frame()

    def _after_first_frame(self) -> None:
        self.art.keep_renderers()  # before it, each SVG was let go once drawn
        self.menus.fill()
        self.menus.show_icons()
        _ = QtCore.Qt  # built now, while the player looks, not at the first click
        icon = app_icon()
        if not icon.isNull():
            self.setWindowIcon(icon)
        self.frame.check_scheme()
        self.view.accept_touch()
        self.scene.touch.hint_wanted.connect(self.hint)
        self.prefs.system_reduces_motion = self._reduced_motion()
        self.sounds.first_frame_shown()
        self.view.news.listeners.first_frame_out()  # who hears announcements, if a reader is on
        self._apply_sound()
        self.menus.sync()
        self.frame.settle()
        self.autosave.clean_orphans()
        self.notices.window_shown()
        self.live.start()  # the solver loads now, if a verdict is wanted
        self.auto_complete.start()
        self.new_games.winnable_only_changed(self.prefs.winnable_only)
        self.online.start()  # results a quit left unsent go now
        _ = self.stats  # SQLite opens now, on its worker, while the player looks
        self.first_frame_shown.emit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            self._sync_clock()
            self.sounds.suspend(self.scene.paused or self.isMinimized())

    def closeEvent(self, event: QCloseEvent) -> None:
        # Nothing changes the game once its last save is written: the steps below may
        # let events run (the statistics' worker is waited for), and a move made then
        # would be on the table but in no save.
        self.session.set_locked(True)
        # Each step on its own: one that fails must not keep the others from running.
        steps = (
            self.autosave.flush,
            self.frame.remember,
            self._persist_timer.stop,
            self.art.persist,
            self.hints.shutdown,
            self.live.shutdown,
            self.new_games.shutdown,
            self.loss_review.shutdown,
            self.show_the_way.shutdown,
            self._shut_replayer,
            self.scene.celebration.stop,
            self.sounds.shutdown,
            self.scene.mover.finish,
            self.keeping.close_stats,
            self.online.shutdown,
        )
        for step in steps:
            try:
                step()
            except Exception:  # logged; the window still closes
                log.exception("while closing")
        super().closeEvent(event)
