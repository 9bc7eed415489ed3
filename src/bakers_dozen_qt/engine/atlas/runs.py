"""The atlas's raw material: bulk runs of ``bakers-dozen-solve`` and certificate files,
as ``tools/atlas.py`` and ``benchmarks/atlas_check.py`` find them."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

Record = dict[str, Any]
"""One deal's result, as ``bakers-dozen-solve --json`` writes it."""


def read_runs(paths: Iterable[Path]) -> dict[int, Record]:
    """Each deal's record from the JSON lines files: of two, the one with more fields
    (a later version's), else the later one; a last line cut short by a kill is passed
    over."""
    out: dict[int, Record] = {}
    for path in paths:
        with path.open(encoding="utf-8") as f:
            for line in f:
                try:
                    rec = json.loads(line)
                except ValueError:
                    continue
                deal = int(rec["deal"])
                if deal not in out or len(rec) >= len(out[deal]):
                    out[deal] = rec
    return out


def certificate_path(folder: Path, variant: str, deal: int) -> Path:
    """Where a deal's certificate lives in ``folder``."""
    return folder / f"{variant}-{deal}.cert.xz"
