"""Undo commands: each holds just the move it makes; the controller redraws afterwards."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from ..engine.game import Game
from ..engine.moves import FOUNDATION, Move


def describe(game: Game, move: Move) -> str:
    """``"Move 7♣ to 8♥"``: the label Undo and Redo show for ``move`` (made from here)."""
    card = game.top(move.source)
    name = card.label if card is not None else "card"
    if move.target == FOUNDATION:
        return f"Move {name} to the foundation"
    under = game.top(move.target)
    if under is None:
        return f"Move {name} to empty column {move.target + 1}"
    return f"Move {name} to {under.label}"


class MoveCommand(QUndoCommand):
    """One engine move: ``redo`` pushes it, ``undo`` pops it."""

    def __init__(self, game: Game, move: Move, parent: QUndoCommand | None = None) -> None:
        super().__init__(describe(game, move), parent)
        self.game = game
        self.move = move

    def redo(self) -> None:
        self.game.push(self.move)

    def undo(self) -> None:
        popped = self.game.pop()
        # The stack and the engine must agree; anything else is a bug worth stopping for.
        assert popped == self.move, f"undo popped {popped}, expected {self.move}"


class RestartCommand(QUndoCommand):
    """Back to the deal in one undoable step."""

    def __init__(self, game: Game) -> None:
        super().__init__("Restart")
        self.game = game
        self.moves: tuple[Move, ...] = ()

    def redo(self) -> None:
        self.moves = self.game.move_stack
        while self.game.moves_count:
            self.game.pop()

    def undo(self) -> None:
        for m in self.moves:
            self.game.push(m)
