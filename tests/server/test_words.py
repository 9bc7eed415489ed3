"""The page's catalogues: complete in every language, placeholders kept, plural forms per
language, Serbian Cyrillic made from the Latin, variant names as the game names them."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from dataclasses import fields

import pytest
from board_helpers import ROOT, skip_without_server

skip_without_server()

from bakers_dozen_qt.engine.daily_replay import BOARD_VARIANTS  # noqa: E402
from bakers_dozen_server.words import (  # noqa: E402
    LANGUAGE_CODES,
    PLURAL_RULES,
    TEXT_FIELDS,
    Words,
    words,
)

sys.path.insert(0, str(ROOT / "tools"))
FORMS = {"en": 2, "da": 2, "tr": 1, "cs": 3, "sr_Latn": 3, "sr": 3}
FIELD_RE = re.compile(r"\{[a-z_]*\}")


def english() -> Words:
    return words("en")


SAME_EVERYWHERE = {"par"}
"""Texts that read the same in every language: "par {moves}", golf's word, which Danish,
Turkish, Czech and Serbian golfers use as it is."""


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_every_text_is_there_with_the_english_placeholders(code: str) -> None:
    w = words(code)
    assert w.code == code
    for name in TEXT_FIELDS:
        value, source = getattr(w, name), getattr(english(), name)
        texts = value if isinstance(value, tuple) else (value,)
        sources = source if isinstance(source, tuple) else (source,)
        assert all(t.strip() for t in texts), name
        wanted = set(FIELD_RE.findall(" ".join(sources)))
        for t in texts:
            assert set(FIELD_RE.findall(t)) == wanted, (code, name, t)
        if code != "en" and name not in SAME_EVERYWHERE:
            assert texts != sources, (code, name)  # translated, not left in English


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_plural_forms_fit_the_languages_rule(code: str) -> None:
    w = words(code)
    assert w.plural is PLURAL_RULES[code]
    for name in ("players", "wins"):
        assert len(getattr(w, name)) == FORMS[code], name
    for n in (0, 1, 2, 5, 11, 21, 22, 112, 1001):
        assert 0 <= w.plural(n) < FORMS[code]


@pytest.mark.parametrize(
    ("code", "counts"),
    [
        ("en", {1: "1 player", 2: "2 players", 21: "21 players"}),
        ("da", {1: "1 spiller", 5: "5 spillere"}),
        ("tr", {1: "1 oyuncu", 5: "5 oyuncu"}),
        ("cs", {1: "1 hráč", 3: "3 hráči", 5: "5 hráčů", 21: "21 hráčů"}),
        ("sr_Latn", {1: "1 igrač", 21: "21 igrač", 3: "3 igrača", 12: "12 igrača"}),
        ("sr", {1: "1 играч", 1234: "1.234 играча"}),
    ],
)
def test_counts_read_right(code: str, counts: dict[int, str]) -> None:
    w = words(code)
    for n, text in counts.items():
        assert w.count(w.players, n) == text


def test_serbian_cyrillic_is_the_latin_letter_for_letter() -> None:
    from server_words import cyrillic  # tools/server_words.py

    assert words("sr") == cyrillic(words("sr_Latn"))


def _game_variant_names(code: str) -> dict[str, str]:
    ts = ROOT / "src" / "bakers_dozen_qt" / "translations" / f"{code}.ts"
    names = {}
    for context in ET.parse(ts).getroot():
        if context.findtext("name") != "Variants":
            continue
        for message in context.findall("message"):
            names[message.findtext("source") or ""] = message.findtext("translation") or ""
    return names


@pytest.mark.parametrize("code", [c for c in LANGUAGE_CODES if c != "en"])
def test_variant_names_are_the_games_own(code: str) -> None:
    game = _game_variant_names(code)
    w = words(code)
    assert set(w.variants) == set(BOARD_VARIANTS)
    for variant, english_name in english().variants.items():
        assert w.variants[variant] == game[english_name], variant


def test_every_field_is_checked() -> None:
    names = {f.name for f in fields(Words)}
    assert set(TEXT_FIELDS) == names - {
        "code",
        "html_lang",
        "own_name",
        "plural",
        "group",
        "decimal",
        "variants",
    }
