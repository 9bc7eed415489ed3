"""An ``https://`` board for the game's tests from source: a test CA and a certificate
for 127.0.0.1 made with ``openssl``, the real server behind uvicorn's TLS
(``tests/packaging/tls_board.py``), and the game told to trust that CA for a while
(Qt's default TLS configuration, in this process only)."""

from __future__ import annotations

import queue
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

TLS_BOARD = Path(__file__).resolve().parents[2] / "packaging" / "tls_board.py"


@dataclass(frozen=True)
class BoardCA:
    ca: Path
    cert: Path
    key: Path


def _openssl(*args: str, cwd: Path) -> None:
    subprocess.run(["openssl", *args], cwd=cwd, check=True, capture_output=True, timeout=60)


def make_ca(folder: Path) -> BoardCA:
    """A CA good for two days and the board's certificate it signed (``127.0.0.1``)."""
    if shutil.which("openssl") is None:
        pytest.skip("not installed: openssl")
    ec = ("-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes")
    _openssl("req", "-x509", *ec, "-days", "2", "-subj", "/CN=Baker's Dozen game test CA",
             "-keyout", "ca.key", "-out", "ca.pem",
             "-addext", "basicConstraints=critical,CA:TRUE",
             "-addext", "keyUsage=critical,keyCertSign,cRLSign", cwd=folder)  # fmt: skip
    _openssl("req", *ec, "-subj", "/CN=127.0.0.1", "-keyout", "board.key",
             "-out", "board.csr", cwd=folder)  # fmt: skip
    (folder / "board.ext").write_text(
        "subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n"
    )
    _openssl("x509", "-req", "-in", "board.csr", "-CA", "ca.pem", "-CAkey", "ca.key",
             "-CAcreateserial", "-days", "2", "-extfile", "board.ext", "-out", "board.pem",
             cwd=folder)  # fmt: skip
    return BoardCA(folder / "ca.pem", folder / "board.pem", folder / "board.key")


@dataclass
class HttpsBoard:
    url: str
    process: subprocess.Popen[str]
    lines: list[str]


@contextmanager
def https_board(ca: BoardCA, database: Path) -> Iterator[HttpsBoard]:
    """The real board on a free loopback port, over HTTPS with ``ca``'s certificate."""
    try:
        import uvicorn  # noqa: F401
    except ImportError:
        pytest.skip("the server extra is not installed (uv sync --extra server)")
    process = subprocess.Popen(
        [sys.executable, str(TLS_BOARD), str(database), str(ca.cert), str(ca.key)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    lines: list[str] = []
    first: queue.SimpleQueue[str] = queue.SimpleQueue()

    def pump() -> None:
        assert process.stdout is not None
        with process.stdout:
            for line in process.stdout:
                lines.append(line.rstrip("\n"))
                first.put(line)
        first.put("")

    reader = threading.Thread(target=pump, daemon=True)
    reader.start()
    try:
        line = first.get(timeout=60)
        assert line.startswith("listening on https://"), "\n".join(lines)
        yield HttpsBoard(line.split("listening on ", 1)[1].strip(), process, lines)
    finally:
        process.terminate()
        try:
            process.wait(timeout=3)
        except subprocess.TimeoutExpired:  # it waits for the game's keep-alive connection
            process.kill()
            process.wait(timeout=30)
        reader.join(timeout=30)


@contextmanager
def trusting(ca: BoardCA) -> Iterator[None]:
    """The game (this process) trusts ``ca`` besides the system's CAs, then no more."""
    from PySide6.QtNetwork import QSslCertificate, QSslConfiguration

    before = QSslConfiguration.defaultConfiguration()
    config = QSslConfiguration.defaultConfiguration()
    config.addCaCertificates(QSslCertificate.fromPath(str(ca.ca)))
    QSslConfiguration.setDefaultConfiguration(config)
    try:
        yield
    finally:
        QSslConfiguration.setDefaultConfiguration(before)
