"""The boards' page in a real browser (headless Chromium from the distribution): it renders
the real server's board, in the browser's language, and a name with ``<script>`` in it
shows as text."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from board_helpers import fresh_token, line_variants, skip, skip_without_server

skip_without_server()

import webdriver  # noqa: E402
from server_process import send_game, start, utc_today, winning_game  # noqa: E402

if (absent := webdriver.why_absent()) is not None:
    skip(f"no browser: {absent}")

NAME = "<script>go()</script>"


@pytest.mark.slow
def test_the_page_renders_in_chromium_and_a_script_name_is_text(tmp_path: Path) -> None:
    today = utc_today()
    day, variant, moves = winning_game([today, today - dt.timedelta(days=1)])
    server = start(str(tmp_path / "board.sqlite"), "--no-access-log")
    try:
        other = next(line_variants(day, variant, moves))
        for name, seconds, line in ((NAME, 200.0, moves), ("Bo", 420.0, other)):
            body = {
                "date": day.isoformat(), "variant": variant, "moves": line,
                "seconds": seconds, "hints": 0, "undos": 0, "helped": False,
                "name": name, "token": fresh_token(),
            }  # fmt: skip
            assert send_game(server.url, body)[0] == 201
        with webdriver.chromium("en") as browser:
            browser.go(f"{server.url}/")
            assert browser.title() == "Baker's Dozen: daily deal boards"
            assert browser.texts("td.name") == [NAME, "Bo"]
            assert browser.run("return document.scripts.length") == 0
            assert browser.run("return typeof window.go") == "undefined"
            headings = browser.texts("h2")
            assert headings[0] == f"Today, {today.isoformat()}"
            rows = browser.texts(f"#board-{day.isoformat()}-{variant} tbody tr")
            assert rows[0].split()[0] == "1" and rows[1].startswith("2 Bo 7:00")
            browser.screenshot(tmp_path / "board-en.png")
        with webdriver.chromium("da") as browser:
            browser.go(f"{server.url}/")
            assert browser.run("return document.documentElement.lang") == "da"
            assert browser.texts("h2")[0] == f"I dag, {today.isoformat()}"
            assert NAME in browser.texts("td.name")
            browser.screenshot(tmp_path / "board-da.png")
    finally:
        server.stop()
    assert (tmp_path / "board-en.png").stat().st_size > 10_000
