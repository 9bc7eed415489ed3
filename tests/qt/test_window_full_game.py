"""Deal 1 played from the deal to the win in the window, every move by the mouse."""

from __future__ import annotations

import pytest
from window_driver import WindowDriver, drop_rect, highlighted_piles

from bakers_dozen_qt.engine.moves import FOUNDATION, parse_moves
from bakers_dozen_qt.qt.table.pile import Pile
from bakers_dozen_qt.qt.window.window import MainWindow

pytestmark = pytest.mark.gui

# A winning line for Baker's Dozen deal 1 (found by the project's solver, checked by
# replaying it through the engine; pinned here so the test does not need the solver).
DEAL_1_WIN = """
13-1 13-5 13-6 13-f 9-5 9-6 9-f 11-5 11-5 7-6 12-7 12-11 6-12 7-12 11-7 12-11 12-6 7-6
11-7 11-12 4-11 4-f 6-f 4-f 12-f 6-12 7-12 7-f 6-f 7-9 6-1 6-7 6-11 2-11 1-11 3-6 3-11
12-3 12-11 12-f 12-f 10-f 10-4 10-f 3-f 3-f 2-10 2-f 11-f 11-f 11-f 7-f 7-f 8-f 5-3 5-f
5-f 5-9 5-2 5-f 5-f 11-f 11-f 6-f 8-9 8-2 8-f 1-f 1-f 11-f 6-f 6-f 3-f 11-f 1-f 3-f 4-f
9-f 2-f 4-f 9-f 10-f 1-f 2-f 1-f 9-f 2-f 5-f 9-f 10-f
"""


@pytest.mark.slow
def test_deal_1_to_a_win_with_the_mouse(window: MainWindow, driver: WindowDriver) -> None:
    moves = parse_moves(DEAL_1_WIN)
    for i, move in enumerate(moves):
        card = window.session.game.top(move.source)
        assert card is not None
        to_foundation = move.target == FOUNDATION
        pile = Pile.foundation(card.suit) if to_foundation else Pile.column(move.target)
        gesture = i % 3
        if gesture == 0 and move.target == FOUNDATION:
            driver.double_click_card(card.name)
        elif gesture == 1:
            driver.click_card(card.name)
            assert pile in highlighted_piles(window)
            driver.click(drop_rect(window, pile).center())
        else:
            driver.drag_card(card.name, pile)
        assert window.session.game.peek() == move, f"move {i + 1} ({move}) did not land"
    assert window.session.game.is_won()
    driver.win_box()
    # One undo per move, all the way back to the deal.
    assert driver.undo_steps() == len(moves)
