"""The translation files: current with the code, complete where shipped, and well formed.

Each check runs for every language in ``languages.SHIPPED``, so a translation is held to
all of them from the moment its code is added there. When one fails because the code
gained or changed a text: ``uv run python tools/translations.py --release``, then
translate what is new in each shipped language's .ts.
"""

from __future__ import annotations

import re
import string
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from bakers_dozen_qt.languages import DERIVED, LANGUAGES, SHIPPED, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import translations  # noqa: E402

FOLDER = translations.FOLDER
RUN = "run `uv run python tools/translations.py --release`"


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # the translation's type: "" (finished), "unfinished", "vanished", ...
    forms: tuple[str, ...]  # the translation, or its plural forms

    @property
    def key(self) -> tuple[str, str, str]:
        return self.context, self.source, self.comment


def entries(ts: Path) -> list[Entry]:
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for m in context.iter("message"):
            t = m.find("translation")
            assert t is not None
            forms = tuple(f.text or "" for f in t.findall("numerusform"))
            found.append(
                Entry(
                    name,
                    m.findtext("source", ""),
                    m.findtext("comment", ""),
                    m.get("numerus") == "yes",
                    t.get("type", ""),
                    forms if m.get("numerus") == "yes" else (t.text or "",),
                )
            )
    return found


def fresh(code: str, tmp_path: Path) -> set[tuple[str, str, str]]:
    """Every text the code holds for ``code``, read afresh by lupdate."""
    ts = tmp_path / f"{code}.ts"
    translations.lupdate(code, ts)
    return {e.key for e in entries(ts)}


def plural_form(code: str, n: int) -> int:
    """Which plural form ``n`` takes (the rules Qt applies for the .ts language)."""
    language = code.split("_")[0]
    if language in ("en", "da"):
        return 0 if n == 1 else 1
    if language == "tr":
        return 0  # Turkish counts without a plural: "1 hamle", "5 hamle"
    if language == "cs":
        return 0 if n == 1 else 1 if 2 <= n <= 4 else 2
    if language == "sr":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    raise AssertionError(f"no plural rule known for {code}: add it here")


FORMS = {"en": 2, "da": 2, "tr": 1, "cs": 3, "sr": 3}


# --- current with the code ----------------------------------------------------------------


@pytest.mark.slow
def test_every_ts_and_qm_is_current_with_the_code() -> None:
    assert translations.stale() == [], f"translation files out of date: {RUN}"


@pytest.mark.slow
def test_lrelease_writes_the_same_bytes_every_time(tmp_path: Path) -> None:
    # The committed .qm files are checked against a fresh build: that needs this.
    first, second = tmp_path / "a", tmp_path / "b"
    translations.release(FOLDER, first)
    translations.release(FOLDER, second)
    for code in LANGUAGES:
        a, b = translations.qm_path(code, first), translations.qm_path(code, second)
        assert a.read_bytes() == b.read_bytes() == translations.qm_path(code).read_bytes()


def test_serbian_cyrillic_is_serbian_latin_letter_for_letter() -> None:
    for code, source in DERIVED.items():
        made = translations.derived_ts(code)
        assert translations.ts_path(code).read_text(encoding="utf-8") == made
        latin_entries = entries(translations.ts_path(source))
        pairs = zip(latin_entries, entries(translations.ts_path(code)), strict=True)
        for latin, cyrillic in pairs:
            assert (latin.key, latin.kind) == (cyrillic.key, cyrillic.kind)


def test_each_ts_says_its_language() -> None:
    for code in LANGUAGES:
        root = ET.parse(translations.ts_path(code)).getroot()
        assert root.get("language") == code
        assert root.get("sourcelanguage") == SOURCE_LANGUAGE


@pytest.mark.slow
def test_every_context_is_a_class_or_a_named_context(tmp_path: Path) -> None:
    # `obj.tr(...)` or `tr = ...; tr(...)` give lupdate a context the running code never
    # asks for: the text would never show translated.
    sources = "\n".join(p.read_text(encoding="utf-8") for p in translations.sources("sr_Latn"))
    known = set(re.findall(r"^\s*class (\w+)\b", sources, re.MULTILINE))
    known |= set(re.findall(r"""(?:translate|QT_TRANSLATE_NOOP)\(\s*["'](\w+)["']""", sources))
    contexts = {context for context, _, _ in fresh("sr_Latn", tmp_path)}
    assert contexts - known == set()


# --- complete where shipped ---------------------------------------------------------------


def test_a_derived_language_ships_with_its_source() -> None:
    for code, source in DERIVED.items():
        assert (code in SHIPPED) == (source in SHIPPED)
    assert SOURCE_LANGUAGE in SHIPPED


