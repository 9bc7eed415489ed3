"""Game > Variant > Custom…: the player's own member of the Baker's Dozen family."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from ...engine.rules import Build, EmptyColumn, Rules, custom_rules

BUILDS = [Build.ANY_SUIT, Build.ALTERNATE_COLOUR, Build.SAME_SUIT]
EMPTIES = [EmptyColumn.NOTHING, EmptyColumn.KING, EmptyColumn.ANY]


class CustomRulesDialog(QDialog):
    """13 columns of 4 with the player's choice of the other rules; starts from ``current``."""

    def __init__(self, parent: QWidget | None, current: Rules) -> None:
        super().__init__(parent)
        self.setObjectName("custom-rules")
        form = QFormLayout(self)
        self.face_down = QSpinBox()
        self.face_down.setRange(0, 3)
        self.face_down.setValue(current.face_down_rows if current.cards_per_column == 4 else 0)
        self.face_down_label = QLabel()
        form.addRow(self.face_down_label, self.face_down)
        self.kings = QCheckBox()
        self.kings.setChecked(current.kings_to_bottom)
        form.addRow("", self.kings)
        self.build = QComboBox()
        for build in BUILDS:
            self.build.addItem("", build)
        self.build.setCurrentIndex(BUILDS.index(current.build))
        self.build_label = QLabel()
        form.addRow(self.build_label, self.build)
        self.empty = QComboBox()
        for empty in EMPTIES:
            self.empty.addItem("", empty)
        self.empty.setCurrentIndex(EMPTIES.index(current.empty_column))
        self.empty_label = QLabel()
        form.addRow(self.empty_label, self.empty)
        for label, field in (
            (self.face_down_label, self.face_down),
            (self.build_label, self.build),
            (self.empty_label, self.empty),
        ):
            label.setBuddy(field)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.buttons = buttons
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Custom Rules"))
        self.face_down_label.setText(self.tr("Dealt &face down:"))
        #: A number box: {rows} is the number the player sets (0 to 3), the rest is
        #: written around it. Keep {rows} once; the words may go before or after it.
        prefix, _, suffix = self.tr("{rows} of 4 rows").partition("{rows}")
        self.face_down.setPrefix(prefix)
        self.face_down.setSuffix(suffix)
        self.kings.setText(self.tr("Move &kings to the bottom of their columns"))
        self.build_label.setText(self.tr("&Build down in:"))
        builds = (
            self.tr("Any suit (any 7 on any 8)"),
            self.tr("Alternate colours (red on black)"),
            self.tr("Same suit"),
        )
        for i, text in enumerate(builds):
            self.build.setItemText(i, text)
        self.empty_label.setText(self.tr("An &empty column takes:"))
        empties = (self.tr("Nothing (it stays empty)"), self.tr("A king only"), self.tr("Any card"))
        for i, text in enumerate(empties):
            self.empty.setItemText(i, text)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def rules(self) -> Rules:
        return custom_rules(
            face_down_rows=self.face_down.value(),
            kings_to_bottom=self.kings.isChecked(),
            build=BUILDS[self.build.currentIndex()],
            empty_column=EMPTIES[self.empty.currentIndex()],
        )
