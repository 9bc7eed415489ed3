"""Keyboard play in the window: picking up, placing, refusals that say why, and the
menus' own keys still working beside the table's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.qt.speech.spoken_names import for_the_ear
from bakers_dozen_qt.qt.table.pile import Pile
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.qt.words.wording import sentence
from conftest import click, drag, grip

pytestmark = pytest.mark.gui

K = Qt.Key
DIGITS = (K.Key_1, K.Key_2, K.Key_3, K.Key_4, K.Key_5, K.Key_6, K.Key_7, K.Key_8, K.Key_9)


def said(w: MainWindow) -> str:
    """What the player was last told, as the status bar shows it; the screen reader
    says the same with each card's full name ("Q♠" → "queen of spades")."""
    shown = w.statusBar().currentMessage()
    assert w.announcer.last == for_the_ear(shown)
    return shown


def stuck_column(w: MainWindow) -> int:
    """The first column whose top card has nowhere to go."""
    return next(i for i in range(w.game.column_count) if w.game.top(i) and not w.game.targets(i))


def test_the_focus_starts_on_the_first_playable_column_and_shows(window: MainWindow) -> None:
    keys = window.scene.keys
    assert keys.focus == Pile.column(0)  # deal 1: 7♦ may go onto either eight
    assert window.view.hasFocus()
    frame = window.scene.focus_frame
    assert frame.isVisible()
    assert frame.rect.contains(window.scene.cards[window.game.column(0)[-1]].sceneBoundingRect())


def test_arrows_tab_home_end_move_the_focus(qtbot: QtBot, window: MainWindow) -> None:
    keys, view = window.scene.keys, window.view
    qtbot.keyClick(view, K.Key_End)
    assert keys.focus == Pile.column(12)
    qtbot.keyClick(view, K.Key_Tab)
    assert keys.focus == Pile.foundation(0)
    qtbot.keyClick(view, K.Key_Down)
    assert keys.focus == Pile.column(9)
    qtbot.keyClick(view, K.Key_Backtab)
    assert keys.focus == Pile.column(8)
    qtbot.keyClick(view, K.Key_Up)
    assert keys.focus == Pile.foundation(0)
    qtbot.keyClick(view, K.Key_Left)
    assert keys.focus == Pile.column(12)
    qtbot.keyClick(view, K.Key_Home)
    assert keys.focus == Pile.column(0)
    assert window.view.hasFocus()  # Tab never left the table


def test_space_picks_up_like_a_click_and_esc_puts_back(qtbot: QtBot, window: MainWindow) -> None:
    view = window.view
    qtbot.keyClick(view, K.Key_Space)
    assert window.scene.input.selected == 0
    by_key = window.highlighted_piles()
    qtbot.keyClick(view, K.Key_Escape)
    assert window.scene.input.selected is None
    assert window.highlighted_piles() == set()
    click(qtbot, window, grip(window, "7D"))
    assert window.highlighted_piles() == by_key
    assert {Pile.column(2), Pile.column(3)} <= by_key  # onto 8♠ or 8♦
    # A card picked up by the mouse is put down from the keys, on its lit pile.
    qtbot.keyClick(view, K.Key_Right)
    assert window.scene.keys.focus in by_key
    target = window.scene.keys.focus
    qtbot.keyClick(view, K.Key_Space)
    assert window.game.peek() == Move(0, target.index)


def test_a_pick_up_with_nowhere_to_go_says_why_and_picks_nothing(
    qtbot: QtBot, window: MainWindow
) -> None:
    column = stuck_column(window)
    top = window.game.top(column)
    assert top is not None
    qtbot.keyClick(window.view, DIGITS[column])
    assert window.scene.input.selected is None
    assert window.scene.keys.focus == Pile.column(column)
    why = sentence(window.game.illegal_reason(Move(column, FOUNDATION)))
    assert said(window) == f"{top.label} has nowhere to go: no column can take it. {why}"
    assert window.game.moves_count == 0


def test_a_wrong_column_says_why_and_keeps_the_card(qtbot: QtBot, window: MainWindow) -> None:
    view = window.view
    qtbot.keyClick(view, K.Key_1)  # 7♦
    wrong = stuck_column(window)
    qtbot.keyClick(view, DIGITS[wrong])
    assert said(window) == sentence(window.game.illegal_reason(Move(0, wrong)))
    assert window.scene.input.selected == 0  # still in hand
    qtbot.keyClick(view, K.Key_4)  # onto 8♦
    assert window.game.peek() == Move(0, 3)
    # "1" then "1": picked up and put back.
    qtbot.keyClick(view, K.Key_1)
    qtbot.keyClick(view, K.Key_1)
    assert window.scene.input.selected is None


