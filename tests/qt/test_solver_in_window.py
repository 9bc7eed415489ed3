"""The solver's verdict where the player sees it: the live status, winnable deals, the
daily deal's verdict, Hint again, Hint in a lost position, the face-down hint.

Every solver budget here is a node budget (no seconds), so the answers do not depend on
the machine's speed; the waits are generous.
"""

from __future__ import annotations

import random
import threading

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot
from time_control import run_queued_work

from bakers_dozen_qt.engine import Game, Move, Position
from bakers_dozen_qt.engine.deals import daily_deal_number
from bakers_dozen_qt.engine.moves import parse_moves
from bakers_dozen_qt.engine.solver import LiveStatus, Verdict, solve
from bakers_dozen_qt.qt.features import live_status, solver_answers, winnable_deals
from bakers_dozen_qt.qt.features.solver_answers import HintRequest
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.speech.spoken_names import for_the_ear
from bakers_dozen_qt.qt.window.window import MainWindow
from conftest import col, drag, grip, make_window

NODES = 60_000
WAIT = 60_000
LOSING = Move.parse("2-1")  # throws deal 1 away: proved lost at once


@pytest.fixture(autouse=True)
def _node_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(live_status, "LIVE_SECONDS", None)
    monkeypatch.setattr(live_status, "LIVE_NODES", NODES)
    monkeypatch.setattr(winnable_deals, "SECONDS_EACH", None)
    monkeypatch.setattr(winnable_deals, "NODES_EACH", NODES)
    monkeypatch.setattr(winnable_deals, "DAILY_SECONDS", None)
    monkeypatch.setattr(winnable_deals, "DAILY_NODES", NODES)
    monkeypatch.setattr(solver_answers, "HINT_SECONDS", None)
    monkeypatch.setattr(solver_answers, "HINT_NODES", NODES)


def active(qtbot: QtBot, w: MainWindow) -> MainWindow:
    """The window active and the table focused: the menus' shortcut keys reach it."""
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    w.view.setFocus()
    return w


def play_by_drag(qtbot: QtBot, w: MainWindow, move: Move) -> None:
    """Drag the top card of the move's column onto its target, as a player does."""
    card = w.game.column(move.source)[-1]
    target = w.drop_rect(col(move.target)).center()
    drag(qtbot, w, grip(w, card.name), QPoint(target.x(), target.y()))


def test_live_status_is_off_by_default_and_then_never_solves(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1))
    assert not prefs.live_status and not w.actions_by_name["live_status"].isChecked()
    play_by_drag(qtbot, w, Move.parse("1-3"))
    assert w.game.moves_count == 1
    run_queued_work()  # the window's start-up work and the move's: no solve among them
    assert w.live.requests == 0 and not w.live.runner.busy
    assert not w.live.label.isVisible() and w.live.text == ""
    w.close()


def test_live_status_says_since_which_move_the_game_is_lost(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1))
    w.actions_by_name["live_status"].trigger()  # View > Show Whether the Game Can Be Won
    assert prefs.live_status and w.live.label.isVisible()
    qtbot.waitUntil(lambda: w.live.text == "Can be won", timeout=WAIT)
    card, under = w.game.top(LOSING.source), w.game.top(LOSING.target)
    assert card is not None and under is not None
    said: list[str] = []
    w.announcer.announced.connect(said.append)
    play_by_drag(qtbot, w, LOSING)
    assert w.game.move_stack == (LOSING,)
    words = f"Cannot be won any more (since move 1: {card.label} to {under.label})"
    qtbot.waitUntil(lambda: w.live.text == words, timeout=WAIT)
    # Said aloud with the cards' full names, as every announcement: a reader hears it.
    heard = for_the_ear(words)
    assert heard != words and "seven" in heard.lower()
    qtbot.waitUntil(lambda: heard in said, timeout=WAIT)
    assert w.live.label.accessibleName() == heard
    # Too narrow for all of it: the words end in "…", and the tooltip has them whole.
    w.resize(600, 600)
    qtbot.waitUntil(lambda: w.live.label.toolTip().startswith(words + "\n"), timeout=WAIT)
    assert w.width() < 700  # the verdict does not widen the window
    w.resize(1280, 820)
    assert solve(w.game, max_nodes=NODES).verdict is Verdict.UNWINNABLE
    # Undo: winnable again, and the bar says so.
    w.actions_by_name["undo"].trigger()
    qtbot.waitUntil(lambda: w.live.text == "Can be won", timeout=WAIT)
    w.close()
    # Remembered: the next window starts with it on.
    again = make_window(qtbot, prefs, Game.from_deal(1))
    assert again.actions_by_name["live_status"].isChecked() and again.live.on
    again.actions_by_name["live_status"].trigger()
    assert not prefs.live_status and not again.live.label.isVisible()
    again.close()


