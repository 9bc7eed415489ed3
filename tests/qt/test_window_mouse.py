"""Playing deal 1 with the mouse: drags, clicks, double-clicks, and undo after each."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.qt.window.window import MainWindow
from conftest import click, col, drag, found, grip

pytestmark = pytest.mark.gui

# Deal 1 (bottom to top): col 0 ends in 7D, col 1 in 6D, col 2 in 8S, col 3 in 8D,
# col 4 in QS, col 7 in 8C, col 10 in 9C.


def tops(w: MainWindow) -> list[str]:
    return [c.name if (c := w.game.top(i)) else "" for i in range(w.game.column_count)]


def test_drag_lights_every_legal_target_and_lands(qtbot: QtBot, window: MainWindow) -> None:
    start = window.board_text()
    to = window.drop_rect(col(2)).center()
    drag(qtbot, window, grip(window, "7D"), to, release=False)
    assert window.highlighted_piles() == {col(2), col(3), col(7)}
    # The pile under the card is the one marked as where a release lands.
    assert [p for p, g in window.scene.glows.items() if g.active] == [col(2)]
    # The card follows the pointer while it is dragged.
    assert window.card_rect("7D").contains(to)
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=to)
    assert window.game.column(2)[-1].name == "7D"
    assert window.game.move_stack == (Move(0, 2),)
    assert window.highlighted_piles() == set()
    assert window.undo_stack.undoText() == "Move 7♦ to 8♠"
    window.undo_stack.undo()
    assert window.board_text() == start
    window.undo_stack.redo()
    assert window.game.column(2)[-1].name == "7D"


def test_drag_to_an_unlit_pile_snaps_back(qtbot: QtBot, window: MainWindow) -> None:
    start, home = window.board_text(), window.card_rect("7D")
    drag(qtbot, window, grip(window, "7D"), window.drop_rect(col(4)).center())
    assert window.board_text() == start
    assert window.undo_stack.count() == 0
    assert window.card_rect("7D") == home


def test_drag_of_a_buried_card_does_nothing(qtbot: QtBot, window: MainWindow) -> None:
    start = window.board_text()
    drag(qtbot, window, grip(window, "TS"), window.drop_rect(col(3)).center())
    assert window.board_text() == start
    assert window.highlighted_piles() == set()


def test_click_then_click_a_lit_pile(qtbot: QtBot, window: MainWindow) -> None:
    click(qtbot, window, grip(window, "6D"))
    assert window.highlighted_piles() == {col(0)}
    click(qtbot, window, window.drop_rect(col(0)).center())
    assert window.game.move_stack == (Move(1, 0),)
    assert window.highlighted_piles() == set()
    window.undo_stack.undo()
    assert window.game.moves_count == 0
    window.undo_stack.redo()
    assert window.game.move_stack == (Move(1, 0),)


def test_click_elsewhere_clears_the_selection(qtbot: QtBot, window: MainWindow) -> None:
    click(qtbot, window, grip(window, "8S"))
    assert window.highlighted_piles() == {col(10)}
    click(qtbot, window, QPoint(5, window.view.viewport().height() - 5))
    assert window.highlighted_piles() == set()
    assert window.game.moves_count == 0


def test_single_click_best_move_setting(qtbot: QtBot, window: MainWindow) -> None:
    window.set_single_click_best(True)
    click(qtbot, window, grip(window, "6H"))
    assert window.game.move_stack == (window.game.move_stack[0],)
    assert window.game.column(0)[-1].name == "6H"
    window.undo_stack.undo()
    assert window.game.moves_count == 0


def test_double_click_sends_a_card_home_or_shakes(qtbot: QtBot, window: MainWindow) -> None:
    start = window.board_text()
    vp = window.view.viewport()
    qtbot.mouseDClick(vp, Qt.MouseButton.LeftButton, pos=grip(window, "7D"))
    assert window.board_text() == start  # 7♦ cannot go up: a shake, no move
    # Deal 1 has no ace on top: move the A♥ onto column 0 to have one.
    text = (
        window.game.board_text()
        .replace("JD QC TS 7D", "JD QC TS 7D AH")
        .replace("KC AH TH 6S", "KC TH 6S")
    )
    window.new_game_from(Game.from_board_text(text))
    qtbot.mouseDClick(vp, Qt.MouseButton.LeftButton, pos=grip(window, "AH"))
    assert window.game.move_stack == (Move(0, FOUNDATION),)
    assert window.game.foundations[2] == 1
    window.undo_stack.undo()
    assert window.game.column(0)[-1].name == "AH"


def test_input_during_an_animation_is_not_lost(qtbot: QtBot, window: MainWindow) -> None:
    window.set_animation_ms(250)
    click(qtbot, window, grip(window, "6D"))
    click(qtbot, window, window.drop_rect(col(0)).center())
    assert window.is_animating()
    # The next gesture starts at once; the flying card lands first.
    drag(qtbot, window, grip(window, "8S"), window.drop_rect(col(10)).center())
    assert window.game.move_stack == (Move(1, 0), Move(2, 10))
    qtbot.waitUntil(lambda: not window.is_animating(), timeout=2000)
    assert window.card_rect("8S").topLeft() == window.drop_rect(col(10)).topLeft()


@pytest.mark.parametrize("size", [(700, 480), (1600, 1000), (1000, 900)])
def test_resizing_keeps_every_card_in_view(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    window.resize(*size)
    vp = window.view.viewport()
    qtbot.waitUntil(lambda: window.scene.layout.width == vp.width())
    inside = vp.rect()
    for c in window.game.column(0):
        assert inside.contains(window.card_rect(c.name))
    for i in range(window.game.column_count):
        for c in window.game.column(i):
            assert inside.contains(window.card_rect(c.name)), c.name
    for pile in (found("C"), found("S"), col(0), col(12)):
        assert inside.contains(window.pile_rect(pile))