@pytest.mark.slow
@pytest.mark.parametrize("code", SHIPPED)
def test_a_shipped_language_translates_every_text(code: str, tmp_path: Path) -> None:
    found = entries(translations.ts_path(code))
    unfinished = [e.source for e in found if e.kind]
    assert unfinished == [], f"{code}.ts: {len(unfinished)} texts not (or no longer) translated"
    empty = [e.source for e in found if not all(f.strip() for f in e.forms)]
    assert empty == [], f"{code}.ts: empty translations"
    wanted = fresh(code, tmp_path)
    if code == SOURCE_LANGUAGE:
        # English is the source: its .ts holds the plural forms only.
        wanted = {e.key for e in entries(tmp_path / f"{code}.ts") if e.numerus}
    missing = wanted - {e.key for e in found}
    assert missing == set(), f"{code}.ts lacks texts the code has: {RUN}"


@pytest.mark.parametrize("code", SHIPPED)
def test_plural_forms_resolve_for_1_2_5_and_21(code: str, qapp: object) -> None:
    translator = QTranslator()
    assert translator.load(str(translations.qm_path(code)))
    plurals = [e for e in entries(translations.ts_path(code)) if e.numerus]
    assert plurals, "the game has texts with plural forms: each .ts must carry them"
    for e in plurals:
        assert len(e.forms) == FORMS[code.split("_")[0]], (code, e.source)
        for n in (1, 2, 5, 21):
            said = translator.translate(e.context, e.source, e.comment or None, n)
            assert said == e.forms[plural_form(code, n)], (e.source, n)


def test_english_says_one_move_and_three_moves(qapp: QCoreApplication) -> None:
    translator = QTranslator()
    assert translator.load(str(translations.qm_path("en")))
    source = "The solver found a way in %n move(s)."
    qapp.installTranslator(translator)
    try:
        said = [QCoreApplication.translate("ShowTheWay", source, "", n) for n in (1, 3, 21)]
    finally:
        qapp.removeTranslator(translator)
    assert said == [
        "The solver found a way in 1 move.",
        "The solver found a way in 3 moves.",
        "The solver found a way in 21 moves.",
    ]


# --- well formed ----------------------------------------------------------------------------

_FIELD = re.compile(r"\{[^{}]*\}")
_QT_ARG = re.compile(r"%L?\d+")
_TAG = re.compile(r"<[^<>]+>")


def accelerators(text: str) -> int:
    return len(re.findall(r"&(?!&|[A-Za-z]+;|#\d+;)(?=\S)", text.replace("&&", "")))


def problems(ts: Path, code: str) -> list[str]:
    """What a translation breaks: placeholders, tags, accelerators, %n, braces."""
    found = []
    for e in entries(ts):
        for i, text in enumerate(e.forms):
            checks = {
                "placeholders {...}": sorted(_FIELD.findall(e.source))
                == sorted(_FIELD.findall(text)),
                "placeholders %1": sorted(_QT_ARG.findall(e.source))
                == sorted(_QT_ARG.findall(text)),
                "HTML tags": sorted(_TAG.findall(e.source)) == sorted(_TAG.findall(text)),
                "accelerator": accelerators(e.source) == accelerators(text),
                # The count as the source writes it: %n, or %Ln in the locale's digits.
                "%n": not e.numerus
                or ("%Ln" if "%Ln" in e.source else "%n") in text
                or (i == 0 and code in ("en", "da", "cs")),
            }
            try:
                list(string.Formatter().parse(text))
            except ValueError:
                checks["braces"] = False
            found += [
                f"{e.context}: {e.source!r} -> {text!r}: {what}"
                for what, ok in checks.items()
                if not ok
            ]
    return found


@pytest.mark.parametrize("code", SHIPPED)
def test_translations_keep_placeholders_tags_and_accelerators(code: str) -> None:
    assert problems(translations.ts_path(code), code) == []


def test_the_checks_catch_a_broken_translation(tmp_path: Path) -> None:
    ts = tmp_path / "cs.ts"
    ts.write_text(
        """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
<context><name>Menus</name>
<message><source>&amp;New Deal</source><translation>&amp;Nová hra</translation></message>
<message><source>&amp;Hint</source><translation>Rada</translation></message>
<message><source>Move {card} to {under}</source>
  <translation>Přesunout {karta} na {under}</translation></message>
<message><source>&lt;b&gt;Paused&lt;/b&gt;</source><translation>Pozastaveno</translation></message>
<message><source>Deal {n}</source><translation>Rozdání {n</translation></message>
<message numerus="yes"><source>%n move(s)</source><translation>
<numerusform>%n tah</numerusform><numerusform>%n tahy</numerusform>
<numerusform>mnoho tahů</numerusform>
</translation></message>
</context>
</TS>
""",
        encoding="utf-8",
    )
    said = problems(ts, "cs")
    assert [p.split(": ")[-1] for p in said] == [
        "accelerator",
        "placeholders {...}",
        "HTML tags",
        "placeholders {...}",
        "braces",
        "%n",
    ]
