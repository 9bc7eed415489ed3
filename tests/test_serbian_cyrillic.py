"""Serbian Latin to Cyrillic (tools/serbian_cyrillic.py): letters, digraphs, and what stays."""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

from serbian_cyrillic import DIGRAPHS, LETTERS, to_cyrillic


def test_the_thirty_letters_map_one_to_one() -> None:
    latin = sorted(LETTERS) + sorted(DIGRAPHS)
    cyrillic = [to_cyrillic(letter) for letter in latin]
    assert len(latin) == len(set(cyrillic)) == 30
    assert to_cyrillic("abvgdđežzijklljmnnjoprstćufhcčdžš") == "абвгдђежзијклљмнњопрстћуфхцчџш"


@pytest.mark.parametrize(
    ("latin", "cyrillic"),
    [
        ("Ljubav LJUBAV ljubav", "Љубав ЉУБАВ љубав"),
        ("Njegov NJEGOV", "Његов ЊЕГОВ"),
        ("džep Džep DŽEP", "џеп Џеп ЏЕП"),
        ("Đorđe ČĆŠŽ", "Ђорђе ЧЋШЖ"),
        ("Kolona {column} je prazna.", "Колона {column} је празна."),
        ("Potez %n od %1, %L2", "Потез %n од %1, %L2"),
        ("Partija %1, %Ln poena", "Партија %1, %Ln поена"),
        ("Red „Foundations:“ (H-5, C-0, S-K)", "Ред „Foundations:“ (H-5, C-0, S-K)"),
        ("<b>Pobeda!</b>&nbsp;&#8212;", "<b>Победа!</b>&nbsp;&#8212;"),
        ('<a href="https://primer.rs/a">veza</a>', '<a href="https://primer.rs/a">веза</a>'),
        ("Qt {qt} i PySide6 (GNU LGPL)", "Qt {qt} и PySide6 (GNU LGPL)"),
        ("u bakers-dozen-solve --board -", "у bakers-dozen-solve --board -"),
        ("vodi pomoću bakers-dozen-server.", "води помоћу bakers-dozen-server."),
        ("Baker's Dozen je pasijans", "Baker's Dozen је пасијанс"),
        ("crno-bela", "црно-бела"),
        ("Pritisnite P ili Shift+Tab; F šalje", "Притисните P или Shift+Tab; F шаље"),
        ("CSV datoteke (*.csv)", "CSV датотеке (*.csv)"),
    ],
)
def test_text_and_what_is_not_serbian(latin: str, cyrillic: str) -> None:
    assert to_cyrillic(latin) == cyrillic


def test_accelerators_stay_in_front_of_their_letter() -> None:
    assert to_cyrillic("&Nova partija") == "&Нова партија"
    assert to_cyrillic("Po&moć") == "По&моћ"
    # An accelerator cannot mark half a letter: it moves in front of the digraph.
    assert to_cyrillic("N&jegov") == "&Његов"
    assert to_cyrillic("Pre&dže") == "Пре&џе"
    assert to_cyrillic("Crno && belo") == "Црно && бело"


def test_two_letters_that_only_look_like_one() -> None:
    assert to_cyrillic("injekcija Konjunkcija nadživeti") == "инјекција Конјункција надживети"


# Latin words a Cyrillic text may hold: names (programs, licences, the game), the board
# text's words and card letters, and keys as the keyboard shows them.
NAMES_AND_NOTATION = frozenset(
    {
        *("Baker's", "Baker’s", "Dozen", "bakers", "dozen", "solve", "server", "fc"),
        *("Qt", "PySide", "GNU", "GPL", "LGPL", "CSV", "csv", "FreeCell", "Freecell"),
        *("Spanish", "Patience", "Portuguese", "Solitaire", "Good", "Measure"),
        *("Castles", "in", "Spain", "Foundations", "Freecells"),
        *("Backspace", "Enter", "Shift", "Home", "End", "Esc", "Tab", "Ctrl", "Alt"),
        *("Page", "Up", "Down", "Meta", "Ins", "Del", "PgUp", "PgDown"),
        *"AJQKTCDHSPF",  # ranks and suits of the board text; the keys P and F
        "partije",  # in bakers-dozen-partije.csv, a file name kept in ASCII
        *("pip", "install", "qt"),  # pip install 'bakers-dozen-qt[server]': a command
    }
)
_NOT_TEXT = re.compile(
    r"""%(?:L?\d{1,2}|L?n|%)                     # Qt placeholders
      | \{[A-Za-z_][A-Za-z0-9_]*(?:[:!][^{}]*)?\} # Python format fields
      | <[^<>]*>                                 # HTML tags
      | &(?:[A-Za-z][A-Za-z0-9]*|\#\d+);         # HTML entities
      | \b(?:https?|file)://\S+                  # web addresses
      | (?<![\w-])--?[A-Za-z][\w-]*              # command-line options
    """,
    re.VERBOSE,
)


def cyrillic_texts() -> list[str]:
    ts = Path(__file__).resolve().parents[1] / "src/bakers_dozen_qt/translations/sr.ts"
    found = re.findall(r"<(translation|numerusform)[^>]*>(.*?)</\1>", ts.read_text("utf-8"), re.S)
    return [html.unescape(body) for tag, body in found if "<numerusform>" not in body]


def test_no_cyrillic_translation_holds_latin_letters_but_names_and_notation() -> None:
    """A Latin letter in Cyrillic text is a slip ("Ррикажи": a Latin P before an
    accelerator); only whole names and the board's notation stay Latin."""
    stray: list[tuple[str, str]] = []
    for text in cyrillic_texts():
        # An accelerator's & sits inside a word: take it out to see the word whole.
        words = _NOT_TEXT.sub(" ", text).replace("&&", " ").replace("&", "")
        for word in re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)?", words):
            if re.search("[A-Za-z]", word) and (
                re.search("[\u0400-\u04ff]", word) or word not in NAMES_AND_NOTATION
            ):
                stray.append((word, text))
    assert stray == []


def test_a_key_letter_before_an_accelerator_is_part_of_its_word() -> None:
    assert to_cyrillic("P&rikaži tastere") == "П&рикажи тастере"
    assert to_cyrillic("Pritisnite P ili F.") == "Притисните P или F."
