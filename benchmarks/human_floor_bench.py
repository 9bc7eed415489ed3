"""The fastest a hand can play a daily deal in the real window: the online board's floor.

Run: ``uv run python benchmarks/human_floor_bench.py [--days 8] [--key-ms 80 0]``.

Each day's Baker's Dozen deal is solved, and its line is played in the real window
(offscreen unless ``QT_QPA_PLATFORM`` says otherwise; its settings as a new player's:
cards sent up by themselves, animations on) with real key events, as the keyboard
play-through (``tests/qt/test_keyboard_full_game.py``) plays it: a column's key, then the
target's key, for every move the player makes; the safe cards go up by themselves. A key
comes every ``--key-ms`` milliseconds: 80 ms is the keystroke time of the fastest typists
in the Keystroke-Level Model (Card, Moran and Newell), with no time at all to look or
think; 0 is as fast as the window takes keys. The game's own clock at the win (what the
game sends to a board) is divided by the hand moves the server counts in the line
(``daily_replay.hand_moves``): the time a hand move takes at the fastest, the floor a
person can meet and a faster claim cannot.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from bakers_dozen_qt.engine import Game, daily_deal_number
from bakers_dozen_qt.engine.daily_replay import hand_moves
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.engine.solver import Verdict, solve
from bakers_dozen_qt.engine.submission import MILLISECONDS_PER_HAND_MOVE_MIN
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow

K = Qt.Key
COLUMN_KEYS = (
    K.Key_1, K.Key_2, K.Key_3, K.Key_4, K.Key_5, K.Key_6, K.Key_7,
    K.Key_8, K.Key_9, K.Key_0, K.Key_Minus, K.Key_Equal, K.Key_Backspace,
)  # fmt: skip


def typed_moves(game: Game, line: list[Move]) -> list[Move]:
    """The moves of a solver's line a player types when safe cards go up by themselves."""
    probe = game.copy()
    typed = []
    for move in line:
        if probe.is_legal(move):
            probe.push(move)
            typed.append(move)
            probe.play_safe_moves()
    assert probe.is_won()
    return typed


def play(window: MainWindow, typed: list[Move], key_ms: int) -> None:
    for move in typed:
        QTest.keyClick(window.view, COLUMN_KEYS[move.source])
        QTest.qWait(key_ms)
        target = K.Key_F if move.target == FOUNDATION else COLUMN_KEYS[move.target]
        QTest.keyClick(window.view, target)
        QTest.qWait(key_ms)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=8)
    parser.add_argument("--key-ms", type=int, nargs="+", default=[80, 0])
    args = parser.parse_args()
    app = QApplication([sys.argv[0]])
    folder = Path(tempfile.mkdtemp(prefix="floor-"))
    prefs = Preferences(QSettings(str(folder / "prefs.ini"), QSettings.Format.IniFormat))
    prefs.ask_before_abandoning = False
    assert prefs.auto_drop and prefs.animation  # a new player's settings
    today = dt.datetime.now(dt.timezone.utc).date()
    games = []
    for back in range(args.days):
        day = today - dt.timedelta(days=back)
        game = Game.from_daily(daily_deal_number(day))
        found = solve(game.copy(), max_nodes=400_000)
        if found.verdict is Verdict.WON:
            games.append((day, game, typed_moves(game, list(found.moves))))
    print(
        f"{len(games)} daily deals won by the solver; the floor now: "
        f"{MILLISECONDS_PER_HAND_MOVE_MIN} ms a hand move"
    )
    for key_ms in args.key_ms:
        per_move = []
        for day, game, typed in games:
            window = MainWindow(game.copy(), daily_deal_number(day), prefs, save_path=None)
            window.resize(1280, 820)
            window.show()
            QTest.qWaitForWindowExposed(window)
            t0 = time.perf_counter()
            play(window, typed, key_ms)
            wall = time.perf_counter() - t0
            assert window.session.game.is_won(), day
            line = list(window.session.game.move_stack)
            hands = hand_moves(day, "bakers-dozen", line)
            clock = window.session.elapsed()
            per_move.append(clock * 1000 / hands)
            print(
                f"  key every {key_ms} ms, {day}: {len(line)} moves in the line, {len(typed)} "
                f"typed, {hands} hand moves; game clock {clock:.2f} s (wall {wall:.2f} s) = "
                f"{per_move[-1]:.0f} ms a hand move"
            )
            window.close()
            window.deleteLater()
            app.processEvents()
        print(
            f"key every {key_ms} ms: {statistics.median(per_move):.0f} ms a hand move "
            f"(median), fastest {min(per_move):.0f} ms, over {len(per_move)} deals"
        )


if __name__ == "__main__":
    main()
