"""Undo commands: one per step of the game's history (``engine.history.Step``).

Only :class:`~.session.GameSession` creates them. A command holds its step and the game
it acts on; ``redo`` makes the step's moves, ``undo`` takes them back.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from ...engine.game import Game
from ...engine.history import Step, StepKind
from ...engine.moves import Move


class StepCommand(QUndoCommand):
    def __init__(self, game: Game, step: Step, text: str) -> None:
        super().__init__(text)
        self.game = game
        self.step = step
        self._taken: tuple[Move, ...] = ()  # what a restart took back

    def redo(self) -> None:
        game = self.game
        if self.step.kind is StepKind.RESTART:
            self._taken = game.move_stack
            while game.moves_count:
                game.pop()
            return
        for move in self.step.moves:
            game.push(move)

    def undo(self) -> None:
        game = self.game
        if self.step.kind is StepKind.RESTART:
            for move in self._taken:
                game.push(move)
            return
        for move in reversed(self.step.moves):
            popped = game.pop()
            # The stack and the engine must agree; anything else is a bug worth stopping for.
            assert popped == move, f"undo popped {popped}, expected {move}"
