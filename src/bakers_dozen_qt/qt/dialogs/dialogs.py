"""The window's dialogs at the end of a game: won, and no moves left.

Both are opened with ``open()`` (window-modal, not a nested event loop), so the game,
and tests, keep running while they show. Each words itself in ``retranslate``, again
whenever the language changes while it is open.

The win dialog lists the score's parts, marks a game won with help, says when the game
entered the player's top ten (the statistics answer a moment later, and the dialog fills
the line in), and for a daily deal offers "Copy Result". Copying keeps the dialog open;
every other button closes it. (Deal by Number is in ``new_games``.)
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from ...engine.scoring import Breakdown
from ..words.i18n import QT_TRANSLATE_NOOP, duration, number

translate = QCoreApplication.translate

ORDINALS = (
    #: A place in the top ten of the player's best wins ("1st" to "10th"), as in "New best: 1st in
    #: your top ten" and "2nd place in your top ten".
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
"""A place in the top ten, as the win dialog says it ("New best: 3rd in your top ten")."""


def add_button(box: QMessageBox, role: QMessageBox.ButtonRole) -> QPushButton:
    """A button of ``role`` whose text is set later, by whatever words the box (Qt
    refuses a button without one, hence the stand-in)."""
    button = QPushButton("…", box)
    box.addButton(button, role)
    return button


class _Box(QMessageBox):
    """A message box that words itself again when the language changes, and whose
    "Copy Result" button (if offered) copies without closing it."""

    copy_button: QPushButton | None = None
    share = ""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def offer_copy(self, text: str) -> None:
        self.share = text
        self.copy_button = add_button(self, QMessageBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(lambda *_: self.copy_result())

    def copy_result(self) -> str:
        QGuiApplication.clipboard().setText(self.share)
        if self.copy_button is not None:
            self.copy_button.setText(translate("WinDialog", "Copied"))
        return self.share

    def word_copy(self) -> None:
        if self.copy_button is not None:
            #: Button: puts a short text of a daily deal's result on the clipboard.
            self.copy_button.setText(translate("WinDialog", "Copy Result"))
            self.copy_button.setToolTip(
                translate("WinDialog", "Put a short text of this result on the clipboard")
            )

    def done(self, result: int) -> None:
        if self.copy_button is not None and self.clickedButton() is self.copy_button:
            return  # copying is no answer: the dialog stays
        super().done(result)


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
    practice: bool = False
    """A board the player did not deal: not counted."""


class WinDialog(_Box):
    """All the cards are home: the score, how it is made up, the help, a new deal."""

    def __init__(self, parent: QWidget, won: Won, on_new: Callable[[], object]) -> None:
        super().__init__(parent)
        self.setObjectName("you-won")
        self._won = won
        self._rank: int | None = None
        self._online: Callable[[], str] | None = None
        # Room for the score's details on few lines; the heading may still grow the box.
        self.setStyleSheet("QLabel#qt_msgbox_informativelabel { min-width: 24em; }")
        self.new_button = add_button(self, QMessageBox.ButtonRole.AcceptRole)
        self.close_button = add_button(self, QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.new_button)
        # clicked(bool) would hand its flag to a slot with optional arguments: drop it.
        self.new_button.clicked.connect(lambda *_: on_new())
        self.retranslate()

    def set_placing(self, rank: int | None) -> None:
        """The statistics placed this game ``rank`` (1-10) in the variant's top ten."""
        if rank is not None and 1 <= rank <= len(ORDINALS):
            self._rank = rank
            self.retranslate()

    def set_online(self, words: Callable[[], str] | None) -> None:
        """A line about the online board under the rest (plain text: it may quote the
        board), ``words`` giving it in the language of the moment; ``None``: none."""
        self._online = words
        self.retranslate()

    def retranslate(self) -> None:
        w = self._won
        p = w.parts
        self.setWindowTitle(self.tr("You won"))
        self.setText("<h3>" + self.tr("All the cards are home!") + "</h3>")
        details = self.tr("{cards} for the cards · {win} for the win · {time} time bonus")
        details = details.format(cards=number(p.cards), win=number(p.win), time=number(p.time))
        lines = [
            self.tr("Score <b>{score}</b>").format(score=number(p.total)),
            f"<small>{details}</small>",
            #: The time played and the number of moves, under the score.
            self.tr("Time {time} · %n move(s)", "", w.moves).format(time=duration(w.seconds)),
        ]
        if w.automatic:
            #: Under "Time 3:20 · 87 moves": the moves the game made for the player.
            lines.append(
                "<small>" + self.tr("and %n move(s) made for you", "", w.automatic) + "</small>"
            )
        if w.practice:
            lines.append(
                self.tr(
                    "<b>Practice</b>: a board you did not deal is not counted in the statistics."
                )
            )
        elif w.helped:
            lines.append(
                self.tr(
                    "<b>Won with help</b>: the solver showed the way or took you back, so "
                    "this game sets no record."
                )
            )
        used = []
        if w.hints:
            used.append(self.tr("%n hint(s)", "", w.hints))
        if w.undos:
            used.append(self.tr("%n undo(s)", "", w.undos))
        if used:
            lines.append(" · ".join(used))
        if self._rank is not None:
            place = translate("WinDialog", ORDINALS[self._rank - 1])
            if self._rank == 1:
                #: {place} is "1st": the game is the player's best win.
                placed = self.tr("New best: {place} in your top ten").format(place=place)
            else:
                #: {place} is "2nd"... "10th": the game's place among the player's ten best
                #: wins (not their best: say it as a place).
                placed = self.tr("{place} place in your top ten").format(place=place)
            lines.append(f"<b>{placed}</b>")
        if self._online is not None:
            lines.append(html.escape(self._online(), quote=False))
        self.setInformativeText("<br>".join(lines))
        self.new_button.setText(self.tr("New Deal"))
        self.close_button.setText(self.tr("Close"))
        self.word_copy()


