"""The online daily board in the real window, against the real server in its own process:
opting in through the real dialog, the win dialog's offer, what is never sent, and the
end-to-end game: today's daily deal won by mouse, the board fetched over HTTP lists it
with the server's score, and the Statistics window shows the player's place."""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from online_helpers import ServerProcess, request, skip_without_server, start, utc_today
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

skip_without_server()

from server_process import winning_game  # noqa: E402
from window_driver import WindowDriver, drop_rect, set_animation_ms, win_dialog  # noqa: E402

from bakers_dozen_qt.engine import Game, daily_deal_number, parse_moves  # noqa: E402
from bakers_dozen_qt.engine.moves import FOUNDATION, Move  # noqa: E402
from bakers_dozen_qt.engine.scoring import score  # noqa: E402
from bakers_dozen_qt.qt.files.settings import Preferences  # noqa: E402
from bakers_dozen_qt.qt.online.client import Answer  # noqa: E402
from bakers_dozen_qt.qt.online.opt_in import OnlineDialog, SendButton  # noqa: E402
from bakers_dozen_qt.qt.table.pile import Pile  # noqa: E402
from bakers_dozen_qt.qt.window.window import MainWindow  # noqa: E402
from bakers_dozen_qt.qt.words.i18n import number  # noqa: E402
from bakers_dozen_qt.store.board_queue import FILE_NAME, BoardQueue  # noqa: E402

pytestmark = pytest.mark.gui

TEN_MINUTES = 600.0


@pytest.fixture
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A board of its own for each test: the same winning line from a second player is
    never ranked, and several tests win today's deal with the same line."""
    process = start(
        str(tmp_path_factory.mktemp("board") / "board.sqlite"), "--new-players-per-address", "0"
    )
    yield process
    process.stop()


@pytest.fixture(scope="module")
def todays_win() -> tuple[dt.date, str, tuple[Move, ...]]:
    """A winning line of today's daily deal (the solver's), in a variant it wins."""
    day, variant, moves = winning_game([utc_today()])
    assert daily_deal_number(day) == daily_deal_number()  # the game's today is the board's
    return day, variant, tuple(parse_moves(moves))


def open_window(qtbot: QtBot, prefs: Preferences, tmp_path: Path, variant: str) -> MainWindow:
    w = MainWindow(
        Game.from_deal(1, variant),
        1,
        prefs,
        stats_path=tmp_path / "statistics.sqlite",
        online_path=tmp_path / FILE_NAME,
    )
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.resize(1280, 820)
    w.show()
    qtbot.waitExposed(w)
    return w


def opt_in_dialog(qtbot: QtBot, w: MainWindow) -> OnlineDialog:
    w.menus.actions.online.trigger()
    dialog = w.online.dialog
    assert isinstance(dialog, OnlineDialog)
    qtbot.waitExposed(dialog)
    return dialog


def press_ok(qtbot: QtBot, dialog: OnlineDialog) -> None:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def type_into(qtbot: QtBot, field: object, text: str) -> None:
    from PySide6.QtWidgets import QLineEdit

    assert isinstance(field, QLineEdit)
    field.selectAll()
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    qtbot.keyClicks(field, text)


