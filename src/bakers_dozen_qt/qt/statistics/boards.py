"""The Statistics window's Leaderboard and Daily Deals pages: top-ten tables, "your best
on deal N", and the runs of daily deals played and won."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDate, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.deals import MAX_DEAL
from ...store import GameRecord
from ..online.tables import RIGHT, cell, fit_rows, heading, note, set_up_table
from ..speech import aloud
from ..words.i18n import menu_path
from .calendar import DailyCalendar
from .pages import Tile
from .queries import DailyDeal, Overview
from .wording import (
    daily_date,
    deal_number,
    duration,
    finished_date,
    number,
    variant_name,
)

CENTRE = Qt.AlignmentFlag.AlignCenter
VARIANT_COLUMN, DEAL_COLUMN = 1, 6

translate = QCoreApplication.translate


def _toward(a: QColor, b: QColor, share: float) -> QColor:
    """``a`` moved ``share`` of the way to ``b``."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * share,
        a.greenF() + (b.greenF() - a.greenF()) * share,
        a.blueF() + (b.blueF() - a.blueF()) * share,
    )


class GameTable(QTableWidget):
    """Ranked games: place, score, time, moves, date, deal, help (and variant)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        columns = [
            #: Statistics, leaderboard: the column headings (place in the top ten, variant, score,
            #: time, moves, date, deal number, help used).
            self.tr("Place"),
            self.tr("Variant"),
            self.tr("Score"),
            self.tr("Time"),
            self.tr("Moves"),
            self.tr("Date"),
            self.tr("Deal"),
            self.tr("Help"),
        ]
        set_up_table(self, columns)

    def show_games(
        self,
        games: list[GameRecord] | tuple[GameRecord, ...],
        *,
        with_variant: bool,
        with_deal: bool = True,
    ) -> None:
        self.setColumnHidden(VARIANT_COLUMN, not with_variant)
        self.setColumnHidden(DEAL_COLUMN, not with_deal)
        self.setRowCount(len(games))
        dim = _toward(
            self.palette().color(QPalette.ColorRole.Text),
            self.palette().color(QPalette.ColorRole.Base),
            0.35,  # dimmed, still easy to read
        )
        place = 0
        for row, g in enumerate(games):
            if not g.helped:
                place += 1
            if g.helped:
                #: Leaderboard, column Help: won with the solver's help (Show the Way or Go Back).
                help_text = self.tr("With help")
            elif g.hints:
                help_text = self.tr("%n hint(s)", "", g.hints)
            else:
                help_text = "–"
            deal = (
                "–"
                if g.deal is None
                else self.tr("Daily, %1").replace("%1", daily_date(g.deal))
                if g.daily
                else deal_number(g.deal)
            )
            items = [
                cell("–" if g.helped else number(place), CENTRE),
                cell(variant_name(g.variant)),
                cell(number(g.score), RIGHT),
                cell(duration(g.seconds), RIGHT),
                cell(number(g.moves), RIGHT),
                cell(finished_date(g.finished_at)),
                cell(deal),
                cell(help_text),
            ]
            for col, item in enumerate(items):
                if g.helped:  # listed, never ranked: shown dimmed and in italics
                    font = QFont(self.font())
                    font.setItalic(True)
                    item.setFont(font)
                    item.setForeground(dim)
                    item.setToolTip(
                        self.tr("Won with Show the Way or Go Back: listed, never ranked.")
                    )
                self.setItem(row, col, item)
        fit_rows(self)


class DealSpinBox(QSpinBox):
    """A deal number; Enter looks it up here instead of closing the window."""

    entered = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            self.entered.emit()


class LeaderboardPage(QWidget):
    """The top ten wins of the chosen variant (of all variants pooled, for "All variants"),
    and the best game on any deal number."""

    best_wanted = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = heading("", self)
        self.table = GameTable(self)
        self.table.setObjectName("leaderboard")
        self.empty = QLabel(self.tr("No wins yet."), self)
        self.footnote = note(
            self.tr(
                "A top ten is of wins. Wins without help are ranked by score, then by "
                "time. Wins with help are listed below them, dimmed, and never ranked."
            ),
            self,
        )
        self.deal = DealSpinBox(self)
        self.deal.setRange(1, MAX_DEAL)
        self.deal.setValue(1)
        self.deal.setAccessibleName(self.tr("Deal number"))
        self.look_up = QPushButton(self.tr("Look &Up"), self)
        self.look_up.setAutoDefault(False)
        self.best = QLabel("", self)
        self.best.setWordWrap(True)
        # A Tab stop once it says something, to be read again; hidden while it does not.
        self.best.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.best.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.best.hide()
        ask_row = QHBoxLayout()
        label = QLabel(self.tr("Your best on deal &number:"), self)
        label.setBuddy(self.deal)
        ask_row.addWidget(label)
        ask_row.addWidget(self.deal)
        ask_row.addWidget(self.look_up)
        ask_row.addStretch(1)
        box = QVBoxLayout(self)
        box.addWidget(self.title)
        box.addWidget(self.table)
        box.addWidget(self.empty)
        box.addWidget(self.footnote)
        box.addSpacing(self.fontMetrics().height())
        box.addWidget(heading(self.tr("Best result per deal"), self))
        box.addLayout(ask_row)
        box.addWidget(self.best)
        box.addStretch(1)
        self.look_up.clicked.connect(self._want)
        self.deal.entered.connect(self._want)
        self._variant: str | None = None

    def _want(self) -> None:
        self._set_best(self.tr("Loading…"))
        self.best_wanted.emit(self.deal.value())

    def _set_best(self, text: str, *, said: bool = False) -> None:
        self.best.setText(text)
        self.best.setVisible(bool(text))
        if said:
            # The answer appears where the player is not: said, or it goes unheard.
            aloud.say(self.best, text)

    def show_overview(self, ov: Overview) -> None:
        if ov.variant != self._variant:
            self._set_best("")  # a lookup answers for the variant it was asked in
        self._variant = ov.variant
        if ov.variant is None:
            self.title.setText(self.tr("Top ten wins of all variants"))
        else:
            #: %1 is a variant: "Top ten wins of Good Measure".
            self.title.setText(
                self.tr("Top ten wins of %1").replace("%1", variant_name(ov.variant))
            )
        self.table.show_games(ov.leaderboard, with_variant=ov.variant is None)
        self.table.setAccessibleName(self.title.text())
        self.table.setVisible(bool(ov.leaderboard))
        self.empty.setVisible(not ov.leaderboard)

    def show_best(self, deal: int, games: list[GameRecord]) -> None:
        if not games:
            if self._variant is None:
                text = self.tr("You have not finished deal %1 in any variant yet.")
            else:
                text = self.tr("You have not finished deal %1 in %2 yet.")
                text = text.replace("%2", variant_name(self._variant))
            self._set_best(text.replace("%1", deal_number(deal)), said=True)
            return
        lines = []
        for g in games:
            if g.helped:
                text = self.tr(
                    "Your best on deal %1 in %2: won with help, score %3, time %4, %n move(s), "
                    "on %5.",
                    "",
                    g.moves,
                )
            elif g.won:
                text = self.tr(
                    "Your best on deal %1 in %2: won, score %3, time %4, %n move(s), on %5.",
                    "",
                    g.moves,
                )
            else:
                text = self.tr(
                    "Your best on deal %1 in %2: not won, score %3, time %4, %n move(s), on %5.",
                    "",
                    g.moves,
                )
            for key, value in (
                ("%1", deal_number(deal)),
                ("%2", variant_name(g.variant)),
                ("%3", number(g.score)),
                ("%4", duration(g.seconds)),
                ("%5", finished_date(g.finished_at)),
            ):
                text = text.replace(key, value)
            lines.append(text)
        self._set_best("\n".join(lines), said=True)

    def show_best_failed(self, reason: str) -> None:
        self._set_best(reason, said=True)


class DailyPage(QWidget):
    """Runs of days with the daily deal played and won (every variant), and the top ten
    on one daily deal."""

    deal_chosen = Signal(object)
    """A :class:`~.queries.DailyDeal`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.played_now = Tile(self.tr("Days in a row played"), self)
        self.played_best = Tile(self.tr("Longest run played"), self)
        self.won_now = Tile(self.tr("Days in a row won"), self)
        self.won_best = Tile(self.tr("Longest run won"), self)
        grid = QGridLayout()
        for i, t in enumerate((self.played_now, self.played_best, self.won_now, self.won_best)):
            grid.addWidget(t, 0, i)
            grid.setColumnStretch(i, 1)
        self.streak_note = note(
            self.tr(
                "Daily deals of every variant count. A day counts as won when its daily "
                "deal was won without help. A run is still going while today's deal has "
                "not been played yet."
            ),
            self,
        )
        self.deals = QComboBox()
        self.deals.setAccessibleName(self.tr("Daily deal"))
        # As wide as its longest entry (a long date and a variant's name): never cut.
        self.deals.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.pick = QWidget(self)
        # The label over the list, not beside it: both keep their whole width in any
        # language, however long its dates.
        pick = QVBoxLayout(self.pick)
        pick.setContentsMargins(0, 0, 0, 0)
        label = QLabel(self.tr("Top ten wins on the daily deal &of:"), self.pick)
        label.setWordWrap(True)
        label.setBuddy(self.deals)
        pick.addWidget(label)
        pick.addWidget(self.deals, 0, Qt.AlignmentFlag.AlignLeft)
        self.table = GameTable(self)
        self.table.setObjectName("dailyBoard")
        #: {path} is the menu entry, as the menus name it: "Game → Daily Deal".
        text = self.tr("No daily deal played yet ({path}).")
        path = menu_path(translate("Menus", "&Game"), translate("Menus", "&Daily Deal"))
        self.empty = QLabel(text.format(path=path), self)
        self.empty.setWordWrap(True)
        self.calendar = DailyCalendar(self)
        self.calendar.day_clicked.connect(self.choose_deal)
        board = QVBoxLayout()
        board.addWidget(self.pick)
        board.addWidget(self.table)
        board.addWidget(self.empty)
        self._board = board
        board.addStretch(1)
        middle = QHBoxLayout()
        middle.addWidget(self.calendar, 0, Qt.AlignmentFlag.AlignTop)
        middle.addSpacing(self.fontMetrics().height())
        middle.addLayout(board, 1)
        box = QVBoxLayout(self)
        box.addWidget(heading(self.tr("Daily deals"), self))
        box.addLayout(grid)
        box.addWidget(self.streak_note)
        box.addSpacing(self.fontMetrics().height() // 2)
        box.addLayout(middle, 1)
        self.deals.currentIndexChanged.connect(self._chosen)
        self._shown: tuple[DailyDeal, ...] = ()

    def add_below(self, widget: QWidget) -> None:
        """A widget under the top ten (the online board of the same deal)."""
        self._board.insertSpacing(self._board.count() - 1, self.fontMetrics().height())
        self._board.insertWidget(self._board.count() - 1, widget)

    def show_overview(self, ov: Overview) -> None:
        s = ov.streaks
        self.played_now.set(number(s.current_played))
        self.played_best.set(number(s.longest_played))
        self.won_now.set(number(s.current_won))
        self.won_best.set(number(s.longest_won))
        self.calendar.set_results(
            ov.daily_results, QDate.fromString(ov.today, Qt.DateFormat.ISODate)
        )
        has = bool(ov.daily_deals)
        self.table.setVisible(has)
        self.pick.setVisible(has)
        self.empty.setVisible(not has)
        if ov.daily_deals == self._shown:
            self._chosen()  # same list: ask again, the games may have changed
            return
        chosen = self.deals.currentData()
        self._shown = ov.daily_deals
        self.deals.blockSignals(True)
        self.deals.clear()
        for d in ov.daily_deals:
            if ov.variant is None:
                #: A daily deal in the list: %1 its date, %2 its variant.
                text = self.tr("%1 (%2)").replace("%1", daily_date(d.deal, long=True))
                text = text.replace("%2", variant_name(d.variant))
            else:
                text = daily_date(d.deal, long=True)
            self.deals.addItem(text, d)
        at = self.deals.findData(chosen) if chosen is not None else -1
        self.deals.setCurrentIndex(max(at, 0) if has else -1)
        self.deals.blockSignals(False)
        self._chosen()

    def choose_deal(self, deal: int) -> None:
        """Show the top ten of daily deal ``deal`` (its first variant in the list)."""
        for i in range(self.deals.count()):
            d = self.deals.itemData(i)
            if isinstance(d, DailyDeal) and d.deal == deal:
                self.deals.setCurrentIndex(i)
                return

    def _chosen(self, *_: object) -> None:
        d = self.deals.currentData()
        if isinstance(d, DailyDeal):
            self.deal_chosen.emit(d)
        else:
            self.table.setRowCount(0)

    def show_board(self, deal: DailyDeal, games: list[GameRecord]) -> None:
        if self.deals.currentData() == deal:
            self.table.show_games(games, with_variant=False, with_deal=False)
            #: What a screen reader calls the daily deal's top ten; %1 is the deal's date
            #: as the list above it writes it ("Monday, 7 December 2026").
            name = self.tr("Top ten wins on the daily deal of %1")
            self.table.setAccessibleName(name.replace("%1", self.deals.currentText()))
