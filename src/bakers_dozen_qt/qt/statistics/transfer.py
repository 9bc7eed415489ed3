"""Game → Export Statistics… and Import Statistics…: the statistics carried to another
machine in one file (:mod:`~bakers_dozen_qt.store.stats_transfer`), on the statistics'
worker; the player is told what was done, or why nothing was.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ...store import StatsStore, StoreError
from ...store.stats_transfer import SUFFIX, Imported, TransferError
from .bridge import StatsBridge
from .window import export_folder
from .wording import paused_text


def _export(target: Path) -> Callable[[StatsStore], int | OSError]:
    def question(store: StatsStore) -> int | OSError:
        try:
            return store.export_statistics(target)
        except OSError as e:
            return e

    return question


def _import(source: Path) -> Callable[[StatsStore], Imported | TransferError]:
    def question(store: StatsStore) -> Imported | TransferError:
        try:
            return store.import_statistics(source)
        except TransferError as e:
            return e

    return question


class StatsTransfer(QObject):
    """The two dialogs and their answers; an import that adds games says so through the
    bridge (``imported``), and an open Statistics window shows them."""

    def __init__(self, parent: QWidget, bridge: StatsBridge) -> None:
        super().__init__(parent)
        self._parent = parent
        self._bridge = bridge
        self.dialog: QFileDialog | None = None
        self.box: QMessageBox | None = None
        """The box that says how an import or export went, while it is open."""
        self.last_export: str = ""
        """What the status bar was told about the last export."""

    def _file_dialog(self, title: str, saving: bool) -> QFileDialog:
        day = time.strftime("%Y-%m-%d")
        #: The file Export Statistics… offers to write; {date} is today's (YYYY-MM-DD).
        name = self.tr("bakers-dozen-statistics-{date}").format(date=day) + SUFFIX
        dialog = QFileDialog(self._parent, title, str(export_folder() / name))
        dialog.setObjectName("statistics-file")
        mode = QFileDialog.AcceptMode
        dialog.setAcceptMode(mode.AcceptSave if saving else mode.AcceptOpen)
        if not saving:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilters(
            [self.tr("Statistics files (*%1)").replace("%1", SUFFIX), self.tr("All files (*)")]
        )
        dialog.setDefaultSuffix(SUFFIX.lstrip("."))
        dialog.finished.connect(lambda *_: self._forget("dialog", dialog))
        self.dialog = dialog
        return dialog

    def export(self) -> QFileDialog:
        dialog = self._file_dialog(self.tr("Export Statistics"), saving=True)
        dialog.fileSelected.connect(lambda f: self.export_to(Path(f)))
        dialog.open()
        return dialog

    def choose_import(self) -> QFileDialog:
        dialog = self._file_dialog(self.tr("Import Statistics"), saving=False)
        dialog.fileSelected.connect(lambda f: self.import_from(Path(f)))
        dialog.open()
        return dialog

    def export_to(self, target: Path) -> None:
        self._bridge.ask(
            _export(target),
            lambda answer: self._exported(target, answer),
            self._paused,
            context=self,
        )

    def import_from(self, source: Path) -> None:
        self._bridge.ask(
            _import(source),
            lambda answer: self._imported(source, answer),
            self._paused,
            context=self,
        )

    # --- what happened ----------------------------------------------------------------

    def _exported(self, target: Path, answer: object) -> None:
        if isinstance(answer, OSError):
            self._tell(
                QMessageBox.Icon.Warning,
                self.tr("Export Statistics"),
                self.tr("The statistics could not be exported to {file}: {reason}.").format(
                    file=target, reason=answer.strerror or str(answer)
                ),
            )
            return
        assert isinstance(answer, int)
        #: %1 is the file written; the moves of each game go with it.
        self.last_export = self.tr(
            "Statistics exported: %n game(s), with their moves, to %1.", "", answer
        ).replace("%1", str(target))
        window = self._parent.window()
        show = getattr(window, "show_message", None)
        if callable(show):
            show(self.last_export)

    def _imported(self, source: Path, answer: object) -> None:
        title = self.tr("Import Statistics")
        if isinstance(answer, TransferError):
            why = {
                "not-ours": self.tr("it is not a statistics file of Baker's Dozen"),
                "newer": self.tr("it was made by a newer version of the game"),
                "unreadable": self.tr("it cannot be read ({detail})"),
            }.get(answer.kind, self.tr("it is damaged ({detail})"))
            self._tell(
                QMessageBox.Icon.Warning,
                title,
                self.tr("{file} was not imported: {why}. Your statistics are unchanged.").format(
                    file=source.name, why=why.format(detail=str(answer))
                ),
            )
            return
        assert isinstance(answer, Imported)
        text = self.tr("%n game(s) added to your statistics.", "", answer.added)
        if answer.already:
            text += " " + self.tr(
                "%n game(s) of the file were there already and were left as they were.",
                "",
                answer.already,
            )
        self._tell(QMessageBox.Icon.Information, title, text)
        if answer.added:
            self._bridge.imported.emit()

    def _paused(self, error: StoreError) -> None:
        self._tell(QMessageBox.Icon.Warning, self.tr("Statistics"), paused_text(error))

    def _forget(self, name: str, gone: QWidget) -> None:
        if getattr(self, name) is gone:
            setattr(self, name, None)
        gone.deleteLater()

    def _tell(self, icon: QMessageBox.Icon, title: str, text: str) -> None:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Close, self._parent)
        box.setObjectName("statistics-transfer")
        box.finished.connect(lambda *_: self._forget("box", box))
        self.box = box
        box.open()
