"""The inventory of what a bundle carries from others: every file, its component, version
and licence, written at build time from the files PyInstaller actually collected.

Used by bakers-dozen.spec after ``slim`` has cut the bundle down:

- ``inventory(toc)`` sorts each collected file into a component (Qt, PySide6, CPython, a
  system library copied from the build machine, ...) and raises ``MissingLicence``
  naming every library that no entry below covers, which stops the build: nothing is
  shipped without its licence being known.
- ``write(entries, folder)`` writes ``third-party-libraries.json`` (read by
  ``linux/make-deb.sh`` for the .deb's DEP-5 ``copyright``) and
  ``THIRD-PARTY-LIBRARIES.md`` (for players, beside ``THIRD-PARTY.md``), and on a
  Debian-like build machine copies each system package's own ``copyright`` file.

    python packaging/third_party.py deb-copyright INVENTORY.json PREFIX [PRESENT_ROOT]
    python packaging/third_party.py system-files INVENTORY.json
    python packaging/third_party.py keep-present INVENTORY.json BUNDLE_INTERNAL

print the DEP-5 paragraphs for the files of the inventory (those under PRESENT_ROOT,
their paths prefixed with PREFIX); list the files that came from the build machine's
system packages; rewrite the inventory to the files a tree still holds (make-deb.sh).

Standard library only.
"""

from __future__ import annotations

import json
import platform
import re
import shutil
import subprocess
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path, PurePosixPath

BOOTLOADER_LICENCE = "GPL-2.0-or-later WITH PyInstaller-bootloader-exception"
PYTHON_LICENCE = "PSF-2.0"
QT_LICENCE = "LGPL-3.0-only"
PYSIDE_LICENCE = "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only"


class MissingLicence(Exception):
    """Some collected library has no licence entry here: add one before shipping it."""


@dataclass(frozen=True)
class Licence:
    component: str
    licence: str  # an SPDX expression
    holders: str
    source: str


