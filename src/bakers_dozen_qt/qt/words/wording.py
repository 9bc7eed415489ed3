"""The words a player reads about moves: undo labels, hints, and why a move is refused.

Every sentence is whole and goes through Qt's translation, so word order can change
with the language. Cards are named by their short form (``7♣``, as the card's corner
shows it), which no language has to decline; columns by their number.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.game import Game
from ...engine.history import Step, StepKind
from ...engine.moves import FOUNDATION, Move
from ...engine.refusal import Refusal, Why

translate = QCoreApplication.translate


def describe(game: Game, move: Move) -> str:
    """``"Move 7♣ to 8♥"``: the label Undo and Redo show for ``move`` (made from here)."""
    card = game.top(move.source)
    name = card.label if card is not None else "?"
    if move.target == FOUNDATION:
        #: An entry of the Undo history. {card} is a card's short form, such as 7♣.
        return translate("Moves", "Move {card} to the foundation").format(card=name)
    under = game.top(move.target)
    if under is None:
        return translate("Moves", "Move {card} to empty column {column}").format(
            card=name, column=move.target + 1
        )
    #: {card} goes on top of the card {under}: "Move 7♣ to 8♥".
    return translate("Moves", "Move {card} to {under}").format(card=name, under=under.label)


def describe_inline(game: Game, move: Move) -> str:
    """``"move 7♣ to 8♥"``: ``move`` as the rest of a sentence, after a colon."""
    card = game.top(move.source)
    name = card.label if card is not None else "?"
    if move.target == FOUNDATION:
        #: A move quoted inside a sentence, after a colon: "Move 12 was: move 7♣ to ...".
        return translate("Moves", "move {card} to the foundation").format(card=name)
    under = game.top(move.target)
    if under is None:
        #: A move quoted inside a sentence, after a colon.
        return translate("Moves", "move {card} to empty column {column}").format(
            card=name, column=move.target + 1
        )
    #: A move quoted inside a sentence, after a colon: "Move 12 was: move 7♣ to 8♥.".
    return translate("Moves", "move {card} to {under}").format(card=name, under=under.label)


def step_label(before: Game, step: Step) -> str:
    """What Undo and Redo call ``step``, made from the position ``before`` it."""
    if step.kind is StepKind.RESTART:
        #: Undo history: the step "restart the deal"; shown after "Undo" in the Edit menu.
        return translate("Moves", "Restart")
    if step.kind is StepKind.AUTO_FINISH:
        #: Undo history: the step "Auto Finish"; shown after "Undo" in the Edit menu.
        return translate("Moves", "Auto Finish")
    return describe(before, step.moves[0])


def hint(game: Game, move: Move) -> str:
    """The hint for ``move`` as a sentence for the status bar: the card and where it is
    (a player at the keyboard picks it up by its column's key), and where it goes."""
    card = game.top(move.source)
    name = card.label if card is not None else "?"
    source = move.source + 1
    if move.target == FOUNDATION:
        return translate(
            "Moves", "Hint: move {card} from column {source} to the foundation."
        ).format(card=name, source=source)
    under = game.top(move.target)
    if under is None:
        return translate(
            "Moves", "Hint: move {card} from column {source} to empty column {column}."
        ).format(card=name, source=source, column=move.target + 1)
    return translate(
        "Moves", "Hint: move {card} from column {source} onto {under} in column {column}."
    ).format(card=name, source=source, under=under.label, column=move.target + 1)


def refusal(reason: Refusal) -> str:
    """Why the rules refuse a move, as a sentence of its own."""
    column = reason.column + 1 if reason.column is not None else 0
    card = reason.card.label if reason.card is not None else "?"
    onto = reason.onto.label if reason.onto is not None else "?"
    code = reason.code
    if code is Why.NO_SUCH_COLUMN:
        return translate("Refusals", "There is no column {column}.").format(column=column)
    if code is Why.SAME_COLUMN:
        return translate("Refusals", "A card cannot move onto its own column.")
    if code is Why.EMPTY_SOURCE:
        return translate("Refusals", "Column {column} is empty.").format(column=column)
    if code is Why.FOUNDATION_NEEDS:
        if reason.needs is None:
            return translate("Refusals", "{card} cannot go to the foundation yet.").format(
                card=card
            )
        #: {needs} is the card of the same suit one rank lower: "7♦ needs 6♦ ...".
        return translate("Refusals", "{card} needs {needs} on the foundation first.").format(
            card=card, needs=reason.needs.label
        )
    if code is Why.EMPTY_STAYS_EMPTY:
        return translate(
            "Refusals", "Column {column} is empty, and empty columns stay empty."
        ).format(column=column)
    if code is Why.ONLY_KING_TO_EMPTY:
        return translate("Refusals", "Only a king may go into the empty column {column}.").format(
            column=column
        )
    if code is Why.LONE_CARD_TO_EMPTY:
        return translate(
            "Refusals",
            "{card} is alone in its column: moving it to an empty column changes nothing.",
        ).format(card=card)
    if code is Why.NOT_ONE_RANK_LOWER:
        #: A card goes only onto a card exactly one rank higher: any 7 on any 8.
        return translate("Refusals", "{card} does not go on {onto}: build down one rank.").format(
            card=card, onto=onto
        )
    if code is Why.NOT_IN_SUIT:
        return translate("Refusals", "{card} does not go on {onto}: build in suit.").format(
            card=card, onto=onto
        )
    return translate("Refusals", "{card} does not go on {onto}: alternate the colours.").format(
        card=card, onto=onto
    )


def sentence(reason: Refusal) -> str:
    """The engine's reason a move is refused, as a sentence of its own in the player's
    language (only a :class:`Refusal`: its English ``str()`` never reaches the player)."""
    return refusal(reason)
