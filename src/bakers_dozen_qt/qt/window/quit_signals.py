"""Ending well however the game is ended: a signal, the session's end, the application's quit.

A logout, a shutdown or ``kill`` sends SIGTERM; a closed terminal SIGHUP; Ctrl+C SIGINT.
Python runs its signal handlers only between its own instructions, and Qt's event loop
may not run any for a long while, so the handler does nothing itself: the signal's number
is written to a socket pair (``signal.set_wakeup_fd``) that a ``QSocketNotifier`` watches,
and the event loop then closes the window as the player would — the game is saved and
the statistics queued are written — and quits.

The application's ``aboutToQuit`` closes the window too (a quit that did not close it
first), and the session manager's ``commitDataRequest`` saves the game before a logout
goes on. Losing the X server cannot be caught: Qt ends the process there and then; the
autosave's bounded wait keeps what that costs to a few seconds of play.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QObject, QSocketNotifier, Signal
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from .window import MainWindow

SIGNALS: Final = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT") if hasattr(signal, name)
)


class QuitSignals(QObject):
    """Watches for :data:`SIGNALS`; ``received`` (with the signal's number) on the GUI
    thread. One at a time: it owns the process's wakeup descriptor while it lives."""

    received = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._previous = {sig: signal.signal(sig, _note) for sig in SIGNALS}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)

    def _drain(self) -> None:
        try:
            data = self._reader.recv(64)
        except OSError:  # woken for nothing
            return
        for number in dict.fromkeys(data):
            if number in SIGNALS:
                self.received.emit(number)

    def stop(self) -> None:
        """Give the signals back to what handled them before."""
        self._notifier.setEnabled(False)
        for sig, handler in self._previous.items():
            with contextlib.suppress(ValueError, TypeError):
                signal.signal(sig, handler)
        with contextlib.suppress(ValueError):
            signal.set_wakeup_fd(self._previous_fd)
        self._reader.close()
        self._writer.close()


def _note(signum: int, frame: object) -> None:
    """The Python-level handler: the wakeup descriptor has done the work already."""


def end_well(app: QApplication, window: MainWindow) -> QuitSignals:
    """Close ``window`` (saving the game) on a signal or before the application quits, and
    save on the session manager's request; returns the watcher, kept by ``app``. Once:
    called again, it returns the watcher already there."""
    there = app.findChildren(QuitSignals)
    if there:
        return there[0]

    def close_and_quit(_signum: int) -> None:
        window.close()
        app.quit()

    def close_if_open() -> None:
        if window.isVisible():
            window.close()

    watcher = QuitSignals(app)
    watcher.received.connect(close_and_quit)
    app.aboutToQuit.connect(close_if_open)
    app.aboutToQuit.connect(watcher.stop)
    app.commitDataRequest.connect(lambda _manager: window.save())
    return watcher
