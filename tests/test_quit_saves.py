"""Nothing played is lost when the system ends the game (issue 31, point 2).

A real ``bakers-dozen`` (a child process with folders of its own, offscreen) plays moves
with the mouse and is then ended the way a logout, a shutdown or ``kill`` ends it, at
once, before the table has been still long enough for the usual save: the saved game
must hold every move it made. The saves while playing are bounded too: one comes at most
``MAX_WAIT_MS`` after the first unsaved move, however the moves keep coming.
"""

from __future__ import annotations

import signal
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app_child import Home, start
from app_kill import app_kill_rounds
from bakers_dozen_qt.engine import format_moves
from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.qt.files.autosave import AutoSave
from bakers_dozen_qt.qt.play.session import GameSession
from bakers_dozen_qt.store import load_game

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the folders are chosen through XDG variables"
)

# Moves made as a player makes them, click on the card and click on where it goes; then
# the moves on the table, and the child waits for what ends it.
PLAY = """
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from bakers_dozen_qt.engine import format_moves
from bakers_dozen_qt.engine.moves import FOUNDATION
from bakers_dozen_qt.qt.table.pile import Pile
from window_driver import card_rect, drop_rect, set_animation_ms

set_animation_ms(window, 0)
vp = window.view.viewport()
for _ in range(12):
    game = window.session.game
    moves = list(game.legal_moves)
    if not moves:
        break
    move = moves[len(moves) // 2]
    top = game.top(move.source)
    r = card_rect(window, top.name)
    start = QPoint(r.center().x(), r.top() + max(3, r.height() // 12))
    pile = Pile.foundation(top.suit) if move.target == FOUNDATION else Pile.column(move.target)
    end = drop_rect(window, pile).center()
    before = game.moves_count
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    QApplication.processEvents()
    assert window.session.game.moves_count > before, "a move was not made"
print("PLAYED", format_moves(window.session.game.move_stack), flush=True)
END
"""


def play_then(home: Home, end: str) -> tuple[str, int]:
    """Start the game, play, and end it: ``end`` is a signal's name (sent at once after
    the moves) or code the child runs after them. The moves on the table then, and the
    exit status."""
    by_signal = end.startswith("SIG")
    code = PLAY.replace("END", "" if by_signal else end)
    child = start(home.env(), "--deal", "7", at_frame=code, delay_ms=100)
    assert child.stdout is not None
    line = ""
    while not line.startswith("PLAYED"):
        line = child.stdout.readline()
        assert line, child.communicate(timeout=30)
    if by_signal:
        child.send_signal(getattr(signal, end))
    _, err = child.communicate(timeout=60)
    assert "Traceback" not in err, err
    return line.split(" ", 1)[1].strip(), child.returncode


@pytest.mark.slow
@pytest.mark.parametrize("end", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_at_once_after_moves_saves_every_move(tmp_path: Path, end: str) -> None:
    home = Home(tmp_path)
    played, code = play_then(home, end)
    assert played, "the child made no move"
    saved = load_game(home.save)
    assert saved is not None, f"no save after {end}"
    assert format_moves(saved.game.move_stack) == played
    assert code == 0


@pytest.mark.slow
def test_quitting_the_application_saves(tmp_path: Path) -> None:
    # Not the window's close: the application told to quit (a session's end does so).
    home = Home(tmp_path)
    played, code = play_then(home, "QApplication.quit()")
    saved = load_game(home.save)
    assert saved is not None and format_moves(saved.game.move_stack) == played
    assert code == 0


def test_a_save_comes_at_most_max_wait_after_the_first_unsaved_move(
    qtbot: QtBot, tmp_path: Path
) -> None:
    session = GameSession(Game.from_deal(1), 1)
    path = tmp_path / "saved.json"
    autosave = AutoSave(session, path)
    autosave.set_delay(300)
    autosave.set_max_wait(800)
    moves = list(session.game.legal_moves)
    assert session.request_move(moves[0])
    ticks = 0

    def change() -> None:  # a change every 100 ms: the table is never still for 300
        nonlocal ticks
        ticks += 1
        autosave.schedule()

    from PySide6.QtCore import QTimer

    ticker = QTimer()
    ticker.timeout.connect(change)
    ticker.start(100)
    autosave.schedule()
    try:
        qtbot.waitUntil(path.exists, timeout=5000)
    finally:
        ticker.stop()
    assert ticks < 40  # written while the changes kept coming


@pytest.mark.slow
@pytest.mark.parametrize("sig", ["SIGTERM", "SIGKILL"])
def test_the_game_ended_from_outside_round_after_round(tmp_path: Path, sig: str) -> None:
    # benchmarks/kill_bench.py --kind app runs the same with many more rounds.
    tally = app_kill_rounds(tmp_path, 3, getattr(signal, sig), seed=3)
    assert tally.problems == []
    assert (tally.exact if sig == "SIGTERM" else tally.whole) == 3
