"""The synthesised sounds: the committed WAVs are what tools/make_sounds.py makes."""

from __future__ import annotations

import sys
from pathlib import Path

from bakers_dozen_qt.qt.sound.player import SOUNDS

ROOT = Path(__file__).resolve().parent.parent


def test_committed_sounds_match_the_generator() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import make_sounds
    finally:
        sys.path.remove(str(ROOT / "tools"))
    fresh = make_sounds.all_files()
    assert sorted(fresh) == sorted(f"sounds/{name}.wav" for name in SOUNDS)
    for rel, data in fresh.items():
        assert (ROOT / "assets" / rel).read_bytes() == data, rel
