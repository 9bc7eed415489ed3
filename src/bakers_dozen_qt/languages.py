"""The languages the game speaks: codes, names in their own words, and which are complete.

No Qt here: ``bakers-dozen --lang`` is checked against this table before any widget
exists. The Qt side (``qt/words/i18n.py``) installs the translations.

A translation lives in ``translations/<code>.ts`` (and its compiled ``.qm``). It is
offered in View → Language, and followed from the system's locale, only once its code is
in :data:`SHIPPED`; ``--lang`` accepts every code here, so a translation can be looked at
while it is being written.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final, NamedTuple

__all__ = [
    "DERIVED",
    "LANGUAGES",
    "SHIPPED",
    "SOURCE_LANGUAGE",
    "Language",
    "language_for",
    "match_locale",
]


# A named tuple, not a frozen dataclass: made at start-up in a tenth of the time (docs/start-up.md).
class Language(NamedTuple):
    code: str
    """The file name of its ``.ts`` and the value of ``--lang`` and the setting."""
    name: str
    """Its name in itself, as the menu lists it."""
    locale: str
    """The ``QLocale`` that words its numbers, dates and times."""
    qt_catalogue: bool
    """Qt ships ``qtbase_<language>.qm`` for it (dialog buttons, context menus); when not,
    our own ``.ts`` carries the standard button texts (``qt/words/qt_gaps.py``)."""
    desktop: str
    """Its code in the Linux desktop entry (``Name[sr@latin]``) and AppStream metainfo."""


SOURCE_LANGUAGE: Final = "en"

LANGUAGES: Final[dict[str, Language]] = {
    lang.code: lang
    for lang in (
        Language("en", "English", "en_US", qt_catalogue=True, desktop=""),
        Language("da", "Dansk", "da_DK", qt_catalogue=True, desktop="da"),
        Language("tr", "Türkçe", "tr_TR", qt_catalogue=True, desktop="tr"),
        Language("cs", "Čeština", "cs_CZ", qt_catalogue=True, desktop="cs"),
        Language("sr_Latn", "Srpski", "sr_Latn_RS", qt_catalogue=False, desktop="sr@latin"),
        # Made from sr_Latn by tools/translations.py, letter for letter: never edited.
        Language("sr", "Српски", "sr_Cyrl_RS", qt_catalogue=False, desktop="sr"),
    )
}

# The languages whose translation is complete: offered in View → Language, followed from
# the system, and checked entry by entry by tests/test_translation_files.py. A translator
# adds the code when the .ts is done (for Serbian, both "sr_Latn" and "sr").
SHIPPED: Final[tuple[str, ...]] = ("en", "da", "tr", "cs", "sr_Latn", "sr")

# The transliterated twin of a language: built from it by the tool, never by hand.
DERIVED: Final[dict[str, str]] = {"sr": "sr_Latn"}


def match_locale(ui_languages: Sequence[str], offered: Iterable[str]) -> str:
    """The first of the system's languages (BCP 47 names, most wanted first, as
    ``QLocale.uiLanguages()`` gives them) that is ``offered``; English when none is.

    Serbian goes by its script: ``sr-Latn-RS`` is ``sr_Latn``, ``sr-RS`` and
    ``sr-Cyrl-RS`` are ``sr`` (Cyrillic is Serbian's default script).
    """
    codes = set(offered)
    for name in ui_languages:
        parts = name.replace("_", "-").split("-")
        language = parts[0].lower()
        scripts = [p.title() for p in parts[1:] if len(p) == 4 and p.isalpha()]
        latin = scripts[:1] == ["Latn"]
        code = ("sr_Latn" if latin else "sr") if language == "sr" else language
        if code in codes:
            return code
    return SOURCE_LANGUAGE


# A locale as people write it: language, then script and region, by "_" or "-", in any
# case; a POSIX encoding and modifier may follow ("sr_RS.UTF-8@latin").
_LOCALE = re.compile(
    r"(?P<language>[A-Za-z]{2,3})"
    r"(?:[-_](?P<script>[A-Za-z]{4}))?"
    r"(?:[-_](?P<region>[A-Za-z]{2}|[0-9]{3}))?"
    r"(?:\.[A-Za-z0-9-]+)?"
    r"(?:@(?P<modifier>[A-Za-z]+))?"
)


def language_for(spelling: str) -> str | None:
    """The code of :data:`LANGUAGES` that ``spelling`` names (``da_DK``, ``DA``,
    ``sr-Latn``, ``sr_RS@latin``...), ``None`` if it names none of them. Serbian goes
    by its script, Cyrillic unless Latin is said; other languages have one script."""
    found = _LOCALE.fullmatch(spelling.strip())
    if found is None:
        return None
    language = found["language"].lower()
    latin = (found["script"] or "").title() == "Latn" or (
        (found["modifier"] or "").lower() == "latin"
    )
    code = ("sr_Latn" if latin else "sr") if language == "sr" else language
    return code if code in LANGUAGES else None
