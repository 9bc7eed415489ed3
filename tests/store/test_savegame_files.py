"""The saved game on disk under damage: a file we could not read is kept aside, never
deleted or overwritten; writes fail with one typed error; orphans are cleaned."""

from __future__ import annotations

import builtins
import os
from pathlib import Path

import pytest

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.store import (
    Problem,
    SavedGame,
    SaveFileError,
    StoreWriteError,
    atomic,
    clean_save_orphans,
    discard_game,
    is_blocked,
    load_game,
    save_game,
)
from bakers_dozen_qt.store import savegame as savegame_module

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def a_save() -> SavedGame:
    game = Game.from_deal(3)
    game.play(next(iter(game.legal_moves)))
    return SavedGame(game, 3, 10.0)


def test_invalid_utf8_is_kept_aside_and_survives_the_next_save(tmp_path: Path) -> None:
    path = tmp_path / "saved-game.json"
    path.write_bytes(b'{"format": "\xff\xfe"}')
    with pytest.raises(SaveFileError, match="not UTF-8") as info:
        load_game(path)
    assert info.value.problem is Problem.SAVE_DAMAGED
    aside = tmp_path / "saved-game.json.damaged"
    assert info.value.kept_as == aside
    save_game(path, a_save())
    discard_game(path)
    assert aside.read_bytes() == b'{"format": "\xff\xfe"}'


def unreadable(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Mode 000; root reads anything, so for root the refusal is simulated."""
    path.chmod(0)
    if ROOT:
        real = savegame_module.read_limited

        def refuse(file: Path, limit: int) -> bytes:
            if Path(file) == path:
                raise PermissionError(13, "Permission denied", str(file))
            return real(file, limit)

        monkeypatch.setattr(savegame_module, "read_limited", refuse)


def test_an_unreadable_file_is_kept_aside_not_deleted_at_quit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "saved-game.json"
    path.write_text("my precious game", encoding="utf-8")
    unreadable(monkeypatch, path)
    with pytest.raises(SaveFileError, match="Permission denied") as info:
        load_game(path)
    assert info.value.problem is Problem.SAVE_UNREADABLE
    aside = tmp_path / "saved-game.json.damaged"
    assert info.value.kept_as == aside
    discard_game(path)  # what the app does at quit with nothing to save
    aside.chmod(0o600)
    assert aside.read_text(encoding="utf-8") == "my precious game"


def test_a_folder_in_place_of_the_save_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "saved-game.json"
    path.mkdir()
    (path / "inside").write_text("x", encoding="utf-8")
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    assert info.value.problem is Problem.SAVE_UNREADABLE
    assert (tmp_path / "saved-game.json.damaged" / "inside").read_text(encoding="utf-8") == "x"
    save_game(path, a_save())
    assert load_game(path) is not None


def test_a_huge_file_is_refused_without_being_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "saved-game.json"
    with open(path, "wb") as f:
        f.truncate(50_000_000)  # sparse: costs no disk
    opened: list[object] = []
    real = builtins.open
    monkeypatch.setattr(
        savegame_module, "open", lambda *a, **k: opened.append(a) or real(*a, **k), raising=False
    )
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    assert info.value.problem is Problem.SAVE_TOO_LARGE
    assert opened == []
    assert (tmp_path / "saved-game.json.damaged").stat().st_size == 50_000_000


def test_an_earlier_damaged_file_is_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "saved-game.json"
    (tmp_path / "saved-game.json.damaged").write_text("first", encoding="utf-8")
    (tmp_path / "saved-game.json.damaged.2").write_text("second", encoding="utf-8")
    path.write_text("{third", encoding="utf-8")
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    assert info.value.kept_as == tmp_path / "saved-game.json.damaged.3"
    assert (tmp_path / "saved-game.json.damaged").read_text(encoding="utf-8") == "first"
    assert (tmp_path / "saved-game.json.damaged.2").read_text(encoding="utf-8") == "second"
    assert (tmp_path / "saved-game.json.damaged.3").read_text(encoding="utf-8") == "{third"


def test_a_file_that_cannot_be_moved_aside_blocks_its_path_for_the_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "saved-game.json"
    path.write_bytes(b"\xff damaged")

    def cannot(*args: object) -> None:
        raise PermissionError(13, "Read-only file system")

    monkeypatch.setattr(os, "rename", cannot)
    monkeypatch.setattr(os, "link", cannot)
    with pytest.raises(SaveFileError, match="could not be moved aside") as info:
        load_game(path)
    assert info.value.kept_as is None
    monkeypatch.undo()
    assert is_blocked(path)
    with pytest.raises(StoreWriteError) as write:
        save_game(path, a_save())
    assert write.value.problem is Problem.SAVE_BLOCKED
    with pytest.raises(StoreWriteError):
        discard_game(path)
    assert path.read_bytes() == b"\xff damaged"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["saved-game.json"]


def test_a_failed_save_is_one_typed_error_and_the_old_save_is_intact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "saved-game.json"
    save_game(path, a_save())
    before = path.read_bytes()

    def full(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(StoreWriteError, match="No space left") as info:
        save_game(path, SavedGame(Game.from_deal(4), 4))
    assert info.value.problem is Problem.SAVE_WRITE_FAILED
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["saved-game.json"]


def test_a_folder_where_the_save_goes_is_a_typed_error_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "saved-game.json"
    path.mkdir()
    with pytest.raises(StoreWriteError):
        save_game(path, a_save())
    with pytest.raises(StoreWriteError):
        discard_game(path)
    assert path.is_dir()


@pytest.mark.skipif(ROOT, reason="root writes into read-only folders")
def test_a_read_only_folder_is_a_typed_error(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(StoreWriteError):
            save_game(folder / "saved-game.json", a_save())
    finally:
        folder.chmod(0o700)


def test_orphans_of_interrupted_saves_are_cleaned_and_nothing_else(tmp_path: Path) -> None:
    path = tmp_path / "saved-game.json"
    save_game(path, a_save())
    for name in [".saved-game.json.abc123.tmp", ".saved-game.json.x_9.tmp"]:
        (tmp_path / name).write_text("half a save", encoding="utf-8")
    keep = [".other.json.abc.tmp", "saved-game.json.damaged", "notes.tmp"]
    for name in keep:
        (tmp_path / name).write_text("x", encoding="utf-8")
    assert clean_save_orphans(path) == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([*keep, "saved-game.json"])
    assert clean_save_orphans(tmp_path / "missing-folder" / "saved-game.json") == 0


def test_the_folder_is_flushed_after_the_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "saved-game.json"
    seen: list[tuple[Path, bool]] = []
    monkeypatch.setattr(atomic, "fsync_dir", lambda folder: seen.append((folder, path.exists())))
    save_game(path, a_save())
    assert seen == [(tmp_path, True)]
