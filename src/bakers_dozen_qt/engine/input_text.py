"""What the parsers of outside text share: board text, move text and deal numbers.

Such text comes from files, the clipboard and the command line, so it may be anything:
a byte-order mark from Windows Notepad, a megabyte with no space in it.
"""

from __future__ import annotations

from typing import Final

BOM: Final = "\ufeff"
QUOTE_LIMIT: Final = 24


def without_bom(text: str) -> str:
    """``text`` without the byte-order mark that Notepad writes at the start of a file."""
    return text[1:] if text.startswith(BOM) else text


def quoted(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``repr(text)``, cut short: an error names bad input without echoing all of it.

    ``repr`` escapes line breaks and control characters, so the message stays one line
    and cannot steer a terminal.
    """
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}… ({len(text):,} characters)"
