"""Asking before a game in progress is given up for another (it counts as a loss).

Asked once per attempt, only when there is something to lose: the player moved on this
deal, and it is neither won nor stuck (a stuck game is lost already). "Keep Playing" is
the default and the Escape answer; "Don't ask again" in the question turns the question
off, as does the Game menu's toggle, which turns it back on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from ..dialogs.closing import delete_when_closed
from ..files.settings import Preferences
from ..play.session import GameSession

if TYPE_CHECKING:  # dialog classes are built by PySide on first use: not at start-up
    from PySide6.QtWidgets import QMessageBox


class AbandonGuard(QObject):
    asking_changed = Signal(bool)  # the player turned the question on or off

    def __init__(self, parent: QWidget, session: GameSession, prefs: Preferences) -> None:
        super().__init__(parent)
        self._parent = parent
        self._session = session
        self._prefs = prefs
        self.dialog: QMessageBox | None = None

    def needed(self) -> bool:
        s = self._session
        return self._prefs.ask_before_abandoning and s.in_progress and not s.game.is_stuck()

    def confirm(self, then: Callable[[], None], on_keep: Callable[[], None] | None = None) -> None:
        """Run ``then`` now if nothing would be lost, else once the player agrees;
        ``on_keep`` if they keep playing."""
        if self.dialog is not None:
            return  # already asking
        if not self.needed():
            then()
            return
        from PySide6.QtWidgets import QCheckBox, QMessageBox

        box = QMessageBox(self._parent)
        box.setObjectName("abandon")
        box.setWindowTitle(self.tr("Abandon Game"))
        box.setIcon(QMessageBox.Icon.Question)
        box.setText(self.tr("Abandon this game? It counts as a loss."))
        box.setInformativeText(
            self.tr(
                "Starting another game records this deal as lost. Restart plays it "
                "again from the start without a loss."
            )
        )
        box.setCheckBox(QCheckBox(self.tr("Don't ask again"), box))
        abandon = box.addButton(self.tr("Abandon"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep Playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)

        def answered() -> None:
            self.dialog = None
            if box.clickedButton() is abandon:
                check = box.checkBox()
                if check is not None and check.isChecked():
                    self.set_asking(False)
                then()
            elif on_keep is not None:
                on_keep()

        box.finished.connect(lambda *_: answered())
        delete_when_closed(box)
        self.dialog = box
        box.open()

    def set_asking(self, on: bool) -> None:
        if on != self._prefs.ask_before_abandoning:
            self._prefs.ask_before_abandoning = on
            self.asking_changed.emit(on)
