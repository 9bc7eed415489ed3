"""A board's address as the player types it, made plain (no Qt: the dialog and the
client share it)."""

from __future__ import annotations

from typing import Final
from urllib.parse import urlsplit

MAX_LENGTH: Final = 300


def plain_address(text: str) -> str | None:
    """``text`` as a base address (``http://host:port`` or ``https://host/path``, no
    slash at the end), or ``None`` when it is no web address the game can use."""
    text = text.strip()
    if not text or len(text) > MAX_LENGTH or any(c.isspace() for c in text):
        return None
    try:
        parts = urlsplit(text)
        _ = parts.port  # a port that is no number raises here
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return None
    if parts.query or parts.fragment or parts.username or parts.password:
        return None
    return f"{parts.scheme.lower()}://{parts.netloc}{parts.path.rstrip('/')}"
