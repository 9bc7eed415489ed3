"""Why a replayed game ended as it did, as the solver sees it, and in words.

Asked in a worker (:class:`~..features.solver_worker.SolverRunner`) of the line's last
table: a lost game was either thrown away by one move (after it, no win was left: the
move Where Was It Lost? names), or never winnable from the deal, or left while it could
still be won. The answer is the move's number (1-based), for the replay's list.
"""

from __future__ import annotations

import enum
import threading
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..features.solver_answers import Asked
from ..words.i18n import number


class Ending(enum.Enum):
    WON = "won"
    LOOKING = "looking"  # the solver is at work
    LOST_AT = "lost-at"  # ``lost_at`` is the move after which it could not be won
    FROM_START = "from-start"  # the deal could never be won
    STILL_WINNABLE = "still-winnable"  # the game was left while a win was still there
    UNKNOWN = "unknown"  # the search gave up


@dataclass(frozen=True)
class Verdict:
    ending: Ending
    lost_at: int | None = None


def judge(asked: Asked, cancel: threading.Event) -> Verdict:
    """The verdict on the line of ``asked.game`` (run in a worker: it solves several
    positions, each within the budget Where Was It Lost? has)."""
    from ...engine import solver  # loaded with the first lost game replayed
    from ..features.solver_answers import where_lost

    game, nodes = asked.game, asked.budgets.from_start_nodes
    if game.is_won():
        return Verdict(Ending.WON)
    end = solver.solve(game.copy(), max_nodes=nodes, cancel=cancel, shorten=False)
    if end.verdict is solver.Verdict.WON:
        return Verdict(Ending.STILL_WINNABLE)
    answer = where_lost(asked, cancel)
    if answer.from_start:
        return Verdict(Ending.FROM_START)
    if answer.found is None:
        return Verdict(Ending.UNKNOWN)
    return Verdict(Ending.LOST_AT, answer.found[0] + 1)


translate = QCoreApplication.translate


def words(verdict: Verdict) -> str:
    """The verdict as a sentence, in the player's language."""
    ending = verdict.ending
    if ending is Ending.WON:
        return translate("Replay", "This game was won.")
    if ending is Ending.LOOKING:
        return translate("Replay", "Looking for the move that lost this game…")
    if ending is Ending.FROM_START:
        return translate("Replay", "This deal could not be won from the start: no move lost it.")
    if ending is Ending.STILL_WINNABLE:
        return translate("Replay", "When this game ended, it could still have been won.")
    if ending is Ending.LOST_AT and verdict.lost_at is not None:
        #: {number}: the move after which the replayed game could not be won.
        return translate(
            "Replay", "Lost at move {number}: before it, the game could still be won."
        ).format(number=number(verdict.lost_at))
    return translate("Replay", "No move that lost the game was found: the search gave up.")
