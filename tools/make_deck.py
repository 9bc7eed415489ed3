"""Generate the Baker's Dozen card deck, backs, pile markers and icon SVG under assets/.

Run from the repository root:  uv run python tools/make_deck.py [--out DIR]

The output is deterministic: running it twice writes the same bytes, so the committed
assets can be checked against the generator (tests/test_deck_assets.py does).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from deckgen.courts import draw_court
from deckgen.extras import BACK_COLORS, back_svg, empty_svg, foundation_svg, icon_svg
from deckgen.faces import blank_card, draw_ace, draw_index, draw_pips
from deckgen.style import RANKS, STYLES, SUITS, Style
from deckgen.svg import Svg

RANK_NAMES = dict(
    zip(
        RANKS,
        [
            "Ace",
            "Two",
            "Three",
            "Four",
            "Five",
            "Six",
            "Seven",
            "Eight",
            "Nine",
            "Ten",
            "Jack",
            "Queen",
            "King",
        ],
        strict=True,
    )
)
SUIT_NAMES = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}


def face_svg(style: Style, rank: str, suit: str) -> str:
    svg = Svg(title=f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]}")
    blank_card(svg)
    if rank in "JQK":
        draw_court(svg, style, rank, suit)
    elif rank == "A":
        draw_ace(svg, style, suit)
    else:
        draw_pips(svg, style, rank, suit)
    draw_index(svg, style, rank, suit)
    return svg.render()


def all_files() -> dict[str, str]:
    """Every generated SVG by its path relative to assets/, in a fixed order."""
    files: dict[str, str] = {}
    for name in sorted(STYLES):
        for suit in SUITS:
            for rank in RANKS:
                files[f"cards/{name}/{rank}{suit}.svg"] = face_svg(STYLES[name], rank, suit)
    for back in sorted(BACK_COLORS):
        files[f"cards/backs/{back}.svg"] = back_svg(back)
    files["cards/piles/empty.svg"] = empty_svg()
    for suit in SUITS:
        files[f"cards/piles/foundation-{suit}.svg"] = foundation_svg(suit)
    files["icon/bakers-dozen.svg"] = icon_svg()
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default_out = Path(__file__).resolve().parent.parent / "assets"
    parser.add_argument("--out", type=Path, default=default_out, help="output folder")
    args = parser.parse_args(argv)
    for rel, text in all_files().items():
        target = args.out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        # Write bytes so the platform never swaps line endings.
        data = text.encode("utf-8")
        if not target.exists() or target.read_bytes() != data:
            target.write_bytes(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
