"""Auto-complete in the window: offered once nothing is left to decide, or played by
itself after the player's move; a win of the player's own, one undo step."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, col, make_window

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.history import StepKind
from bakers_dozen_qt.qt.files.settings import Preferences

EMPTY = "\n".join([":"] * 9)

# The play-test's end game (docs/RULES.md, "Auto-complete"): 26 cards left, nothing safe
# to send up, the rest forced but for J♣ onto Q♣.
PLAY_TEST = (
    "Foundations: C-9 D-7 H-2 S-8\n"
    "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H TC JC\n"
    "KC QC\n"
    "KD QD JD TD 9D 8D\n"
    "KS QS JS TS 9S\n" + EMPTY
)

# A choice is left: 6♠ onto 7♠ wins, 5♠ onto 6♠ buries 4♠ for good.
CHOICE = "Foundations: C-K D-K H-K S-3\n4S 6S\nKS QS JS TS 9S 8S 7S\n5S\n" + EMPTY + "\n:"


def test_the_play_tests_end_game_is_offered_and_finishes_itself(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w = make_window(qtbot, prefs, Game.from_board_text(PLAY_TEST), 9)
    d = WindowDriver(qtbot, w)
    assert d.finish_offered()
    assert "Nothing is left to decide" in d.status_message()
    assert "Edit → Auto Finish" in d.status_message()
    d.click_finish()
    assert w.session.game.is_won()
    assert d.undo_steps() == 1 and d.history().steps[0].kind is StepKind.AUTO_FINISH
    assert len(d.history().steps[0].moves) == 27  # 26 cards up, J♣ onto Q♣
    assert not d.helped() and d.player_moves() == 0  # the player's own win
    assert not d.finish_offered()
    d.undo()
    assert w.session.game.moves_count == 0 and d.finish_offered()


def test_auto_finish_from_the_menu_plays_the_whole_rest(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_board_text(PLAY_TEST), 9)
    d = WindowDriver(qtbot, w)
    d.auto_finish()
    assert w.session.game.is_won() and not d.helped()


def test_a_choice_left_is_not_offered(qtbot: QtBot, prefs: Preferences) -> None:
    prefs.finish_by_itself = True
    w = make_window(qtbot, prefs, Game.from_board_text(CHOICE), 9)
    d = WindowDriver(qtbot, w)
    assert not d.finish_offered()
    d.auto_finish()  # nothing is safe to send up either
    assert w.session.game.moves_count == 0
    assert d.status_message() == "No card can safely go to the foundations now."


def test_finish_by_itself_after_the_players_move_not_after_undo(
    qtbot: QtBot, prefs: Preferences
) -> None:
    prefs.finish_by_itself = True
    prefs.auto_drop = False  # the safe moves would otherwise win it with the move
    w = make_window(qtbot, prefs, Game.from_board_text(CHOICE), 9)
    d = WindowDriver(qtbot, w)
    assert d.checked("finish_by_itself")
    d.drag_card("6S", col(1))  # the good choice: now nothing is left to decide
    qtbot.waitUntil(w.session.game.is_won)
    steps = d.history().steps
    assert [s.kind for s in steps] == [StepKind.MOVE, StepKind.AUTO_FINISH]
    assert not d.helped() and d.player_moves() == 1
    d.undo()  # the finish is taken back, and stays back: offered, not played again
    assert not w.session.game.is_won() and d.finish_offered()
    assert d.undo_index() == 1


def test_the_setting_is_a_view_menu_toggle(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    assert not d.checked("finish_by_itself") and not prefs.finish_by_itself
    d.trigger("finish_by_itself")
    assert prefs.finish_by_itself and d.checked("finish_by_itself")
    assert not d.finish_offered()  # a fresh deal leaves every decision to the player


def test_paused_hides_the_offer(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_board_text(PLAY_TEST), 9)
    d = WindowDriver(qtbot, w)
    assert d.finish_offered()
    d.trigger("pause")
    assert not d.finish_offered()
    d.trigger("pause")
    assert d.finish_offered()
