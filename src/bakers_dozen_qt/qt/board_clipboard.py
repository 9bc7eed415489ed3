"""Copy the table as board text, and play a board pasted from elsewhere.

The text is RULES.md's board text, the format ``bakers-dozen-solve --board -`` and
Freecell Solver read. The copy is player-facing: face-down cards are written ``(??)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from ..engine.game import Game
from ..engine.notation import BoardTextError

if TYPE_CHECKING:
    from .window import MainWindow


def copy_board(window: MainWindow) -> str:
    text = window.game.board_text(reveal=False)
    QGuiApplication.clipboard().setText(text)
    window.show_message("Board copied: paste it into bakers-dozen-solve --board -")
    return text


def paste_board(window: MainWindow) -> bool:
    """Start a game from the clipboard's board text; on bad text, say why and change nothing."""
    text = QGuiApplication.clipboard().text()
    rules = window.game.rules
    try:
        game = Game.from_board_text(text, rules)
    except BoardTextError as e:
        box = QMessageBox(window)
        box.setObjectName("paste-error")
        box.setWindowTitle("Paste Board")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setText(f"The clipboard does not hold a {rules.name} board.")
        box.setInformativeText(f"{e}.")
        box.setTextFormat(Qt.TextFormat.PlainText)  # the message quotes the clipboard
        box.open()
        window.paste_error = box
        return False
    window.new_game_from(game, None)
    window.show_message("Playing the pasted board.")
    return True
