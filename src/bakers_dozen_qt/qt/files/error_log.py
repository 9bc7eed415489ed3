"""What goes wrong is written down and told, never printed on the player's terminal.

Every module of the game logs through ``logging.getLogger(__name__)``: under the one
logger :data:`PACKAGE`. :func:`start` (at the very start of ``main``) holds what is
logged in memory and takes over ``sys.excepthook``, ``threading.excepthook`` and
``sys.unraisablehook``: a traceback that escapes anywhere is logged, never printed, and
the player is told once, in the status bar, where it was written. :func:`open_file`
(after the first frame: ``logging.handlers`` costs some 10 ms) opens the one rotating
log file in the data folder (``paths.LOG``), and writes into it what was held.
Tests that build the window themselves install none of this: pytest sees every record
and every exception.
"""

from __future__ import annotations

import logging
import sys
import threading
from pathlib import Path
from types import TracebackType
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, Signal

PACKAGE: Final = "bakers_dozen_qt"
MAX_BYTES: Final = 1_000_000
"""The log file's size before it is rotated (one old file, ``.log.1``, is kept)."""
HELD_MAX: Final = 500
FORMAT: Final = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"

log = logging.getLogger(__name__)


class _Held(logging.Handler):
    """Records kept in memory until the file is open (at most :data:`HELD_MAX`)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if len(self.records) < HELD_MAX:
            self.records.append(record)


class ErrorLog(QObject):
    """The hooks' side on the GUI thread: says once that something went wrong."""

    went_wrong = Signal()
    """Emitted from whatever thread the error was in; delivered on the GUI thread."""
    told = Signal(str)
    """The one sentence for the status bar."""

    def __init__(self) -> None:
        super().__init__()
        self.path: Path | None = None
        self.held = _Held()
        self.file: logging.Handler | None = None
        self._told = False
        self.went_wrong.connect(self._tell)

    def _tell(self) -> None:
        if self._told:
            return
        self._told = True
        where = str(self.path) if self.file is not None and self.path else ""
        if where:
            #: {file} is the log file's full path in the data folder.
            text = self.tr("Something went wrong inside the game: the details are in {file}.")
            self.told.emit(text.format(file=where))
        else:
            self.told.emit(self.tr("Something went wrong inside the game."))


_log: ErrorLog | None = None


def start(path: Path | None) -> ErrorLog:
    """Hold what is logged until :func:`open_file`, and take over the exception hooks;
    ``path``: the log file to be (``None``: no file, the data folder is not usable)."""
    global _log
    package = logging.getLogger(PACKAGE)
    package.setLevel(logging.INFO)
    package.propagate = False  # never to Python's last-resort printer on stderr
    error_log = ErrorLog()
    error_log.path = path
    package.addHandler(error_log.held)
    _log = error_log
    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook
    sys.unraisablehook = _unraisablehook
    return error_log


def open_file() -> Path | None:
    """Open the log file (lazily: it is made when the first record comes) and hand it
    what was held; where it is, or ``None`` without one."""
    error_log = _log
    if error_log is None or error_log.path is None or error_log.file is not None:
        return None if error_log is None or error_log.file is None else error_log.path
    import logging.handlers

    try:
        handler = logging.handlers.RotatingFileHandler(
            error_log.path, maxBytes=MAX_BYTES, backupCount=1, encoding="utf-8", delay=True
        )
    except OSError:  # delay=True opens nothing yet: only a path Python cannot take
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.setLevel(logging.INFO)
    package = logging.getLogger(PACKAGE)
    package.addHandler(handler)
    package.removeHandler(error_log.held)
    error_log.file = handler
    for record in error_log.held.records:
        handler.handle(record)
    error_log.held.records.clear()
    return error_log.path


def stop() -> None:
    """Give the hooks back and close the file (tests; the app simply ends)."""
    global _log
    error_log, _log = _log, None
    sys.excepthook = sys.__excepthook__
    threading.excepthook = threading.__excepthook__
    sys.unraisablehook = sys.__unraisablehook__
    if error_log is None:
        return
    package = logging.getLogger(PACKAGE)
    for handler in (error_log.held, error_log.file):
        if handler is not None:
            package.removeHandler(handler)
            handler.close()
    package.propagate = True


def _went_wrong(
    what: str,
    kind: type[BaseException],
    value: BaseException | None,
    tb: TracebackType | None,
) -> None:
    if _log is not None and _log.file is None and _log.path is not None:
        open_file()  # a crash is no time to save milliseconds: the record must land
    version = QCoreApplication.applicationVersion() or "?"  # known after the first frame
    error = value if value is not None else kind.__new__(kind)  # a thread may give none
    log.critical("%s (version %s)", what, version, exc_info=(kind, error, tb))
    if _log is not None:
        _log.went_wrong.emit()


def _excepthook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    _went_wrong("uncaught exception", kind, value, tb)


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    if issubclass(args.exc_type, SystemExit):
        return
    name = args.thread.name if args.thread is not None else "?"
    _went_wrong(
        f"uncaught exception in thread {name}", args.exc_type, args.exc_value, args.exc_traceback
    )


def _unraisablehook(unraisable: sys.UnraisableHookArgs) -> None:
    try:
        what = f"{unraisable.err_msg or 'Exception ignored in'}: {unraisable.object!r}"
    except Exception:  # a repr that fails too: the exception itself is what matters
        what = "exception ignored"
    _went_wrong(
        what,
        unraisable.exc_type,
        unraisable.exc_value,
        unraisable.exc_traceback,
    )
