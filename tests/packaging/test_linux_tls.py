"""The frozen Linux game reaches an ``https://`` online board: it has a TLS backend (Qt's
OpenSSL plugin with the system's libssl), it trusts what the system trusts and nothing
else, and it sends a waiting daily result to a real board over HTTPS.

The board is the real server (``tls_board.py``) with a certificate from a test CA made
here with ``openssl``. The game trusts the system's certificate folder
(``/etc/ssl/certs``); it is shown one holding only the test CA through a private mount
namespace (``unshare``), so nothing on the machine changes. Marked ``packaging`` (they
use the bundle the other packaging tests build); each skips, naming what is missing.
"""

from __future__ import annotations

import datetime as dt
import json
import queue
import shutil
import ssl
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bakers_dozen_qt.engine import Game, daily_deal_number, format_moves
from bakers_dozen_qt.engine.submission import new_token

HERE = Path(__file__).resolve().parent
SYSTEM_CERTS = "/etc/ssl/certs"

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle"),
]


@dataclass(frozen=True)
class BoardCA:
    ca: Path
    cert: Path
    key: Path
    trusted: Path
    """A certificate folder (OpenSSL's hashed names) holding only the test CA."""


def _openssl(*args: str, cwd: Path) -> None:
    subprocess.run(["openssl", *args], cwd=cwd, check=True, capture_output=True, timeout=60)