# System libraries PyInstaller may copy from the build machine (Linux: /usr/lib, Windows
# and macOS: the Python installation), by file name: a regular expression, then the
# component | its SPDX licence, the copyright holders and where its source is. One of them
# without an entry here stops the build.
_SYSTEM_TABLE = r"""
^libz\.|^zlib1?\.dll$
    zlib | Zlib
    Jean-loup Gailly and Mark Adler
    https://zlib.net/
^libbz2\.
    bzip2 | bzip2-1.0.6
    Julian R Seward
    https://sourceware.org/bzip2/
^libexpat\.|^libexpat\.dll$
    Expat | MIT
    Thai Open Source Software Center Ltd and Clark Cooper, and the Expat maintainers
    https://libexpat.github.io/
^libfreetype\.
    FreeType | FTL OR GPL-2.0-or-later
    The FreeType Project
    https://freetype.org/
^libpng16\.
    libpng | libpng-2.0
    Cosmin Truta, Glenn Randers-Pehrson and others
    http://www.libpng.org/pub/png/libpng.html
^lib(glib|gthread|gobject|gio|gmodule)-2\.0\.
    GLib | LGPL-2.1-or-later
    The GLib authors
    https://gitlab.gnome.org/GNOME/glib
^libpcre2-
    PCRE2 | BSD-3-Clause WITH PCRE2-exception
    University of Cambridge and Philip Hazel
    https://github.com/PCRE2Project/pcre2
^libgcrypt\.
    Libgcrypt | LGPL-2.1-or-later
    Free Software Foundation, Inc. and g10 Code GmbH
    https://gnupg.org/software/libgcrypt/
^libgpg-error\.
    libgpg-error | LGPL-2.1-or-later
    g10 Code GmbH and others
    https://gnupg.org/software/libgpg-error/
^libsystemd\.
    libsystemd | LGPL-2.1-or-later
    The systemd authors
    https://systemd.io/
^libcap\.
    libcap | BSD-3-Clause OR GPL-2.0-only
    Andrew G. Morgan and others
    https://sites.google.com/site/fullycapable/
^liblz4\.
    LZ4 | BSD-2-Clause
    Yann Collet
    https://lz4.org/
^liblzma\.
    XZ Utils (liblzma) | 0BSD OR LicenseRef-public-domain
    The XZ Utils authors (Lasse Collin and others)
    https://tukaani.org/xz/
^libzstd\.
    Zstandard | BSD-3-Clause OR GPL-2.0-only
    Meta Platforms, Inc. and affiliates
    https://facebook.github.io/zstd/
^lib(crypto|ssl)[.-]
    OpenSSL | Apache-2.0
    The OpenSSL Project Authors
    https://www.openssl.org/
^libffi[.-]
    libffi | MIT
    Anthony Green, Red Hat, Inc. and others
    https://sourceware.org/libffi/
^libsqlite3\.|^sqlite3\.dll$
    SQLite | blessing
    public domain (the SQLite authors)
    https://www.sqlite.org/
^libstdc\+\+\.|^libgcc_s\.
    GCC run-time libraries | GPL-3.0-or-later WITH GCC-exception-3.1
    Free Software Foundation, Inc.
    https://gcc.gnu.org/
^lib(X11|X11-xcb|Xau|Xdmcp|xcb)[.-]
    X.Org client libraries (libX11, libXau, libXdmcp, libxcb, xcb-util) | MIT AND X11
    The X.Org Foundation, Keith Packard, Bart Massey, Jamey Sharp and others
    https://www.x.org/
^libxkbcommon
    libxkbcommon | MIT
    Daniel Stone, Ran Benita, Intel Corporation and others
    https://xkbcommon.org/
^libdbus-1\.
    D-Bus | AFL-2.1 OR GPL-2.0-or-later
    Red Hat, Inc. and others
    https://www.freedesktop.org/wiki/Software/dbus/
^libfontconfig\.
    Fontconfig | HPND-sell-variant
    Keith Packard, Red Hat, Inc. and others
    https://www.freedesktop.org/wiki/Software/fontconfig/
^libbrotli
    Brotli | MIT
    The Brotli authors (Google)
    https://github.com/google/brotli
^libbsd\.
    libbsd | BSD-3-Clause AND BSD-2-Clause AND ISC
    The libbsd and BSD authors
    https://libbsd.freedesktop.org/
^libmd\.
    libmd | BSD-3-Clause AND BSD-2-Clause AND ISC
    The libmd and BSD authors
    https://www.hadrons.org/software/libmd/
^lib(krb5|krb5support|k5crypto|gssapi_krb5)\.
    MIT Kerberos | MIT
    Massachusetts Institute of Technology and others
    https://web.mit.edu/kerberos/
^libcom_err\.
    com_err (from e2fsprogs) | MIT
    Massachusetts Institute of Technology and Theodore Ts'o
    https://e2fsprogs.sourceforge.net/
^libkeyutils\.
    keyutils | LGPL-2.0-or-later
    Red Hat, Inc. (David Howells)
    https://people.redhat.com/~dhowells/keyutils/
^(vcruntime140\w*|msvcp140\w*|concrt140|vccorlib140|vcomp140)\.dll$
    Microsoft Visual C++ run-time | LicenseRef-Microsoft-Visual-C-Redistributable
    Microsoft Corporation
    https://learn.microsoft.com/cpp/windows/redistributing-visual-cpp-files
^(ucrtbase\.dll|api-ms-win-.*\.dll)$
    Microsoft Universal C run-time | LicenseRef-Microsoft-Windows-SDK-Redistributable
    Microsoft Corporation
    https://learn.microsoft.com/cpp/windows/universal-crt-deployment
^opengl32sw\.dll$
    Mesa llvmpipe (software OpenGL) | MIT
    The Mesa authors
    https://www.mesa3d.org/
^d3dcompiler_47\.dll$
    Direct3D shader compiler | LicenseRef-Microsoft-Windows-SDK-Redistributable
    Microsoft Corporation
    https://learn.microsoft.com/windows/win32/direct3dtools/
"""


