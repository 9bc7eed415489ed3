"""The Statistics window's pictures, drawn with QPainter: the last games and the winning
times.

Everything is measured in the widget's font (margins, bar gaps, legend), so the charts
stay readable at any scale factor; colours are picked for the palette's lightness, a
blue and an orange that colour-blind players tell apart, and wins with help are told by
their shape (an outline) as well as their colour.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QHelpEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ...store import Bin, RecentGame
from .wording import duration, number, percent, short_duration


@dataclass(frozen=True)
class ChartColours:
    win: QColor
    helped: QColor
    lost: QColor
    rate: QColor
    text: QColor
    axis: QColor
    grid: QColor
    back: QColor


def chart_colours(palette: QPalette) -> ChartColours:
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    text = palette.color(QPalette.ColorRole.WindowText)
    win = QColor("#5c9ded" if dark else "#2f6fc4")
    helped = QColor(win)
    helped.setAlpha(90)
    axis, grid = QColor(text), QColor(text)
    axis.setAlpha(150)
    grid.setAlpha(40)
    return ChartColours(
        win=win,
        helped=helped,
        lost=QColor("#6b7380" if dark else "#b4bac4"),
        rate=QColor("#f29d4b" if dark else "#d0660f"),
        text=text,
        axis=axis,
        grid=grid,
        back=palette.color(QPalette.ColorRole.Base),
    )


def nice_ticks(top: float, most: int = 5) -> list[float]:
    """0 and round steps (1, 2 or 5 times a power of ten) up to at least ``top``."""
    if top <= 0:
        return [0.0, 1.0]
    raw = top / most
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    count = math.ceil(top / step - 1e-9)
    return [i * step for i in range(count + 1)]


class Chart(QWidget):
    """A plot area with axes, a legend line and an empty-state message."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._bars: list[tuple[QRectF, str]] = []  # hit areas for tooltips
        # A Tab stop: a screen reader reads the chart's name and, as its description, what
        # the picture shows in words.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def sizeHint(self) -> QSize:
        # No taller than the least height: in its scroll area the Charts page is as tall
        # as its parts' hints (its headings wrap, so it goes by height for width), and
        # two charts of 15 lines made the window's first size scroll. They still grow
        # into the room there is.
        em = self.fontMetrics().height()
        return QSize(36 * em, 11 * em)

    def minimumSizeHint(self) -> QSize:
        em = self.fontMetrics().height()
        return QSize(22 * em, 11 * em)

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.Paint:
            done = super().event(e)
            if self.hasFocus():  # where the keys are, for a player who sees
                p = QPainter(self)
                p.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2))
                p.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
            return done
        if e.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self.update()
        if e.type() == QEvent.Type.ToolTip:
            assert isinstance(e, QHelpEvent)
            tip = self.tip_at(QPointF(e.pos()))
            if tip is None:
                QToolTip.hideText()
                e.ignore()
            else:
                QToolTip.showText(e.globalPos(), tip, self)
            return True
        return super().event(e)

    def tip_at(self, at: QPointF) -> str | None:
        """What the bar under ``at`` stands for (as last painted)."""
        return next((t for r, t in self._bars if r.contains(at)), None)

    def _painter(self) -> tuple[QPainter, ChartColours, QFontMetricsF]:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = chart_colours(self.palette())
        p.fillRect(self.rect(), colours.back)
        return p, colours, QFontMetricsF(self.font())

    def _empty(self, p: QPainter, c: ChartColours, text: str) -> None:
        p.setPen(c.axis)
        p.drawText(
            QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text
        )

    def _legend(
        self, p: QPainter, fm: QFontMetricsF, items: list[tuple[str, QColor, Qt.PenStyle | None]]
    ) -> float:
        """Draw ``items`` (text, colour, and the line's style, or ``None`` for a box)
        from the top left, wrapping as the width asks; the height used."""
        em = fm.height()
        box, gap = em * 0.7, em * 0.35
        places, height = self.legend_layout(fm, items, self.width())
        for (text, colour, line), (x, y) in zip(items, places, strict=True):
            swatch = box * 1.6 if line is not None else box
            if line is not None:
                p.setPen(QPen(colour, 2.5, line, Qt.PenCapStyle.FlatCap))
                p.drawLine(QPointF(x, y + em / 2), QPointF(x + swatch, y + em / 2))
            else:
                self._box(p, QRectF(x, y + (em - box) / 2, box, box), colour)
            p.setPen(self._text_colour)
            p.drawText(QPointF(x + swatch + gap, y + fm.ascent()), text)
        return height

    @staticmethod
    def legend_layout(
        fm: QFontMetricsF, items: list[tuple[str, QColor, Qt.PenStyle | None]], width: float
    ) -> tuple[list[tuple[float, float]], float]:
        """Where each legend item goes in ``width`` (wrapping to a new row as needed),
        and the height the legend takes: what a size hint needs to know before painting."""
        em = fm.height()
        box, gap = em * 0.7, em * 0.35
        x0 = em * 0.6
        x, y = x0, em * 0.3
        places = []
        for text, _, line in items:
            swatch = box * 1.6 if line is not None else box
            item = swatch + gap + fm.horizontalAdvance(text)
            if x > x0 and x + item > width - em * 0.6:
                x, y = x0, y + em * 1.2
            places.append((x, y))
            x += item + em * 1.1
        return places, y + em

    @staticmethod
    def legend_width(
        fm: QFontMetricsF, items: list[tuple[str, QColor, Qt.PenStyle | None]]
    ) -> float:
        """The width the widest legend item needs alone on its row."""
        em = fm.height()
        box, gap = em * 0.7, em * 0.35
        return max(
            (box * 1.6 if line is not None else box) + gap + fm.horizontalAdvance(text) + em * 1.2
            for text, _, line in items
        )

    def _box(self, p: QPainter, r: QRectF, colour: QColor) -> None:
        p.setPen(Qt.PenStyle.NoPen if colour.alpha() == 255 else QPen(self._solid(colour), 1.2))
        p.setBrush(colour)
        p.drawRect(r)

    @staticmethod
    def _solid(colour: QColor) -> QColor:
        c = QColor(colour)
        c.setAlpha(255)
        return c

    @property
    def _text_colour(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.WindowText)

    def _vertical_title(self, p: QPainter, text: str, x: float, top: float, bottom: float) -> None:
        """``text`` turned a quarter anticlockwise, centred on the span ``top``-``bottom``."""
        p.save()
        p.translate(x, (top + bottom) / 2)
        p.rotate(-90)
        fm = QFontMetricsF(self.font())
        p.drawText(QPointF(-fm.horizontalAdvance(text) / 2, 0), text)
        p.restore()


