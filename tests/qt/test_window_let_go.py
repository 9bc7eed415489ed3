"""A window closed and deleted lets go of everything it made: its table, its cards and
the Python objects around them (a second window, and every window a test suite opens,
must not keep the first one's scene alive)."""

from __future__ import annotations

import gc
import weakref

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from pytestqt.qtbot import QtBot

from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow


def test_a_deleted_window_takes_its_table_and_its_objects_with_it(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w = MainWindow(Game.from_deal(1), 1, prefs)
    w.show()
    qtbot.waitExposed(w)
    scene, session = w.scene, w.session
    window_gone = weakref.ref(w)
    w.close()
    w.deleteLater()
    del w
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    gc.collect()
    assert not shiboken6.isValid(session)
    assert not shiboken6.isValid(scene), "the table's scene outlived its window"
    del scene, session
    gc.collect()
    assert window_gone() is None, "the window's Python side is still held"
