"""What the records need to know about a game besides its moves.

Kept apart from the session so the saved game, the statistics and the dialogs can share
it without Qt: plain data, and the one place it is turned into the saved game's fields
and into the store's ``GameRecord`` of a finished game, and read back from a save. The
store (and SQLite with it) is imported only when one of those is made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...engine.history import History
    from ...store import GameRecord, SavedGame


# A plain class, not a dataclass: made at start-up without exec (docs/start-up.md).
class Tally:
    """The help a game had and whether it counts: kept with the saved game.

    ``helped``: Show the Way or Where Was It Lost?'s Go Back was used: won with help,
    never a record. ``played``: the player made a move on this deal (restarts do not take
    that back): abandoning it counts as a loss. ``counted``: the game's result went to the
    statistics (it was won): never counted again.
    """

    __slots__ = ("counted", "daily", "helped", "hints", "played", "undos")

    def __init__(
        self,
        hints: int = 0,
        undos: int = 0,
        helped: bool = False,
        played: bool = False,
        daily: bool = False,
        counted: bool = False,
    ) -> None:
        self.hints = hints
        self.undos = undos
        self.helped = helped
        self.played = played
        self.daily = daily
        self.counted = counted

    def _values(self) -> tuple[int, int, bool, bool, bool, bool]:
        return (self.hints, self.undos, self.helped, self.played, self.daily, self.counted)

    def __eq__(self, other: object) -> bool:
        if type(other) is not Tally:
            return NotImplemented
        return self._values() == other._values()

    def __repr__(self) -> str:
        names = ("hints", "undos", "helped", "played", "daily", "counted")
        fields = ", ".join(f"{n}={v!r}" for n, v in zip(names, self._values(), strict=True))
        return f"Tally({fields})"

    @classmethod
    def of_save(cls, saved: SavedGame) -> Tally:
        """The tally a saved game kept (a saved game was never counted)."""
        return cls(
            hints=saved.hints,
            undos=saved.undos,
            helped=saved.helped,
            played=saved.played,
            daily=saved.daily,
        )

    def save(self, game: Game, deal: int | None, seconds: float, history: History) -> SavedGame:
        """The saved game of ``game`` (at its undo position, ``history`` its undo list),
        ``seconds`` played, with this tally."""
        from ...store import SavedGame

        return SavedGame(
            game,
            deal,
            seconds,
            history,
            hints=self.hints,
            undos=self.undos,
            helped=self.helped,
            played=self.played,
            daily=self.daily,
        )

    def record(
        self, game: Game, deal: int | None, *, won: bool, moves: int, seconds: float
    ) -> GameRecord:
        """The statistics' record of ``game`` ending now: ``moves`` the player's own,
        ``seconds`` played."""
        from ...store import GameLine, GameRecord

        return GameRecord(
            variant=game.rules.id,
            deal=deal,
            won=won,
            moves=moves,
            seconds=seconds,
            score=game.score(seconds),
            hints=self.hints,
            undos=self.undos,
            helped=self.helped,
            daily=self.daily,
            line=GameLine(game.rules, game.move_stack),
        )