def test_winnable_deals_only_deals_what_the_solver_wins(
    qtbot: QtBot, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    w = active(qtbot, make_window(qtbot, prefs, Game.from_deal(1)))
    # Every search starts at deal 104, which cannot be won: 105 is dealt.
    monkeypatch.setattr(winnable_deals.random, "randint", lambda a, b: 104)
    w.actions_by_name["winnable_only"].trigger()  # Game > Winnable Deals Only
    assert prefs.winnable_only
    with qtbot.waitSignal(w.new_games.winnable.found, timeout=WAIT):
        qtbot.keyClick(w.view, Qt.Key.Key_F2)  # New Deal
    qtbot.waitUntil(lambda: w.session.deal_number == 105, timeout=WAIT)
    assert w.game.position() == Game.from_deal(105).position()
    assert solve(Game.from_deal(104), max_nodes=NODES).verdict is Verdict.UNWINNABLE
    assert solve(Game.from_deal(105), max_nodes=NODES).verdict is Verdict.WON
    # The next deal was looked for as the game started: New Deal deals it at once.
    qtbot.waitUntil(lambda: not w.new_games.winnable.busy, timeout=WAIT)
    assert w.new_games.winnable.ready == 105
    w.session.request_move(next(iter(w.game.legal_moves)))
    qtbot.keyClick(w.view, Qt.Key.Key_F2)
    assert w.session.deal_number == 105 and w.game.moves_count == 0
    assert w.new_games.winnable.ready is None or w.new_games.winnable.busy
    w.close()


def test_winnable_deal_from_a_random_start_is_won(qtbot: QtBot, prefs: Preferences) -> None:
    prefs.winnable_only = True
    w = make_window(qtbot, prefs, Game.from_deal(1))
    assert w.actions_by_name["winnable_only"].isChecked()
    random.seed(14)
    with qtbot.waitSignal(w.new_games.winnable.found, timeout=WAIT) as found:
        w.actions_by_name["new"].trigger()
    number = found.args[0]
    qtbot.waitUntil(lambda: w.session.deal_number == number, timeout=WAIT)
    assert solve(Game.from_deal(number), max_nodes=NODES).verdict is Verdict.WON
    w.close()


def test_daily_deal_stays_and_its_verdict_is_told(qtbot: QtBot, prefs: Preferences) -> None:
    prefs.winnable_only = True
    w = make_window(qtbot, prefs, Game.from_deal(1))
    with qtbot.waitSignal(w.new_games.winnable.judged, timeout=WAIT) as judged:
        w.actions_by_name["daily"].trigger()
    assert w.session.deal_number == daily_deal_number() and w.session.tally.daily
    expected = solve(Game.from_deal(daily_deal_number()), max_nodes=NODES).verdict
    assert judged.args[0] is expected
    words = {
        Verdict.WON: "Today's deal can be won.",
        Verdict.UNWINNABLE: "Today's deal cannot be won.",
        Verdict.UNKNOWN: "The solver could not decide whether today's deal can be won.",
    }
    assert w.statusBar().currentMessage() == words[expected]
    w.close()


def test_hint_again_shows_another_winning_move(qtbot: QtBot, prefs: Preferences) -> None:
    w = active(qtbot, make_window(qtbot, prefs, Game.from_deal(2)))
    shown = []
    for _ in range(2):
        with qtbot.waitSignal(w.hints.ready, timeout=WAIT) as answer:
            qtbot.keyClick(w.view, Qt.Key.Key_H)  # Hint
        shown.append(answer.args[0].move)
    first, second = shown
    assert first is not None and second is not None and first != second
    for move in shown:
        after = w.game.copy(with_stack=False)
        after.push(move)
        assert solve(after, max_nodes=NODES).verdict is Verdict.WON
    assert w.game.moves_count == 0 and w.session.tally.hints == 2
    w.close()


def test_hint_in_a_lost_position_says_so_and_offers_where_lost(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1))
    play_by_drag(qtbot, w, LOSING)
    with qtbot.waitSignal(w.hints.ready, timeout=WAIT) as answer:
        w.actions_by_name["hint"].trigger()
    assert answer.args[0].lost and answer.args[0].move is None
    assert "cannot be won any more" in w.statusBar().currentMessage()
    box = w.hints.lost_box
    assert box is not None and "cannot be won any more" in box.text()
    look = next(b for b in box.buttons() if b.text() == "Where Was It Lost?")
    with qtbot.waitSignal(w.loss_review.finder.ready, timeout=WAIT) as found:
        qtbot.mouseClick(look, Qt.MouseButton.LeftButton)
    assert found.args[0].found == (0, LOSING)
    assert w.game.move_stack == (LOSING,)  # looking back changes nothing by itself
    w.close()