def _system_libraries(table: str) -> tuple[tuple[str, Licence], ...]:
    rows = []
    for block in re.split(r"\n(?=\S)", table.strip()):
        pattern, names, holders, source = (line.strip() for line in block.splitlines())
        component, licence = (part.strip() for part in names.split(" | "))
        rows.append((pattern, Licence(component, licence, holders, source)))
    return tuple(rows)


SYSTEM_LIBRARIES = _system_libraries(_SYSTEM_TABLE)
QT = Licence(
    "Qt",
    QT_LICENCE,
    "The Qt Company Ltd. and other contributors",
    "https://download.qt.io/official_releases/qt/",
)
PYSIDE = Licence(
    "PySide6",
    PYSIDE_LICENCE,
    "The Qt Company Ltd.",
    "https://download.qt.io/official_releases/QtForPython/",
)
SHIBOKEN = Licence(
    "shiboken6",
    PYSIDE_LICENCE,
    "The Qt Company Ltd.",
    "https://download.qt.io/official_releases/QtForPython/",
)
ICU = Licence("ICU", "Unicode-3.0", "Unicode, Inc. and others", "https://icu.unicode.org/")
PYTHON = Licence(
    "CPython",
    PYTHON_LICENCE,
    "Python Software Foundation",
    "https://www.python.org/downloads/source/",
)
MINIAUDIO = Licence(
    "miniaudio (pyminiaudio)",
    "MIT",
    "Irmen de Jong (the Python binding); David Reid (miniaudio); Sean Barrett (stb_vorbis)",
    "https://github.com/irmen/pyminiaudio",
)
CFFI = Licence(
    "cffi",
    "MIT-0",
    "Armin Rigo, Maciej Fijalkowski and contributors",
    "https://github.com/python-cffi/cffi",
)
JEEPNEY = Licence("jeepney", "MIT", "Thomas Kluyver", "https://gitlab.com/takluyver/jeepney")
# PyInstaller's COPYING.txt: its run-time hooks and the modules they use ("fake-modules",
# such as _pyi_rth_utils) are under the Apache License 2.0, unlike the bootloader.
PYINSTALLER_RUNTIME = Licence(
    "PyInstaller run-time modules",
    "Apache-2.0",
    "PyInstaller Development Team",
    "https://github.com/pyinstaller/pyinstaller",
)
# The Python packages whose modules the game's bundle carries as .pyc files, by their
# top-level name (the standard library's by sys.stdlib_module_names).
_PACKAGES = {
    "PySide6": (PYSIDE, "PySide6-Essentials"),
    "shiboken6": (SHIBOKEN, "shiboken6"),
    "jeepney": (JEEPNEY, "jeepney"),
    "miniaudio": (MINIAUDIO, "miniaudio"),
    "cffi": (CFFI, "cffi"),
    "_pyi_rth_utils": (PYINSTALLER_RUNTIME, "pyinstaller"),
    "pyi_splash": (PYINSTALLER_RUNTIME, "pyinstaller"),
}
OWN_PACKAGE = "bakers_dozen_qt"

BOOTLOADER = Licence(
    "PyInstaller bootloader",
    BOOTLOADER_LICENCE,
    "PyInstaller Development Team",
    "https://github.com/pyinstaller/pyinstaller",
)

_BINARY = re.compile(r"(\.so(\.[\w.]+)?|\.dylib|\.dll|\.pyd)$", re.I)


@dataclass
class Entry:
    component: str
    version: str
    licence: str
    holders: str
    source: str
    package: str = ""  # the build machine's package a system library came from
    files: list[str] = field(default_factory=list)


