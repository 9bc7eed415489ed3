"""The Statistics window's Summary and Charts pages: numbers in tiles, a table of every
variant for "All variants", and the two charts."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...store import Statistics
from ..online.tables import RIGHT, cell, fit_rows, heading, note, read_only_table
from .charts import RecentGamesChart, WinTimeHistogram
from .queries import EMPTY, RATE_WINDOW, Overview
from .wording import duration, number, percent, variant_name


class Tile(QFrame):
    """One figure, large, over what it counts. Tab stops on it, and a screen reader
    hears both: "Games played: 31"."""

    def __init__(self, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tile")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setStyleSheet(
            "QFrame#tile { background: palette(alternate-base); border-radius: 6px;"
            " border: 2px solid transparent; }"
            " QFrame#tile:focus { border-color: palette(highlight); }"
        )
        self.value = QLabel("–", self)
        self.value.setObjectName("value")
        font = self.value.font()
        font.setPointSizeF(font.pointSizeF() * 1.7)
        font.setBold(True)
        self.value.setFont(font)
        self.caption = QLabel(caption, self)
        self.caption.setWordWrap(True)
        box = QVBoxLayout(self)
        box.addWidget(self.value)
        box.addWidget(self.caption)
        box.addStretch(1)
        self.set(self.value.text())

    def set(self, value: str, caption: str | None = None) -> None:
        self.value.setText(value)
        if caption is not None:
            self.caption.setText(caption)
        #: A figure of the statistics as a screen reader says it: "Games played: 31".
        self.setAccessibleName(
            self.tr("{caption}: {value}").format(caption=self.caption.text(), value=value)
        )


class SummaryPage(QWidget):
    """Counts and records of the chosen variant (or of all, with a row per variant)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = heading("", self)
        self.played = Tile(self.tr("Games played"), self)
        self.won = Tile(self.tr("Games won"), self)
        self.rate = Tile(self.tr("Win rate"), self)
        self.helped = Tile(self.tr("Won with help"), self)
        self.records_title = heading(self.tr("Records (games won without help)"), self)
        self.best = Tile(self.tr("Best score"), self)
        self.fastest = Tile(self.tr("Fastest win"), self)
        self.median = Tile(self.tr("Median winning time"), self)
        self.streak = Tile("", self)
        records_tip = self.tr(
            "Only games won without Show the Way or Go Back count for records and streaks."
        )
        for t in (self.best, self.fastest, self.median, self.streak):
            t.setToolTip(records_tip)
        self.footnote = note(
            self.tr(
                "Records and winning streaks count only games won without help. A game in "
                "which Show the Way or Go Back was used counts as played and won, never as "
                "a record, and it ends a winning streak."
            ),
            self,
        )
        self.by_variant = read_only_table(
            [
                #: Statistics summary, table of all variants: the column headings (games played,
                #: won...).
                self.tr("Variant"),
                self.tr("Played"),
                self.tr("Won"),
                self.tr("Win rate"),
                self.tr("Best score"),
                self.tr("Fastest win"),
            ],
            self,
        )
        self.by_variant.setObjectName("byVariant")
        header = self.by_variant.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        grid = QGridLayout()
        for i, t in enumerate((self.played, self.won, self.rate, self.helped)):
            grid.addWidget(t, 0, i)
        grid.addWidget(self.records_title, 1, 0, 1, 4)
        for i, t in enumerate((self.best, self.fastest, self.median, self.streak)):
            grid.addWidget(t, 2, i)
        for i in range(4):
            grid.setColumnStretch(i, 1)
        box = QVBoxLayout(self)
        box.addWidget(self.title)
        box.addLayout(grid)
        box.addWidget(self.by_variant)
        box.addWidget(self.footnote)
        box.addStretch(1)

    def show_overview(self, ov: Overview) -> None:
        s = ov.shown
        self.title.setText(variant_name(ov.variant))
        self.played.set(number(s.played))
        self.won.set(number(s.won))
        self.rate.set(percent(s.win_rate) if s.played else "–")
        self.helped.set(number(s.won_with_help))
        self.best.set("–" if s.best_score is None else number(s.best_score))
        self.fastest.set(duration(s.best_seconds))
        self.median.set(duration(s.median_win_seconds))
        self.streak.set(
            number(s.current_streak),
            self.tr("Current winning streak (longest: %1)").replace("%1", number(s.longest_streak)),
        )
        self.by_variant.setVisible(ov.variant is None)
        self.by_variant.setAccessibleName(self.title.text())
        if ov.variant is None:
            self._fill_table(ov)

    def _fill_table(self, ov: Overview) -> None:
        t = self.by_variant
        t.setRowCount(len(ov.variants))
        for row, v in enumerate(ov.variants):
            s: Statistics = ov.by_variant.get(v, EMPTY)
            cells = [
                cell(variant_name(v)),
                cell(number(s.played), RIGHT),
                cell(number(s.won), RIGHT),
                cell(percent(s.win_rate) if s.played else "–", RIGHT),
                cell("–" if s.best_score is None else number(s.best_score), RIGHT),
                cell(duration(s.best_seconds), RIGHT),
            ]
            cells[0].setData(Qt.ItemDataRole.UserRole, v)
            for col, item in enumerate(cells):
                t.setItem(row, col, item)
        fit_rows(t)


class ChartsPage(QWidget):
    """The last games and the winning times, one above the other."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.recent_title = heading(self.tr("Last games"), self)
        self.recent = RecentGamesChart(self)
        self.times_title = heading(self.tr("Winning times"), self)
        self.times = WinTimeHistogram(self)
        box = QVBoxLayout(self)
        box.addWidget(self.recent_title)
        box.addWidget(self.recent, 1)
        box.addWidget(self.times_title)
        box.addWidget(self.times, 1)

    def show_overview(self, ov: Overview) -> None:
        self.recent.set_games(ov.recent, RATE_WINDOW)
        self.times.set_bins(ov.histogram, ov.shown.median_win_seconds)
