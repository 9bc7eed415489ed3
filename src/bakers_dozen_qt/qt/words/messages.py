"""Where feature modules put a line for the player: the window's status bar, in practice."""

from __future__ import annotations

from typing import Protocol


class Messages(Protocol):
    def show_message(self, text: str, ms: int = 5000, *, said: bool = True) -> None:
        """Show ``text`` for ``ms`` milliseconds (0: until the next message), and say it
        to screen readers unless ``said`` is false (something else says it)."""
