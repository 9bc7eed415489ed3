"""Time the tests move themselves: the game clock without waiting in real time.

A window made with ``now=FakeTime()`` reads its game clock from the fake; the test moves
it with :meth:`FakeTime.advance`. The clock's once-a-second redraw comes from a real
``QTimer``; ``advance`` gives each clock it drives the tick that timer would have given
by then, so the status bar shows the new time at once.

:func:`run_queued_work` takes the place of a short fixed wait before a check that
something did *not* happen: it runs the work already queued, however slow the machine.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication

from bakers_dozen_qt.qt.play.clock import Clock

START = 1000.0
"""Not zero: a clock that mistook a reading for "seconds played" would show it."""


class FakeTime:
    """A monotonic time in seconds that stands still until :meth:`advance`."""

    def __init__(self, start: float = START) -> None:
        self._now = start
        self._clocks: list[Clock] = []

    def __call__(self) -> float:
        return self._now

    def drive(self, clock: Clock) -> None:
        """Give ``clock`` its tick whenever the time moves while it runs."""
        self._clocks.append(clock)

    def advance(self, seconds: float) -> None:
        assert seconds >= 0, "a monotonic time never goes back"
        self._now += seconds
        self._clocks = [c for c in self._clocks if shiboken6.isValid(c)]
        for clock in self._clocks:
            if clock.running and not clock.paused:
                clock.tick.emit()


PASSES = 5
"""Rounds of queued work run: work queued by queued work is run too, a few deep."""


def run_queued_work() -> None:
    """Run what is already queued (posted events, queued signals, zero-delay timers),
    without waiting for anything: after it, whatever was only queued has happened, on
    a slow machine as on a fast one. Timers with a delay are not waited for: a test
    asks the object whether one is pending instead."""
    for _ in range(PASSES):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
