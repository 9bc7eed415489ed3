"""A daily deal's result as a few lines of plain text, to paste to friends.

The way daily-puzzle players share: what was played, how it went, whether help was
used — and nothing about the cards, so the text gives no one's game away.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from .clock import format_time


@dataclass(frozen=True)
class Result:
    variant_name: str
    deal: int
    won: bool
    seconds: float
    moves: int
    score: int
    helped: bool
    hints: int
    undos: int


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Share", text, None, n)


def deal_date(deal: int) -> str:
    """The date a daily deal belongs to (its number is ``YYYYMMDD``), as ``YYYY-MM-DD``."""
    return f"{deal // 10000:04d}-{deal // 100 % 100:02d}-{deal % 100:02d}"


def result_text(r: Result) -> str:
    """Three short lines: the deal, the result, the help."""
    first = _tr("{variant} · daily deal {date}").format(
        variant=r.variant_name, date=deal_date(r.deal)
    )
    if r.won:
        second = _tr("Won in {time} · %n move(s) · score {score}", r.moves)
    else:
        second = _tr("Not won · {time} · %n move(s) · score {score}", r.moves)
    second = second.format(time=format_time(r.seconds), score=r.score)
    if r.helped:
        third = _tr("With help from the solver")
    elif r.hints and r.undos:
        third = _tr("%n hint(s)", r.hints) + " · " + _tr("%n undo(s)", r.undos)
    elif r.hints:
        third = _tr("%n hint(s)", r.hints)
    elif r.undos:
        third = _tr("%n undo(s)", r.undos)
    else:
        third = _tr("No help, no undo")
    return f"{first}\n{second}\n{third}\n"
