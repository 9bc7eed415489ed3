"""The window's dialogs: deal by number, win and stuck.

Win and stuck dialogs are opened with ``open()`` (window-modal, not a nested event
loop), so the game, and tests, keep running while they show. Each words itself in
``retranslate``, again whenever the language changes while it is open.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QInputDialog, QMessageBox, QPushButton, QWidget

from ..engine.deals import MAX_DEAL
from ..engine.scoring import Breakdown
from .i18n import duration, number

translate = QCoreApplication.translate


def ask_deal_number(parent: QWidget, current: int) -> int | None:
    n, ok = QInputDialog.getInt(
        parent,
        translate("DealByNumber", "Deal by Number"),
        translate("DealByNumber", "Deal number (1 to {last}):").format(last=number(MAX_DEAL)),
        max(1, min(current, MAX_DEAL)),
        1,
        MAX_DEAL,
    )
    return n if ok else None


def add_button(box: QMessageBox, role: QMessageBox.ButtonRole) -> QPushButton:
    """A button of ``role`` whose text is set later, by whatever words the box (Qt
    refuses a button without one, hence the stand-in)."""
    button = QPushButton("…", box)
    box.addButton(button, role)
    return button


class _Box(QMessageBox):
    """A message box that words itself again when the language changes."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()


class WinDialog(_Box):
    """All the cards are home: the score, how it is made up, and a new deal."""

    def __init__(
        self,
        parent: QWidget,
        parts: Breakdown,
        elapsed: float,
        moves: int,
        on_new: Callable[[], None],
    ) -> None:
        super().__init__(parent)
        self.setObjectName("you-won")
        self._parts, self._elapsed, self._moves = parts, elapsed, moves
        # Room for the score's details on few lines; the heading may still grow the box.
        self.setStyleSheet("QLabel#qt_msgbox_informativelabel { min-width: 24em; }")
        self.new_button = add_button(self, QMessageBox.ButtonRole.AcceptRole)
        self.close_button = add_button(self, QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.new_button)
        # clicked(bool) would hand its flag to a slot with optional arguments: drop it.
        self.new_button.clicked.connect(lambda *_: on_new())
        self.retranslate()

    def retranslate(self) -> None:
        p = self._parts
        self.setWindowTitle(self.tr("You won"))
        self.setText("<h3>" + self.tr("All the cards are home!") + "</h3>")
        details = self.tr("{cards} for the cards · {win} for the win · {time} time bonus")
        details = details.format(cards=number(p.cards), win=number(p.win), time=number(p.time))
        score = self.tr("Score <b>{score}</b>").format(score=number(p.total))
        #: The time played and the number of moves, under the score.
        played = self.tr("Time {time} · %n move(s)", "", self._moves)
        self.setInformativeText(
            f"{score}<br><small>{details}</small><br>" + played.format(time=duration(self._elapsed))
        )
        self.new_button.setText(self.tr("New Deal"))
        self.close_button.setText(self.tr("Close"))


class StuckDialog(_Box):
    """No card can move: undo, restart, a new deal, or ask where the game was lost."""

    def __init__(
        self,
        parent: QWidget,
        on_undo: Callable[[], None],
        on_restart: Callable[[], None],
        on_new: Callable[[], None],
        on_where_lost: Callable[[], None],
    ) -> None:
        super().__init__(parent)
        self.setObjectName("no-moves-left")
        self.setIcon(QMessageBox.Icon.Information)
        self._buttons = []
        for slot in (on_undo, on_restart, on_new, on_where_lost):
            b = add_button(self, QMessageBox.ButtonRole.ActionRole)
            b.clicked.connect(lambda *_, slot=slot: slot())
            self._buttons.append(b)
        self._buttons.append(add_button(self, QMessageBox.ButtonRole.RejectRole))
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("No moves left"))
        self.setText("<b>" + self.tr("No card can move any more.") + "</b>")
        self.setInformativeText(
            self.tr(
                "Undo a few moves, start this deal again, try a new one, or ask the solver "
                "where the game was lost."
            )
        )
        labels = (
            self.tr("Undo"),
            self.tr("Restart"),
            self.tr("New Deal"),
            self.tr("Where Was It Lost?"),
            self.tr("Close"),
        )
        for button, label in zip(self._buttons, labels, strict=True):
            button.setText(label)


def show_win(
    parent: QWidget, parts: Breakdown, elapsed: float, moves: int, on_new: Callable[[], None]
) -> WinDialog:
    box = WinDialog(parent, parts, elapsed, moves, on_new)
    box.open()
    return box


def show_stuck(
    parent: QWidget,
    on_undo: Callable[[], None],
    on_restart: Callable[[], None],
    on_new: Callable[[], None],
    on_where_lost: Callable[[], None],
) -> StuckDialog:
    box = StuckDialog(parent, on_undo, on_restart, on_new, on_where_lost)
    box.open()
    return box