class StuckDialog(_Box):
    """No card can move: undo, restart, a new deal, or ask where the game was lost."""

    def __init__(
        self,
        parent: QWidget,
        on_undo: Callable[[], object],
        on_restart: Callable[[], object],
        on_new: Callable[[], object],
        on_where_lost: Callable[[], object],
        *,
        can_go_back: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("no-moves-left")
        # A board that came stuck (pasted) has no move to take back or look back on.
        self._can_go_back = can_go_back
        self.setIcon(QMessageBox.Icon.Information)
        self._buttons = []
        for slot in (on_undo, on_restart, on_new, on_where_lost):
            b = add_button(self, QMessageBox.ButtonRole.ActionRole)
            b.clicked.connect(lambda *_, slot=slot: slot())
            self._buttons.append(b)
        close = add_button(self, QMessageBox.ButtonRole.RejectRole)
        self._buttons.append(close)
        self.setDefaultButton(close)
        if not can_go_back:
            for back in (self._buttons[0], self._buttons[1], self._buttons[3]):
                back.setVisible(False)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("No moves left"))
        self.setText("<b>" + self.tr("No card can move any more.") + "</b>")
        if self._can_go_back:
            advice = self.tr(
                "Undo a few moves, start this deal again, try a new one, or ask the solver "
                "where the game was lost."
            )
        else:
            #: The No moves left dialog, for a board that came stuck (nothing to undo).
            advice = self.tr("This board came with no move to make: try a new deal.")
        self.setInformativeText(advice)
        labels = (
            self.tr("Undo"),
            #: Button: play this deal again from the start.
            self.tr("Restart"),
            self.tr("New Deal"),
            self.tr("Where Was It Lost?"),
            self.tr("Close"),
        )
        for button, label in zip(self._buttons, labels, strict=True):
            button.setText(label)


def show_win(
    parent: QWidget, won: Won, on_new: Callable[[], object], share: str | None = None
) -> WinDialog:
    box = WinDialog(parent, won, on_new)
    if share is not None:
        box.offer_copy(share)
        box.word_copy()
    box.open()
    return box


def show_stuck(
    parent: QWidget,
    on_undo: Callable[[], object],
    on_restart: Callable[[], object],
    on_new: Callable[[], object],
    on_where_lost: Callable[[], object],
    *,
    can_go_back: bool = True,
) -> StuckDialog:
    box = StuckDialog(parent, on_undo, on_restart, on_new, on_where_lost, can_go_back=can_go_back)
    box.open()
    return box
