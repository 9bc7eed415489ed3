"""One copy of the game per player: the guard in-process, and two real processes."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from time_control import run_queued_work

from bakers_dozen_qt.qt.files.single_instance import LOCK_NAME, InstanceGuard, server_name


def test_the_first_copy_runs_and_a_second_asks_it_to_come_forward(
    qtbot: QtBot, tmp_path: Path
) -> None:
    first = InstanceGuard(tmp_path)
    assert first.claim() and first.is_primary
    second = InstanceGuard(tmp_path)
    with qtbot.waitSignal(first.activation_requested, timeout=5000):
        assert not second.claim()
    assert not second.is_primary
    first.release()


def test_a_claim_started_early_decides_the_same(qtbot: QtBot, tmp_path: Path) -> None:
    # The app starts taking the lock on a worker thread and decides once its code has
    # loaded: the same answers as a claim made at once.
    first = InstanceGuard(tmp_path)
    first.start_claim()
    assert first.claim(listen=False) and first.is_primary
    first.listen()
    second = InstanceGuard(tmp_path)
    second.start_claim()
    with qtbot.waitSignal(first.activation_requested, timeout=5000):
        assert not second.claim()
    assert not second.is_primary
    first.release()
    third = InstanceGuard(tmp_path)
    third.start_claim()
    assert third.claim()
    third.release()


# A second copy of the game, which says on its output each time it finds nobody
# listening and gives the first copy a moment (the test listens only once it has).
SECOND_COPY = """
import sys, time
from pathlib import Path
from types import SimpleNamespace
from PySide6.QtCore import QCoreApplication
from bakers_dozen_qt.qt.files import single_instance
from bakers_dozen_qt.qt.files.single_instance import InstanceGuard

def moment(seconds):
    print("nobody listens yet", flush=True)
    time.sleep(seconds)

single_instance.time = SimpleNamespace(sleep=moment)
app = QCoreApplication([])
sys.exit(3 if InstanceGuard(Path(sys.argv[1])).claim() else 0)
"""


def second_copy(folder: Path) -> subprocess.Popen[str]:
    """A second copy, started once it has found nobody listening in ``folder``."""
    second = subprocess.Popen(
        [sys.executable, "-c", SECOND_COPY, str(folder)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert second.stdout is not None
    assert second.stdout.readline().strip() == "nobody listens yet"
    return second


@pytest.mark.slow
def test_a_copy_started_before_the_first_listens_waits_and_is_heard(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # The game takes the lock before its window shows and listens after the first frame.
    first = InstanceGuard(tmp_path)
    assert first.claim(listen=False)
    assert first.is_primary and not first.is_listening
    with qtbot.waitSignal(first.activation_requested, timeout=20000):
        second = second_copy(tmp_path)
        first.listen()
        assert first.is_listening
    _, err = second.communicate(timeout=30)
    assert second.returncode == 0, err
    assert "already running; its window is brought forward" in err
    first.release()


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="a named pipe dies with its process")
def test_a_socket_left_by_a_crashed_copy_is_waited_out_too(qtbot: QtBot, tmp_path: Path) -> None:
    listener = (
        "import sys\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from PySide6.QtNetwork import QLocalServer\n"
        "app = QCoreApplication([])\n"
        "server = QLocalServer()\n"
        "assert server.listen(sys.argv[1])\n"
        "print('listening', flush=True)\n"
        "app.exec()\n"
    )
    name = server_name(tmp_path)
    with subprocess.Popen(
        [sys.executable, "-c", listener, name], stdout=subprocess.PIPE, text=True
    ) as crashed:
        assert crashed.stdout is not None and crashed.stdout.readline().strip() == "listening"
        crashed.kill()  # its socket file stays behind: connecting is refused
    first = InstanceGuard(tmp_path)
    assert first.claim(listen=False)
    with qtbot.waitSignal(first.activation_requested, timeout=20000):
        second = second_copy(tmp_path)
        first.listen()
    _, err = second.communicate(timeout=30)
    assert second.returncode == 0, err
    first.release()


def test_after_the_first_copy_quits_the_next_one_runs(tmp_path: Path) -> None:
    first = InstanceGuard(tmp_path)
    assert first.claim()
    first.release()
    again = InstanceGuard(tmp_path)
    assert again.claim()
    again.release()


def test_each_data_folder_has_its_own_guard(tmp_path: Path) -> None:
    a, b = InstanceGuard(tmp_path / "a"), InstanceGuard(tmp_path / "b")
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")
    assert a.claim() and b.claim()
    a.release()
    b.release()


@pytest.mark.slow
def test_a_lock_left_by_a_crashed_copy_does_not_lock_the_player_out(tmp_path: Path) -> None:
    script = (
        "import sys, time\n"
        "from PySide6.QtCore import QLockFile\n"
        "lock = QLockFile(sys.argv[1])\n"
        "assert lock.tryLock(0)\n"
        "print('locked', flush=True)\n"
        "time.sleep(60)\n"
    )
    lock_path = str(tmp_path / LOCK_NAME)
    with subprocess.Popen(
        [sys.executable, "-c", script, lock_path], stdout=subprocess.PIPE, text=True
    ) as holder:
        try:
            assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
            blocked = InstanceGuard(tmp_path)
            assert not blocked.claim()  # the holder is alive: it runs, we do not
        finally:
            holder.kill()  # a crash: no chance to remove its lock file
    assert (tmp_path / LOCK_NAME).exists()
    guard = InstanceGuard(tmp_path)
    assert guard.claim()
    guard.release()


def test_a_request_brings_a_minimised_window_forward(qtbot: QtBot, tmp_path: Path) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    guard = InstanceGuard(tmp_path)
    assert guard.claim()
    guard.raise_on_request(window)
    guard.activation_requested.emit()
    run_queued_work()  # any state change the platform still had queued, before judging
    assert not window.windowState() & Qt.WindowState.WindowMinimized
    assert window.isVisible()
    guard.release()


def _game_env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
    )
    return env


@pytest.mark.slow
@pytest.mark.skipif(
    not sys.platform.startswith("linux"),
    reason="the data folder is moved aside through XDG variables, which only Linux reads",
)
def test_two_real_games_one_runs_the_second_exits_and_a_screenshot_may_run_beside(
    tmp_path: Path,
) -> None:
    env = _game_env(tmp_path)
    game = [sys.executable, "-m", "bakers_dozen_qt.app"]
    lock = tmp_path / "data" / "BakersDozen" / "Baker's Dozen" / LOCK_NAME
    first = subprocess.Popen(game, env=env, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while not lock.exists() and first.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert lock.exists(), "the first game never took its lock"
        second = subprocess.run(game, env=env, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0
        assert "already running; its window is brought forward" in second.stderr
        shot = tmp_path / "shot.png"
        beside = subprocess.run(
            [*game, "--screenshot", str(shot)], env=env, capture_output=True, timeout=60
        )
        assert beside.returncode == 0 and shot.stat().st_size > 10_000
        assert first.poll() is None, "the running game must go on"
    finally:
        first.terminate()
        first.wait(30)
