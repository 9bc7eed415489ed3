"""The desktop application: Qt widgets, table scene, card art and themes."""

from __future__ import annotations

import builtins

import PySide6.QtCore  # noqa: F401  (installs PySide's import wrapper, undone below)

# PySide wraps ``__import__`` to serve ``from __feature__ import snake_case``: after
# every later import it reads the new module's whole source to see whether it mentions
# PySide6 (benchmarks/README.md: about 20 ms over the 130 modules of a start). This app
# never selects a feature, so imports go straight to the import PySide wrapped (its own
# lazy loader, which stays).
_unwrapped = getattr(builtins, "__orig_import__", None)
if _unwrapped is not None and builtins.__import__ is getattr(builtins, "__feature_import__", None):
    builtins.__import__ = _unwrapped
