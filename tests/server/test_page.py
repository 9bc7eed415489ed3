"""The boards' HTML page through the ASGI client: what it shows, in which language, and
that a name is always text."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from typing import Any

import pytest
from board_helpers import TODAY, payload, send, skip_without_server

skip_without_server()


@pytest.fixture
def client(client_for: Any, tmp_path: Path) -> Any:
    return client_for(str(tmp_path / "board.sqlite"))


def text_of(page: str) -> str:
    """The page's text as a reader sees it: tags gone, entities read."""
    import html

    body = re.sub(r"<style>.*?</style>", "", page, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", body))


def test_the_page_shows_today_and_yesterday_with_ranks_names_times_and_counts(
    client: Any,
) -> None:
    send(client, payload(name="Ann", seconds=312))
    send(client, payload(name="Bo", seconds=95))
    send(client, payload(name="Cy", helped=True))
    yesterday = TODAY - dt.timedelta(days=1)
    send(client, payload(date=yesterday, name="Di", seconds=3725))
    response = client.get("/", headers={"accept-language": "en-GB,en;q=0.8"})
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/html; charset=utf-8"
    page = response.text
    assert '<html lang="en">' in page
    text = " ".join(text_of(page).split())
    assert "Today, 2026-11-30" in text and "Yesterday, 2026-11-29" in text
    assert "3 players · 3 wins" in text
    # Rank, name, time, moves, score: the server's score (Bo: 1200 - 95 + 760).
    assert "1 Bo 1:35 62 1,865" in text
    assert "2 Ann 5:12 62 1,648" in text
    assert "Cy" not in text  # won with help: counted, never ranked
    assert "1 player · 1 win" in text and "1 Di 1:02:05 77" in text
    assert (
        "Not played yet: Spanish Patience · Portuguese Solitaire · Good Measure · "
        "Castles in Spain · Baker's Dozen, 1883 edition." in text
    )
    assert "less than 0.15 seconds for each move made by hand" in text
    assert "<script" not in page


def test_a_name_with_markup_is_shown_as_text_and_no_script_may_run(client: Any) -> None:
    name = "<script>go()</script>"
    assert send(client, payload(name=name)).status_code == 201
    response = client.get("/")
    assert "&lt;script&gt;go()&lt;/script&gt;" in response.text
    assert "<script>" not in response.text
    assert name in text_of(response.text)
    policy = response.headers["content-security-policy"]
    assert "default-src 'none'" in policy and "script-src" not in policy


@pytest.mark.parametrize(
    ("header", "lang", "words"),
    [
        ("da-DK,da;q=0.9,en;q=0.5", "da", ["I dag, 2026-11-30", "Bagerens dusin", "Spiller"]),
        ("tr", "tr", ["Bugün, 2026-11-30", "Oyuncu", "Puan"]),
        ("cs-CZ", "cs", ["Dnes, 2026-11-30", "žebříčky denního rozdání", "Skóre"]),
        ("sr-Latn-RS", "sr-Latn", ["Danas, 2026-11-30", "rang-liste dnevnog deljenja", "Igrač"]),
        ("sr-RS,sr;q=0.9", "sr-Cyrl", ["Данас, 2026-11-30", "ранг-листе дневног дељења", "Играч"]),
        ("de-DE,fr;q=0.9", "en", ["Today, 2026-11-30", "Good Measure", "Player"]),
        ("fr;q=0.9,cs;q=0.95", "cs", ["Dnes, 2026-11-30"]),
        (";;;q=x,,*", "en", ["Today, 2026-11-30"]),
    ],
)
def test_the_page_speaks_the_readers_language(
    client: Any, header: str, lang: str, words: list[str]
) -> None:
    send(client, payload(name="Ann"))
    response = client.get("/", headers={"accept-language": header})
    assert response.status_code == 200
    assert f'<html lang="{lang}">' in response.text
    assert response.headers["content-language"] == lang
    assert response.headers["vary"] == "Accept-Language"
    text = text_of(response.text)
    for word in words:
        assert word in text


def test_lang_in_the_query_wins_over_the_header_and_is_kept_by_the_day_links(
    client: Any,
) -> None:
    response = client.get("/?lang=cs", headers={"accept-language": "da"})
    assert '<html lang="cs">' in response.text
    assert 'href="/day/2026-11-28?lang=cs"' in response.text


def test_counts_use_each_languages_plural_forms_and_number_grouping(client: Any) -> None:
    for seconds in (100, 200):
        send(client, payload(seconds=seconds))
    cs = text_of(client.get("/", headers={"accept-language": "cs"}).text)
    assert "2 hráči · 2 výhry" in cs
    assert "1\u00a0860" in cs  # 1,860 with Czech grouping (1200 - 100 + 760)
    da = text_of(client.get("/", headers={"accept-language": "da"}).text)
    assert "2 spillere · 2 sejre" in da and "1.860" in da


def test_any_days_page_and_its_neighbours(client: Any) -> None:
    send(client, payload(name="Ann"))
    page = client.get("/day/2026-11-30").text
    assert "Today, 2026-11-30" in text_of(page) and "Ann" in page
    assert 'href="/day/2026-11-29"' in page and 'href="/day/2026-12-01"' in page
    old = client.get("/day/2020-02-29").text
    assert "The deal of 2020-02-29" in text_of(old)
    assert "Not played yet: Baker's Dozen · Spanish Patience ·" in text_of(old)
    latest = client.get("/day/2026-12-01").text
    assert 'rel="next"' not in latest  # no board past the last day taken


@pytest.mark.parametrize("path", ["/day/2026-02-30", "/day/yesterday", "/day/2026-W48-1"])
def test_a_day_that_is_no_date_is_a_404_page_saying_how_to_write_one(
    client: Any, path: str
) -> None:
    response = client.get(path, headers={"accept-language": "da"})
    assert response.status_code == 404
    assert "datoer skrives ÅÅÅÅ-MM-DD" in text_of(response.text)


def test_an_unknown_page_is_a_404_page(client: Any) -> None:
    response = client.get("/nothing/here", headers={"accept-language": "tr"})
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("text/html")
    assert "Böyle bir sayfa yok." in text_of(response.text)


def test_a_board_shows_its_deals_par_from_the_games_table(client: Any) -> None:
    from bakers_dozen_qt.engine.atlas.par import daily_par

    day = TODAY + dt.timedelta(days=1)
    par = daily_par("bakers-dozen", day)
    assert par is not None and par.moves is not None
    assert send(client, payload(date=day, name="Ann")).status_code < 300
    text = text_of(client.get(f"/day/{day.isoformat()}").text)
    assert f"1 player · 1 win · par {par.moves}" in text
    assert "Par is the fewest moves of a win the solver found" in text
    # A day the table does not hold shows no par.
    assert "par " not in text_of(client.get("/day/2020-02-29").text).replace("Par is", "")
