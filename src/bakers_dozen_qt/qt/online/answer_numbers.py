"""The numbers in a board's answer, checked before Qt sees them (no Qt here).

A board is a stranger: its JSON may hold ``10**30`` where a place belongs, ``2**70``
moves, an infinite time, ``true`` for a count. ``QLocale().toString``, a plural ``tr``
and a ``QTimer`` take 32- or 64-bit C integers and raise (or overflow) on such values,
so every number goes through one of these first: what is beyond reason is ``None``
(shown as a dash or not at all), never a traceback.
"""

from __future__ import annotations

from typing import Final

MOST: Final = 1_000_000_000
"""More places, players, points or moves than any board will ever count."""
MOST_SECONDS: Final = 1e7
"""Some 115 days: a game's time beyond that is nonsense."""
MOST_RETRY_S: Final = 3600.0
"""However long a busy board asks the game to wait, it tries again within the hour."""


def whole(value: object, low: int = 0, high: int = MOST) -> int | None:
    """``value`` when it is a whole number (not a flag) from ``low`` to ``high``."""
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    return None


def seconds(value: object) -> float | None:
    """``value`` as a time in seconds when it is a finite number from 0 to
    :data:`MOST_SECONDS`."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if not 0 <= value <= MOST_SECONDS:  # NaN and infinity fail here too; 10**400 does
        return None  # before float() could overflow on it
    return float(value)


def retry_seconds(raw: bytes) -> float | None:
    """A ``Retry-After`` header's seconds, at most :data:`MOST_RETRY_S`; ``None`` when
    it is absent or no number of seconds (a date is not taken: the back-off stands)."""
    text = raw.decode("ascii", "replace").strip()
    if not text.isascii() or not text.isdigit():
        return None
    return MOST_RETRY_S if len(text) > 12 else min(float(text), MOST_RETRY_S)
