"""Keyboard play in the window: picking up, placing, refusals that say why, and the
menus' own keys still working beside the table's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot
from window_driver import (
    WindowDriver,
    card_rect,
    drop_rect,
    highlighted_piles,
    is_animating,
    new_game_from,
    set_animation_ms,
    wait_still,
)

from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.qt.speech.spoken_names import for_the_ear
from bakers_dozen_qt.qt.table.pile import Pile
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.qt.words.wording import sentence

pytestmark = pytest.mark.gui

K = Qt.Key
DIGITS = (K.Key_1, K.Key_2, K.Key_3, K.Key_4, K.Key_5, K.Key_6, K.Key_7, K.Key_8, K.Key_9)


def said(d: WindowDriver) -> str:
    """What the player was last told, as the status bar shows it; the screen reader
    says the same with each card's full name ("Q♠" → "queen of spades")."""
    shown = d.status_message()
    assert d.last_said() == for_the_ear(shown)
    return shown


def stuck_column(w: MainWindow) -> int:
    """The first column whose top card has nowhere to go."""
    return next(
        i
        for i in range(w.session.game.column_count)
        if w.session.game.top(i) and not w.session.game.targets(i)
    )


def test_the_focus_starts_on_the_first_playable_column_and_shows(
    window: MainWindow, driver: WindowDriver
) -> None:
    assert driver.focused_pile() == Pile.column(0)  # deal 1: 7♦ may go onto either eight
    assert driver.table_has_focus()
    frame = driver.focus_frame()
    assert frame.isVisible()
    item = driver.card_item(window.session.game.column(0)[-1])
    assert frame.rect.contains(item.sceneBoundingRect())


