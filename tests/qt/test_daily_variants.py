"""The daily deal and the variants (issue 36): a variant chosen while on the daily deal
opens that variant's daily deal of the same date (it was a numbered deal with the
daily's cards, counted as neither); from 2027-01-01 each variant's daily deal is its own
shuffle, dealt by the game exactly as the online board replays it."""

from __future__ import annotations

import datetime as dt

import pytest
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, make_window

from bakers_dozen_qt.engine import Game, daily_deal_number
from bakers_dozen_qt.engine.daily_replay import replay_daily
from bakers_dozen_qt.qt.files.settings import Preferences

pytestmark = pytest.mark.gui


def test_a_variant_chosen_on_the_daily_deal_opens_that_variants_daily_deal(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1))
    d = WindowDriver(qtbot, w)
    d.trigger("daily")
    today = daily_deal_number()
    assert d.deal_number() == today and d.tally().daily
    w.menus.actions.variants["spanish-patience"].trigger()
    assert w.session.game.rules.id == "spanish-patience"
    assert d.deal_number() == today and d.tally().daily  # still the daily deal
    assert w.session.game.initial == Game.from_daily(today, "spanish-patience").initial
    title = w.windowTitle()
    assert title.startswith("Spanish Patience · Daily Deal ") and f"Deal {today}" not in title
    w.menus.actions.variants["good-measure"].trigger()
    assert (
        d.tally().daily and w.session.game.initial == Game.from_daily(today, "good-measure").initial
    )
    d.trigger("new")  # a numbered deal: choosing a variant keeps to numbered deals
    numbered = d.deal_number()
    w.menus.actions.variants["bakers-dozen"].trigger()
    assert not d.tally().daily and d.deal_number() == numbered
    w.close()


def test_from_2027_each_variants_daily_is_its_own_and_the_board_takes_its_moves(
    qtbot: QtBot, prefs: Preferences
) -> None:
    w = make_window(qtbot, prefs, Game.from_deal(1))
    d = WindowDriver(qtbot, w)
    first = dt.date(2027, 1, 1)
    w.new_games.today = lambda: first
    layouts = {}
    for variant in ("bakers-dozen", "spanish-patience"):
        w.menus.actions.variants[variant].trigger()
        d.trigger("daily")
        assert d.deal_number() == 20270101 and d.tally().daily
        layouts[variant] = w.session.game.initial.columns
        line = []
        for _ in range(4):
            move = next(iter(w.session.game.legal_moves))
            d.play(move)
            line.append(move)
        replayed = replay_daily(first, variant, line, 60.0)  # the board's judgement
        assert replayed.cards_up == w.session.game.cards_on_foundations
    assert layouts["bakers-dozen"] != layouts["spanish-patience"]
    w.close()
