"""A PostgreSQL cluster for one test run or benchmark: made, started, and removed again.

Uses the distribution's server binaries (Debian: ``/usr/lib/postgresql/<version>/bin``,
or ``initdb`` on the PATH). PostgreSQL refuses to run as root, so as root the cluster
belongs to the ``postgres`` user (which the Debian package creates) and runs as it,
through ``runuser``. It listens on 127.0.0.1 on a free port and on a socket in its own
folder, trusts local connections, and touches nothing of a system cluster.

    with throwaway_postgres.cluster() as url:   # postgresql://postgres@127.0.0.1:PORT/board
        ...

:func:`find_binaries` returns ``None`` where PostgreSQL is absent: callers skip, saying so.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

USER = "postgres"


def find_binaries() -> Path | None:
    """The folder holding ``initdb``, ``pg_ctl`` and ``postgres``, newest version first."""
    candidates = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"),
        key=lambda p: [int(x) if x.isdigit() else 0 for x in Path(p).parts[-3].split(".")],
        reverse=True,
    )
    if candidates:
        return Path(candidates[0]).parent
    found = shutil.which("initdb")
    return Path(found).resolve().parent if found else None


def why_absent() -> str | None:
    """Why no throwaway cluster can run here, or ``None`` when one can."""
    if find_binaries() is None:
        return "PostgreSQL's server binaries (initdb) are not installed"
    if os.geteuid() == 0:
        try:
            import pwd

            pwd.getpwnam(USER)
        except KeyError:
            return f"running as root and there is no {USER!r} user to run PostgreSQL as"
        if shutil.which("runuser") is None:
            return "running as root and runuser is missing"
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class _Cluster:
    """One cluster's folder and how to run its commands."""

    def __init__(self, folder: Path, binaries: Path, port: int, fsync: bool) -> None:
        self.folder = folder
        self.binaries = binaries
        self.data = folder / "data"
        self.port = port
        self.root = os.geteuid() == 0
        self.options = (
            f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 "
            f"-c fsync={'on' if fsync else 'off'} -c max_connections=60"
        )

    def run(self, program: str, *args: str) -> None:
        prefix = ["runuser", "-u", USER, "--"] if self.root else []
        done = subprocess.run(
            [*prefix, str(self.binaries / program), *args],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            cwd=self.folder,
        )
        if done.returncode:
            raise RuntimeError(f"{program} failed: {done.stderr.strip()}")

    def start(self) -> None:
        log = str(self.folder / "log")
        self.run("pg_ctl", "-D", str(self.data), "-l", log, "-w", "-t", "60", "-o", self.options,
                 "start")  # fmt: skip

    def stop(self, mode: str = "fast") -> None:
        self.run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")


_RUNNING: dict[str, _Cluster] = {}


def stop(url: str) -> None:
    """Stop the cluster of ``url`` (made by :func:`cluster`), as a crash or maintenance
    would: connections to it fail until :func:`start` starts it again."""
    _RUNNING[url].stop("immediate")


def start(url: str) -> None:
    _RUNNING[url].start()


@contextlib.contextmanager
def cluster(*, fsync: bool = True, database: str = "board") -> Iterator[str]:
    """A running cluster with an empty ``database``; its URL. Removed on exit.

    ``fsync=False`` is for tests only: a commit is then not durable against a crash of
    the machine (a killed server process still loses nothing)."""
    absent = why_absent()
    if absent is not None:
        raise RuntimeError(absent)
    binaries = find_binaries()
    assert binaries is not None
    folder = Path(tempfile.mkdtemp(prefix="bd-postgres-"))
    if os.geteuid() == 0:
        shutil.chown(folder, USER, USER)
    c = _Cluster(folder, binaries, free_port(), fsync)
    url = f"postgresql://{USER}@127.0.0.1:{c.port}/{database}"
    started = False
    try:
        c.run("initdb", "-D", str(c.data), "-U", USER, "-A", "trust", "--no-sync", "-E", "UTF8",
              "--locale=C")  # fmt: skip
        c.start()
        started = True
        c.run("createdb", "-h", "127.0.0.1", "-p", str(c.port), "-U", USER, database)
        _RUNNING[url] = c
        yield url
    finally:
        _RUNNING.pop(url, None)
        if started:
            with contextlib.suppress(RuntimeError):
                c.stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)
