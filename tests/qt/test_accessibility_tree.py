"""The table in Qt's accessibility tree, and what is announced to screen readers."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from pytestqt.qtbot import QtBot
from time_control import run_queued_work
from window_driver import WindowDriver, make_window, new_game_from

from bakers_dozen_qt.engine.cards import CARDS, card
from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import FOUNDATION, Move
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.speech.spoken_names import card_name, for_the_ear
from bakers_dozen_qt.qt.table.pile import Pile
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.qt.words import i18n

pytestmark = pytest.mark.gui

K = Qt.Key
NAME = QAccessible.Text.Name
# Three kings to send up, then nothing moves: empty columns stay empty.
STUCK_SOON = """Foundations: H-Q C-Q D-Q S-J
QS KS
KH
KC KD
"""


def tree(w: MainWindow) -> QAccessibleInterface:
    iface = QAccessible.queryAccessibleInterface(w.view)
    assert iface is not None
    return iface


def names(w: MainWindow) -> list[str]:
    iface = tree(w)
    return [iface.child(i).text(NAME) for i in range(iface.childCount())]


def test_the_tree_lists_thirteen_columns_and_four_foundations(window: MainWindow) -> None:
    iface = tree(window)
    assert iface.role() == QAccessible.Role.List
    assert iface.text(NAME) == "Card table"
    assert iface.childCount() == 17
    listed = names(window)
    assert listed[0] == "Column 1, 4 cards, top: seven of diamonds"
    assert listed[12] == "Column 13, 4 cards, top: six of hearts"
    assert listed[13:] == [
        "Clubs foundation, empty",
        "Diamonds foundation, empty",
        "Hearts foundation, empty",
        "Spades foundation, empty",
    ]
    first = iface.child(0)
    assert first.role() == QAccessible.Role.ListItem
    assert first.parent() is iface
    assert iface.indexOfChild(first) == 0
    assert first.text(QAccessible.Text.Description) == (
        "From the bottom: jack of diamonds, queen of clubs, ten of spades, seven of diamonds."
    )
    # Where the pile is on the screen, so a reader's pointer can find it.
    centre = first.rect().center()
    assert iface.childAt(centre.x(), centre.y()) is first


def test_foundations_say_how_far_they_are_built(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    up = {card(r, 2) for r in range(1, 6)} | {card(1, 1)}  # hearts to five, the ace of diamonds
    rest = [c for c in CARDS if c not in up]
    columns = [" ".join(c.name for c in rest[i::13]) for i in range(13)]
    text = "Foundations: H-5 C-0 D-A S-0\n" + "\n".join(columns)
    new_game_from(window, Game.from_board_text(text), None)
    assert names(window)[13:] == [
        "Clubs foundation, empty",
        "Diamonds foundation, up to ace",
        "Hearts foundation, up to five",
        "Spades foundation, empty",
    ]


def test_face_down_cards_are_counted_never_named(window: MainWindow) -> None:
    new_game_from(window, Game.from_deal(1, "bakers-dozen-1883"), 1)
    first = tree(window).child(0)
    assert first.text(NAME) == "Column 1, 4 cards, 3 of them face down, top: seven of diamonds"
    assert first.text(QAccessible.Text.Description) == (
        "From the bottom: face-down card, face-down card, face-down card, seven of diamonds."
    )


def test_the_focus_frames_pile_is_the_focused_child(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    iface = tree(window)
    assert driver.table_has_focus()
    assert iface.focusChild() is iface.child(0)
    assert iface.child(0).state().focused
    driver.key(K.Key_End)
    assert iface.focusChild() is iface.child(12)
    assert not iface.child(0).state().focused
    driver.key(K.Key_Home)
    driver.key(K.Key_Space)
    assert iface.child(0).state().selected  # the column whose card is in hand


def test_names_follow_the_game(qtbot: QtBot, window: MainWindow, driver: WindowDriver) -> None:
    driver.key(K.Key_1)
    driver.key(K.Key_4)
    listed = names(window)
    assert listed[0] == "Column 1, 3 cards, top: ten of spades"
    assert listed[3] == "Column 4, 5 cards, top: seven of diamonds"


def test_a_move_is_announced_as_a_sentence(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    with qtbot.waitSignal(driver.announced()) as picked:
        driver.key(K.Key_1)
    assert picked.args == ["Seven of diamonds picked up: 3 places to go."]
    expected = (
        "Seven of diamonds goes onto eight of diamonds. Ten of spades is now on top of column 1."
    )
    with qtbot.waitSignal(driver.announced(), check_params_cb=lambda t: t == expected):
        driver.key(K.Key_4)
    back = "Seven of diamonds is back on column 1: move undone."
    with qtbot.waitSignal(driver.announced(), check_params_cb=lambda t: t == back):
        driver.undo()


def test_a_move_that_frees_safe_cards_says_so(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    driver.action("auto_drop").setChecked(True)
    # Deal 1: 8♦ onto 9♣ uncovers the ace of clubs, which goes up on its own.
    expected = (
        "Eight of diamonds goes onto nine of clubs. Also to the foundations: ace of clubs. "
        "Two of spades is now on top of column 4."
    )
    with qtbot.waitSignal(driver.announced(), check_params_cb=lambda t: t == expected):
        driver.key(K.Key_4)
        driver.key(K.Key_Minus)  # column 11
    assert window.session.game.moves_count == 2


def _a_move_whose_safe_cards_leave_other_columns() -> tuple[int, list[Move], Move]:
    """A deal, moves to play on it, and then a move after which safe cards go up from
    columns other than its own (found by playing at random: a constant search)."""
    for deal in range(1, 200):
        game = Game.from_deal(deal)
        rng = random.Random(deal)
        line: list[Move] = []
        for _ in range(80):
            moves = [m for m in game.legal_moves if m.target != FOUNDATION]
            if not moves:
                break
            move = rng.choice(moves)
            probe = game.copy(with_stack=False)
            probe.push(move)
            if any(d.source != move.source for d in probe.play_safe_moves()):
                return deal, line, move
            game.push(move)
            game.play_safe_moves()
            line.append(move)
    raise AssertionError("no such move in 200 deals")


def test_the_columns_the_safe_cards_left_are_said_too(qtbot: QtBot, prefs: Preferences) -> None:
    deal, line, move = _a_move_whose_safe_cards_leave_other_columns()
    w = make_window(qtbot, prefs, Game.from_deal(deal), deal)
    d = WindowDriver(qtbot, w)
    d.action("auto_drop").setChecked(True)  # as the search played
    d.play_all(line)
    run_queued_work()
    heard = d.listen()
    assert d.play(move)
    run_queued_work()
    step = w.session.step(w.session.undo_stack.index() - 1)
    left = {m.source for m in step.moves}
    assert len(left) > 1
    (said,) = heard
    for column in left:
        top = w.session.game.top(column)
        told = (
            f"Column {column + 1} is empty now."
            if top is None
            else f"{card_name(top)} is now on top of column {column + 1}."
        )
        assert told.lower() in said.lower(), (told, said)
    w.close()


def test_a_new_game_is_announced(qtbot: QtBot, window: MainWindow, driver: WindowDriver) -> None:
    with qtbot.waitSignal(driver.announced()) as told:
        window.new_deal(17)
    assert told.args == ["New game: Baker's Dozen, deal 17."]


def test_refusals_and_pause_are_announced(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    with qtbot.waitSignal(driver.announced()) as refused:
        driver.key(K.Key_5)  # Q♠ has nowhere to go
    # The status bar shows Q♠; the screen reader says the card's name.
    assert refused.args[0].startswith("Queen of spades has nowhere to go")
    assert driver.status_message().startswith("Q♠ has nowhere to go")
    with qtbot.waitSignal(driver.announced()) as paused:
        driver.key(K.Key_P)
    assert paused.args[0].startswith("Paused")
    with qtbot.waitSignal(driver.announced()) as resumed:
        driver.key(K.Key_P)
    assert resumed.args == ["Playing on."]


def test_stuck_and_hint_are_announced(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_board_text(STUCK_SOON), None)
    d = WindowDriver(qtbot, w)
    heard = d.listen()
    for key in (K.Key_2, K.Key_F, K.Key_3, K.Key_F, K.Key_3, K.Key_F):  # three kings up
        d.key(key)
    qtbot.waitUntil(lambda: "No moves left." in heard)
    d.undo()
    # Q♠ lies under K♠ for good: the hint says the deal is lost, and that is announced too.
    with qtbot.waitSignal(
        d.announced(),
        timeout=10_000,
        check_params_cb=lambda t: t.startswith("No hint: this deal cannot be won"),
    ):
        d.trigger("hint")
    w.close()


def test_the_events_reach_qts_accessibility_when_it_is_on(
    qtbot: QtBot, window: MainWindow, driver: WindowDriver
) -> None:
    # No assistive technology listens offscreen; switched on, Qt takes every event the
    # table sends (focus on a child, renamed piles, announcements) without complaint.
    QAccessible.setActive(True)
    try:
        for k in (K.Key_Right, K.Key_1, K.Key_4, K.Key_End):
            driver.key(k)
        run_queued_work()
        assert window.session.game.moves_count == 1
        assert tree(window).focusChild() is tree(window).child(12)
    finally:
        QAccessible.setActive(False)


def test_good_measure_has_ten_columns_in_the_tree(window: MainWindow, driver: WindowDriver) -> None:
    new_game_from(window, Game.from_deal(1, "good-measure"), 1)
    listed = names(window)
    assert len(listed) == 14
    assert listed[9].startswith("Column 10, 5 cards")
    assert driver.focused_pile() in [Pile.column(i) for i in range(10)]


@pytest.mark.parametrize(
    ("shown", "heard"),
    [
        (
            "7♦ needs 6♦ on the foundation first.",
            "Seven of diamonds needs six of diamonds on the foundation first.",
        ),
        ("Hint: move 10♣ onto J♥.", "Hint: move ten of clubs onto jack of hearts."),
        ("Column 3 is empty. A♠ stays.", "Column 3 is empty. Ace of spades stays."),
        ("Deal 10 · 52 cards", "Deal 10 · 52 cards"),  # numbers alone are no cards
    ],
)
def test_the_screen_reader_hears_full_card_names(qapp: object, shown: str, heard: str) -> None:
    assert for_the_ear(shown) == heard


def test_full_card_names_in_czech(qapp: object) -> None:
    assert i18n.set_language("cs")
    assert for_the_ear("Karta 7♣ zvednuta.") == f"Karta {card_name(card(7, 0))} zvednuta."


def test_while_paused_the_tree_hides_the_cards_as_the_cover_does(
    window: MainWindow, driver: WindowDriver
) -> None:
    shown = names(window)
    driver.trigger("pause")
    assert driver.paused()
    assert set(names(window)) == {"Hidden while paused"}
    iface = tree(window)
    assert all(
        iface.child(i).text(QAccessible.Text.Description) == "" for i in range(iface.childCount())
    )
    driver.trigger("pause")
    assert names(window) == shown
