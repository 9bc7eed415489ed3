"""Edit > Solve: can this game still be won, and if so, the solver plays it out.

The answer comes from the solver in a worker thread. A won line is played one move at a
time, each its own undo step (a "shown" step of the history), so the player can watch,
stop (any move of their own, Undo or a new game stops it) and step back.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QWidget

from ...engine.history import StepKind
from ...engine.moves import Move
from ..play.session import GameSession
from ..words.i18n import menu_path, reword
from ..words.messages import Messages
from .help_guard import Help, HelpGuard
from .solver_worker import SolverRunner

if TYPE_CHECKING:  # the dialogs load with the first answer, not at start-up
    from PySide6.QtWidgets import QMessageBox

STEP_MS = 350

translate = QCoreApplication.translate


def _solve(asked: object, cancel: threading.Event) -> object:
    # The solver's answers load at the first Solve, not before the first frame.
    from . import solver_answers

    assert isinstance(asked, solver_answers.Asked)
    return solver_answers.solve(asked, cancel)


class ShowTheWay(QObject):
    def __init__(
        self,
        parent: QWidget,
        session: GameSession,
        messages: Messages,
        guard: HelpGuard | None = None,
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._session = session
        self._messages = messages
        self._guard = guard
        self.solver = SolverRunner(_solve, self)
        self.solver.ready.connect(self._solved)
        self.dialog: QMessageBox | None = None
        self._line: list[Move] = []
        self._expected: tuple[Move, ...] = ()
        self._timer = QTimer(self)
        self._timer.setInterval(STEP_MS)
        self._timer.timeout.connect(self._step)
        session.game_replaced.connect(self.stop)

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    def start(self) -> None:
        game = self._session.game
        self.stop()
        if not game.rules.all_face_up:
            self._messages.show_message(self.tr("Not available while cards lie face down."))
            return
        if game.is_won():
            self._messages.show_message(self.tr("This game is won already."))
            return
        if self._session.locked:
            return
        self._messages.show_message(self.tr("Solving…"), 0)
        self._expected = game.move_stack
        from .solver_answers import Asked

        self.solver.request_data(Asked(game.copy(), self._session.budgets))

    def stop(self) -> None:
        self._timer.stop()
        self._line = []
        self.solver.cancel()

    def shutdown(self) -> None:
        self.stop()
        self.solver.shutdown()

    def set_step_ms(self, ms: int) -> None:
        self._timer.setInterval(ms)

    def _solved(self, answer: object) -> None:
        from PySide6.QtWidgets import QMessageBox

        from ...engine.solver import SolveResult, Verdict  # loaded by the worker already
        from ..dialogs.dialogs import add_button
        from .solver_answers import SolveAnswer

        if self._session.game.move_stack != self._expected:
            return  # the table changed while the solver worked
        assert isinstance(answer, SolveAnswer)
        result = answer.result
        assert isinstance(result, SolveResult)
        say = self._messages.show_message
        box = QMessageBox(self._parent)
        box.setObjectName("solve")
        verdict = result.verdict
        n = len(result.moves)
        if verdict is Verdict.WON:
            say(self.tr("This game can still be won: %n move(s).", "", n))
            play = add_button(box, QMessageBox.ButtonRole.AcceptRole)
            play.clicked.connect(lambda *_: self._asked_to_play(list(result.moves)))
        elif verdict is Verdict.UNWINNABLE and answer.from_start:
            say(self.tr("This deal cannot be won from the start."))
        elif verdict is Verdict.UNWINNABLE:
            say(self.tr("This game can no longer be won."))
        else:
            say(self.tr("The solver could not decide."))
        close = box.addButton(QMessageBox.StandardButton.Close)
        # Letting the solver play marks the game as won with help: never on a stray Enter.
        box.setDefaultButton(close)

        def word() -> None:
            #: The title of the solver's answer (the menu entry Edit > Solve).
            box.setWindowTitle(self.tr("Solve"))
            if verdict is Verdict.WON:
                box.setText("<b>" + self.tr("This game can still be won.") + "</b>")
                box.setInformativeText(self.tr("The solver found a way in %n move(s).", "", n))
                #: Button: the solver plays its winning line out, one move at a time.
                play.setText(self.tr("Show the Way"))
            elif verdict is Verdict.UNWINNABLE and answer.from_start:
                box.setText("<b>" + self.tr("This deal cannot be won from the start.") + "</b>")
                box.setInformativeText(
                    self.tr("No move lost it: no way through exists, whatever is played.")
                )
            elif verdict is Verdict.UNWINNABLE:
                box.setText("<b>" + self.tr("This game can no longer be won.") + "</b>")
                box.setInformativeText(
                    #: {path} is the menu entry, as the menus name it: "Edit → Where Was It Lost?".
                    self.tr("{path} finds the move that lost it.").format(
                        path=menu_path(
                            translate("Menus", "&Edit"), translate("Menus", "&Where Was It Lost?")
                        )
                    )
                )
            else:
                box.setText("<b>" + self.tr("The solver could not decide.") + "</b>")
                box.setInformativeText(
                    self.tr(
                        "It searched for %n second(s) without finding a win or proving "
                        "there is none.",
                        "",
                        max(1, round(result.seconds)),
                    )
                )

        reword(box, word)
        box.open()
        self.dialog = box

    def _asked_to_play(self, moves: list[Move]) -> None:
        """Show the Way: once the player agrees to being helped (asked once a game)."""
        if self._guard is None:
            self.play(moves)
        else:
            self._guard.confirm(Help.SHOW_THE_WAY, lambda: self.play(moves))

    def play(self, moves: list[Move]) -> None:
        self._line = moves
        self._expected = self._session.game.move_stack
        self._timer.start()

    def _step(self) -> None:
        game = self._session.game
        if self._session.locked:
            return  # paused: the show waits
        if not self._line or game.move_stack != self._expected:
            self.stop()  # finished, or the player took over
            return
        move = self._line.pop(0)
        if not self._session.play_line([move], StepKind.SHOWN):
            self.stop()
            return
        self._expected = game.move_stack
        if not self._line:
            self._timer.stop()