def test_arrows_tab_home_end_move_the_focus(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    driver.key(K.Key_End)
    assert driver.focused_pile() == Pile.column(12)
    driver.key(K.Key_Tab)
    assert driver.focused_pile() == Pile.foundation(0)
    driver.key(K.Key_Down)
    assert driver.focused_pile() == Pile.column(9)
    driver.key(K.Key_Backtab)
    assert driver.focused_pile() == Pile.column(8)
    driver.key(K.Key_Up)
    assert driver.focused_pile() == Pile.foundation(0)
    driver.key(K.Key_Left)
    assert driver.focused_pile() == Pile.column(12)
    driver.key(K.Key_Home)
    assert driver.focused_pile() == Pile.column(0)
    assert driver.table_has_focus()  # Tab never left the table


def test_up_or_down_with_no_row_that_way_says_where_the_rows_are(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    heard = driver.listen()
    driver.key(K.Key_Down)  # on the columns already: nothing below
    assert driver.focused_pile() == Pile.column(0)
    assert heard == ["The columns are the bottom row: the foundations are above."]
    driver.key(K.Key_Up)
    assert driver.focused_pile().is_foundation
    driver.key(K.Key_Up)
    assert heard[-1] == "The foundations are the top row: the columns are below."


def test_space_picks_up_like_a_click_and_esc_puts_back(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    driver.key(K.Key_Space)
    assert driver.in_hand() == 0
    by_key = highlighted_piles(window)
    driver.key(K.Key_Escape)
    assert driver.in_hand() is None
    assert highlighted_piles(window) == set()
    driver.click_card("7D")
    assert highlighted_piles(window) == by_key
    assert {Pile.column(2), Pile.column(3)} <= by_key  # onto 8♠ or 8♦
    # A card picked up by the mouse is put down from the keys, on its lit pile.
    driver.key(K.Key_Right)
    assert driver.focused_pile() in by_key
    target = driver.focused_pile()
    driver.key(K.Key_Space)
    assert window.session.game.peek() == Move(0, target.index)


def test_a_pick_up_with_nowhere_to_go_says_why_and_picks_nothing(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    column = stuck_column(window)
    top = window.session.game.top(column)
    assert top is not None
    driver.key(DIGITS[column])
    assert driver.in_hand() is None
    assert driver.focused_pile() == Pile.column(column)
    why = sentence(window.session.game.illegal_reason(Move(column, FOUNDATION)))
    assert said(driver) == f"{top.label} has nowhere to go: no column can take it. {why}"
    assert window.session.game.moves_count == 0


def test_a_wrong_column_says_why_and_keeps_the_card(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    driver.key(K.Key_1)  # 7♦
    wrong = stuck_column(window)
    driver.key(DIGITS[wrong])
    assert said(driver) == sentence(window.session.game.illegal_reason(Move(0, wrong)))
    assert driver.in_hand() == 0  # still in hand
    driver.key(K.Key_4)  # onto 8♦
    assert window.session.game.peek() == Move(0, 3)
    # "1" then "1": picked up and put back.
    driver.key(K.Key_1)
    driver.key(K.Key_1)
    assert driver.in_hand() is None


def test_f_refuses_with_the_double_clicks_reason(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    column = stuck_column(window)
    top = window.session.game.top(column)
    assert top is not None
    driver.double_click_card(top.name)
    by_mouse = driver.status_message()
    window.show_message("")
    driver.key(DIGITS[column])  # the focus goes there; nothing to pick up
    driver.key(K.Key_F)
    assert (
        said(driver)
        == by_mouse
        == sentence(window.session.game.illegal_reason(Move(column, FOUNDATION)))
    )
    assert window.session.game.moves_count == 0


def test_keys_that_name_no_column_say_so(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    from bakers_dozen_qt.engine.game import Game

    new_game_from(window, Game.from_deal(3, "good-measure"), 3)  # ten columns
    driver.key(K.Key_Minus)
    assert said(driver) == "There is no column 11."
    driver.key(K.Key_End)
    assert driver.focused_pile() == Pile.column(9)


def test_the_menus_keys_still_work_beside_the_tables(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    driver.key(K.Key_1)
    driver.key(K.Key_4)
    assert window.session.game.moves_count == 1
    driver.key(K.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.game.moves_count == 0
    driver.key(K.Key_P)
    assert driver.paused()
    driver.key(K.Key_1)
    assert driver.in_hand() is None  # paused: the keys only say so
    assert "paused" in said(driver)
    driver.key(K.Key_P)
    assert not driver.paused()
    driver.key(K.Key_A)  # Auto Finish: nothing can go up on deal 1's first move
    assert window.session.game.moves_count == 0
    old = window.session.game
    driver.key(K.Key_F2)
    assert window.session.game is not old  # a new deal


def test_the_mouse_hides_the_frame_and_the_next_key_brings_it_back(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    frame = driver.focus_frame()
    driver.click_card("8S")  # column 3's top card
    assert not frame.isVisible()
    assert driver.focused_pile() == Pile.column(2)  # where the pointer acted
    driver.key(K.Key_Escape)
    assert frame.isVisible()
    driver.click(QPoint(5, 5))  # the bare felt: no pile
    assert driver.focused_pile() == Pile.column(2)


def test_a_key_move_is_one_undo_step_and_animates(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    set_animation_ms(window, 150)
    driver.key(K.Key_1)
    driver.key(K.Key_4)
    assert is_animating(window)
    wait_still(qtbot, window)
    assert driver.undo_steps() == 1
    assert card_rect(window, "7D").top() > card_rect(window, "8D").top()


def test_keys_wait_while_the_mouse_drags_a_card(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    driver.drag_card("7D", Pile.column(3), release=False)
    driver.key(K.Key_2)  # would pick up 6♦ and drop the dragged card
    assert driver.in_hand() is None
    driver.release(drop_rect(window, Pile.column(3)).center())
    assert window.session.game.peek() == Move(0, 3)


def test_the_picked_up_message_goes_once_the_card_is_played(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    """Issue 26: "7♦ picked up: 2 places to go." stayed in the status bar after the move."""
    driver.key(K.Key_1)
    assert said(driver) == "7♦ picked up: 3 places to go."
    driver.key(K.Key_3)
    assert window.session.game.peek() == Move(0, 2)
    assert "picked up" not in driver.status_message()
    # Picked up and played by Space on the focused pile, too: 6♥ onto 7♦.
    driver.key(K.Key_End)
    driver.key(K.Key_Space)
    assert "picked up" in said(driver)
    driver.key(K.Key_Right)
    driver.key(K.Key_Space)
    assert window.session.game.moves_count == 2
    assert "picked up" not in driver.status_message()
