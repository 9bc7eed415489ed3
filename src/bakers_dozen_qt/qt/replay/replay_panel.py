"""The replay's controls beside the table: what is replayed, where it stands, the buttons,
the speed and the list of moves (choosing a move jumps to it).

The panel only shows and asks: every button and key goes to the :class:`~.replayer.Replayer`
through its signals, and the replayer tells it what to show.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..words.i18n import reword

SPEEDS_MS: tuple[int, ...] = (2000, 1000, 500, 250)
"""Time between moves while playing, slowest first."""
DEFAULT_SPEED = 1


class ReplayPanel(QDockWidget):
    """The replay's dock. ``closed``: the player closed it (leave the replay)."""

    go = Signal(int)  # a move chosen in the list: show the table after it
    first = Signal()
    back = Signal()
    play = Signal()
    forward = Signal()
    last = Signal()
    speed_chosen = Signal(int)  # an index of SPEEDS_MS
    leave = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("replay-panel")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.setAllowedAreas(Qt.DockWidgetArea.RightDockWidgetArea)
        body = QWidget(self)
        box = QVBoxLayout(body)
        self.heading = QLabel(body)
        self.heading.setObjectName("replay-heading")
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.where = QLabel(body)
        self.where.setObjectName("replay-where")
        box.addWidget(self.heading)
        box.addWidget(self.where)

        style = self.style()
        pixmap = QStyle.StandardPixmap
        row = QHBoxLayout()
        self.buttons: dict[str, QToolButton] = {}
        for name, icon, signal in (
            ("first", pixmap.SP_MediaSkipBackward, self.first),
            ("back", pixmap.SP_MediaSeekBackward, self.back),
            ("play", pixmap.SP_MediaPlay, self.play),
            ("forward", pixmap.SP_MediaSeekForward, self.forward),
            ("last", pixmap.SP_MediaSkipForward, self.last),
        ):
            button = QToolButton(body)
            button.setObjectName(f"replay-{name}")
            button.setIcon(style.standardIcon(icon))
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.clicked.connect(signal)
            self.buttons[name] = button
            row.addWidget(button)
        row.addStretch(1)
        box.addLayout(row)

        speed_row = QHBoxLayout()
        self.speed_label = QLabel(body)
        self.speed = QComboBox(body)
        self.speed.setObjectName("replay-speed")
        self.speed_label.setBuddy(self.speed)
        self.speed.activated.connect(self.speed_chosen)
        speed_row.addWidget(self.speed_label)
        speed_row.addWidget(self.speed, 1)
        box.addLayout(speed_row)

        self.moves_label = QLabel(body)
        self.moves = QListWidget(body)
        self.moves.setObjectName("replay-moves")
        self.moves_label.setBuddy(self.moves)
        self.moves.currentRowChanged.connect(self._row_chosen)
        box.addWidget(self.moves_label)
        box.addWidget(self.moves, 1)
        self.verdict = QLabel(body)
        self.verdict.setObjectName("replay-verdict")
        self.verdict.setWordWrap(True)
        box.addWidget(self.verdict)
        self.keys = QLabel(body)
        self.keys.setWordWrap(True)
        self.keys.setEnabled(False)  # a quiet reminder, greyed
        box.addWidget(self.keys)
        self.leave_button = QPushButton(body)
        self.leave_button.setObjectName("replay-leave")
        self.leave_button.clicked.connect(self.leave)
        box.addWidget(self.leave_button)
        self.setWidget(body)
        self._showing = False  # the list is being filled or moved by the replayer
        self._speed = DEFAULT_SPEED
        reword(self, self._word)

    def _word(self) -> None:
        #: The title of the panel beside the table while a finished game is replayed.
        self.setWindowTitle(self.tr("Replay"))
        tips = {
            #: A replay's button; the key in brackets.
            "first": self.tr("To the deal (Home)"),
            "back": self.tr("One move back (Left)"),
            "forward": self.tr("One move on (Right)"),
            "last": self.tr("To the last move (End)"),
        }
        for name, tip in tips.items():
            self.buttons[name].setToolTip(tip)
            self.buttons[name].setAccessibleName(tip)
        self.set_playing(self.buttons["play"].property("playing") is True)
        #: The speed of a replay's play: how long each move stays on the table.
        self.speed_label.setText(self.tr("&Speed:"))
        names = (
            #: Replay speeds, slowest first.
            self.tr("Slow (2 seconds a move)"),
            self.tr("Normal (1 second a move)"),
            self.tr("Fast (2 moves a second)"),
            self.tr("Very fast (4 moves a second)"),
        )
        self.speed.clear()
        self.speed.addItems(list(names))
        self.speed.setCurrentIndex(self._speed)
        #: The list of a replay's moves; choosing one shows the table after it.
        self.moves_label.setText(self.tr("&Moves:"))
        self.moves.setAccessibleName(self.tr("Moves of the replay"))
        self.keys.setText(
            self.tr(
                "Keys: Left and Right step, Home and End jump, Page Up and Page Down ten moves, "
                "P plays and pauses, + and - change the speed, Esc leaves."
            )
        )
        self.leave_button.setText(self.tr("&Back to Your Game"))
        self.leave_button.setToolTip(self.tr("Leave the replay (Esc)"))

    # --- what the replayer shows ------------------------------------------------------

    def set_playing(self, playing: bool) -> None:
        button = self.buttons["play"]
        button.setProperty("playing", playing)
        pixmap = QStyle.StandardPixmap
        button.setIcon(
            self.style().standardIcon(pixmap.SP_MediaPause if playing else pixmap.SP_MediaPlay)
        )
        text = self.tr("Pause (P)") if playing else self.tr("Play (P)")
        button.setToolTip(text)
        button.setAccessibleName(text)

    def set_speed(self, index: int) -> None:
        self._speed = index
        self.speed.setCurrentIndex(index)

    def fill(self, rows: list[str]) -> None:
        """The list: the deal, then one row a move."""
        self._showing = True
        try:
            self.moves.clear()
            for text in rows:
                QListWidgetItem(text, self.moves)
        finally:
            self._showing = False

    def set_row_text(self, row: int, text: str, *, marked: bool = False) -> None:
        item = self.moves.item(row)
        if item is None:
            return
        item.setText(text)
        font = item.font()
        font.setBold(marked)
        item.setFont(font)

    def show_index(self, index: int) -> None:
        """Select the row of the table shown (without asking to go there again)."""
        self._showing = True
        try:
            self.moves.setCurrentRow(index)
            item = self.moves.item(index)
            if item is not None:
                self.moves.scrollToItem(item)
        finally:
            self._showing = False

    def _row_chosen(self, row: int) -> None:
        if not self._showing and row >= 0:
            self.go.emit(row)

    def closeEvent(self, event: QCloseEvent) -> None:
        # Closing the panel (its title bar's button) is leaving the replay.
        event.ignore()
        self.leave.emit()


def key(name: str) -> QKeySequence:
    """A key by its portable name (``"Left"``, ``"Page Up"``...)."""
    return QKeySequence(name)
