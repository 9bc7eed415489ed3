"""Serbian Latin script to Cyrillic, letter for letter (Vuk's alphabet, 30 letters each).

The two scripts map one to one, except that three Latin letters are written with two
characters: lj → љ, nj → њ, dž → џ. They are read first, in any case (``Lj``, ``LJ``).
What is not Serbian text passes through unchanged:

- placeholders: ``%1``, ``%L2``, ``%n``, ``%Ln``, ``%%`` and Python's ``{name}`` fields;
- HTML tags and entities: ``<b>``, ``<a href="...">``, ``&nbsp;``, ``&#8212;``;
- web addresses, command-line options (``--board``), words with a letter Serbian does
  not have (q, w, x, y: ``Qt``, ``PySide6``) and the names in :data:`KEEP_LATIN`
  (``bakers-dozen-solve``, ``GNU``, the games' English names);
- a keyboard accelerator's ``&`` stays in front of its letter, and the letter is
  transliterated with the word (``&Nova`` → ``&Нова``); ``&&`` is a literal ampersand.
  An ``&`` that would split a digraph moves in front of it (``N&jegov`` → ``&Његов``).

Words where two letters only look like a digraph (``injekcija``: n + j) are listed in
:data:`NOT_DIGRAPHS`; add any such word a translation needs.
"""

from __future__ import annotations

import re
from typing import Final

LETTERS: Final = {
    "a": "а", "b": "б", "c": "ц", "č": "ч", "ć": "ћ", "d": "д", "đ": "ђ", "e": "е",
    "f": "ф", "g": "г", "h": "х", "i": "и", "j": "ј", "k": "к", "l": "л", "m": "м",
    "n": "н", "o": "о", "p": "п", "r": "р", "s": "с", "š": "ш", "t": "т", "u": "у",
    "v": "в", "z": "з", "ž": "ж",
}  # fmt: skip
DIGRAPHS: Final = {"lj": "љ", "nj": "њ", "dž": "џ"}

# Stems in which "nj", "lj" or "dž" are two letters, not one (a prefix and a root).
NOT_DIGRAPHS: Final = {
    "injekc": "инјекц",
    "konjunkc": "конјункц",
    "vanjezič": "ванјезич",
    "nadživ": "наджив",
    "podžanr": "поджанр",
}
# Names that stay in Latin letters inside Cyrillic text: programs, licences, the
# English names of the games, should a translation keep one, and the names of keys
# (Cyrillic Serbian software writes "Shift+Tab", "P" as the keyboard shows them).
KEEP_LATIN: Final = (
    "bakers-dozen-solve",
    "bakers-dozen-server",
    # The command that installs the server, as the player types it.
    "pip install 'bakers-dozen-qt[server]'",
    # The file name Statistics → Save offers: plain ASCII in either script.
    "bakers-dozen-partije.csv",
    "bakers-dozen",
    "fc-solve",
    "GNU",
    "LGPL",
    "GPL",
    "FreeCell",
    "Freecell",
    "Baker's Dozen",
    "Baker’s Dozen",
    "Spanish Patience",
    "Portuguese Solitaire",
    "Good Measure",
    "Castles in Spain",
    # Words of the board text format, which the game reads in Latin letters only.
    "Foundations",
    "Freecells",
    "H-5",
    "C-0",
    "S-K",
    # Keys as the keyboard and the shortcuts name them, and a file type.
    "Backspace",
    "Enter",
    "Shift",
    "Home",
    "End",
    "Page Up",
    "Page Down",
    "Esc",
    "Tab",
    "Ctrl",
    "Alt",
    "Meta",
    "Ins",
    "Del",
    "PgUp",
    "PgDown",
    "P",
    "F",
    "CSV",
    "csv",
)

_PROTECTED = re.compile(
    r"""
      %(?:L?\d{1,2}|L?n|%)                     # Qt placeholders
    | \{[A-Za-z_][A-Za-z0-9_]*(?:[:!][^{}]*)?\} # Python format fields
    | <[^<>]*>                                 # HTML tags
    | &(?:[A-Za-z][A-Za-z0-9]*|\#\d+|\#x[0-9A-Fa-f]+);  # HTML entities
    | &&                                       # a literal ampersand
    | \b(?:https?|file)://\S+                  # web addresses
    | (?<![\w-])--?[A-Za-z][\w-]*              # command-line options
    | \b\w*[QWXYqwxy]\w*\b                     # words Serbian does not write
    """
    + "|"
    # A name stands alone: a letter joined to a word by an accelerator's & ("P&rikaži")
    # is part of that word, not the key P.
    + "|".join(rf"(?<![\w&-]){re.escape(word)}(?!&?[\w-])" for word in KEEP_LATIN),
    re.VERBOSE,
)


def to_cyrillic(text: str) -> str:
    """``text`` in Cyrillic script, everything that is not Serbian left as it was."""
    out: list[str] = []
    at = 0
    for match in _PROTECTED.finditer(text):
        out.append(_letters(text[at : match.start()]))
        out.append(match.group())
        at = match.end()
    out.append(_letters(text[at:]))
    return "".join(out)


_SPLIT_DIGRAPH = re.compile(r"([lLnN])&([jJ])|([dD])&([žŽ])")


def _letters(text: str) -> str:
    # An accelerator cannot sit inside a letter: N&jegov marks the letter Њ.
    text = _SPLIT_DIGRAPH.sub(lambda m: "&" + "".join(g for g in m.groups() if g), text)
    out: list[str] = []
    i = 0
    while i < len(text):
        stem = _exception_at(text, i)
        if stem is not None:
            latin, cyrillic = stem
            out.append(_match_case(text[i : i + len(latin)], cyrillic))
            i += len(latin)
            continue
        pair = text[i : i + 2]
        if pair.lower() in DIGRAPHS:
            out.append(_match_case(pair, DIGRAPHS[pair.lower()]))
            i += 2
            continue
        ch = text[i]
        lower = ch.lower()
        if lower in LETTERS:
            cyr = LETTERS[lower]
            out.append(cyr.upper() if ch != lower else cyr)
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def _exception_at(text: str, i: int) -> tuple[str, str] | None:
    if i and text[i - 1].isalpha():
        return None  # stems are matched at the start of a word only
    rest = text[i:].lower()
    for latin, cyrillic in NOT_DIGRAPHS.items():
        if rest.startswith(latin):
            return latin, cyrillic
    return None


def _match_case(latin: str, cyrillic: str) -> str:
    """``cyrillic`` in ``latin``'s case: all capitals, a capital first, or lower case."""
    if len(latin) > 1 and latin.isupper():
        return cyrillic.upper()
    if latin[:1].isupper():
        return cyrillic[:1].upper() + cyrillic[1:]
    return cyrillic
