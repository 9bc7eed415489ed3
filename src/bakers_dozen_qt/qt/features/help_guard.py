"""Asking before the solver's help marks a game "won with help".

Show the Way and Where Was It Lost?'s Go Back make a game *won with help*: it still
counts as won, but never as a record. The player hears so before the first helped move
of a game, in a question whose default (and Escape) answer is not to be helped; "Don't
ask again" turns the question off, as does the Game menu's toggle, which turns it back
on. Not asked when nothing would change: a practice game (never counted) or a game
already helped.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from ..files.settings import Preferences
from ..play.session import GameSession
from ..words.i18n import reword

if TYPE_CHECKING:  # dialog classes are built by PySide on first use: not at start-up
    from PySide6.QtWidgets import QMessageBox


class Help(Enum):
    SHOW_THE_WAY = "show-the-way"
    GO_BACK = "go-back"


class HelpGuard(QObject):
    asking_changed = Signal(bool)  # the player turned the question on or off

    def __init__(self, parent: QWidget, session: GameSession, prefs: Preferences) -> None:
        super().__init__(parent)
        self._parent = parent
        self._session = session
        self._prefs = prefs
        self.dialog: QMessageBox | None = None

    def needed(self) -> bool:
        s = self._session
        return self._prefs.ask_before_help and not s.practice and not s.tally.helped

    def confirm(self, help: Help, then: Callable[[], None]) -> None:
        """Run ``then`` (the helped move) now if it changes nothing, else once the
        player agrees."""
        if self.dialog is not None:
            return  # already asking
        if not self.needed():
            then()
            return
        from PySide6.QtWidgets import QCheckBox, QMessageBox

        box = QMessageBox(self._parent)
        box.setObjectName("help-question")
        box.setIcon(QMessageBox.Icon.Question)
        check = QCheckBox(box)
        box.setCheckBox(check)
        yes = box.addButton("…", QMessageBox.ButtonRole.AcceptRole)
        no = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(no)  # being helped is never a stray Enter
        box.setEscapeButton(no)
        game = self._session.game

        def word() -> None:
            #: The title of the question asked before the solver's help.
            box.setWindowTitle(self.tr("Help"))
            if help is Help.SHOW_THE_WAY:
                box.setText("<b>" + self.tr("Let the solver play the way out?") + "</b>")
                #: Button: the solver plays its winning line (as in the Solve dialog).
                yes.setText(self.tr("Show the Way"))
            else:
                box.setText(
                    "<b>" + self.tr("Go back to where the game could still be won?") + "</b>"
                )
                #: Button: go back to the last position from which the game could be won.
                yes.setText(self.tr("Go Back"))
            box.setInformativeText(
                self.tr(
                    "This game is then won with help: it counts as won, but it sets no "
                    "record (best score, fastest win, streak)."
                )
            )
            check.setText(self.tr("Don't ask again"))

        reword(box, word)

        def answered() -> None:
            self.dialog = None
            if box.clickedButton() is yes and self._session.game is game:
                if check.isChecked():
                    self.set_asking(False)
                then()

        box.finished.connect(lambda *_: answered())
        self.dialog = box
        box.open()

    def set_asking(self, on: bool) -> None:
        if on != self._prefs.ask_before_help:
            self._prefs.ask_before_help = on
            self.asking_changed.emit(on)