@pytest.fixture(scope="module")
def test_ca(tmp_path_factory: pytest.TempPathFactory) -> BoardCA:
    if shutil.which("openssl") is None:
        pytest.skip("not installed: openssl")
    d = tmp_path_factory.mktemp("ca")
    ec = ("-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes")
    _openssl("req", "-x509", *ec, "-days", "2", "-subj", "/CN=Baker's Dozen test CA",
             "-keyout", "ca.key", "-out", "ca.pem",
             "-addext", "basicConstraints=critical,CA:TRUE",
             "-addext", "keyUsage=critical,keyCertSign,cRLSign", cwd=d)  # fmt: skip
    _openssl("req", *ec, "-subj", "/CN=127.0.0.1", "-keyout", "board.key", "-out", "board.csr",
             cwd=d)  # fmt: skip
    (d / "board.ext").write_text(
        "subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n"
    )
    _openssl("x509", "-req", "-in", "board.csr", "-CA", "ca.pem", "-CAkey", "ca.key",
             "-CAcreateserial", "-days", "2", "-extfile", "board.ext", "-out", "board.pem",
             cwd=d)  # fmt: skip
    trusted = d / "trusted"
    trusted.mkdir()
    digest = subprocess.run(
        ["openssl", "x509", "-hash", "-noout", "-in", str(d / "ca.pem")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    shutil.copyfile(d / "ca.pem", trusted / f"{digest}.0")
    return BoardCA(d / "ca.pem", d / "board.pem", d / "board.key", trusted)


@pytest.fixture(scope="module")
def namespaces() -> None:
    """A private mount namespace can be had (as root, or as a user with user namespaces)."""
    if shutil.which("unshare") is None or not Path(SYSTEM_CERTS).is_dir():
        pytest.skip(f"needs unshare (util-linux) and {SYSTEM_CERTS}")
    run = subprocess.run(["unshare", "-rm", "true"], capture_output=True, text=True)
    if run.returncode != 0:
        pytest.skip(f"no private mount namespace here: {run.stderr.strip()}")


def trusting(ca: BoardCA, command: list[str]) -> list[str]:
    """``command`` run where the system's certificate folder holds only the test CA."""
    script = 'mount --bind "$1" "$2" && shift 2 && exec "$@"'
    return ["unshare", "-rm", "sh", "-c", script, "sh", str(ca.trusted), SYSTEM_CERTS, *command]


@dataclass
class Board:
    url: str
    process: subprocess.Popen[str]
    lines: list[str]


@pytest.fixture
def https_board(test_ca: BoardCA, tmp_path: Path) -> Iterator[Board]:
    try:
        import uvicorn  # noqa: F401
    except ImportError:
        pytest.skip("the server extra is not installed (uv sync --extra server)")
    process = subprocess.Popen(
        [sys.executable, str(HERE / "tls_board.py"), str(tmp_path / "board.sqlite"),
         str(test_ca.cert), str(test_ca.key)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )  # fmt: skip
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
    line = first.get(timeout=60)
    assert line.startswith("listening on https://"), "\n".join(lines)
    try:
        yield Board(line.split("listening on ", 1)[1].strip(), process, lines)
    finally:
        process.terminate()
        process.wait(timeout=30)
        reader.join(timeout=30)


def tls_check(bundle: Path, env: dict[str, str], url: str, command: list[str]) -> dict[str, object]:
    report = Path(env["XDG_RUNTIME_DIR"]) / "tls.json"
    report.unlink(missing_ok=True)
    subprocess.run(
        [*command, str(bundle / "bakers-dozen"), url],
        env={**env, "BAKERS_DOZEN_TLS_CHECK": str(report)},
        capture_output=True,
        timeout=120,
    )
    found: dict[str, object] = json.loads(report.read_text(encoding="utf-8"))
    return found


def test_the_frozen_game_has_tls_and_trusts_what_the_system_trusts(
    bundle: Path, player_env: dict[str, str], test_ca: BoardCA, namespaces: None, https_board: Board
) -> None:
    url = https_board.url + "/api/v1/health"
    trusted = tls_check(bundle, player_env, url, trusting(test_ca, []))
    assert trusted["backends"] == ["openssl"], trusted
    assert trusted["active"] == "openssl"
    assert trusted["status"] == 200 and trusted["error"] is None, trusted
    # The system's own folder does not hold the test CA: the same board is refused, so
    # the exchange above was a verified one.
    untrusted = tls_check(bundle, player_env, url, [])
    assert untrusted["backends"] == ["openssl"]
    assert untrusted["status"] is None
    assert "certificate" in str(untrusted["error"]).lower(), untrusted


def lost_daily_result(day: dt.date, token: str) -> dict[str, object]:
    """Two legal moves of the day's Baker's Dozen deal, then given up: a result the board
    takes (counted as played)."""
    game = Game.from_deal(daily_deal_number(day), "bakers-dozen")
    line = []
    for _ in range(2):
        move = next(iter(game.legal_moves))
        game.play(move)
        line.append(move)
    return {
        "date": day.isoformat(),
        "variant": "bakers-dozen",
        "moves": format_moves(line),
        "seconds": 60.0,
        "hints": 0,
        "undos": 0,
        "helped": False,
        "name": "Ann",
        "token": token,
    }


def test_the_frozen_game_sends_a_waiting_daily_result_to_an_https_board(
    bundle: Path, player_env: dict[str, str], test_ca: BoardCA, namespaces: None, https_board: Board
) -> None:
    day = dt.datetime.now(dt.timezone.utc).date()
    token = new_token()
    config = Path(player_env["XDG_CONFIG_HOME"]) / "BakersDozen"
    config.mkdir(parents=True)
    (config / "Baker's Dozen.conf").write_text(
        f"[online]\naddress={https_board.url}\nname=Ann\nsend=true\ntoken={token}\n",
        encoding="utf-8",
    )
    data = Path(player_env["XDG_DATA_HOME"]) / "BakersDozen" / "Baker's Dozen"
    data.mkdir(parents=True)
    waiting = data / "online-board.json"
    result = lost_daily_result(day, token)
    waiting.write_text(
        json.dumps({"version": 1, "queue": [result], "entries": {}}), encoding="utf-8"
    )
    game = subprocess.Popen(
        trusting(test_ca, [str(bundle / "bakers-dozen")]),
        env=player_env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    key = f"{day.isoformat()}/bakers-dozen"
    try:
        deadline = time.monotonic() + 90
        kept: dict[str, object] = {}
        while time.monotonic() < deadline and game.poll() is None:
            kept = json.loads(waiting.read_text(encoding="utf-8"))
            if not kept["queue"]:
                break
            time.sleep(0.5)
        assert game.poll() is None, "the game stopped"
        assert kept["queue"] == [], "the result is still waiting:\n" + "\n".join(https_board.lines)
    finally:
        game.terminate()
        _, err = game.communicate(timeout=60)
    # The board's answer came back over TLS: the game keeps the entry the board gave.
    entries = kept["entries"]
    assert isinstance(entries, dict) and isinstance(entries.get(key), int), kept
    assert "Traceback" not in err, err
    # And the board holds it: asked over HTTPS, trusting the test CA only.
    context = ssl.create_default_context(cafile=str(test_ca.ca))
    url = f"{https_board.url}/api/v1/entries/{entries[key]}"
    with urllib.request.urlopen(url, context=context, timeout=30) as answer:
        held = json.load(answer)
    assert held["entry"]["name"] == "Ann" and held["entry"]["date"] == day.isoformat(), held
    assert any("POST /api/v1/submissions HTTP/1.1" in line and " 201" in line
               for line in https_board.lines), https_board.lines  # fmt: skip
