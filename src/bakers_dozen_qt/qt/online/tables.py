"""Read-only tables as the game lays them out, with their headings and footnotes.

The online board's view uses them, and so do the Statistics window's pages beside it (the
statistics room imports the online room, never the other way round): one look for every
table a player reads.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
MAX_ROWS = 12


def note(text: str, parent: QWidget | None = None) -> QLabel:
    """A footnote: wrapped, and in the palette's placeholder colour."""
    label = QLabel(text, parent)
    label.setWordWrap(True)
    label.setStyleSheet("color: palette(placeholder-text);")
    return label


def heading(text: str, parent: QWidget | None = None) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)  # a long language wraps it rather than widen the page
    font = label.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.15)
    label.setFont(font)
    return label


def read_only_table(columns: list[str], parent: QWidget | None = None) -> QTableWidget:
    return set_up_table(QTableWidget(parent), columns)


def set_up_table(table: QTableWidget, columns: list[str]) -> QTableWidget:
    """A table the player reads but does not edit, sized to its contents."""
    table.setColumnCount(len(columns))
    table.setHorizontalHeaderLabels(columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    # Tab leaves the table (the arrows move in it): Tab from cell to cell was a trap.
    table.setTabKeyNavigation(False)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    rows = table.verticalHeader()
    rows.hide()
    rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    rows.setDefaultSectionSize(round(table.fontMetrics().height() * 1.5))
    table.setWordWrap(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    return table


def fit_rows(table: QTableWidget) -> None:
    """As tall as its rows (at most ``MAX_ROWS``), so the page has no empty box."""
    rows = min(table.rowCount(), MAX_ROWS)
    height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
    height += rows * table.verticalHeader().defaultSectionSize()
    bar = table.horizontalScrollBar()
    # A long language can make the columns wider than the room: the scroll bar then
    # takes a row's place unless the table grows by its height. It appears only after
    # the layout, so the table is fitted again whenever its range changes.
    if bar.maximum() > 0:
        height += bar.sizeHint().height()
    table.setFixedHeight(height)
    if not table.property("fitted"):
        table.setProperty("fitted", True)
        bar.rangeChanged.connect(lambda *_: fit_rows(table))


def cell(text: str, align: Qt.AlignmentFlag | None = None) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if align is not None:
        item.setTextAlignment(align)
    return item
