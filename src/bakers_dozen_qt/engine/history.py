"""A game's undo history as plain data.

The window's undo stack holds one entry per step a player can undo; this module is that
list without Qt, so the saved game can keep it whole and the session can rebuild the
undo stack from it after a restart of the app. A step is replayed through the engine's
checked :meth:`~.game.Game.play`, so a damaged history cannot produce an illegal table.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .game import Game
from .moves import Move


class StepKind(enum.Enum):
    """What made a step; the value is the word the saved game stores."""

    MOVE = "move"
    """The player's move (``moves[0]``) and the safe moves that followed on their own."""
    AUTO_FINISH = "auto-finish"
    """Auto Finish: every move was made for the player."""
    SHOWN = "shown"
    """A move the solver played for the player (Show the Way)."""
    RESTART = "restart"
    """Back to the deal: every move made so far is taken back (``moves`` is empty)."""


class HistoryError(ValueError):
    """A history that does not fit its game; the message says where."""


@dataclass(frozen=True, slots=True)
class Step:
    kind: StepKind
    moves: tuple[Move, ...] = ()

    def __post_init__(self) -> None:
        if (self.kind is StepKind.RESTART) != (not self.moves):
            wrong = "a restart takes no moves" if self.moves else f"{self.kind.value}: no moves"
            raise HistoryError(wrong)

    @property
    def player_moves(self) -> int:
        """Moves the player chose in this step (automatic and solver moves do not count)."""
        return 1 if self.kind is StepKind.MOVE else 0


def apply_step(game: Game, step: Step) -> None:
    """Make ``step`` on ``game``, checking every move (``IllegalMoveError`` if one fails)."""
    if step.kind is StepKind.RESTART:
        while game.moves_count:
            game.pop()
        return
    for move in step.moves:
        game.play(move)


@dataclass(frozen=True, slots=True)
class History:
    """``steps[:index]`` are done; ``steps[index:]`` were undone and can be redone."""

    steps: tuple[Step, ...] = ()
    index: int = 0

    def __post_init__(self) -> None:
        if not 0 <= self.index <= len(self.steps):
            raise HistoryError(f"the undo position {self.index} is outside 0..{len(self.steps)}")

    def replay(self, game: Game) -> Game:
        """Check every step, redo ones included, from ``game``'s position; return a new game
        at the position after ``steps[:index]``. ``game`` itself is not changed."""
        probe = game.copy()
        at = probe.copy()
        for i, step in enumerate(self.steps):
            if i == self.index:
                at = probe.copy()
            try:
                apply_step(probe, step)
            except ValueError as e:
                raise HistoryError(f"step {i + 1}: {e}") from None
        return probe if self.index == len(self.steps) else at
