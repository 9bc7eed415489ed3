"""The real app, started on damaged files (issue 9, "prove it stays fixed").

For each stored file (the saved game, the statistics, the preferences) and each kind of
damage (garbage, cut short, a folder in its place, unreadable, NaN fields, JSON nested
far too deep), the app is started offscreen in a child process with its own XDG folders,
left to run for a moment and closed as a player would close it. It must:

- start, and exit 0 after the close, with no traceback;
- tell the player (the message goes to stderr too, where this test reads it) when the
  file was damaged;
- keep the bad file (as ``.damaged``), never delete or overwrite it;
- lose nothing else: the other two files come out as they went in.

"Unreadable" is mode 000; as root (CI runs as root, and root reads through mode 000)
it is a symbolic link to itself, which nobody can open.

The children run side by side, so the whole matrix costs a few seconds.
"""

from __future__ import annotations

import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app_child import Home
from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.engine.history import History, Step, StepKind
from bakers_dozen_qt.store import GameRecord, SavedGame, StatsStore, load_game, save_game

CHILD = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from bakers_dozen_qt import app
from bakers_dozen_qt.qt.window.window import MainWindow

deadline = time.monotonic() + 60

def ready(window):
    # The first frame is drawn and the statistics worker has opened its file (or paused).
    stats = window.keeping._stats
    if window._first_paint or stats is None:
        return False
    service = stats.service
    if service._store is None and not service.paused and service._thread.is_alive():
        return False
    told = {t.key for t in window.notices.history}
    return all(n.problem.value in told for n in service.notices)

def close():
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
    if not ready(window) and time.monotonic() < deadline:
        QTimer.singleShot(100, close)
        return
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMessageBox) and w.isVisible():
            print("BOX:", " ".join((w.text() + " " + w.informativeText()).split()))
            w.close()
    print("MOVES:", window.session.game.moves_count)
    sys.stdout.flush()
    window.close()

