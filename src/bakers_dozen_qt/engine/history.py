"""A game's undo history as plain data.

The window's undo stack holds one entry per step a player can undo; this module is that
list without Qt, so the saved game can keep it whole and the session can rebuild the
undo stack from it after a restart of the app. A step is replayed through the engine's
checked :meth:`~.game.Game.play`, so a damaged history cannot produce an illegal table.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from .game import Game
from .moves import Move
from .read_only import ReadOnly


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


# A named tuple, not a frozen dataclass: made at start-up in a tenth of the time
# (docs/start-up.md). Its check is in Step.__new__ below.
class _StepFields(NamedTuple):
    kind: StepKind
    moves: tuple[Move, ...] = ()


class Step(_StepFields):
    """One entry of the undo list: what made it, and the moves it made (none for a
    restart, at least one otherwise)."""

    __slots__ = ()

    def __new__(cls, kind: StepKind, moves: tuple[Move, ...] = ()) -> Step:
        if (kind is StepKind.RESTART) != (not moves):
            raise HistoryError("a restart takes no moves" if moves else f"{kind.value}: no moves")
        return super().__new__(cls, kind, moves)

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


# A plain class, not a frozen dataclass: made at start-up without exec (docs/start-up.md);
# not a named tuple, whose index() its field would hide.
class History(ReadOnly):
    """``steps[:index]`` are done; ``steps[index:]`` were undone and can be redone.

    A history too long to keep whole may lose its oldest steps up to a restart (the table
    after a restart is the deal, whatever came before): ``earlier_moves`` and
    ``earlier_automatic`` count the player's and the automatic moves those steps held,
    so the game's counts stay whole.
    """

    __slots__ = ("earlier_automatic", "earlier_moves", "index", "steps")
    _what = "a history"

    steps: tuple[Step, ...]
    index: int
    earlier_moves: int
    earlier_automatic: int

    def __init__(
        self,
        steps: tuple[Step, ...] = (),
        index: int = 0,
        earlier_moves: int = 0,
        earlier_automatic: int = 0,
    ) -> None:
        if not 0 <= index <= len(steps):
            raise HistoryError(f"the undo position {index} is outside 0..{len(steps)}")
        if earlier_moves < 0 or earlier_automatic < 0:
            raise HistoryError("the counts of earlier moves cannot be negative")
        set_field = object.__setattr__  # a history is immutable once made
        set_field(self, "steps", steps)
        set_field(self, "index", index)
        set_field(self, "earlier_moves", earlier_moves)
        set_field(self, "earlier_automatic", earlier_automatic)

    def _values(self) -> tuple[tuple[Step, ...], int, int, int]:
        return (self.steps, self.index, self.earlier_moves, self.earlier_automatic)

    def __eq__(self, other: object) -> bool:
        if type(other) is not History:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return (
            f"History(steps={self.steps!r}, index={self.index!r}, "
            f"earlier_moves={self.earlier_moves!r}, earlier_automatic={self.earlier_automatic!r})"
        )

    def player_moves(self) -> int:
        """The player's own moves in the steps done, the earlier ones included."""
        return self.earlier_moves + sum(s.player_moves for s in self.steps[: self.index])

    def automatic_moves(self) -> int:
        """Moves made for the player in the steps done, the earlier ones included."""
        done = self.steps[: self.index]
        return self.earlier_automatic + sum(len(s.moves) - s.player_moves for s in done)

    def moves_on_table(self) -> int:
        """How many moves the game has made after the steps done (a restart takes all
        back): what ``replay`` leaves on the move stack, counted without replaying."""
        count = 0
        for step in self.steps[: self.index]:
            count = 0 if step.kind is StepKind.RESTART else count + len(step.moves)
        return count

    def without_before(self, cut: int) -> History:
        """The history from step ``cut`` on, which must follow a restart among the steps
        done (or be 0): the steps before it are dropped and their moves counted."""
        if cut == 0:
            return self
        if not 0 < cut <= self.index or self.steps[cut - 1].kind is not StepKind.RESTART:
            raise HistoryError(f"step {cut} does not follow a restart that is done")
        dropped = self.steps[:cut]
        return History(
            self.steps[cut:],
            self.index - cut,
            self.earlier_moves + sum(s.player_moves for s in dropped),
            self.earlier_automatic + sum(len(s.moves) - s.player_moves for s in dropped),
        )

    def without_redo(self) -> History:
        """The history without its undone steps (nothing left to redo)."""
        return History(
            self.steps[: self.index], self.index, self.earlier_moves, self.earlier_automatic
        )

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
