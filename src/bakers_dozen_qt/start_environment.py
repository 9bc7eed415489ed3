"""What must hold before Qt's application is created, checked while a plain message can
still be printed: a scale factor Qt can use, the X11 client libraries, a display.

Qt meets a missing display or a missing library by aborting the process (exit 134) with
advice that misleads ("reinstalling the application may fix this problem"), and a scale
factor of 0, a negative one or NaN makes every size zero or undefined. So, before the
``QApplication`` exists:

- :func:`unusable_scale_factors` drops ``QT_SCALE_FACTOR`` / ``QT_SCREEN_SCALE_FACTORS``
  values no screen could have and says which, so the game starts at the system's scale;
- :func:`display_problem` finds, when Qt is going to use X11 (xcb), the client library
  its xcb plugin cannot load (naming the package that brings it, on Debian/Ubuntu and on
  Fedora), and a display that is not set or does not answer: one line, exit 2.

Linux and the other Unixes only: Windows and macOS have their own platform plugins.
"""

from __future__ import annotations

import ctypes
import math
import os
import re
import sys
from collections.abc import Mapping, MutableMapping, Sequence
from pathlib import Path
from typing import Final

MIN_SCALE: Final = 0.25
MAX_SCALE: Final = 8.0
"""Scale factors beyond these are not a screen's: the window would be specks or acres."""
SCALE_VARIABLES: Final = ("QT_SCALE_FACTOR", "QT_SCREEN_SCALE_FACTORS")

# The libraries Qt's xcb plugin needs that a desktop without X11 development may lack,
# and the package that brings each: (Debian and Ubuntu, Fedora).
PACKAGES: Final[dict[str, tuple[str, str]]] = {
    "libxcb-cursor.so.": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.": ("libxcb-util1", "xcb-util"),
    "libxcb-randr.so.": ("libxcb-randr0", "libxcb"),
    "libxcb-shape.so.": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.": ("libxcb-xfixes0", "libxcb"),
    "libxcb-render.so.": ("libxcb-render0", "libxcb"),
    "libxcb-xkb.so.": ("libxcb-xkb1", "libxcb"),
    "libxcb-xinput.so.": ("libxcb-xinput0", "libxcb"),
    "libxcb.so.": ("libxcb1", "libxcb"),
    "libxkbcommon-x11.so.": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.": ("libxkbcommon0", "libxkbcommon"),
    "libX11-xcb.so.": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.": ("libx11-6", "libX11"),
    "libGL.so.": ("libgl1", "libglvnd-glx"),
    "libEGL.so.": ("libegl1", "libglvnd-egl"),
    "libOpenGL.so.": ("libopengl0", "libglvnd-opengl"),
    "libfontconfig.so.": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.": ("libfreetype6", "freetype"),
    "libglib-2.0.so.": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.": ("libglib2.0-0", "glib2"),
    "libdbus-1.so.": ("libdbus-1-3", "dbus-libs"),
    "libSM.so.": ("libsm6", "libSM"),
    "libICE.so.": ("libice6", "libICE"),
}
_MISSING = re.compile(r"([\w.+-]+\.so[\w.]*): cannot open shared object file")


# --- scale factors --------------------------------------------------------------------------


def _usable(text: str) -> bool:
    try:
        value = float(text)
    except ValueError:
        return False
    return math.isfinite(value) and MIN_SCALE <= value <= MAX_SCALE


def _screen_factors_usable(text: str) -> bool:
    # "1.5;2" (by screen order) or "HDMI-1=1.5;DP-2=2" (by screen name).
    items = [item for item in text.split(";") if item]
    return all(_usable(item.rpartition("=")[2]) for item in items)


def unusable_scale_factors(environ: MutableMapping[str, str]) -> list[str]:
    """Remove the scale-factor variables holding values no screen has; one warning line
    for each (without the program's name)."""
    told = []
    for var in SCALE_VARIABLES:
        value = environ.get(var)
        if value is None or not value.strip():
            continue
        ok = _usable(value) if var == "QT_SCALE_FACTOR" else _screen_factors_usable(value)
        if not ok:
            del environ[var]
            told.append(
                f"{var}={value[:40]!r} is not a usable scale ({MIN_SCALE:g} to "
                f"{MAX_SCALE:g}); it is ignored"
            )
    return told


