"""Help → About Baker's Dozen (name, version, licence, project page, Qt and PySide6
versions, the icon) and Help → About Qt.

The licence and the third-party notices are read from wherever this copy of the game
was installed from: the package metadata (wheel, and the frozen app, whose spec copies
it), the bundle's own folder, or the source checkout.
"""

from __future__ import annotations

import sys
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QEvent, Qt, qVersion
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ... import DISTRIBUTION, __version__
from ..art.icon import app_icon
from .closing import delete_when_closed

PROJECT_URL = "https://github.com/bakersdozen/bakers-dozen"
LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"
LICENCE_FILE = "LICENSE"
NOTICES_FILE = "THIRD-PARTY.md"
ICON_SIZE = 96


def bundled_text(name: str) -> str | None:
    """The text of LICENSE or THIRD-PARTY.md as shipped with this copy, or None."""
    try:
        dist = distribution(DISTRIBUTION)
    except PackageNotFoundError:
        dist = None
    if dist is not None:
        for inside in (f"licenses/{name}", name):  # metadata 2.4 layout, then older
            text = dist.read_text(inside)
            if text:
                return text
    folders = [Path(__file__).resolve().parents[4]]  # a source checkout (src/…/qt/dialogs/)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        folders.insert(0, Path(bundle))
    for folder in folders:
        path = folder / name
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return None


class TextViewer(QDialog):
    """A long plain text (the licence, the notices), read-only, in a fixed-width font."""

    def __init__(self, title: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.view = QPlainTextEdit(text, self)
        self.view.setReadOnly(True)
        self.view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        width = self.view.fontMetrics().horizontalAdvance("M" * 82)
        self.resize(width + 60, 600)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about")

        self.icon = QLabel(self)
        self.icon.setPixmap(app_icon().pixmap(ICON_SIZE, ICON_SIZE))
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)

        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)

        self.licence_button = QPushButton(self)
        self.licence_button.clicked.connect(lambda *_: self.show_licence())
        self.notices_button = QPushButton(self)
        self.notices_button.clicked.connect(lambda *_: self.show_notices())
        self.about_qt_button = QPushButton(self)
        self.about_qt_button.clicked.connect(lambda *_: show_about_qt(self))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        for b in (self.licence_button, self.notices_button, self.about_qt_button):
            buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.icon)
        top.addSpacing(12)
        top.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(buttons)
        self.viewer: QDialog | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Baker's Dozen"))
        self.text.setText(self._html())
        self.licence_button.setText(self.tr("&Licence…"))
        self.notices_button.setText(self.tr("&Third-Party Notices…"))
        self.about_qt_button.setText(self.tr("About &Qt…"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _html(self) -> str:
        link = f'<a href="{PROJECT_URL}">{PROJECT_URL}</a>'
        parts = [
            "<h2>" + self.tr("Baker's Dozen") + "</h2>",
            "<p>" + self.tr("Version {version}").format(version=__version__) + "</p>",
            "<p>"
            + self.tr(
                "Open patience in thirteen columns, with numbered and daily deals, hints, "
                "unlimited undo and a solver that says whether a deal can still be won."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "Free software under the GNU General Public License, version 3 or (at your "
                "option) any later version. It comes with no warranty."
            )
            + "</p>",
            "<p>" + self.tr("Project page: {link}").format(link=link) + "</p>",
            "<p>"
            + self.tr("Built with Qt {qt} and PySide6 {pyside} (GNU LGPL version 3).").format(
                qt=qVersion(), pyside=PySide6.__version__
            )
            + "</p>",
        ]
        return "\n".join(parts)

    def show_licence(self) -> QDialog:
        return self._show_text(self.tr("Licence"), LICENCE_FILE)

    def show_notices(self) -> QDialog:
        return self._show_text(self.tr("Third-Party Notices"), NOTICES_FILE)

    def _show_text(self, title: str, name: str) -> QDialog:
        text = bundled_text(name)
        viewer: QDialog
        if text is None:
            url = LICENCE_URL if name == LICENCE_FILE else f"{PROJECT_URL}/blob/main/{name}"
            box = QMessageBox(QMessageBox.Icon.Information, title, "", parent=self)
            box.setTextFormat(Qt.TextFormat.RichText)
            box.setText(
                self.tr(
                    "The file {file} is missing from this installation. Read it at {link}."
                ).format(file=name, link=f'<a href="{url}">{url}</a>')
            )
            viewer = box
        else:
            viewer = TextViewer(title, text, self)
        viewer.setObjectName(name.lower())
        delete_when_closed(viewer)
        self.viewer = viewer
        viewer.open()
        return viewer


def show_about(parent: QWidget) -> AboutDialog:
    dialog = AboutDialog(parent)
    delete_when_closed(dialog)
    dialog.open()
    return dialog


def show_about_qt(parent: QWidget) -> None:
    QMessageBox.aboutQt(parent, QCoreApplication.translate("About", "About Qt"))
