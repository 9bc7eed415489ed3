"""The win's dance: short, ended by a click or a key, switched off in the View menu, and
off where the system asks for less motion (until the player turns it on)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from time_control import FakeTime
from window_driver import WindowDriver, make_window, set_animation_ms, shown_active, win_dialog

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.system_motion import kde_reduces_motion, portal_reduces_motion
from bakers_dozen_qt.qt.window.window import MainWindow

NEAR_WIN = (
    "Foundations: C-K D-K H-Q S-K\nKH\n" + "\n".join([":"] * 12)  # one card to go
)


def _win(d: WindowDriver) -> None:
    set_animation_ms(d.window, 40)
    d.auto_finish()
    assert d.window.session.game.is_won()


def test_a_click_ends_the_dance(qtbot: QtBot, prefs: Preferences) -> None:
    d = WindowDriver(qtbot, make_window(qtbot, prefs, Game.from_board_text(NEAR_WIN), 3))
    _win(d)
    qtbot.waitUntil(lambda: d.window.scene.celebration.running)
    assert win_dialog(d.window) is None  # the dialog waits for the dance
    d.click(d.viewport().rect().center())
    assert not d.window.scene.celebration.running and win_dialog(d.window) is not None
    assert d.window.session.game.is_won()  # the click did nothing else


def test_a_key_ends_the_dance(qtbot: QtBot, prefs: Preferences) -> None:
    d = WindowDriver(qtbot, make_window(qtbot, prefs, Game.from_board_text(NEAR_WIN), 3))
    _win(d)
    qtbot.waitUntil(lambda: d.window.scene.celebration.running)
    d.focus_table()
    qtbot.keyClick(d.viewport(), Qt.Key.Key_Space)
    assert not d.window.scene.celebration.running and win_dialog(d.window) is not None


def test_switched_off_the_dialog_comes_at_once(qtbot: QtBot, prefs: Preferences) -> None:
    d = WindowDriver(qtbot, make_window(qtbot, prefs, Game.from_board_text(NEAR_WIN), 3))
    assert d.checked("win_animation")
    d.trigger("win_animation")
    assert not prefs.win_animation and not d.checked("win_animation")
    _win(d)
    qtbot.waitUntil(lambda: win_dialog(d.window) is not None)
    assert not d.window.scene.celebration.running


def _window(qtbot: QtBot, prefs: Preferences, reduced: bool) -> MainWindow:
    w = MainWindow(
        Game.from_board_text(NEAR_WIN), 3, prefs, now=FakeTime(), reduced_motion=lambda: reduced
    )
    shown_active(qtbot, w)
    qtbot.waitUntil(lambda: prefs.system_reduces_motion == reduced)
    return w


def test_off_where_the_system_asks_for_less_motion(qtbot: QtBot, prefs: Preferences) -> None:
    d = WindowDriver(qtbot, _window(qtbot, prefs, reduced=True))
    assert not prefs.win_animation and not d.checked("win_animation")
    _win(d)
    qtbot.waitUntil(lambda: win_dialog(d.window) is not None)
    assert not d.window.scene.celebration.running


def test_the_players_choice_beats_the_systems(qtbot: QtBot, prefs: Preferences) -> None:
    prefs.win_animation = True
    d = WindowDriver(qtbot, _window(qtbot, prefs, reduced=True))
    assert d.checked("win_animation")
    _win(d)
    qtbot.waitUntil(lambda: d.window.scene.celebration.running)


def test_what_the_desktops_say() -> None:
    assert kde_reduces_motion("[KDE]\nAnimationDurationFactor=0\n") is True
    assert kde_reduces_motion("[KDE]\nAnimationDurationFactor=0.5\n") is False
    assert kde_reduces_motion("[General]\nfont=x\n") is None
    assert kde_reduces_motion("[KDE]\nAnimationDurationFactor=fast\n") is None
    assert kde_reduces_motion("not an ini file") is None
    assert kde_reduces_motion(None) is None

    class Variant:
        def __init__(self, value: object) -> None:
            self.value = value

        def variant(self) -> object:
            return self.value

    assert portal_reduces_motion(False) is True
    assert portal_reduces_motion(Variant(True)) is False
    assert portal_reduces_motion(Variant("yes")) is None


def test_the_dance_waits_for_the_last_cards_to_arrive(qtbot: QtBot, prefs: Preferences) -> None:
    d = WindowDriver(qtbot, make_window(qtbot, prefs, Game.from_board_text(NEAR_WIN), 3))
    w = d.window
    set_animation_ms(w, 40)
    d.auto_finish()
    assert w.session.game.is_won()
    # The winning card is still on its way up: no dance yet, and nothing cut short.
    assert w.scene.mover.running and not w.scene.celebration.running
    qtbot.waitUntil(lambda: w.scene.celebration.running)
    assert not w.scene.mover.running
