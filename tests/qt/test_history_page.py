"""Statistics → History: every finished game, newest first, filtered by variant, result
and daily; Replay shows a game on the table, Play This Deal Again deals it again; and a
long history is filled a page at a time."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, board_text, set_animation_ms

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.engine.deals import daily_cards
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.statistics.history_page import HistoryPage
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store import GameLine, GameRecord, StatsStore
from bakers_dozen_qt.store.stats_history import PAGE


@pytest.fixture(autouse=True)
def _english_dates() -> None:
    from PySide6.QtCore import QLocale

    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def played(deal: int, variant: str = "bakers-dozen", *, daily: bool = False) -> Game:
    game = Game.from_daily(deal, variant) if daily else Game.from_deal(deal, variant)
    pick = random.Random(deal)
    for _ in range(30):
        legal = list(game.legal_moves)
        if not legal:
            break
        game.push(pick.choice(legal))
    return game


def rec(deal: int, minute: int, variant: str = "bakers-dozen", **kw: object) -> GameRecord:
    daily = bool(kw.get("daily"))
    game = played(deal, variant, daily=daily)
    args: dict[str, object] = {
        "variant": variant,
        "deal": deal,
        "won": False,
        "moves": game.moves_count,
        "seconds": 100.0 + minute,
        "score": 500 + minute,
        "finished_at": f"2026-11-20T{minute // 60:02d}:{minute % 60:02d}:00Z",
        "line": GameLine(game.rules, game.move_stack),
    }
    args.update(kw)
    return GameRecord(**args)  # type: ignore[arg-type]


GAMES = [
    rec(101, 1),
    rec(102, 2, "spanish-patience", won=True, score=1400),
    rec(20261119, 3, daily=True),
    rec(104, 4, won=True, helped=True),
    rec(105, 5, line=None),  # played with a version that kept no line
    rec(20271119, 6, "spanish-patience", daily=True),  # its variant's own daily shuffle
]


def all_variants(d: WindowDriver) -> HistoryPage:
    """The History page with every variant's games (it opens on the game's variant)."""
    page = d.open_history()
    page.window().show_variant(None)  # type: ignore[attr-defined]
    d.qtbot.waitUntil(lambda: page.model.which.variant is None)
    d.wait_history(page)
    return page


def machine(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, games: list[GameRecord]
) -> tuple[MainWindow, WindowDriver]:
    stats = tmp_path / "stats.sqlite"
    with StatsStore(stats) as store:
        store._db.execute("PRAGMA synchronous = OFF")  # many games: no sync for each
        for g in games:
            store.record(g)
    w = MainWindow(Game.from_deal(3), 3, prefs, stats_path=stats)
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    return w, WindowDriver(qtbot, w)


def test_the_history_lists_every_game_newest_first_and_filters_it(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    _w, d = machine(qtbot, prefs, tmp_path, GAMES)
    page = all_variants(d)
    rows = d.history_rows(page)
    assert [r[3] for r in rows] == ["Lost", "Lost", "Won with help", "Lost", "Won", "Lost"]
    assert [r[2] for r in rows] == [
        "Daily, 11/19/27",
        "105",
        "104",
        "Daily, 11/19/26",
        "102",
        "101",
    ]
    # (Qt's US time puts a narrow no-break space before AM.)
    assert [c.replace("\u202f", " ") for c in rows[0][:2]] == [
        "11/20/26 12:06 AM",
        "Spanish Patience",
    ]
    assert page.count.text() == "6 games"
    # The window's list of variants chooses the variant; the page's own boxes the rest.
    stats = page.window()
    stats.show_variant("spanish-patience")  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: page.model.which.variant == "spanish-patience")
    d.wait_history(page)
    assert [r[1] for r in d.history_rows(page)] == ["Daily, 11/19/27", "102"]  # no variant column
    stats.show_variant(None)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: page.model.which.variant is None)
    d.wait_history(page)
    page.result.setFocus()
    QTest.keyClick(page.result, Qt.Key.Key_Down)  # All results → Won
    d.wait_history(page)
    assert [r[2] for r in d.history_rows(page)] == ["104", "102"]
    assert page.count.text() == "2 games"
    page.result.setCurrentIndex(0)
    page.kind.setCurrentIndex(1)  # daily deals
    d.wait_history(page)
    assert [r[2] for r in d.history_rows(page)] == ["Daily, 11/19/27", "Daily, 11/19/26"]
    page.kind.setCurrentIndex(2)  # numbered deals
    d.wait_history(page)
    assert len(d.history_rows(page)) == 4


def test_replay_from_the_history_shows_that_game_and_the_window_gives_way(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    _w, d = machine(qtbot, prefs, tmp_path, GAMES)
    page = all_variants(d)
    d.choose_history_row(page, 0)  # Spanish Patience's daily deal of 2027-11-19
    stats = page.window()
    QTest.keyClick(page.table, Qt.Key.Key_Return)  # Enter replays; it does not close
    qtbot.waitUntil(d.replaying, timeout=10_000)
    assert not shiboken6.isValid(stats) or not stats.isVisible()  # closed: it hid the table
    line = GAMES[5].line
    assert line is not None
    d.press(Qt.Key.Key_End)
    assert d.shown_board() == played(20271119, "spanish-patience", daily=True).board_text(
        reveal=False
    )
    assert d.replay_index() == len(line.moves)
    heading = d.replay_panel().heading.text().replace("\u202f", " ")
    assert heading == "Your game of 11/20/26 12:06 AM: Spanish Patience, Daily Deal 11/19/27, Lost"
    d.press(Qt.Key.Key_Escape)
    assert not d.replaying() and d.deal_number() == 3


def test_a_game_whose_moves_were_not_kept_says_so_and_cannot_be_replayed(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    _w, d = machine(qtbot, prefs, tmp_path, GAMES)
    page = all_variants(d)
    d.choose_history_row(page, 1)  # deal 105
    assert not page.replay_button.isEnabled() and page.again_button.isEnabled()
    assert "No moves were kept" in page.note.text()
    QTest.keyClick(page.table, Qt.Key.Key_Return)
    assert not d.replaying() and page.window().isVisible()


def test_play_this_deal_again_deals_the_same_cards(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    w, d = machine(qtbot, prefs, tmp_path, GAMES)
    page = all_variants(d)
    d.choose_history_row(page, 4)  # Spanish Patience, deal 102
    qtbot.mouseClick(page.again_button, Qt.MouseButton.LeftButton)
    assert d.deal_number() == 102
    assert w.session.game.rules.id == "spanish-patience"
    assert board_text(w) == Game.from_deal(102, "spanish-patience").board_text(reveal=False)
    assert not d.tally().daily


def test_a_daily_deal_played_again_is_a_numbered_deal_and_says_so(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    w, d = machine(qtbot, prefs, tmp_path, GAMES)
    page = all_variants(d)
    d.choose_history_row(page, 0)  # Spanish Patience's daily deal of 2027-11-19
    assert "counted as the numbered deal" in page.note.text()
    qtbot.mouseClick(page.again_button, Qt.MouseButton.LeftButton)
    number = daily_cards(20271119, "spanish-patience")
    assert number != 20271119 and d.deal_number() == number
    assert not d.tally().daily  # practice for the day: never the daily deal
    daily = Game.from_daily(20271119, "spanish-patience")
    assert board_text(w) == daily.board_text(reveal=False)
    assert "counts as that numbered deal" in d.status_message()


def test_a_long_history_is_filled_a_page_at_a_time(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    many = [
        GameRecord(
            "bakers-dozen",
            1 + i,
            i % 3 == 0,
            40,
            100.0,
            i,
            finished_at=f"2026-{1 + i // 20000:02d}-01T00:00:{i % 60:02d}Z",
        )
        for i in range(3 * PAGE + 17)
    ]
    _w, d = machine(qtbot, prefs, tmp_path, many)
    page = all_variants(d)
    assert page.model.rowCount() == PAGE and page.model.pages_asked == 1
    assert page.count.text() == f"{len(many):,} games"
    for pages in (2, 3, 4):
        page.table.scrollToBottom()  # the view asks for the next page at the end
        qtbot.waitUntil(lambda p=pages: page.model.pages_asked == p, timeout=10_000)  # type: ignore[misc]
        d.wait_history(page)
    assert page.model.rowCount() == len(many)
    page.table.scrollToBottom()
    assert page.model.pages_asked == 4  # the end: nothing more to ask
    deals = [int(r[2]) for r in d.history_rows(page)]
    assert sorted(deals) == list(range(1, len(many) + 1)) and len(set(deals)) == len(deals)
