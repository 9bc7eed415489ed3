"""What the records need to know about a game besides its moves.

Kept apart from the session so the saved game, the statistics and the dialogs can share
it without Qt: plain data. A finished game is the store's ``GameRecord``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Tally:
    """The help a game had and whether it counts: kept with the saved game."""

    hints: int = 0
    undos: int = 0
    helped: bool = False
    """Show the Way or Where Was It Lost?'s Go Back was used: won with help, never a
    record."""
    played: bool = False
    """The player made a move on this deal (restarts do not take that back): abandoning
    it counts as a loss."""
    daily: bool = False
    counted: bool = False
    """The game's result went to the statistics (it was won): never counted again."""
