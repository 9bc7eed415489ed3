"""A board that misbehaves (``hostile_board.py``, a real HTTP server in its own process)
cannot hurt the game: an endless or huge answer is cut off at the cap, a trickle at the
deadline, numbers beyond reason never reach Qt, a redirect never takes the token to
another host, a loop is told as a loop, and ``Retry-After: 9999999`` waits an hour at
most. First the client alone, then the real window: a daily result sent to each hostile
board, and the Statistics window's Daily Deals page showing its board. (How much memory
and how long a stall each costs: ``benchmarks/hostile_board_bench.py``.)"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from online_helpers import HostileBoard, lost_result, start_hostile
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, set_animation_ms

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.online.answer_numbers import MOST_RETRY_S, retry_seconds, seconds, whole
from bakers_dozen_qt.qt.online.client import MAX_ANSWER_BYTES, Answer, BoardClient
from bakers_dozen_qt.qt.online.sender import BoardSender
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.store.board_queue import FILE_NAME, BoardQueue

pytestmark = pytest.mark.gui

TOO_LARGE = "The online board's answer is far too large to be a board."
TOO_SLOW = "The online board took too long to answer."
LOOP = "The online board's address redirects in a loop."
ELSEWHERE = "The online board's address redirects to another server: nothing is sent there."


@pytest.fixture(scope="module")
def away() -> Iterator[HostileBoard]:
    """Another host (127.0.0.2): what it sees, the game sent where it must not."""
    board = start_hostile("127.0.0.2")
    yield board
    board.stop()


@pytest.fixture(scope="module")
def hostile(away: HostileBoard) -> Iterator[HostileBoard]:
    board = start_hostile(away=away.url)
    yield board
    board.stop()


def ask(qtbot: QtBot, client: BoardClient, base: str, *, post: bool = False) -> Answer:
    got: list[Answer] = []
    if post:
        client.post(base, "/submissions", lost_result(token="t" * 32), got.append)
    else:
        client.get(base, "/boards/2026-12-07/bakers-dozen?limit=100", got.append)
    qtbot.waitUntil(lambda: bool(got), timeout=30_000)
    assert client.busy == 0
    return got[0]


# --- the numbers ---------------------------------------------------------------------------


def test_numbers_beyond_reason_are_none_never_an_overflow() -> None:
    assert whole(7) == 7 and whole(0) == 0
    for nonsense in (10**30, 2**70, -1, True, 1.5, "9", None, [1]):
        assert whole(nonsense) is None
    assert whole(0, low=1) is None
    assert seconds(12) == 12.0 and seconds(61.5) == 61.5
    for nonsense in (1e308, float("inf"), float("nan"), -1, 10**400, True, "60"):
        assert seconds(nonsense) is None


def test_retry_after_is_bounded_to_an_hour() -> None:
    assert retry_seconds(b"30") == 30.0
    assert retry_seconds(b"9999999") == MOST_RETRY_S == 3600.0
    assert retry_seconds(b"9" * 5000) == MOST_RETRY_S
    for nonsense in (b"", b"-5", b"1.5", b"Wed, 21 Oct 2015 07:28:00 GMT", "٣".encode()):
        assert retry_seconds(nonsense) is None


# --- the client alone ---------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["endless", "huge", "huge-unannounced", "many"])
def test_an_answer_larger_than_the_cap_is_cut_off(
    qtbot: QtBot, hostile: HostileBoard, mode: str
) -> None:
    client = BoardClient()
    answer = ask(qtbot, client, f"{hostile.url}/{mode}")
    assert answer == Answer(None, error=TOO_LARGE)
    assert MAX_ANSWER_BYTES == 256 * 1024


@pytest.mark.slow
def test_an_answer_that_trickles_ends_at_the_deadline(qtbot: QtBot, hostile: HostileBoard) -> None:
    client = BoardClient()
    client.deadline_ms = 1500  # data keeps coming: the transfer timeout never fires
    answer = ask(qtbot, client, f"{hostile.url}/drip")
    assert answer == Answer(None, error=TOO_SLOW)


def test_a_redirect_to_another_host_is_refused_and_the_token_never_goes_there(
    qtbot: QtBot, hostile: HostileBoard, away: HostileBoard
) -> None:
    client = BoardClient()
    answer = ask(qtbot, client, f"{hostile.url}/away", post=True)
    assert answer == Answer(None, error=ELSEWHERE)
    qtbot.waitUntil(lambda: any(s.startswith("POST /away/api/v1/") for s in hostile.seen))
    qtbot.wait(200)  # time for a request to the other host to have been written down
    assert away.seen == []


def test_a_redirect_loop_is_told_as_a_loop(qtbot: QtBot, hostile: HostileBoard) -> None:
    client = BoardClient()
    before = len(hostile.seen)
    answer = ask(qtbot, client, f"{hostile.url}/loop")
    assert answer == Answer(None, error=LOOP)
    # A few hops, not Qt's fifty (Qt asks again on a connection the server closed).
    assert len(hostile.seen) - before <= 20


def test_a_redirect_on_the_same_board_is_followed(qtbot: QtBot, hostile: HostileBoard) -> None:
    client = BoardClient()
    answer = ask(qtbot, client, f"{hostile.url}/moved", post=True)
    assert answer.status == 201 and answer.body["entry"]["id"] == 7
    qtbot.waitUntil(lambda: hostile.seen[-1].startswith("POST /ok/api/v1/submissions"))
    assert int(hostile.seen[-1].split()[-1]) > 0  # the result went along, to the same host


def test_retry_after_beyond_reason_retries_within_the_hour(
    qtbot: QtBot, hostile: HostileBoard, tmp_path: Path
) -> None:
    client = BoardClient()
    sender = BoardSender(BoardQueue.load(tmp_path / FILE_NAME), client, lambda: None)
    client.setParent(sender)
    base = f"{hostile.url}/busy"
    sender._address = lambda: base
    told: list[str] = []
    sender.told.connect(told.append)
    with qtbot.waitSignal(sender.answered, timeout=30_000) as blocker:
        sender.send(lost_result())
    answer = blocker.args[1]
    assert answer.status == 503 and answer.retry_after == 3600.0
    assert sender.waiting and sender._timer.interval() == 3_600_000
    assert told == [
        "Cannot reach the online board (busy): your daily result is kept and will be sent later."
    ]
    sender.stop()


# --- the real window ----------------------------------------------------------------------

SAID_IN_THE_STATUS_BAR = {
    "endless": f"({TOO_LARGE.rstrip('.')})",
    "huge": f"({TOO_LARGE.rstrip('.')})",
    "huge-unannounced": f"({TOO_LARGE.rstrip('.')})",
    "away": f"({ELSEWHERE.rstrip('.')})",
    "loop": f"({LOOP.rstrip('.')})",
    "busy": "(busy)",
    "numbers": "Your daily result is on the online board.",
    "players": "Your daily result is on the online board: place 1.",
    "many": "Your daily result is on the online board: place 1.",
    "more": "Your daily result is on the online board: place 1.",
    "floats": "Your daily result is on the online board: place 1.",
}


def opted_in_window(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, address: str
) -> tuple[MainWindow, WindowDriver]:
    prefs.online_address, prefs.online_name = address, "Hal"
    prefs.online_token, prefs.online_send = "h" * 32, True
    w = MainWindow(
        Game.from_deal(1, "bakers-dozen"),
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
    return w, WindowDriver(qtbot, w)


@pytest.mark.slow
@pytest.mark.parametrize("mode", sorted(SAID_IN_THE_STATUS_BAR))
def test_a_hostile_board_in_the_window_is_told_and_shown_plainly(
    qtbot: QtBot,
    prefs: Preferences,
    tmp_path: Path,
    hostile: HostileBoard,
    away: HostileBoard,
    mode: str,
) -> None:
    w, d = opted_in_window(qtbot, prefs, tmp_path, f"{hostile.url}/{mode}")
    sender = w.online.board_sender
    sender.delay_s = lambda failures: 3600.0  # one try is enough to judge
    w.daily_deal()
    d.set_time_played(60.0)
    d.play(next(iter(w.session.game.legal_moves)))
    with qtbot.waitSignal(sender.answered, timeout=30_000):
        w.new_deal(7)  # the daily deal given up after a move: its result goes
    qtbot.waitUntil(lambda: SAID_IN_THE_STATUS_BAR[mode] in d.status_message(), timeout=5000)
    assert QApplication.activeModalWidget() is None  # never a dialog
    stats = w.show_statistics()
    assert stats is not None
    stats.tabs.setCurrentIndex(3)  # type: ignore[attr-defined]
    view = stats.online_board  # type: ignore[attr-defined]
    qtbot.waitUntil(
        lambda: view.status.text() not in ("", "Asking the online board…"), timeout=30_000
    )
    shown = view.status.text()
    rows = view.row_texts()
    if mode == "more":
        assert shown == "2000 players on the online board for this day."
        assert len(rows) == 100  # what was asked, not the 2,000 sent
        assert rows[99][:2] == ["100", "P100"]
    elif mode == "floats":
        assert shown == "1 player on the online board for this day."
        assert rows == []  # numbers where rows belong: none shown
    elif mode == "numbers":
        assert shown == "2 players on the online board for this day."
        assert rows == [["–", "Big", "–", "–", "–"], ["2", "Inf", "–", "–", "–"]]
    elif mode == "players":
        assert shown == "The online board cannot show this day: HTTP 200"
        assert rows == []
    elif mode == "busy":
        assert shown == "The online board cannot show this day: busy"
    else:
        assert shown.startswith(f"Cannot reach the online board at {hostile.url}/{mode}")
        assert not view.table.isVisible()
    assert away.seen == []
    stats.close()
    w.close()


@pytest.mark.slow
def test_a_result_waiting_at_start_up_meets_an_endless_board_and_the_game_goes_on(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, hostile: HostileBoard
) -> None:
    queue = BoardQueue.load(tmp_path / FILE_NAME)
    queue.add(lost_result())
    queue.save()
    w, d = opted_in_window(qtbot, prefs, tmp_path, f"{hostile.url}/endless")
    w.online.board_sender.delay_s = lambda failures: 3600.0
    qtbot.waitUntil(lambda: TOO_LARGE.rstrip(".") in d.status_message(), timeout=30_000)
    assert len(BoardQueue.load(tmp_path / FILE_NAME).queue) == 1  # kept for a later try
    assert d.play(next(iter(w.session.game.legal_moves)))  # the game went on all along
    w.close()
