"""Serbian Latin to Cyrillic (tools/serbian_cyrillic.py): letters, digraphs, and what stays."""

from __future__ import annotations

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
