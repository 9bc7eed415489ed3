"""The language table (Qt-free) and ``bakers-dozen --lang``."""

from __future__ import annotations

import pytest

from bakers_dozen_qt import app_args
from bakers_dozen_qt.languages import LANGUAGES, SHIPPED, SOURCE_LANGUAGE, match_locale


@pytest.mark.parametrize(
    ("system", "offered", "code"),
    [
        (["da-DK", "en-US"], {"en", "da"}, "da"),
        (["sr-Latn-RS"], {"en", "sr", "sr_Latn"}, "sr_Latn"),
        (["sr-Cyrl-RS"], {"en", "sr", "sr_Latn"}, "sr"),
        (["sr-RS"], {"en", "sr", "sr_Latn"}, "sr"),  # Cyrillic is Serbian's default
        (["sr_Latn_RS"], {"en", "sr"}, "en"),  # Latin not offered: not Cyrillic instead
        (["cs-CZ", "de-DE"], {"en", "da"}, "en"),  # nothing offered: English
        (["de-DE", "tr-TR"], {"en", "tr"}, "tr"),  # the first one offered wins
        ([], {"en", "da"}, "en"),
    ],
)
def test_the_system_language_picks_the_closest_offered(
    system: list[str], offered: set[str], code: str
) -> None:
    assert match_locale(system, offered) == code


def test_the_table() -> None:
    assert list(LANGUAGES) == ["en", "da", "tr", "cs", "sr_Latn", "sr"]
    assert {LANGUAGES[c].name for c in LANGUAGES} == {
        "English",
        "Dansk",
        "Türkçe",
        "Čeština",
        "Srpski",
        "Српски",
    }
    assert SOURCE_LANGUAGE in SHIPPED and set(SHIPPED) <= set(LANGUAGES)


def test_lang_takes_any_known_language() -> None:
    assert app_args.parse_args(["--lang", "cs", "--deal", "3"]).lang == "cs"
    assert app_args.parse_args(["--deal", "3"]).lang is None


def test_an_unknown_lang_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        app_args.parse_args(["--lang", "xx", "--deal", "3"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err == (
        "bakers-dozen: error: unknown language 'xx'; use one of: en, da, tr, cs, sr_Latn, sr\n"
    )


@pytest.mark.parametrize(
    ("spelling", "code"),
    [
        ("da_DK", "da"),
        ("DA", "da"),
        ("da-dk", "da"),
        ("tr_TR.UTF-8", "tr"),
        ("cs-CZ", "cs"),
        ("en_GB", "en"),
        ("sr-Latn", "sr_Latn"),
        ("sr_latn", "sr_Latn"),
        ("sr-Latn-RS", "sr_Latn"),
        ("sr_RS@latin", "sr_Latn"),
        ("sr@latin", "sr_Latn"),
        ("sr_RS", "sr"),
        ("sr-Cyrl", "sr"),
        ("SR", "sr"),
    ],
)
def test_lang_takes_the_usual_spellings_of_a_locale(spelling: str, code: str) -> None:
    """Issue 26: ``--lang`` refused ``da_DK``, ``DA`` and ``sr-Latn``."""
    assert app_args.parse_args(["--lang", spelling, "--deal", "3"]).lang == code


@pytest.mark.parametrize("spelling", ["xx", "de_DE", "", "da_", "en-Latn-xx-yy@@"])
def test_a_locale_we_do_not_speak_is_still_refused(
    spelling: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as e:
        app_args.parse_args(["--lang", spelling, "--deal", "3"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("bakers-dozen: error: unknown language") and err.count("\n") == 1
