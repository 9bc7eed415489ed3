"""The Statistics window's parts: the bridge that brings the worker's answers to the GUI
thread, and the QPainter charts (they draw what they are given, in colours that stand
out on light and dark palettes, at 1x and 2x)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QLocale, QObject, QPointF, QThread
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from time_control import run_queued_work

from bakers_dozen_qt.languages import Language
from bakers_dozen_qt.qt.statistics.bridge import StatsBridge
from bakers_dozen_qt.qt.statistics.calendar import DailyCalendar
from bakers_dozen_qt.qt.statistics.charts import (
    RecentGamesChart,
    WinTimeHistogram,
    chart_colours,
    nice_ticks,
)
from bakers_dozen_qt.qt.words import i18n
from bakers_dozen_qt.store import Bin, Notice, Problem, RecentGame, StatsService

WAIT_MS = 10_000


@pytest.fixture(autouse=True)
def _english_numbers() -> Iterator[None]:
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(before)


@pytest.fixture
def service(tmp_path: Path) -> Iterator[StatsService]:
    s = StatsService(tmp_path / "statistics.sqlite", timeout=0.05, retry_delays=(0.05,))
    s.start()
    yield s
    s.close(timeout=1.0)


def test_answers_come_back_on_the_gui_thread(qtbot: QtBot, service: StatsService) -> None:
    bridge = StatsBridge(service)
    asked_on: list[str] = []
    answered_on: list[QThread] = []

    def question(store: object) -> int:
        asked_on.append(threading.current_thread().name)
        return 42

    bridge.ask(question, lambda n: answered_on.append(QThread.currentThread()))
    qtbot.waitUntil(lambda: bool(answered_on), timeout=WAIT_MS)
    assert asked_on == ["statistics"]
    assert answered_on == [QApplication.instance().thread()]


def test_an_answer_for_a_deleted_context_is_dropped(qtbot: QtBot, service: StatsService) -> None:
    bridge = StatsBridge(service)
    release = threading.Event()
    service.ask(lambda store: release.wait(WAIT_MS / 1000), lambda _: None)
    context = QObject()
    got: list[object] = []
    bridge.ask(lambda store: 1, got.append, context=context)
    bridge.ask(lambda store: 2, got.append)
    context.deleteLater()
    qtbot.waitUntil(lambda: not _alive(context), timeout=WAIT_MS)
    release.set()
    qtbot.waitUntil(lambda: bool(got), timeout=WAIT_MS)
    run_queued_work()  # an answer to the deleted context would have come first
    assert got == [2]


def _alive(obj: QObject) -> bool:
    import shiboken6

    QApplication.sendPostedEvents(None, 0)  # DeferredDelete
    return shiboken6.isValid(obj)


def test_notices_are_re_emitted_on_the_gui_thread(qtbot: QtBot, tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    relay: list[StatsBridge] = []
    service = StatsService(blocker / "statistics.sqlite", on_notice=lambda n: relay[0].notify(n))
    relay.append(bridge := StatsBridge(service))
    threads: list[QThread] = []
    bridge.notice.connect(lambda _: threads.append(QThread.currentThread()))
    with qtbot.waitSignal(bridge.notice, timeout=WAIT_MS) as blocker_signal:
        service.start()
    notice = blocker_signal.args[0]
    assert isinstance(notice, Notice) and notice.problem is Problem.STATS_UNAVAILABLE
    assert threads == [QApplication.instance().thread()]
    service.close(timeout=0.2)


def test_nice_ticks_are_round_and_reach_the_top() -> None:
    assert nice_ticks(1857) == [0, 500, 1000, 1500, 2000]
    assert nice_ticks(7, most=4) == [0, 2, 4, 6, 8]
    assert nice_ticks(1) == [0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0]
    assert nice_ticks(0) == [0.0, 1.0]


def _luminance(c: QColor) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def _contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize(("window", "base"), [("#efefef", "#ffffff"), ("#2b2d30", "#1f2023")])
def test_chart_colours_stand_out_on_light_and_dark_palettes(window: str, base: str) -> None:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor(window))
    palette.setColor(QPalette.ColorRole.Base, QColor(base))
    c = chart_colours(palette)
    # WCAG's 3:1 for graphics against the chart's background.
    assert _contrast(c.win, c.back) >= 3
    assert _contrast(c.rate, c.back) >= 3
    assert _contrast(c.win, c.rate) >= 1.2  # the line is seen over the bars


def _games() -> tuple[RecentGame, ...]:
    return (
        RecentGame(1, 1500, True, False, 1.0),
        RecentGame(2, 40, False, False, 0.5),
        RecentGame(3, 1800, True, True, 2 / 3),
    )


def _render(widget: RecentGamesChart | WinTimeHistogram, ratio: float) -> QImage:
    image = QImage(widget.size() * ratio, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    widget.render(image)
    return image


def _has(image: QImage, colour: QColor) -> bool:
    step = 2
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            if image.pixelColor(x, y).rgb() == colour.rgb():
                return True
    return False


@pytest.mark.slow
@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_the_last_games_chart_marks_wins_and_tells_each_game(qtbot: QtBot, ratio: float) -> None:
    chart = RecentGamesChart()
    qtbot.addWidget(chart)
    chart.resize(600, 300)
    c = chart_colours(chart.palette())
    empty = _render(chart, ratio)
    assert not _has(empty, c.win)
    chart.set_games(_games(), 10)
    image = _render(chart, ratio)
    assert image.width() == 600 * ratio
    assert _has(image, c.win) and _has(image, c.lost)
    tips = [t for _, t in chart._bars]
    assert tips[0].startswith("Game 1 of 3: won, 1,500 points")
    assert tips[1].startswith("Game 2 of 3: not won, 40 points")
    assert tips[2].startswith("Game 3 of 3: won with help, 1,800 points")
    first, _ = chart._bars[0]
    assert chart.tip_at(first.center()) == tips[0]
    assert chart.tip_at(QPointF(1, 1)) is None
    # In words, what the picture shows: each bar, as its tooltip says it.
    assert chart.accessibleDescription() == (
        "2 of the last 3 games won. Game 1 of 3: won, 1,500 points. Game 2 of 3: not won, "
        "40 points. Game 3 of 3: won with help, 1,800 points. Win rate over the last 10 "
        "games: 67%."
    )


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_the_histogram_draws_its_bins_and_the_median(qtbot: QtBot, ratio: float) -> None:
    chart = WinTimeHistogram()
    qtbot.addWidget(chart)
    chart.resize(600, 300)
    c = chart_colours(chart.palette())
    chart.set_bins((Bin(120, 180, 2), Bin(180, 240, 0), Bin(240, 300, 5)), 250.0)
    image = _render(chart, ratio)
    assert _has(image, c.win) and _has(image, c.rate)
    assert [t for _, t in chart._bars] == [
        "2 wins in 2:00 to 3:00",
        "0 wins in 3:00 to 4:00",
        "5 wins in 4:00 to 5:00",
    ]
    assert chart.accessibleDescription() == (
        "Median winning time: 4:10. 2 wins in 2:00 to 3:00. 5 wins in 4:00 to 5:00."
    )


def test_a_games_points_take_the_languages_plural_and_digits(qtbot: QtBot) -> None:
    assert i18n.set_language("cs")
    chart = RecentGamesChart()
    qtbot.addWidget(chart)
    chart.resize(600, 300)
    chart.set_games(_games(), 10)
    _render(chart, 1.0)
    tips = [t for _, t in chart._bars]
    # Czech: 1 500 with a no-break space, and the "many" form of "bod" (point).
    assert tips[0].startswith("Hra 1 z 3: vyhráno, 1\u00a0500 bodů")
    assert tips[1].startswith("Hra 2 z 3: nevyhráno, 40 bodů")


def test_the_calendar_grows_for_a_long_legend_rather_than_cut_it(
    qtbot: QtBot, pseudo_language: tuple[Language, Path]
) -> None:
    assert i18n.set_language(*pseudo_language)  # every text about twice as long
    calendar = DailyCalendar()
    qtbot.addWidget(calendar)
    calendar.set_results({}, QDate(2026, 3, 5))  # no day coloured: only the legend is
    calendar.resize(calendar.sizeHint())
    image = _render(calendar, 1.0)
    c = chart_colours(calendar.palette())
    # The last entry of the legend, "Played ~ Played", shows its swatch: not cut off.
    assert _has(image, c.lost)
    assert _has(image, c.win) and _has(image, c.helped)
