"""The licence inventory: every collected library is sorted into a component with a
licence, an unknown one stops the build, and the .deb's DEP-5 copyright is well formed.

Fast and always run (the inventory of a real bundle is checked in test_linux_bundle.py).
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def third_party() -> ModuleType:
    return _load("third_party")


SITE = "/venv/lib/python3.12/site-packages"
TOC = [
    ("PySide6/Qt/lib/libQt6Core.so.6", f"{SITE}/PySide6/Qt/lib/libQt6Core.so.6", "BINARY"),
    ("PySide6/Qt/lib/libicuuc.so.73", f"{SITE}/PySide6/Qt/lib/libicuuc.so.73", "BINARY"),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", f"{SITE}/PySide6/Qt/plugins/x.so", "BINARY"),
    ("PySide6/QtCore.abi3.so", f"{SITE}/PySide6/QtCore.abi3.so", "EXTENSION"),
    ("PySide6/libpyside6.abi3.so.6.11", f"{SITE}/PySide6/libpyside6.abi3.so.6.11", "BINARY"),
    ("shiboken6/Shiboken.abi3.so", f"{SITE}/shiboken6/Shiboken.abi3.so", "EXTENSION"),
    ("libpython3.12.so.1.0", "/py/lib/libpython3.12.so.1.0", "BINARY"),
    ("python3.12/lib-dynload/_json.cpython-312.so", "/py/lib/_json.so", "EXTENSION"),
    ("libxcb-cursor.so.0", "/lib/x86_64-linux-gnu/libxcb-cursor.so.0", "BINARY"),
    ("libz.so.1", "/lib/x86_64-linux-gnu/libz.so.1", "BINARY"),
    ("PySide6/opengl32sw.dll", f"{SITE}/PySide6/opengl32sw.dll", "BINARY"),
    ("PySide6/Qt/lib/libQt6Core.so.6.11", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
    ("bakers_dozen_qt/assets/icon/bakers-dozen.svg", "/src/assets/icon.svg", "DATA"),
    ("bakers-dozen", "", "EXECUTABLE"),
]


def test_every_collected_binary_gets_its_component_and_licence(third_party: ModuleType) -> None:
    entries = {e.component: e for e in third_party.inventory(TOC)}
    assert entries["Qt"].licence == "LGPL-3.0-only"
    assert set(entries["Qt"].files) == {
        "_internal/PySide6/Qt/lib/libQt6Core.so.6",
        "_internal/PySide6/Qt/plugins/platforms/libqxcb.so",
    }
    assert entries["PySide6"].files == [
        "_internal/PySide6/QtCore.abi3.so",
        "_internal/PySide6/libpyside6.abi3.so.6.11",
    ]
    assert entries["shiboken6"].licence.startswith("LGPL-3.0-only")
    assert entries["ICU"].version == "73" and "Unicode" in entries["ICU"].licence
    assert entries["CPython"].licence == "PSF-2.0" and len(entries["CPython"].files) == 2
    assert entries["zlib"].licence == "Zlib"
    assert entries["X.Org client libraries (libX11, libXau, libXdmcp, libxcb, xcb-util)"].files == [
        "_internal/libxcb-cursor.so.0"
    ]
    # A system DLL inside PySide6's folder is the system library, not Qt.
    assert entries["Mesa llvmpipe (software OpenGL)"].licence == "MIT"
    assert entries["PyInstaller bootloader"].files == ["bakers-dozen"]
    listed = [f for e in entries.values() for f in e.files]
    assert len(listed) == len(set(listed)) == 12  # no symbolic link, no data file


def test_a_library_without_a_licence_entry_stops_the_build(third_party: ModuleType) -> None:
    unknown = ("libmystery.so.3", "/usr/lib/x86_64-linux-gnu/libmystery.so.3", "BINARY")
    with pytest.raises(third_party.MissingLicence, match=r"libmystery\.so\.3"):
        third_party.inventory([*TOC, unknown])


def test_the_debian_copyright_names_every_file_and_defines_every_licence(
    third_party: ModuleType,
) -> None:
    from dataclasses import asdict

    entries = [asdict(e) for e in third_party.inventory(TOC)]
    text = third_party.deb_copyright(entries, "usr/lib/bakers-dozen", None)
    paragraphs = text.strip().split("\n\n")
    files = [p for p in paragraphs if p.startswith("Files:")]
    named = {line.strip() for p in files for line in p.splitlines()[1:] if line.startswith(" ")}
    for e in entries:
        for f in e["files"]:
            assert f"usr/lib/bakers-dozen/{f}" in named
    used = set()
    for p in files:
        licence = re.search(r"^License: (.+)$", p, re.M)
        assert licence is not None and re.search(r"^Copyright: \S", p, re.M), p
        used.update(
            w.split(" with ")[0].strip() for w in re.split(r" (?:or|and) ", licence.group(1))
        )
    defined = {
        p.split("\n")[0].removeprefix("License: ") for p in paragraphs if p.startswith("License:")
    }
    assert used <= defined, used - defined
    assert "License: LGPL-3\n On Debian systems" in text  # the text in common-licenses
    assert "GPL-2+ with PyInstaller-bootloader exception" in text


@pytest.mark.parametrize(
    ("dest", "component"),
    [
        ("PySide6/msvcp140_codecvt_ids.dll", "Microsoft Visual C++ run-time"),
        ("vcruntime140_1.dll", "Microsoft Visual C++ run-time"),
        ("PySide6/Qt6Gui.dll", "Qt"),
        ("PySide6/plugins/platforms/qwindows.dll", "Qt"),
        ("PySide6/pyside6.abi3.dll", "PySide6"),
        ("python312.dll", "CPython"),
        ("_ctypes.pyd", "CPython"),
        ("libcrypto-3.dll", "OpenSSL"),
        ("PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", "Qt"),
        ("Python.framework/Versions/3.12/Python", "CPython"),
        ("libssl.3.dylib", "OpenSSL"),
    ],
)
def test_windows_and_macos_files_go_to_their_components(
    third_party: ModuleType, dest: str, component: str
) -> None:
    licence, _version, _package = third_party.classify(dest, "", "BINARY", {"CPython": "3.12"})
    assert licence.component == component


def test_the_notices_of_qts_own_third_party_parts_name_each_with_its_licence_text(
    tmp_path: Path,
) -> None:
    qt_parts = _load("qt_third_party")
    written = qt_parts.write(tmp_path / "qt")
    notice = (tmp_path / "qt" / "NOTICES.md").read_text(encoding="utf-8")
    for name in ("PCRE2", "HarfBuzz", "FreeType 2", "libpng", "MD4C", "double-conversion"):
        assert f"## {name}" in notice, name
    for part in qt_parts.PARTS:
        assert all(line in notice for line in part.copyright), part.name
    # Every licence is either shipped as a text beside the notice or named by its SPDX
    # page; the short ones (whose notice must travel whole) are always shipped.
    names = {n for part in qt_parts.PARTS for n in qt_parts.licence_names(part.licence)}
    shipped = {p.name.removesuffix(".txt") for p in written if p.suffix == ".txt"}
    assert {"MIT", "BSD-2-Clause", "BSD-3-Clause", "Zlib", "Apache-2.0", "MPL-2.0"} <= shipped
    for name in names - shipped:
        assert f"<https://spdx.org/licenses/{name}.html>" in notice, name
    for name in shipped:
        assert f"`{name}.txt`" in notice and (tmp_path / "qt" / f"{name}.txt").stat().st_size


def test_libpng_is_under_the_png_reference_library_licence_version_2(
    third_party: ModuleType,
) -> None:
    # libpng 1.6.36 and later (Debian 12 has 1.6.39) are under libpng-2.0, not "Libpng".
    licence, _, _ = third_party.classify(
        "libpng16.so.16", "/nonexistent/libpng16.so.16", "BINARY", {"CPython": "3.12"}
    )
    assert (licence.component, licence.licence) == ("libpng", "libpng-2.0")


def test_collected_modules_get_their_licence_and_the_game_s_own_none(
    third_party: ModuleType,
) -> None:
    # The Linux build collects the modules as .pyc files (noarchive): data to PyInstaller.
    def pyc(dest: str) -> tuple[str, str, str]:
        return (dest, f"/work/localpycs/0/{dest}", "DATA")

    toc = [
        pyc("json/__init__.pyc"),
        pyc("json/decoder.pyc"),
        pyc("jeepney/__init__.pyc"),
        pyc("PySide6/__init__.pyc"),
        pyc("_pyi_rth_utils/__init__.pyc"),
        pyc("miniaudio.pyc"),
        pyc("bakers_dozen_qt/app.pyc"),
    ]
    entries = {e.component: e for e in third_party.inventory(toc)}
    assert entries["CPython"].licence == "PSF-2.0"
    assert entries["CPython"].files == ["_internal/json/__init__.pyc", "_internal/json/decoder.pyc"]
    assert entries["jeepney"].licence == "MIT"
    assert entries["PySide6"].files == ["_internal/PySide6/__init__.pyc"]
    assert entries["miniaudio (pyminiaudio)"].files == ["_internal/miniaudio.pyc"]
    assert entries["PyInstaller run-time modules"].licence == "Apache-2.0"
    assert not [f for e in entries.values() for f in e.files if "bakers_dozen_qt" in f]
    # A package nobody has looked at stops the build, as an unknown library does.
    with pytest.raises(third_party.MissingLicence, match="somepkg"):
        third_party.inventory([pyc("somepkg/__init__.pyc")])
