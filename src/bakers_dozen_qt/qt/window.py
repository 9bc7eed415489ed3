"""The main window: the table, menus, toolbar, status bar, and the dialogs of a game.

Automation surface (for tests and scripted screenshots; coordinates are viewport pixels
of ``window.view.viewport()``, where mouse events should be sent):

- ``card_rect(name) -> QRect``: the card ``"7C"`` (any name the engine parses).
- ``pile_rect(pile_id) -> QRect``: the base of a pile: ``"col-0"``..``"col-12"``
  (``col-9`` in Good Measure), ``"found-C"``, ``"found-D"``, ``"found-H"``, ``"found-S"``.
- ``drop_rect(pile_id) -> QRect``: where a card dropped or clicked there lands on (a
  column's top card, or the pile's base).
- ``board_text() -> str``: the engine's player-facing board text.
- ``game``: the engine ``Game``; ``undo_stack``: the ``QUndoStack``; ``controller``.
- ``highlighted_piles() -> set[str]``: the piles lit as legal targets right now.
- ``set_animation_ms(ms)``: 0 makes every move instant; ``animations_finished`` fires
  when no card is moving any more; ``is_animating()`` tells whether one is.
- ``new_game_from(game, deal_number=None)``: play any position (e.g. from board text).
- ``win_dialog`` / ``stuck_dialog``: the last such dialog shown, or ``None``.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QEvent, QRect, QRectF, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QUndoStack
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

from ..engine import scoring
from ..engine.cards import parse_card
from ..engine.deals import daily_deal_number
from ..engine.game import Game
from ..engine.moves import Move
from ..engine.rules import Rules
from ..store import SaveFileError
from . import dialogs, saved_game
from .art import CardPictures, default_theme_id
from .clock import format_time
from .commands import describe
from .controller import GameController
from .custom_dialog import CustomRulesDialog
from .loss_review import LossReview
from .menus import build_menus
from .settings import Preferences
from .show_the_way import ShowTheWay
from .solver_worker import HintRunner
from .statistics import StatsRecorder, show_statistics
from .table_scene import TableScene
from .view import TableView

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
        # Not before the window is built: a fresh window must not overwrite the save
        # that restore() is about to read.
        self.save_path: Path | None = None
        self.prefs = prefs if prefs is not None else Preferences()
        self.pictures = CardPictures(self.prefs.deck_style, self.prefs.back, card_cache)
        # Card pictures go to the disk cache once the size has settled, not on every
        # step of a resize drag.
        self._persist_timer = QTimer(self)
        self._persist_timer.setSingleShot(True)
        self._persist_timer.setInterval(1500)
        self._persist_timer.timeout.connect(self.pictures.persist)
        self.controller = GameController(game, deal_number, self)
        self.controller.auto_drop = self.prefs.auto_drop
        self.scene = TableScene(game, self.pictures, self.prefs.theme or default_theme_id())
        self.scene.click_moves_best = self.prefs.single_click_best
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.celebration = self.scene.celebration
        self.hints = HintRunner(self)
        self.loss_review = LossReview(self)
        self.show_the_way = ShowTheWay(self)
        self.win_dialog: QMessageBox | None = None
        self.stuck_dialog: QMessageBox | None = None
        self.paste_error: QMessageBox | None = None
        self.set_animation_ms(ANIMATION_MS if self.prefs.animation else 0)

        self.scene.move_requested.connect(self._on_move_requested)
        self.scene.message.connect(self.show_message)
        self.scene.resume_requested.connect(lambda: self.set_paused(False))
        self.scene.mover.finished.connect(self._animation_done)
        self.scene.laid_out.connect(self._persist_timer.start)
        self.celebration.finished.connect(self._celebrated)
        c = self.controller
        c.state_changed.connect(self._on_state_changed)
        c.game_replaced.connect(self.scene.set_game)
        c.won.connect(self._on_won)
        c.stuck.connect(self._on_stuck)
        c.message.connect(self.show_message)
        c.clock.tick.connect(self._update_status)
        self.hints.ready.connect(self._on_hint)
        # Before the saved game is restored, so that a restore is not counted as a game.
        self.stats = StatsRecorder(c, stats_path, self) if stats_path is not None else None

        self.actions_by_name = build_menus(self)
        self._build_status_bar()
        self.resize(1280, 820)
        self._on_state_changed()
        self.save_path = save_path

    # --- automation surface -------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.controller.game

    @property
    def undo_stack(self) -> QUndoStack:
        return self.controller.undo_stack

    def _to_view(self, r: QRectF) -> QRect:
        return self.view.mapFromScene(r).boundingRect()

    def card_rect(self, card_name: str) -> QRect:
        return self._to_view(self.scene.cards[parse_card(card_name)].sceneBoundingRect())

    def pile_rect(self, pile_id: str) -> QRect:
        r = self.scene.layout.pile_rect(pile_id)
        return self._to_view(QRectF(r.x, r.y, r.w, r.h))

    def drop_rect(self, pile_id: str) -> QRect:
        r = self.scene.target_rect(pile_id)
        return self._to_view(QRectF(r.x, r.y, r.w, r.h))

    def board_text(self) -> str:
        return self.game.board_text(reveal=False)

    def highlighted_piles(self) -> set[str]:
        return set(self.scene.lit)

    def set_animation_ms(self, ms: int) -> None:
        self.scene.mover.duration_ms = ms

    def is_animating(self) -> bool:
        return self.scene.mover.running or self.celebration.running

    def new_game_from(
        self,
        game: Game,
        deal_number: int | None = None,
        *,
        elapsed: float = 0.0,
        history: tuple[Move, ...] = (),
    ) -> None:
        self._close_dialogs()
        self.hints.cancel()
        self.loss_review.cancel()
        self.show_the_way.stop()
        self.set_paused(False)
        self.controller.new_game(game, deal_number, elapsed=elapsed, history=history)

    def restore(self, path: Path) -> bool:
        """Continue the game saved at ``path``; ``False`` if there is none to continue."""
        try:
            saved = saved_game.load(path)
        except SaveFileError as e:
            self.show_message(f"Your saved game could not be read: {e}", 30_000)
            return False
        if saved is None or saved.game.is_won():
            return False
        history = saved.game.move_stack
        start = Game(saved.game.rules, saved.game.initial)
        self.new_game_from(start, saved.deal, elapsed=saved.elapsed_seconds, history=history)
        return True

    def save(self) -> None:
        if self.save_path is None:
            return
        if self.game.is_won() or not self.game.moves_count:
            saved_game.discard(self.save_path)  # nothing worth resuming
        else:
            c = self.controller
            saved_game.save(self.save_path, self.game, c.deal_number, c.elapsed())

    # --- game actions -------------------------------------------------------------------

    def new_deal(self, number: int | None = None, variant_id: str | None = None) -> None:
        variant = variant_id or self.game.rules.id
        n = number if number is not None else random.randint(1, NEW_DEAL_RANGE)
        self.new_game_from(Game.from_deal(n, variant), n)

    def daily_deal(self) -> None:
        self.new_deal(daily_deal_number())

    def deal_by_number(self) -> None:
        n = dialogs.ask_deal_number(self, self.controller.deal_number or 1)
        if n is not None:
            self.new_deal(n)

    def choose_variant(self, variant_id: str) -> None:
        self.prefs.variant = variant_id
        self.new_deal(self.controller.deal_number, variant_id)

    def show_statistics(self) -> QMessageBox | None:
        if self.stats is None:
            self.show_message("Statistics are off for this window.")
            return None
        return show_statistics(self, self.stats, self.game.rules.id)

    def choose_custom(self) -> CustomRulesDialog:
        dialog = CustomRulesDialog(self, self.game.rules)
        dialog.accepted.connect(lambda: self.new_custom_deal(dialog.rules()))
        dialog.open()
        self.custom_dialog = dialog
        return dialog

    def new_custom_deal(self, rules: Rules) -> None:
        n = self.controller.deal_number or random.randint(1, NEW_DEAL_RANGE)
        self.new_game_from(Game.from_deal(n, rules), n)

    def restart(self) -> None:
        self._close_dialogs()
        self.controller.restart()

    def undo(self) -> None:
        self._close_dialogs()
        self.undo_stack.undo()

    def hint(self) -> None:
        self.show_message("Thinking…")
        self.hints.request(self.game)

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
        self.controller.clock.set_paused(self.scene.paused or self.isMinimized())

    def auto_finish(self) -> None:
        self.scene.mover.finish()
        self.controller.auto_finish()

    # --- preferences --------------------------------------------------------------------

    def set_theme(self, theme_id: str) -> None:
        self.prefs.theme = theme_id
        self.scene.set_theme(theme_id)
        self.view.resetCachedContent()

    def set_deck_style(self, style: str) -> None:
        self.prefs.deck_style = style
        self.pictures.set_style(style)
        self.scene.refresh_pictures()

    def set_back(self, back: str) -> None:
        self.prefs.back = back
        self.pictures.set_back(back)
        self.scene.refresh_pictures()

    def set_animation(self, on: bool) -> None:
        self.prefs.animation = on
        self.set_animation_ms(ANIMATION_MS if on else 0)

    def set_single_click_best(self, on: bool) -> None:
        self.prefs.single_click_best = on
        self.scene.click_moves_best = on

    def set_auto_drop(self, on: bool) -> None:
        self.prefs.auto_drop = on
        self.controller.auto_drop = on

    # --- reacting to the game -----------------------------------------------------------

    def _on_move_requested(self, move: Move) -> None:
        self.controller.request_move(move)

    def _on_state_changed(self) -> None:
        self.hints.cancel()
        if self.win_dialog is not None and not self.game.is_won():
            self._close_dialogs()
        if self.stuck_dialog is not None and not self.game.is_stuck():
            self._close_dialogs()
        self.scene.sync(animate=True)
        self._update_status()
        self.save()
        rules = self.game.rules
        deal = self.controller.deal_number
        self.setWindowTitle(f"{rules.name} — Deal {deal}" if deal else rules.name)
        sub = f"Deal {deal}" if deal else "Own position"
        self.scene.set_caption(f"<b>{rules.name}</b><br><small>{sub}</small>")

    def _on_won(self) -> None:
        self.show_message("You won!")
        self._update_status()
        self.scene.mover.finish()
        lay = self.scene.layout
        centre = self.scene.sceneRect().center()
        radius = min(lay.width, lay.height) * 0.33
        items = list(self.scene.cards.values())
        ms = 0 if self.scene.mover.duration_ms <= 0 else 1600
        self.celebration.start(items, centre, radius, ms)

    def _celebrated(self) -> None:
        c = self.controller
        game, elapsed = self.game, c.elapsed()
        parts = scoring.breakdown(game.cards_on_foundations, game.is_won(), elapsed)
        self.win_dialog = dialogs.show_win(self, parts, elapsed, game.moves_count, self.new_deal)
        self.animations_finished.emit()

    def _on_stuck(self) -> None:
        self.show_message("No moves left.")
        self.stuck_dialog = dialogs.show_stuck(
            self, self.undo, self.restart, self.new_deal, self.loss_review.start
        )

    def _on_hint(self, move: Move | None) -> None:
        if move is None:
            self.show_message("No useful move found.")
            return
        text = describe(self.game, move)
        self.scene.show_hint(move)
        self.show_message("Hint: " + text[0].lower() + text[1:])

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

    # --- status bar ---------------------------------------------------------------------

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self.status_labels = {k: QLabel(self) for k in ("score", "time", "moves", "deal")}
        for label in self.status_labels.values():
            label.setContentsMargins(8, 0, 8, 0)
            bar.addPermanentWidget(label)

    def _update_status(self) -> None:
        c = self.controller
        labels = self.status_labels
        labels["score"].setText(f"Score {c.score()}")
        labels["time"].setText(f"Time {format_time(c.elapsed())}")
        labels["moves"].setText(f"Moves {self.game.moves_count}")
        deal = f"Deal {c.deal_number}" if c.deal_number else "Own position"
        labels["deal"].setText(f"{deal} · {self.game.rules.name}")

    # --- window events ------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            self._sync_clock()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save()
        self._persist_timer.stop()
        self.pictures.persist()
        self.hints.shutdown()
        self.loss_review.finder.shutdown()
        self.show_the_way.stop()
        self.show_the_way.solver.shutdown()
        self.celebration.stop()
        self.scene.mover.finish()
        if self.stats is not None:
            self.stats.close()
            self.stats = None
        super().closeEvent(event)
