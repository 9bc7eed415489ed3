"""The environment a frozen (PyInstaller) program hands to the programs it starts.

PyInstaller's bootloader puts the bundle's own library folder first in
``LD_LIBRARY_PATH`` (``LIBPATH`` on AIX) so that the frozen program finds its libraries,
and keeps the caller's value in ``<NAME>_ORIG``. The dynamic loader has read the variable
by the time Python runs, so the program itself no longer needs it; but every child
(``xdg-open`` opening About's link, the browser it starts) would load the bundle's
libraries instead of its own. ``restore_caller_environment()`` puts the caller's values
back, once, before anything starts a child, and drops the bootloader's own ``_PYI_*``
notes, which would make another frozen program take itself for this one's child.

PyInstaller's PySide6 hook also sets ``QT_PLUGIN_PATH`` and ``QML2_IMPORT_PATH`` over the
caller's, and puts the bundle first on ``PATH`` (Windows) or ``DYLD_LIBRARY_PATH`` (macOS
outside an .app). Our own runtime hook (``packaging/rthook_caller_env.py``, run before
PyInstaller's) keeps the caller's values in ``BAKERS_DOZEN_CALLER_ENV``;
``restore_qt_environment()`` puts them back once the application object exists, when Qt
has read its plugin path: the game never loads plugins from the caller's
``QT_PLUGIN_PATH`` (built for another Qt), and its children get the caller's.
"""

from __future__ import annotations

import json
import sys
from collections.abc import MutableMapping

LIBRARY_PATH_VARIABLES = ("LD_LIBRARY_PATH", "LIBPATH")
CALLER_ENV = "BAKERS_DOZEN_CALLER_ENV"


def restore_caller_environment(environ: MutableMapping[str, str] | None = None) -> None:
    """In a frozen program, give ``environ`` (``os.environ``) the caller's library paths:
    the ``_ORIG`` value where the caller had one, none where it had none."""
    if not getattr(sys, "frozen", False):
        return
    if environ is None:
        import os

        environ = os.environ
    for name in LIBRARY_PATH_VARIABLES:
        original = environ.pop(f"{name}_ORIG", None)
        if original is not None:
            environ[name] = original
        else:
            environ.pop(name, None)
    for name in [n for n in environ if n.startswith("_PYI_")]:
        del environ[name]


def restore_qt_environment(environ: MutableMapping[str, str] | None = None) -> None:
    """In a frozen program whose Qt application exists, give ``environ`` (``os.environ``)
    the caller's values of the variables PyInstaller's Qt hook set."""
    if not getattr(sys, "frozen", False):
        return
    if environ is None:
        import os

        environ = os.environ
    saved = environ.pop(CALLER_ENV, None)
    if saved is None:
        return
    try:
        caller = json.loads(saved)
    except ValueError:
        return
    if not isinstance(caller, dict):
        return
    for name, value in caller.items():
        if isinstance(value, str):
            environ[name] = value
        elif value is None:
            environ.pop(name, None)
