"""The frozen game on the real Linux platform plugins, not offscreen: X11 (xcb) under Xvfb
and Wayland under a headless Weston; and what its child processes inherit.

Marked ``packaging`` (they use the bundle the other packaging tests build). Each needs its
server installed (apt: xvfb, xdotool, weston; .ci/run installs them) and skips, naming
it, without.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle"),
]


def _need(*tools: str) -> None:
    missing = [t for t in tools if shutil.which(t) is None]
    if missing:
        pytest.skip(f"not installed: {', '.join(missing)}")


@pytest.fixture
def x_display() -> Iterator[str]:
    """A display of a fresh Xvfb server, stopped afterwards."""
    _need("Xvfb", "xdotool")
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as f:
        number = f.readline().strip()
    assert number, "Xvfb gave no display"
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_the_frozen_game_opens_its_window_on_x11(
    bundle: Path, x_display: str, player_env: dict[str, str]
) -> None:
    run = subprocess.run(
        [
            "bash",
            str(ROOT / "packaging" / "linux" / "window_comes_up.sh"),
            str(bundle / "bakers-dozen"),
        ],
        env={**player_env, "DISPLAY": x_display},
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "is up: Deal 1 — Baker's Dozen" in run.stdout


def test_window_comes_up_fails_for_a_program_without_a_window(
    x_display: str, player_env: dict[str, str], tmp_path: Path
) -> None:
    quiet = tmp_path / "quiet"
    quiet.write_text("#!/bin/sh\necho 'no plugin here' >&2\nexit 134\n")
    quiet.chmod(0o755)
    run = subprocess.run(
        ["bash", str(ROOT / "packaging" / "linux" / "window_comes_up.sh"), str(quiet)],
        env={**player_env, "DISPLAY": x_display},
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert run.returncode == 1
    assert "no window" in run.stderr and "no plugin here" in run.stderr


def test_the_frozen_game_draws_its_table_on_wayland(
    bundle: Path,
    player_env: dict[str, str],
    tmp_path: Path,
    packaging_module: Callable[[str], ModuleType],
) -> None:
    _need("weston")
    env = {**player_env, "WAYLAND_DISPLAY": "bakers-dozen-test", "QT_QPA_PLATFORM": "wayland"}
    compositor = subprocess.Popen(
        ["weston", "--backend=headless-backend.so", "--socket=bakers-dozen-test", "--idle-time=0"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        socket = Path(env["XDG_RUNTIME_DIR"]) / "bakers-dozen-test"
        deadline = time.monotonic() + 30
        while not socket.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert socket.exists(), "weston did not start"
        shot = tmp_path / "wayland.png"
        run = subprocess.run(
            [str(bundle / "bakers-dozen"), "--screenshot", str(shot)],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert run.returncode == 0, run.stderr
        # A plugin that did not load says so on stderr (and Qt would fall back or abort).
        assert "qt.qpa" not in run.stderr, run.stderr
        assert packaging_module("check_screenshot").problems(shot) == []
    finally:
        compositor.terminate()
        compositor.wait(timeout=30)


def test_programs_the_game_starts_get_the_callers_environment(
    bundle: Path, x_display: str, player_env: dict[str, str], tmp_path: Path
) -> None:
    """About's project link opens through xdg-open: a stand-in records what it was given."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    record = tmp_path / "child.env"
    opener = bin_dir / "xdg-open"
    opener.write_text(f'#!/bin/sh\nenv > "{record}.part" && mv "{record}.part" "{record}"\n')
    opener.chmod(0o755)
    env = {
        **player_env,
        "DISPLAY": x_display,
        "QT_QPA_PLATFORM": "xcb",
        "PATH": f"{bin_dir}:{player_env['PATH']}",
        "LD_LIBRARY_PATH": "/caller/lib",
        # Another Qt's plugins: the game must not load them, its children must get them.
        "QT_PLUGIN_PATH": "/caller/qt6/plugins",
    }
    env.pop("QML2_IMPORT_PATH", None)
    game = subprocess.Popen(
        [str(bundle / "bakers-dozen"), "--deal", "1"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )

    def xdotool(*args: str) -> str:
        return subprocess.run(
            ["xdotool", *args],
            env=env,
            capture_output=True,
            text=True,
            check=True,
            timeout=90,
        ).stdout.strip()

    try:
        window = xdotool("search", "--sync", "--onlyvisible", "--pid", str(game.pid)).split()[0]
        time.sleep(0.5)
        # Help → About with the keyboard, then back from the first button to the text and
        # Enter on its link, as a player without a mouse would.
        xdotool("windowfocus", "--sync", window, "key", "alt+h")
        time.sleep(0.3)
        xdotool("key", "a")
        xdotool("search", "--sync", "--onlyvisible", "--name", "^About ")
        time.sleep(0.3)
        xdotool("key", "shift+Tab")
        time.sleep(0.2)
        xdotool("key", "Return")
        deadline = time.monotonic() + 30
        while not record.exists() and time.monotonic() < deadline:
            time.sleep(0.2)
        assert record.exists(), "the link was not opened with xdg-open"
    finally:
        game.terminate()
        game.wait(timeout=30)
    child = dict(line.split("=", 1) for line in record.read_text().splitlines() if "=" in line)
    assert child["LD_LIBRARY_PATH"] == "/caller/lib"  # not the bundle's folder first
    assert child["QT_PLUGIN_PATH"] == "/caller/qt6/plugins"  # not the bundle's plugins
    assert child["PATH"] == env["PATH"]
    assert "QML2_IMPORT_PATH" not in child
    assert not [
        name
        for name in child
        if name.endswith("_ORIG") or name.startswith(("_PYI_", "BAKERS_DOZEN_CALLER"))
    ]
