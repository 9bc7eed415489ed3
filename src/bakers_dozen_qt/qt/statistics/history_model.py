"""The game history as a table model, filled a page at a time as the view scrolls.

The model asks the statistics' worker for the newest games first (one page,
:data:`~bakers_dozen_qt.store.stats_history.PAGE` games) and for the next page only when
the view reaches the end of what it holds (Qt's ``canFetchMore``/``fetchMore``): a
history of a hundred thousand games opens as fast as one of a hundred, and scrolling
asks for a page at a time, each found from where the last one ended.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Final

from PySide6.QtCore import (
    QAbstractTableModel,
    QDateTime,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from ...store import StoreError
from ...store.stats_history import PAGE, HistoryEntry, HistoryFilter
from .bridge import StatsBridge
from .wording import daily_date, deal_number, duration, number, variant_name

WHEN, VARIANT, DEAL, RESULT, MOVES, TIME, SCORE = range(7)
NUMBERS: Final = frozenset((MOVES, TIME, SCORE))
Index = QModelIndex | QPersistentModelIndex
# The roles as plain numbers: the view asks for every role of every cell it lays out,
# and comparing PySide's enums costs more than the answer.
_DISPLAY: Final = Qt.ItemDataRole.DisplayRole.value
_ALIGN: Final = Qt.ItemDataRole.TextAlignmentRole.value
_TIP: Final = Qt.ItemDataRole.ToolTipRole.value
_RIGHT: Final = (Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value


def finished_when(finished_at: str | None) -> str:
    """A stored UTC time as the player's local short date and time."""
    when = QDateTime.fromString(finished_at or "", Qt.DateFormat.ISODate)
    if not when.isValid():
        return finished_at or ""
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


class HistoryModel(QAbstractTableModel):
    """Games of the history under a :class:`HistoryFilter`, newest first.
    ``page_came(int)``: a page arrived (its length); ``failed(StoreError)``: the
    statistics could not answer."""

    page_came = Signal(int)
    failed = Signal(object)

    def __init__(self, bridge: StatsBridge, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.which = HistoryFilter()
        self.rows: list[HistoryEntry] = []
        self._texts: list[tuple[str, ...]] = []  # each row's cells, worded once
        self._more = False
        self._asking = False
        self._generation = 0
        self.pages_asked = 0
        """Pages asked for since the last :meth:`show` (a test watches it stay small)."""

    def show(self, which: HistoryFilter) -> None:
        """Start again from the newest game under ``which``."""
        self.beginResetModel()
        self.which = which
        self.rows = []
        self._texts = []
        self._more = True
        self._asking = False
        self._generation += 1
        self.pages_asked = 0
        self.endResetModel()
        self._ask()

    @property
    def asking(self) -> bool:
        """A page is on its way."""
        return self._asking

    def entry(self, row: int) -> HistoryEntry | None:
        return self.rows[row] if 0 <= row < len(self.rows) else None

    # --- filling ------------------------------------------------------------------------

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and self._more and not self._asking

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if self.canFetchMore(parent):
            self._ask()

    def _ask(self) -> None:
        self._asking = True
        self.pages_asked += 1
        which, after = self.which, self.rows[-1].cursor if self.rows else None
        self._bridge.ask(
            lambda store: store.history(which, after, PAGE),
            partial(self._came, self._generation),
            partial(self._failed, self._generation),
            context=self,
        )

    def _came(self, generation: int, page: list[HistoryEntry]) -> None:
        if generation != self._generation:
            return  # asked under a filter no longer shown
        self._asking = False
        self._more = len(page) == PAGE
        if page:
            first = len(self.rows)
            texts = [self._cells(entry) for entry in page]
            self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
            self.rows.extend(page)
            self._texts.extend(texts)
            self.endInsertRows()
        self.page_came.emit(len(page))

    def _failed(self, generation: int, error: StoreError) -> None:
        if generation == self._generation:
            self._asking = False
            self._more = False
            self.failed.emit(error)

    # --- what the view shows ----------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else SCORE + 1

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            #: Statistics, History: the column headings (when the game ended, its variant,
            #: its deal, won or lost, the player's moves, its time, its score).
            self.tr("Finished"),
            self.tr("Variant"),
            self.tr("Deal"),
            self.tr("Result"),
            self.tr("Moves"),
            self.tr("Time"),
            self.tr("Score"),
        )[section]

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        row = index.row()
        if not 0 <= row < len(self._texts):
            return None
        if role == _DISPLAY:
            return self._texts[row][index.column()]
        if role == _ALIGN:
            return _RIGHT if index.column() in NUMBERS else None
        if role == _TIP and not self.rows[row].has_line:
            return self.tr("No moves were kept for this game: it cannot be replayed.")
        return None

    def _cells(self, entry: HistoryEntry) -> tuple[str, ...]:
        g = entry.game
        if g.deal is None:
            deal = "–"
        elif g.daily:
            #: Statistics, History, column Deal: a daily deal, by its date.
            deal = self.tr("Daily, %1").replace("%1", daily_date(g.deal))
        else:
            deal = deal_number(g.deal)
        return (
            finished_when(g.finished_at),
            variant_name(g.variant),
            deal,
            self.result(entry),
            number(g.moves),
            duration(g.seconds),
            number(g.score),
        )

    def result(self, entry: HistoryEntry) -> str:
        g = entry.game
        if not g.won:
            #: Statistics, History, column Result: a game not won (given up or stuck).
            return self.tr("Lost")
        return self.tr("Won with help") if g.helped else self.tr("Won")
