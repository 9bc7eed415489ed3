"""One size limit for reading and writing a save (issue 31, point 3): what this version
writes, it reads; a long history stays small; the long saves version 2 wrote load and
are written again as version 3."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from save_v2 import v2_text

from bakers_dozen_qt.engine import Game, Move
from bakers_dozen_qt.engine.history import History, Step, StepKind
from bakers_dozen_qt.store import SavedGame, load_game, save_game
from bakers_dozen_qt.store import savegame as savegame_module

LINE = [Move.parse(m) for m in ["1-3", "2-3", "4-11", "4-f"]]  # legal in turn on deal 1


def restarts(rounds: int, tail: int = 2) -> tuple[Game, History]:
    """The same four moves and a restart, ``rounds`` times, then ``tail`` moves."""
    one = [Step(StepKind.MOVE, (m,)) for m in LINE]
    steps = [*one, Step(StepKind.RESTART)] * rounds + one[:tail]
    history = History(tuple(steps), len(steps))
    return history.replay(Game.from_deal(1)), history


def test_a_history_too_long_for_the_limit_is_written_within_it_and_read_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(savegame_module, "MAX_SAVE_BYTES", 20_000)
    game, history = restarts(2_000)  # 10,002 steps: far over 20,000 bytes
    path = tmp_path / "saved-game.json"
    save_game(path, SavedGame(game, 1, 600.0, history, hints=4))
    assert path.stat().st_size <= 20_000
    back = load_game(path)  # read with the same limit: no "far too large"
    assert back is not None
    assert back.game.position() == game.position()
    assert back.game.move_stack == game.move_stack
    assert (back.elapsed_seconds, back.hints, back.played) == (600.0, 4, True)
    # The oldest steps went, up to a restart; their moves are still counted.
    assert back.history.player_moves() == history.player_moves() == 8_002
    assert back.history.steps[-2:] == history.steps[-2:]
    assert len(back.history.steps) < len(history.steps)


def test_redo_steps_go_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(savegame_module, "MAX_SAVE_BYTES", 20_000)
    _, history = restarts(2_000)
    undone = History(history.steps, 3)  # almost everything undone: only redo is long
    at = undone.replay(Game.from_deal(1))
    path = tmp_path / "saved-game.json"
    save_game(path, SavedGame(at, 1, 60.0, undone))
    back = load_game(path)
    assert back is not None and back.history == History(history.steps[:3], 3)


def test_a_game_too_long_even_alone_is_not_written_and_the_last_save_stays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bakers_dozen_qt.store import StoreWriteError

    path = tmp_path / "saved-game.json"
    game, history = restarts(1)
    save_game(path, SavedGame(game, 1, 10.0, history))
    before = path.read_bytes()
    monkeypatch.setattr(savegame_module, "MAX_SAVE_BYTES", 300)  # not even the board fits
    with pytest.raises(StoreWriteError, match="too long to be saved"):
        save_game(path, SavedGame(game, 1, 20.0, history))
    assert path.read_bytes() == before


@pytest.mark.slow
def test_a_long_version_2_save_loads_and_is_written_again_small(tmp_path: Path) -> None:
    # More steps than the game the adversarial round played (19,600, 1.7 MB as version 2
    # wrote them, refused at the next start as "far too large"): its steps held more moves.
    game, history = restarts(4_500)
    saved = SavedGame(game, 1, 3_600.0, history, undos=12)
    path = tmp_path / "saved-game.json"
    path.write_text(v2_text(saved), encoding="utf-8")
    assert path.stat().st_size > 1_000_000
    back = load_game(path)
    assert back is not None and back.history == history and back.undos == 12
    save_game(path, back)
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 3
    assert path.stat().st_size < 150_000
    again = load_game(path)
    assert again is not None and again.history == history
