"""Copy the table as board text, and play a board pasted from elsewhere.

A pasted board is practice, even the deal's own board pasted back: it has no deal
number, and the session never counts it (see ``GameSession.practice``).

The text is RULES.md's board text, the format ``bakers-dozen-solve --board -`` and
Freecell Solver read. The copy is player-facing: face-down cards are written ``(??)``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from ...engine.game import Game
from ...engine.notation import BoardTextError
from ..dialogs.closing import delete_when_closed
from ..play.session import GameSession
from ..words.i18n import reword
from ..words.messages import Messages
from ..words.reason_words import board_fault
from ..words.variant_names import variant_name

if TYPE_CHECKING:  # dialog classes are built by PySide on first use: not at start-up
    from PySide6.QtWidgets import QMessageBox


class BoardClipboard(QObject):
    def __init__(
        self,
        parent: QWidget,
        session: GameSession,
        messages: Messages,
        confirm: Callable[[Callable[[], None]], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._session = session
        self._messages = messages
        # Asks before a game in progress is given up for the pasted one (then runs it).
        self._confirm = confirm or (lambda then: then())
        self.error_box: QMessageBox | None = None  # the last paste that failed, if shown

    def copy(self) -> str:
        text = self._session.game.board_text(reveal=False)
        QGuiApplication.clipboard().setText(text)
        self._messages.show_message(
            self.tr("Board copied: paste it into bakers-dozen-solve --board -")
        )
        return text

    def paste(self) -> bool:
        """Start a game from the clipboard's board text; on bad text, say why and change
        nothing."""
        text = QGuiApplication.clipboard().text()
        rules = self._session.game.rules
        try:
            game = Game.from_board_text(text, rules)
        except BoardTextError as e:
            from PySide6.QtWidgets import QMessageBox

            box = QMessageBox(self._parent)
            box.setObjectName("paste-error")
            box.setIcon(QMessageBox.Icon.Warning)
            fault = e

            def word() -> None:
                box.setWindowTitle(self.tr("Paste Board"))
                box.setText(
                    self.tr("The clipboard does not hold a {variant} board.").format(
                        variant=variant_name(rules)
                    )
                )
                box.setInformativeText(board_fault(fault))

            reword(box, word)  # again if the language changes while it is open
            # The message quotes the clipboard: never let it render as rich text.
            from PySide6.QtCore import Qt  # not at import (see tests/qt/test_start_up.py)

            box.setTextFormat(Qt.TextFormat.PlainText)
            delete_when_closed(box, lambda: self._forget(box))
            box.open()
            self.error_box = box
            return False

        def start() -> None:
            self._session.new_game(game, None)
            self._messages.show_message(
                self.tr(
                    "Playing the pasted board for practice: it is not counted in the statistics."
                )
            )
            self._session.tell_if_stuck()

        self._confirm(start)
        return True

    def _forget(self, box: QMessageBox) -> None:
        if self.error_box is box:
            self.error_box = None
