"""The generated deck: committed files match the generator, and every layout finds them."""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from bakers_dozen_qt import resources
from bakers_dozen_qt.resources import asset_path, assets_root

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
TOOLS = ROOT / "tools"
STYLES = ("classic", "fourcolor", "classic-large", "fourcolor-large")
CARDS = [r + s for s in "CDHS" for r in "A23456789TJQK"]
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


@pytest.fixture(scope="module")
def tools() -> Iterator[None]:
    sys.path.insert(0, str(TOOLS))
    try:
        yield
    finally:
        sys.path.remove(str(TOOLS))


def _tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*.svg")}


@pytest.mark.slow
def test_generator_output_matches_the_committed_assets(tmp_path: Path) -> None:
    # The generator is stdlib only, so it runs under any interpreter.
    subprocess.run(
        [sys.executable, str(TOOLS / "make_deck.py"), "--out", str(tmp_path)], check=True
    )
    fresh, committed = _tree(tmp_path), _tree(ASSETS)
    assert len(fresh) == 4 * 52 + 6 + 5 + 1
    stale = sorted(set(committed) - set(fresh))
    assert not stale, f"SVGs the generator no longer makes: {stale}"
    differing = sorted(name for name in fresh if committed.get(name) != fresh[name])
    assert not differing, (
        f"{len(differing)} assets differ from tools/make_deck.py output, e.g. {differing[:3]}; "
        "run `uv run python tools/make_deck.py && uv run python tools/make_icons.py`"
    )


@pytest.mark.slow
def test_generator_is_deterministic(tmp_path: Path, tools: None) -> None:
    make_deck = importlib.import_module("make_deck")
    assert make_deck.all_files() == make_deck.all_files()


def test_svgs_are_well_formed_and_text_free() -> None:
    import xml.etree.ElementTree as ET

    ns = "{http://www.w3.org/2000/svg}"
    for style in STYLES:
        for card in CARDS:
            root = ET.parse(ASSETS / "cards" / style / f"{card}.svg").getroot()
            assert root.get("viewBox") == "0 0 250 350"
            # Indices are paths: text would render differently on every system.
            assert root.find(f".//{ns}text") is None
            assert len(root.findall(f".//{ns}path")) >= 5


def test_icon_files(tools: None) -> None:
    containers = importlib.import_module("deckgen.containers")
    icon = ASSETS / "icon"
    assert (icon / "bakers-dozen.svg").is_file()
    for size in PNG_SIZES:
        data = (icon / f"bakers-dozen-{size}.png").read_bytes()
        assert containers.png_size(data) == (size, size)
    ico = containers.read_ico((icon / "bakers-dozen.ico").read_bytes())
    assert [size for size, _ in ico] == [16, 24, 32, 48, 64, 128, 256]
    assert all(containers.png_size(png) == (size, size) for size, png in ico)
    icns = containers.read_icns((icon / "bakers-dozen.icns").read_bytes())
    kinds = {kind: containers.png_size(png) for kind, png in icns}
    assert kinds[b"ic07"] == (128, 128)
    assert kinds[b"ic08"] == (256, 256)
    assert kinds[b"ic09"] == (512, 512)
    assert kinds[b"ic10"] == (1024, 1024)


@pytest.mark.slow
def test_icons_are_reproducible_and_match_the_svg(
    tmp_path: Path, tools: None, qapp: object
) -> None:
    from PySide6.QtGui import QImage

    make_icons = importlib.import_module("make_icons")
    svg = ASSETS / "icon" / "bakers-dozen.svg"
    first = make_icons.make_icons(svg, tmp_path / "a")
    second = make_icons.make_icons(svg, tmp_path / "b")
    assert first == second
    # Rasterisers may differ by a shade between platforms, so compare pixels loosely:
    # this still catches PNGs that were not regenerated after the SVG changed.
    for size in (32, 256):
        name = f"bakers-dozen-{size}.png"
        fresh = QImage.fromData(first[name]).convertToFormat(QImage.Format.Format_RGBA8888)
        kept = QImage(str(ASSETS / "icon" / name)).convertToFormat(QImage.Format.Format_RGBA8888)
        a, b = bytes(fresh.constBits()), bytes(kept.constBits())
        assert len(a) == len(b)
        assert sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a) < 2.0, name


def test_asset_path_finds_the_checkout_assets() -> None:
    path = asset_path("cards", "classic", "AS.svg")
    assert path.is_file()
    assert path.read_bytes() == (ASSETS / "cards" / "classic" / "AS.svg").read_bytes()
    assert asset_path("icon", "bakers-dozen.svg").is_file()
    assert (assets_root() / "cards" / "backs" / "blue.svg").is_file()
    with pytest.raises(FileNotFoundError, match="no asset"):
        asset_path("cards", "classic", "ZZ.svg")
    for bad in ("..", "/etc", ""):
        with pytest.raises(ValueError, match="invalid asset path"):
            asset_path("cards", bad)


def test_asset_path_prefers_a_frozen_bundle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    card = tmp_path / "bakers_dozen_qt" / "assets" / "cards" / "classic" / "AS.svg"
    card.parent.mkdir(parents=True)
    card.write_text("<svg/>")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    resources.assets_root.cache_clear()
    try:
        assert asset_path("cards", "classic", "AS.svg") == card
    finally:
        monkeypatch.undo()
        resources.assets_root.cache_clear()
    assert assets_root() != card.parents[2]


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("uv") is None, reason="uv is not on PATH; cannot build the wheel")
def test_wheel_contains_the_assets(tmp_path: Path) -> None:
    subprocess.run(
        ["uv", "build", "--wheel", "--out-dir", str(tmp_path), str(ROOT)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (wheel,) = tmp_path.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    base = "bakers_dozen_qt/assets/"
    assert base + "cards/classic/AS.svg" in names
    assert base + "icon/bakers-dozen.svg" in names
    assert base + "icon/bakers-dozen.ico" in names
    for style in STYLES:
        assert {f"{base}cards/{style}/{c}.svg" for c in CARDS} <= names, style
    assert "bakers_dozen_qt/resources.py" in names
