"""Headless Chromium through chromedriver's WebDriver HTTP API, with the standard library.

A handful of JSON calls (open a session, go to a page, read elements, take a
screenshot) need no client library; Debian's ``chromium`` and ``chromium-driver``
packages provide the browser and its driver.
"""

from __future__ import annotations

import base64
import json
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

BROWSER = "/usr/bin/chromium"
DRIVER = "/usr/bin/chromedriver"
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1000,1400",
)
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


def why_absent() -> str | None:
    for path in (BROWSER, DRIVER):
        if shutil.which(path) is None:
            return f"{path} is not installed (Debian: chromium, chromium-driver)"
    return None


class Browser:
    def __init__(self, base: str, session: str) -> None:
        self._base = f"{base}/session/{session}"

    def _call(self, method: str, path: str, body: object = None) -> Any:
        return call(method, self._base + path, body)

    def go(self, url: str) -> None:
        self._call("POST", "/url", {"url": url})

    def title(self) -> str:
        return str(self._call("GET", "/title"))

    def run(self, script: str) -> Any:
        return self._call("POST", "/execute/sync", {"script": script, "args": []})

    def texts(self, css: str) -> list[str]:
        found = self._call("POST", "/elements", {"using": "css selector", "value": css})
        return [str(self._call("GET", f"/element/{e[ELEMENT]}/text")) for e in found]

    def screenshot(self, path: Path) -> None:
        path.write_bytes(base64.b64decode(self._call("GET", "/screenshot")))


def call(method: str, url: str, body: object = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        url, data=data, method=method, headers={"content-type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.loads(response.read())["value"]
    except urllib.error.HTTPError as e:
        raise AssertionError(f"WebDriver {method} {url}: {e.read()[:500]!r}") from None


@contextmanager
def chromium(languages: str = "en") -> Iterator[Browser]:
    """A fresh headless Chromium (its own profile folder) asking for ``languages``."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    profile = tempfile.mkdtemp(prefix="bd-chromium-")
    driver = subprocess.Popen(
        [DRIVER, f"--port={port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if call("GET", f"{base}/status").get("ready"):
                    break
            except (OSError, AssertionError):
                pass
            if time.monotonic() > deadline:
                raise AssertionError("chromedriver did not start")
            time.sleep(0.1)
        options = {
            "binary": BROWSER,
            "args": [*FLAGS, f"--user-data-dir={profile}", f"--lang={languages}"],
            "prefs": {"intl.accept_languages": languages},
        }
        capabilities = {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": options}}
        session = call("POST", f"{base}/session", {"capabilities": capabilities})["sessionId"]
        try:
            yield Browser(base, session)
        finally:
            call("DELETE", f"{base}/session/{session}")
    finally:
        driver.terminate()
        driver.wait(timeout=30)
        shutil.rmtree(profile, ignore_errors=True)
