"""Play by touch (Qt's touch events through the window driver): taps, double taps,
finger drags, a long press for Hint, targets of at least 7 mm, and a whole game won."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from pytestqt.qtbot import QtBot
from test_window_full_game import DEAL_1_WIN
from window_driver import WindowDriver, drop_rect, highlighted_piles, make_window

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import FOUNDATION, parse_moves
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.table.pile import Pile
from bakers_dozen_qt.qt.table.touch import MIN_TARGET_MM
from bakers_dozen_qt.qt.window.window import MainWindow


def _fit(qtbot: QtBot, w: MainWindow, width: int, height: int) -> None:
    """The window inside the offscreen screen (800 × 800): a touch off the screen is lost."""
    w.resize(width, height)
    qtbot.waitUntil(lambda: w.view.viewport().width() <= width)


@pytest.fixture
def d(qtbot: QtBot, prefs: Preferences) -> WindowDriver:
    prefs.auto_drop = False
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    _fit(qtbot, w, 780, 560)
    return WindowDriver(qtbot, w)


def test_deal_1_to_a_win_by_touch(d: WindowDriver) -> None:
    w = d.window
    moves = parse_moves(DEAL_1_WIN)
    for i, move in enumerate(moves):
        card = w.session.game.top(move.source)
        assert card is not None
        pile = Pile.foundation(card.suit) if move.target == FOUNDATION else Pile.column(move.target)
        gesture = i % 3
        if gesture == 0 and move.target == FOUNDATION:
            d.double_tap_card(card.name)
        elif gesture == 1:
            d.tap_card(card.name)
            assert pile in highlighted_piles(w)  # a tap picks the card: its targets light
            d.tap(drop_rect(w, pile).center())
        else:
            d.finger_drag(card.name, pile)
        assert w.session.game.peek() == move, f"move {i + 1} ({move}) did not land"
    assert w.session.game.is_won()
    d.win_box()
    assert d.undo_steps() == len(moves)


def test_a_long_press_asks_for_a_hint(d: WindowDriver) -> None:
    d.long_press_card("8C")
    assert d.window.session.game.moves_count == 0  # the press moved nothing
    d.qtbot.waitUntil(lambda: d.hints_taken() == 1, timeout=20_000)


def _mm(d: WindowDriver) -> float:
    return d.window.scene.touch.px_per_mm


SIZES = [((640, 420), 100), ((780, 560), 100), ((700, 500), 150), ((420, 320), 100)]


@pytest.mark.parametrize(("size", "zoom"), SIZES)
def test_every_target_takes_touches_over_7_mm(
    qtbot: QtBot, prefs: Preferences, size: tuple[int, int], zoom: int
) -> None:
    prefs.zoom = zoom
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    _fit(qtbot, w, *size)
    touch = w.scene.touch
    card_w, card_h = w.scene.card_size()
    slack = touch.slack()
    for extent in (card_w, card_h):  # the card and its slack on both sides
        assert extent + 2 * slack >= MIN_TARGET_MM * _mm(d) - 0.01
    # A tap on the felt just under column 1's top card (off every card) takes that card.
    top = drop_rect(w, Pile.column(0))
    beside = QPoint(top.center().x(), top.bottom() + max(2, round(slack * 0.8)))
    assert w.scene.card_at(w.view.mapToScene(beside)) is None
    d.tap(beside)
    assert w.scene.input.selected == 0


def test_a_tap_on_a_lit_pile_plays_and_a_second_tap_puts_down(d: WindowDriver) -> None:
    w = d.window
    game = w.session.game
    move = next(m for m in game.legal_moves if m.target != FOUNDATION)
    card = game.top(move.source)
    assert card is not None
    d.tap_card(card.name)
    assert Pile.column(move.target) in highlighted_piles(w)
    w.scene.touch.double_tap_ms = -1  # however fast the test: two taps, not a double tap
    d.tap_card(card.name)  # the same card again: put back down
    assert not highlighted_piles(w) and game.moves_count == 0
    d.tap_card(card.name)
    d.tap(drop_rect(w, Pile.column(move.target)).center())
    assert w.session.game.peek() == move
