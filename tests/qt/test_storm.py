"""A seeded storm of random player input on the real window (issue 9, "prove it stays
fixed"): clicks, drags, double-clicks, keys and menu commands, every dialog answered,
and the table, the engine and the undo history checked after each step.

A few hundred events here; ``benchmarks/storm_bench.py`` runs tens of thousands.
``STORM_SEED`` and ``STORM_EVENTS`` set another seed or length for a long local run.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from storm_driver import Storm, storm_window

from bakers_dozen_qt.qt.files.settings import Preferences

pytestmark = pytest.mark.gui


@pytest.mark.slow
@pytest.mark.parametrize("seed", [int(os.environ.get("STORM_SEED", "2026"))])
def test_a_storm_of_random_input_keeps_table_engine_and_history_in_step(
    qtbot: QtBot, prefs: Preferences, tmp_path: Path, seed: int
) -> None:
    prefs.ask_before_abandoning = True  # the question is part of the storm
    prefs.auto_drop = True
    w = storm_window(prefs, tmp_path)
    qtbot.addWidget(w)
    qtbot.waitExposed(w)
    storm = Storm(w, seed)
    report = storm.run(int(os.environ.get("STORM_EVENTS", "300")))
    assert report.steps > 0
    # The storm did reach what it is meant to shake: play, dialogs and new games.
    assert report.kinds.get("drag", 0) > 0 and report.kinds.get("action", 0) > 0
    assert report.dialogs > 0 and report.games > 1
    w.close()