@pytest.mark.slow
def test_opting_in_through_the_dialog_checks_each_field_and_sends_nothing_before_yes(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, server: ServerProcess
) -> None:
    w = open_window(qtbot, prefs, tmp_path, "bakers-dozen")
    dialog = opt_in_dialog(qtbot, w)
    assert not dialog.send.isChecked()  # no yes unless the player gives it
    # A reader hears what the address is to be, not the placeholder "https://" as if typed.
    hint = "Write the board's whole address, beginning with https:// or http://."
    assert (
        QAccessible.queryAccessibleInterface(dialog.address).text(QAccessible.Text.Description)
        == hint
    )
    assert "random code" in dialog.sent.text() and "Nothing else" in dialog.sent.text()
    # The yes without an address: said under the fields, the dialog stays.
    qtbot.mouseClick(dialog.send, Qt.MouseButton.LeftButton)
    assert dialog.send.isChecked()
    press_ok(qtbot, dialog)
    assert dialog.isVisible() and dialog.problem.isVisible()
    assert dialog.problem.text() == (
        "Write the board's whole address, beginning with https:// or http://."
    )
    type_into(qtbot, dialog.address, "board.example.org")  # no http:// or https://
    press_ok(qtbot, dialog)
    assert dialog.isVisible() and "https://" in dialog.problem.text()
    type_into(qtbot, dialog.address, server.url + "/")
    type_into(qtbot, dialog.name, "   ")  # nothing left once cleaned
    press_ok(qtbot, dialog)
    assert dialog.problem.text() == ("Choose the name to show on the board: 24 characters at most.")
    # The field the focus goes back to says the problem with it.
    assert dialog.name.accessibleDescription() == dialog.problem.text()
    assert not prefs.online_send and prefs.online_token == ""  # nothing kept yet
    type_into(qtbot, dialog.name, "  Ann   of the")
    dialog.name.insert("\u202e")  # pasted: a right-to-left override, never kept
    qtbot.keyClicks(dialog.name, " Club ")
    press_ok(qtbot, dialog)
    qtbot.waitUntil(lambda: w.online.dialog is None)
    assert prefs.online_send
    assert prefs.online_address == server.url  # made plain: no slash at the end
    assert prefs.online_name == "Ann of the Club"
    token = prefs.online_token
    assert len(token) == 32
    # The yes registered the token with the board.
    status, answer, _ = request(f"{server.url}/api/v1/players", "POST", {"token": token})
    assert (status, answer) == (200, {"status": "already"})
    # Asked again, the dialog shows what was chosen; a second yes keeps the token.
    dialog = opt_in_dialog(qtbot, w)
    assert dialog.send.isChecked() and dialog.address.text() == server.url
    press_ok(qtbot, dialog)
    qtbot.waitUntil(lambda: w.online.dialog is None)
    assert prefs.online_token == token
    # Saying no again: nothing more is sent (the token stays for a later yes).
    dialog = opt_in_dialog(qtbot, w)
    qtbot.mouseClick(dialog.send, Qt.MouseButton.LeftButton)
    press_ok(qtbot, dialog)
    qtbot.waitUntil(lambda: w.online.dialog is None)
    assert not prefs.online_send and w.online.address() is None
    w.close()


