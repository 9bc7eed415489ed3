"""Edit > Hint: the solver's next move lit on the table, or the word that there is none.

The solver runs in a worker (``solver_answers.hint``). A position the solver proves lost
gets no move but the truth: lost, and whether the deal ever could be won. A hint shown
is counted in the game's tally (a hint is not "help": the game may still set a record).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from ..engine.game import Game
from . import wording
from .messages import Messages
from .session import GameSession
from .solver_worker import SolverRunner
from .table_scene import TableScene


def _hint(game: Game, cancel: threading.Event) -> object:
    # The solver's answers (dataclasses and all) load at the first hint, not before the
    # first frame.
    from . import solver_answers

    return solver_answers.hint(game, cancel)


class Hints(QObject):
    ready = Signal(object)  # HintAnswer, once it is shown

    def __init__(
        self, session: GameSession, scene: TableScene, messages: Messages, parent: QObject
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._scene = scene
        self._messages = messages
        self.runner = SolverRunner(_hint, self)
        self.runner.ready.connect(self._answered)

    @property
    def busy(self) -> bool:
        return self.runner.busy

    def request(self) -> None:
        if self._session.locked:
            return
        self._messages.show_message(self.tr("Thinking…"))
        self.runner.request(self._session.game)

    def cancel(self) -> None:
        self.runner.cancel()

    def shutdown(self) -> None:
        self.runner.shutdown()

    def _answered(self, answer: object) -> None:
        from .solver_answers import HintAnswer

        assert isinstance(answer, HintAnswer)
        say = self._messages.show_message
        if answer.lost and answer.from_start:
            say(self.tr("No hint: this deal cannot be won from the start."), 10_000)
        elif answer.lost:
            say(
                self.tr(
                    "No hint: this game cannot be won any more. Undo, or ask Where Was It Lost?"
                ),
                10_000,
            )
        elif answer.move is None:
            say(self.tr("No useful move found."))
        else:
            self._session.note_hint()
            self._scene.show_hint(answer.move)
            say(wording.hint(self._session.game, answer.move))
        self.ready.emit(answer)
