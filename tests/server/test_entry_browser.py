"""An entry's page in a real browser (headless Chromium) against a real server process:
the table is drawn with no script, the next move is one link away, and a reader in
another language reads it in theirs."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from board_helpers import fresh_token, skip, skip_without_server

skip_without_server()

import webdriver  # noqa: E402
from server_process import send_game, start, utc_today, winning_game  # noqa: E402

if (absent := webdriver.why_absent()) is not None:
    skip(f"no browser: {absent}")


def test_an_entry_is_watched_move_by_move_in_chromium(tmp_path: Path) -> None:
    today = utc_today()
    day, variant, moves = winning_game([today, today - dt.timedelta(days=1)])
    server = start(str(tmp_path / "board.sqlite"), "--no-access-log")
    try:
        body = {
            "date": day.isoformat(), "variant": variant, "moves": moves, "seconds": 300.0,
            "hints": 0, "undos": 0, "helped": False, "name": "Ann", "token": fresh_token(),
        }  # fmt: skip
        status, sent, _ = send_game(server.url, body)
        assert status == 201
        entry = sent["entry"]["id"]
        count = len(moves.split())
        with webdriver.chromium("en") as browser:
            browser.go(f"{server.url}/day/{day.isoformat()}")
            link = browser.run("return document.querySelector('td.name a').href")
            assert link == f"{server.url}/entry/{entry}"
            browser.go(link)
            assert browser.run("return document.scripts.length") == 0
            assert browser.texts("#table h3") == ["The deal"]
            # The picture is drawn: an SVG with a size, 52 cards in it.
            size = browser.run(
                "const r = document.querySelector('svg.table').getBoundingClientRect();"
                "return [r.width, r.height]"
            )
            assert size[0] > 300 and size[1] > 150
            assert browser.run("return document.querySelectorAll('svg.table rect').length") == 57
            assert len(browser.texts("ol.line li")) == count
            browser.screenshot(tmp_path / "entry-deal.png")
            browser.go(browser.run("return document.querySelector('a[rel=next]').href"))
            assert browser.texts("#table h3") == [f"Move 1 of {count}"]
            assert browser.texts("li[aria-current=step]")[0].endswith(moves.split()[0])
            browser.go(browser.run("return document.querySelectorAll('nav.steps a')[3].href"))
            assert browser.texts("#table h3") == [f"Move {count} of {count}"]
            assert browser.run("return document.querySelector('a[rel=next]')") is None
            browser.screenshot(tmp_path / "entry-end.png")
        with webdriver.chromium("cs") as browser:
            browser.go(f"{server.url}/entry/{entry}?move=2")
            assert browser.run("return document.documentElement.lang") == "cs"
            assert browser.texts("#table h3") == [f"Tah 2 z {count}"]
    finally:
        server.stop()
    assert (tmp_path / "entry-deal.png").stat().st_size > 10_000
