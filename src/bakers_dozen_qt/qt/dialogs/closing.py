"""Dialogs that go when they close.

A dialog made with the window as its parent lives as long as the window unless it is
deleted: every abandon question, Paste Board error or Deal by Number left 100-200 KB
behind (``benchmarks/dialog_memory_bench.py``). Each one-off dialog is deleted once it
has closed and its answer has been read (Qt deletes it after ``finished``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog


def delete_when_closed(dialog: QDialog, forget: Callable[[], None] | None = None) -> None:
    """Delete ``dialog`` once it closes; ``forget`` then drops whatever still refers to it
    (a reference kept for tests, or to close it later)."""
    from PySide6.QtCore import Qt  # not at import: the first touch builds every enum

    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if forget is not None:
        dialog.finished.connect(lambda *_: forget())
