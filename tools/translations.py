"""Update the translation sources and build the compiled translations.

Run from the repository root:

    uv run python tools/translations.py            # update every .ts from the sources
    uv run python tools/translations.py --release  # ... and build every .qm from them
    uv run python tools/translations.py --check    # exit 1 if a .ts, sr.ts or .qm is stale

``pyside6-lupdate`` reads every ``tr()`` of the package into
``src/bakers_dozen_qt/translations/<code>.ts`` (one per language of
``bakers_dozen_qt.languages.LANGUAGES``), keeping what translators wrote and dropping
texts the code no longer has. ``en.ts`` holds only the texts with plural forms (English
is the source language; its ``.ts`` says "1 move" and "3 moves" for "%n move(s)").
``sr.ts`` (Serbian, Cyrillic) is never edited: it is ``sr_Latn.ts`` written in Cyrillic
letters by ``serbian_cyrillic.py``. ``pyside6-lrelease`` then compiles each ``.ts``
into the ``.qm`` the game loads; it writes the same bytes every time, so the committed
``.qm`` files are checked against a fresh build (``tests/test_translation_files.py``).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PACKAGE = ROOT / "src" / "bakers_dozen_qt"
FOLDER = PACKAGE / "translations"
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(HERE))

from serbian_cyrillic import to_cyrillic  # noqa: E402

from bakers_dozen_qt.languages import DERIVED, LANGUAGES, SOURCE_LANGUAGE  # noqa: E402

# Qt's own texts (standard dialog buttons) for languages Qt ships no translation of.
QT_GAPS = PACKAGE / "qt" / "words" / "qt_gaps.py"
# Key names for languages whose players read the keycaps' names where Qt's catalogue has
# others (Turkish: Ctrl, not Qt's "Kontrol"), or where Qt has no catalogue at all and the
# translator should say how a key is named rather than leave it to Qt's English (Serbian:
# "Enter", as the keycap, where Qt would say "Return"): see qt_key_names.py.
QT_KEY_NAMES = PACKAGE / "qt" / "words" / "qt_key_names.py"
KEYCAP_LANGUAGES = ("tr", "sr_Latn")
# Folders that hold no player-facing text: the engine and the store never import Qt.
NOT_SCANNED = ("engine", "store")


def tool(name: str) -> str:
    """The path of ``pyside6-<name>`` (installed with PySide6, next to this Python)."""
    found = shutil.which(f"pyside6-{name}", path=str(Path(sys.executable).parent))
    found = found or shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"translations: pyside6-{name} not found; run `uv sync` first")
    return found


def sources(code: str) -> list[Path]:
    """The Python files lupdate reads for language ``code``, in a fixed order."""
    files = sorted(
        p
        for p in PACKAGE.rglob("*.py")
        if p.relative_to(PACKAGE).parts[0] not in NOT_SCANNED and p not in (QT_GAPS, QT_KEY_NAMES)
    )
    language = LANGUAGES[code]
    if not language.qt_catalogue:
        files.append(QT_GAPS)
    if code in KEYCAP_LANGUAGES:
        files.append(QT_KEY_NAMES)
    return files


def ts_path(code: str, folder: Path = FOLDER) -> Path:
    return folder / f"{code}.ts"


def qm_path(code: str, folder: Path = FOLDER) -> Path:
    return folder / f"{code}.qm"


def run(command: Sequence[str]) -> str:
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"translations: {' '.join(command)} failed:\n{done.stderr}")
    return done.stdout


def lupdate(code: str, ts: Path) -> str:
    """Bring ``ts`` up to date with the sources for ``code``; lupdate's summary."""
    command = [
        tool("lupdate"),
        *(str(p) for p in sources(code)),
        "-ts",
        str(ts),
        "-source-language",
        SOURCE_LANGUAGE,
        "-target-language",
        code,
        "-locations",
        "relative",
        "-no-obsolete",
    ]
    if code == SOURCE_LANGUAGE:
        command.append("-pluralonly")
    return run(command)


def lrelease(ts: Path, qm: Path) -> None:
    run([tool("lrelease"), "-silent", str(ts), "-qm", str(qm)])


# --- Serbian in Cyrillic letters ---------------------------------------------------------

_TEXT = re.compile(r"(<(translation|numerusform)\b[^>]*>)([^<]*)(</\2>)")
_ENTITIES = {"&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'", "&amp;": "&"}
_ENTITY = re.compile("|".join(_ENTITIES))
GENERATED = "<!-- Made by tools/translations.py from {source}.ts: edit that file, not this. -->"


def _xml_text(text: str) -> str:
    return _ENTITY.sub(lambda m: _ENTITIES[m.group()], text)


def _xml_escape(text: str) -> str:
    return escape(text, {'"': "&quot;", "'": "&apos;"})


def derive(source_ts: str, source_code: str, code: str, convert: Callable[[str], str]) -> str:
    """The ``.ts`` of ``code``: ``source_ts`` with every translation passed through
    ``convert`` and the language attribute changed; sources and comments stay."""

    def one(m: re.Match[str]) -> str:
        opening, _, text, closing = m.groups()
        return opening + _xml_escape(convert(_xml_text(text))) + closing

    body = _TEXT.sub(one, source_ts)
    body = body.replace(f'language="{source_code}"', f'language="{code}"', 1)
    head, sep, rest = body.partition("<TS ")
    return head + GENERATED.format(source=source_code) + "\n" + sep + rest


def derived_ts(code: str, folder: Path = FOLDER) -> str:
    source = DERIVED[code]
    convert = {"sr": to_cyrillic}[code]
    text = ts_path(source, folder).read_text(encoding="utf-8")
    return derive(text, source, code, convert)


