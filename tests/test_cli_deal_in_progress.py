"""``bakers-dozen --deal N``, ``--daily`` or ``--variant V`` with a game in progress does
what New Deal does in the window (issue 31, point 1): it asks, or, with the question
turned off, counts the game given up as a loss and says so. Never a game silently gone.

Each case starts the real app (a child process, offscreen, folders of its own) on a
saved game of deal 1 with three moves made, and reads the statistics afterwards.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app_child import Home, run
from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.engine.deals import daily_deal_number
from bakers_dozen_qt.engine.history import History, Step, StepKind
from bakers_dozen_qt.store import SavedGame, StatsStore, load_game, save_game

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the folders are chosen through XDG variables"
)

MOVES = (Move(0, 2), Move(5, 2), Move(10, 0))

REPORT = """
game = window.session.game
print("DEAL", window.session.deal_number, game.rules.id, game.moves_count)
print("STATUS", window.statusBar().currentMessage())
"""
ANSWER = (
    """
from window_driver import abandon_dialog
box = abandon_dialog(window)
print("ASKED", box is not None)
if box is not None:
    for button in box.buttons():
        if button.text().replace("&", "") == {answer!r}:
            button.click()
QApplication.processEvents()
"""
    + REPORT
    + "report_and_close(window)"
)


def game_in_progress(home: Home, *, ask: bool) -> None:
    history = History(tuple(Step(StepKind.MOVE, (m,)) for m in MOVES), len(MOVES))
    saved = SavedGame(history.replay(Game.from_deal(1)), 1, 42.0, history, played=True)
    home.data.mkdir(parents=True)
    save_game(home.save, saved)
    home.settings.parent.mkdir(parents=True)
    home.settings.write_text(f"[play]\nask_before_abandoning={str(ask).lower()}\n")


def games_counted(home: Home) -> list[tuple[int | None, bool]]:
    if not home.stats.exists():
        return []
    with StatsStore(home.stats) as store:
        return [(g.deal, g.won) for g in store.games()]


DAILY = -1
"""The date's deal: read when the child runs (a run that crosses midnight changes it)."""

OPTIONS = {
    "--deal 5": (["--deal", "5"], 5, "bakers-dozen"),
    "--daily": (["--daily"], DAILY, "bakers-dozen"),
    "--variant": (["--variant", "good-measure"], None, "good-measure"),
}


@pytest.mark.slow
@pytest.mark.parametrize("option", OPTIONS)
def test_without_the_question_the_game_given_up_is_counted_and_told(
    tmp_path: Path, option: str
) -> None:
    home = Home(tmp_path)
    game_in_progress(home, ask=False)
    argv, deal, variant = OPTIONS[option]
    before = daily_deal_number()
    proc = run(home.env(), *argv, at_frame=REPORT + "report_and_close(window)")
    say = f"stdout {proc.stdout!r} stderr {proc.stderr!r}"
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, say
    shown = proc.stdout.split("DEAL ", 1)[1].split()
    assert shown[1] == variant and shown[2] == "0", say
    if deal == DAILY:
        assert shown[0] in {str(before), str(daily_deal_number())}, say
    elif deal is not None:
        assert shown[0] == str(deal), say
    assert games_counted(home) == [(1, False)], say  # deal 1, given up: a loss
    assert "counted as lost" in proc.stdout, say


@pytest.mark.slow
def test_with_the_question_abandon_starts_the_deal_asked_for(tmp_path: Path) -> None:
    home = Home(tmp_path)
    game_in_progress(home, ask=True)
    proc = run(home.env(), "--deal", "5", at_frame=ANSWER.format(answer="Abandon"))
    say = f"stdout {proc.stdout!r} stderr {proc.stderr!r}"
    assert proc.returncode == 0, say
    assert "ASKED True" in proc.stdout and "DEAL 5 bakers-dozen 0" in proc.stdout, say
    assert games_counted(home) == [(1, False)], say


@pytest.mark.slow
def test_with_the_question_keep_playing_keeps_the_game(tmp_path: Path) -> None:
    home = Home(tmp_path)
    game_in_progress(home, ask=True)
    proc = run(home.env(), "--deal", "5", at_frame=ANSWER.format(answer="Keep Playing"))
    say = f"stdout {proc.stdout!r} stderr {proc.stderr!r}"
    assert proc.returncode == 0, say
    assert "ASKED True" in proc.stdout and "DEAL 1 bakers-dozen 3" in proc.stdout, say
    assert games_counted(home) == [], say
    saved = load_game(home.save)
    assert saved is not None and saved.game.move_stack == MOVES, say


@pytest.mark.slow
def test_with_nothing_in_progress_the_deal_asked_for_just_starts(tmp_path: Path) -> None:
    home = Home(tmp_path)
    proc = run(home.env(), "--deal", "5", at_frame=REPORT + "report_and_close(window)")
    assert "DEAL 5 bakers-dozen 0" in proc.stdout, proc
    assert "counted as lost" not in proc.stdout, proc
    assert games_counted(home) == [], proc
