"""The Statistics window over a real statistics service (worker thread, SQLite file):
every variant with its counts, the leaderboards, CSV export, a reset that Enter cannot
trigger, and what it says while the statistics are paused or still loading."""

from __future__ import annotations

import csv
import queue
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QMessageBox,
    QScrollArea,
    QTableWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot
from time_control import run_queued_work

from bakers_dozen_qt.qt.statistics.bridge import StatsBridge
from bakers_dozen_qt.qt.statistics.window import StatisticsWindow, show_statistics_window
from bakers_dozen_qt.qt.words import i18n
from bakers_dozen_qt.store import GameRecord, StatsService, StatsStore

WAIT_MS = 10_000  # only reached when something is broken


def game(
    variant: str = "bakers-dozen", *, won: bool = True, score: int = 1500, **kw: Any
) -> GameRecord:
    defaults: dict[str, Any] = {"deal": 7, "moves": 80, "seconds": 300.0}
    defaults.update(kw)
    return GameRecord(variant, defaults.pop("deal"), won, score=score if won else 40, **defaults)


def fill(path: Path, games: list[GameRecord]) -> None:
    with StatsStore(path) as store:
        for g in games:
            store.record(g)


def start(path: Path, **kw: Any) -> StatsService:
    service = StatsService(path, timeout=0.05, retry_delays=(0.05,), **kw)
    service.start()
    return service


@pytest.fixture(autouse=True)
def _english_numbers() -> Iterator[None]:
    # Figures are checked as an English (US) player reads them: 1,600 and 3:20.
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(before)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "statistics.sqlite"


@pytest.fixture
def services() -> Iterator[list[StatsService]]:
    started: list[StatsService] = []
    yield started
    for s in started:
        s.close(timeout=1.0)


def open_window(
    qtbot: QtBot, service: StatsService, variant: str | None, *, wait: bool = True
) -> StatisticsWindow:
    w = StatisticsWindow(service, variant)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    if wait:
        qtbot.waitUntil(lambda: w.stack.currentWidget() is w.tabs, timeout=WAIT_MS)
    return w


def ask(service: StatsService, question: Any) -> Any:
    """Ask the worker directly (after every write queued before), waiting for it."""
    answers: queue.Queue[Any] = queue.Queue()
    service.ask(question, answers.put, answers.put)
    return answers.get(timeout=WAIT_MS / 1000)


def counts(service: StatsService) -> dict[str, int]:
    return ask(service, lambda store: {v: store.summary(v).played for v in store.variants()})


def column(table: QTableWidget, col: int) -> list[str]:
    return [table.item(r, col).text() for r in range(table.rowCount())]


def tree_rows(w: StatisticsWindow) -> list[tuple[str, str]]:
    tree = w.variants
    return [
        (tree.topLevelItem(i).text(0), tree.topLevelItem(i).text(1))
        for i in range(tree.topLevelItemCount())
    ]


def click_variant(qtbot: QtBot, w: StatisticsWindow, name: str) -> None:
    tree = w.variants
    item = next(
        tree.topLevelItem(i)
        for i in range(tree.topLevelItemCount())
        if tree.topLevelItem(i).text(0) == name
    )
    at = tree.visualItemRect(item).center()
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.waitUntil(
        lambda: w.overview is not None and w.summary.title.text() == name, timeout=WAIT_MS
    )


MIXED = [
    game("bakers-dozen", score=1600),
    game("bakers-dozen", won=False),
    game("bakers-dozen", score=1900, helped=True),
    game("good-measure", score=1400, seconds=200.0),
    game("good-measure", won=False),
    game("spanish-patience", won=False),
]


