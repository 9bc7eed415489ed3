"""The Linux desktop entry and AppStream metainfo speak every shipped language, and pass
their validators. (These texts are not in the .ts files: translators edit them directly,
see src/bakers_dozen_qt/translations/GLOSSARY.md.)"""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from bakers_dozen_qt.languages import LANGUAGES, SHIPPED, SOURCE_LANGUAGE

LINUX = Path(__file__).resolve().parents[1] / "packaging" / "linux"
DESKTOP = LINUX / "io.github.bakersdozen.BakersDozen.desktop"
METAINFO = LINUX / "io.github.bakersdozen.BakersDozen.metainfo.xml"
LANG = "{http://www.w3.org/XML/1998/namespace}lang"
TRANSLATED = [c for c in SHIPPED if c != SOURCE_LANGUAGE]


def desktop_entry() -> configparser.SectionProxy:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(DESKTOP, encoding="utf-8")
    return entry["Desktop Entry"]


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_desktop_entry_speaks_each_shipped_language(code: str) -> None:
    key = LANGUAGES[code].desktop
    entry = desktop_entry()
    for field in ("Name", "GenericName", "Comment", "Keywords"):
        assert entry.get(f"{field}[{key}]", "").strip(), f"{field}[{key}] is missing"


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_metainfo_speaks_each_shipped_language(code: str) -> None:
    key = LANGUAGES[code].desktop
    root = ET.parse(METAINFO).getroot()
    summaries = [e for e in root.findall("summary") if e.get(LANG) == key]
    assert len(summaries) == 1 and (summaries[0].text or "").strip()
    paragraphs = root.findall("description/p")
    english = [p for p in paragraphs if p.get(LANG) is None]
    assert len([p for p in paragraphs if p.get(LANG) == key]) == len(english)


def test_every_language_has_a_desktop_code() -> None:
    codes = [LANGUAGES[c].desktop for c in LANGUAGES if c != SOURCE_LANGUAGE]
    assert len(set(codes)) == len(codes) and all(codes)


@pytest.mark.parametrize(
    "command",
    [
        ["desktop-file-validate", str(DESKTOP)],
        ["appstreamcli", "validate", "--no-net", "--pedantic", str(METAINFO)],
    ],
    ids=["desktop-file-validate", "appstreamcli"],
)
def test_the_validators_pass(command: list[str]) -> None:
    if shutil.which(command[0]) is None:
        pytest.skip(f"{command[0]} is not installed (apt: desktop-file-utils, appstream)")
    run = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "error" not in run.stdout.lower() and "warning" not in run.stdout.lower()
