"""The Statistics window's History page: every finished game, newest first, filtered by
variant (the window's list), result and kind of deal, with Replay and Play This Deal
Again.

The table is filled a page at a time (:class:`~.history_model.HistoryModel`). Replay
asks the statistics for the game's line and hands it to the window's table
(:class:`GamePlayer`); Play This Deal Again deals the same cards in the same variant (a
daily deal's cards as the numbered deal that deals them: practice for the day, counted
as that numbered deal, and said so). Either closes the Statistics window, which would
otherwise hide the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine.moves import Move
from ...engine.rules import CUSTOM_ID, Rules, get_rules
from ...store import GameLine, LineError, StatsStore
from ...store.stats_history import HistoryEntry, HistoryFilter
from ..online.tables import heading, note
from ..speech import aloud
from .bridge import StatsBridge
from .history_model import DEAL, VARIANT, HistoryModel, finished_when
from .wording import daily_date, deal_number, paused_text, variant_name


class GamePlayer(Protocol):
    """What the History page asks of the game's window."""

    def watch(
        self,
        rules: Rules,
        deal: int,
        moves: Sequence[Move],
        heading: str,
        *,
        daily: bool = False,
    ) -> bool: ...

    def play_again(self, rules: Rules, deal: int, *, daily: bool) -> object: ...


def _line_of(game_id: int) -> Callable[[StatsStore], GameLine | LineError | None]:
    def question(store: StatsStore) -> GameLine | LineError | None:
        try:
            return store.game_line(game_id)
        except LineError as e:
            return e

    return question


