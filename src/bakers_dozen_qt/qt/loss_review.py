""" "Where was it lost?": the last position of this game that could still be won.

The solver replays the move stack and finds the last winnable position; the player may
then go back there in one step (the moves after it are undone through the undo stack,
so Redo brings them back).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from ..engine.game import Game
from ..engine.moves import Move
from .commands import MoveCommand, describe
from .solver_worker import LossFinder

if TYPE_CHECKING:
    from .window import MainWindow


class LossReview(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.finder = LossFinder(self)
        self.finder.ready.connect(self._found)
        self.dialog: QMessageBox | None = None
        self._asked_about: tuple[Move, ...] = ()

    def start(self) -> None:
        game = self._window.game
        if not game.rules.all_face_up:
            # The solver would have to look at face-down cards, and the answer would tell
            # the player what they hide.
            self._window.show_message("Not available while cards lie face down.")
            return
        if not game.moves_count:
            self._window.show_message("No moves yet: nothing to look back on.")
            return
        self._asked_about = game.move_stack
        self._window.show_message("Looking for the move that lost the game…", 0)
        self.finder.request(game)

    def cancel(self) -> None:
        self.finder.cancel()

    def _found(self, result: object) -> None:
        w = self._window
        if w.game.move_stack != self._asked_about:
            return  # the table changed while the solver looked
        if result is None:
            w.show_message(
                "No losing move found: the game may still be winnable, or the search gave up."
            )
            return
        assert isinstance(result, tuple)
        index, move = result
        before = Game(w.game.rules, w.game.initial)
        for m in w.game.move_stack[:index]:
            before.push(m)
        text = describe(before, move)
        w.show_message(f"Still winnable before move {index + 1}: {text[0].lower()}{text[1:]}.")
        box = QMessageBox(w)
        box.setObjectName("where-lost")
        box.setWindowTitle("Where Was It Lost?")
        box.setText(f"<b>The game could still be won before move {index + 1}.</b>")
        box.setInformativeText(f"Move {index + 1} was: {text[0].lower()}{text[1:]}. Go back there?")
        back = box.addButton("Go Back", QMessageBox.ButtonRole.AcceptRole)
        box.addButton("Close", QMessageBox.ButtonRole.RejectRole)
        back.clicked.connect(lambda *_: self.rewind_to(index))
        box.open()
        self.dialog = box

    def rewind_to(self, index: int) -> None:
        """Undo until ``index`` moves are left, replaying any a macro took back too many."""
        w = self._window
        history = w.game.move_stack
        stack = w.undo_stack
        while w.game.moves_count > index and stack.canUndo():
            stack.undo()
        for m in history[w.game.moves_count : index]:
            stack.push(MoveCommand(w.game, m))
        w.show_message(f"Back at move {index + 1}: this position can still be won.")
