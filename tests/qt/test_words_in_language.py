"""What the engine and the store report reaches the player in the player's language.

The engine and the store give codes and fields (a line number, a card, a count); the Qt
layer words them. Here the game speaks Danish, a pasted board is wrong in each way the
reader knows, and stored files are damaged or cannot be written: no English sentence may
reach the message boxes or the status bar.
"""

from __future__ import annotations

import errno
import re
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, make_window, set_animation_ms

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.engine.notation import BoardFault, BoardTextError
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.qt.words import i18n, reason_words
from bakers_dozen_qt.store import Notice, Problem, StoreWriteError

pytestmark = pytest.mark.gui

# Words of the English sentences that could leak; none is a Danish word.
ENGLISH = re.compile(
    r"\b(the|line|appears|twice|must|card|cards|column|columns|holds|missing|unknown|"
    r"foundation|face|could|not|damaged|written|waiting|games?|permission|denied|folder|"
    r"disk|space|errno)\b",
    re.IGNORECASE,
)

DEAL = Game.from_deal(77).board_text()
LINES = DEAL.splitlines()


def english_in(text: str) -> list[str]:
    # Paths are shown as they are; they may hold any word.
    return ENGLISH.findall(re.sub(r"\S*/\S*", "", text))


# (bad board text, its fault, words the Danish sentence must hold)
BAD_BOARDS = [
    (DEAL + "AS\n", BoardFault.CARD_TWICE, ["14", "A♠"]),
    ("\n".join(LINES[:3]) + "\nXX\n", BoardFault.UNKNOWN_CARD, ["4", "'XX'"]),
    ("\n".join(LINES[:12]) + "\n", BoardFault.WRONG_TOTAL, ["48"]),
    (DEAL + "Foundations: H-0\n", BoardFault.FOUNDATIONS_NOT_FIRST, ["14"]),
    ("Foundations: H-Z\n" + DEAL, BoardFault.BAD_FOUNDATION, ["1", "'H-Z'"]),
    ("Foundations: H-A H-2\n" + DEAL, BoardFault.FOUNDATION_TWICE, ["1", "♥"]),
    ("(AS)\n" + "\n".join(LINES[1:]), BoardFault.TOP_FACE_DOWN, ["1"]),
    ("(??) 2S\n", BoardFault.HIDDEN_CARD, ["1"]),
    ("2S (AS)\n", BoardFault.FACE_DOWN_ABOVE, ["1"]),
    ("Freecells: AS\n", BoardFault.NO_FREE_CELLS, ["1"]),
    (DEAL + ":\n:\n:\n", BoardFault.TOO_MANY_COLUMNS, ["14", "13", "16"]),
    ("x" * 2_000_000, BoardFault.TOO_LONG, []),
]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("text", "fault", "words"), BAD_BOARDS, ids=[b[1].value for b in BAD_BOARDS]
)
def test_a_bad_pasted_board_is_explained_in_danish(
    qtbot: QtBot, prefs: Preferences, text: str, fault: BoardFault, words: list[str]
) -> None:
    with pytest.raises(BoardTextError) as caught:
        Game.from_board_text(text)
    assert caught.value.fault is fault  # the engine gives the code ...
    assert str(caught.value)  # ... and keeps its English sentence for the command line
    assert i18n.set_language("da")
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    d = WindowDriver(qtbot, w)
    before = w.session.game.position()
    QGuiApplication.clipboard().setText(text)
    d.trigger("paste")
    box = d.paste_error_box()
    assert box is not None and box.isVisible()
    assert w.session.game.position() == before  # nothing lost
    said = f"{box.windowTitle()}\n{box.text()}\n{box.informativeText()}"
    assert "Udklipsholderen" in box.text()
    assert box.informativeText() == reason_words.board_fault(caught.value)
    for word in words:
        assert word in box.informativeText()
    assert english_in(said) == [], said
    box.close()
    w.close()


def test_a_damaged_save_is_told_in_danish(qtbot: QtBot, prefs: Preferences, tmp_path: Path) -> None:
    assert i18n.set_language("da")
    save = tmp_path / "saved.json"
    save.write_text('{"format": "bakers-dozen-save", "version": 2, "variant": 7}\n')
    w = MainWindow(Game.from_deal(5), 5, prefs, save_path=save)
    qtbot.addWidget(w)
    assert not w.restore(save)
    w.show()
    d = WindowDriver(qtbot, w)
    box = d.problem_box()
    said = f"{box.text()}\n{box.informativeText()}\n{d.status_message()}"
    assert "beskadiget" in box.text()
    assert str(tmp_path / "saved.json.damaged") in box.informativeText()
    assert english_in(said) == [], said
    # The technical detail, for a bug report, says that it is one, in Danish.
    assert box.detailedText().startswith("Teknisk")
    box.close()
    w.close()


def test_a_save_that_cannot_be_written_says_why_in_danish(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    assert i18n.set_language("da")
    save = tmp_path / "saved.json"
    w = MainWindow(Game.from_deal(1), 1, prefs, save_path=save)
    set_animation_ms(w, 0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.autosave.set_delay(10)
    w.autosave.set_retry_delay(100_000)
    save.mkdir()  # a folder in the way of every write
    d = WindowDriver(qtbot, w)
    assert d.play(Move(0, 2))
    box = d.problem_box()
    said = f"{box.text()}\n{box.informativeText()}\n{d.status_message()}"
    assert "mappe" in box.informativeText()  # "a folder is in its place", in Danish
    assert english_in(said) == [], said
    box.close()
    w.close()


@pytest.mark.parametrize(
    ("code", "danish"),
    [
        (errno.ENOSPC, "disken er fuld"),
        (errno.EACCES, "adgang nægtet"),
        (errno.EROFS, "skrivebeskyttet"),
        (errno.EISDIR, "mappe"),
        (errno.EIO, "fejl 5"),
    ],
)
def test_why_a_write_failed_is_worded_from_the_system_error_code(code: int, danish: str) -> None:
    assert i18n.set_language("da")
    e = StoreWriteError(Problem.SAVE_WRITE_FAILED, Path("x"), "English words", errno=code)
    assert danish in reason_words.write_failure(e)
    assert english_in(reason_words.write_failure(e)) == []


def test_games_that_could_not_be_counted_are_told_in_danish(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path
) -> None:
    assert i18n.set_language("da")
    w = make_window(qtbot, prefs, Game.from_deal(1), 1)
    lost = Notice(Problem.STATS_LOST, tmp_path / "s.sqlite", "3 game(s) not written", count=3)
    w.notices.stats(lost)
    box = WindowDriver(qtbot, w).problem_box()
    said = f"{box.text()}\n{box.informativeText()}"
    assert "3 færdige spil" in box.informativeText()
    assert english_in(said) == [], said
    box.close()
    w.close()
