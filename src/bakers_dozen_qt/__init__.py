"""Baker's Dozen patience for the desktop."""

from __future__ import annotations

DISTRIBUTION = "bakers-dozen-qt"


def _installed_version() -> str:
    # pyproject.toml holds the one version; an install (and the frozen app, whose spec
    # copies the package metadata) carries it as metadata. importlib.metadata brings the
    # email package and more with it (some 20 ms), so it is read only when asked for:
    # the first frame of the game does not need the version.
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        # A source tree put on the path by hand has no metadata: say so, never guess.
        return "0+unknown"


def __getattr__(name: str) -> str:
    # ``__version__`` on first use (PEP 562), then kept as a plain attribute.
    if name == "__version__":
        value = _installed_version()
        globals()["__version__"] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