# --- the display ----------------------------------------------------------------------------


def _option(qt_args: Sequence[str], name: str) -> str | None:
    """The value of Qt's option ``-name`` (or ``--name``) among ``qt_args``, if given."""
    for i, arg in enumerate(qt_args[:-1]):
        if arg.lstrip("-") == name:
            return qt_args[i + 1]
    return None


def _uses_xcb(qt_args: Sequence[str], environ: Mapping[str, str]) -> bool:
    """Whether Qt will try X11 first (what ``QGuiApplication`` decides, in short)."""
    chosen = _option(qt_args, "platform") or environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(";")[0].split(":")[0].strip() == "xcb"
    # Qt prefers Wayland in a Wayland session.
    return not (environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY"))


def _xcb_plugin(environ: Mapping[str, str]) -> Path | None:
    """The xcb platform plugin Qt would load: ``QT_PLUGIN_PATH`` first, then Qt's own."""
    from PySide6.QtCore import QLibraryInfo

    folders = [p for p in environ.get("QT_PLUGIN_PATH", "").split(os.pathsep) if p]
    folders.append(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    for folder in folders:
        plugin = Path(folder) / "platforms" / "libqxcb.so"
        if plugin.is_file():
            return plugin
    return None


def _loads(name: str) -> bool:
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


# Packaged apart from libxcb itself: a system missing one of these often misses the rest.
ALSO_CHECKED: Final = (
    "libxcb-cursor.so.0",
    "libxcb-icccm.so.4",
    "libxcb-keysyms.so.1",
    "libxcb-image.so.0",
    "libxcb-render-util.so.0",
    "libxcb-util.so.1",
    "libxkbcommon-x11.so.0",
)


def missing_library_line(error: str) -> str | None:
    """The line to print for the loader's ``error`` when it names a missing library."""
    found = _MISSING.search(error)
    if found is None:
        return None
    first = found.group(1)
    if _packages_of(first) is None:
        return None  # not a system library we know (one of Qt's own): Qt says more
    # The loader names only the first library it missed; the usual others are looked for.
    missing = [first, *(n for n in ALSO_CHECKED if n != first and not _loads(n))]
    packages = [p for p in map(_packages_of, missing) if p is not None]
    what = "library" if len(missing) == 1 else "libraries"
    line = f"the X11 client {what} {', '.join(missing)} that the window needs cannot be found"
    if packages:
        debian = " ".join(dict.fromkeys(p[0] for p in packages))
        fedora = " ".join(dict.fromkeys(p[1] for p in packages))
        line += f"; install {debian} (Debian, Ubuntu) or {fedora} (Fedora)"
    return line


def _packages_of(name: str) -> tuple[str, str] | None:
    for prefix, packages in PACKAGES.items():
        if name.startswith(prefix):
            return packages
    return None


def _display_answers(display: str) -> bool:
    """Whether an X server answers at ``display`` (libxcb, as Qt's plugin connects)."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # cannot tell: let Qt try
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(os.fsencode(display), None)
    if not connection:
        return False
    failed = xcb.xcb_connection_has_error(connection)
    xcb.xcb_disconnect(connection)
    return not failed


def display_problem(qt_args: Sequence[str], environ: Mapping[str, str]) -> str | None:
    """Why Qt could not open its window here, as one line (without the program's name),
    or ``None`` when nothing is known to be wrong."""
    if sys.platform in ("win32", "darwin") or not _uses_xcb(qt_args, environ):
        return None
    plugin = _xcb_plugin(environ)
    if plugin is not None:
        try:
            ctypes.CDLL(str(plugin))
        except OSError as e:
            line = missing_library_line(str(e))
            if line is not None:
                return line
    display = _option(qt_args, "display") or environ.get("DISPLAY", "")
    if not display:
        return (
            "no display to open the window on (DISPLAY is not set): start the game from "
            "a desktop session"
        )
    if plugin is not None and not _display_answers(display):
        return f"cannot open the display {display}: no X server answers there"
    return None
