"""The online board of one daily deal, on the Statistics window's Daily Deals page.

Fetched when a daily deal is chosen, without waiting: the page says "Asking the online
board…" until the answer comes, then lists the board's ranked games (place, name,
score, time, moves) with the player's own game in bold, and the player's place (asked
of the board by the entry id it gave the game, so it is told even below the rows
shown). When not opted in it says so, and where to opt in; when the board cannot be
reached it says so plainly. The names come from other players: they are shown as
plain text, never as markup.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from ...engine.daily_replay import BOARD_VARIANTS
from ...engine.moves import Move, MoveTextError, parse_moves
from ...engine.rules import Rules, get_rules
from ...engine.submission import MOVES_MAX, MOVES_TEXT_MAX
from ..words.i18n import duration, menu_path, number
from ..words.variant_names import variant_name
from .answer_numbers import seconds, whole
from .client import Answer
from .tables import RIGHT, cell, fit_rows, heading, note, set_up_table

if TYPE_CHECKING:
    from .daily_result import OnlineBoard


class Watcher(Protocol):
    """The window whose table replays an entry's line (Watch)."""

    def watch(
        self,
        rules: Rules,
        deal: int,
        moves: Sequence[Move],
        heading: str,
        *,
        daily: bool = False,
    ) -> bool: ...


ROWS: Final = 100
DATE: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
NAME_SHOWN: Final = 96
translate = QCoreApplication.translate


