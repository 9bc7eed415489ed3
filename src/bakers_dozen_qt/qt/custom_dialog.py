"""Game > Variant > Custom…: the player's own member of the Baker's Dozen family."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QSpinBox,
    QWidget,
)

from ..engine.rules import Build, EmptyColumn, Rules, custom_rules

BUILDS = [
    (Build.ANY_SUIT, "Any suit (any 7 on any 8)"),
    (Build.ALTERNATE_COLOUR, "Alternate colours"),
    (Build.SAME_SUIT, "Same suit"),
]
EMPTIES = [
    (EmptyColumn.NOTHING, "Nothing (stays empty)"),
    (EmptyColumn.KING, "A king only"),
    (EmptyColumn.ANY, "Any card"),
]


class CustomRulesDialog(QDialog):
    """13 columns of 4 with the player's choice of the other rules; starts from ``current``."""

    def __init__(self, parent: QWidget | None, current: Rules) -> None:
        super().__init__(parent)
        self.setObjectName("custom-rules")
        self.setWindowTitle("Custom Rules")
        form = QFormLayout(self)
        self.face_down = QSpinBox()
        self.face_down.setRange(0, 3)
        self.face_down.setSuffix(" of 4 rows")
        self.face_down.setValue(current.face_down_rows if current.cards_per_column == 4 else 0)
        form.addRow("Dealt face down:", self.face_down)
        self.kings = QCheckBox("Move kings to the bottom of their columns")
        self.kings.setChecked(current.kings_to_bottom)
        form.addRow("", self.kings)
        self.build = QComboBox()
        for build, label in BUILDS:
            self.build.addItem(label, build)
        self.build.setCurrentIndex([b for b, _ in BUILDS].index(current.build))
        form.addRow("Build down in:", self.build)
        self.empty = QComboBox()
        for empty, label in EMPTIES:
            self.empty.addItem(label, empty)
        self.empty.setCurrentIndex([e for e, _ in EMPTIES].index(current.empty_column))
        form.addRow("An empty column takes:", self.empty)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.buttons = buttons

    def rules(self) -> Rules:
        return custom_rules(
            face_down_rows=self.face_down.value(),
            kings_to_bottom=self.kings.isChecked(),
            build=BUILDS[self.build.currentIndex()][0],
            empty_column=EMPTIES[self.empty.currentIndex()][0],
        )
