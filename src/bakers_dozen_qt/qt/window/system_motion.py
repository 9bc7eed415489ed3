"""Whether the system asks for less motion ("reduce motion", animations turned off).

Qt says nothing of it (6.11's accessibility hints hold only the contrast), so each
system is asked in its own way, once, after the first frame:

- Linux and the other Unixes: the desktop portal's ``org.gnome.desktop.interface
  enable-animations`` (GNOME, and the desktops whose portal mirrors it), then KDE's
  ``AnimationDurationFactor=0`` in ``kdeglobals``;
- Windows: ``SPI_GETCLIENTAREAANIMATION`` (Settings → Accessibility → Animation effects);
- macOS: ``NSWorkspace.accessibilityDisplayShouldReduceMotion``.

An answer that cannot be had is "no": the game moves as usual, and the log says why.
"""

from __future__ import annotations

import ctypes
import logging
import os
import sys
from pathlib import Path

log = logging.getLogger(__name__)

PORTAL_TIMEOUT_MS = 300
"""The portal answers at once or is not there; a desktop that starts one on demand
gets this long."""


def system_reduces_motion() -> bool:
    try:
        if sys.platform == "win32":
            return _windows()
        if sys.platform == "darwin":
            return _macos()
        answer = _portal()
        if answer is None:
            answer = kde_reduces_motion(_kdeglobals())
        return bool(answer)
    except Exception:  # an odd system must not stop the game: motion as usual
        log.warning("cannot tell whether the system asks for less motion", exc_info=True)
        return False


def kde_reduces_motion(text: str | None) -> bool | None:
    """What ``kdeglobals`` says: ``AnimationDurationFactor`` 0 is "no animations";
    ``None`` when it says nothing."""
    if text is None:
        return None
    import configparser  # asked after the first frame, and only on KDE's way

    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read_string(text)
        factor = parser.get("KDE", "AnimationDurationFactor", fallback=None)
        return None if factor is None else float(factor) == 0.0
    except (configparser.Error, ValueError):
        return None


def portal_reduces_motion(value: object) -> bool | None:
    """The portal's ``enable-animations`` (a bool, perhaps wrapped in a variant):
    false means less motion."""
    inner = getattr(value, "variant", None)
    if callable(inner):
        value = inner()
    return (not value) if isinstance(value, bool) else None


def _kdeglobals() -> str | None:
    home = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    try:
        return (Path(home) / "kdeglobals").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


def _portal() -> bool | None:
    from PySide6.QtDBus import QDBusConnection, QDBusInterface, QDBusMessage

    bus = QDBusConnection.sessionBus()
    if not bus.isConnected():
        return None
    portal = QDBusInterface(
        "org.freedesktop.portal.Desktop",
        "/org/freedesktop/portal/desktop",
        "org.freedesktop.portal.Settings",
        bus,
    )
    if not portal.isValid():
        return None
    portal.setTimeout(PORTAL_TIMEOUT_MS)
    reply = portal.call("ReadOne", "org.gnome.desktop.interface", "enable-animations")
    if reply.type() != QDBusMessage.MessageType.ReplyMessage or not reply.arguments():
        return None
    return portal_reduces_motion(reply.arguments()[0])


def _windows() -> bool:
    spi_getclientareaanimation = 0x1042
    on = ctypes.c_int(1)
    user32 = ctypes.windll.user32  # type: ignore[attr-defined,unused-ignore]
    if not user32.SystemParametersInfoW(spi_getclientareaanimation, 0, ctypes.byref(on), 0):
        return False
    return not on.value


def _macos() -> bool:
    from ctypes.util import find_library

    objc = ctypes.cdll.LoadLibrary(find_library("objc") or "libobjc.dylib")
    ctypes.cdll.LoadLibrary(find_library("AppKit") or "AppKit")
    objc.objc_getClass.restype = ctypes.c_void_p
    objc.sel_registerName.restype = ctypes.c_void_p
    send = objc.objc_msgSend
    send.restype = ctypes.c_void_p
    send.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    workspace = send(objc.objc_getClass(b"NSWorkspace"), objc.sel_registerName(b"sharedWorkspace"))
    send.restype = ctypes.c_bool
    selector = objc.sel_registerName(b"accessibilityDisplayShouldReduceMotion")
    return bool(send(workspace, selector))
