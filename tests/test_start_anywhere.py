"""The real app always starts: on a data folder it cannot use, on a lock or a settings file
that is not what it should be, in an odd environment (issue 31, points 5-7).

Each case starts ``bakers-dozen`` in a child process with folders of its own
(``app_child``), offscreen. It must open its window, close as a player closes it and
exit 0, with no traceback; when something keeps it from saving it says so once, in
words; a file in the way is never deleted or overwritten. The children run a few at a
time, so the whole list costs a few seconds a case.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from app_child import Home, run, start

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the folders are chosen through XDG variables"
)

NOT_SAVED = "will not be saved"


def _home(tmp_path: Path, name: str) -> Home:
    home = Home(tmp_path / name)
    home.root.mkdir()
    return home


def _one_line_about(err: str, phrase: str) -> bool:
    return sum(phrase in line for line in err.splitlines()) == 1


def _started(proc: subprocess.CompletedProcess[str]) -> str:
    say = f"exit {proc.returncode}, stdout {proc.stdout!r}, stderr {proc.stderr!r}"
    assert proc.returncode == 0, say
    assert "Traceback" not in proc.stderr, say
    assert "MOVES: 0" in proc.stdout, say  # the window came up and closed as a player's does
    return say


# --- a data folder the game cannot use: it plays on without saving, and says why once -----


def _file_in_place(home: Home) -> None:
    home.data.parent.mkdir(parents=True)
    home.data.write_text("not a folder\n")


def _dangling_link(home: Home) -> None:
    home.data.parent.mkdir(parents=True)
    home.data.symlink_to(home.root / "gone")


def _link_loop(home: Home) -> None:
    home.data.parent.mkdir(parents=True)
    home.data.symlink_to(home.data.name)


FOLDERS: dict[str, tuple[Callable[[Home], None], str]] = {
    "a file": (_file_in_place, "a file is in the way"),
    "a dangling link": (_dangling_link, "a folder on the way is missing"),
    "a link loop": (_link_loop, "links on the way lead round in a circle"),
}


@pytest.mark.slow
@pytest.mark.parametrize("case", FOLDERS)
def test_a_data_folder_in_the_way_is_left_alone_and_told_once(tmp_path: Path, case: str) -> None:
    home = _home(tmp_path, "home")
    make, reason = FOLDERS[case]
    make(home)
    before = os.readlink(home.data) if home.data.is_symlink() else home.data.read_text()
    proc = run(home.env())
    say = _started(proc)
    assert _one_line_about(proc.stderr, NOT_SAVED), say
    assert reason in proc.stderr, say
    after = os.readlink(home.data) if home.data.is_symlink() else home.data.read_text()
    assert after == before, say


@pytest.mark.slow
def test_a_data_path_too_long_for_the_system(tmp_path: Path) -> None:
    home = _home(tmp_path, "home")
    long = home.root / "/".join(["d" * 200] * 21)  # 4,221 characters and more
    assert len(str(long)) > 4242
    proc = run(home.env(XDG_DATA_HOME=str(long)))
    say = _started(proc)
    assert _one_line_about(proc.stderr, NOT_SAVED), say
    assert "its name is too long" in proc.stderr and "error 36" not in proc.stderr, say


@pytest.mark.slow
def test_a_home_the_game_may_not_write_to(tmp_path: Path) -> None:
    home = _home(tmp_path, "home")
    if os.geteuid() == 0:
        # Root writes through permissions; sysfs refuses even root a new folder.
        locked = Path("/sys/bakers-dozen-test")
        if not Path("/sys").is_dir() or os.path.lexists(locked):
            pytest.skip("needs a folder even root cannot write to")
    else:
        locked = home.root / "locked"
        locked.mkdir(mode=0o500)
    env = home.env(HOME=str(locked))
    del env["XDG_DATA_HOME"]  # the data folder goes under HOME, as on a real desktop
    proc = run(env)
    say = _started(proc)
    assert _one_line_about(proc.stderr, NOT_SAVED), say
    assert "permission denied" in proc.stderr or "read-only" in proc.stderr, say


@pytest.mark.slow
def test_the_config_folder_being_a_file_is_said_in_words(tmp_path: Path) -> None:
    home = _home(tmp_path, "home")
    home.settings.parent.parent.mkdir(parents=True)
    home.settings.parent.write_text("not a folder\n")
    proc = run(home.env())
    say = _started(proc)
    assert "could not be read" not in proc.stderr, say
    assert _one_line_about(proc.stderr, "preferences cannot be kept"), say
    assert "a file is in the way" in proc.stderr.lower(), say
    assert home.settings.parent.read_text() == "not a folder\n", say


# --- odd environments ---------------------------------------------------------------------

NO_PASSWD = """
import os, pwd
def _nobody(*args):
    raise KeyError("getpwuid(): uid not found")
