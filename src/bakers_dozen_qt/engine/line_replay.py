"""A finished game's line, walked move by move: what a replay shows.

:class:`LineReplay` deals the deal again and checks the whole line once, through the
engine's checked :meth:`~.game.Game.play`, before anything is shown: a line that does
not fit its deal (a damaged file, a board's answer that lies) is refused with the number
of the first move that fails, never half-shown. After that it walks the line with
``push`` and ``pop`` on its own :class:`~.game.Game`, which belongs to nobody else: a
replay never touches a game in progress.
"""

from __future__ import annotations

from collections.abc import Sequence

from .game import Game, IllegalMoveError
from .moves import Move
from .rules import Rules


class LineError(ValueError):
    """A line that is no game of its deal: ``number`` is its first bad move (1-based)."""

    def __init__(self, number: int, move: Move, why: str) -> None:
        super().__init__(f"move {number} ({move}) cannot be played: {why}")
        self.number = number
        self.move = move


class LineReplay:
    """The table of one game after any number of its moves (``index``: 0 is the deal)."""

    def __init__(
        self, rules: Rules, deal: int, moves: Sequence[Move], *, daily: bool = False
    ) -> None:
        self.deal = deal
        self.daily = daily
        self.moves = tuple(moves)
        # A daily deal is dealt by its date (each variant its own shuffle from 2027).
        dealt = Game.from_daily if daily else Game.from_deal
        probe = dealt(deal, rules)
        for number, move in enumerate(self.moves, 1):
            try:
                probe.play(move)
            except IllegalMoveError as e:
                raise LineError(number, move, str(e)) from None
            except IndexError:  # a column the table does not have
                raise LineError(number, move, "no such column") from None
        self.final = probe
        self.game = dealt(deal, rules)

    @property
    def rules(self) -> Rules:
        return self.game.rules

    @property
    def index(self) -> int:
        """Moves made on the table shown."""
        return self.game.moves_count

    def __len__(self) -> int:
        return len(self.moves)

    @property
    def won(self) -> bool:
        """Whether the line ends in a win."""
        return self.final.is_won()

    def go_to(self, index: int) -> None:
        """Show the table after ``index`` moves (clamped to the line)."""
        index = max(0, min(index, len(self.moves)))
        while self.game.moves_count > index:
            self.game.pop()
        while self.game.moves_count < index:
            self.game.push(self.moves[self.game.moves_count])

    def forward(self) -> bool:
        """One move on; ``False`` at the end."""
        if self.index >= len(self.moves):
            return False
        self.game.push(self.moves[self.index])
        return True

    def back(self) -> bool:
        """One move back; ``False`` at the deal."""
        if not self.index:
            return False
        self.game.pop()
        return True

    def before(self, number: int) -> Game:
        """A new game at the table just before move ``number`` (1-based) is made."""
        game = Game(self.rules, self.game.initial)
        for move in self.moves[: number - 1]:
            game.push(move)
        return game
