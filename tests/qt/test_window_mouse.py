"""Playing deal 1 with the mouse: drags, clicks, double-clicks, and undo after each."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from pytestqt.qtbot import QtBot
from window_driver import (
    WindowDriver,
    board_text,
    card_rect,
    col,
    drop_rect,
    found,
    highlighted_piles,
    is_animating,
    new_game_from,
    pile_rect,
    set_animation_ms,
)

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.qt.window.window import MainWindow

pytestmark = pytest.mark.gui

# Deal 1 (bottom to top): col 0 ends in 7D, col 1 in 6D, col 2 in 8S, col 3 in 8D,
# col 4 in QS, col 7 in 8C, col 10 in 9C.


def tops(w: MainWindow) -> list[str]:
    return [
        c.name if (c := w.session.game.top(i)) else "" for i in range(w.session.game.column_count)
    ]


@pytest.mark.slow
def test_drag_lights_every_legal_target_and_lands(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    start = board_text(window)
    to = drop_rect(window, col(2)).center()
    driver.drag(driver.grip("7D"), to, release=False)
    assert highlighted_piles(window) == {col(2), col(3), col(7)}
    # The pile under the card is the one marked as where a release lands.
    assert driver.release_marked() == [col(2)]
    # The card follows the pointer while it is dragged.
    assert card_rect(window, "7D").contains(to)
    driver.release(to)
    assert window.session.game.column(2)[-1].name == "7D"
    assert window.session.game.move_stack == (Move(0, 2),)
    assert highlighted_piles(window) == set()
    assert driver.undo_text() == "Move 7♦ to 8♠"
    driver.undo()
    assert board_text(window) == start
    driver.redo()
    assert window.session.game.column(2)[-1].name == "7D"


@pytest.mark.slow
def test_drag_to_an_unlit_pile_snaps_back(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    start, home = board_text(window), card_rect(window, "7D")
    driver.drag_card("7D", col(4))
    assert board_text(window) == start
    assert driver.undo_steps() == 0
    assert card_rect(window, "7D") == home


@pytest.mark.slow
def test_drag_of_a_buried_card_does_nothing(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    start = board_text(window)
    driver.drag_card("TS", col(3))
    assert board_text(window) == start
    assert highlighted_piles(window) == set()


@pytest.mark.slow
def test_click_then_click_a_lit_pile(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    driver.click_card("6D")
    assert highlighted_piles(window) == {col(0)}
    driver.click(drop_rect(window, col(0)).center())
    assert window.session.game.move_stack == (Move(1, 0),)
    assert highlighted_piles(window) == set()
    driver.undo()
    assert window.session.game.moves_count == 0
    driver.redo()
    assert window.session.game.move_stack == (Move(1, 0),)


@pytest.mark.slow
def test_click_elsewhere_clears_the_selection(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    driver.click_card("8S")
    assert highlighted_piles(window) == {col(10)}
    driver.click(QPoint(5, driver.viewport().height() - 5))
    assert highlighted_piles(window) == set()
    assert window.session.game.moves_count == 0


@pytest.mark.slow
def test_single_click_best_move_setting(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    driver.action("single_click").setChecked(True)
    driver.click_card("6H")
    assert window.session.game.move_stack == (window.session.game.move_stack[0],)
    assert window.session.game.column(0)[-1].name == "6H"
    driver.undo()
    assert window.session.game.moves_count == 0


@pytest.mark.slow
def test_double_click_sends_a_card_home_or_shakes(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    start = board_text(window)
    driver.double_click_card("7D")
    assert board_text(window) == start  # 7♦ cannot go up: a shake, no move
    # Deal 1 has no ace on top: move the A♥ onto column 0 to have one.
    text = (
        window.session.game.board_text()
        .replace("JD QC TS 7D", "JD QC TS 7D AH")
        .replace("KC AH TH 6S", "KC TH 6S")
    )
    new_game_from(window, Game.from_board_text(text))
    driver.double_click_card("AH")
    assert window.session.game.move_stack == (Move(0, FOUNDATION),)
    assert window.session.game.foundations[2] == 1
    driver.undo()
    assert window.session.game.column(0)[-1].name == "AH"


@pytest.mark.slow
def test_input_during_an_animation_is_not_lost(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    set_animation_ms(window, 250)
    driver.click_card("6D")
    driver.click(drop_rect(window, col(0)).center())
    assert is_animating(window)
    # The next gesture starts at once; the flying card lands first.
    driver.drag_card("8S", col(10))
    assert window.session.game.move_stack == (Move(1, 0), Move(2, 10))
    qtbot.waitUntil(lambda: not is_animating(window), timeout=2000)
    assert card_rect(window, "8S").topLeft() == drop_rect(window, col(10)).topLeft()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(700, 480), (1600, 1000), (1000, 900)])
def test_resizing_keeps_every_card_in_view(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver, size: tuple[int, int]
) -> None:
    window.resize(*size)
    vp = driver.viewport()
    qtbot.waitUntil(lambda: driver.layout().width == vp.width())
    inside = vp.rect()
    for c in window.session.game.column(0):
        assert inside.contains(card_rect(window, c.name))
    for i in range(window.session.game.column_count):
        for c in window.session.game.column(i):
            assert inside.contains(card_rect(window, c.name)), c.name
    for pile in (found("C"), found("S"), col(0), col(12)):
        assert inside.contains(pile_rect(window, pile))
