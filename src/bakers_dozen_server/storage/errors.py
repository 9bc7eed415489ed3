"""What can go wrong with the board's database, as the server tells it."""

from __future__ import annotations


class StoreError(Exception):
    """The database cannot be used as it is; the message is one line for the operator."""


class StoreOpenError(StoreError):
    """The database cannot be opened at all (not a database, a newer schema, no such
    server): the server does not start, and the file is left as it was."""


class StoreUnavailable(StoreError):
    """The database refused or lost a request (locked, connection lost): try again."""
