"""The board's database: SQLite by default, PostgreSQL by URL, the same queries on both."""

from __future__ import annotations

from .backends import check_database, describe, is_url, migration_lock, opener
from .errors import StoreError, StoreOpenError, StoreUnavailable
from .sql import SqlStore
from .worker import Worker

__all__ = [
    "SqlStore",
    "StoreError",
    "StoreOpenError",
    "StoreUnavailable",
    "Worker",
    "check_database",
    "describe",
    "is_url",
    "migration_lock",
    "opener",
]
