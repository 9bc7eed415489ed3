"""A saved window geometry that is no window's (issue 31): it never opens the window off
the screen or as a speck. The geometries are written as Qt writes them
(``saveGeometry``'s format 3), with the values a damaged or hand-edited file may hold."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QDataStream, QIODevice, QRect
from pytestqt.qtbot import QtBot

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow

pytestmark = pytest.mark.gui

INT_MAX = 2**31 - 1


def geometry(left: int, top: int, right: int, bottom: int) -> QByteArray:
    data = QByteArray()
    out = QDataStream(data, QIODevice.OpenModeFlag.WriteOnly)
    out.setVersion(QDataStream.Version.Qt_4_0)
    out.writeUInt32(0x1D9D0CB)  # saveGeometry's magic number, then format 3.0
    out.writeUInt16(3)
    out.writeUInt16(0)
    for _ in range(2):  # the frame, then the normal geometry
        for value in (left, top, right, bottom):
            out.writeInt32(value)
    out.writeInt32(0)  # screen
    out.writeUInt8(0)  # maximised
    out.writeUInt8(0)  # full screen
    out.writeInt32(1280)  # the screen's width then
    for value in (left, top, right, bottom):  # the geometry
        out.writeInt32(value)
    return data


def window_with(qtbot: QtBot, prefs: Preferences, saved: QByteArray) -> MainWindow:
    prefs.geometry = saved
    w = MainWindow(Game.from_deal(1), 1, prefs)
    qtbot.addWidget(w)
    return w


def well_placed(w: MainWindow) -> bool:
    area = w.screen().availableGeometry()
    small = w.minimumSizeHint()
    size = w.size()
    return (
        area.contains(QRect(w.pos(), size))
        and size.width() >= small.width()
        and size.height() >= small.height()
    )


@pytest.mark.parametrize(
    "saved",
    [
        (INT_MAX, INT_MAX, INT_MAX, INT_MAX),
        (10, 10, 10, 10),  # a window one pixel wide
        (-INT_MAX, -INT_MAX, -INT_MAX + 1, -INT_MAX + 1),
    ],
)
def test_a_saved_geometry_no_window_has_is_not_used(
    qtbot: QtBot, prefs: Preferences, saved: tuple[int, int, int, int]
) -> None:
    w = window_with(qtbot, prefs, geometry(*saved))
    assert well_placed(w), (w.pos(), w.size(), w.minimumSizeHint())


def test_keeping_on_screen_brings_a_window_shown_at_the_edge_back_whole(
    qtbot: QtBot, prefs: Preferences
) -> None:
    # What Qt's X11 plugin makes of a geometry at INT_MAX: 1x1 at the bottom-right
    # corner, grown to the window's smallest size only when shown, so off the screen.
    w = MainWindow(Game.from_deal(1), 1, prefs)
    qtbot.addWidget(w)
    area = w.screen().availableGeometry()
    w.setGeometry(area.right() - 1, area.bottom() - 1, 1, 1)
    w.frame.keep_on_screen()
    assert well_placed(w), (w.pos(), w.size(), w.minimumSizeHint())