def test_every_variant_is_listed_with_its_counts(
    qtbot: QtBot, db: Path, services: list[StatsService]
) -> None:
    fill(db, MIXED)
    services.append(service := start(db))
    w = open_window(qtbot, service, None)
    assert tree_rows(w) == [
        ("All variants", "6"),
        ("Baker's Dozen", "3"),
        ("Spanish Patience", "1"),
        ("Portuguese Solitaire", "0"),
        ("Good Measure", "2"),
        ("Castles in Spain", "0"),
        ("Baker's Dozen, 1883 edition", "0"),
    ]
    s = w.summary
    assert (s.played.value.text(), s.won.value.text(), s.helped.value.text()) == ("6", "3", "1")
    assert s.rate.value.text() == "50%"
    # Records leave the helped win out: 1900 was won with help.
    assert s.best.value.text() == "1,600"
    table = s.by_variant
    assert not table.isHidden()
    assert column(table, 0)[:5] == [
        "Baker's Dozen",
        "Spanish Patience",
        "Portuguese Solitaire",
        "Good Measure",
        "Castles in Spain",
    ]
    assert column(table, 1)[:5] == ["3", "1", "0", "2", "0"]
    assert column(table, 2)[:5] == ["2", "0", "0", "1", "0"]
    assert "without help" in s.footnote.text()

    click_variant(qtbot, w, "Good Measure")
    assert w.variant == "good-measure"
    assert (s.played.value.text(), s.won.value.text(), s.rate.value.text()) == ("2", "1", "50%")
    assert s.fastest.value.text() == "3:20"
    assert s.by_variant.isHidden()  # the table of every variant is for "All variants" only


def test_the_window_opens_on_the_variant_it_is_given_and_the_hook_reuses_it(
    qtbot: QtBot, db: Path, services: list[StatsService]
) -> None:
    fill(db, MIXED)
    services.append(service := start(db))
    parent = QWidget()
    qtbot.addWidget(parent)
    w = show_statistics_window(parent, service, "good-measure")
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.tabs, timeout=WAIT_MS)
    assert w.variants.currentItem().text(0) == "Good Measure"
    assert w.summary.played.value.text() == "2"
    again = show_statistics_window(parent, service, "spanish-patience")
    assert again is w
    qtbot.waitUntil(lambda: w.summary.title.text() == "Spanish Patience", timeout=WAIT_MS)
    assert w.summary.won.value.text() == "0"
    w.close()


def test_a_window_closed_before_its_answers_came_is_left_alone(
    qtbot: QtBot, db: Path, services: list[StatsService]
) -> None:
    fill(db, MIXED)
    services.append(service := start(db))
    bridge = StatsBridge(service)  # the app's, outliving the window
    parent = QWidget()
    qtbot.addWidget(parent)
    release = threading.Event()
    service.ask(lambda store: release.wait(WAIT_MS / 1000), lambda _: None)
    w = show_statistics_window(parent, bridge, None)
    assert w.stack.currentWidget() is w.loading
    w.close()
    qtbot.waitUntil(lambda: parent.findChild(StatisticsWindow) is None, timeout=WAIT_MS)
    release.set()
    done: list[object] = []
    bridge.reset("castles-in-spain", done.append)  # reset_done reaches no dead window
    qtbot.waitUntil(lambda: bool(done), timeout=WAIT_MS)
    again = show_statistics_window(parent, bridge, "bakers-dozen")
    assert again is not w
    qtbot.waitUntil(lambda: again.stack.currentWidget() is again.tabs, timeout=WAIT_MS)
    assert again.summary.played.value.text() == "3"
    again.close()