class OnlineBoardView(QWidget):
    """See the module's docstring. ``player``: the window that replays an entry's line
    (Watch); without one there is no Watch."""

    def __init__(
        self,
        online: OnlineBoard,
        parent: QWidget | None = None,
        player: Watcher | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("onlineBoard")
        self._online = online
        self._player = player
        self._ids: list[int | None] = []
        self._serial = 0
        self._shown: tuple[str, str] | None = None
        # The daily deals (date, variant) the player has finished here: watching one of
        # the others shows how a deal they may still play is won, so the game asks first.
        self._finished: set[tuple[str, str]] = set()
        self.spoiler_box: QMessageBox | None = None
        self.heading = heading(self.tr("Online board"), self)
        self.status = QLabel(self)
        self.status.setObjectName("onlineStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.place = QLabel(self)
        self.place.setObjectName("onlinePlace")
        self.place.setWordWrap(True)
        self.place.setTextFormat(Qt.TextFormat.PlainText)
        self.table = QTableWidget(self)
        self.table.setObjectName("onlineTable")
        set_up_table(
            self.table,
            [
                #: The online board's columns: place, the player's name, score, time, moves.
                self.tr("Place"),
                self.tr("Name"),
                self.tr("Score"),
                self.tr("Time"),
                self.tr("Moves"),
            ],
        )
        self.table.setAccessibleName(self.tr("Online board"))
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)  # the names
        self.table.hide()
        # The board's moves are the whole winning line; the local top ten counts the
        # player's own: said, so that 31 here and 63 there do not look like an error.
        self.moves_note = note(
            self.tr("The board counts every move, the ones made for you too."), self
        )
        self.moves_note.setObjectName("onlineMovesNote")
        self.moves_note.hide()
        #: Statistics, the online board: watch the chosen entry's game move by move.
        self.watch_button = QPushButton(self.tr("&Watch"), self)
        self.watch_button.setObjectName("onlineWatch")
        self.watch_button.setAutoDefault(False)
        self.watch_button.setToolTip(
            self.tr("Fetch the chosen game's moves from the board and replay them move by move")
        )
        self.watch_button.clicked.connect(self.watch)
        self.watch_button.hide()
        self.table.itemSelectionChanged.connect(self._chosen)
        self.table.doubleClicked.connect(lambda *_: self.watch())
        self.table.installEventFilter(self)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.heading)
        box.addWidget(self.status)
        box.addWidget(self.place)
        box.addWidget(self.table)
        box.addWidget(self.moves_note)
        box.addWidget(self.watch_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.place.hide()

    def show_day(self, date: str, variant: str) -> None:
        """Show the board of ``date``'s (``YYYY-MM-DD``) daily deal of ``variant``."""
        self._serial += 1
        self._shown = (date, variant)
        self.table.hide()
        self.moves_note.hide()
        self.watch_button.hide()
        self.place.hide()
        base = self._online.address()
        if base is None:
            path = menu_path(
                translate("Menus", "&Game"), translate("Menus", "Online Daily &Board…")
            )
            #: {path} is the menu entry, as the menus name it: "Game → Online Daily Board…".
            self._say(
                self.tr("Not opted in: nothing is sent or asked. {path} joins a board.").format(
                    path=path
                )
            )
            return
        self._say(self.tr("Asking the online board…"))
        serial = self._serial
        self._online.client.get(
            base,
            f"/boards/{date}/{variant}?limit={ROWS}",
            lambda answer: self._board_came(serial, base, answer),
        )

    def show_again(self) -> None:
        """Ask again for the board shown (the player's game has just been taken)."""
        if self._shown is not None:
            self.show_day(*self._shown)

    # --- answers -------------------------------------------------------------------------------

    def _current(self, serial: int) -> bool:
        # The page may be gone (the window closed) or showing another day by now.
        return isValid(self) and serial == self._serial

    def _board_came(self, serial: int, base: str, answer: Answer) -> None:
        if not self._current(serial) or self._shown is None:
            return
        if not answer.reached:
            #: {reason} says why: no network, a name that is not found, an answer too large...
            self._say(
                self.tr("Cannot reach the online board at {address}: {reason}").format(
                    address=base, reason=answer.error
                )
            )
            return
        entries = answer.body.get("entries")
        players = whole(answer.body.get("players"))
        if answer.status != 200 or not isinstance(entries, list) or players is None:
            #: {reason} is what the board said, as it wrote it (in English).
            self._say(
                self.tr("The online board cannot show this day: {reason}").format(
                    reason=answer.error or f"HTTP {answer.status}"
                )
            )
            return
        date, variant = self._shown
        mine = self._online.entry_for(date, variant)
        if players == 0:
            self._say(self.tr("No game on the online board for this day yet."))
        else:
            self._say(self.tr("%n player(s) on the online board for this day.", "", players))
        self._fill(entries[:ROWS], mine)  # a board may send more than it was asked
        if mine is not None:
            self._online.client.get(base, f"/entries/{mine}", lambda a: self._entry_came(serial, a))
        else:
            self._tell_place(self.tr("You have no game on this board."))

    def _entry_came(self, serial: int, answer: Answer) -> None:
        if not self._current(serial):
            return
        entry = answer.body.get("entry") if answer.status == 200 else None
        if not isinstance(entry, dict):
            return
        rank = whole(entry.get("rank"), 1)
        if rank is not None:
            #: The player's place among the games ranked on the online board (wins without help).
            self._tell_place(self.tr("Your place: {rank}").format(rank=number(rank)))
        elif entry.get("helped") and entry.get("won"):
            self._tell_place(self.tr("Your game is on the board: won with help, not ranked."))
        else:
            self._tell_place(self.tr("Your game is on the board: not won, not ranked."))

    def _fill(self, entries: list[Any], mine: int | None) -> None:
        rows = [e for e in entries if isinstance(e, dict)]
        self._ids = [whole(e.get("id"), 1) for e in rows]
        self.table.setRowCount(len(rows))
        for row, e in enumerate(rows):
            items = [
                cell(_number(e.get("rank")), Qt.AlignmentFlag.AlignCenter),
                cell(_name(e.get("name"))),
                cell(_number(e.get("score")), RIGHT),
                cell(_duration(e.get("seconds")), RIGHT),
                cell(_number(e.get("moves")), RIGHT),
            ]
            for col, item in enumerate(items):
                if mine is not None and e.get("id") == mine:
                    font = QFont(self.table.font())
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, col, item)
        self.table.setVisible(bool(rows))
        self.moves_note.setVisible(bool(rows))
        self.watch_button.setVisible(bool(rows) and self._player is not None)
        self._chosen()
        fit_rows(self.table)

    # --- Watch ------------------------------------------------------------------------------

    def chosen_entry(self) -> int | None:
        row = self.table.currentRow()
        return self._ids[row] if 0 <= row < len(self._ids) and self.table.selectedItems() else None

    def _chosen(self) -> None:
        self.watch_button.setEnabled(self.chosen_entry() is not None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Enter on an entry watches it (the window's default button, Close, must not).
        if (
            watched is self.table
            and self._player is not None
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.watch()
            return True
        return super().eventFilter(watched, event)

    def finished(self, date: str, variant: str) -> None:
        """The player has finished ``date``'s daily deal of ``variant`` here (won or not):
        its board's games are watched without a question."""
        self._finished.add((date, variant))

    def finished_here(self, date: str, variant: str) -> bool:
        return (date, variant) in self._finished

    def watch(self) -> None:
        """Fetch the chosen entry's line and replay it on the window's table; first ask,
        when the player has not finished that daily deal here, whether to see it won."""
        entry, base = self.chosen_entry(), self._online.address()
        if entry is None or base is None or self._player is None or self.spoiler_box:
            return
        if self._shown is not None and self._shown not in self._finished:
            self._ask_before_watching(entry)
            return
        self._fetch(entry, base)

    def _ask_before_watching(self, entry: int) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            #: Title of the box asking before a daily deal's winning game is shown.
            self.tr("Watch a Won Game"),
            self.tr(
                "You have not finished this daily deal yet: watching the game shows how it"
                " can be won. Watch it all the same?"
            ),
            QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName("watch-spoiler")
        watch = box.addButton(self.tr("&Watch"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        self.spoiler_box = box

        def answered() -> None:
            self.spoiler_box = None
            box.deleteLater()
            base = self._online.address()
            if box.clickedButton() is watch and base is not None and entry == self.chosen_entry():
                self._fetch(entry, base)

        box.finished.connect(lambda *_: answered())
        box.open()

    def _fetch(self, entry: int, base: str) -> None:
        self._serial += 1
        serial = self._serial
        self._say(self.tr("Fetching the game's moves from the online board…"))
        self._online.client.get(base, f"/entries/{entry}", lambda a: self._line_came(serial, a))

    def _line_came(self, serial: int, answer: Answer) -> None:
        if not self._current(serial) or self._player is None:
            return
        found = watchable(answer)
        if isinstance(found, str):
            #: {reason}: why a board's game cannot be watched (no answer, a damaged line...).
            self._say(self.tr("This game cannot be watched: {reason}").format(reason=found))
            return
        name, date, variant, moves = found
        rules = get_rules(variant)
        #: Above a replay of a game of the online board: "Ann on the online board:
        #: Baker's Dozen, daily deal 2026-11-30".
        heading = self.tr("{name} on the online board: {variant}, daily deal {date}").format(
            name=name, variant=variant_name(rules), date=date
        )
        deal = int(date.replace("-", ""))
        if self._player.watch(rules, deal, moves, heading, daily=True):
            self._give_way()
        else:
            self._say(self.tr("This game cannot be watched: its moves do not fit its deal."))

    def _give_way(self) -> None:
        """Close the Statistics window, which would hide the table, and give the keys
        back to the game's window (no window manager does it for every platform)."""
        window = self.window()
        game = window.parentWidget()
        window.close()
        if game is not None:
            game.window().activateWindow()

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.status.setToolTip("")

    def _tell_place(self, text: str) -> None:
        self.place.setText(text)
        self.place.show()

    def row_texts(self) -> list[list[str]]:
        """The table's cells as shown (tests read the board this way)."""
        t = self.table
        return [
            [item.text() if (item := t.item(r, c)) is not None else "" for c in range(5)]
            for r in range(t.rowCount())
        ]


def watchable(answer: Answer) -> tuple[str, str, str, tuple[Move, ...]] | str:
    """An entry's name, date, variant and line from the board's answer, each checked
    before anything is shown; or why not (the board's own words, or ours)."""
    if not answer.reached:
        return answer.error
    entry = answer.body.get("entry") if answer.status == 200 else None
    if not isinstance(entry, dict):
        return answer.error or f"HTTP {answer.status}"
    date, variant, line = entry.get("date"), entry.get("variant"), entry.get("line")
    if not isinstance(date, str) or not DATE.fullmatch(date) or variant not in BOARD_VARIANTS:
        return translate("OnlineBoardView", "the board's answer is damaged")
    try:
        dt.date.fromisoformat(date)
    except ValueError:
        return translate("OnlineBoardView", "the board's answer is damaged")
    if not isinstance(line, str) or len(line) > MOVES_TEXT_MAX:
        return translate("OnlineBoardView", "the board sent no moves for it")
    try:
        moves = tuple(parse_moves(line))
    except MoveTextError:
        return translate("OnlineBoardView", "the board's answer is damaged")
    if len(moves) > MOVES_MAX:
        return translate("OnlineBoardView", "the board's answer is damaged")
    return _name(entry.get("name")), date, str(variant), moves


def _name(value: object) -> str:
    # The board keeps names of 24 characters: a longer one is cut, not laid out whole.
    return value[:NAME_SHOWN] if isinstance(value, str) else ""


def _duration(value: object) -> str:
    time = seconds(value)
    return duration(time) if time is not None else "–"


def _number(value: object) -> str:
    count = whole(value)
    return number(count) if count is not None else "–"
