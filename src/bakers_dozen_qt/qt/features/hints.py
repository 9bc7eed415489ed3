"""Edit > Hint: the solver's next move lit on the table, or the word that there is none.

The solver runs in a worker (``solver_answers.hint``) and names the first move of a
short winning line. Pressing Hint again without a move in between asks for another good
move (the moves shown so far are avoided) and gets one when there is one. Face-down
variants: the worker is handed the table as the player sees it, never the hidden cards.
A position the solver proves lost gets no move but the truth, in a message that offers
Where Was It Lost? (unless the deal never could be won: then no move lost it). A hint
shown is counted in the game's tally (a hint is not "help": the game may still set a
record).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from ...engine.moves import Move
from ..dialogs.closing import delete_when_closed
from ..play.session import GameSession
from ..table.table_scene import TableScene
from ..words import wording
from ..words.i18n import reword
from ..words.messages import Messages
from .solver_worker import SolverRunner

if TYPE_CHECKING:  # message boxes load with the first one shown, not at start-up
    from PySide6.QtWidgets import QMessageBox


def _hint(request: object, cancel: threading.Event) -> object:
    # The solver's answers (dataclasses and all) load at the first hint, not before the
    # first frame.
    from . import solver_answers

    assert isinstance(request, solver_answers.HintRequest)
    return solver_answers.hint(request, cancel)


class Hints(QObject):
    ready = Signal(object)  # HintAnswer, once it is shown

    def __init__(
        self,
        session: GameSession,
        scene: TableScene,
        messages: Messages,
        parent: QWidget,
        where_lost: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._session = session
        self._scene = scene
        self._messages = messages
        self._where_lost = where_lost
        self.runner = SolverRunner(_hint, self)
        self.runner.ready.connect(self._answered)
        self.lost_box: QMessageBox | None = None
        """The "cannot be won any more" message on screen, if any."""
        self._shown: list[Move] = []  # the moves hinted since the table last changed
        session.state_changed.connect(self._shown.clear)

    @property
    def busy(self) -> bool:
        return self.runner.busy

    def request(self) -> None:
        if self._session.locked:
            return
        game = self._session.game
        from .solver_answers import HintAnswer, HintRequest

        if game.is_stuck() and not game.is_won():
            self._answered(HintAnswer(None, stuck=True))  # no solver needed to see it
            return
        avoid = frozenset(self._shown)
        self._messages.show_message(self.tr("Thinking…"))

        if game.has_face_down:
            from ...engine.solver import view_of

            request = HintRequest(None, view_of(game), avoid, self._session.budgets)
        else:
            request = HintRequest(game.copy(), avoid=avoid, budgets=self._session.budgets)
        self.runner.request_data(request)

    def cancel(self) -> None:
        self.runner.cancel()

    def shutdown(self) -> None:
        self.runner.shutdown()

    def _answered(self, answer: object) -> None:
        from .solver_answers import HintAnswer

        assert isinstance(answer, HintAnswer)
        say = self._messages.show_message
        if answer.stuck:
            self._session.tell_if_stuck()  # the same end as a deal played to a standstill
            say(self.tr("No hint: no card can move any more. The game is over."), 10_000)
        elif answer.lost and answer.from_start:
            say(self.tr("No hint: this deal cannot be won from the start."), 10_000)
            self._tell_lost(from_start=True)
        elif answer.lost:
            say(
                self.tr(
                    "No hint: this game cannot be won any more. Undo, or ask Where Was It Lost?"
                ),
                10_000,
            )
            self._tell_lost(from_start=False)
        elif answer.move is None:
            say(self.tr("No useful move found."))
        else:
            if answer.move in self._shown:  # no other found: round again from this one
                self._shown.clear()
            self._shown.append(answer.move)
            self._session.note_hint()
            self._scene.show_hint(answer.move)
            say(wording.hint(self._session.game, answer.move))
        self.ready.emit(answer)

    def _tell_lost(self, *, from_start: bool) -> None:
        """The message that the game is lost, with Where Was It Lost? when a move lost it."""
        if self.lost_box is not None:
            self.lost_box.close()
        from PySide6.QtWidgets import QMessageBox

        from ..dialogs.dialogs import add_button

        box = QMessageBox(self._parent)
        box.setObjectName("hint-lost")
        box.setIcon(QMessageBox.Icon.Information)
        look = None
        # Where Was It Lost? does not look while the variant deals cards face down.
        if not from_start and self._where_lost is not None and self._rules_face_up():
            look = add_button(box, QMessageBox.ButtonRole.AcceptRole)
            where_lost = self._where_lost
            look.clicked.connect(lambda *_: where_lost())
        close = box.addButton(QMessageBox.StandardButton.Close)
        box.setDefaultButton(close)  # looking back is help: never on a stray Enter

        def word() -> None:
            box.setWindowTitle(self.tr("Hint"))
            if from_start:
                box.setText("<b>" + self.tr("This deal cannot be won from the start.") + "</b>")
                box.setInformativeText(
                    self.tr("No move lost it: no way through exists, whatever is played.")
                )
            else:
                box.setText("<b>" + self.tr("This game cannot be won any more.") + "</b>")
                box.setInformativeText(
                    self.tr(
                        "No move leads to a win from here. Undo, or find the move that lost it."
                    )
                )
            if look is not None:
                #: Button of the Hint message: the same as Edit > Where Was It Lost?.
                look.setText(self.tr("Where Was It Lost?"))

        reword(box, word)
        box.finished.connect(lambda *_: self._forget(box))
        delete_when_closed(box)
        box.open()
        self.lost_box = box

    def _rules_face_up(self) -> bool:
        return self._session.game.rules.all_face_up

    def _forget(self, box: QMessageBox) -> None:
        if self.lost_box is box:
            self.lost_box = None