pwd.getpwuid = _nobody
os.environ.pop("HOME", None)
"""


@pytest.mark.slow
def test_no_home_and_no_passwd_entry(tmp_path: Path) -> None:
    home = _home(tmp_path, "home")
    proc = run(home.env(), setup=NO_PASSWD, at_frame="window.save(); report_and_close(window)")
    _started(proc)


@pytest.mark.slow
def test_a_user_name_that_is_not_utf8(tmp_path: Path) -> None:
    home = _home(tmp_path, "home")
    odd = os.fsdecode(b"\xff\xfeplayer")
    proc = run(home.env(LOGNAME=odd, USER=odd))
    _started(proc)


@pytest.mark.slow
@pytest.mark.parametrize("value", ["0", "-2", "nan", "1e6", "abc"])
def test_an_unusable_scale_factor_is_ignored_and_said(tmp_path: Path, value: str) -> None:
    home = _home(tmp_path, "home")
    proc = run(home.env(QT_SCALE_FACTOR=value))
    say = _started(proc)
    assert _one_line_about(proc.stderr, "QT_SCALE_FACTOR"), say


# --- the lock and the settings file ---------------------------------------------------------


def _live_python() -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])


def _lock_of_a_dead_copy(home: Home) -> list[str]:
    """A lock file as Qt writes it, left by a copy that was killed (its lines)."""
    script = (
        "import os, sys\n"
        "from PySide6.QtCore import QLockFile\n"
        "lock = QLockFile(sys.argv[1])\n"
        "assert lock.tryLock(0)\n"
        "os._exit(0)\n"  # no unlock: the file stays, as after a crash
    )
    subprocess.run([sys.executable, "-c", script, str(home.lock)], check=True, timeout=60)
    return home.lock.read_text().splitlines()


@pytest.mark.slow
@pytest.mark.parametrize("content", ["empty", "garbage", "another live process"])
def test_a_lock_whose_owner_does_not_answer_is_taken_over(tmp_path: Path, content: str) -> None:
    home = _home(tmp_path, "home")
    home.data.mkdir(parents=True)
    other = None
    if content == "empty":
        home.lock.write_bytes(b"")
    elif content == "garbage":
        home.lock.write_bytes(b"\x00\xffnot a lock\n" * 10)
    else:
        # Its process id now belongs to another program of the same name, alive.
        lines = _lock_of_a_dead_copy(home)
        other = _live_python()
        lines[0] = str(other.pid)
        home.lock.write_text("\n".join(lines) + "\n")
    try:
        proc = run(home.env())
    finally:
        if other is not None:
            other.kill()
            other.wait()
    say = _started(proc)
    assert "does not answer" in proc.stderr and "taken over" in proc.stderr, say
    assert not home.lock.exists(), say  # released at quit, as always


WAIT_FOR = """
import os
def wait_then_close():
    if os.path.exists({marker!r}):
        report_and_close(window)
    else:
        QTimer.singleShot(100, wait_then_close)