def test_the_opt_in_dialog_says_who_keeps_boards_and_how_to_start_one(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    w = open_window(qtbot, prefs, tmp_path, "bakers-dozen")
    dialog = opt_in_dialog(qtbot, w)
    howto = dialog.howto.text()
    assert dialog.howto.isVisible()
    assert "players" in howto and "bakers-dozen-server" in howto
    assert "pip install 'bakers-dozen-qt[server]'" in howto
    assert "http://127.0.0.1:8080" in howto  # the address a board started so says
    dialog.reject()
    w.close()


def test_a_daily_deal_given_up_at_once_is_not_sent(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, server: ServerProcess
) -> None:
    prefs.online_address, prefs.online_name = server.url, "Ann"
    prefs.online_token, prefs.online_send = "u" * 32, True
    w = open_window(qtbot, prefs, tmp_path, "bakers-dozen")
    d = WindowDriver(qtbot, w)
    w.daily_deal()
    d.play(next(iter(w.session.game.legal_moves)))  # in no time: under the board's floor
    w.new_deal(7)
    assert w.online.board_sender.queue.queue == []  # the board would refuse it: not sent
    w.close()


def test_a_daily_deal_given_up_after_one_move_reaches_the_board_with_the_time_played(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, server: ServerProcess
) -> None:
    """Issue 36: the clock starts at the first move and a lost game kept the clock at its
    last move, so one move was 0 s: under the board's floor, dropped without a word."""
    from time_control import FakeTime

    prefs.online_address, prefs.online_name = server.url, "Una"
    prefs.online_token, prefs.online_send = "n" * 32, True
    now = FakeTime()
    w = MainWindow(
        Game.from_deal(1, "bakers-dozen"),
        1,
        prefs,
        stats_path=tmp_path / "statistics.sqlite",
        online_path=tmp_path / FILE_NAME,
        now=now,
    )
    now.drive(w.session.clock)
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    d = WindowDriver(qtbot, w)
    w.daily_deal()
    d.play(next(iter(w.session.game.legal_moves)))
    now.advance(12.0)  # twelve seconds on the deal after its one move
    sender = w.online.board_sender
    with qtbot.waitSignal(sender.answered, timeout=20_000) as blocker:
        w.new_deal(7)
    payload, answer = blocker.args
    assert answer.status == 201 and payload["seconds"] == 12.0
    status, board, _ = request(
        f"{server.url}/api/v1/boards/{dt.date.today().isoformat()}/bakers-dozen"
    )
    assert status == 200 and board["players"] >= 1
    w.close()


def test_a_numbered_deal_is_never_sent_even_opted_in(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, server: ServerProcess
) -> None:
    prefs.online_address, prefs.online_name = server.url, "Ann"
    prefs.online_token, prefs.online_send = "t" * 32, True
    w = open_window(qtbot, prefs, tmp_path, "bakers-dozen")
    # Deal 1 by number (not the daily deal), played to the end.
    sys_path_moves = parse_moves(
        (Path(__file__).parents[1] / "test_window_full_game.py")
        .read_text()
        .split('DEAL_1_WIN = """')[1]
        .split('"""')[0]
    )
    d = WindowDriver(qtbot, w)
    d.play_all(sys_path_moves)
    assert w.session.game.is_won()
    assert d.win_box().findChild(SendButton) is None
    assert w.online.board_sender.queue.queue == []
    assert not (tmp_path / FILE_NAME).exists()
    w.close()


@pytest.mark.slow
def test_the_win_dialog_offers_the_board_and_leads_through_the_opt_in(
    qtbot: QtBot,
    prefs: Preferences,
    tmp_path: Path,
    server: ServerProcess,
    todays_win: tuple[dt.date, str, tuple[Move, ...]],
) -> None:
    day, variant, moves = todays_win
    w = open_window(qtbot, prefs, tmp_path, variant)
    d = WindowDriver(qtbot, w)
    w.daily_deal()
    assert d.tally().daily and d.deal_number() == daily_deal_number(day)
    d.play_all(moves[:-1])
    d.set_time_played(TEN_MINUTES)  # a test plays faster than the board believes
    d.play_all(moves[-1:])
    offer = d.win_box().findChild(SendButton)
    assert offer is not None and offer.text() == "Send to &Online Board…"
    qtbot.mouseClick(offer, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.online.dialog is not None)
    dialog = w.online.dialog
    assert dialog is not None and dialog.send.isChecked()  # the offer was the yes asked for
    type_into(qtbot, dialog.address, server.url)
    type_into(qtbot, dialog.name, "Bea")
    sender = w.online.board_sender
    with qtbot.waitSignal(sender.answered, timeout=20_000) as blocker:
        press_ok(qtbot, dialog)
    assert blocker.args[1].status == 201
    entry = blocker.args[1].body["entry"]
    assert entry["name"] == "Bea" and entry["won"] and entry["rank"] is not None
    assert entry["score"] == score(52, True, TEN_MINUTES)
    w.close()


@pytest.mark.slow
def test_the_win_dialog_says_sending_then_the_place_when_the_board_answers(
    qtbot: QtBot,
    prefs: Preferences,
    tmp_path: Path,
    todays_win: tuple[dt.date, str, tuple[Move, ...]],
) -> None:
    """Issue 36: the place was said for 8 s in the status bar, behind the win dialog."""
    from online_helpers import free_port

    _day, variant, moves = todays_win
    port = free_port()  # the board is down at first: the result waits
    prefs.online_address, prefs.online_name = f"http://127.0.0.1:{port}", "Ida"
    prefs.online_token, prefs.online_send = "i" * 32, True
    w = open_window(qtbot, prefs, tmp_path, variant)
    sender = w.online.board_sender
    sender.delay_s = lambda failures: 3600.0  # the retry is the test's to make
    d = WindowDriver(qtbot, w)
    w.daily_deal()
    d.play_all(moves[:-1])
    d.set_time_played(TEN_MINUTES)
    shown: list[str] = []
    w.end.win_shown.connect(lambda box: shown.append(box.informativeText()))
    d.play_all(moves[-1:])
    box = d.win_box()
    assert "Online board: sending your result…" in shown[0]
    qtbot.waitUntil(
        lambda: "Online board: not reached now" in box.informativeText(), timeout=20_000
    )
    assert "your result is kept and will be sent later" in box.informativeText()
    server = start(str(tmp_path / "board.sqlite"), "--port", str(port))
    try:
        # The retry (again while Qt still holds the refused connection): the open
        # dialog says the place the board gave.
        while True:
            with qtbot.waitSignal(sender.answered, timeout=20_000) as blocker:
                sender.kick()
            if blocker.args[1].reached:
                break
        assert blocker.args[1].status == 201
        qtbot.waitUntil(lambda: "Online board: place 1" in box.informativeText(), timeout=5000)
    finally:
        server.stop()
    assert "sending" not in box.informativeText()
    w.close()


@pytest.mark.slow
def test_end_to_end_todays_daily_deal_won_by_mouse_is_on_the_board_with_its_score(
    qtbot: QtBot,
    prefs: Preferences,
    tmp_path: Path,
    server: ServerProcess,
    todays_win: tuple[dt.date, str, tuple[Move, ...]],
    capsys: pytest.CaptureFixture[str],
) -> None:
    day, variant, moves = todays_win
    w = open_window(qtbot, prefs, tmp_path, variant)
    # Opt in through the real dialog.
    dialog = opt_in_dialog(qtbot, w)
    type_into(qtbot, dialog.address, server.url)
    type_into(qtbot, dialog.name, "Cleo")
    qtbot.mouseClick(dialog.send, Qt.MouseButton.LeftButton)
    press_ok(qtbot, dialog)
    qtbot.waitUntil(lambda: w.online.dialog is None)
    # Game → Daily Deal, then every move by mouse: a drag, a click-click, a double-click.
    d = WindowDriver(qtbot, w)
    d.trigger("daily")
    assert d.tally().daily and d.deal_number() == daily_deal_number(day)
    sender = w.online.board_sender
    won_at: list[float] = []
    d.on_won(lambda: won_at.append(time.perf_counter()))
    answers: list[tuple[float, Answer]] = []
    sender.answered.connect(lambda _, answer: answers.append((time.perf_counter(), answer)))
    for i, move in enumerate(moves):
        if i == len(moves) - 1:
            d.set_time_played(TEN_MINUTES)  # a test plays faster than the board believes
        card = w.session.game.top(move.source)
        assert card is not None
        to_foundation = move.target == FOUNDATION
        pile = Pile.foundation(card.suit) if to_foundation else Pile.column(move.target)
        gesture = i % 3
        if gesture == 0 and to_foundation:
            d.double_click_card(card.name)
        elif gesture == 1:
            d.click_card(card.name)
            d.click(drop_rect(w, pile).center())
        else:
            d.drag_card(card.name, pile)
        assert w.session.game.peek() == move, f"move {i + 1} ({move}) did not land"
    # The win is sent by itself; the game did not wait for it.
    assert w.session.game.is_won() and won_at
    qtbot.waitUntil(lambda: bool(answers), timeout=20_000)
    accepted_at, answer = answers[0]
    assert answer.status == 201, answer
    entry = answer.body["entry"]
    latency_ms = (accepted_at - won_at[0]) * 1000
    with capsys.disabled():
        print(f"\n[online board] win -> accepted entry: {latency_ms:.0f} ms")
    # The board, fetched over HTTP, lists the game with the score the server worked out.
    status, board, _ = request(f"{server.url}/api/v1/boards/{day.isoformat()}/{variant}")
    assert status == 200
    listed = [e for e in board["entries"] if e["id"] == entry["id"]]
    assert listed and listed[0]["name"] == "Cleo"
    assert listed[0]["score"] == score(52, True, TEN_MINUTES) == entry["score"]
    assert listed[0]["moves"] == len(moves) and listed[0]["rank"] >= 1
    assert BoardQueue.load(tmp_path / FILE_NAME).entry_for(day.isoformat(), variant) == entry["id"]
    # The Statistics window's Daily Deals page shows the board and the player's place.
    if win_dialog(w) is not None:
        win_dialog(w).close()
    stats = w.show_statistics()
    assert stats is not None
    view = stats.online_board  # type: ignore[attr-defined]
    assert view is not None
    stats.tabs.setCurrentIndex(3)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: any(row[1] == "Cleo" for row in view.row_texts()), timeout=20_000)
    row = next(row for row in view.row_texts() if row[1] == "Cleo")
    assert row[0] == str(listed[0]["rank"])
    assert row[2] == number(entry["score"])
    # The board counts every move (the win dialog's "made for you" too): said under it.
    assert row[4] == number(len(moves)) and not view.moves_note.isHidden()
    assert view.moves_note.text() == "The board counts every move, the ones made for you too."
    qtbot.waitUntil(lambda: view.place.isVisible(), timeout=20_000)
    assert view.place.text() == f"Your place: {listed[0]['rank']}"
    stats.close()
    w.close()


