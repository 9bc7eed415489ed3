"""The end of a game in the window: the celebration, the win dialog, the stuck dialog.

On a win the cards dance (``TableScene.celebration``), then the win dialog opens with
the score's parts, the help used, and for a daily deal a result to copy. The statistics
answer on their own time: when they say the game entered the top ten, the dialog (open
or about to open) says so. An Undo that takes the win or the dead end back closes the
dialog; a win again after it (Redo) shows the win that was recorded, never a second one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from ...engine import scoring
from ..dialogs.closing import delete_when_closed
from ..play.session import GameSession
from ..table.table_scene import TableScene
from ..words.messages import Messages

if TYPE_CHECKING:  # the dialogs (QMessageBox and all) load at the end of a game
    from ...store import GameRecord
    from ..dialogs.dialogs import StuckDialog, WinDialog, Won


class EndActions(Protocol):
    """What the end-of-game dialogs offer, done by the window."""

    def new_deal(self) -> object: ...
    def restart(self) -> object: ...
    def where_was_it_lost(self) -> object: ...


class GameEnd(QObject):
    win_shown = Signal(object)
    """The win dialog (a ``WinDialog``) is up: others may add to it (the online board)."""

    def __init__(
        self,
        window: QWidget,
        session: GameSession,
        scene: TableScene,
        messages: Messages,
        actions: EndActions,
        dance: Callable[[], bool] = lambda: True,
    ) -> None:
        super().__init__(window)
        self._dance = dance  # does the player want the cards to dance at a win?
        self._window = window
        self._session = session
        self._scene = scene
        self._messages = messages
        self._actions = actions
        self.win_dialog: WinDialog | None = None
        self.stuck_dialog: StuckDialog | None = None
        self._rank: int | None = None  # the last win's place in the top ten
        self._waiting = False  # won: the dance waits for the cards still moving
        scene.mover.finished.connect(self._mover_done)
        # The win the statistics recorded, as the dialog shows it and as it was recorded.
        self._counted_win: tuple[Won, GameRecord] | None = None
        session.won.connect(self._won)
        session.stuck.connect(self._stuck)
        session.game_replaced.connect(self._forget_rank)

    # --- what the window tells us ---------------------------------------------------------

    def state_changed(self) -> None:
        game = self._session.game
        if self.win_dialog is not None and not game.is_won():
            self.close_dialogs()
        if self.stuck_dialog is not None and not game.is_stuck():
            self.close_dialogs()

    def celebrated(self) -> None:
        """The cards have danced: now the dialog."""
        from ..dialogs.dialogs import Won, show_win

        s = self._session
        if not s.game.is_won():
            return
        if self._counted_win is None:
            record = s.record(won=True)
            won = Won(
                parts=scoring.breakdown(s.game.cards_on_foundations, True, record.seconds),
                seconds=record.seconds,
                moves=record.moves,
                automatic=s.automatic_moves(),
                helped=record.helped,
                hints=record.hints,
                undos=record.undos,
                practice=s.practice,
            )
            if s.tally.counted:
                # The statistics hold this win: a win again after Undo (then Redo, or
                # other moves) is the same game, shown as it was recorded and placed.
                self._counted_win = (won, record)
        else:
            won, record = self._counted_win
        box = show_win(self._window, won, self._actions.new_deal, self._share(record))
        delete_when_closed(box, lambda: self._forget(box))
        self.win_dialog = box
        box.set_placing(self._rank)
        self.win_shown.emit(box)

    def recorded(self, outcome: object) -> None:
        """The statistics wrote a game (a ``RecordOutcome``): where does it stand?"""
        from ...store import RecordOutcome

        assert isinstance(outcome, RecordOutcome)
        if not outcome.record.won or outcome.record.helped:
            return
        rank = outcome.placing.variant_rank
        self._rank = rank
        if self.win_dialog is not None:
            self.win_dialog.set_placing(rank)

    def close_dialogs(self) -> None:
        self._waiting = False
        self._scene.celebration.stop()
        for box in (self.win_dialog, self.stuck_dialog):
            if box is not None:
                box.close()
        self.win_dialog = self.stuck_dialog = None

    # --- inside ----------------------------------------------------------------------------

    def _won(self) -> None:
        # Not said: the move that won is told first, then the win dialog says the win
        # (its title and text); a sentence here came before the move's, and twice.
        self._messages.show_message(self.tr("You won!"), said=False)
        if self._scene.mover.running:
            # The last cards are still on their way up (Auto Finish sends them one by
            # one): the dance starts when they are home.
            self._waiting = True
            return
        self._celebrate()

    def _mover_done(self) -> None:
        if self._waiting:
            self._waiting = False
            if self._session.game.is_won():
                self._celebrate()

    def _celebrate(self) -> None:
        scene = self._scene
        lay = scene.layout
        centre = scene.sceneRect().center()
        radius = min(lay.width, lay.height) * 0.33
        items = list(scene.cards.values())
        ms = 1400 if scene.mover.duration_ms > 0 and self._dance() else 0
        scene.celebration.start(items, centre, radius, ms)

    def _stuck(self) -> None:
        from ..dialogs.dialogs import show_stuck

        self.close_dialogs()  # an Undo that leaves the game stuck asks again
        self._messages.show_message(self.tr("No moves left."))
        a = self._actions
        box = show_stuck(
            self._window,
            self._session.undo,
            a.restart,
            a.new_deal,
            a.where_was_it_lost,
            can_go_back=self._session.undo_stack.count() > 0,
        )
        delete_when_closed(box, lambda: self._forget(box))
        self.stuck_dialog = box

    def _forget(self, box: object) -> None:
        """A dialog closed (and is being deleted): no longer ours to close."""
        if self.win_dialog is box:
            self.win_dialog = None
        if self.stuck_dialog is box:
            self.stuck_dialog = None

    def _share(self, record: GameRecord) -> str | None:
        """A daily deal's win to copy (the win dialog offers it), as the dialog shows it."""
        from .share import result_text

        return result_text(record) if record.daily and record.deal is not None else None

    def _forget_rank(self) -> None:
        self._rank = None
        self._counted_win = None