def test_leaderboard_shows_the_top_ten_in_order_with_help_marked(
    qtbot: QtBot, db: Path, services: list[StatsService]
) -> None:
    scores = [1510, 1720, 1330, 1890, 1450, 1600, 1275, 1810, 1390, 1660, 1550, 1205]
    games = [game("bakers-dozen", score=s, deal=100 + i) for i, s in enumerate(scores)]
    # Good Measure: three unaided games, two helped wins that scored higher.
    games += [
        game("good-measure", score=1500, deal=1),
        game("good-measure", score=1950, deal=2, helped=True),
        game("good-measure", won=False, deal=3),
        game("good-measure", score=1700, deal=4, hints=2),
        game("good-measure", score=1990, deal=5, helped=True),
    ]
    fill(db, games)
    services.append(service := start(db))
    w = open_window(qtbot, service, "bakers-dozen")
    qtbot.mouseClick(
        w.tabs.tabBar(), Qt.MouseButton.LeftButton, pos=w.tabs.tabBar().tabRect(2).center()
    )
    assert w.tabs.currentIndex() == 2 and w.leaderboard.isVisible()
    board = w.leaderboard.table
    assert board.rowCount() == 10
    top = sorted(scores, reverse=True)[:10]
    assert column(board, 2) == [f"{s:,}" for s in top]
    assert column(board, 0) == [str(i) for i in range(1, 11)]
    assert set(column(board, 7)) <= {"–"}  # no help used

    click_variant(qtbot, w, "Good Measure")
    assert column(board, 2) == ["1,700", "1,500", "1,990", "1,950"]  # the lost deal: not a win
    assert column(board, 0) == ["1", "2", "–", "–"]
    assert column(board, 7) == ["2 hints", "–", "With help", "With help"]
    assert board.item(2, 2).font().italic() and not board.item(0, 2).font().italic()


def test_a_top_ten_is_of_wins_and_its_heading_says_so(
    qtbot: QtBot, db: Path, services: list[StatsService]
) -> None:
    """Issue 26, point 3: a lost deal (5 points) and an abandoned one (0) are no places."""
    fill(
        db,
        [
            game(score=1600, deal=11),
            game(score=1450, deal=12),
            GameRecord("bakers-dozen", 13, False, 40, 200.0, 5),
            GameRecord("bakers-dozen", 14, False, 1, 3.0, 0),
            game(score=1500, deal=20260305, daily=True),
            GameRecord("bakers-dozen", 20260305, False, 30, 90.0, 25, daily=True),
        ],
    )
    services.append(service := start(db))
    w = open_window(qtbot, service, "bakers-dozen")
    bar = w.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())
    board = w.leaderboard.table
    assert column(board, 2) == ["1,600", "1,500", "1,450"]
    assert column(board, 0) == ["1", "2", "3"]
    assert "wins" in w.leaderboard.title.text().lower()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(3).center())
    qtbot.waitUntil(lambda: w.daily.table.rowCount() == 1, timeout=WAIT_MS)
    assert column(w.daily.table, 2) == ["1,500"]


def test_best_on_a_deal_number_is_looked_up_with_enter(
    qtbot: QtBot, db: Path, services: list[StatsService]
) -> None:
    fill(db, [game(score=1300, deal=617), game(score=1450, deal=617), game(score=1700, deal=5)])
    services.append(service := start(db))
    w = open_window(qtbot, service, "bakers-dozen")
    w.tabs.setCurrentIndex(2)
    spin = w.leaderboard.deal
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "617")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "617" in w.leaderboard.best.text(), timeout=WAIT_MS)
    text = w.leaderboard.best.text()
    assert text.startswith("Your best on deal 617 in Baker's Dozen: won, score 1,450, time 5:00")
    assert w.isVisible()  # Enter in the deal field looks up; it does not close the window
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "618")
    qtbot.mouseClick(w.leaderboard.look_up, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "618" in w.leaderboard.best.text(), timeout=WAIT_MS)
    assert "not finished deal 618" in w.leaderboard.best.text()