qt = QApplication(["bakers-dozen"])
QTimer.singleShot(500, close)
sys.exit(app.main([]))
"""

KINDS = ("save", "statistics", "settings")
DAMAGES = ("garbage", "truncated", "directory", "unreadable", "nan", "deep")
MOVES = (Move(0, 2), Move(5, 2), Move(10, 0))
DEEP = 100_000


def good_files(home: Home) -> None:
    home.data.mkdir(parents=True)
    (home.root / "runtime").mkdir(mode=0o700)
    history = History(tuple(Step(StepKind.MOVE, (m,)) for m in MOVES), len(MOVES))
    start = Game.from_deal(1)
    save_game(home.save, SavedGame(history.replay(start), 1, 42.0, history, played=True))
    with StatsStore(home.stats) as store:
        store.record(GameRecord("bakers-dozen", 7, False, 12, 80.0, 40))
        store.record(GameRecord("bakers-dozen", 8, True, 90, 300.0, 1660))
    home.settings.parent.mkdir(parents=True)
    home.settings.write_text("[view]\ntheme=dark\nback=red\n", encoding="utf-8")


def damage(home: Home, kind: str, how: str) -> bytes | None:
    """Damage one file; the bytes it now holds (``None`` for a folder or a link)."""
    path = home.file(kind)
    good = path.read_bytes()
    rng = random.Random(f"{kind}-{how}")
    data: bytes | None
    if how == "garbage":
        data = bytes(rng.randrange(256) for _ in range(4096))
    elif how == "truncated":
        data = good[: len(good) // 2]
    elif how == "directory":
        path.unlink()
        path.mkdir()
        (path / "inside").write_text("not ours\n")
        return None
    elif how == "unreadable":
        if os.geteuid() == 0:
            path.unlink()
            path.symlink_to(path.name)  # a loop: root cannot open it either
            return None
        path.chmod(0)
        return good
    elif how == "nan":
        if kind == "save":
            data = good.replace(b'"elapsed_seconds": 42.0', b'"elapsed_seconds": NaN')
            assert data != good
        elif kind == "statistics":
            db = sqlite3.connect(path)
            db.execute("UPDATE games SET seconds = 'NaN', score = 'nan' WHERE deal = 8")
            db.commit()
            db.close()
            return path.read_bytes()
        else:
            data = good + b"animation=nan\n[window]\ngeometry=@ByteArray(nan)\n"
    else:  # deep
        nested = b"[" * DEEP + b"]" * DEEP
        if kind == "save":
            data = good.replace(b'"hints": 0', b'"hints": ' + nested)
            assert data != good
        elif kind == "statistics":
            pending = path.with_name(path.name + ".pending.json")
            pending.write_bytes(nested)
            return good
        else:
            data = good + b"theme=" + nested + b"\n"
    path.write_bytes(data)
    return data


def told(kind: str, how: str) -> str | None:
    """What the player must be told, if anything (a phrase of it)."""
    if kind == "save":
        return "saved game could not be read"
    if kind == "statistics":
        if how == "nan":
            return None  # a game's odd numbers are the store's to read round
        if how == "deep":
            return "could not be counted"
        if how == "unreadable":
            return "statistics are paused"  # it cannot be opened, nor moved: left alone
        return "statistics file was damaged"
    if how in ("garbage", "directory", "unreadable"):
        return "preferences could not be read"
    return None  # a text file with odd values: each falls back to its default


def kept_as(path: Path) -> Path:
    return path.with_name(path.name + ".damaged")


CASES = [(k, d) for k in KINDS for d in DAMAGES]
AT_ONCE = 3
Run = tuple[Home, "bytes | None", "subprocess.CompletedProcess[str]"]


@pytest.fixture(scope="module")
def runs(
    tmp_path_factory: pytest.TempPathFactory,
) -> dict[tuple[str, str], tuple[Home, bytes | None, subprocess.CompletedProcess[str]]]:
    done = {}
    # A few at a time: eighteen Qt apps started at once on a small, busy machine each
    # wait for the CPU longer than their deadline allows.
    for first in range(0, len(CASES), AT_ONCE):
        started = []
        for kind, how in CASES[first : first + AT_ONCE]:
            home = Home(tmp_path_factory.mktemp(f"{kind}-{how}"))
            good_files(home)
            bad = damage(home, kind, how)
            child = subprocess.Popen(
                [sys.executable, "-c", CHILD],
                env=home.env(),
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            started.append(((kind, how), home, bad, child))
        for key, home, bad, child in started:
            out, err = child.communicate(timeout=120)
            done[key] = (
                home,
                bad,
                subprocess.CompletedProcess(child.args, child.returncode, out, err),
            )
    return done


@pytest.mark.slow
@pytest.mark.parametrize(("kind", "how"), CASES)
def test_the_app_starts_tells_keeps_the_bad_file_and_loses_nothing_else(
    runs: dict[tuple[str, str], Run],
    kind: str,
    how: str,
) -> None:
    home, bad, proc = runs[(kind, how)]
    say = f"{kind}/{how}: stdout {proc.stdout!r} stderr {proc.stderr!r}"
    assert proc.returncode == 0, say
    assert "Traceback" not in proc.stderr, say
    phrase = told(kind, how)
    if phrase is not None:
        assert phrase.lower() in proc.stderr.lower(), say
    # The bad file is kept, as it was: moved aside, or left alone where it could not be.
    path = home.file(kind)
    if kind == "statistics" and how == "unreadable":
        assert os.path.lexists(path) and not os.path.lexists(kept_as(path)), say
        if bad is not None:
            path.chmod(0o600)
            assert path.read_bytes() == bad, say
    elif phrase is not None and (kind != "statistics" or how in ("garbage", "directory")):
        aside = kept_as(path)
        assert os.path.lexists(aside), say
        if bad is not None and how != "unreadable":
            assert aside.read_bytes() == bad, say
        elif how == "directory":
            assert (aside / "inside").read_text() == "not ours\n", say
    # Nothing else is lost.
    if kind != "save":
        saved = load_game(home.save)
        assert saved is not None and saved.game.move_stack == MOVES, say
        assert "MOVES: 3" in proc.stdout, say
    if kind != "statistics":
        with StatsStore(home.stats) as store:
            assert [(g.deal, g.won) for g in store.games()] == [(7, False), (8, True)], say
    if kind != "settings":
        text = home.settings.read_text(encoding="utf-8")
        assert "theme=dark" in text and "back=red" in text, say
