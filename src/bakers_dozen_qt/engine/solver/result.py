"""What a solve returns."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..moves import Move


class Verdict(enum.Enum):
    """The outcome of a solve."""

    WON = "won"
    UNWINNABLE = "unwinnable"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class SolveResult:
    """A verdict, the winning moves (empty unless ``WON``), and what it cost."""

    verdict: Verdict
    moves: tuple[Move, ...]
    nodes: int
    seconds: float
    search_nodes: int = 0
    """Nodes the search used to decide, before it polished the line (what the atlas
    measures a deal's difficulty by); ``nodes`` counts both."""

    @property
    def decided(self) -> bool:
        return self.verdict is not Verdict.UNKNOWN