wait_then_close()
"""


@pytest.mark.slow
def test_deleting_the_data_folder_does_not_let_a_second_copy_start(tmp_path: Path) -> None:
    home = _home(tmp_path, "home")
    marker = tmp_path / "quit"
    first = start(home.env(), at_frame=WAIT_FOR.format(marker=str(marker)))
    try:
        assert first.stdout is not None and first.stdout.readline() == "FRAME\n"
        shutil.rmtree(home.root / "data")  # the lock file goes with it
        second = run(home.env())
        say = f"stdout {second.stdout!r}, stderr {second.stderr!r}"
        assert second.returncode == 0, say
        assert "already running; its window is brought forward" in second.stderr, say
        assert "FRAME" not in second.stdout, say  # no second window
    finally:
        marker.touch()
        out, err = first.communicate(timeout=60)
    assert first.returncode == 0 and "MOVES: 0" in out, err


@pytest.mark.slow
@pytest.mark.parametrize("which", ["settings", "lock"])
def test_a_fifo_in_place_of_a_file_is_set_aside_not_waited_on(tmp_path: Path, which: str) -> None:
    home = _home(tmp_path, "home")
    path = home.settings if which == "settings" else home.lock
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    proc = run(home.env(), timeout=90)
    say = _started(proc)
    aside = path.with_name(path.name + ".damaged")
    assert aside.is_fifo(), say  # kept, not deleted
    if which == "settings":
        assert "preferences" in proc.stderr, say


@pytest.mark.slow
def test_a_huge_settings_file_is_set_aside_without_being_read(tmp_path: Path) -> None:
    home = _home(tmp_path, "home")
    home.settings.parent.mkdir(parents=True)
    with open(home.settings, "w", encoding="utf-8") as f:
        f.write("[view]\n")
        for _ in range(100):
            f.write("theme=dark\n" * 100_000)  # 110 MB of settings Qt would read in full
    # The peak of this program's own memory (getrusage's would count the parent's too).
    peak = (
        "print('PEAK', next(line.split()[1] for line in open('/proc/self/status')"
        " if line.startswith('VmHWM')))\n"
    )
    proc = run(home.env(), at_frame=peak + "report_and_close(window)")
    say = _started(proc)
    assert "preferences could not be read" in proc.stderr, say
    aside = home.settings.with_name(home.settings.name + ".damaged")
    assert aside.stat().st_size == 110_000_007, say
    kb = int(proc.stdout.split("PEAK ", 1)[1].split()[0])
    assert kb < 250_000, say  # the window alone: the file was never read


# --- arguments and displays ---------------------------------------------------------------


def _app(env: dict[str, str], *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bakers_dozen_qt.app", *argv],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_an_empty_screenshot_name_is_refused(tmp_path: Path) -> None:
    home = _home(tmp_path, "home")
    proc = _app(home.env(), "--screenshot", "")
    assert proc.returncode == 2, proc
    assert proc.stderr.count("\n") == 1 and "--screenshot" in proc.stderr, proc
    assert not home.data.exists()


def _no_display(home: Home) -> dict[str, str]:
    env = home.env()
    for var in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE"):
        env.pop(var, None)
    return env


@pytest.mark.slow
def test_no_display_is_one_line_and_exit_2(tmp_path: Path) -> None:
    home = _home(tmp_path, "home")
    proc = _app(_no_display(home))
    assert proc.returncode == 2, proc
    assert proc.stderr.count("\n") == 1 and "no display" in proc.stderr, proc
    assert "xcb-cursor0" not in proc.stderr and "einstall" not in proc.stderr, proc


@pytest.mark.slow
def test_a_display_nobody_serves_is_one_line_and_exit_2(tmp_path: Path) -> None:
    home = _home(tmp_path, "home")
    env = _no_display(home)
    env["DISPLAY"] = ":4242"
    proc = _app(env)
    assert proc.returncode == 2, proc
    assert proc.stderr.count("\n") == 1 and ":4242" in proc.stderr, proc


def _plugin_missing_a_library(root: Path) -> Path:
    """Qt's xcb plugin, copied, with one of the X client libraries it needs renamed to one
    that is not installed: what a system without ``libxcb-cursor0`` looks like to it."""
    from PySide6.QtCore import QLibraryInfo

    qt_plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    real = qt_plugins / "platforms" / "libqxcb.so"
    if not real.exists():
        pytest.skip("no xcb platform plugin in this Qt")
    data = real.read_bytes()
    needed = b"libxcb-cursor.so.0\x00"
    if needed not in data:
        pytest.skip("this xcb plugin does not name libxcb-cursor.so.0 itself")
    plugins = root / "plugins"
    (plugins / "platforms").mkdir(parents=True)
    (plugins / "platforms" / "libqxcb.so").write_bytes(
        data.replace(needed, b"libxcb-cursor.so.9\x00")
    )
    # The plugin finds Qt's libraries at $ORIGIN/../../lib.
    (root / "lib").symlink_to(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.LibrariesPath)))
    return plugins


@pytest.mark.slow
def test_a_missing_x_library_is_named_with_its_package(tmp_path: Path) -> None:
    home = _home(tmp_path, "home")
    env = _no_display(home)
    env["DISPLAY"] = ":4242"
    env["QT_PLUGIN_PATH"] = str(_plugin_missing_a_library(tmp_path / "qt"))
    proc = _app(env)
    assert proc.returncode == 2, proc
    assert proc.stderr.count("\n") == 1, proc
    line = proc.stderr
    assert "libxcb-cursor.so.9" in line and "libxcb-cursor0" in line, proc
    assert "xcb-util-cursor" in line, proc  # Fedora's name


def test_only_the_system_libraries_known_are_named() -> None:
    from bakers_dozen_qt.start_environment import missing_library_line

    icccm = missing_library_line(
        "libxcb-icccm.so.4: cannot open shared object file: No such file or directory"
    )
    assert icccm is not None and "libxcb-icccm4" in icccm and "xcb-util-wm" in icccm
    # One of Qt's own libraries: Qt finds it its own way, and says more if it cannot.
    qt_own = "libQt6XcbQpa.so.6: cannot open shared object file: No such file or directory"
    assert missing_library_line(qt_own) is None
