"""Guard against the PySide6 6.12.0 regression that made long games abort.

That release dropped a reference to ``None``/``True`` on every void call and every bool
signal; on Python < 3.12 the interpreter then aborts ("none_dealloc") a few minutes into
a game. pyproject pins a sound release; this test fails if a bad one comes back.
"""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QGraphicsRectItem


class _Emitter(QObject):
    fired = Signal(bool)


@pytest.mark.skipif(
    sys.version_info >= (3, 12),
    reason="None, True and False are immortal from Python 3.12: a lost reference cannot free them",
)
def test_void_calls_and_bool_signals_keep_none_and_true_alive(qapp: QApplication) -> None:
    item = QGraphicsRectItem()
    emitter = _Emitter()
    seen: list[bool] = []
    emitter.fired.connect(seen.append)
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(200):
        item.setPos(1.0, 2.0)
        item.setZValue(3.0)
        emitter.fired.emit(True)
    seen.clear()
    # A handful of references come and go with the interpreter's own work; a leak of one
    # per call would show as hundreds.
    assert abs(sys.getrefcount(None) - none_before) < 50
    assert abs(sys.getrefcount(True) - true_before) < 50
