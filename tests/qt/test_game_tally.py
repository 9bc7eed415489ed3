"""The tally turns itself into the saved game's fields and the statistics' record."""

from __future__ import annotations

from pathlib import Path

import pytest

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
    assert back is not None
    assert (back.deal, back.elapsed_seconds, back.game.move_stack) == (5, 42.0, (move,))
    # Everything but "counted": a saved game is one in progress, never counted yet.
    assert Tally.of_save(back) == Tally(hints=3, undos=2, helped=True, played=True, daily=True)


def test_the_record_of_a_game_carries_its_tally() -> None:
    game = Game.from_deal(8, "good-measure")
    r = TALLY.record(game, 8, won=False, moves=4, seconds=61.5)
    assert (r.variant, r.deal, r.won, r.moves, r.seconds) == ("good-measure", 8, False, 4, 61.5)
    assert r.score == game.score(61.5)
    assert (r.hints, r.undos, r.helped, r.daily) == (3, 2, True, True)


def test_a_tally_changes_as_the_game_goes_and_compares_by_value() -> None:
    tally = Tally(daily=True)
    assert tally == Tally(0, 0, False, False, True, False) != Tally()
    tally.hints += 1
    tally.helped = True
    assert tally == Tally(hints=1, helped=True, daily=True)
    assert repr(tally) == (
        "Tally(hints=1, undos=0, helped=True, played=False, daily=True, counted=False)"
    )
    with pytest.raises(TypeError):
        hash(tally)  # it changes: never a key
    with pytest.raises(AttributeError):
        tally.hint = 2  # type: ignore[attr-defined]  # a misspelt field is no new one
