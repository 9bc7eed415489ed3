"""A Serbian desktop in Latin script (``LANG=sr_RS@latin``, ``LANGUAGE=sr@latin``) gets
the game in Latin script (issue 31): Qt drops the ``@latin`` modifier and answered
Cyrillic. The real app, started in a child process; the rule itself, in-process."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app_child import Home, run
from bakers_dozen_qt.languages import SHIPPED, match_locale
from bakers_dozen_qt.qt.words.i18n import posix_languages

LATIN_DESKTOP = {"LANG": "sr_RS.UTF-8@latin", "LANGUAGE": "sr@latin"}


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="a Unix desktop's locale")
@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        (LATIN_DESKTOP, "sr_Latn"),
        ({"LANG": "sr_RS@latin"}, "sr_Latn"),
        ({"LANG": "sr_RS.UTF-8"}, None),  # no modifier: Qt's own answer (Cyrillic)
        ({"LANG": "sr_RS@cyrillic"}, "sr"),
        ({"LANGUAGE": "da:sr@latin", "LANG": "sr_RS@latin"}, "da"),  # the first one asked
        # Under a C locale Qt still reads LANGUAGE (gettext does not): its script counts.
        ({"LANG": "C", "LANGUAGE": "sr@latin"}, "sr_Latn"),
        ({"LANG": "C.UTF-8", "LANGUAGE": "sr@latin:sr"}, "sr_Latn"),
        ({"LANG": "POSIX", "LANGUAGE": "sr"}, None),  # no modifier: Qt's own answer
    ],
)
def test_a_script_modifier_picks_the_script(environ: dict[str, str], expected: str | None) -> None:
    asked = posix_languages(environ)
    if expected is None:
        assert asked == []
    else:
        assert match_locale(asked, SHIPPED) == expected


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders and LANG")
@pytest.mark.parametrize(
    "desktop",
    [LATIN_DESKTOP, {"LANG": "C.UTF-8", "LANGUAGE": "sr@latin:sr"}],
    ids=["latin-locale", "c-locale"],
)
def test_the_game_speaks_latin_serbian_on_a_latin_desktop(
    tmp_path: Path, desktop: dict[str, str]
) -> None:
    env = Home(tmp_path).env(**desktop)
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    at_frame = (
        "from bakers_dozen_qt.qt.words import i18n\n"
        "print('SPEAKS', i18n.current().code, window.menuBar().actions()[0].text())\n"
        "report_and_close(window)"
    )
    proc = run(env, at_frame=at_frame)
    assert proc.returncode == 0, proc.stderr
    line = proc.stdout.split("SPEAKS ", 1)[1].splitlines()[0]
    assert line.startswith("sr_Latn "), line
    assert not any("\u0400" <= ch <= "\u04ff" for ch in line), line  # no Cyrillic letter
