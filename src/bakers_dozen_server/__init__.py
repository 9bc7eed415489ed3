"""The online daily board: every submitted game replayed through the engine before it
counts. An HTTP JSON API under ``/api/v1/`` and a page, over SQLite or PostgreSQL.

Imports the engine (``bakers_dozen_qt.engine``) and never Qt. Installed with the
``server`` extra: ``uv run --extra server bakers-dozen-server``.
"""

from __future__ import annotations

API_VERSION = 1
