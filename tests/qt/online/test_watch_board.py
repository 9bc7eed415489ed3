"""Statistics → Daily Deals → the online board → Watch: an entry's line fetched from the
real server (in its own process) and replayed on the table; an answer that cannot be
watched is said, and nothing is shown."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from online_helpers import ServerProcess, skip_without_server, start, utc_today
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

skip_without_server()

from board_helpers import line_variants  # noqa: E402
from server_process import send_game, winning_game  # noqa: E402
from window_driver import WindowDriver, set_animation_ms  # noqa: E402

from bakers_dozen_qt.engine import Game, daily_deal_number  # noqa: E402
from bakers_dozen_qt.engine.submission import new_token  # noqa: E402
from bakers_dozen_qt.qt.files.settings import Preferences  # noqa: E402
from bakers_dozen_qt.qt.online.board_view import watchable  # noqa: E402
from bakers_dozen_qt.qt.online.client import Answer  # noqa: E402
from bakers_dozen_qt.qt.window.window import MainWindow  # noqa: E402
from bakers_dozen_qt.store.board_queue import FILE_NAME  # noqa: E402
from bakers_dozen_qt.store.stats import StatsStore  # noqa: E402
from bakers_dozen_qt.store.stats_records import GameRecord  # noqa: E402

pytestmark = pytest.mark.gui


@pytest.fixture(scope="module")
def board(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ServerProcess, str, str]]:
    """A real board with today's winning line sent by two players (the second's with two
    moves in the other order: the board ranks a line once): (server, variant, the line)."""
    day, variant, moves = winning_game([utc_today()])
    server = start(str(tmp_path_factory.mktemp("board") / "board.sqlite"))
    other = next(line_variants(day, variant, moves))
    for name, seconds, line in (("Ann", 300.0, moves), ("<b>Bo</b>", 400.0, other)):
        body = {
            "date": day.isoformat(), "variant": variant, "moves": line, "seconds": seconds,
            "hints": 0, "undos": 0, "helped": False, "name": name, "token": new_token(),
        }  # fmt: skip
        assert send_game(server.url, body)[0] == 201
    yield server, variant, moves
    server.stop()


def test_watch_replays_a_board_entry_on_the_table(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, board: tuple[ServerProcess, str, str]
) -> None:
    server, variant, line = board
    prefs.online_address, prefs.online_name = server.url, "Cy"
    prefs.online_token, prefs.online_send = "c" * 32, True
    w = MainWindow(
        Game.from_deal(5, variant),
        5,
        prefs,
        stats_path=tmp_path / "statistics.sqlite",
        online_path=tmp_path / FILE_NAME,
    )
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    d = WindowDriver(qtbot, w)
    before = w.session.game.board_text()
    stats = d.open_statistics()
    stats.tabs.setCurrentIndex(3)  # Daily Deals: today's board of the game's variant
    view = stats.online_board
    assert view is not None
    qtbot.waitUntil(
        lambda: [r[1] for r in view.row_texts()] == ["Ann", "<b>Bo</b>"], timeout=20_000
    )
    assert view.watch_button.isVisible() and not view.watch_button.isEnabled()
    view.table.setFocus()
    view.table.selectRow(1)
    assert view.watch_button.isEnabled()
    # Today's deal, not finished here: watching would show how it is won, so the game
    # asks first; Cancel leaves the board as it was.
    QTest.keyClick(view.table, Qt.Key.Key_Return)  # Enter watches; it does not close
    d.answer(spoiler_box(qtbot, stats), "Cancel")
    qtbot.waitUntil(lambda: view.spoiler_box is None)
    assert not d.replaying() and stats.isVisible()
    QTest.keyClick(view.table, Qt.Key.Key_Return)
    d.answer(spoiler_box(qtbot, stats), "&Watch")
    qtbot.waitUntil(d.replaying, timeout=20_000)
    assert not shiboken6.isValid(stats) or not stats.isVisible()
    heading = d.replay_panel().heading.text()
    assert heading.startswith("<b>Bo</b> on the online board: ")
    assert heading.endswith(f"daily deal {utc_today().isoformat()}")
    moves = line.split()
    assert len(d.replay_rows()) == len(moves) + 1
    today = Game.from_daily(daily_deal_number(utc_today()), variant)
    assert d.shown_board() == today.board_text(reveal=False)  # today's deal
    # The closed Statistics window goes with the event loop's next turn, as a player's
    # would before their next key.
    qtbot.waitUntil(lambda: not shiboken6.isValid(stats))
    d.press(Qt.Key.Key_End)
    assert d.replay_index() == len(moves) and w.scene.game.is_won()
    d.press(Qt.Key.Key_Escape)
    assert not d.replaying() and w.session.game.board_text() == before


def spoiler_box(qtbot: QtBot, stats: QWidget) -> QMessageBox:
    """The box asking before a daily deal the player has not finished is shown won."""
    qtbot.waitUntil(lambda: stats.findChild(QMessageBox, "watch-spoiler") is not None)
    box = stats.findChild(QMessageBox, "watch-spoiler")
    assert isinstance(box, QMessageBox)
    qtbot.waitExposed(box)
    assert "not finished this daily deal" in box.text()
    return box


def test_a_daily_deal_finished_here_is_watched_without_a_question(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, board: tuple[ServerProcess, str, str]
) -> None:
    server, variant, _ = board
    prefs.online_address, prefs.online_name = server.url, "Cy"
    prefs.online_token, prefs.online_send = "c" * 32, True
    stats_path = tmp_path / "statistics.sqlite"
    with StatsStore(stats_path) as store:  # today's daily of the variant, lost here
        store.record(
            GameRecord(variant, daily_deal_number(utc_today()), False, 12, 90.0, 30, daily=True)
        )
    w = MainWindow(
        Game.from_deal(5, variant), 5, prefs, stats_path=stats_path,
        online_path=tmp_path / FILE_NAME,
    )  # fmt: skip
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    d = WindowDriver(qtbot, w)
    stats = d.open_statistics()
    stats.tabs.setCurrentIndex(3)
    view = stats.online_board
    assert view is not None
    qtbot.waitUntil(lambda: len(view.row_texts()) == 2, timeout=20_000)
    qtbot.waitUntil(lambda: view.finished_here(utc_today().isoformat(), variant))
    view.table.setFocus()
    view.table.selectRow(0)
    QTest.keyClick(view.table, Qt.Key.Key_Return)  # no question: a box would hold it
    qtbot.waitUntil(d.replaying, timeout=20_000)
    d.press(Qt.Key.Key_Escape)


def answer(entry: object, status: int = 200) -> Answer:
    return Answer(status, {"entry": entry})


GOOD = {"name": "Ann", "date": "2026-11-30", "variant": "bakers-dozen", "line": "1-2 3-f"}


@pytest.mark.parametrize(
    ("given", "said"),
    [
        (Answer(None, error="connection refused"), "connection refused"),
        (Answer(404, error="no such entry"), "no such entry"),
        (answer("not an entry"), "HTTP 200"),
        (answer({**GOOD, "date": "2026-13-45"}), "damaged"),
        (answer({**GOOD, "date": "yesterday"}), "damaged"),
        (answer({**GOOD, "variant": "chess"}), "damaged"),
        (answer({**GOOD, "line": None}), "no moves"),
        (answer({**GOOD, "line": "1-2 " * 5000}), "no moves"),
        (answer({**GOOD, "line": "1-2 x-y"}), "damaged"),
        (answer({**GOOD, "line": "1-2 " * 2001}), "damaged"),
    ],
)
def test_a_board_answer_that_cannot_be_watched_says_why(given: Answer, said: str) -> None:
    found = watchable(given)
    assert isinstance(found, str) and said in found


def test_a_good_answer_is_read_whole() -> None:
    found = watchable(answer({**GOOD, "name": "x" * 500}))
    assert not isinstance(found, str)
    name, date, variant, moves = found
    assert (len(name), date, variant, [str(m) for m in moves]) == (
        96, "2026-11-30", "bakers-dozen", ["1-2", "3-f"]
    )  # fmt: skip
    assert dt.date.fromisoformat(date)
