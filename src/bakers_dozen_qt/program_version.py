"""The version both commands print: from the installed package, else the source tree."""

from __future__ import annotations

import importlib.metadata

DISTRIBUTION = "bakers-dozen-qt"


def program_version() -> str:
    """The installed distribution's version; ``__version__`` when run from a bare source tree."""
    try:
        return importlib.metadata.version(DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        pass
    import bakers_dozen_qt

    version = getattr(bakers_dozen_qt, "__version__", None)
    return version if isinstance(version, str) else "unknown"
