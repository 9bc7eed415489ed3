"""A process that saves (or records statistics) as fast as it can until it is killed.

``python kill_child.py save|stats FOLDER START``: writes versions START, START+1, ... of
the saved game (or one statistics row each) into FOLDER and prints ``ready`` once the
first is on disk. Used by the kill test and ``benchmarks/kill_bench.py``: each version
is self-consistent (the number is in more than one field), so a half-written file shows.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.store import (
    GameRecord,
    SavedGame,
    SaveFileError,
    StatsStore,
    clean_save_orphans,
    load_game,
    save_game,
)
from bakers_dozen_qt.store.atomic import orphans

SAVE_NAME = "saved-game.json"
STATS_NAME = "statistics.sqlite"


def game_after(n: int) -> Game:
    game = Game.from_deal(1)
    for _ in range(n):
        moves = list(game.legal_moves)
        if not moves:
            break
        game.play(moves[-1])
    return game


def saves(folder: Path, start: int) -> None:
    games = [game_after(n) for n in range(25)]  # built once: the loop only writes
    path = folder / SAVE_NAME
    i = start
    while True:
        save_game(path, SavedGame(games[i % 25], i, float(i), hints=i, undos=i % 25))
        if i == start:
            print("ready", flush=True)
        i += 1


def records(folder: Path, start: int) -> None:
    with StatsStore(folder / STATS_NAME) as store:
        i = start
        while True:
            store.record(GameRecord("bakers-dozen", i, i % 2 == 0, i % 97, float(i), i))
            if i == start:
                print("ready", flush=True)
            i += 1


# --- the parent's side: kill a child mid-write, then check what it left ---------------


@dataclass
class KillTotals:
    rounds: int = 0
    intact: int = 0
    versions: int = 0  # versions found on disk after the last round
    orphans_seen: int = 0  # temporary or journal files found after a kill
    orphans_left: int = 0  # still there after the cleanup call
    problems: list[str] = field(default_factory=list)


def kill_once(kind: str, folder: Path, start: int, delay: float) -> None:
    child = subprocess.Popen(
        [sys.executable, __file__, kind, str(folder), str(start)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    if child.stdout.readline().strip() != "ready":
        child.kill()
        child.wait()
        raise RuntimeError("the child did not start writing")
    time.sleep(delay)
    child.send_signal(signal.SIGKILL)
    child.wait()
    child.stdout.close()


def check_save(folder: Path, tally: KillTotals) -> int:
    """After a kill: clean, then the save must load whole. The next version to write."""
    path = folder / SAVE_NAME
    tally.orphans_seen += len(orphans(path))
    clean_save_orphans(path)
    tally.orphans_left += len(orphans(path))
    try:
        saved = load_game(path)
    except SaveFileError as e:
        tally.problems.append(f"round {tally.rounds}: {e}")
        return 1
    if saved is None or not saved.hints == saved.deal == int(saved.elapsed_seconds):
        tally.problems.append(f"round {tally.rounds}: a mixed or missing save")
        return 1
    tally.intact += 1
    tally.versions = saved.hints
    return saved.hints + 1


def check_stats(folder: Path, tally: KillTotals) -> int:
    """After a kill: opening rolls back any half transaction; every row whole, none
    missing, nothing left beside the file. The next row to write."""
    path = folder / STATS_NAME
    tally.orphans_seen += sum(1 for p in folder.iterdir() if p.name != STATS_NAME)
    with StatsStore(path) as store:
        check = store._db.execute("PRAGMA integrity_check").fetchone()[0]
        games = store.games()
        notice = store.notice
    left = [p.name for p in folder.iterdir() if p.name != STATS_NAME]
    tally.orphans_left += len(left)
    deals = [g.deal for g in games]
    whole = all(g.deal == g.score == int(g.seconds) for g in games)
    if notice is not None or check != "ok" or not whole or deals != list(range(1, len(games) + 1)):
        tally.problems.append(f"round {tally.rounds}: {notice} {check} rows {len(games)} {left}")
        return len(games) + 1
    tally.intact += 1
    tally.versions = len(games)
    return len(games) + 1


def kill_rounds(kind: str, folder: Path, rounds: int, seed: int = 1) -> KillTotals:
    """Kill a writing child ``rounds`` times at random moments; check after each kill."""
    rng = random.Random(seed)
    tally = KillTotals()
    start = 1
    for _ in range(rounds):
        kill_once(kind, folder, start, rng.uniform(0.0, 0.03))
        tally.rounds += 1
        start = (check_save if kind == "save" else check_stats)(folder, tally)
    return tally


if __name__ == "__main__":
    kind, folder, start = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    (saves if kind == "save" else records)(folder, start)
