"""The base of the plain value classes that refuse to change once made."""

from __future__ import annotations

from typing import ClassVar


class ReadOnly:
    """Setting or deleting an attribute raises ``AttributeError``, as a frozen dataclass
    does; ``__init__`` sets the fields with ``object.__setattr__``. (Not a dataclass: those
    cost start-up time, docs/start-up.md.)"""

    __slots__ = ()
    _what: ClassVar[str] = "this value"
    """What the class holds, for the error: "a pile"."""

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{self._what} cannot be changed (tried to set {name!r})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{self._what} cannot be changed (tried to delete {name!r})")
