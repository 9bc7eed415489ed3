"""Which table command a key press means.

The column keys are the number row: ``1``-``9``, ``0``, ``-``, ``=`` and, for the
thirteenth column, the next key of that row, Backspace. A key counts by where it sits on
the keyboard wherever the platform reports that reliably (X11 and Wayland key codes,
Windows scan codes, macOS virtual key codes), so an AZERTY ``&`` key is column 1; and by
the US character it gives otherwise (``1``..``=``, keypad digits too), so the keys work
everywhere, offscreen test events included.

Qt's namespace enums are looked up inside the functions, never at import: the table is
built before the first frame, and PySide builds all of Qt's enums on the first touch
(see view.py).
"""

from __future__ import annotations

import enum
from typing import Final, NamedTuple

from PySide6.QtGui import QKeyEvent

COLUMN_KEY_LABELS: Final = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "=", "⌫")
"""What the Show Column Keys labels print under each column."""

# Key codes of the number row, from the key left of Backspace's row start ("1") on.
_XKB_FIRST: Final = 10  # X11 and Wayland: evdev code + 8; "1" is 10, Backspace 22
_WINDOWS_FIRST: Final = 2  # set-1 scan codes: "1" is 0x02, Backspace 0x0E
_MAC_ROW: Final = (0x12, 0x13, 0x14, 0x15, 0x17, 0x16, 0x1A, 0x1C, 0x19, 0x1D, 0x1B, 0x18, 0x33)
_US_ROW: Final = "1234567890-="


class Act(enum.Enum):
    NEXT = "next"
    PREVIOUS = "previous"
    UP = "up"
    DOWN = "down"
    FIRST = "first"
    LAST = "last"
    ACTIVATE = "activate"  # Space, Enter: pick up here, or put down here
    CANCEL = "cancel"  # Esc
    FOUNDATION = "foundation"  # F, keypad +
    COLUMN = "column"  # a column key; ``column`` says which
    ZOOM_IN = "zoom-in"
    ZOOM_OUT = "zoom-out"
    ZOOM_RESET = "zoom-reset"


# A named tuple, not a frozen dataclass: made at start-up in a tenth of the time (docs/start-up.md).
class KeyAction(NamedTuple):
    act: Act
    column: int = -1  # for Act.COLUMN: 0-based


def column_by_position(platform: str, scan_code: int, virtual_key: int) -> int | None:
    """The column a key stands for by its place in the number row, where the platform
    tells the place; ``None`` otherwise."""
    if platform in ("xcb", "wayland"):
        index = scan_code - _XKB_FIRST
    elif platform == "windows":
        index = scan_code - _WINDOWS_FIRST
    elif platform == "cocoa":
        index = _MAC_ROW.index(virtual_key) if virtual_key in _MAC_ROW else -1
    else:
        return None
    return index if 0 <= index < len(COLUMN_KEY_LABELS) else None


def column_by_character(key: int, text: str) -> int | None:
    """The column a key stands for by the US character it types (or Backspace)."""
    from PySide6.QtCore import Qt

    if key == Qt.Key.Key_Backspace:
        return 12
    if len(text) == 1 and text in _US_ROW:
        return _US_ROW.index(text)
    for i, ch in enumerate(_US_ROW):
        if key == ord(ch):  # Qt's key codes for these are their ASCII codes
            return i
    return None


def action_for(event: QKeyEvent, platform: str) -> KeyAction | None:
    """What ``event`` asks of the table, or ``None`` for a key the table leaves alone."""
    from PySide6.QtCore import Qt

    k = Qt.Key
    mods = event.modifiers()
    ctrl = bool(mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.MetaModifier))
    alt = bool(mods & Qt.KeyboardModifier.AltModifier)
    key = event.key()
    if alt:
        return None  # Alt opens the menus
    if ctrl:
        # Ctrl+= and Ctrl+- are the menu shortcuts; these are the other ways to type them.
        if key in (k.Key_Plus, k.Key_Equal):
            return KeyAction(Act.ZOOM_IN)
        if key in (k.Key_Minus, k.Key_Underscore):
            return KeyAction(Act.ZOOM_OUT)
        if key == k.Key_0:
            return KeyAction(Act.ZOOM_RESET)
        return None
    keypad = bool(mods & Qt.KeyboardModifier.KeypadModifier)
    simple: dict[int, Act] = {
        k.Key_Right: Act.NEXT,
        k.Key_Tab: Act.NEXT,
        k.Key_Left: Act.PREVIOUS,
        k.Key_Backtab: Act.PREVIOUS,
        k.Key_Up: Act.UP,
        k.Key_Down: Act.DOWN,
        k.Key_Home: Act.FIRST,
        k.Key_End: Act.LAST,
        k.Key_Space: Act.ACTIVATE,
        k.Key_Return: Act.ACTIVATE,
        k.Key_Enter: Act.ACTIVATE,
        k.Key_Escape: Act.CANCEL,
        k.Key_F: Act.FOUNDATION,
    }
    if keypad and key == k.Key_Plus:
        return KeyAction(Act.FOUNDATION)
    if key in simple:
        return KeyAction(simple[key])
    column = None
    if not keypad:
        column = column_by_position(platform, event.nativeScanCode(), event.nativeVirtualKey())
    if column is None:
        column = column_by_character(key, event.text())
    return None if column is None else KeyAction(Act.COLUMN, column)
