"""The atlas where the player sees it: each deal's difficulty in the status bar, Winnable
Deals Only dealing a deal of the difficulty chosen, and the daily deal's par beside the
player's moves."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from window_driver import WindowDriver, make_window, new_game_from

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.engine.atlas.par import daily_par
from bakers_dozen_qt.engine.atlas.table import atlas_for, variants_with_tables
from bakers_dozen_qt.engine.budgets import BUDGETS
from bakers_dozen_qt.engine.rules import VARIANTS, custom_rules
from bakers_dozen_qt.languages import SHIPPED
from bakers_dozen_qt.qt.files.settings import Preferences
from bakers_dozen_qt.qt.words import i18n

BUDGETS_BY_NODES = BUDGETS.by_nodes(20_000)


def driver(
    qtbot: QtBot, prefs: Preferences, game: Game, deal: int, daily: bool = False
) -> WindowDriver:
    w = make_window(qtbot, prefs, game, deal, budgets=BUDGETS_BY_NODES, daily=daily)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    d = WindowDriver(qtbot, w)
    d.focus_table()
    return d


def test_the_status_bar_shows_the_deals_difficulty(qtbot: QtBot, prefs: Preferences) -> None:
    atlas = atlas_for("bakers-dozen")
    assert atlas is not None
    deal = atlas.won_deals(4)[0]
    d = driver(qtbot, prefs, Game.from_deal(deal), deal)
    label = d.status_label("difficulty")
    assert label.isVisible() and label.text() == "Difficulty 4/5"
    assert "1 (easiest) to 5 (hardest)" in label.toolTip()
    # A lost deal, a custom game and a deal past the atlas have no difficulty to show.
    for game, number in ((Game.from_deal(104), 104), (Game.from_deal(7, custom_rules()), 7)):
        new_game_from(d.window, game, number)
        assert not label.isVisible()
    d.window.close()


def test_winnable_deals_only_deals_a_deal_of_the_difficulty_chosen(
    qtbot: QtBot, prefs: Preferences
) -> None:
    atlas = atlas_for("bakers-dozen")
    assert atlas is not None
    d = driver(qtbot, prefs, Game.from_deal(1), 1)
    assert d.checked("difficulties/")  # any difficulty, until one is chosen
    # Each level's tooltip says which games' deals have a difficulty: those the atlas has a
    # table of (the status bar's one line has the short tip: see the test below).
    level = d.action("difficulties/3")
    games = " · ".join(VARIANTS[v].name for v in variants_with_tables())
    assert games.startswith("Baker's Dozen · Spanish Patience · ")
    assert f"({games}; other games: any winnable deal)" in level.toolTip()
    assert level.toolTip().startswith("<p>")  # rich text: Qt wraps it into lines
    assert (
        level.statusTip()
        == "With Winnable Deals Only on, New Deal deals a deal of this difficulty."
    )
    d.trigger("winnable_only")
    d.trigger("difficulties/5")  # Game > Winnable Deals' Difficulty > 5 – Hardest
    assert prefs.winnable_difficulty == "5" and d.checked("difficulties/5")
    seen = set()
    for _ in range(4):
        d.key(Qt.Key.Key_F2)  # New Deal: dealt at once, from the atlas
        number = d.deal_number()
        assert number is not None and atlas.difficulty(number) == 5
        assert d.status_text("difficulty") == "Difficulty 5/5"
        seen.add(number)
    assert len(seen) > 1  # drawn at random among them
    assert not d.deal_search().busy  # no solver was asked
    d.trigger("difficulties/1")
    d.key(Qt.Key.Key_F2)
    number = d.deal_number()
    assert number is not None and atlas.difficulty(number) == 1
    d.window.close()


def test_the_daily_deal_shows_its_par_beside_the_moves(qtbot: QtBot, prefs: Preferences) -> None:
    date = dt.date(2026, 12, 1)
    par = daily_par("bakers-dozen", date)
    assert par is not None and par.own is not None
    number = 20261201
    d = driver(qtbot, prefs, Game.from_deal(number), number, daily=True)
    assert d.status_text("moves") == f"Moves 0 · par {par.own}"
    assert "best-known" in d.status_label("moves").toolTip()
    move = next(m for m in d.window.session.game.legal_moves if m.target >= 0)
    d.drag_move(move)
    assert d.status_text("moves") == f"Moves 1 · par {par.own}"
    # The same deal, not as the daily deal: no par.
    new_game_from(d.window, Game.from_deal(number), number)
    assert d.status_text("moves") == "Moves 0"
    d.window.close()


def test_each_level_s_tip_fits_the_status_bar_in_every_language(
    qtbot: QtBot, prefs: Preferences
) -> None:
    # A tip longer than the room left of the score, clock and deal is cut off mid-word.
    d = driver(qtbot, prefs, Game.from_deal(1), 1)
    bar = d.window.statusBar()
    for code in SHIPPED:
        assert i18n.set_language(code)
        QApplication.processEvents()  # the permanent figures laid out in their new words
        shown = [
            w
            for w in bar.findChildren(QWidget)
            if w.parent() is bar and w.isVisible() and w.x() > 0
        ]
        room = min(w.x() for w in shown)
        for level in ("", "1", "5"):
            tip = d.action(f"difficulties/{level}").statusTip()
            assert tip
            assert bar.fontMetrics().horizontalAdvance(tip) < room, (code, tip)
    d.window.close()
