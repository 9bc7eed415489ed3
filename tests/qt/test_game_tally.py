"""The tally turns itself into the saved game's fields and the statistics' record."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.engine.history import History
from bakers_dozen_qt.qt.play.game_tally import Tally
from bakers_dozen_qt.store import load_game, save_game

TALLY = Tally(hints=3, undos=2, helped=True, played=True, daily=True, counted=True)


def test_a_tally_comes_back_from_its_save(tmp_path: Path) -> None:
    game = Game.from_deal(5)
    move = next(iter(game.legal_moves))
    game.push(move)
    path = tmp_path / "save.json"
    save_game(path, TALLY.save(game, 5, 42.0, History()))
    back = load_game(path)
    assert (back.deal, back.elapsed_seconds, back.game.move_stack) == (5, 42.0, (move,))
    # Everything but "counted": a saved game is one in progress, never counted yet.
    assert Tally.of_save(back) == dataclasses.replace(TALLY, counted=False)


def test_the_record_of_a_game_carries_its_tally() -> None:
    game = Game.from_deal(8, "good-measure")
    r = TALLY.record(game, 8, won=False, moves=4, seconds=61.5)
    assert (r.variant, r.deal, r.won, r.moves, r.seconds) == ("good-measure", 8, False, 4, 61.5)
    assert r.score == game.score(61.5)
    assert (r.hints, r.undos, r.helped, r.daily) == (3, 2, True, True)
