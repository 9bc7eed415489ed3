"""Workarounds for faults of Qt itself, each with what it did to the game.

- A ``QToolButton`` connects to its action's ``changed()`` signal afresh every time the
  action changes, and never lets go (PySide 6.11). The Undo and Redo buttons, whose
  actions say which step they take back, gained two connections a move: after 20,000
  steps each change of their text cost 13 ms, and the connections were memory never
  given back. The button follows its action through Qt's action events all the same;
  :func:`keep_tool_buttons_lean` drops the extra connections as they come.
"""

from __future__ import annotations

from PySide6.QtCore import SIGNAL, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar


class _Pruner(QObject):
    def __init__(self, toolbar: QToolBar, action: QAction) -> None:
        super().__init__(toolbar)
        self._toolbar = toolbar
        self._action = action
        action.changed.connect(self.prune)

    def prune(self) -> None:
        try:
            button = self._toolbar.widgetForAction(self._action)
        except RuntimeError:  # the window is being torn down: nothing left to prune
            return
        if button is not None:
            # Every slot of the button on changed(): Qt's "method = nullptr", which the
            # type stubs do not list.
            QObject.disconnect(self._action, SIGNAL("changed()"), button, None)  # type: ignore[call-overload]


def keep_tool_buttons_lean(toolbar: QToolBar) -> None:
    """Drop, as they come, the connections the buttons of ``toolbar`` leave on their
    actions (the module says why); call once the actions are in the toolbar."""
    for action in toolbar.actions():
        _Pruner(toolbar, action).prune()
