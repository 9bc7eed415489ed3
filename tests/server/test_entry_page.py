"""Each entry watchable: the API gives its line, and ``/entry/{id}`` shows its game move
by move, server-drawn, with no script, in the reader's language."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from board_helpers import LINES, TODAY, fresh_line, payload, send, skip_without_server

skip_without_server()

from bakers_dozen_qt.engine.game import Game  # noqa: E402
from bakers_dozen_qt.engine.moves import parse_moves  # noqa: E402


@pytest.fixture
def client(client_for: Any, tmp_path: Path) -> Any:
    return client_for(str(tmp_path / "board.sqlite"))


def sent(client: Any, **changes: Any) -> int:
    """The id of a game sent by a new player: the pinned line unless ``moves`` is given."""
    response = send(client, payload(**{"moves": LINES[TODAY], **changes}))
    assert response.status_code == 201, response.text
    return int(response.json()["entry"]["id"])


def table_after(index: int) -> str:
    game = Game.from_daily(int(TODAY.strftime("%Y%m%d")))
    for move in parse_moves(LINES[TODAY])[:index]:
        game.push(move)
    return game.board_text(reveal=False)


def pre_blocks(page: str) -> list[str]:
    import html

    return [html.unescape(b) for b in re.findall(r"<pre>(.*?)</pre>", page, flags=re.S)]


def test_the_api_gives_an_entrys_line(client: Any) -> None:
    entry_id = sent(client, name="Ann")
    response = client.get(f"/api/v1/entries/{entry_id}")
    assert response.status_code == 200
    entry = response.json()["entry"]
    assert entry["id"] == entry_id and entry["name"] == "Ann"
    assert entry["line"] == LINES[TODAY]
    assert client.get("/api/v1/entries/999999").status_code == 404


def test_the_entry_page_shows_the_table_after_any_move_and_every_move(client: Any) -> None:
    entry_id = sent(client, name="Ann", seconds=312)
    line = parse_moves(LINES[TODAY])
    response = client.get(f"/entry/{entry_id}", headers={"accept-language": "en"})
    assert response.status_code == 200
    assert "script-src" not in response.headers["content-security-policy"]
    assert response.headers["content-security-policy"].startswith("default-src 'none'")
    page = response.text
    assert "<script" not in page and "<svg" in page
    assert "Ann — Baker&#x27;s Dozen, 2026-11-30" in page
    assert "<h3>The deal</h3>" in page and 'aria-label="The table as dealt"' in page
    assert pre_blocks(page)[0] == table_after(0)
    assert pre_blocks(page)[1] == LINES[TODAY]  # the line in the move text
    items = re.findall(r'<li value="(\d+)"', page)
    assert items == [str(i) for i in range(1, len(line) + 1)]
    assert "Won" in page and "5:12" in page
    # Paged by move: each page the table after its move, and links to its neighbours.
    for index in (1, 17, len(line)):
        page = client.get(f"/entry/{entry_id}?move={index}").text
        assert f"<h3>Move {index} of {len(line)}</h3>" in page
        assert f'aria-label="The table after move {index}"' in page
        assert pre_blocks(page)[0] == table_after(index)
        assert f'<li value="{index}" aria-current="step"><strong>' in page
        assert (f"?move={index + 1}#table" in page) == (index < len(line))
        assert f"?move={index - 1}#table" in page
    # The felt, then at the deal 52 cards and 4 empty foundations; at the end 4 kings
    # on the foundations and 13 empty columns.
    assert client.get(f"/entry/{entry_id}").text.count("<rect") == 1 + 52 + 4
    last = client.get(f"/entry/{entry_id}?move={len(line)}").text
    assert last.count("<rect") == 1 + 4 + 13 and last.count(">K♠<") == 1
    assert client.get(f"/entry/{entry_id}?move=99999").text.count("aria-current") == 1
    assert "<h3>The deal</h3>" in client.get(f"/entry/{entry_id}?move=x").text


def test_the_entry_page_speaks_the_readers_language_and_keeps_it(client: Any) -> None:
    entry_id = sent(client)
    page = client.get(f"/entry/{entry_id}?lang=da&move=3").text
    assert '<html lang="da">' in page
    assert "<h3>Træk 3 af " in page and "Bordet efter træk 3" in page
    assert f"/entry/{entry_id}?lang=da&amp;move=4#table" in page
    assert '/day/2026-11-30?lang=da"' in page


def test_the_language_links_keep_the_move_on_the_entry_page(client: Any) -> None:
    entry_id = sent(client)
    page = client.get(f"/entry/{entry_id}?lang=da&move=3").text
    for code in ("en", "tr", "cs", "sr_Latn"):
        assert f'href="?lang={code}&amp;move=3"' in page
    # The deal itself needs no move in its links, nor do the pages of a day.
    assert 'href="?lang=cs"' in client.get(f"/entry/{entry_id}").text
    assert 'href="?lang=cs"' in client.get("/day/2026-11-30").text


def test_a_name_is_text_on_the_entry_page(client: Any) -> None:
    entry_id = sent(client, name="<img src=x onerror=go()>")
    page = client.get(f"/entry/{entry_id}").text
    assert "<img" not in page and "&lt;img src=x onerror=go()&gt;" in page


def test_the_boards_link_each_entry_to_its_page(client: Any) -> None:
    first = sent(client, name="Ann", seconds=200)
    second = sent(client, name="Bo", seconds=400, moves=fresh_line(TODAY))  # ranked too
    page = client.get("/?lang=cs").text
    assert f'<a href="/entry/{first}?lang=cs" title="Sledovat tuto hru tah po tahu">Ann</a>' in page
    assert f'href="/entry/{second}?lang=cs"' in page


@pytest.mark.parametrize("path", ["/entry/424242", "/entry/12x", "/entry/" + "9" * 30])
def test_no_such_entry_is_a_404_page(client: Any, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404
    assert "There is no game" in response.text or "no such page" in response.text
    assert "<script" not in response.text
