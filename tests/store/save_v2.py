"""A saved game written as version 2 wrote it (a JSON object per step): the files players
have from before version 3, for the tests that read and migrate them."""

from __future__ import annotations

import json
from typing import Any

from bakers_dozen_qt.engine import format_board, format_moves
from bakers_dozen_qt.engine.history import Step, StepKind
from bakers_dozen_qt.store import SavedGame


def _step(step: Step) -> dict[str, str]:
    if step.kind is StepKind.RESTART:
        return {"kind": step.kind.value}
    return {"kind": step.kind.value, "moves": format_moves(step.moves)}


def v2_document(saved: SavedGame) -> dict[str, Any]:
    game = saved.game
    return {
        "format": "bakers-dozen-save",
        "version": 2,
        "variant": game.rules.id,
        "deal": saved.deal,
        "daily": saved.daily,
        "board": format_board(game.initial, reveal=True),
        "history": {
            "index": saved.history.index,
            "steps": [_step(s) for s in saved.history.steps],
        },
        "hints": saved.hints,
        "undos": saved.undos,
        "helped": saved.helped,
        "played": saved.played,
        "elapsed_seconds": round(saved.elapsed_seconds, 3),
        "saved_at": "2026-12-01T10:00:00+0000",
    }


def v2_text(saved: SavedGame) -> str:
    return json.dumps(v2_document(saved), indent=1, allow_nan=False) + "\n"
