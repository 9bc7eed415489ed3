"""One game per player: a second ``bakers-dozen`` brings the running window forward and exits.

Two copies would each write the saved game and the statistics and lose the other's
moves. The guard is keyed by the player's data folder (so per user, and a test with a
folder of its own never meets the player's game):

* a ``QLockFile`` in that folder decides who runs. Qt writes the holder's process id into
  it and takes over a lock whose process has died, so a crash never locks the player out;
* the copy that holds it listens on a ``QLocalServer`` (a Unix socket, a named pipe on
  Windows); a later copy connects, says ``raise``, and exits. A lock file alone could
  say "already running" but could not bring the window forward, hence QtNetwork;
* on Windows the running copy also holds a named mutex, which the installer's
  ``AppMutex`` looks for before it replaces the program.

The lock is taken before the window shows; the app starts listening once the table is
on screen (QtNetwork, about 3 MB and 10 ms, is not needed for the first frame). A copy
started in between finds the lock taken and waits for the socket, as it does for any
copy still starting.

``bakers-dozen --screenshot`` never claims the guard: it reads and writes no saved game
or statistics, so it may run next to a game (app.py skips ``claim()`` for it).
"""

from __future__ import annotations

import os
import stat
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCryptographicHash, QLockFile, QObject, Signal, Slot
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

# Also in packaging/windows/bakers-dozen.iss (AppMutex).
WINDOWS_MUTEX = "io.github.bakersdozen.BakersDozen.running"
LOCK_NAME = "running.lock"
_REQUEST = b"raise\n"
_CONNECT_MS = 500
_ATTEMPTS = 6  # the first copy may still be starting: about three seconds in all


def server_name(folder: Path) -> str:
    """The local socket's name for this user and data folder (short: Unix socket paths
    are limited to about 100 bytes)."""
    try:
        user = _user_name()
    except (KeyError, OSError):  # no user name, no passwd entry: a bare container
        user = str(os.getuid()) if hasattr(os, "getuid") else "player"
    try:
        where = str(folder.resolve())
    except (OSError, RuntimeError):  # a link loop: the name still tells folders apart
        where = os.path.abspath(folder)
    # SHA-256 by Qt: Python's hashlib would load OpenSSL (some 3 MB) before the first frame.
    # Names and paths may hold any bytes (a non-UTF-8 LOGNAME): encoded as they came.
    data = QByteArray(f"{user}\0{where}".encode("utf-8", "surrogateescape"))
    digest = QCryptographicHash.hash(data, QCryptographicHash.Algorithm.Sha256).toHex()
    return f"bakers-dozen-{bytes(digest.data()).decode()[:16]}"


def _user_name() -> str:
    # getpass.getuser()'s answer; the variables it reads first are read here, so getpass
    # (and termios with it) is imported only when none is set.
    for var in ("LOGNAME", "USER", "LNAME", "USERNAME"):
        user = os.environ.get(var)
        if user:
            return user
    import getpass

    return getpass.getuser()


