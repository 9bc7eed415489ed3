"""The main window: puts the table, the session, the menus and the dialogs together.

Automation surface (for tests and scripted screenshots; coordinates are viewport pixels
of ``window.view.viewport()``, where mouse events should be sent):

- ``card_rect(name) -> QRect``: the card ``"7C"`` (any name the engine parses).
- ``pile_rect(pile) -> QRect``: the base of a pile, a :class:`~.pile.Pile`:
  ``Pile.column(0)``..``Pile.column(12)`` (``9`` in Good Measure), ``Pile.foundation(s)``
  with ``s`` a suit 0..3 (C D H S).
- ``drop_rect(pile) -> QRect``: where a card dropped or clicked there lands on (a
  column's top card, or the pile's base).
- ``board_text() -> str``: the engine's player-facing board text.
- ``game``: the engine ``Game``; ``undo_stack``: the ``QUndoStack``; ``session``.
- ``highlighted_piles() -> set[Pile]``: the piles lit as legal targets right now.
- ``set_animation_ms(ms)``: 0 makes every move instant; ``animations_finished`` fires
  when no card is moving any more; ``is_animating()`` tells whether one is.
- ``new_game_from(game, deal_number=None)``: play any position (e.g. from board text).
- ``win_dialog`` / ``stuck_dialog``: the last such dialog shown, or ``None``.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QUndoStack
from PySide6.QtWidgets import QMainWindow, QMessageBox

from ..engine import scoring
from ..engine.cards import parse_card
from ..engine.deals import daily_deal_number
from ..engine.game import Game
from ..engine.history import History, HistoryError, Step, StepKind
from ..engine.moves import Move
from ..engine.rules import Rules
from . import dialogs, saved_game, wording
from .announcer import Announcer, Narrator
from .autosave import AutoSave
from .board_clipboard import BoardClipboard
from .card_art import CardArt
from .icon import app_icon
from .loss_review import LossReview
from .menus import build_menus
from .pile import Pile
from .session import GameSession
from .settings import Preferences
from .show_the_way import ShowTheWay
from .solver_worker import HintRunner
from .status import GameStatus
from .table_scene import TableScene
from .themes import DEFAULT_THEME
from .view import TableView

if TYPE_CHECKING:
    from .custom_dialog import CustomRulesDialog
    from .statistics import StatsRecorder

ANIMATION_MS = 200
NEW_DEAL_RANGE = 1_000_000


class MainWindow(QMainWindow):
    animations_finished = Signal()

    def __init__(
        self,
        game: Game,
        deal_number: int | None = None,
        prefs: Preferences | None = None,
        *,
        save_path: Path | None = None,
        card_cache: Path | None = None,
        stats_path: Path | None = None,
    ) -> None:
        super().__init__()
        self.prefs = prefs if prefs is not None else Preferences()
        self.art = CardArt.from_settings(self.prefs.deck_style, self.prefs.back, card_cache)
        # Card pictures go to the disk cache once the size has settled, not on every
        # step of a resize drag.
        self._persist_timer = QTimer(self)
        self._persist_timer.setSingleShot(True)
        self._persist_timer.setInterval(1500)
        self._persist_timer.timeout.connect(self.art.persist)
        self.session = GameSession(game, deal_number, self)
        self.session.auto_drop = self.prefs.auto_drop
        self.scene = TableScene(game, self.art, self.prefs.theme or DEFAULT_THEME)
        self.scene.input.click_plays_best = self.prefs.single_click_best
        self.view = TableView(self.scene, self.prefs)
        self.announcer = Announcer(self.view, self)  # says each message, move and pause
        self.narrator = Narrator(self.session, self.announcer, self)
        self.scene.pause_changed.connect(self.announcer.say_pause)
        self.setCentralWidget(self.view)
        self.celebration = self.scene.celebration
        self.hints = HintRunner(self)
        self.loss_review = LossReview(self, self.session, self)
        self.show_the_way = ShowTheWay(self, self.session, self)
        self.board_clipboard = BoardClipboard(self, self.session, self)
        self.autosave = AutoSave(self.session, save_path, self)
        self.win_dialog: QMessageBox | None = None
        self.stuck_dialog: QMessageBox | None = None
        self.custom_dialog: CustomRulesDialog | None = None
        self.set_animation_ms(ANIMATION_MS if self.prefs.animation else 0)

        s = self.session
        self.scene.move_requested.connect(s.request_move)
        self.scene.input.message.connect(self.show_message)
        self.scene.input.resume_requested.connect(lambda: self.set_paused(False))
        self.scene.mover.finished.connect(self._animation_done)
        self.scene.laid_out.connect(self._persist_timer.start)
        self.celebration.finished.connect(self._celebrated)
        s.state_changed.connect(self._on_state_changed)
        s.game_replaced.connect(self._on_game_replaced)
        s.refused.connect(self.scene.refuse)
        s.won.connect(self._on_won)
        s.stuck.connect(self._on_stuck)
        s.message.connect(self.show_message)
        self.hints.ready.connect(self._on_hint)
        # Opened after the first frame (or when first asked for): SQLite is no part of
        # what the player waits for at start-up.
        self._stats_path = stats_path
        self._stats: StatsRecorder | None = None
        self.view.viewport().installEventFilter(self)

        self.menus = build_menus(self, self, s, self.prefs, game.rules.id, self.view)
        self.actions_by_name = self.menus.actions
        self.status = GameStatus(self, s, self.scene)
        self.status_labels = self.status.labels
        self.resize(1280, 820)
        self._on_state_changed()
        # Only changes from here on are saved: building the window is none.
        s.state_changed.connect(self.autosave.schedule)

    # --- automation surface -------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def undo_stack(self) -> QUndoStack:
        return self.session.undo_stack

    def _to_view(self, r: QRectF) -> QRect:
        return self.view.mapFromScene(r).boundingRect()

    def card_rect(self, card_name: str) -> QRect:
        return self._to_view(self.scene.cards[parse_card(card_name)].sceneBoundingRect())

    def pile_rect(self, pile: Pile) -> QRect:
        r = self.scene.layout.pile_rect(pile)
        return self._to_view(QRectF(r.x, r.y, r.w, r.h))

    def drop_rect(self, pile: Pile) -> QRect:
        r = self.scene.target_rect(pile)
        return self._to_view(QRectF(r.x, r.y, r.w, r.h))

    def board_text(self) -> str:
        return self.game.board_text(reveal=False)

    def highlighted_piles(self) -> set[Pile]:
        return set(self.scene.input.lit)

    def set_animation_ms(self, ms: int) -> None:
        self.scene.mover.duration_ms = ms

    def is_animating(self) -> bool:
        return self.scene.mover.running or self.celebration.running

    def new_game_from(self, game: Game, deal_number: int | None = None) -> None:
        self.session.new_game(game, deal_number)

    def restore(self, path: Path) -> bool:
        """Continue the game saved at ``path``; ``False`` if there is none to continue."""
        from ..store import SaveFileError

        try:
            saved = saved_game.load(path)
        except SaveFileError as e:
            self.show_message(
                self.tr("Your saved game could not be read: {reason}").format(reason=e), 30_000
            )
            return False
        if saved is None or saved.game.is_won():
            return False
        # Each saved move comes back as an undo step of its own.
        moves = saved.game.move_stack
        history = History(tuple(Step(StepKind.MOVE, (m,)) for m in moves), len(moves))
        start = Game(saved.game.rules, saved.game.initial)
        try:
            self.session.start_from(start, history, saved.deal, elapsed=saved.elapsed_seconds)
        except HistoryError as e:
            self.show_message(
                self.tr("Your saved game could not be read: {reason}").format(reason=e), 30_000
            )
            return False
        return True

    @property
    def stats(self) -> StatsRecorder | None:
        """The statistics of this window's games (``None`` when they are off)."""
        if self._stats is None and self._stats_path is not None:
            from .statistics import StatsRecorder

            self._stats = StatsRecorder(self.session, self._stats_path, self)
        return self._stats

    def save(self) -> None:
        """Write the game in progress now (quitting does)."""
        self.autosave.flush()

    # --- game actions (what the menus call) ----------------------------------------------

    def new_deal(self, number: int | None = None, variant_id: str | None = None) -> None:
        variant = variant_id or self.game.rules.id
        n = number if number is not None else random.randint(1, NEW_DEAL_RANGE)
        self.new_game_from(Game.from_deal(n, variant), n)

    def daily_deal(self) -> None:
        self.new_deal(daily_deal_number())

    def deal_by_number(self) -> None:
        n = dialogs.ask_deal_number(self, self.session.deal_number or 1)
        if n is not None:
            self.new_deal(n)

    def choose_variant(self, variant_id: str) -> None:
        self.prefs.variant = variant_id
        self.new_deal(self.session.deal_number, variant_id)

    def choose_custom(self) -> CustomRulesDialog:
        from .custom_dialog import CustomRulesDialog

        dialog = CustomRulesDialog(self, self.game.rules)
        dialog.accepted.connect(lambda: self.new_custom_deal(dialog.rules()))
        dialog.open()
        self.custom_dialog = dialog
        return dialog

    def new_custom_deal(self, rules: Rules) -> None:
        n = self.session.deal_number or random.randint(1, NEW_DEAL_RANGE)
        self.new_game_from(Game.from_deal(n, rules), n)

    def restart(self) -> None:
        self.session.restart()

    def show_statistics(self) -> QMessageBox | None:
        if self.stats is None:
            self.show_message(self.tr("Statistics are off for this window."))
            return None
        from .statistics import show_statistics

        return show_statistics(self, self.stats, self.game.rules.id)

    def hint(self) -> None:
        self.show_message(self.tr("Thinking…"))
        self.hints.request(self.game)

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
        from . import how_to_play

        how_to_play.show_how_to_play(self, self.session, self.actions_by_name)

    def show_about(self) -> None:
        from . import about  # the dialog's imports are not needed for the first frame

        about.show_about(self)

    def show_about_qt(self) -> None:
        from . import about

        about.show_about_qt(self)

    def set_paused(self, paused: bool) -> None:
        """Pause: the clock stops and the table is covered until play resumes."""
        self.scene.set_paused(paused)
        self._sync_clock()
        action = getattr(self, "actions_by_name", {}).get("pause")
        if action is not None and action.isChecked() != paused:
            action.setChecked(paused)

    def toggle_pause(self) -> None:
        self.set_paused(not self.scene.paused)

    def _sync_clock(self) -> None:
        self.session.clock.set_paused(self.scene.paused or self.isMinimized())

    # --- preferences --------------------------------------------------------------------

    def set_theme(self, theme_id: str) -> None:
        self.prefs.theme = theme_id
        self.scene.set_theme(theme_id)
        self.view.resetCachedContent()

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
        self.set_animation_ms(ANIMATION_MS if on else 0)

    def set_single_click_best(self, on: bool) -> None:
        self.prefs.single_click_best = on
        self.scene.input.click_plays_best = on

    def set_auto_drop(self, on: bool) -> None:
        self.prefs.auto_drop = on
        self.session.auto_drop = on

    # --- reacting to the game -----------------------------------------------------------

    def _on_game_replaced(self, game: Game) -> None:
        self._close_dialogs()
        self.set_paused(False)
        self.scene.set_game(game)

    def _on_state_changed(self) -> None:
        self.hints.cancel()
        if self.win_dialog is not None and not self.game.is_won():
            self._close_dialogs()
        if self.stuck_dialog is not None and not self.game.is_stuck():
            self._close_dialogs()
        self.scene.sync(animate=True)
        self.status.update_all()

    def _on_won(self) -> None:
        self.show_message(self.tr("You won!"))
        self.status.update_figures()
        self.scene.mover.finish()
        lay = self.scene.layout
        centre = self.scene.sceneRect().center()
        radius = min(lay.width, lay.height) * 0.33
        items = list(self.scene.cards.values())
        ms = 0 if self.scene.mover.duration_ms <= 0 else 1600
        self.celebration.start(items, centre, radius, ms)

    def _celebrated(self) -> None:
        game, elapsed = self.game, self.session.elapsed()
        parts = scoring.breakdown(game.cards_on_foundations, game.is_won(), elapsed)
        self.win_dialog = dialogs.show_win(self, parts, elapsed, game.moves_count, self.new_deal)
        self.animations_finished.emit()

    def _on_stuck(self) -> None:
        self._close_dialogs()  # an Undo that leaves the game stuck asks again
        self.show_message(self.tr("No moves left."))
        self.stuck_dialog = dialogs.show_stuck(
            self, self.undo_stack.undo, self.restart, self.new_deal, self.loss_review.start
        )

    def _on_hint(self, move: Move | None) -> None:
        if move is None:
            self.show_message(self.tr("No useful move found."))
            return
        self.scene.show_hint(move)
        self.show_message(wording.hint(self.game, move))

    def _animation_done(self) -> None:
        if not self.celebration.running:
            self.animations_finished.emit()

    def _close_dialogs(self) -> None:
        self.celebration.stop()
        for box in (self.win_dialog, self.stuck_dialog):
            if box is not None:
                box.close()
        self.win_dialog = self.stuck_dialog = None

    def show_message(self, text: str, ms: int = 5000) -> None:
        self.statusBar().showMessage(text, ms)
        self.announcer.say(text)

    # --- window events ------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view.viewport() and event.type() == QEvent.Type.Paint:
            # The table is on screen: now the work nobody waits for.
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._after_first_frame)
        return super().eventFilter(watched, event)

    def _after_first_frame(self) -> None:
        _ = QtCore.Qt  # built now, while the player looks, not at the first click
        icon = app_icon()
        if not icon.isNull():
            self.setWindowIcon(icon)
        _ = self.stats

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            self._sync_clock()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.autosave.flush()
        self._persist_timer.stop()
        self.art.persist()
        self.hints.shutdown()
        self.loss_review.shutdown()
        self.show_the_way.shutdown()
        self.celebration.stop()
        self.scene.mover.finish()
        if self._stats is not None:
            self._stats.close()
        self._stats_path = self._stats = None
        super().closeEvent(event)
