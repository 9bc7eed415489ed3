"""Locate the game's data files (card SVGs, icons) wherever the package runs from.

Four places are tried, in this order:

* a frozen bundle (PyInstaller and friends): ``<bundle>/bakers_dozen_qt/assets``;
* an installed wheel: ``bakers_dozen_qt/assets`` next to this module (the wheel build
  copies the repository's ``assets/`` there);
* a source checkout or editable install: the repository's top-level ``assets/``;
* last, whatever :mod:`importlib.resources` finds for the package (only then imported:
  it costs the app's start-up ~8 ms).

No Qt here: the engine, the tools and the tests may all ask for assets.
"""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

__all__ = ["asset_path", "assets_root"]

_PACKAGE = "bakers_dozen_qt"
_ASSETS = "assets"
# A file every complete asset tree has; a folder without it is a stray or partial copy.
_MARKER = Path("cards") / "classic" / "AS.svg"


def _candidates() -> list[Path]:
    found: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle) / _PACKAGE / "assets")
    if getattr(sys, "frozen", False):
        found.append(Path(sys.executable).resolve().parent / _PACKAGE / "assets")
    here = Path(__file__).resolve().parent
    found += [here / _ASSETS, here.parent.parent / _ASSETS]
    if not any((root / _MARKER).is_file() for root in found):
        # A package its loader does not keep as files beside this module.
        from importlib.resources import files

        packaged = files(_PACKAGE) / _ASSETS
        # Only a real directory can be handed to Qt by file name; a zipped package cannot.
        if isinstance(packaged, Path):
            found.append(packaged)
    return found


@lru_cache(maxsize=1)
def assets_root() -> Path:
    """The folder holding ``cards/`` and ``icon/``; FileNotFoundError if none is complete."""
    candidates = _candidates()
    for root in candidates:
        if (root / _MARKER).is_file():
            return root
    tried = ", ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"bakers_dozen_qt assets not found; looked in: {tried}")


def asset_path(*parts: str) -> Path:
    """Path of an asset, e.g. ``asset_path("cards", "classic", "AS.svg")``.

    Raises ValueError for parts that would step outside the asset tree and
    FileNotFoundError if the file does not exist.
    """
    for part in parts:
        if not part or Path(part).is_absolute() or ".." in Path(part).parts:
            raise ValueError(f"invalid asset path component: {part!r}")
    path = assets_root().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"no asset {'/'.join(parts)!r} in {assets_root()}")
    return path