class InstanceGuard(QObject):
    """Claim the right to run; the copy that has it hears later copies ask to be raised."""

    activation_requested = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.name = server_name(folder)
        self._lock: QLockFile | None = None
        self._server: QLocalServer | None = None
        self._mutex: int | None = None
        self._attempt: tuple[QLockFile, threading.Thread, list[bool]] | None = None

    @property
    def is_primary(self) -> bool:
        """This copy holds the lock: it is the one that runs."""
        return self._lock is not None

    @property
    def is_listening(self) -> bool:
        return self._server is not None

    def start_claim(self) -> None:
        """Begin taking the lock on a worker thread; :meth:`claim` finishes it.

        QLockFile syncs the new lock file to the disk, which may keep the caller waiting
        10-20 ms on a busy disk; the app loads its window's code meanwhile. Only the
        lock is tried there: what it means is decided by :meth:`claim`."""
        if self._attempt is not None or self._lock is not None:
            return
        lock = self._new_lock()
        if lock is None:
            return
        taken: list[bool] = []

        def attempt() -> None:
            taken.append(lock.tryLock(0))
            taken.append(taken[0] and self._another_copy_listens())

        worker = threading.Thread(target=attempt, daemon=True)
        worker.start()
        self._attempt = (lock, worker, taken)

    def _new_lock(self) -> QLockFile | None:
        """The lock file's QLockFile; ``None`` (and a warning) when there can be none."""
        path = self.folder / LOCK_NAME
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            _set_aside_if_not_a_file(path)
        except OSError as e:
            print(
                f"bakers-dozen: warning: cannot lock {self.folder} ({e.strerror or e})",
                file=sys.stderr,
            )
            return None
        lock = QLockFile(str(path))
        lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        return lock

    def _another_copy_listens(self) -> bool:
        """Whether a running copy answers on the socket although the lock was free (its
        lock file was deleted, with the data folder perhaps): asked to come forward.

        Unix only, with a plain socket (QtNetwork is not loaded before the first frame);
        on Windows the lock file cannot be deleted while its copy runs."""
        if sys.platform == "win32":
            return False
        # The C module: the socket module builds its enums on import (some 6 ms).
        import _socket

        from PySide6.QtCore import QDir

        where = os.path.join(QDir.tempPath(), self.name)  # where QLocalServer listens
        probe = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
        try:
            probe.settimeout(_CONNECT_MS / 1000)
            probe.connect(where)
            probe.sendall(_REQUEST)
        except OSError:  # nobody there, or a socket left by a copy that crashed
            return False
        finally:
            probe.close()
        return True

    def claim(self, listen: bool = True) -> bool:
        """True when this copy may run (it now holds the lock, and listens unless
        ``listen`` is false: then :meth:`listen` later). False when another copy runs:
        it has then been asked to come to the front. Finishes :meth:`start_claim`'s
        attempt if there is one."""
        if self._attempt is not None:
            lock, worker, taken = self._attempt
            self._attempt = None
            worker.join()
            locked, elsewhere = [*taken, False, False][:2]
        else:
            new = self._new_lock()
            if new is None:
                return True  # no lock to be had: play on (the save will say more)
            lock = new
            locked = lock.tryLock(0)
            elsewhere = locked and self._another_copy_listens()
        if elsewhere:
            lock.unlock()
            print("bakers-dozen: already running; its window is brought forward", file=sys.stderr)
            return False
        if not locked:
            if lock.error() != QLockFile.LockError.LockFailedError:
                # Not another copy but a folder we cannot write: the save will say more.
                print(f"bakers-dozen: warning: cannot lock {self.folder}", file=sys.stderr)
                return True
            if self.ask_running_copy_to_raise():
                print(
                    "bakers-dozen: already running; its window is brought forward", file=sys.stderr
                )
                return False
            # Nobody answers. A running copy holds a system lock on its lock file, which a
            # file left by a crash, a garbage file or one naming a process id that now
            # belongs to another program do not have: Qt removes only those.
            if not (lock.removeStaleLockFile() and lock.tryLock(0)):
                print("bakers-dozen: already running, but it does not answer", file=sys.stderr)
                return False
            print(
                f"bakers-dozen: the copy named in {LOCK_NAME} does not answer; "
                "its lock is taken over",
                file=sys.stderr,
            )
        self._lock = lock
        self._mutex = _hold_windows_mutex()
        if listen:
            self.listen()
        return True

    def listen(self) -> None:
        """Hear later copies ask to be raised (once this copy holds the lock)."""
        if self._lock is None or self._server is not None:
            return
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # A socket left by a crashed copy would make listen() fail; holding the lock, we
        # know nobody else is using the name.
        QLocalServer.removeServer(self.name)
        if not server.listen(self.name):
            # Still the only copy (the lock says so): play on without the raise channel.
            print(f"bakers-dozen: warning: {server.errorString()}", file=sys.stderr)
        server.newConnection.connect(self._accept)
        self._server = server

    def ask_running_copy_to_raise(self) -> bool:
        from PySide6.QtNetwork import QLocalSocket

        _allow_foreground_switch()
        waiting = (
            QLocalSocket.LocalSocketError.ServerNotFoundError,
            # A socket file left by a crashed copy, until the running one replaces it.
            QLocalSocket.LocalSocketError.ConnectionRefusedError,
        )
        for _ in range(_ATTEMPTS):
            socket = QLocalSocket()
            socket.connectToServer(self.name)
            if socket.waitForConnected(_CONNECT_MS):
                socket.write(_REQUEST)
                sent = socket.waitForBytesWritten(_CONNECT_MS)
                socket.disconnectFromServer()
                return sent
            if socket.error() in waiting:
                # Not listening yet (it is still starting): give it a moment.
                time.sleep(_CONNECT_MS / 1000)
        return False

    def raise_on_request(self, window: QWidget) -> None:
        self.activation_requested.connect(lambda: bring_to_front(window))

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def _accept(self) -> None:
        assert self._server is not None
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.readyRead.connect(self._read_sender)
            socket.disconnected.connect(socket.deleteLater)
            self._read(socket)

    @Slot()
    def _read_sender(self) -> None:
        from PySide6.QtNetwork import QLocalSocket

        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if socket.canReadLine() and bytes(socket.readLine().data()) == _REQUEST:
            self.activation_requested.emit()


def _set_aside_if_not_a_file(path: Path) -> None:
    """Qt reads and writes the lock file as a plain file, and would wait for ever on a
    FIFO: anything else at its place (a FIFO, a folder, a link) is kept aside first.
    ``OSError`` when it cannot be."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if stat.S_ISREG(mode):
        return
    from ...store.atomic import keep_aside  # only for this damage: not at a normal start

    aside = keep_aside(path)
    print(f"bakers-dozen: warning: {path} was not a file; it was kept as {aside}", file=sys.stderr)


def bring_to_front(window: QWidget) -> None:
    from PySide6.QtCore import Qt  # not at import: the first touch of Qt builds every enum

    window.setWindowState(
        (window.windowState() & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowActive
    )
    window.show()
    window.raise_()
    window.activateWindow()


def _hold_windows_mutex() -> int | None:
    if sys.platform != "win32":
        return None
    import ctypes

    # Held, never released: Windows frees it when the process ends.
    handle: int | None = ctypes.windll.kernel32.CreateMutexW(None, False, WINDOWS_MUTEX)
    return handle


def _allow_foreground_switch() -> None:
    # Windows lets only the foreground process hand the foreground on; the copy just
    # started by the player is that process, so it lets the running copy take it.
    if sys.platform == "win32":
        import ctypes

        ctypes.windll.user32.AllowSetForegroundWindow(-1)  # ASFW_ANY