def test_daily_deals_show_their_runs_and_their_top_ten(
    qtbot: QtBot, db: Path, services: list[StatsService]
) -> None:
    days = [20260301, 20260302, 20260303, 20260305]
    games = [game(score=1400 + i, deal=d, daily=True) for i, d in enumerate(days)]
    games += [game(won=False, deal=20260305, daily=True), game(score=1800, deal=20260305)]
    fill(db, games)
    services.append(service := start(db))
    w = StatisticsWindow(service, "bakers-dozen")
    w.today = "2026-03-05"
    w.refresh()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.tabs, timeout=WAIT_MS)
    d = w.daily
    values = [t.value.text() for t in (d.played_now, d.played_best, d.won_now, d.won_best)]
    assert values == ["1", "3", "1", "3"]
    assert d.deals.count() == 4
    # The latest daily deal first; its board holds its two games, not the plain deal.
    qtbot.waitUntil(lambda: d.table.rowCount() == 1, timeout=WAIT_MS)
    assert column(d.table, 2) == ["1,403"]  # the lost game is no place in a top ten
    # The calendar: 1-3 and 5 March won, 4 March not played; a click picks the day's deal.
    bar = w.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(3).center())
    qtbot.waitUntil(lambda: bool(d.calendar._bars), timeout=WAIT_MS)
    days = d.calendar._days()
    tips = {day.day(): tip for (_, tip), (_, day) in zip(d.calendar._bars, days, strict=True)}
    assert tips[1].endswith("daily deal won") and tips[4].endswith("not played")
    first = next(r for r, day in d.calendar._days() if day.day() == 1 and day.month() == 3)
    qtbot.mouseClick(d.calendar, Qt.MouseButton.LeftButton, pos=first.center().toPoint())
    assert d.deals.currentData().deal == 20260301
    qtbot.waitUntil(lambda: column(d.table, 2) == ["1,400"], timeout=WAIT_MS)


def test_export_writes_every_game_to_the_chosen_csv_file(
    qtbot: QtBot, db: Path, tmp_path: Path, services: list[StatsService]
) -> None:
    fill(db, MIXED)
    services.append(service := start(db))
    w = open_window(qtbot, service, "bakers-dozen")
    qtbot.mouseClick(w.export_button, Qt.MouseButton.LeftButton)
    dialog = w.export_dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    target = tmp_path / "my games.csv"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: "exported" in w.status.text(), timeout=WAIT_MS)
    assert str(target) in w.status.text()
    with target.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == len(MIXED)
    assert [r["variant"] for r in rows] == [g.variant for g in MIXED]
    assert [r["helped"] for r in rows] == ["1" if g.helped else "0" for g in MIXED]


