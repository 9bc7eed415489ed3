"""Names the dead-code check (``tools/dead_code.py``) must not report: each is used, but
by something that calls it by name from outside our code. Keep it short: a name goes
here only with the reason it is called."""

# ruff: noqa: B018
from __future__ import annotations

from typing import Any

_: Any = None

# Called by Qt (overrides of its virtual methods whose names are not camelCase).
_.paint  # QGraphicsItem.paint
_.relations  # QAccessibleInterface.relations
_.focusable  # QAccessible.State flags, set for Qt to read
_.selectable
# Called by Python, asyncio or uvicorn.
_.__getattr__  # a module's lazy attributes (bakers_dozen_qt/__init__.py)
_.__dir__  # a module's names for dir() (beside its __getattr__)
_.unraisablehook  # sys.unraisablehook
_.eof_received  # asyncio.Protocol
_.limit_concurrency  # uvicorn.Config
_.keep_alive
_.should_exit  # uvicorn.Server: read by its main loop
_.rowcount  # the DB-API cursor the storage wraps
_.namespace  # argparse.Action.__call__'s parameters
_.option_string
_.signum  # a signal handler's parameters
# Kept for their owner's lifetime, never read: a Qt object would otherwise be deleted.
_._mutex
_.narrator
_.keys_back
# Read by tools, not by the code: lupdate reads qt_gaps' tables, and a suit set is whole.
_.BUTTONS
_.CONTEXT_MENUS
_.FILE_DIALOG
_.KEY_NAMES
_.CLUBS
_.SPADES
_.turned_up  # MoveRecord's field, part of the engine's API
# A table's column numbers, unpacked in order: each names its place whether or not code asks.
_.WHEN  # qt/statistics/history_model.py
_.RESULT
