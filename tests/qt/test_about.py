"""Help → About and About Qt: version, licence you can read, project page, the icon."""

from __future__ import annotations

from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import Qt, QTimer, qVersion
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from bakers_dozen_qt import __version__
from bakers_dozen_qt.qt.dialogs import about
from bakers_dozen_qt.qt.window.window import MainWindow


def _open_about(qtbot: QtBot, window: MainWindow) -> about.AboutDialog:
    help_menu = next(m for m in window.menuBar().actions() if m.text() == "&Help").menu()
    entry = next(a for a in help_menu.actions() if a.text() == "&About")
    entry.trigger()
    dialog = window.findChild(about.AboutDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_about_names_the_version_licence_project_and_libraries(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = _open_about(qtbot, window)
    text = dialog.text.text()
    assert f"Version {__version__}" in text
    assert "GNU General Public License, version 3" in text
    assert about.PROJECT_URL in text and dialog.text.openExternalLinks()
    assert f"Qt {qVersion()}" in text and f"PySide6 {PySide6.__version__}" in text
    pixmap = dialog.icon.pixmap()
    assert not pixmap.isNull() and pixmap.width() == about.ICON_SIZE
    # Not a blank square: the icon has its own colours.
    image = pixmap.toImage()
    colours = {image.pixel(x, y) for x in range(0, 96, 8) for y in range(0, 96, 8)}
    assert len(colours) > 4


def test_the_licence_button_shows_the_whole_gpl(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _open_about(qtbot, window)
    qtbot.mouseClick(dialog.licence_button, Qt.MouseButton.LeftButton)
    viewer = dialog.viewer
    assert isinstance(viewer, about.TextViewer) and viewer.isVisible()
    text = viewer.view.toPlainText()
    assert text.lstrip().startswith("GNU GENERAL PUBLIC LICENSE")
    assert "Version 3, 29 June 2007" in text and "END OF TERMS AND CONDITIONS" in text


def test_the_notices_name_qt_pyside_and_their_licence(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _open_about(qtbot, window)
    qtbot.mouseClick(dialog.notices_button, Qt.MouseButton.LeftButton)
    assert isinstance(dialog.viewer, about.TextViewer)
    text = dialog.viewer.view.toPlainText()
    for name in ("PySide6", "shiboken6", "Qt 6", "LGPL"):
        assert name in text


def test_a_missing_licence_file_says_where_to_read_it(qtbot: QtBot, window: MainWindow) -> None:
    assert about.bundled_text("NO-SUCH-FILE") is None
    dialog = _open_about(qtbot, window)
    box = dialog._show_text("Licence", "NO-SUCH-FILE")
    assert isinstance(box, QMessageBox)
    assert "missing" in box.text() and about.PROJECT_URL in box.text()


def test_a_source_checkout_without_metadata_reads_the_licence_from_the_checkout(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_metadata(name: str) -> None:
        raise about.PackageNotFoundError(name)

    monkeypatch.setattr(about, "distribution", no_metadata)
    checkout = Path(__file__).resolve().parents[2]
    assert about.bundled_text("LICENSE") == (checkout / "LICENSE").read_text(encoding="utf-8")


def test_help_about_qt_opens_qts_own_box(qtbot: QtBot, window: MainWindow) -> None:
    help_menu = next(m for m in window.menuBar().actions() if m.text() == "&Help").menu()
    entry = next(a for a in help_menu.actions() if a.text() == "About &Qt")
    seen: list[str] = []

    def close_it() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.windowTitle())
            box.accept()
        else:
            QTimer.singleShot(20, close_it)

    QTimer.singleShot(0, close_it)
    entry.trigger()  # aboutQt() is modal: returns once close_it has closed it
    assert seen == ["About Qt"]