def swapped_hidden(game: Game, rng: random.Random) -> Game:
    """The same table with its face-down cards dealt among themselves again."""
    pos = game.position()
    hidden = [c for i, c_ in enumerate(pos.columns) for c in c_[: pos.face_down[i]]]
    rng.shuffle(hidden)
    it = iter(hidden)
    cols = tuple(
        tuple(next(it) if j < pos.face_down[i] else c for j, c in enumerate(column))
        for i, column in enumerate(pos.columns)
    )
    return Game(game.rules, Position(cols, pos.foundations, pos.face_down))


def test_face_down_hint_never_reads_hidden_cards(
    qtbot: QtBot, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(solver_answers, "HINT_NODES", 48_000)
    asked: list[HintRequest] = []
    real = solver_answers.hint

    def spy(request: HintRequest, cancel: object) -> object:
        asked.append(request)
        return real(request, cancel)  # type: ignore[arg-type]

    monkeypatch.setattr(solver_answers, "hint", spy)
    game = Game.from_deal(5, "bakers-dozen-1883")
    other = swapped_hidden(game, random.Random(5))
    assert other.position() != game.position()
    w = active(qtbot, make_window(qtbot, prefs, game, 5))
    hints = []
    for table in (game, other):
        w.new_game_from(table, 5)
        with qtbot.waitSignal(w.hints.ready, timeout=WAIT) as answer:
            qtbot.keyClick(w.view, Qt.Key.Key_H)
        hints.append(answer.args[0].move)
    assert hints[0] is not None and hints[0] == hints[1]
    assert hints[0] in game.legal_moves
    # The worker was handed the table as the player sees it, and nothing face down.
    hidden = {
        c for i in range(game.column_count) for c in game.column(i)[: game.face_down_count(i)]
    }
    assert len(asked) == 2 and all(r.game is None and r.view is not None for r in asked)
    for r in asked:
        assert r.view is not None
        assert not hidden & {c for column in r.view.columns for c in column if c is not None}
    assert asked[0].view == asked[1].view
    w.close()


def test_live_solve_is_cancelled_by_the_next_move(
    qtbot: QtBot, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Deal 152: the solver cannot decide it in 10 s; with no budget at all only the
    # cancel flag ends a solve.
    monkeypatch.setattr(live_status, "LIVE_NODES", None)
    flags: list[threading.Event] = []
    real = live_status._verdict

    def spy(live: LiveStatus, game: Game, cancel: threading.Event) -> object:
        flags.append(cancel)
        return real(live, game, cancel)

    monkeypatch.setattr(live_status, "_verdict", spy)
    prefs.live_status = True
    w = make_window(qtbot, prefs, Game.from_deal(152), 152)
    qtbot.waitUntil(lambda: len(flags) == 1, timeout=WAIT)
    qtbot.waitUntil(lambda: w.live.text == "Checking…", timeout=WAIT)
    assert not flags[0].is_set() and w.live.runner.busy
    move = next(m for m in w.game.legal_moves if m.target >= 0)
    play_by_drag(qtbot, w, move)
    assert w.game.move_stack == (move,)
    assert flags[0].is_set()  # the move cancelled the solve of the table before it
    qtbot.waitUntil(lambda: len(flags) == 2, timeout=WAIT)
    assert not flags[1].is_set()
    w.actions_by_name["live_status"].trigger()  # off: the solve stops, the words go
    assert flags[1].is_set() and w.live.text == "" and not w.live.label.isVisible()
    w.close()


def test_hint_and_show_the_way_ask_for_the_short_line(
    qtbot: QtBot, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bakers_dozen_qt.engine import solver
    from bakers_dozen_qt.engine.solver import advice

    asked: list[bool] = []

    def spy(game: Game, **kw: object) -> object:
        asked.append(bool(kw.get("shorten", True)))
        return solve(game, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(advice, "solve", spy)
    monkeypatch.setattr(solver, "solve", spy)
    w = make_window(qtbot, prefs, Game.from_deal(2))
    with qtbot.waitSignal(w.hints.ready, timeout=WAIT):
        w.actions_by_name["hint"].trigger()
    assert asked[:1] == [True]  # the hint is the first move of the shortened line
    asked.clear()
    with qtbot.waitSignal(w.show_the_way.solver.ready, timeout=WAIT):
        w.actions_by_name["solve"].trigger()
    assert asked == [True]
    w.close()


def test_a_slow_search_says_it_is_finding_a_deal(
    qtbot: QtBot, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A search that waits for the test: the words must come, and go with the deal.
    go = threading.Event()

    def slow(search: winnable_deals.DealSearch, cancel: threading.Event) -> int | None:
        while not go.wait(0.01):
            if cancel.is_set():
                return None
        return 105

    monkeypatch.setattr(winnable_deals, "find_winnable", slow)
    w = make_window(qtbot, prefs, Game.from_deal(1))
    prefs.winnable_only = True  # set behind the menu's back: nothing looked for ahead
    w.actions_by_name["new"].trigger()
    qtbot.waitUntil(
        lambda: w.statusBar().currentMessage() == "Finding a winnable deal…", timeout=WAIT
    )
    assert w.session.deal_number == 1  # the table stays playable meanwhile
    go.set()
    qtbot.waitUntil(lambda: w.session.deal_number == 105, timeout=WAIT)
    assert w.statusBar().currentMessage() != "Finding a winnable deal…"
    w.close()


def test_a_winnable_deal_not_taken_is_kept_for_the_next_new_deal(
    qtbot: QtBot, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(winnable_deals.random, "randint", lambda a, b: 104)
    prefs.ask_before_abandoning = True
    prefs.winnable_only = True
    w = make_window(qtbot, prefs, Game.from_deal(1))
    finder = w.new_games.winnable
    qtbot.waitUntil(lambda: finder.ready == 105, timeout=WAIT)  # looked for ahead
    play_by_drag(qtbot, w, Move.parse("1-3"))
    w.actions_by_name["new"].trigger()
    box = w.abandon_dialog
    assert box is not None
    keep = next(b for b in box.buttons() if b.text() == "Keep Playing")
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    assert w.session.deal_number == 1 and w.game.moves_count == 1
    assert finder.ready == 105  # not thrown away: the next New Deal deals it
    w.close()


# The hint's own moves on deal 10 of the 1883 edition: after them no card can ever turn
# face up or go to a foundation, which the visible cards alone prove.
LOST_1883_10 = (
    "3-f 6-f 1-f 11-5 3-2 11-8 12-2 8-12 7-3 7-1 13-8 10-1 11-f 7-4 13-11 6-13 2-11 12-6 "
    "8-12 8-3 8-2 13-8 13-9 13-f 12-3 5-9 5-1 5-11 6-12 9-4 4-1 12-6 12-f 1-4 11-12 5-11"
)


def lost_1883_10_window(qtbot: QtBot, prefs: Preferences) -> tuple[MainWindow, list[Move]]:
    """A window on deal 10 of the 1883 edition one move before :data:`LOST_1883_10` ends,
    and those moves (the last one is the player's to drag)."""
    game = Game.from_deal(10, "bakers-dozen-1883")
    moves = parse_moves(LOST_1883_10)
    for move in moves[:-1]:
        game.play(move)
    return active(qtbot, make_window(qtbot, prefs, game, 10)), moves


def test_face_down_hint_says_when_the_visible_cards_prove_the_game_lost(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w, moves = lost_1883_10_window(qtbot, prefs)
    play_by_drag(qtbot, w, moves[-1])
    assert w.game.peek() == moves[-1]
    with qtbot.waitSignal(w.hints.ready, timeout=WAIT) as answer:
        qtbot.keyClick(w.view, Qt.Key.Key_H)
    assert answer.args[0].lost and answer.args[0].move is None
    assert "cannot be won any more" in w.statusBar().currentMessage()
    box = w.hints.lost_box
    assert box is not None and "cannot be won any more" in box.text()
    assert w.game.moves_count == len(moves)  # the hint plays nothing
    w.close()


def test_live_status_says_lost_when_the_visible_cards_prove_it(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w, moves = lost_1883_10_window(qtbot, prefs)
    w.actions_by_name["live_status"].trigger()
    qtbot.waitUntil(lambda: w.live.text == "Not judged while cards lie face down", timeout=WAIT)
    said: list[str] = []
    w.announcer.announced.connect(said.append)
    play_by_drag(qtbot, w, moves[-1])
    assert w.game.peek() == moves[-1]
    # No face-down card can ever turn now, whatever they are: the bar says lost, aloud.
    qtbot.waitUntil(lambda: w.live.text == "Cannot be won any more", timeout=WAIT)
    qtbot.waitUntil(lambda: "Cannot be won any more" in said, timeout=WAIT)
    w.close()