def _versions() -> dict[str, str]:
    from importlib import metadata

    found = {"CPython": platform.python_version()}
    for dist in ("PySide6-Essentials", "shiboken6", "pyinstaller"):
        try:
            found[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            found[dist] = "unknown"
    return found


def _dist_version(dist: str) -> str:
    from importlib import metadata

    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "unknown"


def _debian_package(path: str) -> tuple[str, str]:
    """The Debian package (and its version) that installed ``path``, or ("", "")."""
    if shutil.which("dpkg-query") is None:
        return "", ""
    real = str(Path(path).resolve())
    candidates = [path, real]
    for p in (path, real):  # merged /usr: dpkg knows one spelling of the two
        if p.startswith("/usr/"):
            candidates.append(p[4:])
        elif p.startswith("/lib"):
            candidates.append("/usr" + p)
    for candidate in candidates:
        run = subprocess.run(
            ["dpkg-query", "-S", candidate], capture_output=True, text=True, check=False
        )
        if run.returncode == 0 and ":" in run.stdout:
            package = run.stdout.split(": ", 1)[0].split(",")[0].strip()
            version = subprocess.run(
                ["dpkg-query", "-W", "-f", "${Version}", package],
                capture_output=True,
                text=True,
                check=False,
            ).stdout.strip()
            return package, version
    return "", ""


def _version_from_name(name: str) -> str:
    found = re.search(r"\.so\.([\d.]+)$|[.-](\d+(?:\.\d+)*)\.(?:dylib|dll)$", name)
    return next((g for g in found.groups() if g), "") if found else ""


def _icu(version: str) -> Licence:
    # ICU 74 moved from the ICU and Unicode-DFS-2016 licences to Unicode-3.0.
    major = int(version.split(".")[0]) if version[:1].isdigit() else 74
    return (
        ICU
        if major >= 74
        else Licence(ICU.component, "ICU AND Unicode-DFS-2016", ICU.holders, ICU.source)
    )


def classify(
    dest: str, src: str, typecode: str, versions: dict[str, str]
) -> tuple[Licence, str, str]:
    """(licence, version, build-machine package) of one collected file."""
    parts = PurePosixPath(dest.replace("\\", "/")).parts
    name = parts[-1]
    lower = name.lower()
    qt_version = versions.get("PySide6-Essentials", "")
    if typecode == "EXECUTABLE":
        return BOOTLOADER, versions.get("pyinstaller", ""), ""
    if (
        "python.framework" in dest.lower()
        or lower == "python"
        or lower.startswith(("libpython", "python3"))
    ):
        return PYTHON, versions["CPython"], ""
    if re.match(r"^(lib)?icu[a-z0-9]*[.-]", lower) or re.match(r"^libicu", lower):
        version = _version_from_name(name)
        return _icu(version), version, ""
    if lower.startswith(("libshiboken6", "shiboken6")) or parts[0] == "shiboken6":
        return SHIBOKEN, versions.get("shiboken6", ""), ""
    if lower.startswith(("libpyside6", "pyside6")):
        return PYSIDE, qt_version, ""
    if lower.startswith(("libqt6", "qt6")) or ".framework" in dest:
        return QT, qt_version, ""
    for pattern, licence in SYSTEM_LIBRARIES:
        if re.search(pattern, name, re.I):
            package, version = _debian_package(src)
            return licence, version or _version_from_name(name), package
    if lower.startswith("_miniaudio."):
        return MINIAUDIO, _dist_version("miniaudio"), ""
    if lower.startswith("_cffi_backend."):
        return CFFI, _dist_version("cffi"), ""
    if parts[0] == "PySide6":
        if lower.endswith((".pyd", ".abi3.so")) and len(parts) == 2:
            return PYSIDE, qt_version, ""  # the binding's modules (QtCore.abi3.so, ...)
        return QT, qt_version, ""  # Qt's plugins
    if "lib-dynload" in parts or lower.endswith(".pyd"):
        return PYTHON, versions["CPython"], ""
    raise MissingLicence(dest)


CONTENTS = "_internal"  # PyInstaller's folder beside the executables


def classify_module(dest: str, versions: dict[str, str]) -> tuple[Licence, str] | None:
    """(licence, version) of a module collected as a ``.pyc`` file (the Linux build's
    ``noarchive``), by its top-level package; ``None`` for the game's own."""
    top = PurePosixPath(dest).parts[0].removesuffix(".pyc")
    if top == OWN_PACKAGE:
        return None
    if top in _PACKAGES:
        licence, dist = _PACKAGES[top]
        return licence, versions.get(dist) or _dist_version(dist)
    if top in sys.stdlib_module_names:
        return PYTHON, versions["CPython"]
    raise MissingLicence(dest)


def inventory(toc: list[tuple[str, str, str]]) -> list[Entry]:
    """Every binary of ``toc`` (PyInstaller's (dest, src, typecode) entries), and every
    module collected as a ``.pyc`` file but the game's own, by component, its files named
    from the bundle's top folder; ``MissingLicence`` names each file that no licence
    entry covers."""
    versions = _versions()
    entries: dict[tuple[str, str, str], Entry] = {}
    missing = []
    for dest, src, typecode in toc:
        dest = dest.replace("\\", "/")
        binary = typecode in ("BINARY", "EXTENSION", "EXECUTABLE") or (
            typecode == "DATA" and _BINARY.search(dest) is not None and "/translations/" not in dest
        )
        module = typecode == "DATA" and dest.endswith(".pyc")
        if not module and (not binary or typecode == "SYMLINK"):
            continue
        try:
            if module:
                found = classify_module(dest, versions)
                if found is None:
                    continue  # the game's own code: the bundle's licence
                (licence, version), package = found, ""
            else:
                licence, version, package = classify(dest, src, typecode, versions)
        except MissingLicence:
            missing.append(f"{dest} (from {src})")
            continue
        key = (licence.component, version, package)
        entry = entries.setdefault(
            key,
            Entry(
                licence.component,
                version,
                licence.licence,
                licence.holders,
                licence.source,
                package,
            ),
        )
        entry.files.append(dest if typecode == "EXECUTABLE" else f"{CONTENTS}/{dest}")
    if missing:
        raise MissingLicence(
            "no licence entry in packaging/third_party.py for: " + "; ".join(sorted(missing))
        )
    result = sorted(entries.values(), key=lambda e: (e.component.lower(), e.package))
    for e in result:
        e.files.sort()
    return result


def markdown(entries: list[Entry]) -> str:
    lines = [
        "# Libraries in this bundle",
        "",
        "Generated when this bundle was built, from the files it holds. Each component keeps its",
        "own licence (SPDX expressions); `THIRD-PARTY.md` says how to replace the LGPL ones.",
        "The texts of the GNU GPL and LGPL version 3 are in `LICENSE` and `LICENSE-LGPL-3.0.txt`;",
        "`licences/` holds the copyright files of the system libraries copied from the build",
        "machine, when it had them, and `licences/qt/NOTICES.md` the notices of the",
        "third-party code compiled into Qt's libraries (PCRE2, HarfBuzz, FreeType, ...).",
        "",
        "| component | version | licence | copyright | source | files |",
        "|---|---|---|---|---|---|",
    ]
    for e in entries:
        origin = f" (build machine's `{e.package}`)" if e.package else ""
        lines.append(
            f"| {e.component}{origin} | {e.version or 'unknown'} | {e.licence} | {e.holders} "
            f"| <{e.source}> | {len(e.files)}: {', '.join(f'`{f}`' for f in e.files[:4])}"
            f"{', ...' if len(e.files) > 4 else ''} |"
        )
    return "\n".join(lines) + "\n"


def write(entries: list[Entry], folder: Path) -> list[tuple[str, str]]:
    """Write the inventory into ``folder``; return (file, bundle folder) pairs to ship."""
    folder.mkdir(parents=True, exist_ok=True)
    inventory_json = folder / "third-party-libraries.json"
    inventory_json.write_text(
        json.dumps([asdict(e) for e in entries], indent=1) + "\n", encoding="utf-8"
    )
    table = folder / "THIRD-PARTY-LIBRARIES.md"
    table.write_text(markdown(entries), encoding="utf-8")
    shipped = [(str(inventory_json), "."), (str(table), ".")]
    texts = folder / "licences"
    shutil.rmtree(texts, ignore_errors=True)
    (texts / "system").mkdir(parents=True)
    for name, source in _licence_texts().items():
        shutil.copyfile(source, texts / name)
        shipped.append((str(texts / name), "licences"))
    for written in _qt_notices(texts / "qt"):
        shipped.append((str(written), "licences/qt"))
    for package in sorted({e.package for e in entries if e.package}):
        copyright_file = Path("/usr/share/doc") / package.split(":")[0] / "copyright"
        if copyright_file.is_file():
            target = texts / "system" / f"{package.split(':')[0]}.copyright"
            shutil.copyfile(copyright_file, target)
            shipped.append((str(target), "licences/system"))
    return shipped


QT_NOTICES = f"{CONTENTS}/licences/qt/NOTICES.md"


def _qt_notices(folder: Path) -> list[Path]:
    """The notices of the third-party code inside Qt's libraries (qt_third_party.py,
    beside this file: the spec and the tests load these modules by path)."""
    here = str(Path(__file__).resolve().parent)
    if here not in sys.path:
        sys.path.insert(0, here)
    import qt_third_party

    return qt_third_party.write(folder)


def _licence_texts() -> dict[str, Path]:
    """The licence texts this machine has of the components every bundle carries."""
    import sysconfig
    from importlib import metadata

    found: dict[str, Path] = {}
    for candidate in (
        Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
        Path(sys.base_prefix) / "LICENSE.txt",  # Windows
    ):
        if candidate.is_file():
            found["CPython-LICENSE.txt"] = candidate
            break
    try:
        files = metadata.distribution("pyinstaller").files or []
        copying = next((f for f in files if f.name == "COPYING.txt"), None)
        if copying is not None:
            found["PyInstaller-COPYING.txt"] = Path(str(copying.locate()))
    except metadata.PackageNotFoundError:
        pass
    # ICU's licence as the build machine's own ICU package states it (Debian, Ubuntu).
    for icu in sorted(Path("/usr/share/doc").glob("libicu[0-9]*/copyright")):
        found["ICU-copyright.txt"] = icu
    return found


# --- the .deb's debian/copyright (DEP-5) -----------------------------------------------

_COMMON_LICENCES = {
    "GPL-2": "GPL-2",
    "GPL-3": "GPL-3",
    "LGPL-2": "LGPL-2",
    "LGPL-2.1": "LGPL-2.1",
    "LGPL-3": "LGPL-3",
    "Apache-2.0": "Apache-2.0",
}


def _dep5_licence(spdx: str) -> str:
    """SPDX to DEP-5's short names (``GPL-3+``, ``LGPL-3``, ...)."""

    def short(match: re.Match[str]) -> str:
        number = match.group(2).removesuffix(".0")
        return f"{match.group(1)}-{number}{'+' if match.group(3) == 'or-later' else ''}"

    name = re.sub(r"\b(L?GPL)-([\d.]+)-(only|or-later)\b", short, spdx)
    name = name.replace("PyInstaller-bootloader-exception", "PyInstaller-bootloader exception")
    return name.replace(" OR ", " or ").replace(" AND ", " and ").replace(" WITH ", " with ")


def _licence_names(dep5: str) -> list[str]:
    words = re.split(r"\s+(?:or|and)\s+", dep5)
    return [w.split(" with ")[0].strip("() ") for w in words]


# Where the bundle keeps the text of each licence Debian does not ship in common-licenses.
_BUNDLED_TEXTS = {
    "PSF-2.0": f"{CONTENTS}/licences/CPython-LICENSE.txt",
    "ICU": f"{CONTENTS}/licences/ICU-copyright.txt",
    "Unicode-DFS-2016": f"{CONTENTS}/licences/ICU-copyright.txt",
    "Unicode-3.0": f"{CONTENTS}/licences/ICU-copyright.txt",
}


def _licence_paragraph(name: str, prefix: str) -> str:
    base = name.rstrip("+")
    if base in _COMMON_LICENCES:
        return (
            f"License: {name}\n On Debian systems the full text of this licence is in\n"
            f" /usr/share/common-licenses/{_COMMON_LICENCES[base]}."
        )
    where = _BUNDLED_TEXTS.get(name)
    text = f"/{prefix}/{where}" if where else "the component's source (see Comment)"
    return f"License: {name}\n The full text of this licence is in\n {text}."


def deb_copyright(entries: list[dict[str, object]], prefix: str, present: Path | None) -> str:
    paragraphs: list[str] = []
    licences: set[str] = set()
    bootloader_exception = False
    for e in entries:
        files = [str(f) for f in e["files"]]  # type: ignore[attr-defined]
        if present is not None:
            files = [f for f in files if (present / f).exists() or (present / f).is_symlink()]
        if not files:
            continue
        dep5 = _dep5_licence(str(e["licence"]))
        licences.update(_licence_names(dep5))
        bootloader_exception |= "PyInstaller-bootloader exception" in dep5
        paths = "\n".join(f" {prefix}/{f}" for f in files)
        comment = f"{e['component']} {e['version']}, from <{e['source']}>."
        if e["component"] == QT.component:
            comment += (
                "\n The third-party code compiled into Qt's libraries, with its licences,"
                f"\n is listed in\n /{prefix}/{QT_NOTICES}."
            )
        paragraphs.append(
            f"Files:\n{paths}\nCopyright: {e['holders']}\nLicense: {dep5}\nComment: {comment}"
        )
    paragraphs += [_licence_paragraph(name, prefix) for name in sorted(licences)]
    if bootloader_exception:
        paragraphs.append(
            "License: GPL-2+ with PyInstaller-bootloader exception\n"
            " The bootloader is under the GNU GPL version 2 or later (on Debian systems in\n"
            " /usr/share/common-licenses/GPL-2), with an exception that lets it be\n"
            " combined with a program under any licence; the exception's text is in\n"
            f" /{prefix}/{CONTENTS}/licences/PyInstaller-COPYING.txt."
        )
    return "\n\n".join(paragraphs) + "\n"


def system_files(entries: list[dict[str, object]]) -> list[str]:
    """The files of ``entries`` that came from a package of the build machine's system."""
    return sorted(str(f) for e in entries if e.get("package") for f in e["files"])  # type: ignore[attr-defined]


def keep_present(path: Path, folder: Path) -> None:
    """Rewrite the inventory in ``path`` (and its Markdown beside it) to the files still
    under ``folder``: the .deb's tells what the .deb holds."""
    entries = [Entry(**e) for e in json.loads(path.read_text(encoding="utf-8"))]
    kept = []
    for e in entries:
        e.files = [f for f in e.files if (folder / f).exists()]
        if e.files:
            kept.append(e)
    path.write_text(json.dumps([asdict(e) for e in kept], indent=1) + "\n", encoding="utf-8")
    (path.parent / "THIRD-PARTY-LIBRARIES.md").write_text(markdown(kept), encoding="utf-8")


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "system-files":
        print("\n".join(system_files(json.loads(Path(argv[1]).read_text(encoding="utf-8")))))
        return 0
    if len(argv) == 3 and argv[0] == "keep-present":
        keep_present(Path(argv[1]), Path(argv[2]))
        return 0
    if len(argv) in (3, 4) and argv[0] == "deb-copyright":
        entries = json.loads(Path(argv[1]).read_text(encoding="utf-8"))
        present = Path(argv[3]) if len(argv) == 4 else None
        sys.stdout.write(deb_copyright(entries, argv[2].rstrip("/"), present))
        return 0
    print(
        "usage: third_party.py deb-copyright INVENTORY.json PREFIX [PRESENT_ROOT]", file=sys.stderr
    )
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
