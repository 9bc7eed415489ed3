"""The online board's queue file: kept across runs, written atomically, and an unreadable
one kept aside as .damaged, never deleted."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from bakers_dozen_qt.engine.submission import new_token
from bakers_dozen_qt.store.board_queue import (
    FILE_NAME,
    MAX_QUEUED,
    BoardQueue,
    QueueFileDamaged,
)


def payload(date: str = "2026-12-05", variant: str = "bakers-dozen") -> dict[str, object]:
    return {
        "date": date,
        "variant": variant,
        "moves": "12-5 12-9",
        "seconds": 30.0,
        "hints": 0,
        "undos": 1,
        "helped": False,
        "name": "Ann",
        "token": new_token(),
    }


def test_a_queue_and_its_entries_come_back_after_a_restart(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    queue = BoardQueue.load(path)
    assert queue.queue == [] and queue.entries == {}
    first, second = payload("2026-12-04"), payload("2026-12-05", "spanish-patience")
    assert queue.add(first) and queue.add(second)
    queue.remember("2026-12-03", "bakers-dozen", 17)
    queue.save()
    again = BoardQueue.load(path)
    assert again.queue == [first, second]
    assert again.entry_for("2026-12-03", "bakers-dozen") == 17
    assert again.entry_for("2026-12-03", "spanish-patience") is None
    again.drop(first)
    again.save()
    assert BoardQueue.load(path).queue == [second]
    assert sorted(os.listdir(tmp_path)) == [FILE_NAME]  # no temporary file left behind


def test_one_result_a_board_is_queued_the_first(tmp_path: Path) -> None:
    queue = BoardQueue(tmp_path / FILE_NAME)
    first = payload()
    assert queue.add(first)
    assert not queue.add(payload())  # the same board: the board keeps the first anyway
    assert queue.queue == [first]


def test_the_queue_keeps_the_newest_when_it_is_full(tmp_path: Path) -> None:
    queue = BoardQueue(tmp_path / FILE_NAME)
    for i in range(MAX_QUEUED + 3):
        queue.add(payload(f"{2000 + i // 12:04d}-{i % 12 + 1:02d}-01"))
    assert len(queue.queue) == MAX_QUEUED
    assert queue.queue[0]["date"] == "2000-04-01"


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"\xff\xfe binary",
        json.dumps({"version": 99, "queue": [], "entries": {}}).encode(),
        json.dumps({"version": 1, "queue": [{"date": "2026-12-05"}], "entries": {}}).encode(),
        json.dumps({"version": 1, "queue": [], "entries": {"x": "y"}}).encode(),
    ],
    ids=["not-json", "not-utf8", "newer", "bad-result", "bad-entry"],
)
def test_an_unreadable_file_is_kept_aside_and_the_queue_starts_empty(
    tmp_path: Path, content: bytes, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / FILE_NAME
    path.write_bytes(content)
    with pytest.raises(QueueFileDamaged) as caught:
        BoardQueue.load(path)
    kept = caught.value.kept_as
    assert kept == tmp_path / (FILE_NAME + ".damaged")
    # Written down for the log file too (issue 36: nothing goes unseen).
    assert f"{path} could not be used: kept aside as {kept.name}" in caplog.messages
    assert kept.read_bytes() == content  # never deleted, never changed
    fresh = caught.value.fresh()
    assert fresh.queue == [] and not fresh.blocked
    fresh.add(payload())
    fresh.save()
    assert len(BoardQueue.load(path).queue) == 1
    assert kept.read_bytes() == content


def test_a_folder_in_the_files_place_is_kept_aside_too(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    path.mkdir()
    with pytest.raises(QueueFileDamaged) as caught:
        BoardQueue.load(path)
    assert caught.value.kept_as is not None and caught.value.kept_as.is_dir()


def test_a_write_that_fails_raises_and_leaves_what_is_there(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    path.mkdir()  # something the new file cannot replace (even as root)
    (path / "inside").write_text("kept")
    queue = BoardQueue(path)
    queue.add(payload())
    with pytest.raises(OSError):
        queue.save()
    assert (path / "inside").read_text() == "kept"
    assert sorted(os.listdir(tmp_path)) == [FILE_NAME]  # no temporary file left behind


def test_a_queue_that_could_not_be_kept_aside_never_writes_over_it(tmp_path: Path) -> None:
    blocked = QueueFileDamaged(tmp_path / FILE_NAME, None, "unreadable").fresh()
    blocked.add(payload())
    blocked.save()
    assert not (tmp_path / FILE_NAME).exists()


def test_a_result_under_the_boards_time_floor_is_no_damage_to_the_file(tmp_path: Path) -> None:
    # The floor (0.2 s a move) is the board's to judge: it refuses such a result with a
    # reason. The queue file holding one is not damaged, and is not set aside for it.
    path = tmp_path / FILE_NAME
    queue = BoardQueue(path)
    fast = {**payload(), "seconds": 0.0}
    queue.add(fast)
    queue.save()
    assert BoardQueue.load(path).queue == [fast]