class RecentGamesChart(Chart):
    """Score of each of the last games as a bar (won, won with help, not won), and the
    moving win rate as a line on its own scale (0-100%) at the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: tuple[RecentGame, ...] = ()
        self.rate_window = 10
        self.setAccessibleName(self.tr("Chart of the last games"))

    def set_games(self, games: tuple[RecentGame, ...], rate_window: int) -> None:
        self.games = games
        self.rate_window = rate_window
        won = sum(1 for g in games if g.won)
        text = self.tr("%1 of the last %n game(s) won", "", len(games))
        text = text.replace("%1", number(won))
        # What the bars say, as their tooltips say it (the oldest first); the win rate,
        # which each tooltip adds, once: as it stands after the last game.
        tips = [self._tip(i, g).split("\n") for i, g in enumerate(games)]
        bars = [tip[0] for tip in tips] + tips[-1][1:] if tips else []
        text = ". ".join([text, *bars]) + "."
        self.setAccessibleDescription(text)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p, c, fm = self._painter()
        self._bars = []
        if not self.games:
            self._empty(p, c, self.tr("No games yet: finished games appear here."))
            return
        em = fm.height()
        legend = [
            #: The chart's legend: game won, won with the solver's help, not won.
            (self.tr("Won"), c.win, None),
            (self.tr("Won with help"), c.helped, None),
            (self.tr("Not won"), c.lost, None),
            (
                #: The line of the win rate over the last games (20 of them, say).
                self.tr("Win rate (last %n game(s))", "", self.rate_window),
                c.rate,
                Qt.PenStyle.SolidLine,
            ),
        ]
        legend_bottom = self._legend(p, fm, legend)
        scores = nice_ticks(max(max(g.score for g in self.games), 1))
        rates = [0.0, 0.25, 0.5, 0.75, 1.0]
        left = em * 1.6 + max(fm.horizontalAdvance(number(int(s))) for s in scores) + em * 0.4
        right = em * 1.6 + max(fm.horizontalAdvance(percent(r)) for r in rates) + em * 0.4
        top_edge = legend_bottom + em * 0.9
        plot = QRectF(
            left, top_edge, self.width() - left - right, self.height() - top_edge - em * 2.4
        )
        if plot.width() < em * 4 or plot.height() < em * 2:
            return
        top = scores[-1]

        def y_of(score: float) -> float:
            return plot.bottom() - plot.height() * score / top

        p.setPen(QPen(c.grid, 1))
        for s in scores:
            p.drawLine(QPointF(plot.left(), y_of(s)), QPointF(plot.right(), y_of(s)))
        p.setPen(self._text_colour)
        for s in scores:
            label = number(int(s))
            x = plot.left() - em * 0.3 - fm.horizontalAdvance(label)
            p.drawText(QPointF(x, y_of(s) + fm.ascent() / 2 - 1), label)
        p.setPen(c.rate)
        for r in rates:
            y = plot.bottom() - plot.height() * r
            p.drawText(QPointF(plot.right() + em * 0.3, y + fm.ascent() / 2 - 1), percent(r))
        p.setPen(self._text_colour)
        self._vertical_title(p, self.tr("Score"), em * 0.9, plot.top(), plot.bottom())
        p.setPen(c.rate)
        self._vertical_title(
            p, self.tr("Win rate"), self.width() - em * 0.5, plot.top(), plot.bottom()
        )

        n = len(self.games)
        slot = plot.width() / n
        bar = max(1.0, slot * 0.72)
        points = []
        for i, g in enumerate(self.games):
            x = plot.left() + slot * i + (slot - bar) / 2
            colour = (c.helped if g.helped else c.win) if g.won else c.lost
            h = max(plot.height() * g.score / top, 1.5)
            rect = QRectF(x, plot.bottom() - h, bar, h)
            self._box(p, rect, colour)
            self._bars.append(
                (QRectF(plot.left() + slot * i, plot.top(), slot, plot.height()), self._tip(i, g))
            )
            points.append(QPointF(x + bar / 2, plot.bottom() - plot.height() * g.win_rate))
        p.setPen(QPen(c.axis, 1))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        p.setPen(
            QPen(
                c.rate,
                2.5,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPolyline(points)

        # Game numbers along the bottom: the first, every round tenth, the last.
        p.setPen(self._text_colour)
        step = next(
            s
            for s in (1, 2, 5, 10, 20, 25, 50, 100)
            if s * slot >= fm.horizontalAdvance("000") + em
        )
        marks = sorted({1, n, *range(step, n, step)})
        for k in marks:
            label = number(k)
            cx = plot.left() + slot * (k - 1) + slot / 2
            if (
                k != n
                and n in marks
                and cx + fm.horizontalAdvance(label) > plot.left() + slot * (n - 1)
            ):
                continue  # would run into the last number
            p.drawText(
                QPointF(cx - fm.horizontalAdvance(label) / 2, plot.bottom() + fm.ascent() + 2),
                label,
            )
        title = self.tr("Games, oldest to latest")
        p.drawText(
            QPointF(plot.center().x() - fm.horizontalAdvance(title) / 2, plot.bottom() + em * 2.1),
            title,
        )
        p.end()

    def _tip(self, i: int, g: RecentGame) -> str:
        n = len(self.games)
        # %Ln: the score as the language writes numbers (1,960 / 1.960), in its plural.
        if g.won and g.helped:
            text = self.tr("Game %1 of %2: won with help, %Ln point(s)", "", g.score)
        elif g.won:
            text = self.tr("Game %1 of %2: won, %Ln point(s)", "", g.score)
        else:
            text = self.tr("Game %1 of %2: not won, %Ln point(s)", "", g.score)
        text = text.replace("%1", number(i + 1)).replace("%2", number(n))
        rate = self.tr("Win rate over the last %n game(s): %1", "", self.rate_window)
        return text + "\n" + rate.replace("%1", percent(g.win_rate))


class WinTimeHistogram(Chart):
    """How many unaided wins took each span of time, with the median marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bins: tuple[Bin, ...] = ()
        self.median: float | None = None
        self.setAccessibleName(self.tr("Histogram of winning times"))

    def set_bins(self, bins: tuple[Bin, ...], median: float | None) -> None:
        self.bins = bins
        self.median = median
        parts = [self.tr("Median winning time: %1").replace("%1", duration(median))]
        parts += [self._tip(b) for b in bins if b.count]  # the bars, as their tooltips
        self.setAccessibleDescription(". ".join(parts) + ".")
        self.update()

    def _tip(self, b: Bin) -> str:
        tip = self.tr("%n win(s) in %1 to %2", "", b.count)
        return tip.replace("%1", duration(b.start)).replace("%2", duration(b.end))

    def paintEvent(self, event: QPaintEvent) -> None:
        p, c, fm = self._painter()
        self._bars = []
        if not self.bins:
            self._empty(p, c, self.tr("No wins without help yet: their times appear here."))
            return
        em = fm.height()
        counts = nice_ticks(max(max(b.count for b in self.bins), 1), most=4)
        counts = [t for t in counts if t == int(t)] or [0.0, 1.0]  # whole games only
        left = em * 1.6 + max(fm.horizontalAdvance(number(int(t))) for t in counts) + em * 0.4
        legend: list[tuple[str, QColor, Qt.PenStyle | None]] = [
            (self.tr("Games won without help"), c.win, None)
        ]
        if self.median is not None:
            median = self.tr("Median: %1").replace("%1", duration(self.median))
            legend.append((median, c.rate, Qt.PenStyle.DashLine))
        top_edge = self._legend(p, fm, legend) + em * 0.9
        plot = QRectF(
            left, top_edge, self.width() - left - em * 1.2, self.height() - top_edge - em * 2.4
        )
        if plot.width() < em * 4 or plot.height() < em * 2:
            return
        top = counts[-1]
        start, end = self.bins[0].start, self.bins[-1].end
        span = end - start

        def x_of(seconds: float) -> float:
            return plot.left() + plot.width() * (seconds - start) / span

        def y_of(count: float) -> float:
            return plot.bottom() - plot.height() * count / top

        p.setPen(QPen(c.grid, 1))
        for t in counts:
            p.drawLine(QPointF(plot.left(), y_of(t)), QPointF(plot.right(), y_of(t)))
        p.setPen(self._text_colour)
        for t in counts:
            label = number(int(t))
            x = plot.left() - em * 0.3 - fm.horizontalAdvance(label)
            p.drawText(QPointF(x, y_of(t) + fm.ascent() / 2 - 1), label)
        #: The histogram's vertical axis: how many games.
        self._vertical_title(p, self.tr("Games"), em * 0.9, plot.top(), plot.bottom())

        gap = max(1.0, min(em * 0.25, plot.width() / len(self.bins) * 0.08))
        for b in self.bins:
            r = QRectF(
                x_of(b.start) + gap / 2,
                y_of(b.count),
                x_of(b.end) - x_of(b.start) - gap,
                plot.bottom() - y_of(b.count),
            )
            if b.count:
                self._box(p, r, c.win)
            self._bars.append(
                (QRectF(x_of(b.start), plot.top(), r.width() + gap, plot.height()), self._tip(b))
            )
        p.setPen(QPen(c.axis, 1))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())

        # Bin edges along the bottom, as many as fit side by side.
        edges = [b.start for b in self.bins] + [end]
        widest = max(fm.horizontalAdvance(short_duration(e)) for e in edges) + em * 0.6
        every = max(1, math.ceil(widest / (plot.width() / len(self.bins))))
        p.setPen(self._text_colour)
        for i, e in enumerate(edges):
            if i % every:
                continue
            label = short_duration(e)
            x = min(
                max(x_of(e) - fm.horizontalAdvance(label) / 2, 0),
                self.width() - fm.horizontalAdvance(label),
            )
            p.drawLine(QPointF(x_of(e), plot.bottom()), QPointF(x_of(e), plot.bottom() + em * 0.2))
            p.drawText(QPointF(x, plot.bottom() + fm.ascent() + em * 0.2), label)
        #: The histogram's horizontal axis: how long a win took.
        title = self.tr("Winning time")
        p.drawText(
            QPointF(plot.center().x() - fm.horizontalAdvance(title) / 2, plot.bottom() + em * 2.1),
            title,
        )

        if self.median is not None and start <= self.median <= end:
            x = x_of(self.median)
            p.setPen(QPen(c.rate, 2, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        p.end()
