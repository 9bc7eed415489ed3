"""The game as a registered player of a board, against the real server in its own
process: the token registered on the yes (or with the first result, for a board chosen
before), a friends' board's join code asked for in the opt-in dialog, and a result kept
until the player gives it; a time judged as the board judges it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from online_helpers import (
    ServerProcess,
    lost_result,
    request,
    skip_without_server,
    start,
    utc_today,
)
from pytestqt.qtbot import QtBot

skip_without_server()

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit  # noqa: E402
from server_process import winning_game  # noqa: E402
from window_driver import WindowDriver, set_animation_ms  # noqa: E402

from bakers_dozen_qt.engine import Game, parse_moves  # noqa: E402
from bakers_dozen_qt.engine.daily_replay import hand_moves  # noqa: E402
from bakers_dozen_qt.qt.files.settings import Preferences  # noqa: E402
from bakers_dozen_qt.qt.online.client import BoardClient  # noqa: E402
from bakers_dozen_qt.qt.online.opt_in import OnlineDialog  # noqa: E402
from bakers_dozen_qt.qt.online.sender import BoardSender  # noqa: E402
from bakers_dozen_qt.qt.window.window import MainWindow  # noqa: E402
from bakers_dozen_qt.store.board_queue import FILE_NAME, BoardQueue  # noqa: E402

pytestmark = pytest.mark.slow  # the real server in its own process

CODE = "club-4711"


@pytest.fixture
def club(tmp_path: Path) -> Iterator[ServerProcess]:
    """A friends' board: players register with its join code."""
    process = start(str(tmp_path / "club.sqlite"), "--join-code", CODE)
    yield process
    process.stop()


@pytest.fixture
def open_board(tmp_path: Path) -> Iterator[ServerProcess]:
    process = start(str(tmp_path / "board.sqlite"))
    yield process
    process.stop()


def known(server: ServerProcess, token: str) -> bool:
    """The board has this player (registering it again says "already")."""
    status, answer, _ = request(
        f"{server.url}/api/v1/players", "POST", {"token": token, "join_code": CODE}
    )
    return status == 200 and answer == {"status": "already"}


def make_sender(
    path: Path, address: str, code: str = ""
) -> tuple[BoardSender, list[str], dict[str, str]]:
    client = BoardClient()
    given = {"code": code}
    sender = BoardSender(
        BoardQueue.load(path), client, lambda: address, join_code=lambda: given["code"]
    )
    client.setParent(sender)
    sender.delay_s = lambda failures: 0.05
    told: list[str] = []
    sender.told.connect(told.append)
    return sender, told, given


def test_a_result_of_a_player_the_board_does_not_know_registers_it_and_goes(
    qtbot: QtBot, tmp_path: Path, open_board: ServerProcess
) -> None:
    """A board chosen before boards registered players: the first result registers."""
    sender, told, _ = make_sender(tmp_path / FILE_NAME, open_board.url)
    result = lost_result()
    with qtbot.waitSignal(sender.answered, timeout=20_000) as blocker:
        sender.send(result)
    assert blocker.args[1].status == 201, blocker.args[1]
    assert sender.queue.queue == [] and told == ["Your daily result is on the online board."]
    assert known(open_board, str(result["token"]))


def test_a_result_for_a_join_code_board_waits_for_the_code(
    qtbot: QtBot, tmp_path: Path, club: ServerProcess
) -> None:
    sender, told, given = make_sender(tmp_path / FILE_NAME, club.url)
    result = lost_result()
    with qtbot.waitSignal(sender.answered, timeout=20_000) as blocker:
        sender.send(result)
    assert blocker.args[1].status == 403
    assert told == [
        "The online board takes results only from players who know its join code: give it "
        "in Game → Online Daily Board…. Your daily result is kept until then."
    ]
    qtbot.wait(300)
    assert sender.queue.queue == [result] and not sender.waiting  # no retries meanwhile
    assert BoardQueue.load(tmp_path / FILE_NAME).queue == [result]  # kept on disk
    given["code"] = CODE  # the player gave it in the dialog, whose OK kicks the sender
    with qtbot.waitSignal(sender.answered, timeout=20_000) as blocker:
        sender.kick()
    assert blocker.args[1].status == 201
    assert sender.queue.queue == []


def open_window(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, variant: str = "bakers-dozen"
) -> MainWindow:
    w = MainWindow(
        Game.from_deal(1, variant),
        1,
        prefs,
        stats_path=tmp_path / "statistics.sqlite",
        online_path=tmp_path / FILE_NAME,
    )
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_opt_in_dialog_asks_for_the_join_code_when_the_board_wants_one(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, club: ServerProcess
) -> None:
    w = open_window(qtbot, prefs, tmp_path)
    w.menus.actions.online.trigger()
    dialog = w.online.dialog
    assert isinstance(dialog, OnlineDialog)
    qtbot.waitExposed(dialog)
    assert dialog.join_code.isHidden()  # only a board that asks for one shows it
    type_into(qtbot, dialog.address, club.url)
    type_into(qtbot, dialog.name, "Ida")
    qtbot.mouseClick(dialog.send, Qt.MouseButton.LeftButton)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.join_code.isVisible(), timeout=20_000)
    assert dialog.isVisible() and dialog.problem.text() == (
        "This board takes results only from players who know its join code: ask the one "
        "who keeps it."
    )
    assert dialog.focusWidget() is dialog.join_code
    assert not prefs.online_send and prefs.online_token == ""  # nothing kept yet
    qtbot.keyClicks(dialog.join_code, "club-0000")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: dialog.problem.text() == "That is not this board's join code.", timeout=20_000
    )
    type_into(qtbot, dialog.join_code, CODE)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.online.dialog is None, timeout=20_000)
    assert prefs.online_send and prefs.online_join_code == CODE
    assert known(club, prefs.online_token)  # registered on the yes
    # Asked again, the field shows with the code kept.
    w.menus.actions.online.trigger()
    again = w.online.dialog
    assert again is not None
    qtbot.waitExposed(again)
    assert again.join_code.isVisible() and again.join_code.text() == CODE
    again.reject()
    w.close()


def type_into(qtbot: QtBot, field: object, text: str) -> None:
    assert isinstance(field, QLineEdit)
    field.selectAll()
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    qtbot.keyClicks(field, text)


def test_a_time_is_judged_as_it_is_sent(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, open_board: ServerProcess
) -> None:
    """The game sends its time to a tenth of a second: a time at the board's floor that
    rounds under it would be refused, so it is not sent; one that rounds over it goes."""
    day, variant, line = winning_game([utc_today()])
    moves = parse_moves(line)
    cut = next(n for n in range(len(moves)) if hand_moves(day, variant, moves[:n]) == 11)
    prefix = moves[:cut]
    assert round(1.65, 1) == 1.6  # 11 hand moves at the floor: 1.65 s, sent as 1.6 s
    prefs.online_address, prefs.online_name = open_board.url, "Ola"
    prefs.online_send = True
    for seconds, sent in ((1.65, False), (1.66, True)):
        prefs.online_token = ("a" if sent else "b") * 32
        w = open_window(qtbot, prefs, tmp_path, variant)
        d = WindowDriver(qtbot, w)
        w.daily_deal()
        d.play_all(prefix)
        d.set_time_played(seconds)
        if sent:
            with qtbot.waitSignal(w.online.board_sender.answered, timeout=20_000) as blocker:
                w.new_deal(7)
            assert blocker.args[1].status == 201 and blocker.args[0]["seconds"] == 1.7
        else:
            w.new_deal(7)
            assert w.online.board_sender.queue.queue == []
        w.close()
