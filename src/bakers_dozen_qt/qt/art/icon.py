"""The game's icon, from the PNGs the assets provide."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from ...resources import asset_path


def app_icon() -> QIcon:
    """The game's icon at every size the assets provide (empty if they are missing)."""
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        try:
            icon.addFile(str(asset_path("icon", f"bakers-dozen-{size}.png")))
        except (FileNotFoundError, ValueError):
            continue
    return icon