# --- English plural forms -----------------------------------------------------------------

_MESSAGE = re.compile(r'<message numerus="yes">.*?</message>', re.DOTALL)
_UNFINISHED = re.compile(r'<translation type="unfinished">.*?</translation>', re.DOTALL)


def english_forms(source: str) -> tuple[str, str]:
    """A first draft of the English forms of a plural text: ``"%n move(s)"`` gives
    ``"%n move"`` and ``"%n moves"``. Read it over: "(s)" on a verb reads the other way."""
    return source.replace("(s)", ""), source.replace("(s)", "s")


def fill_english(ts: Path) -> list[str]:
    """Draft the forms of every unfinished plural text of ``en.ts``; the texts drafted."""
    drafted = []

    def one(m: re.Match[str]) -> str:
        block = m.group()
        if not _UNFINISHED.search(block):
            return block
        source = _xml_text(re.search(r"<source>(.*?)</source>", block, re.DOTALL)[1])  # type: ignore[index]
        drafted.append(source)
        one_form, many = (_xml_escape(f) for f in english_forms(source))
        forms = (
            "<translation>\n"
            f"            <numerusform>{one_form}</numerusform>\n"
            f"            <numerusform>{many}</numerusform>\n"
            "        </translation>"
        )
        return _UNFINISHED.sub(lambda _: forms, block)

    ts.write_text(_MESSAGE.sub(one, ts.read_text(encoding="utf-8")), encoding="utf-8")
    return drafted


# --- a pseudo-translation, to see that every text is translated and fits ----------------

_MARKUP = re.compile(r"<[^<>]*>|\{[^{}]*\}|%(?:L?\d+|n)")


def pseudo(text: str) -> str:
    """``text`` about twice as long, still holding each placeholder, tag and accelerator
    once: ``"&New Deal"`` → ``"&New Deal ~ New Deal"``."""
    again = " ".join(_MARKUP.sub(" ", text).replace("&", "").split())
    return f"{text} ~ {again}" if again else f"{text} ~"


def pseudo_ts(template: Path, convert: Callable[[str], str] = pseudo) -> str:
    """The ``.ts`` ``template`` (any language's, for its message list and plural forms)
    with every message translated by ``convert``: a test language."""
    import xml.etree.ElementTree as ET

    root = ET.parse(template).getroot()
    for message in root.iter("message"):
        source = message.findtext("source", "")
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        forms = translation.findall("numerusform")
        if forms:
            for form in forms:
                form.text = convert(source)
        else:
            translation.text = convert(source)
    return '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + ET.tostring(
        root, encoding="unicode"
    )


# --- the commands ------------------------------------------------------------------------


def update(folder: Path = FOLDER, *, quiet: bool = False) -> None:
    """Every ``.ts`` in ``folder`` brought up to date (derived ones made afresh)."""
    folder.mkdir(parents=True, exist_ok=True)
    for code in LANGUAGES:
        if code in DERIVED:
            continue
        summary = lupdate(code, ts_path(code, folder))
        if not quiet:
            print(f"{code}: {summary.strip().splitlines()[-1].strip()}")
    for code in DERIVED:
        ts_path(code, folder).write_text(derived_ts(code, folder), encoding="utf-8")
        if not quiet:
            print(f"{code}: made from {DERIVED[code]}.ts")


def release(folder: Path = FOLDER, out: Path | None = None) -> None:
    """Every ``.ts`` in ``folder`` compiled into ``out`` (default: the same folder)."""
    target = out if out is not None else folder
    target.mkdir(parents=True, exist_ok=True)
    for code in LANGUAGES:
        lrelease(ts_path(code, folder), qm_path(code, target))


_LOCATION = re.compile(r"^\s*<location [^>]*/>\n", re.MULTILINE)


def without_locations(ts_text: str) -> str:
    """A ``.ts`` without its source locations: the lines they name move with every edit
    of the code, and saying where a text is used does not make a translation stale."""
    return _LOCATION.sub("", ts_text)


def stale(folder: Path = FOLDER) -> list[str]:
    """The files of ``folder`` a run of this tool would change (ignoring source
    locations in the ``.ts``): file names, empty when everything is up to date."""
    changed = []
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp)
        for code in LANGUAGES:
            if ts_path(code, folder).is_file():
                shutil.copy(ts_path(code, folder), ts_path(code, fresh))
        update(fresh, quiet=True)
        release(fresh)
        for code in LANGUAGES:
            ts, qm = ts_path(code, folder), qm_path(code, folder)
            if not ts.is_file() or without_locations(ts.read_text("utf-8")) != without_locations(
                ts_path(code, fresh).read_text("utf-8")
            ):
                changed.append(ts.name)
            if not qm.is_file() or qm.read_bytes() != qm_path(code, fresh).read_bytes():
                changed.append(qm.name)
    return changed


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--release", action="store_true", help="also build the .qm files")
    p.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    p.add_argument(
        "--draft-english",
        action="store_true",
        help="draft the English forms of new plural texts in en.ts (then read them over)",
    )
    args = p.parse_args(argv)
    if args.check:
        changed = stale()
        for name in changed:
            print(f"stale: {name}")
        return 1 if changed else 0
    update()
    if args.draft_english:
        for source in fill_english(ts_path(SOURCE_LANGUAGE)):
            print(f"en.ts: drafted the forms of {source!r}: read them over")
    if args.release:
        release()
    return 0


if __name__ == "__main__":
    sys.exit(main())
