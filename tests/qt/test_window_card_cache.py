"""The disk cache of rendered card pictures: written once, read back, pruned."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from bakers_dozen_qt.qt.art.card_art import CardArt


def test_pictures_come_back_from_disk(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = CardArt(disk_cache=tmp_path)
    rendered = first.face("QS", 80, 1.0).toImage()
    first.back(80, 1.0)
    first.persist()
    assert len(list(tmp_path.iterdir())) == 2

    def no_render(*_: object) -> None:
        raise AssertionError("should have come from the disk cache")

    monkeypatch.setattr(CardArt, "_render", no_render)
    second = CardArt(disk_cache=tmp_path)
    again = second.face("QS", 80, 1.0)
    assert again.toImage() == rendered
    assert again.devicePixelRatio() == 1.0


def test_only_the_start_up_and_current_sizes_stay(qtbot: QtBot, tmp_path: Path) -> None:
    art = CardArt(disk_cache=tmp_path)
    for width in (80, 90, 100):
        art.face("2H", width, 1.0)
        art.persist()
    names = sorted(p.name for p in tmp_path.iterdir())
    assert len(names) == 2
    assert any("-80-1-" in n for n in names) and any("-100-1-" in n for n in names)


def test_no_cache_folder_means_no_files(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Anything written to a folder of its own choosing (relative to the working folder,
    # or the platform's cache folder) would land under tmp_path.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    given = tmp_path / "given"
    with_folder, without = CardArt(disk_cache=given), CardArt()
    for art in (with_folder, without):
        art.face("2H", 80, 2.0)
        art.back(80, 2.0)
        art.persist()
    # The same steps write the two pictures where a folder is given, and nowhere else.
    written = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    assert len(written) == 2
    assert all(p.parts[0] == "given" for p in written)


def test_a_damaged_picture_is_drawn_again(qtbot: QtBot, tmp_path: Path) -> None:
    first = CardArt(disk_cache=tmp_path)
    rendered = first.face("QS", 80, 1.0).toImage()
    first.persist()
    (kept,) = tmp_path.iterdir()
    whole = kept.read_bytes()
    for damaged in (whole[: len(whole) // 2], b"not a picture", b""):
        kept.write_bytes(damaged)
        again = CardArt(disk_cache=tmp_path).face("QS", 80, 1.0)
        assert again.toImage() == rendered


def test_pictures_an_older_version_cached_are_removed(qtbot: QtBot, tmp_path: Path) -> None:
    older = tmp_path / "classic-QS-80-1-18ef036ce3c67faa-944.png"  # as versions to 0.9 kept
    older.write_bytes(b"\x89PNG")
    art = CardArt(disk_cache=tmp_path)
    art.face("QS", 80, 1.0)
    art.persist()
    assert not older.exists()
    assert len(list(tmp_path.iterdir())) == 1


def test_svg_renderers_are_kept_only_once_asked(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A parsed deck holds some 8 MB: before the first frame (the start-up's peak memory)
    # each SVG is parsed, drawn and let go; once the table is up they are kept, so that a
    # resized window draws its cards again without parsing them again.
    from PySide6 import QtSvg

    parsed: list[str] = []
    real = QtSvg.QSvgRenderer

    def counting(path: str) -> QtSvg.QSvgRenderer:
        parsed.append(Path(path).name)
        return real(path)

    monkeypatch.setattr(QtSvg, "QSvgRenderer", counting)
    art = CardArt()
    art.face("QS", 80, 1.0)
    art.face("QS", 90, 1.0)
    assert parsed == ["QS.svg", "QS.svg"]
    art.keep_renderers()
    art.face("QS", 100, 1.0)
    art.face("QS", 110, 1.0)
    assert parsed == ["QS.svg", "QS.svg", "QS.svg"]
