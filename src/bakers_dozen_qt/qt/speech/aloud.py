"""A sentence for screen readers from any window (the table has its own way, the
announcer's): a result that appears without the focus moving, say.

Announced to a reader that takes announcements; to one that does not (Orca before 46,
see :mod:`.listeners`), told as the focused widget's new description, which Orca speaks
for the object it is on, and at once given back (an empty description it does not say):
asked later, the widget describes itself as before.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from . import listeners
from .announcer import announce
from .spoken_names import for_the_ear


def say(source: QWidget, text: str) -> None:
    """``text`` to the screen reader, from ``source`` (the widget that shows it)."""
    if not text or not QAccessible.isActive():
        return
    text = for_the_ear(text)
    if listeners.shared().heard():
        announce(source, text)
        return
    focused = QApplication.focusWidget()
    if focused is None or focused.window() is not source.window():
        return  # the reader is elsewhere: nothing would be said
    flash(focused, text)


def flash(widget: QWidget, text: str) -> None:
    """``text`` told as ``widget``'s new description, which is given back at once (told
    too, but a reader does not say an empty description; a widget with one of its own
    would have it said again)."""
    before = widget.accessibleDescription()
    widget.setAccessibleDescription(text)
    widget.setAccessibleDescription(before)
