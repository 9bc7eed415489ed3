"""The game under a screen reader, on a desktop of its own: for tests and audits.

:class:`Desktop` starts an X server (Xvfb, on a display it picks itself), a D-Bus
session bus (which starts the accessibility bus and its registry when asked), and
openbox when installed, all with folders of their own, so nothing is shared with the
player's own desktop or with another run. On that desktop :meth:`Desktop.start_orca`
starts Orca with a debug log (what it would speak is in the log as ``SPEECH OUTPUT``
lines, sound card or not), :meth:`Desktop.start_listener` an AT-SPI listener
(``tools/atspi_listener.py``, under the system's Python and pyatspi), and
:meth:`Desktop.start_game` the game with accessibility on; :meth:`Desktop.key` presses
keys with xdotool, as a player does.

:func:`missing` names what the machine lacks for all this (Debian: xvfb, dbus,
at-spi2-core, orca, python3-pyatspi, xdotool).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SYSTEM_PYTHON = "/usr/bin/python3"
# One utterance: "SPEECH OUTPUT: 'text'{voice...}" (key echo: "'x ' {...}"); the text
# may run over several lines.
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*?)'\s*(?:voice=\w+)?\s*\{", re.DOTALL)
GAME = "import sys; from bakers_dozen_qt.app import main; sys.exit(main(sys.argv[1:]))"


def missing(*, orca: bool = True, listener: bool = False) -> list[str]:
    """The programs and modules a session needs that this machine lacks."""
    needs = ["Xvfb", "dbus-daemon", "xdotool"]
    if orca:
        needs.append("orca")
    lacking = [n for n in needs if shutil.which(n) is None]
    if not any(Path(p).exists() for p in ("/usr/libexec/at-spi-bus-launcher",)):
        lacking.append("at-spi-bus-launcher")
    if listener or orca:
        probe = (
            subprocess.run(
                [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False
            )
            if Path(SYSTEM_PYTHON).exists()
            else None
        )
        if probe is None or probe.returncode != 0:
            lacking.append("python3-pyatspi")
    return lacking


# What Orca 43 (Debian 12) registers for, as the registry lists it.
ORCA_43 = [  # the listener's default
    "document:load-complete",
    "document:load-stopped",
    "document:reload",
    "focus:",
    "mouse:button",
    "object:active-descendant-changed",
    "object:children-changed",
    "object:column-reordered",
    "object:property-change:accessible-description",
    "object:property-change:accessible-name",
    "object:property-change:accessible-value",
    "object:row-reordered",
    "object:selection-changed",
    "object:state-changed",
    "object:text-attributes-changed",
    "object:text-caret-moved",
    "object:text-changed",
    "object:text-selection-changed",
    "object:value-changed",
    "window:activate",
    "window:create",
    "window:deactivate",
    "window:destroy",
]


COLUMN_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "minus", "equal", "BackSpace")


def winning_line(deal: int) -> list[tuple[Any, list[Any]]]:
    """The moves a player makes to win ``deal`` with the game's automatic drops on (the
    default), each with the drops that follow it: ``[(move, [drop, ...]), ...]``."""
    from bakers_dozen_qt.engine.game import Game
    from bakers_dozen_qt.engine.solver import Verdict, solve

    game = Game.from_deal(deal)
    played: list[tuple[Any, list[Any]]] = []
    pending: list[Any] = []
    while not game.is_won():
        if not pending or not game.is_legal(pending[0]):
            found = solve(game.copy(), max_nodes=200_000)
            if found.verdict is not Verdict.WON:
                raise ValueError(f"deal {deal}: no winning line found")
            pending = list(found.moves)
        move = pending.pop(0)
        game.push(move)
        drops = game.play_safe_moves()
        played.append((move, drops))
        # The drops may be moves the line makes later: those are done already.
        for drop in drops:
            if drop in pending:
                pending.remove(drop)
    return played


def move_keys(move: Any) -> list[str]:
    """Column keys: the source's key, then the target's (``f`` for a foundation)."""
    from bakers_dozen_qt.engine.moves import FOUNDATION

    target = "f" if move.target == FOUNDATION else COLUMN_KEYS[move.target]
    return [COLUMN_KEYS[move.source], target]


def orca_version() -> str:
    if shutil.which("orca") is None:
        return ""
    done = subprocess.run(["orca", "--version"], capture_output=True, text=True, check=False)
    return done.stdout.strip()


class Desktop:
    """An X server, a session bus and a window manager of our own, in ``home``."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self._procs: list[subprocess.Popen[bytes]] = []
        self.env: dict[str, str] = {}
        self.orca_log = home / "orca.log"
        self.events_path = home / "events.jsonl"
        self.game: subprocess.Popen[bytes] | None = None
        self.game_log = home / "game.log"

    # --- starting and stopping ------------------------------------------------------------

    def start(self) -> None:
        self.home.mkdir(parents=True, exist_ok=True)
        run = self.home / "run"
        run.mkdir(mode=0o700, exist_ok=True)
        env = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("DBUS_", "WAYLAND_", "QT_", "XDG_", "AT_SPI"))
            and k not in ("DISPLAY", "XAUTHORITY")
        }
        env.update(
            XDG_RUNTIME_DIR=str(run),
            XDG_CONFIG_HOME=str(self.home / "config"),
            XDG_DATA_HOME=str(self.home / "data"),
            XDG_CACHE_HOME=str(self.home / "cache"),
            LANG="C.UTF-8",
            LANGUAGE="en",
            NO_AT_BRIDGE="0",
        )
        self.env = env
        self.env["DISPLAY"] = ":" + self._start_reading_fd(
            ["Xvfb", "-displayfd", "{fd}", "-screen", "0", "1366x768x24", "-nolisten", "tcp"]
        )
        self.env["DBUS_SESSION_BUS_ADDRESS"] = self._start_reading_fd(
            ["dbus-daemon", "--session", "--nofork", "--print-address={fd}"]
        )
        if shutil.which("openbox"):
            self._spawn(["openbox"], self.home / "openbox.log")

    def _start_reading_fd(self, command: list[str]) -> str:
        """Start ``command``, which writes one line to the pipe ``{fd}``; that line."""
        read, write = os.pipe()
        try:
            args = [a.replace("{fd}", str(write)) for a in command]
            proc = subprocess.Popen(
                args,
                env=self.env,
                pass_fds=(write,),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            self._procs.append(proc)
            os.close(write)
            write = -1
            line = b""
            deadline = time.monotonic() + 20
            while not line.endswith(b"\n") and time.monotonic() < deadline:
                chunk = os.read(read, 256)
                if not chunk:
                    break
                line += chunk
        finally:
            os.close(read)
            if write >= 0:
                os.close(write)
        if not line.strip():
            raise RuntimeError(f"{command[0]} did not start")
        return line.decode().strip()

    def _spawn(self, command: list[str], log: Path, **kwargs: Any) -> subprocess.Popen[bytes]:
        with open(log, "ab") as out:
            proc = subprocess.Popen(
                command, env=kwargs.pop("env", self.env), stdout=out, stderr=out, **kwargs
            )
        self._procs.append(proc)
        return proc

    def stop(self) -> None:
        for proc in reversed(self._procs):
            if proc.poll() is None:
                proc.terminate()
        for proc in reversed(self._procs):
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        self._procs.clear()

    # --- the screen reader, the listener, the game ----------------------------------------

    def start_orca(self) -> None:
        prefs = self.home / "orca-prefs"
        prefs.mkdir(exist_ok=True)
        # No speech server: what Orca would say is in its log all the same. And the log
        # written line by line (Orca buffers it), so that it can be read as it grows.
        (prefs / "orca-customizations.py").write_text(
            "import orca.debug, orca.settings\n"
            "orca.settings.speechFactoryModules = []\n"
            "orca.settings.speechServerFactory = 'none'\n"
            "_log = orca.debug.debugFile\n"
            "if _log is not None:\n"
            "    _log.flush()\n"
            "    orca.debug.debugFile = open(_log.name, 'a', buffering=1)\n",
            encoding="utf-8",
        )
        self._spawn(
            ["orca", "-u", str(prefs), "--debug-file", str(self.orca_log)],
            self.home / "orca.out",
        )
        self.wait_for(lambda: "Screen reader on." in self.spoken(), 30, "Orca to start")

    def start_listener(self, events: list[str] | None = None) -> None:
        """An AT-SPI listener registered for ``events`` (Orca 43's list by default)."""
        proc = subprocess.Popen(
            [
                SYSTEM_PYTHON,
                str(HERE / "atspi_listener.py"),
                "events",
                str(self.events_path),
                *(events or ORCA_43),
            ],
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        self._procs.append(proc)
        assert proc.stdout is not None
        if proc.stdout.readline().strip() != b"READY":
            raise RuntimeError("the AT-SPI listener did not start")

    def start_game(self, args: list[str], settings: str = "") -> None:
        """The game, accessibility on, with ``settings`` (QSettings ini text) written
        first."""
        folder = self.home / "config" / "BakersDozen"
        folder.mkdir(parents=True, exist_ok=True)
        if settings:
            (folder / "Baker's Dozen.conf").write_text(settings, encoding="utf-8")
        env = dict(self.env, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
        self.game = self._spawn([sys.executable, "-c", GAME, *args], self.game_log, env=env)
        self.wait_for(self.game_window, 60, "the game's window")

    def game_window(self) -> str:
        if self.game is not None and self.game.poll() is not None:
            raise RuntimeError(f"the game ended: {self.game_log.read_text()[-2000:]}")
        done = self.xdotool("search", "--onlyvisible", "--name", "Baker's Dozen", check=False)
        return done.stdout.strip().splitlines()[0] if done.stdout.strip() else ""

    def tree(self) -> list[dict[str, Any]]:
        out = self.home / "tree.json"
        subprocess.run(
            [SYSTEM_PYTHON, str(HERE / "atspi_listener.py"), "tree", str(out)],
            env=self.env,
            check=True,
            timeout=120,
        )
        rows: list[dict[str, Any]] = json.loads(out.read_text(encoding="utf-8"))
        return rows

    # --- playing and hearing --------------------------------------------------------------

    def xdotool(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["xdotool", *args], env=self.env, capture_output=True, text=True, check=check
        )

    def key(self, *keys: str) -> None:
        self.xdotool("key", "--delay", "40", *keys)

    def spoken(self) -> list[str]:
        """Everything Orca has spoken so far, in order."""
        if not self.orca_log.exists():
            return []
        text = self.orca_log.read_text(encoding="utf-8", errors="replace")
        return [m.group(1) for m in SPEECH.finditer(text)]

    def events(self) -> list[dict[str, Any]]:
        if not self.events_path.exists():
            return []
        lines = self.events_path.read_text(encoding="utf-8").splitlines()
        return [json.loads(line) for line in lines if line.strip()]

    def wait_for(self, ready: Callable[[], Any], seconds: float, what: str) -> Any:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            found = ready()
            if found:
                return found
            time.sleep(0.05)
        raise TimeoutError(f"waited {seconds} s for {what}")


@contextmanager
def desktop(home: Path) -> Iterator[Desktop]:
    d = Desktop(home)
    try:
        d.start()
        yield d
    finally:
        with suppress(Exception):
            d.stop()