@pytest.mark.parametrize("documents", [True, False])
def test_export_opens_in_the_documents_folder_never_the_working_one(
    qtbot: QtBot,
    db: Path,
    tmp_path: Path,
    services: list[StatsService],
    monkeypatch: pytest.MonkeyPatch,
    documents: bool,
) -> None:
    """Issue 26: Export Games… opened in the working directory (there the source
    checkout) when the Documents folder did not exist; then the home folder."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True) if documents else home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))  # no user-dirs.dirs
    monkeypatch.chdir(tmp_path)
    fill(db, MIXED)
    services.append(service := start(db))
    w = open_window(qtbot, service, "bakers-dozen")
    qtbot.mouseClick(w.export_button, Qt.MouseButton.LeftButton)
    dialog = w.export_dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    folder = Path(dialog.directory().absolutePath())
    assert folder == (home / "Documents" if documents else home)
    dialog.reject()


def test_an_export_that_cannot_be_written_says_so(
    qtbot: QtBot, db: Path, tmp_path: Path, services: list[StatsService]
) -> None:
    fill(db, MIXED)
    services.append(service := start(db))
    w = open_window(qtbot, service, None)
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder", encoding="utf-8")
    target = blocker / "games.csv"
    w.export_to(target)
    qtbot.waitUntil(lambda: "could not be exported" in w.status.text(), timeout=WAIT_MS)
    assert str(target) in w.status.text()
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_enter_enter_on_reset_erases_nothing(
    qtbot: QtBot, db: Path, services: list[StatsService]
) -> None:
    fill(db, MIXED)
    services.append(service := start(db))
    before = counts(service)
    w = open_window(qtbot, service, "bakers-dozen")
    reset = w.reset_button
    assert reset.isEnabled()
    assert not reset.isDefault() and not reset.autoDefault()
    assert w.close_button.isDefault()

    # Focus on Reset, Enter, Enter: the window closes (Close is the default) and no
    # question is even asked.
    reset.setFocus()
    qtbot.keyClick(reset, Qt.Key.Key_Return)
    assert w.reset_box is None
    qtbot.keyClick(w.focusWidget() or w, Qt.Key.Key_Return)
    assert not w.isVisible()
    assert counts(service) == before

    # Reset clicked, then Enter, Enter: the question defaults to Cancel.
    w = open_window(qtbot, service, "bakers-dozen")
    qtbot.mouseClick(w.reset_button, Qt.MouseButton.LeftButton)
    box = w.reset_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "3 games of Baker's Dozen" in box.text()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    assert all(not b.autoDefault() for b in box.buttons() if b is not box.defaultButton())
    qtbot.keyClick(box.focusWidget() or box, Qt.Key.Key_Return)
    assert not box.isVisible() and w.reset_box is None
    qtbot.keyClick(w.focusWidget() or w, Qt.Key.Key_Return)
    assert not w.isVisible()
    assert counts(service) == before


def test_forget_games_resets_only_the_variant_shown(
    qtbot: QtBot, db: Path, services: list[StatsService]
) -> None:
    fill(db, MIXED)
    services.append(service := start(db))
    w = open_window(qtbot, service, "good-measure")
    qtbot.mouseClick(w.reset_button, Qt.MouseButton.LeftButton)
    box = w.reset_box
    assert box is not None
    forget = next(b for b in box.buttons() if "Forget" in b.text())
    qtbot.mouseClick(forget, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "were forgotten" in w.status.text(), timeout=WAIT_MS)
    assert counts(service) == {"bakers-dozen": 3, "spanish-patience": 1}
    qtbot.waitUntil(lambda: ("Good Measure", "0") in tree_rows(w), timeout=WAIT_MS)
    assert ("All variants", "4") in tree_rows(w)
    assert not w.reset_button.isEnabled()  # nothing left to forget here

    # From "All variants", Reset asks about every game and forgets them all.
    click_variant(qtbot, w, "All variants")
    qtbot.mouseClick(w.reset_button, Qt.MouseButton.LeftButton)
    box = w.reset_box
    assert box is not None and "4 games of every variant" in box.text()
    forget = next(b for b in box.buttons() if "Forget" in b.text())
    qtbot.mouseClick(forget, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ("All variants", "0") in tree_rows(w), timeout=WAIT_MS)
    assert counts(service) == {}


class Locker:
    """Another program holding ``BEGIN EXCLUSIVE`` on the statistics file."""

    def __init__(self, path: Path) -> None:
        self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        self.db.execute("BEGIN EXCLUSIVE")

    def release(self) -> None:
        self.db.execute("ROLLBACK")
        self.db.close()


def test_a_paused_service_shows_why_and_try_again_shows_the_games(
    qtbot: QtBot, db: Path, services: list[StatsService]
) -> None:
    fill(db, MIXED)
    locker = Locker(db)
    services.append(service := start(db))
    w = open_window(qtbot, service, None, wait=False)
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.paused_page, timeout=WAIT_MS)
    assert w.paused.text().startswith("Statistics are paused: another program")
    assert not w.reset_button.isEnabled() and not w.export_button.isEnabled()
    locker.release()
    qtbot.mouseClick(w.retry, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.tabs, timeout=WAIT_MS)
    assert w.summary.played.value.text() == "6"


def test_statistics_that_cannot_be_opened_show_the_paused_text(
    qtbot: QtBot, tmp_path: Path, services: list[StatsService]
) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    services.append(service := start(blocker / "statistics.sqlite"))
    w = open_window(qtbot, service, "bakers-dozen", wait=False)
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.paused_page, timeout=WAIT_MS)
    assert w.paused.text().startswith("Statistics are paused: the statistics file can be")
    assert w.paused.isVisible()


def test_loading_is_shown_until_the_answer_comes_and_the_gui_never_waits(
    qtbot: QtBot, db: Path, services: list[StatsService]
) -> None:
    fill(db, MIXED)
    services.append(service := start(db))
    release = threading.Event()
    service.ask(lambda store: release.wait(WAIT_MS / 1000), lambda _: None)  # a busy worker
    w = open_window(qtbot, service, None, wait=False)
    run_queued_work()  # all there is to do while the worker is busy
    assert w.stack.currentWidget() is w.loading and w.loading.isVisible()
    assert w.loading.text() == "Loading…"
    assert not w.reset_button.isEnabled()
    release.set()
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.tabs, timeout=WAIT_MS)
    assert w.summary.played.value.text() == "6"
    QApplication.processEvents()


def test_the_daily_deal_list_shows_its_whole_entry_in_a_long_language(
    qtbot: QtBot, db: Path, services: list[StatsService]
) -> None:
    fill(db, [game("spanish-patience", score=1400, deal=20260302, daily=True)])
    services.append(service := start(db))
    assert i18n.set_language("cs")  # long dates: "pondělí 2. března 2026"
    w = StatisticsWindow(service, None)
    w.today = "2026-03-05"
    w.refresh()
    qtbot.addWidget(w)
    w.resize(1000, 660)
    w.show()
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.tabs, timeout=WAIT_MS)
    w.tabs.setCurrentIndex(3)
    d = w.daily
    qtbot.waitUntil(lambda: d.deals.isVisible(), timeout=WAIT_MS)
    text = d.deals.currentText()
    assert "2026" in text and "(" in text  # the date and the variant
    # The list is at least as wide as it asks to be, and that holds its text.
    assert d.deals.width() >= d.deals.sizeHint().width()
    assert d.deals.sizeHint().width() > d.deals.fontMetrics().horizontalAdvance(text)


def test_the_charts_fit_the_window_at_its_default_size(
    qtbot: QtBot, db: Path, services: list[StatsService]
) -> None:
    """Issue 26: the Charts tab needed scrolling at the window's first size."""
    fill(db, [game(score=1400 + i, deal=i + 1, won=i % 3 > 0) for i in range(30)])
    services.append(service := start(db))
    w = open_window(qtbot, service, "bakers-dozen")
    bar = w.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    area = w.tabs.currentWidget()
    assert isinstance(area, QScrollArea) and area.widget() is w.charts
    run_queued_work()  # the layout the new tab asked for
    assert area.verticalScrollBar().maximum() == 0
    assert area.horizontalScrollBar().maximum() == 0
    # The charts take the room there is, not their least height.
    assert w.charts.recent.height() > w.charts.recent.minimumSizeHint().height()


def test_the_variant_list_narrows_again_after_a_longer_language(
    qtbot: QtBot, db: Path, services: list[StatsService]
) -> None:
    """Issue 26: the list stayed as wide as Czech or Serbian needed it."""
    fill(db, [game(v, deal=3) for v in ("bakers-dozen", "good-measure", "castles-in-spain")])
    services.append(service := start(db))
    w = open_window(qtbot, service, "bakers-dozen")
    qtbot.waitUntil(lambda: w.split.sizes()[0] > 0)  # the list is laid out once shown
    english = w.split.sizes()[0]
    for code in ("cs", "sr_Latn"):
        assert i18n.set_language(code)
        qtbot.waitUntil(lambda: w.split.sizes()[0] != english, timeout=WAIT_MS)
        assert i18n.set_language("en")
        qtbot.waitUntil(lambda: w.split.sizes()[0] == english, timeout=WAIT_MS)
