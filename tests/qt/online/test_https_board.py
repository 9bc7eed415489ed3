"""The game from source and an ``https://`` board (issue 36): with a certificate from a
CA it trusts, a daily deal given up in the real window reaches the real board over TLS;
with one it does not trust, nothing is sent and the player reads why, in words. (The
frozen builds' TLS: tests/packaging/test_linux_tls.py.)"""

from __future__ import annotations

import datetime as dt
import json
import ssl
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from online_helpers import lost_result, skip_without_server
from pytestqt.qtbot import QtBot
from tls_helpers import BoardCA, https_board, make_ca, trusting
from window_driver import WindowDriver

skip_without_server()

from bakers_dozen_qt.engine import Game  # noqa: E402
from bakers_dozen_qt.qt.files.settings import Preferences  # noqa: E402
from bakers_dozen_qt.qt.online.client import Answer, BoardClient  # noqa: E402
from bakers_dozen_qt.qt.window.window import MainWindow  # noqa: E402
from bakers_dozen_qt.store.board_queue import FILE_NAME, BoardQueue  # noqa: E402

pytestmark = pytest.mark.gui


@pytest.fixture(scope="module")
def test_ca(tmp_path_factory: pytest.TempPathFactory) -> BoardCA:
    return make_ca(tmp_path_factory.mktemp("ca"))


@pytest.fixture
def board(test_ca: BoardCA, tmp_path: Path) -> Iterator[str]:
    with https_board(test_ca, tmp_path / "board.sqlite") as served:
        yield served.url


@pytest.mark.slow
def test_a_daily_result_reaches_an_https_board_whose_certificate_the_game_trusts(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, test_ca: BoardCA, board: str
) -> None:
    assert board.startswith("https://127.0.0.1:")
    prefs.online_address, prefs.online_name = board, "Tia"
    prefs.online_token, prefs.online_send = "s" * 32, True
    with trusting(test_ca):
        w = MainWindow(
            Game.from_deal(1, "bakers-dozen"),
            1,
            prefs,
            stats_path=tmp_path / "statistics.sqlite",
            online_path=tmp_path / FILE_NAME,
        )
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        d = WindowDriver(qtbot, w)
        d.trigger("daily")
        d.set_time_played(60.0)
        d.play(next(iter(w.session.game.legal_moves)))
        sender = w.online.board_sender
        with qtbot.waitSignal(sender.answered, timeout=30_000) as blocker:
            d.trigger("new")  # the daily deal given up after a move: its result goes
        answer = blocker.args[1]
        assert answer.status == 201, answer
        qtbot.waitUntil(
            lambda: d.status_message() == "Your daily result is on the online board.",
            timeout=5000,
        )
        w.close()
    assert BoardQueue.load(tmp_path / FILE_NAME).queue == []
    # Read back by the test itself over HTTPS, trusting the same CA.
    context = ssl.create_default_context(cafile=str(test_ca.ca))
    today = dt.date.today().isoformat()
    url = f"{board}/api/v1/boards/{today}/bakers-dozen"
    with urllib.request.urlopen(url, context=context, timeout=30) as got:
        shown = json.loads(got.read())
    assert shown["players"] == 1


@pytest.mark.slow
def test_an_https_board_the_game_does_not_trust_gets_nothing_and_is_told_in_words(
    qtbot: QtBot, board: str
) -> None:
    client = BoardClient()
    got: list[Answer] = []
    client.post(board, "/submissions", lost_result(token="u" * 32), got.append)
    qtbot.waitUntil(lambda: bool(got), timeout=30_000)
    [answer] = got
    assert not answer.reached
    assert answer.error.startswith("The online board's certificate is not trusted"), answer
    assert "certificate" in answer.error.split(":", 1)[1].lower()  # Qt's own reason


def test_without_tls_an_https_board_is_not_asked_and_the_player_reads_why(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A build with no TLS backend (the frozen builds had none): said, nothing sent."""
    from bakers_dozen_qt.qt.online import client as client_module

    monkeypatch.setattr(client_module.QSslSocket, "supportsSsl", staticmethod(lambda: False))
    client = BoardClient()
    got: list[Answer] = []
    client.post("https://board.invalid", "/submissions", lost_result(), got.append)
    assert got == [] and client.busy == 0  # told later, never during the call
    qtbot.waitUntil(lambda: bool(got))
    assert got == [
        Answer(
            None,
            error="This copy of the game cannot make secure (https://) connections: it has "
            "no TLS support.",
        )
    ]
