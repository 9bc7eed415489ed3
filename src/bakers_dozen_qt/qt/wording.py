"""The words a player reads about moves: undo labels, hints, refusals.

Every sentence is whole and goes through Qt's translation, so word order can change
with the language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.game import Game
from ..engine.moves import FOUNDATION, Move

_CONTEXT = "Moves"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def describe(game: Game, move: Move) -> str:
    """``"Move 7♣ to 8♥"``: the label Undo and Redo show for ``move`` (made from here)."""
    card = game.top(move.source)
    name = card.label if card is not None else _tr("card")
    if move.target == FOUNDATION:
        return _tr("Move {card} to the foundation").format(card=name)
    under = game.top(move.target)
    if under is None:
        return _tr("Move {card} to empty column {column}").format(card=name, column=move.target + 1)
    return _tr("Move {card} to {under}").format(card=name, under=under.label)


def lower_first(text: str) -> str:
    """``text`` to follow a colon mid-sentence."""
    return text[:1].lower() + text[1:]


def sentence(reason: object) -> str:
    """The engine's reason a move is refused, as a sentence of its own."""
    text = str(reason)
    return text[:1].upper() + text[1:] + "."
