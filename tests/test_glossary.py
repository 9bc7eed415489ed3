"""One idea, one word: every translation follows its language's glossary.

``src/bakers_dozen_qt/translations/glossary/terms.toml`` names the game's terms and how the
English text says them; ``<code>.toml`` beside it gives the one word each language uses
and its rivals. Wherever the English uses a term, the translation (in the ``.ts`` file,
and on the server's page) must use that word and none of the rivals; the variants carry
the names the glossary gives them. A new text that fails here: word it as the glossary
says, or, if the sentence truly needs another turn, add an ``[[allow]]`` with the reason.
"""

from __future__ import annotations

import dataclasses
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bakers_dozen_qt.languages import DERIVED, SHIPPED, SOURCE_LANGUAGE
from bakers_dozen_server.words import words

if sys.version_info >= (3, 11):
    import tomllib
else:  # pytest brings tomli to Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "src" / "bakers_dozen_qt" / "translations"
GLOSSARY = FOLDER / "glossary"
# The derived languages are their source letter for letter: checking the source is enough.
CODES = [c for c in SHIPPED if c != SOURCE_LANGUAGE and c not in DERIVED]
# Words of the server page that are not text (a test in tests/server checks them).
NOT_TEXT = {"code", "html_lang", "own_name", "plural", "group", "decimal"}

_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def plain(text: str) -> str:
    """The text as read: no accelerator marks, no ``{placeholders}``."""
    return _PLACEHOLDER.sub(" ", text.replace("&&", "\0").replace("&", "").replace("\0", "&"))


@dataclass(frozen=True)
class Text:
    context: str
    source: str
    forms: tuple[str, ...]  # the translation, or its plural forms

    def says(self, term: re.Pattern[str]) -> bool:
        """Does the English use the term? A pattern that begins with ``^`` reads the
        context too, as "Context<TAB>text"."""
        text = plain(self.source)
        return bool(term.search(f"{self.context}\t{text}" if term.pattern[0] == "^" else text))


def ts_texts(code: str) -> list[Text]:
    found = []
    for context in ET.parse(FOLDER / f"{code}.ts").getroot().iter("context"):
        name = context.findtext("name", "")
        for m in context.iter("message"):
            t = m.find("translation")
            assert t is not None
            if t.get("type") in ("vanished", "obsolete"):
                continue
            forms = [f.text or "" for f in t.findall("numerusform")] or [t.text or ""]
            found.append(Text(name, m.findtext("source", ""), tuple(forms)))
    return found


def server_texts(code: str) -> list[Text]:
    """The server page's words, each paired with its English."""
    english, own = words(SOURCE_LANGUAGE), words(code)
    found = []
    for field in dataclasses.fields(own):
        if field.name in NOT_TEXT:
            continue
        source, text = getattr(english, field.name), getattr(own, field.name)
        if isinstance(source, dict):
            for key, value in source.items():
                found.append(Text(f"server:{field.name}", value, (text[key],)))
        elif isinstance(source, tuple):
            found.append(Text(f"server:{field.name}", source[-1], tuple(text)))
        else:
            found.append(Text(f"server:{field.name}", source, (text,)))
    return found


def texts(code: str) -> list[Text]:
    return ts_texts(code) + server_texts(code)


def load(name: str) -> dict[str, Any]:
    with (GLOSSARY / f"{name}.toml").open("rb") as f:
        return tomllib.load(f)


TERMS = load("terms")


def glossary(code: str) -> dict[str, Any]:
    return load(code)


def allowed(entry: dict[str, Any], term: str, text: Text) -> bool:
    return any(
        a["term"] == term and a["context"] == text.context and text.source.startswith(a["source"])
        for a in entry.get("allow", [])
    )


def term_problems(code: str, lang: dict[str, Any], found: list[Text]) -> Iterator[str]:
    for term, spec in TERMS.items():
        own = lang[term]
        source = re.compile(spec["source"], re.IGNORECASE)
        uses = re.compile(own["uses"], re.IGNORECASE) if own.get("uses") else None
        rivals = [re.compile(r, re.IGNORECASE) for r in own.get("rivals", [])]
        for text in found:
            if not text.says(source) or allowed(lang, term, text):
                continue
            for form in map(plain, text.forms):
                said = f"{code} {text.context}: {text.source[:70]!r} -> {form[:90]!r}"
                if uses is not None and not uses.search(form):
                    yield f"{term}: not {own['word']!r}: {said}"
                for rival in rivals:
                    if rival.search(form):
                        yield f"{term}: rival {rival.pattern!r}: {said}"