@pytest.mark.slow
def test_a_daily_deal_given_up_offline_is_kept_told_once_in_the_status_bar_and_sent_later(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    from online_helpers import free_port
    from PySide6.QtWidgets import QApplication

    port = free_port()
    prefs.online_address, prefs.online_name = f"http://127.0.0.1:{port}", "Dan"
    prefs.online_token, prefs.online_send = "d" * 32, True
    w = open_window(qtbot, prefs, tmp_path, "bakers-dozen")
    d = WindowDriver(qtbot, w)
    w.daily_deal()
    sender = w.online.board_sender
    sender.delay_s = lambda failures: 0.05  # the back-off's figures are tested alone
    told: list[str] = []
    sender.told.connect(told.append)
    d.set_time_played(60.0)  # a minute on the deal: a test plays faster than a hand
    d.play(next(iter(w.session.game.legal_moves)))
    # A new deal gives the daily deal up after a move: its result goes (or waits).
    with qtbot.waitSignal(sender.answered, timeout=20_000) as blocker:
        w.new_deal(7)
    assert not blocker.args[1].reached
    assert d.deal_number() == 7  # the game went on at once
    for _ in range(2):
        with qtbot.waitSignal(sender.answered, timeout=20_000):
            pass
    unreachable = (
        "Cannot reach the online board (Connection refused): your daily result is kept and "
        "will be sent later."
    )
    assert told == [unreachable]  # told once, however often it is tried
    assert QApplication.activeModalWidget() is None  # never a dialog
    queued = BoardQueue.load(tmp_path / FILE_NAME).queue
    assert [q["date"] for q in queued] == [dt.date.today().isoformat()]
    assert queued[0]["name"] == "Dan" and len(str(queued[0]["moves"]).split()) == 1
    w.close()
    # The next start, with the board up: the result left over goes after the first frame.
    server = start(str(tmp_path / "board.sqlite"), "--port", str(port))
    try:
        again = open_window(qtbot, prefs, tmp_path, "bakers-dozen")
        qtbot.waitUntil(
            lambda: (
                again.statusBar().currentMessage() == "Your daily result is on the online board."
            ),
            timeout=20_000,
        )
        assert BoardQueue.load(tmp_path / FILE_NAME).queue == []
        status, board, _ = request(
            f"{server.url}/api/v1/boards/{dt.date.today().isoformat()}/bakers-dozen"
        )
        assert status == 200 and board["players"] == 1 and board["ranked"] == 0
        again.close()
    finally:
        server.stop()


def test_the_daily_deals_page_says_not_opted_in_and_asks_nothing(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    w = open_window(qtbot, prefs, tmp_path, "bakers-dozen")
    stats = w.show_statistics()
    assert stats is not None
    view = stats.online_board  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: view.status.text() != "")
    assert view.status.text() == (
        "Not opted in: nothing is sent or asked. Game → Online Daily Board… joins a board."
    )
    assert w.online._client is None  # no network object was even made
    stats.close()
    w.close()


@pytest.mark.slow
def test_an_open_daily_deals_page_shows_the_game_once_the_board_takes_it(
    qtbot: QtBot,
    prefs: Preferences,
    tmp_path: Path,
    todays_win: tuple[dt.date, str, tuple[Move, ...]],
) -> None:
    from online_helpers import free_port

    _day, variant, moves = todays_win
    port = free_port()
    prefs.online_address, prefs.online_name = f"http://127.0.0.1:{port}", "Dora"
    prefs.online_token, prefs.online_send = "o" * 32, True
    w = open_window(qtbot, prefs, tmp_path, variant)
    sender = w.online.board_sender
    sender.delay_s = lambda failures: 3600.0  # the retry is the test's to make
    d = WindowDriver(qtbot, w)
    w.daily_deal()
    d.play_all(moves[:-1])
    d.set_time_played(TEN_MINUTES)
    with qtbot.waitSignal(sender.answered, timeout=20_000):
        d.play_all(moves[-1:])  # the board is down: the win waits
    stats = w.show_statistics()
    assert stats is not None
    stats.tabs.setCurrentIndex(3)  # type: ignore[attr-defined]
    view = stats.online_board  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: view.status.text().startswith("Cannot reach"), timeout=20_000)
    server = start(str(tmp_path / "board.sqlite"), "--port", str(port))
    try:
        sender.kick()  # the retry: the board takes the game, the open page shows it
        qtbot.waitUntil(lambda: any(r[1] == "Dora" for r in view.row_texts()), timeout=20_000)
        qtbot.waitUntil(lambda: view.place.text() == "Your place: 1", timeout=20_000)
    finally:
        server.stop()
    stats.close()
    w.close()


