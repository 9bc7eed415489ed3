"""Which language a request gets: ``?lang=`` if it names one, else ``Accept-Language``."""

from __future__ import annotations

import re
from typing import Final

from bakers_dozen_qt.languages import match_locale

from .words import LANGUAGE_CODES

_HEADER_MAX: Final = 1000
_ITEMS_MAX: Final = 40
_ITEM_RE: Final = re.compile(
    r"\s*([A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*|\*)\s*(?:;\s*q\s*=\s*([0-9.]{1,5}))?\s*"
)


def accepted(header: str) -> list[str]:
    """The languages of an ``Accept-Language`` header, most wanted first (by ``q``, then
    by their order); malformed items are skipped, never an error."""
    ranked: list[tuple[float, int, str]] = []
    for i, item in enumerate(header[:_HEADER_MAX].split(",")[:_ITEMS_MAX]):
        m = _ITEM_RE.fullmatch(item)
        if not m or m.group(1) == "*":
            continue
        try:
            q = float(m.group(2)) if m.group(2) is not None else 1.0
        except ValueError:
            continue
        if 0 < q <= 1:
            ranked.append((-q, i, m.group(1)))
    return [name for _, _, name in sorted(ranked)]


def choose(header: str | None, asked: str | None = None) -> str:
    """A code of :data:`LANGUAGE_CODES`: English when nothing better matches."""
    if asked in LANGUAGE_CODES:
        return asked
    return match_locale(accepted(header or ""), LANGUAGE_CODES)
