"""Start the real ``bakers-dozen`` in a child process, with folders of its own.

:func:`start` runs ``app.main(argv)`` in a fresh interpreter, exactly as the console
script does (the child creates no ``QApplication`` of its own, so every check made before
Qt's application exists runs). Once the first frame is on screen the child runs
``at_frame`` (Python, with ``window`` bound) and, by default, reports and closes the
window as a player would: every message box's text goes to stdout as ``BOX: ...``, then
``MOVES: n`` (the moves on the table), and the window is closed.

:class:`Home` is one child's XDG folders and the files the game keeps in them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

CHILD = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from bakers_dozen_qt import app
from bakers_dozen_qt.qt.window.window import MainWindow

SETUP, AT_FRAME, DELAY = sys.argv[1], sys.argv[2], int(sys.argv[3])
exec(SETUP)
first_frame = MainWindow._after_first_frame


def report_and_close(window):
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMessageBox) and w.isVisible():
            print("BOX:", " ".join((w.text() + " " + w.informativeText()).split()))
            w.close()
    print("MOVES:", window.session.game.moves_count, flush=True)
    window.close()


def after_first_frame(window):
    first_frame(window)
    print("FRAME", flush=True)
    QTimer.singleShot(DELAY, lambda: exec(AT_FRAME, {**globals(), "window": window}))


MainWindow._after_first_frame = after_first_frame
sys.exit(app.main(sys.argv[4:]))
"""

REPORT_AND_CLOSE = "report_and_close(window)"


@dataclass
class Home:
    """One child's XDG folders and the files the game keeps there."""

    root: Path

    @property
    def data(self) -> Path:
        return self.root / "data" / "BakersDozen" / "Baker's Dozen"

    @property
    def save(self) -> Path:
        return self.data / "saved-game.json"

    @property
    def stats(self) -> Path:
        return self.data / "statistics.sqlite"

    @property
    def lock(self) -> Path:
        return self.data / "running.lock"

    @property
    def settings(self) -> Path:
        return self.root / "config" / "BakersDozen" / "Baker's Dozen.conf"

    def file(self, kind: str) -> Path:
        return {"save": self.save, "statistics": self.stats, "settings": self.settings}[kind]

    def env(self, **extra: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "QT_"))}
        env["QT_QPA_PLATFORM"] = "offscreen"
        env["HOME"] = str(self.root)
        for var, sub in (("CONFIG", "config"), ("DATA", "data"), ("CACHE", "cache")):
            env[f"XDG_{var}_HOME"] = str(self.root / sub)
        runtime = self.root / "runtime"
        runtime.mkdir(mode=0o700, exist_ok=True)
        env["XDG_RUNTIME_DIR"] = str(runtime)
        # The scripts a child runs read the window through the tests' driver.
        driver = str(Path(__file__).resolve().parent / "qt")
        env["PYTHONPATH"] = os.pathsep.join(p for p in (driver, env.get("PYTHONPATH")) if p)
        env.update(extra)
        return env


def start(
    env: dict[str, str],
    *argv: str,
    at_frame: str = REPORT_AND_CLOSE,
    setup: str = "",
    delay_ms: int = 300,
) -> subprocess.Popen[str]:
    """The game, started; read its ``stdout``/``stderr`` (text) and wait for it."""
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, setup, at_frame, str(delay_ms), *argv],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def run(
    env: dict[str, str],
    *argv: str,
    at_frame: str = REPORT_AND_CLOSE,
    setup: str = "",
    timeout: float = 120,
) -> subprocess.CompletedProcess[str]:
    """:func:`start`, then wait (``timeout`` seconds at most: a hang fails the test)."""
    child = start(env, *argv, at_frame=at_frame, setup=setup)
    try:
        out, err = child.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
        raise AssertionError(f"the game hung: stdout {out!r} stderr {err!r}") from None
    return subprocess.CompletedProcess(child.args, child.returncode, out, err)