def test_a_board_that_answers_nonsense_shows_dashes_and_names_as_text(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    # The board is someone else's server: whatever its rows hold, the page shows text.
    from bakers_dozen_qt.qt.online.board_view import OnlineBoardView

    w = open_window(qtbot, prefs, tmp_path, "bakers-dozen")
    view = OnlineBoardView(w.online)
    qtbot.addWidget(view)
    rows = [
        {"id": 1, "rank": True, "name": "<b>Eve</b>", "score": "9", "seconds": "x", "moves": 3},
        {"id": 2, "rank": 2, "name": "Fay", "score": 10, "seconds": -5, "moves": None},
        "not a row",
    ]
    view._fill(rows, mine=2)
    assert view.row_texts() == [
        ["–", "<b>Eve</b>", "–", "–", "3"],
        ["2", "Fay", "10", "–", "–"],
    ]
    assert not view.moves_note.isHidden()
    view._fill([], mine=None)
    assert view.moves_note.isHidden()
    w.close()


@pytest.mark.slow
def test_a_window_closed_while_its_result_is_on_the_way_loses_nothing_and_doubles_nothing(
    qtbot: QtBot,
    prefs: Preferences,
    tmp_path: Path,
    server: ServerProcess,
    todays_win: tuple[dt.date, str, tuple[Move, ...]],
) -> None:
    day, variant, moves = todays_win
    prefs.online_address, prefs.online_name = server.url, "Gus"
    prefs.online_token, prefs.online_send = "g" * 32, True
    w = open_window(qtbot, prefs, tmp_path, variant)
    d = WindowDriver(qtbot, w)
    w.daily_deal()
    d.play_all(moves[:-1])
    d.set_time_played(TEN_MINUTES)
    d.play_all(moves[-1:])
    w.close()  # at once: the answer, if any, is never read
    assert len(BoardQueue.load(tmp_path / FILE_NAME).queue) == 1  # on disk before it went
    again = open_window(qtbot, prefs, tmp_path, variant)  # sent again after the first frame
    qtbot.waitUntil(lambda: BoardQueue.load(tmp_path / FILE_NAME).queue == [], timeout=20_000)
    status, board, _ = request(f"{server.url}/api/v1/boards/{day.isoformat()}/{variant}")
    assert status == 200 and [e["name"] for e in board["entries"]].count("Gus") == 1
    again.close()
