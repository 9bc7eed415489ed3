"""A daily deal's result as a few lines of plain text, to paste to friends.

The way daily-puzzle players share: what was played, how it went, whether help was
used — and nothing about the cards, so the text gives no one's game away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..words.i18n import duration, number
from ..words.variant_names import variant_name

if TYPE_CHECKING:
    from ...store import GameRecord


def deal_date(deal: int) -> str:
    """The date a daily deal belongs to (its number is ``YYYYMMDD``), as ``YYYY-MM-DD``."""
    return f"{deal // 10000:04d}-{deal // 100 % 100:02d}-{deal % 100:02d}"


class Share(QObject):
    """Words the shared text (a QObject for ``self.tr``: lupdate finds plurals there)."""

    def result_text(self, r: GameRecord) -> str:
        """Three short lines: the deal, the result, the help (``r`` a daily deal's)."""
        assert r.deal is not None, "only a dealt game is shared"
        #: First line of a shared daily result: the variant and the deal's date (YYYY-MM-DD).
        first = self.tr("{variant} · daily deal {date}").format(
            variant=variant_name(r.variant), date=deal_date(r.deal)
        )
        if r.won:
            second = self.tr("Won in {time} · %n move(s) · score {score}", "", r.moves)
        else:
            second = self.tr("Not won · {time} · %n move(s) · score {score}", "", r.moves)
        second = second.format(time=duration(r.seconds), score=number(r.score))
        hints = self.tr("%n hint(s)", "", r.hints)
        undos = self.tr("%n undo(s)", "", r.undos)
        if r.helped:
            third = self.tr("With help from the solver")
        elif r.hints and r.undos:
            third = f"{hints} · {undos}"
        elif r.hints:
            third = hints
        elif r.undos:
            third = undos
        else:
            third = self.tr("No help, no undo")
        return f"{first}\n{second}\n{third}\n"


def result_text(r: GameRecord) -> str:
    """Three short lines: the deal, the result, the help."""
    return Share().result_text(r)
