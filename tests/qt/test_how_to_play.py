"""Help > How to Play: the rules of the variant on the table, worded from its parameters."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTextBrowser
from pytestqt.qtbot import QtBot
from window_driver import make_window

from bakers_dozen_qt.engine import Build, EmptyColumn, Game, custom_rules
from bakers_dozen_qt.engine.rules import VARIANTS
from bakers_dozen_qt.engine.scoring import POINTS_PER_CARD, TIME_BONUS_SECONDS, WIN_BONUS
from bakers_dozen_qt.languages import Language
from bakers_dozen_qt.qt.dialogs.how_to_play import HowToPlayDialog, RulesText
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.window.window import MainWindow
from bakers_dozen_qt.qt.words import i18n


def open_rules(qtbot: QtBot, w: MainWindow) -> HowToPlayDialog:
    w.menus.actions.rules.trigger()
    dialog = w.findChild(HowToPlayDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_the_rules_follow_the_variant_on_the_table(qtbot: QtBot, prefs: Preferences) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(5))
    dialog = open_rules(qtbot, w)
    text = dialog.browser.toPlainText()
    assert text.startswith("Baker's Dozen")
    assert "13 columns of 4 cards" in text
    assert "stays empty for the rest of the game" in text
    assert "the kings of each column move to its bottom" in text
    assert "whatever its suit" in text
    assert "Solve" in text  # the menu entry, as the menu names it

    w.choose_variant("castles-in-spain")
    text = dialog.browser.toPlainText()
    assert text.startswith("Castles in Spain")
    assert "Only the top card of each column is dealt face up" in text
    assert "of the other colour" in text
    assert "An empty column takes any card." in text
    assert "The kings stay where they are dealt." in text
    assert "Solve" not in text  # no solver while cards lie face down

    w.choose_variant("good-measure")
    text = dialog.browser.toPlainText()
    assert "10 columns of 5 cards" in text and "two aces" in text
    # Asking again brings the same dialog forward.
    w.menus.actions.rules.trigger()
    assert w.findChildren(HowToPlayDialog) == [dialog]
    w.close()


def test_every_variant_and_every_custom_rule_set_reads_its_own_rules(qapp: object) -> None:
    words = RulesText(None)
    texts = {rules.id: words.html(rules) for rules in VARIANTS.values()}
    assert len(set(texts.values())) == len(texts)
    customs = set()
    for down, kings, build, empty in itertools.product(
        range(4), (True, False), list(Build), list(EmptyColumn)
    ):
        rules = custom_rules(
            face_down_rows=down, kings_to_bottom=kings, build=build, empty_column=empty
        )
        customs.add(words.html(rules))
    assert len(customs) == 4 * 2 * 3 * 3  # each parameter changes what the text says
    two_down = words.html(custom_rules(face_down_rows=2))
    assert "The bottom 2 cards of each column are dealt face down." in two_down
    one_down = words.html(custom_rules(face_down_rows=1))
    assert "The bottom card of each column is dealt face down." in one_down


@pytest.mark.slow
def test_the_rules_change_language_while_open(
    qtbot: QtBot, prefs: Preferences, pseudo_language: tuple[Language, Path]
) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(5))
    dialog = open_rules(qtbot, w)
    english = dialog.browser.toPlainText()
    i18n.set_language(*pseudo_language)
    qtbot.waitUntil(lambda: dialog.browser.toPlainText() != english)
    assert "Goal ~ Goal" in dialog.browser.toPlainText()
    assert dialog.windowTitle() == "How to Play ~ How to Play"
    w.close()


def test_the_score_rules_numbers_are_those_the_translations_word() -> None:
    # The Score paragraph's plurals were written for these numbers (5 "bodů", 500 "poena"):
    # a change here means reading that paragraph again in every language.
    assert (POINTS_PER_CARD, WIN_BONUS, TIME_BONUS_SECONDS) == (5, 500, 1200)


def test_a_translated_name_shows_the_english_name_beside_it(
    qtbot: QtBot, prefs: Preferences
) -> None:
    """Each language's own name where its players have one, and the English name beside
    it, to look the game up by; a name kept in English is not said twice."""
    assert i18n.set_language("da")
    w = make_window(qtbot, prefs, Game.from_deal(5))
    text = open_rules(qtbot, w).findChild(QTextBrowser).toPlainText()
    assert text.startswith("Bagerens dusin (Baker's Dozen)\n")
    w.close()
    assert i18n.set_language("cs")
    w = make_window(qtbot, prefs, Game.from_deal(5, VARIANTS["good-measure"]))
    text = open_rules(qtbot, w).findChild(QTextBrowser).toPlainText()
    assert text.startswith("Good Measure\n") and "(Good Measure)" not in text
    w.close()
