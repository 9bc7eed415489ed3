"""The focus frame and the column keys paint in the first frame: painting them must not
make PySide build Qt's namespace enums (~15-30 ms of start-up; see view.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

CHILD = """
from PySide6 import QtCore
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

app = QApplication([])
from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.qt.art.card_art import CardArt
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.table.table_scene import TableScene
from bakers_dozen_qt.qt.window.view import TableView

prefs = Preferences(QSettings(PREFS, QSettings.Format.IniFormat))
prefs.column_keys = True
scene = TableScene(Game.from_deal(1), CardArt.from_settings("classic", "blue", None))
view = TableView(scene, prefs)
scene.relayout(1280, 760, 1.0)
scene.keys.set_has_keys(True)  # as the view does when the window gives it the keys
assert scene.focus_frame.isVisible() and scene.column_keys.isVisible()
print("before", "Qt" in vars(QtCore))
image = QImage(1280, 760, QImage.Format.Format_ARGB32)
painter = QPainter(image)
scene.render(painter)
painter.end()
print("after", "Qt" in vars(QtCore))
"""


@pytest.mark.slow
def test_painting_the_frame_and_the_keys_needs_no_qt_enums(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    code = f"PREFS = {str(tmp_path / 'prefs.ini')!r}\n" + CHILD
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["before", "False", "after", "False"]