def variant_problems(code: str, lang: dict[str, Any], found: list[Text]) -> Iterator[str]:
    names: dict[str, str] = lang["variants"]["names"]
    for text in found:
        if text.context == "Variants" and text.source in names:
            if text.forms != (names[text.source],):
                yield f"{code} {text.source!r} is {text.forms[0]!r}, not {names[text.source]!r}"
            continue
        if allowed(lang, "variants", text):
            continue
        # The longest English name a text holds ("Baker's Dozen, 1883 edition" holds two).
        for english in sorted(names, key=len, reverse=True):
            if english in text.source and not all(names[english] in f for f in text.forms):
                yield f"{code} {text.context}: {text.source[:60]!r} does not say {names[english]!r}"
                break


# --- the glossary's own shape --------------------------------------------------------------


def test_every_term_finds_the_english_texts_that_use_it() -> None:
    """A term whose pattern finds no text checks nothing: it is misspelt, or its texts
    are gone."""
    found = texts(CODES[0])
    for term, spec in TERMS.items():
        source = re.compile(spec["source"], re.IGNORECASE)
        assert any(t.says(source) for t in found), term


@pytest.mark.parametrize("code", CODES)
def test_each_language_gives_every_term_one_word(code: str) -> None:
    lang = glossary(code)
    missing = [t for t in TERMS if t not in lang or not lang[t].get("word")]
    assert missing == []
    unknown = [t for t in lang if t not in TERMS and t not in ("variants", "allow")]
    assert unknown == []
    for a in lang.get("allow", []):
        assert (a["term"] in TERMS or a["term"] == "variants") and a["why"].strip(), a


@pytest.mark.parametrize("code", CODES)
def test_every_allowance_still_matches_a_text(code: str) -> None:
    """An allowance whose text is gone or reworded is dead weight: take it out."""
    lang, found = glossary(code), texts(code)
    for a in lang.get("allow", []):
        assert any(t.context == a["context"] and t.source.startswith(a["source"]) for t in found), a


# --- the translations follow it ------------------------------------------------------------


@pytest.mark.parametrize("code", CODES)
def test_translations_use_the_glossary_word_and_no_rival(code: str) -> None:
    assert list(term_problems(code, glossary(code), texts(code))) == []


@pytest.mark.slow
@pytest.mark.parametrize("code", CODES)
def test_variants_carry_the_glossary_names_everywhere(code: str) -> None:
    lang = glossary(code)
    names = lang["variants"]["names"]
    english = {t.source for t in ts_texts(code) if t.context == "Variants"}
    assert set(names) <= english
    assert list(variant_problems(code, lang, texts(code))) == []


def test_the_check_catches_a_rival_and_a_missing_word() -> None:
    lang = {
        "column": {"word": "kolonne", "uses": "kolonne", "rivals": ["søjle"]},
        **{t: {"word": "x"} for t in TERMS if t != "column"},
    }
    found = [
        Text("Refusals", "The &column is empty.", ("Søjlen er tom.",)),
        Text("Refusals", "That column is full.", ("Kolonnen er fuld.",)),
        Text("Refusals", "Three columns", ("Tre bunker",)),
    ]
    problems = list(term_problems("da", lang, found))
    assert len(problems) == 3  # the word missing twice, and the rival
    assert [p for p in problems if "rival" in p and "Søjlen" in p] != []
    assert [p for p in problems if "not 'kolonne'" in p and "Tre bunker" in p] != []
    lang["allow"] = [{"term": "column", "context": "Refusals", "source": "Three", "why": "."}]
    assert len(list(term_problems("da", lang, found))) == 2


def test_the_check_sees_a_variant_named_otherwise() -> None:
    lang = {"variants": {"names": {"Good Measure": "Good Measure"}}}
    found = [
        Text("Variants", "Good Measure", ("Dobrá míra",)),
        Text("Share", "Won Good Measure", ("Vyhráno: Dobrá míra",)),
        Text("Share", "Lost Good Measure", ("Prohráno: Good Measure",)),
    ]
    assert len(list(variant_problems("cs", lang, found))) == 2
