"""The environment a frozen (PyInstaller) program hands to the programs it starts.

PyInstaller's bootloader puts the bundle's own library folder first in
``LD_LIBRARY_PATH`` (``LIBPATH`` on AIX) so that the frozen program finds its libraries,
and keeps the caller's value in ``<NAME>_ORIG``. The dynamic loader has read the variable
by the time Python runs, so the program itself no longer needs it; but every child
(``xdg-open`` opening About's link, the browser it starts) would load the bundle's
libraries instead of its own. ``restore_caller_environment()`` puts the caller's values
back, once, before anything starts a child, and drops the bootloader's own ``_PYI_*``
notes, which would make another frozen program take itself for this one's child.
"""

from __future__ import annotations

import sys
from collections.abc import MutableMapping

LIBRARY_PATH_VARIABLES = ("LD_LIBRARY_PATH", "LIBPATH")


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
