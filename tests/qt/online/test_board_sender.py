"""The sender against the real board in its own process: taken, refused (told once and
dropped), already there, and offline (kept on disk, told once, retried with back-off
until the board is up, and at the next start). No mock of the server anywhere."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from online_helpers import (
    ServerProcess,
    free_port,
    lost_result,
    request,
    skip_without_server,
    start,
)
from pytestqt.qtbot import QtBot

skip_without_server()

from bakers_dozen_qt.qt.online.client import Answer, BoardClient  # noqa: E402
from bakers_dozen_qt.qt.online.sender import (  # noqa: E402
    MAX_DELAY_S,
    BoardSender,
    Verdict,
    backoff,
    verdict,
)
from bakers_dozen_qt.store.board_queue import FILE_NAME, BoardQueue  # noqa: E402


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    process = start(
        str(tmp_path_factory.mktemp("board") / "board.sqlite"), "--new-players-per-address", "0"
    )
    yield process
    process.stop()


def make_sender(qtbot: QtBot, path: Path, address: str | None) -> tuple[BoardSender, list[str]]:
    client = BoardClient()
    sender = BoardSender(BoardQueue.load(path), client, lambda: address)
    client.setParent(sender)
    sender.delay_s = lambda failures: 0.05  # the back-off's figures are tested alone
    told: list[str] = []
    sender.told.connect(told.append)
    return sender, told


def answered(qtbot: QtBot, sender: BoardSender) -> Answer:
    with qtbot.waitSignal(sender.answered, timeout=20_000) as blocker:
        pass
    answer = blocker.args[1]
    assert isinstance(answer, Answer)
    return answer


def test_the_back_off_is_5_seconds_times_3_up_to_ten_minutes() -> None:
    assert [backoff(n) for n in range(1, 8)] == [5, 15, 45, 135, 405, 600, 600]
    assert MAX_DELAY_S == 600


@pytest.mark.parametrize(
    ("status", "kind"),
    [
        (201, Verdict.TAKEN),
        (200, Verdict.TAKEN),
        (409, Verdict.OTHER_FIRST),
        (422, Verdict.REFUSED),
        (413, Verdict.REFUSED),
        (408, Verdict.LATER),
        (429, Verdict.LATER),
        (503, Verdict.LATER),
        (None, Verdict.LATER),
    ],
)
def test_what_each_answer_means(status: int | None, kind: Verdict) -> None:
    body = {"entry": {"id": 1}} if status in (200, 201) else {"error": "x"}
    assert verdict(Answer(status, body)) is kind


@pytest.mark.slow
def test_a_result_is_taken_and_its_entry_kept(
    qtbot: QtBot, tmp_path: Path, server: ServerProcess
) -> None:
    path = tmp_path / FILE_NAME
    sender, told = make_sender(qtbot, path, server.url)
    result = lost_result()
    with qtbot.waitSignal(sender.answered, timeout=20_000) as blocker:
        sender.send(result)
    assert blocker.args[1].status == 201
    entry_id = BoardQueue.load(path).entry_for(str(result["date"]), "bakers-dozen")
    assert isinstance(entry_id, int)
    status, body, _ = request(f"{server.url}/api/v1/entries/{entry_id}")
    assert status == 200 and body["entry"]["name"] == "Ann" and not body["entry"]["won"]
    assert told == ["Your daily result is on the online board."]
    assert BoardQueue.load(path).queue == []


def test_a_refusal_is_told_once_and_dropped(
    qtbot: QtBot, tmp_path: Path, server: ServerProcess
) -> None:
    path = tmp_path / FILE_NAME
    sender, told = make_sender(qtbot, path, server.url)
    with qtbot.waitSignal(sender.answered, timeout=20_000) as blocker:
        sender.send(lost_result(bad=True))
    assert blocker.args[1].status == 422
    assert len(told) == 1
    assert told[0].startswith("The online board refused your daily result: moves: move 3 (")
    assert BoardQueue.load(path).queue == [] and not sender.waiting
    qtbot.wait(200)  # a retry would have come by now (the waits are 50 ms here)
    assert len(told) == 1


def test_a_second_game_of_the_same_board_is_not_the_one_that_counts(
    qtbot: QtBot, tmp_path: Path, server: ServerProcess
) -> None:
    path = tmp_path / FILE_NAME
    sender, told = make_sender(qtbot, path, server.url)
    first = lost_result(moves=1)
    with qtbot.waitSignal(sender.answered, timeout=20_000):
        sender.send(first)
    # The same game again is a retry the board recognises (200)...
    with qtbot.waitSignal(sender.answered, timeout=20_000) as blocker:
        sender.send(first)
    assert blocker.args[1].status == 200
    # ...another game of the same player on that board is not (409).
    with qtbot.waitSignal(sender.answered, timeout=20_000) as blocker:
        sender.send(lost_result(moves=3, token=str(first["token"])))
    assert blocker.args[1].status == 409
    assert told[-1] == (
        "The online board already has your first game of this daily deal: only the first counts."
    )
    assert BoardQueue.load(path).queue == []


@pytest.mark.slow
def test_offline_the_result_waits_on_disk_told_once_and_goes_when_the_board_is_up(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / FILE_NAME
    port = free_port()
    address = f"http://127.0.0.1:{port}"
    sender, told = make_sender(qtbot, path, address)
    result = lost_result()
    sender.send(result)
    failures = [answered(qtbot, sender) for _ in range(3)]  # three tries, all refused
    assert all(not a.reached for a in failures)
    assert sender.failures >= 3
    assert told == [
        "Cannot reach the online board (Connection refused): your daily result is kept and "
        "will be sent later."
    ]
    assert BoardQueue.load(path).queue == [result]  # on disk: a quit loses nothing

    # The next start: a new sender reads the queue; the board is up now.
    sender.stop()  # the first run quits
    later, told_later = make_sender(qtbot, path, address)
    server = start(str(tmp_path / "board.sqlite"), "--port", str(port))
    try:
        later.kick()
        while (answer := answered(qtbot, later)).status != 201:
            assert not answer.reached  # the server may still be opening its port
        assert told_later[-1] == "Your daily result is on the online board."
        assert BoardQueue.load(path).queue == []
        status, board, _ = request(f"{server.url}/api/v1/boards/{result['date']}/bakers-dozen")
        assert status == 200 and board["players"] == 1
    finally:
        server.stop()
