"""Can this build reach an ``https://`` board? The release's check of a frozen bundle.

The frozen ``bakers-dozen`` runs this instead of the game when
``BAKERS_DOZEN_TLS_CHECK`` names a report file (``packaging/launcher.py``)::

    BAKERS_DOZEN_TLS_CHECK=report.json bakers-dozen https://example.org/

It writes, as JSON, the TLS backends the bundle's Qt has, the active one, and what one
GET of the address gave (the HTTP status, or Qt's error), and exits 0 only when a backend
exists and the exchange completed with an HTTP status. A windowed program on Windows has
no standard output, hence the file. The release workflow runs it on the Windows and
macOS builds, the packaging tests on the Linux one; players never need it.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Final

ENV: Final = "BAKERS_DOZEN_TLS_CHECK"
TIMEOUT_MS: Final = 30_000


def report(url: str | None) -> dict[str, object]:
    """The backends, and the answer of ``url`` (if given) through QNetworkAccessManager."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer, QUrl
    from PySide6.QtNetwork import QNetworkAccessManager, QNetworkRequest, QSslSocket

    app = QCoreApplication.instance() or QCoreApplication(["bakers-dozen"])
    found: dict[str, object] = {
        "backends": list(QSslSocket.availableBackends()),
        "active": QSslSocket.activeBackend(),
        "library": QSslSocket.sslLibraryVersionString(),
        "url": url,
        "status": None,
        "error": None,
    }
    if url:
        net = QNetworkAccessManager(app)
        request = QNetworkRequest(QUrl(url))
        request.setTransferTimeout(TIMEOUT_MS)
        reply = net.get(request)
        loop = QEventLoop()
        reply.finished.connect(loop.quit)
        QTimer.singleShot(TIMEOUT_MS + 5_000, loop.quit)
        if not reply.isFinished():
            loop.exec()
        status = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute)
        found["status"] = status if isinstance(status, int) else None
        if reply.error() != reply.NetworkError.NoError:
            found["error"] = reply.errorString()
        reply.deleteLater()
    return found


def main(report_file: str, argv: list[str]) -> int:
    url = argv[0] if argv else None
    try:
        found = report(url)
    except Exception as e:  # the check reports whatever broke, for the workflow's log
        found = {"error": f"{type(e).__name__}: {e}", "backends": [], "status": None}
    Path(report_file).write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
    ok = bool(found["backends"]) and (url is None or isinstance(found["status"], int))
    return 0 if ok else 1


def requested() -> str | None:
    """The report file, when the environment asks for the check."""
    return os.environ.get(ENV) or None


if __name__ == "__main__":
    target = requested()
    sys.exit(main(target, sys.argv[1:]) if target else 2)
