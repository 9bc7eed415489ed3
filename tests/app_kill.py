"""The real game, ended from outside while it plays: is every move kept?

:func:`app_kill_rounds` starts ``bakers-dozen`` again and again on the same folders
(each start resumes the saved game), lets it play a move every 30 ms for a random while,
printing the table after each move, and ends it with a signal at a random moment:

- SIGTERM (a logout, a shutdown, ``kill``): the save must hold exactly the last table
  printed, every move;
- SIGKILL (nothing can be done): the save must be whole, and behind the last table
  printed by no more than the autosave's bounded wait (``MAX_WAIT_MS``) and a little.

Used by ``benchmarks/kill_bench.py --kind app`` and, with a few rounds, by the tests.
"""

from __future__ import annotations

import random
import signal
import time
from dataclasses import dataclass, field
from pathlib import Path

from app_child import Home, start
from bakers_dozen_qt.engine import format_moves
from bakers_dozen_qt.qt.files.autosave import MAX_WAIT_MS
from bakers_dozen_qt.store import SaveFileError, load_game

# A move every 30 ms (a restart when none is left); after each, the table as
# "AT <monotonic> <steps> <moves on the table>".
PLAY = """
import random, time
from PySide6.QtCore import QTimer
from bakers_dozen_qt.engine import format_moves
from window_driver import set_animation_ms
set_animation_ms(window, 0)
rng = random.Random()
ticker = QTimer(window)
def tick():
    s = window.session
    moves = list(s.game.legal_moves)
    if s.game.is_won():
        window.new_deal()
    elif moves:
        s.request_move(rng.choice(moves))
    else:
        s.restart()
    print("AT", time.monotonic(), s.undo_stack.count(), format_moves(s.game.move_stack), flush=True)
ticker.timeout.connect(tick)
ticker.start(30)
s = window.session  # the table resumed, before any move of this run
print("AT", time.monotonic(), s.undo_stack.count(), format_moves(s.game.move_stack), flush=True)
"""
SLACK_S = 1.0
"""Beyond the bounded wait: a save in progress, a busy machine."""


@dataclass
class AppTally:
    rounds: int = 0
    exact: int = 0  # SIGTERM: the save is the last table printed
    whole: int = 0  # SIGKILL: a whole save, behind by no more than allowed
    moves_seen: int = 0
    worst_lag_s: float = 0.0
    problems: list[str] = field(default_factory=list)


def _note(states: list[tuple[float, str]], line: str) -> None:
    if line.startswith("AT "):
        _, when, _steps, *table = line.split(" ", 3)
        states.append((float(when), (table[0] if table else "").strip()))


def _saved_table(home: Home) -> str:
    """The moves on the saved table ("" for none, or no save: nothing to resume)."""
    try:
        saved = load_game(home.save)
    except SaveFileError as e:
        return f"DAMAGED {e}"
    return "" if saved is None else format_moves(saved.game.move_stack)


def app_kill_rounds(
    folder: Path, rounds: int, sig: signal.Signals, seed: int = 1, longest_s: float = 2.0
) -> AppTally:
    """``rounds`` starts, each ended by ``sig`` after 0.2 to ``longest_s`` seconds of
    play (longer than the autosave's bounded wait to see it at work)."""
    rng = random.Random(seed)
    home = Home(folder)
    home.root.mkdir(parents=True, exist_ok=True)
    tally = AppTally()
    for n in range(1, rounds + 1):
        child = start(home.env(), at_frame=PLAY, delay_ms=50)
        assert child.stdout is not None
        states: list[tuple[float, str]] = []
        end_at = None
        lines = iter(child.stdout.readline, "")
        for line in lines:
            _note(states, line)
            if states and end_at is None:
                end_at = time.monotonic() + rng.uniform(0.2, longest_s)
            if end_at is not None and time.monotonic() >= end_at:
                child.send_signal(sig)
                break
        # What it printed until it ended counts too: a move may come before the close.
        rest, err = child.communicate(timeout=60)
        for line in rest.splitlines():
            _note(states, line)
        if "Traceback" in err:
            tally.problems.append(f"round {n}: {err.strip().splitlines()[-1]}")
        tally.rounds += 1
        tally.moves_seen += len(states)
        saved = _saved_table(home)
        if not states:
            tally.problems.append(f"round {n}: the game never played")
            continue
        last_when, last = states[-1]
        if saved.startswith("DAMAGED"):
            tally.problems.append(f"round {n}: {saved}")
        elif sig == signal.SIGTERM:
            if saved == last:
                tally.exact += 1
            else:
                tally.problems.append(f"round {n}: saved {saved!r}, on the table {last!r}")
        else:
            at = [when for when, table in states if table == saved]
            lag = last_when - at[-1] if at else None
            if lag is None:
                tally.problems.append(f"round {n}: the save is none of the tables played")
            elif lag > MAX_WAIT_MS / 1000 + SLACK_S:
                tally.problems.append(f"round {n}: the save is {lag:.1f} s behind")
            else:
                tally.whole += 1
                tally.worst_lag_s = max(tally.worst_lag_s, lag)
    return tally
