"""Baker's Dozen patience for the desktop."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

DISTRIBUTION = "bakers-dozen-qt"


def _installed_version() -> str:
    # pyproject.toml holds the one version; an install (and the frozen app, whose spec
    # copies the package metadata) carries it as metadata.
    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        # A source tree put on the path by hand has no metadata: say so, never guess.
        return "0+unknown"


__version__ = _installed_version()
