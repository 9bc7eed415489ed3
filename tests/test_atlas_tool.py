"""tools/atlas.py: a run resumed elsewhere adds to the package's table, and the figures
count the deals of both."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from bakers_dozen_qt.engine.atlas.table import Atlas

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def atlas_tool() -> Iterator[ModuleType]:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import atlas

        yield atlas
    finally:
        sys.path.remove(str(ROOT / "tools"))


def _won(deal: int, search_nodes: int, moves: int = 60) -> dict[str, object]:
    return {
        "deal": deal,
        "variant": "bakers-dozen",
        "verdict": "won",
        "moves": " ".join(["1-f"] * moves),
        "nodes": search_nodes + 1000,
        "search_nodes": search_nodes,
        "cpu_seconds": 0.5,
    }


def test_a_resumed_run_adds_to_the_table_it_finds(atlas_tool: ModuleType) -> None:
    kept = Atlas("bakers-dozen", "12L?5" + "." * 5)  # deals 1-5 decided, 6-10 not yet
    runs = {
        6: _won(6, 100),
        7: _won(7, 60_000, moves=130),
        8: {
            "deal": 8,
            "variant": "bakers-dozen",
            "verdict": "unwinnable",
            "moves": "",
            "nodes": 10,
            "cpu_seconds": 0.1,
        },
        4: _won(4, 2_000),  # an undecided deal decided since
    }
    merged = atlas_tool.table(runs, range(1, 11), kept)
    assert merged.codes == "12L35" + "15L.."
    # Without the package's table the deals the runs do not hold are not solved.
    assert atlas_tool.table(runs, range(1, 11)).codes == "...3." + "15L.."
    with pytest.raises(SystemExit, match="spanish-patience"):
        atlas_tool.table(runs, range(1, 11), Atlas("spanish-patience", "1"))

    text = atlas_tool.figures(runs, range(1, 11), merged)
    assert "8 solved, 6 won, 2 lost, 0 undecided; the first not solved: 9" in text
    assert "lost: [3, 8]" in text
    assert "over 120 moves: [7]" in text
    assert "CPU: 0.00 h over 4 deals of the runs" in text
    assert "difficulty: 1: 2, 2: 1, 3: 1, 4: 0, 5: 2" in text


def test_the_wilson_interval(atlas_tool: ModuleType) -> None:
    low, high = atlas_tool.wilson(0, 10)
    assert low == pytest.approx(0.0, abs=1e-12)
    assert high == pytest.approx(0.2775, abs=1e-4)  # z² / (n + z²)
    low, high = atlas_tool.wilson(10, 10)
    assert (low, high) == pytest.approx((0.7225, 1.0), abs=1e-4)
    low, high = atlas_tool.wilson(50, 100)
    assert (low, high) == pytest.approx((0.4038, 0.5962), abs=1e-4)
    assert atlas_tool.wilson(0, 0) == (0.0, 1.0)


def _unknown(deal: int, **fields: object) -> dict[str, object]:
    return {"deal": deal, "variant": "bakers-dozen", "verdict": "unknown", "moves": "", **fields}


def test_hard_gives_nodes_first_and_the_exhaustive_search_only_where_it_is_wanting(
    atlas_tool: ModuleType,
) -> None:
    nodes = 20_000_000
    runs = {
        1: _won(1, 100),  # decided with a short line: nothing to do
        2: _won(2, 100, moves=130),  # a long line
        3: _unknown(3),  # not tried yet
        4: _unknown(4),  # tried with the nodes, no exhaustive search yet
        5: _unknown(5),  # tried, searched to 5,000,000 positions (an older record)
        6: _unknown(6),  # tried, searched to 30,000,000 positions
        7: _unknown(7),  # tried with fewer nodes
    }
    done = {
        4: _unknown(4, budget=nodes),
        5: _unknown(5, budget=nodes, exhaustive_cpu_seconds=400.0),
        6: _unknown(
            6, budget=nodes, exhaustive_cpu_seconds=900.0, exhaustive_max_positions=30_000_000
        ),
        7: _unknown(7, budget=2_000_000),
    }

    def todo(positions: int) -> list[tuple[int, bool]]:
        jobs = atlas_tool.hard_jobs(runs, done, nodes, positions)
        return [(deal, before is not None) for _, deal, _, _, before in jobs]

    # Without the exhaustive search: the deals not yet solved with the nodes, afresh.
    assert todo(0) == [(2, False), (3, False), (7, False)]
    # With it: also the undecided ones searched to fewer positions, from their record.
    assert todo(atlas_tool.MAX_POSITIONS) == [(2, False), (3, False), (4, True), (7, False)]
    assert todo(40_000_000) == [(2, False), (3, False), (4, True), (5, True), (6, True), (7, False)]


def test_an_undecided_record_gets_only_the_exhaustive_search(atlas_tool: ModuleType) -> None:
    # Deal 104 fails the deadlock test at the start: the exhaustive search proves the
    # loss at once, and the record's solving is not repeated (its figures stay).
    before = _unknown(104, budget=20_000_000, cpu_seconds=99.0, nodes=20_000_000)
    rec = atlas_tool._hard(("bakers-dozen", 104, 20_000_000, 1_000, before))
    assert rec["verdict"] == "unwinnable"
    assert rec["exhaustive_positions"] == 0
    assert rec["exhaustive_max_positions"] == 1_000
    assert (rec["cpu_seconds"], rec["nodes"]) == (99.0, 20_000_000)
    assert before["verdict"] == "unknown"  # the record read is not changed
