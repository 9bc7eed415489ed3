"""The last weeks of daily deals as a calendar: each day coloured by how its deal went
(won, won with help, played), today ringed. Clicking a day shows its deal's top ten."""

from __future__ import annotations

from PySide6.QtCore import QDate, QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from .charts import Chart, ChartColours, chart_colours
from .queries import DayResult

WEEKS = 6


def deal_of(day: QDate) -> int:
    """The daily deal number of a date (RULES.md: ``YYYYMMDD``)."""
    return day.year() * 10000 + day.month() * 100 + day.day()


class DailyCalendar(Chart):
    day_clicked = Signal(int)
    """The deal number of a day clicked that has a result."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.results: dict[int, DayResult] = {}
        self.today = QDate.currentDate()
        self.setAccessibleName(self.tr("Calendar of daily deals"))

    def set_results(self, results: dict[int, DayResult], today: QDate) -> None:
        self.results = results
        self.today = today
        self.setAccessibleDescription(self.in_words())
        self.update()

    def in_words(self) -> str:
        """What the calendar shows, for a screen reader: the days of each result."""
        days: dict[DayResult, list[str]] = {r: [] for r in DayResult}
        for _, day in self._days():
            result = self.results.get(deal_of(day))
            if result is not None:
                days[result].append(QLocale().toString(day, QLocale.FormatType.LongFormat))
        if not any(days.values()):
            #: The calendar of daily deals, for a screen reader, when it has no results.
            return self.tr("No daily deal played in these weeks.")
        sentences = [
            #: The calendar of daily deals, for a screen reader: %1 is the dates.
            (DayResult.WON, self.tr("Won: %1.")),
            (DayResult.WON_WITH_HELP, self.tr("Won with help: %1.")),
            (DayResult.PLAYED, self.tr("Played, not won: %1.")),
        ]
        return " ".join(
            text.replace("%1", "; ".join(days[result]))
            for result, text in sentences
            if days[result]
        )

    def _cell(self) -> tuple[float, float]:
        em = self.fontMetrics().height()
        return em * 2.0, em * 0.25

    def sizeHint(self) -> QSize:
        # The legend's words decide too: a long language wraps it onto more rows (or
        # needs a wider calendar for its longest word), never cuts it.
        em = self.fontMetrics().height()
        cell, gap = self._cell()
        fm = QFontMetricsF(self.font())
        items = self._legend_items(chart_colours(self.palette()))
        width = max(7 * cell + 6 * gap + em, em * 15, self.legend_width(fm, items))
        _, legend = self.legend_layout(fm, items, width)
        height = em * 1.6 + WEEKS * (cell + gap) + legend + em * 0.3
        return QSize(round(width), round(height))

    def _legend_items(self, c: ChartColours) -> list[tuple[str, QColor, Qt.PenStyle | None]]:
        return [
            #: The calendar's legend: daily deal won, won with the solver's help, played but
            #: not won.
            (self.tr("Won"), c.win, None),
            (self.tr("With help"), c.helped, None),
            (self.tr("Played"), c.lost, None),
        ]

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def _days(self) -> list[tuple[QRectF, QDate]]:
        em = self.fontMetrics().height()
        cell, gap = self._cell()
        first = QLocale().firstDayOfWeek().value
        start = self.today.addDays(-((self.today.dayOfWeek() - first) % 7) - 7 * (WEEKS - 1))
        left = (self.width() - (7 * cell + 6 * gap)) / 2
        out = []
        for i in range(WEEKS * 7):
            day = start.addDays(i)
            if day > self.today:
                break
            x = left + (i % 7) * (cell + gap)
            y = em * 1.6 + (i // 7) * (cell + gap)
            out.append((QRectF(x, y, cell, cell), day))
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        p, c, fm = self._painter()
        em = fm.height()
        cell, gap = self._cell()
        left = (self.width() - (7 * cell + 6 * gap)) / 2
        first = QLocale().firstDayOfWeek().value
        p.setPen(c.axis)
        for i in range(7):
            name = QLocale().dayName((first - 1 + i) % 7 + 1, QLocale.FormatType.NarrowFormat)
            x = left + i * (cell + gap) + (cell - fm.horizontalAdvance(name)) / 2
            p.drawText(QPointF(x, em * 0.2 + fm.ascent()), name)
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 0.85)
        p.setFont(small)
        self._bars = []
        for rect, day in self._days():
            result = self.results.get(deal_of(day))
            fill, text = self._look(result, c.win, c.helped, c.lost, c.text)
            p.setPen(QPen(c.grid if result is None else self._solid(fill), 1))
            p.setBrush(fill)
            p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), em * 0.25, em * 0.25)
            if day == self.today:
                p.setPen(QPen(c.rate, 2.5))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), em * 0.3, em * 0.3)
            label = (
                QLocale().monthName(day.month(), QLocale.FormatType.ShortFormat)
                if day.day() == 1
                else QLocale().toString(day.day())
            )
            p.setPen(text)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
            self._bars.append((rect, self._tip(day, result)))
        p.setFont(self.font())
        legend_top = em * 1.6 + WEEKS * (cell + gap) + em * 0.3
        p.translate(0, legend_top - em * 0.3)
        self._legend(p, QFontMetricsF(self.font()), self._legend_items(c))
        p.end()

    @staticmethod
    def _look(
        result: DayResult | None, win: QColor, helped: QColor, lost: QColor, text: QColor
    ) -> tuple[QColor, QColor]:
        """Fill and text colours of a day."""
        if result is DayResult.WON:  # dark digits on a light blue, white on a dark one
            return win, QColor("#101418" if win.lightness() > 140 else "white")
        if result is DayResult.WON_WITH_HELP:
            return helped, text
        if result is DayResult.PLAYED:
            return lost, text
        return QColor(Qt.GlobalColor.transparent), text

    def _tip(self, day: QDate, result: DayResult | None) -> str:
        if result is DayResult.WON:
            tip = self.tr("%1: daily deal won")
        elif result is DayResult.WON_WITH_HELP:
            tip = self.tr("%1: daily deal won with help")
        elif result is DayResult.PLAYED:
            tip = self.tr("%1: daily deal played, not won")
        else:
            tip = self.tr("%1: daily deal not played")
        return tip.replace("%1", QLocale().toString(day, QLocale.FormatType.LongFormat))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        for rect, day in self._days():
            if rect.contains(event.position()) and deal_of(day) in self.results:
                self.day_clicked.emit(deal_of(day))
                return
        super().mousePressEvent(event)
