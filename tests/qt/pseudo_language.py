"""The test-only pseudo language: every text about twice as long as in English.

The ``pseudo_language`` fixture (``tests/qt/conftest.py``) builds its catalogue once a
session; tests that pick a language by code use :func:`language` to get either it or a
shipped one.
"""

from __future__ import annotations

from pathlib import Path

from bakers_dozen_qt.languages import LANGUAGES, Language

TOOLS = Path(__file__).resolve().parents[2] / "tools"

# "&New Deal ~ New Deal", German numbers and Qt's German buttons: it proves the
# machinery before any real translation is shipped, and shows where long texts would
# not fit.
PSEUDO = Language("pseudo", "Pseudo", "de_DE", qt_catalogue=True, desktop="")


def language(code: str, pseudo: tuple[Language, Path]) -> tuple[Language, Path | None]:
    """A shipped language by code (from the package's folder), or the pseudo language."""
    return pseudo if code == PSEUDO.code else (LANGUAGES[code], None)
