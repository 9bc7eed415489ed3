"""The dialogs at the end of a game: won, and no moves left.

Both are opened with ``open()`` (window-modal, no nested event loop), so the game and the
tests keep running while they show. The win dialog lists the score's parts, marks a game
won with help, says when the game entered the player's top ten (the statistics answer
a moment later, and the dialog fills the line in), and for a daily deal offers "Copy
Result". Copying keeps the dialog open; every other button closes it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from ..engine.scoring import Breakdown
from .clock import format_time

ORDINALS = (
    QT_TRANSLATE_NOOP("WinDialog", "1st"),
    QT_TRANSLATE_NOOP("WinDialog", "2nd"),
    QT_TRANSLATE_NOOP("WinDialog", "3rd"),
    QT_TRANSLATE_NOOP("WinDialog", "4th"),
    QT_TRANSLATE_NOOP("WinDialog", "5th"),
    QT_TRANSLATE_NOOP("WinDialog", "6th"),
    QT_TRANSLATE_NOOP("WinDialog", "7th"),
    QT_TRANSLATE_NOOP("WinDialog", "8th"),
    QT_TRANSLATE_NOOP("WinDialog", "9th"),
    QT_TRANSLATE_NOOP("WinDialog", "10th"),
)


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("WinDialog", text, None, n)


@dataclass(frozen=True)
class Won:
    """What the win dialog tells."""

    parts: Breakdown
    seconds: float
    moves: int
    """The player's own moves."""
    automatic: int
    """Moves made for the player (safe moves up, Auto Finish, Show the Way)."""
    helped: bool
    hints: int
    undos: int


class EndBox(QMessageBox):
    """A message box whose "Copy Result" button copies without closing it."""

    def __init__(self, parent: QWidget, name: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.copy_button: QAbstractButton | None = None
        self._share = ""

    def offer_copy(self, text: str) -> None:
        self._share = text
        self.copy_button = self.addButton(_tr("Copy Result"), QMessageBox.ButtonRole.ActionRole)
        self.copy_button.setToolTip(_tr("Put a short text of this result on the clipboard"))
        self.copy_button.clicked.connect(lambda *_: self.copy_result())

    def copy_result(self) -> str:
        QGuiApplication.clipboard().setText(self._share)
        if self.copy_button is not None:
            self.copy_button.setText(_tr("Copied"))
        return self._share

    def done(self, result: int) -> None:
        if self.copy_button is not None and self.clickedButton() is self.copy_button:
            return  # copying is no answer: the dialog stays
        super().done(result)


class WinBox(EndBox):
    def __init__(self, parent: QWidget, won: Won) -> None:
        super().__init__(parent, "you-won")
        self._won = won
        self._placing = ""
        self.setWindowTitle(_tr("You won"))
        self.setText(_tr("<h3>All the cards are home!</h3>"))
        self.setStyleSheet("QLabel { min-width: 24em; }")
        self._fill()

    def set_placing(self, rank: int | None) -> None:
        """The statistics placed this game ``rank`` (1-10) in the variant's top ten."""
        if rank is None or not 1 <= rank <= len(ORDINALS):
            return
        place = QCoreApplication.translate("WinDialog", str(ORDINALS[rank - 1]))
        self._placing = _tr("New best: {place} in your top ten").format(place=place)
        self._fill()

    def _fill(self) -> None:
        w = self._won
        p = w.parts
        lines = [
            _tr("Score <b>{score}</b>").format(score=p.total),
            "<small>"
            + _tr("{cards} for the cards · {win} for the win · {time} time bonus").format(
                cards=p.cards, win=p.win, time=p.time
            )
            + "</small>",
            _tr("Time {time} · %n move(s)", w.moves).format(time=format_time(w.seconds)),
        ]
        if w.automatic:
            lines.append("<small>" + _tr("and %n move(s) made for you", w.automatic) + "</small>")
        if w.helped:
            lines.append(
                _tr(
                    "<b>Won with help</b>: the solver showed the way or took you back, so "
                    "this game sets no record."
                )
            )
        help_used = []
        if w.hints:
            help_used.append(_tr("%n hint(s)", w.hints))
        if w.undos:
            help_used.append(_tr("%n undo(s)", w.undos))
        if help_used:
            lines.append(" · ".join(help_used))
        if self._placing:
            lines.append(f"<b>{self._placing}</b>")
        self.setInformativeText("<br>".join(lines))


def show_win(parent: QWidget, won: Won, on_new: Callable[[], object], share: str | None) -> WinBox:
    box = WinBox(parent, won)
    new = box.addButton(_tr("New Deal"), QMessageBox.ButtonRole.AcceptRole)
    if share is not None:
        box.offer_copy(share)
    box.addButton(_tr("Close"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(new)
    # clicked(bool) would hand its flag to a slot with optional arguments: drop it.
    new.clicked.connect(lambda *_: on_new())
    box.open()
    return box


def show_stuck(
    parent: QWidget,
    on_undo: Callable[[], object],
    on_restart: Callable[[], object],
    on_new: Callable[[], object],
    on_where_lost: Callable[[], object],
    share: str | None = None,
) -> EndBox:
    box = EndBox(parent, "no-moves-left")
    box.setWindowTitle(_tr("No moves left"))
    box.setText(_tr("<b>No card can move any more.</b>"))
    box.setInformativeText(
        _tr(
            "Undo a few moves, start this deal again, try a new one, or ask the solver "
            "where the game was lost."
        )
    )
    box.setIcon(QMessageBox.Icon.Information)
    buttons = (
        (_tr("Undo"), on_undo),
        (_tr("Restart"), on_restart),
        (_tr("New Deal"), on_new),
        (_tr("Where Was It Lost?"), on_where_lost),
    )
    for label, slot in buttons:
        b = box.addButton(label, QMessageBox.ButtonRole.ActionRole)
        b.clicked.connect(lambda *_, slot=slot: slot())
    if share is not None:
        box.offer_copy(share)
    close = box.addButton(_tr("Close"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(close)
    box.open()
    return box
