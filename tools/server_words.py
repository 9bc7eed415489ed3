"""Write the online board page's Serbian Cyrillic catalogue from its Latin one.

``src/bakers_dozen_server/words/sr.py`` is ``sr_Latn.py`` letter for letter, by the same
transliteration as the game's ``sr.ts`` (``serbian_cyrillic.py``); never edit it by
hand. Run after changing ``sr_Latn.py``:

    uv run python tools/server_words.py

``tests/server/test_words.py`` fails while the two disagree.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import fields, replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
TARGET = ROOT / "src" / "bakers_dozen_server" / "words" / "sr.py"
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(HERE))

from serbian_cyrillic import to_cyrillic  # noqa: E402

from bakers_dozen_server.words import Words  # noqa: E402
from bakers_dozen_server.words.sr_Latn import WORDS as LATIN  # noqa: E402

KEPT = ("code", "html_lang", "own_name", "plural", "group", "decimal")


def cyrillic(latin: Words) -> Words:
    """``latin`` in Cyrillic letters: every text, plural form and variant name."""
    changes: dict[str, object] = {"code": "sr", "html_lang": "sr-Cyrl", "own_name": "Српски"}
    for f in fields(Words):
        if f.name in KEPT:
            continue
        value = getattr(latin, f.name)
        if isinstance(value, str):
            changes[f.name] = to_cyrillic(value)
        elif isinstance(value, tuple):
            changes[f.name] = tuple(to_cyrillic(v) for v in value)
        else:
            changes[f.name] = {k: to_cyrillic(v) for k, v in value.items()}
    return replace(latin, **changes)  # type: ignore[arg-type]


def source(words: Words) -> str:
    lines = [
        '"""Страница на српском, ћирилицом: made from sr_Latn.py by tools/server_words.py."""',
        "",
        "# Generated: never edit by hand (tests/server/test_words.py checks it).",
        "# ruff: noqa: E501",
        "from __future__ import annotations",
        "",
        "from typing import Final",
        "",
        "from . import Words, serbian",
        "",
        "WORDS: Final = Words(",
    ]
    for f in fields(Words):
        value = getattr(words, f.name)
        shown = "serbian" if f.name == "plural" else repr(value)
        lines.append(f"    {f.name}={shown},")
    lines.append(")")
    return "\n".join(lines) + "\n"


def main() -> int:
    TARGET.write_text(source(cyrillic(LATIN)), encoding="utf-8")
    subprocess.run([sys.executable, "-m", "ruff", "format", "-q", str(TARGET)], check=True)
    print(f"wrote {TARGET.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
