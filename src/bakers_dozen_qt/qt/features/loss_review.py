""" "Where was it lost?": the last position of this game that could still be won.

The solver replays the move stack and finds the last winnable position; the player may
then go back there in one step (the session undoes whole steps, so Redo brings every
undone move back). Going back there is help, with Go Back (asked first, see
``help_guard``) or by the player's own Undo or Restart once the position was named: the
dialog says so.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from ...engine.game import Game
from ...engine.moves import Move
from ..play.session import GameSession
from ..words.i18n import reword
from ..words.messages import Messages
from .help_guard import Help, HelpGuard
from .solver_worker import SolverRunner

if TYPE_CHECKING:  # the dialogs load with the first answer, not at start-up
    from PySide6.QtWidgets import QMessageBox
from ..words.wording import describe_inline


def _where_lost(asked: object, cancel: threading.Event) -> object:
    # The solver's answers load at the first question, not before the first frame.
    from . import solver_answers

    assert isinstance(asked, solver_answers.Asked)
    return solver_answers.where_lost(asked, cancel)


class LossReview(QObject):
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
        self.finder = SolverRunner(_where_lost, self)
        self.finder.ready.connect(self._found)
        self.dialog: QMessageBox | None = None
        self._asked_about: tuple[Move, ...] = ()
        # The line the solver looked at and the position it named (after that many
        # moves): coming back there by Undo or Restart is help too.
        self._named: tuple[tuple[Move, ...], int] | None = None
        session.game_replaced.connect(self.cancel)
        session.game_replaced.connect(self._forget_named)
        session.state_changed.connect(self._came_back)

    def start(self) -> None:
        game = self._session.game
        if not game.rules.all_face_up:
            # The solver would have to look at face-down cards, and the answer would tell
            # the player what they hide.
            self._messages.show_message(self.tr("Not available while cards lie face down."))
            return
        if self._session.locked:
            return
        self._asked_about = game.move_stack
        self._messages.show_message(self.tr("Looking for the move that lost the game…"), 0)
        from .solver_answers import Asked

        self.finder.request_data(Asked(game.copy(), self._session.budgets))

    def cancel(self) -> None:
        self.finder.cancel()

    def shutdown(self) -> None:
        self.finder.shutdown()

    def _found(self, answer: object) -> None:
        from PySide6.QtWidgets import QMessageBox

        from ..dialogs.dialogs import add_button

        game = self._session.game
        if game.move_stack != self._asked_about:
            return  # the table changed while the solver looked
        from .solver_answers import LossAnswer

        assert isinstance(answer, LossAnswer)
        result = answer.found
        if answer.from_start:
            self._messages.show_message(
                self.tr("This deal cannot be won from the start: no move lost it.")
            )
            return
        if result is None and not game.moves_count:
            self._messages.show_message(self.tr("No moves yet: nothing to look back on."))
            return
        if result is None:
            self._messages.show_message(
                self.tr(
                    "No losing move found: the game may still be winnable, or the search gave up."
                )
            )
            return
        index, move = result
        before = Game(game.rules, game.initial)
        for m in game.move_stack[:index]:
            before.push(m)
        what = describe_inline(before, move)
        number = index + 1
        self._messages.show_message(
            #: {move} is a move as the rest of a sentence: "move 7♣ to 8♥".
            self.tr("Still winnable before move {number}: {move}.").format(number=number, move=what)
        )
        box = QMessageBox(self._parent)
        box.setObjectName("where-lost")
        back = add_button(box, QMessageBox.ButtonRole.AcceptRole)
        close = add_button(box, QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(close)  # going back is help: never on a stray Enter
        back.clicked.connect(lambda *_: self._asked_to_go_back(index))
        self._named = (game.move_stack, index)
        counts = not self._session.practice and not self._session.tally.helped

        def word() -> None:
            what = describe_inline(before, move)
            box.setWindowTitle(self.tr("Where Was It Lost?"))
            box.setText(
                self.tr("<b>The game could still be won before move {number}.</b>").format(
                    number=number
                )
            )
            question = self.tr("Move {number} was: {move}. Go back there?").format(
                number=number, move=what
            )
            if counts:
                question += "\n\n" + self.tr(
                    "Coming back to this position, with Go Back or with Undo or Restart, "
                    "makes this game won with help: it sets no record."
                )
            box.setInformativeText(question)
            #: Button: go back to the last position from which the game could still be won.
            back.setText(self.tr("Go Back"))
            close.setText(self.tr("Close"))

        reword(box, word)
        box.open()
        self.dialog = box

    def _asked_to_go_back(self, index: int) -> None:
        if self._guard is None:
            self.rewind_to(index)
        else:
            self._guard.confirm(Help.GO_BACK, lambda: self.rewind_to(index))

    def _forget_named(self) -> None:
        self._named = None

    def _came_back(self) -> None:
        """The table changed: back at (or before) the named position along the same
        line, by the player's own Undo or Restart? That is help, as Go Back is."""
        if self._named is None or self._session.tally.helped:
            return
        line, index = self._named
        now = self._session.game.move_stack
        if len(now) <= index and line[: len(now)] == now:
            self._session.note_help()

    def rewind_to(self, index: int) -> None:
        """Go back to the position after ``index`` moves (or the start of the step that
        holds it), every undone step left for Redo."""
        at = self._session.rewind_to(index)
        self._messages.show_message(
            self.tr("Back at move {number}: this position can still be won.").format(number=at + 1)
        )