def test_f_refuses_with_the_double_clicks_reason(qtbot: QtBot, window: MainWindow) -> None:
    column = stuck_column(window)
    top = window.game.top(column)
    assert top is not None
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=grip(window, top.name))
    by_mouse = window.statusBar().currentMessage()
    window.show_message("")
    qtbot.keyClick(window.view, DIGITS[column])  # the focus goes there; nothing to pick up
    qtbot.keyClick(window.view, K.Key_F)
    assert (
        said(window) == by_mouse == sentence(window.game.illegal_reason(Move(column, FOUNDATION)))
    )
    assert window.game.moves_count == 0


def test_keys_that_name_no_column_say_so(qtbot: QtBot, window: MainWindow) -> None:
    from bakers_dozen_qt.engine.game import Game

    window.new_game_from(Game.from_deal(3, "good-measure"), 3)  # ten columns
    qtbot.keyClick(window.view, K.Key_Minus)
    assert said(window) == "There is no column 11."
    qtbot.keyClick(window.view, K.Key_End)
    assert window.scene.keys.focus == Pile.column(9)


def test_the_menus_keys_still_work_beside_the_tables(qtbot: QtBot, window: MainWindow) -> None:
    view = window.view
    qtbot.keyClick(view, K.Key_1)
    qtbot.keyClick(view, K.Key_4)
    assert window.game.moves_count == 1
    qtbot.keyClick(view, K.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.game.moves_count == 0
    qtbot.keyClick(view, K.Key_P)
    assert window.scene.paused
    qtbot.keyClick(view, K.Key_1)
    assert window.scene.input.selected is None  # paused: the keys only say so
    assert "paused" in said(window)
    qtbot.keyClick(view, K.Key_P)
    assert not window.scene.paused
    qtbot.keyClick(view, K.Key_A)  # Auto Finish: nothing can go up on deal 1's first move
    assert window.game.moves_count == 0
    old = window.game
    qtbot.keyClick(view, K.Key_F2)
    assert window.game is not old  # a new deal


def test_the_mouse_hides_the_frame_and_the_next_key_brings_it_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    frame = window.scene.focus_frame
    click(qtbot, window, grip(window, "8S"))  # column 3's top card
    assert not frame.isVisible()
    assert window.scene.keys.focus == Pile.column(2)  # where the pointer acted
    qtbot.keyClick(window.view, K.Key_Escape)
    assert frame.isVisible()
    click(qtbot, window, QPoint(5, 5))  # the bare felt: no pile
    assert window.scene.keys.focus == Pile.column(2)


def test_a_key_move_is_one_undo_step_and_animates(qtbot: QtBot, window: MainWindow) -> None:
    window.set_animation_ms(150)
    qtbot.keyClick(window.view, K.Key_1)
    with qtbot.waitSignal(window.animations_finished, timeout=3000):
        qtbot.keyClick(window.view, K.Key_4)
        assert window.is_animating()
    assert window.undo_stack.count() == 1
    assert window.card_rect("7D").top() > window.card_rect("8D").top()


def test_keys_wait_while_the_mouse_drags_a_card(qtbot: QtBot, window: MainWindow) -> None:
    start = grip(window, "7D")
    drag(qtbot, window, start, window.drop_rect(Pile.column(3)).center(), release=False)
    qtbot.keyClick(window.view, K.Key_2)  # would pick up 6♦ and drop the dragged card
    assert window.scene.input.selected is None
    qtbot.mouseRelease(
        window.view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=window.drop_rect(Pile.column(3)).center(),
    )
    assert window.game.peek() == Move(0, 3)


def test_the_picked_up_message_goes_once_the_card_is_played(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Issue 26: "7♦ picked up: 2 places to go." stayed in the status bar after the move."""
    view = window.view
    qtbot.keyClick(view, K.Key_1)
    assert said(window) == "7♦ picked up: 3 places to go."
    qtbot.keyClick(view, K.Key_3)
    assert window.game.peek() == Move(0, 2)
    assert "picked up" not in window.statusBar().currentMessage()
    # Picked up and played by Space on the focused pile, too: 6♥ onto 7♦.
    qtbot.keyClick(view, K.Key_End)
    qtbot.keyClick(view, K.Key_Space)
    assert "picked up" in said(window)
    qtbot.keyClick(view, K.Key_Right)
    qtbot.keyClick(view, K.Key_Space)
    assert window.game.moves_count == 2
    assert "picked up" not in window.statusBar().currentMessage()
