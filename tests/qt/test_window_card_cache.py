"""The disk cache of rendered card pictures: written once, read back, pruned."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from bakers_dozen_qt.engine.cards import parse_card
from bakers_dozen_qt.qt.art import CardPictures


def test_pictures_come_back_from_disk(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = CardPictures(disk_cache=tmp_path)
    rendered = first.face(parse_card("QS"), 80, 1.0).toImage()
    first.back(80, 1.0)
    first.persist()
    assert len(list(tmp_path.glob("*.png"))) == 2

    def no_render(*_: object) -> None:
        raise AssertionError("should have come from the disk cache")

    monkeypatch.setattr(CardPictures, "_render", no_render)
    second = CardPictures(disk_cache=tmp_path)
    again = second.face(parse_card("QS"), 80, 1.0)
    assert again.toImage() == rendered
    assert again.devicePixelRatio() == 1.0


def test_only_the_start_up_and_current_sizes_stay(qtbot: QtBot, tmp_path: Path) -> None:
    pics = CardPictures(disk_cache=tmp_path)
    for width in (80, 90, 100):
        pics.face(parse_card("2H"), width, 1.0)
        pics.persist()
    names = sorted(p.name for p in tmp_path.glob("*.png"))
    assert len(names) == 2
    assert any("-80-1-" in n for n in names) and any("-100-1-" in n for n in names)


def test_no_cache_folder_means_no_files(qtbot: QtBot, tmp_path: Path) -> None:
    pics = CardPictures()
    pics.face(parse_card("2H"), 80, 2.0)
    pics.persist()
    assert not list(tmp_path.iterdir())