class HistoryPage(QWidget):
    """See the module's docstring. ``player``: the window that replays and deals (the
    buttons are hidden without one)."""

    def __init__(
        self, bridge: StatsBridge, player: GamePlayer | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._player = player
        self._variant: str | None = None
        self._counted_for: HistoryFilter | None = None
        self.model = HistoryModel(bridge, self)
        self.title = heading(self.tr("Every game, newest first"), self)

        self.result = QComboBox(self)
        self.result.setObjectName("history-result")
        #: Statistics, History: which games to list, by result.
        for text, won in (
            (self.tr("All results"), None),
            (self.tr("Won"), True),
            (self.tr("Lost"), False),
        ):
            self.result.addItem(text, won)
        self.kind = QComboBox(self)
        self.kind.setObjectName("history-kind")
        #: Statistics, History: which games to list, by deal: daily deals or the others.
        for text, daily in (
            (self.tr("All deals"), None),
            (self.tr("Daily deals"), True),
            (self.tr("Numbered deals"), False),
        ):
            self.kind.addItem(text, daily)
        result_label = QLabel(self.tr("Res&ult:"), self)
        result_label.setBuddy(self.result)
        kind_label = QLabel(self.tr("De&als:"), self)
        kind_label.setBuddy(self.kind)
        self.count = QLabel("", self)
        self.count.setObjectName("history-count")
        filters = QHBoxLayout()
        for w in (result_label, self.result, kind_label, self.kind):
            filters.addWidget(w)
        filters.addStretch(1)
        filters.addWidget(self.count)

        self.table = QTableView(self)
        self.table.setObjectName("history")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; the arrows move in it
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(round(self.table.fontMetrics().height() * 1.5))
        # Columns fitted once, to the first page's words (_fit_columns): Qt's "resize to
        # contents" asks every cell of every row filled so far again after each page,
        # half a second for the first page alone.
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        # The deal column takes the room left ("Daily, 30/11/2026" is the longest cell).
        header.setSectionResizeMode(DEAL, QHeaderView.ResizeMode.Stretch)
        self.table.setAccessibleName(self.tr("Game history"))
        self.table.doubleClicked.connect(lambda *_: self.replay())
        self.table.installEventFilter(self)

        #: Statistics, History: watch the chosen game move by move on the table.
        self.replay_button = QPushButton(self.tr("Re&play"), self)
        self.replay_button.setObjectName("history-replay")
        #: Statistics, History: a new game of the chosen game's variant and deal.
        self.again_button = QPushButton(self.tr("Play This Deal A&gain"), self)
        self.again_button.setObjectName("history-again")
        for b in (self.replay_button, self.again_button):
            b.setAutoDefault(False)
            b.setVisible(player is not None)
        self.replay_button.clicked.connect(self.replay)
        self.again_button.clicked.connect(self.play_again)
        self.note = note("", self)
        self.note.setObjectName("history-note")
        self.note.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        actions = QHBoxLayout()
        actions.addWidget(self.replay_button)
        actions.addWidget(self.again_button)
        actions.addStretch(1)

        box = QVBoxLayout(self)
        box.addWidget(self.title)
        box.addLayout(filters)
        box.addWidget(self.table, 1)
        box.addLayout(actions)
        box.addWidget(self.note)

        self.result.currentIndexChanged.connect(lambda *_: self.reload())
        self.kind.currentIndexChanged.connect(lambda *_: self.reload())
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._chosen())
        self.model.page_came.connect(self._page_came)
        self.model.failed.connect(lambda e: self._say(paused_text(e)))
        self.model.modelReset.connect(self._chosen)
        self._chosen()

    # --- what is listed ---------------------------------------------------------------

    def show_variant(self, variant: str | None) -> None:
        """List the games of ``variant`` (``None``: every variant), from the newest."""
        self._variant = variant
        self.reload()

    def filter(self) -> HistoryFilter:
        return HistoryFilter(self._variant, self.result.currentData(), self.kind.currentData())

    def settled(self) -> bool:
        """Whether the list and its count answer the filters shown (nothing on its way)."""
        return not self.model.asking and self._counted_for == self.model.which

    def reload(self) -> None:
        which = self.filter()
        self.table.setColumnHidden(VARIANT, which.variant is not None)
        self.count.setText(self.tr("Loading…"))
        self.model.show(which)
        self._bridge.ask(
            lambda store: store.history_count(which),
            lambda n: self._counted(which, n),
            context=self,
        )

    def _counted(self, which: HistoryFilter, n: int) -> None:
        if which == self.model.which:
            self._counted_for = which
            #: Statistics, History: how many games the list holds under its filters.
            self.count.setText(self.tr("%n game(s)", "", n))

    def _page_came(self, size: int) -> None:
        if self.table.currentIndex().row() < 0 and self.model.rowCount():
            self._fit_columns()
            self.table.selectRow(0)
        self._chosen()

    def _fit_columns(self) -> None:
        """Each column as wide as its heading and the first page's widest cell."""
        model, metrics = self.model, self.table.fontMetrics()
        bold = self.table.horizontalHeader().fontMetrics()
        pad = 3 * metrics.averageCharWidth()
        for column in range(model.columnCount()):
            if column == DEAL:
                continue
            words = [str(model.data(model.index(r, column))) for r in range(model.rowCount())]
            head = str(model.headerData(column, Qt.Orientation.Horizontal))
            widest = max(bold.horizontalAdvance(head), *map(metrics.horizontalAdvance, words))
            self.table.setColumnWidth(column, widest + pad)

    # --- the chosen game --------------------------------------------------------------

    def chosen(self) -> HistoryEntry | None:
        return self.model.entry(self.table.currentIndex().row())

    def _chosen(self) -> None:
        entry = self.chosen()
        can_replay = entry is not None and entry.has_line
        can_again = entry is not None and entry.game.deal is not None
        if entry is not None and entry.game.variant == CUSTOM_ID and not entry.has_line:
            can_again = False  # a custom game's rules are kept with its line only
        self.replay_button.setEnabled(can_replay)
        self.again_button.setEnabled(can_again)
        text = ""
        if entry is not None and not entry.has_line:
            text = self.tr(
                "No moves were kept for this game (an earlier version played it): it cannot "
                "be replayed."
            )
        elif entry is not None and entry.game.daily:
            text = self.tr(
                "Play This Deal Again deals a daily deal's cards as a numbered deal: "
                "practice for that day, counted as the numbered deal, not as its daily deal."
            )
        self._note(text)

    def _note(self, text: str) -> None:
        # Hidden while it says nothing: an empty label is a nameless stop for a reader.
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Enter on a game replays it (the window's default button, Close, must not
        # take it).
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.replay()
            return True
        return super().eventFilter(watched, event)

    def replay(self) -> None:
        entry = self.chosen()
        if entry is None or self._player is None or entry.game.id is None:
            return
        if not entry.has_line:
            self._say(self.note.text())
            return
        self._bridge.ask(
            _line_of(entry.game.id),
            lambda line: self._watch(entry, line),
            lambda e: self._say(paused_text(e)),
            context=self,
        )

    def _watch(self, entry: HistoryEntry, line: GameLine | LineError | None) -> None:
        g = entry.game
        if not isinstance(line, GameLine) or g.deal is None or self._player is None:
            self._say(
                self.tr(
                    "This game's moves are damaged in the statistics file: it cannot be replayed."
                )
            )
            return
        if self._player.watch(line.rules, g.deal, line.moves, self.heading(entry), daily=g.daily):
            self._give_way()

    def heading(self, entry: HistoryEntry) -> str:
        """Whose game and which: said and shown above the replay."""
        g = entry.game
        assert g.deal is not None
        deal = (
            self.tr("Daily Deal {date}").format(date=daily_date(g.deal))
            if g.daily
            else self.tr("Deal {number}").format(number=deal_number(g.deal))
        )
        #: Above a replay from the history: "Your game of 30/11/2026 14:02: Baker's Dozen,
        #: Deal 617, Lost".
        return self.tr("Your game of {when}: {variant}, {deal}, {result}").format(
            when=finished_when(g.finished_at),
            variant=variant_name(g.variant),
            deal=deal,
            result=self.model.result(entry),
        )

    def play_again(self) -> None:
        entry = self.chosen()
        if entry is None or self._player is None or entry.game.deal is None:
            return
        g = entry.game
        if g.variant != CUSTOM_ID:
            self._again(entry, get_rules(g.variant))
            return
        assert g.id is not None
        self._bridge.ask(
            _line_of(g.id),
            lambda line: self._again_custom(entry, line),
            lambda e: self._say(paused_text(e)),
            context=self,
        )

    def _again_custom(self, entry: HistoryEntry, line: GameLine | LineError | None) -> None:
        if isinstance(line, GameLine):
            self._again(entry, line.rules)
        else:
            self._say(self.note.text())

    def _again(self, entry: HistoryEntry, rules: Rules) -> None:
        assert entry.game.deal is not None and self._player is not None
        self._player.play_again(rules, entry.game.deal, daily=entry.game.daily)
        self._give_way()

    def _give_way(self) -> None:
        """Close the Statistics window, which would hide the table, and give the keys
        back to the game's window (no window manager does it for every platform)."""
        window = self.window()
        game = window.parentWidget()
        window.close()
        if game is not None:
            game.window().activateWindow()

    def _say(self, text: str) -> None:
        self._note(text)
        aloud.say(self, text)
