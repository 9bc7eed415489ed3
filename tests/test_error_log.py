"""Errors that are seen (issue 36): the real ``bakers-dozen`` (a child process with its
own folders, offscreen) meets an exception in a slot of the GUI thread and another in a
thread of its own. Neither prints a traceback on the terminal: both are in the log file
in the data folder, and the player is told once, in the status bar, where it is."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app_child import Home, run

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the folders are chosen through XDG variables"
)

TWO_ERRORS = """
import threading
from PySide6.QtCore import QTimer

said = []
window.statusBar().messageChanged.connect(lambda text: text and said.append(text))

def slot_that_fails():
    raise RuntimeError("a slot fails")

def thread_that_fails():
    raise ZeroDivisionError("a thread fails")

def report():
    for text in said:
        print("SAID:", text, flush=True)
    window.close()

QTimer.singleShot(0, slot_that_fails)
threading.Thread(target=thread_that_fails, name="helper").start()
QTimer.singleShot(600, report)
"""


@pytest.mark.slow
def test_errors_go_to_the_log_file_and_are_told_once_never_to_the_terminal(
    tmp_path: Path,
) -> None:
    home = Home(tmp_path)
    done = run(home.env(), "--deal", "1", at_frame=TWO_ERRORS)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "fails" not in done.stderr
    log = home.data / "bakers-dozen.log"
    text = log.read_text(encoding="utf-8")
    assert "RuntimeError: a slot fails" in text
    assert "ZeroDivisionError: a thread fails" in text
    assert "uncaught exception in thread helper" in text
    assert text.count("Traceback (most recent call last)") == 2
    said = [line for line in done.stdout.splitlines() if line.startswith("SAID: Something")]
    assert said == [f"SAID: Something went wrong inside the game: the details are in {log}."]
