"""Edit > Solve: can this game still be won, and if so, the solver plays it out.

The answer comes from the solver in a worker thread. A won line is played one move at a
time, each an ordinary undoable move, so the player can watch, stop (any move of their
own, Undo or a new game stops it) and step back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox

from ..engine.moves import Move
from ..engine.solver import SolveResult, Verdict
from .commands import MoveCommand
from .solver_worker import SOLVE_SECONDS, PositionSolver

if TYPE_CHECKING:
    from .window import MainWindow

STEP_MS = 350


class ShowTheWay(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.solver = PositionSolver(self)
        self.solver.ready.connect(self._solved)
        self.dialog: QMessageBox | None = None
        self._line: list[Move] = []
        self._expected: tuple[Move, ...] = ()
        self._timer = QTimer(self)
        self._timer.setInterval(STEP_MS)
        self._timer.timeout.connect(self._step)

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    def start(self) -> None:
        w = self._window
        self.stop()
        if not w.game.rules.all_face_up:
            w.show_message("Not available while cards lie face down.")
            return
        if w.game.is_won():
            w.show_message("This game is won already.")
            return
        w.show_message("Solving…", 0)
        self._expected = w.game.move_stack
        self.solver.request(w.game)

    def stop(self) -> None:
        self._timer.stop()
        self._line = []
        self.solver.cancel()

    def set_step_ms(self, ms: int) -> None:
        self._timer.setInterval(ms)

    def _solved(self, result: object) -> None:
        w = self._window
        if w.game.move_stack != self._expected:
            return  # the table changed while the solver worked
        assert isinstance(result, SolveResult)
        box = QMessageBox(w)
        box.setObjectName("solve")
        box.setWindowTitle("Solve")
        if result.verdict is Verdict.WON:
            w.show_message(f"This game can still be won: {len(result.moves)} moves.")
            box.setText("<b>This game can still be won.</b>")
            box.setInformativeText(f"The solver found a way in {len(result.moves)} moves.")
            play = box.addButton("Show the Way", QMessageBox.ButtonRole.AcceptRole)
            play.clicked.connect(lambda *_: self.play(list(result.moves)))
        elif result.verdict is Verdict.UNWINNABLE:
            w.show_message("This game can no longer be won.")
            box.setText("<b>This game can no longer be won.</b>")
            box.setInformativeText("Edit > Where Was It Lost? finds the move that lost it.")
        else:
            w.show_message("The solver could not decide.")
            box.setText("<b>The solver could not decide.</b>")
            box.setInformativeText(
                f"It searched for {SOLVE_SECONDS:.0f} seconds without finding a win or "
                "proving there is none."
            )
        box.addButton(QMessageBox.StandardButton.Close)
        box.open()
        self.dialog = box

    def play(self, moves: list[Move]) -> None:
        self._line = moves
        self._expected = self._window.game.move_stack
        self._timer.start()

    def _step(self) -> None:
        game = self._window.game
        if not self._line or game.move_stack != self._expected:
            self.stop()  # finished, or the player took over
            return
        move = self._line.pop(0)
        if not game.is_legal(move):
            self.stop()
            return
        self._window.undo_stack.push(MoveCommand(game, move))
        self._expected = game.move_stack
        if not self._line:
            self._timer.stop()
