"""Sound: the mix, the way out (miniaudio's null device, and a machine with no audio at
all), and the game's news heard through the window."""

from __future__ import annotations

import ctypes.util
import logging
import time
from array import array

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from time_control import FakeTime
from window_driver import WindowDriver, shown_active

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.moves import Move
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.sound.mixer import MAX_VOICES, Mixer
from bakers_dozen_qt.qt.sound.player import SOUNDS, SoundPlayer, load_sounds
from bakers_dozen_qt.qt.window.window import MainWindow

# --- the mix ------------------------------------------------------------------------------


def test_the_mix_sums_the_sounds_at_the_volume() -> None:
    mixer = Mixer()
    mixer.volume = 0.5
    mixer.play("a", array("h", [1000] * 10))
    mixer.play("b", array("h", [200] * 4))
    assert list(mixer.render(6)) == [600] * 4 + [500] * 2
    assert mixer.playing == ["a"]  # b is over
    assert list(mixer.render(6)) == [500] * 4 + [0] * 2
    assert mixer.playing == [] and list(mixer.render(3)) == [0, 0, 0]


def test_fast_play_does_not_pile_up() -> None:
    mixer = Mixer()
    mixer.volume = 1.0
    chime = array("h", [8000] * 100)
    for _ in range(10):  # ten cards up in a blink: one chime, started again
        mixer.play("foundation", chime)
    assert mixer.playing == ["foundation"]
    assert max(mixer.render(50)) == 8000
    for name in "abcdef":
        mixer.play(name, chime)
    assert len(mixer.playing) == MAX_VOICES and mixer.playing[-1] == "f"


def test_a_loud_sum_is_clipped_never_wrapped() -> None:
    mixer = Mixer()
    mixer.volume = 1.0
    for name in "abc":
        mixer.play(name, array("h", [30000, -30000]))
    assert list(mixer.render(2)) == [32767, -32768]


def test_the_sounds_are_short_and_quiet() -> None:
    sounds = load_sounds()
    assert set(sounds) == set(SOUNDS)
    for name, samples in sounds.items():
        assert 0.04 * 44100 < len(samples) < 1.2 * 44100, name
        assert max(abs(s) for s in samples) <= 0.26 * 32767, name  # room for four at once


# --- the way out ---------------------------------------------------------------------------


def test_the_null_device_plays_the_mix_in_time() -> None:
    player = SoundPlayer("null")
    player.start()
    try:
        assert player.wait_open() == "playing"
        player.play("put")
        assert player.mixer.playing == ["put"]
        deadline = 200
        while player.mixer.playing and deadline:  # the device pulls the mix by itself
            time.sleep(0.02)
            deadline -= 1
        assert player.mixer.playing == []
    finally:
        player.shutdown()


def test_no_audio_device_is_silence_said_once(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="bakers_dozen_qt.qt.sound.player")
    player = SoundPlayer("nosuch")  # a way out that cannot open, on any machine
    player.start()
    assert player.wait_open() == "silent"
    for _ in range(100):
        player.play("foundation")  # no error, no message storm: just silence
    assert list(player.heard)[-1] == "foundation" and player.mixer.playing == []
    said = [r for r in caplog.records if r.name.endswith("sound.player")]
    assert len(said) == 1 and "no sound" in said[0].getMessage()
    player.shutdown()


def test_this_machines_own_audio_never_breaks_the_game() -> None:
    # CI has no sound card and no sound server: the system's way out fails to open, and
    # the game goes on in silence. Where there is audio it plays.
    player = SoundPlayer("")
    player.start()
    assert player.wait_open() in ("playing", "silent")
    player.play("win")
    player.shutdown()


@pytest.mark.skipif(
    ctypes.util.find_library("asound") is None, reason="no ALSA library on this machine"
)
def test_alsa_says_nothing_on_the_terminal(capfd: pytest.CaptureFixture[str]) -> None:
    # With no sound card ALSA wrote some 35 lines of its own to stderr at each start;
    # the game's log says "no sound" once instead. ALSA_CARD points at a card no machine
    # has, so ALSA has something to complain of everywhere.
    with pytest.MonkeyPatch.context() as env:
        env.setenv("ALSA_CARD", "97")
        player = SoundPlayer("alsa")
        player.start()
        assert player.wait_open() in ("playing", "silent")
        player.shutdown()
    assert "ALSA lib" not in capfd.readouterr().err


# --- heard through the window ------------------------------------------------------------

NEAR = "Foundations: C-K D-K H-J S-K\nKH QH\n" + "\n".join([":"] * 11)


def _window(qtbot: QtBot, prefs: Preferences, text: str = NEAR) -> WindowDriver:
    w = MainWindow(Game.from_board_text(text), 3, prefs, now=FakeTime())
    shown_active(qtbot, w)
    qtbot.waitUntil(lambda: w.sounds.player is not None)
    return WindowDriver(qtbot, w)


def _heard(d: WindowDriver) -> list[str]:
    return d.heard()


def test_the_window_plays_what_happens(qtbot: QtBot, prefs: Preferences) -> None:
    prefs.auto_drop = False
    d = _window(qtbot, prefs)
    assert (
        d.window.sounds.player is not None and d.window.sounds.player.state == "silent"
    )  # tests: off
    d.play(Move(0, 1))  # Q♥ onto... nothing: refused
    assert _heard(d)[-1] == "refuse"
    d.click_card("QH")
    assert _heard(d)[-1] == "pick"
    d.double_click_card("QH")
    assert _heard(d)[-2:] == ["pick", "foundation"] or _heard(d)[-1] == "foundation"
    d.undo()
    assert _heard(d)[-1] == "undo"
    d.auto_finish()
    assert _heard(d)[-2:] == ["finish", "win"]
    d.window.new_deal(5)
    assert _heard(d)[-1] == "deal"


def test_silent_when_off_or_paused(qtbot: QtBot, prefs: Preferences) -> None:
    d = _window(qtbot, prefs)
    assert d.checked("sounds")
    d.trigger("pause")
    before = len(_heard(d))
    d.trigger("pause")  # playing on: the veil lifts without a sound of its own
    d.focus_table()
    qtbot.keyClick(d.viewport(), Qt.Key.Key_M)  # M: sounds off
    assert not prefs.sounds and not d.checked("sounds")
    d.auto_finish()
    assert len(_heard(d)) == before
    d.trigger("sounds")
    player = d.sound()
    assert prefs.sounds and player is not None and player.enabled


def test_the_volume_menu(qtbot: QtBot, prefs: Preferences) -> None:
    d = _window(qtbot, prefs)
    assert d.checked("volumes/50")
    d.trigger("volumes/100")
    player = d.sound()
    assert prefs.sound_volume == 100 and player is not None
    assert player.mixer.volume == 1.0
    d.trigger("volumes/25")
    assert player.mixer.volume == 0.25 and d.checked("volumes/25")


def test_a_face_down_card_turning_is_heard(qtbot: QtBot, prefs: Preferences) -> None:
    game = Game.from_deal(5, "bakers-dozen-1883")
    w = MainWindow(game, 5, prefs, now=FakeTime())
    shown_active(qtbot, w)
    qtbot.waitUntil(lambda: w.sounds.player is not None)
    d = WindowDriver(qtbot, w)
    down = sum(game.face_down_count(c) for c in range(game.column_count))
    for move in list(game.legal_moves):
        if (
            d.play(move)
            and sum(w.session.game.face_down_count(c) for c in range(game.column_count)) < down
        ):
            assert "turn" in _heard(d)[-3:]
            return
        d.undo()
    pytest.fail("no move of deal 5 turned a card")
