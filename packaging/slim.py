"""What the bundle leaves out: Qt plugins, translations and libraries the game never uses.

Used by bakers-dozen.spec after PyInstaller's analysis. Plugins are kept by an allow
list per folder (an unknown new plugin folder is dropped, not shipped blind); on Linux the
shared libraries are then cut down to those some kept binary needs (``DT_NEEDED``),
which drops, with the GTK theme plugin, the whole GTK stack it pulled in from the build
machine. Without GTK's plugin Qt uses its own look or the desktop portal.
"""

from __future__ import annotations

import fnmatch
import re
from pathlib import PurePosixPath

# The languages the game ships; Qt's own strings (dialog buttons, About Qt) follow them.
LANGUAGES = ("en", "da", "tr", "cs", "sr")

EXCLUDED_MODULES = [
    "tkinter",
    "unittest",
    "pydoc",
    # The game's network (the online board) is Qt's, whose TLS backend plugin loads the
    # system's OpenSSL on Linux. Python's own ssl, and _hashlib (hashlib and hmac fall
    # back to their built-in digests), would ship the build machine's libcrypto, which
    # the system's libssl would then be loaded against: a mismatched pair, no TLS.
    "ssl",
    "_ssl",
    "_hashlib",
    # Nothing of the game parses XML; multiprocessing imports xmlrpc only for its XML
    # serialiser, which the solver does not use. Without them no copy of Expat ships.
    "xml",
    "xmlrpc",
    "pyexpat",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtOpenGL",
    "PySide6.QtPrintSupport",
    "PySide6.QtSql",
]

# plugin folder -> file name patterns to keep (any platform's suffix)
KEEP_PLUGINS: dict[str, tuple[str, ...]] = {
    "platforms": ("*qxcb*", "*qwayland*", "*qoffscreen*", "*qwindows*", "*qcocoa*"),
    "platformthemes": ("*xdgdesktopportal*",),
    "platforminputcontexts": ("*",),
    "imageformats": ("*qsvg*", "*qico*"),
    "iconengines": ("*qsvgicon*",),
    "styles": ("*",),
    "xcbglintegrations": ("*",),
    # TLS for an https:// online board: OpenSSL on Linux (the system's libssl, opened at
    # run time), Schannel on Windows, Secure Transport (or OpenSSL, where the wheel has
    # it) on macOS. Without a backend no https:// address can be reached.
    "tls": ("*qopensslbackend*", "*qschannelbackend*", "*qsecuretransportbackend*"),
    "wayland-decoration-client": ("*",),
    "wayland-graphics-integration-client": ("*wayland-egl*", "*shm-emulation*"),
    "wayland-shell-integration": ("*xdg-shell*",),
}

_PLUGIN = re.compile(r"(?:^|/)plugins/([^/]+)/([^/]+)$")
_TRANSLATION = re.compile(r"(?:^|/)translations/([a-z_]+?)_([a-z]{2})(?:_[A-Za-z]+)?\.qm$")
_LIBRARY = re.compile(r"\.so(\.\d+)*$")
# Parts of the C library that PyInstaller's own list does not leave out (miniaudio's
# module needs glibc's vector maths): the system's glibc must always bring its own.
_GLIBC = re.compile(r"^libmvec\.so(\.\d+)*$")


def _dest(entry: tuple[str, str, str]) -> str:
    return entry[0].replace("\\", "/")


def plugin_kept(dest: str) -> bool:
    match = _PLUGIN.search(dest)
    if match is None:
        return True
    folder, name = match.groups()
    return any(fnmatch.fnmatch(name, pattern) for pattern in KEEP_PLUGINS.get(folder, ()))


def translation_kept(dest: str) -> bool:
    match = _TRANSLATION.search(dest)
    if match is None:
        return True
    catalogue, language = match.groups()
    return catalogue in ("qt", "qtbase") and language in LANGUAGES


def keep_datas(
    datas: list[tuple[str, str, str]], binaries: list[tuple[str, str, str]]
) -> list[tuple[str, str, str]]:
    """The data files to ship: no other languages' Qt translations, and no symbolic link
    (PyInstaller lists some among the data) to a library that ``keep_binaries`` left out."""
    present = {_dest(e) for e in binaries + datas if e[2] != "SYMLINK"}
    seen: set[str] = set()
    kept = []
    for entry in datas:
        dest = _dest(entry)
        if dest in seen or not translation_kept(dest):
            continue
        if entry[2] == "SYMLINK" and _link_target(entry) not in present:
            continue
        seen.add(dest)
        kept.append(entry)
    return kept


def _link_target(entry: tuple[str, str, str]) -> str:
    # A SYMLINK entry holds its target relative to the link's folder.
    return str(PurePosixPath(_dest(entry)).parent / entry[1].replace("\\", "/"))


def keep_binaries(
    binaries: list[tuple[str, str, str]], *, follow_needed: bool
) -> list[tuple[str, str, str]]:
    seen: set[str] = set()
    kept = []
    for entry in binaries:
        dest = _dest(entry)
        if dest in seen or not plugin_kept(dest) or _GLIBC.search(PurePosixPath(dest).name):
            continue
        seen.add(dest)
        kept.append(entry)
    return _needed_only(kept) if follow_needed else kept


def _needed_only(binaries: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Keep every module and plugin, and of the shared libraries only those that some
    kept binary needs, directly or through others; then the symbolic links (PyInstaller
    links Qt's libraries into the top folder) whose target is kept."""
    from PyInstaller.depend.bindepend import get_imports

    links = [e for e in binaries if e[2] == "SYMLINK"]
    files = [e for e in binaries if e[2] != "SYMLINK"]
    by_name: dict[str, list[tuple[str, str, str]]] = {}
    for e in files:
        by_name.setdefault(PurePosixPath(_dest(e)).name, []).append(e)

    # The roots are what is loaded by name at run time: Python extension modules, Qt
    # plugins, and libpython (opened by the bootloader). Libraries follow from them.
    def root(e: tuple[str, str, str]) -> bool:
        dest = _dest(e)
        name = PurePosixPath(dest).name
        return (
            "/plugins/" in dest
            or "/lib-dynload/" in dest
            or name.endswith(".abi3.so")
            or ".cpython-" in name
            or name.startswith("libpython")
            or not _LIBRARY.search(name)
        )

    todo = [e for e in files if root(e)]
    needed = {_dest(e) for e in todo}
    while todo:
        entry = todo.pop()
        for name, _path in get_imports(entry[1]):
            for dep in by_name.get(PurePosixPath(name).name, []):
                if _dest(dep) not in needed:
                    needed.add(_dest(dep))
                    todo.append(dep)
    kept_links = [e for e in links if _link_target(e) in needed]
    return [e for e in files if _dest(e) in needed] + kept_links
