"""One version, in pyproject.toml: everything that shows or stamps a version agrees.

Fast and always run (not marked ``packaging``): a release whose metainfo, installer or
bundle says another number than the wheel fails here, before anything is built.
"""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

import bakers_dozen_qt

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def _release_info() -> ModuleType:
    spec = importlib.util.spec_from_file_location("release_info", PACKAGING / "release_info.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def info() -> ModuleType:
    return _release_info()


@pytest.fixture(scope="module")
def version(info: ModuleType) -> str:
    v = info.project_version()
    assert re.fullmatch(r"\d+\.\d+\.\d+([abc]|rc)?\d*", v), v
    return str(v)


def test_the_package_reports_the_pyproject_version(version: str) -> None:
    assert bakers_dozen_qt.__version__ == version


def test_the_newest_metainfo_release_is_this_version(version: str, info: ModuleType) -> None:
    path = PACKAGING / "linux" / f"{info.APP_ID}.metainfo.xml"
    releases = ET.parse(path).getroot().findall("./releases/release")
    assert releases, "the metainfo lists no release"
    assert releases[0].get("version") == version
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date", ""))


def test_the_python_310_reader_agrees_with_tomllib(
    version: str, info: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    import builtins

    real_import = builtins.__import__

    def no_tomllib(name: str, *args: object, **kwargs: object) -> object:
        if name == "tomllib":
            raise ModuleNotFoundError(name)
        return real_import(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "__import__", no_tomllib)
    assert info.project_version() == version


def test_windows_and_macos_stamps_carry_the_version(version: str, info: ModuleType) -> None:
    text = info.windows_version_info(version, exe_name="bakers-dozen", description="game")
    assert f"StringStruct('ProductVersion', '{version}')" in text
    assert f"StringStruct('FileVersion', '{version}')" in text
    numbers = info.numeric_version(version)
    assert f"filevers={numbers}" in text and f"prodvers={numbers}" in text
    # PyInstaller reads this text with eval(): it must at least be a Python expression.
    compile(text, "version_info.txt", "eval")
    plist = info.macos_info_plist(version, "13.0")
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == version
    assert plist["LSApplicationCategoryType"] == "public.app-category.card-games"
    assert plist["NSHighResolutionCapable"] is True
    # PyInstaller would make the app background-only (no Dock icon, no menu bar).
    assert plist["LSBackgroundOnly"] is False
    assert plist["LSMinimumSystemVersion"] == "13.0"


def test_numeric_version_for_windows(info: ModuleType) -> None:
    assert info.numeric_version("1.2.3") == (1, 2, 3, 0)
    assert info.numeric_version("2.0.0rc1") == (2, 0, 0, 0)
    assert info.numeric_version("3.1") == (3, 1, 0, 0)


def test_no_build_file_writes_a_version_of_its_own(version: str) -> None:
    # The metainfo is the one exception, checked above (a release there needs a date).
    literal = re.compile(r"(?<![\d.])" + re.escape(version) + r"(?![\d.])")
    files = [*PACKAGING.rglob("*"), *(ROOT / ".github").rglob("*")]
    offenders = [
        str(f.relative_to(ROOT))
        for f in files
        if f.is_file()
        and "__pycache__" not in f.parts
        and not f.name.endswith(".metainfo.xml")
        and literal.search(f.read_text(encoding="utf-8", errors="replace"))
    ]
    assert offenders == []


def test_the_installers_read_the_version_at_build_time() -> None:
    spec = (PACKAGING / "bakers-dozen.spec").read_text(encoding="utf-8")
    assert "project_version()" in spec and "windows_version_info(" in spec
    assert "macos_info_plist(" in spec and "copy_metadata(" in spec
    iss = (PACKAGING / "windows" / "bakers-dozen.iss").read_text(encoding="utf-8")
    assert "#ifndef AppVersion" in iss and "#error" in iss
    assert "/DAppVersion=" in (PACKAGING / "windows" / "build.ps1").read_text(encoding="utf-8")


def test_the_installer_waits_for_the_mutex_the_game_holds() -> None:
    from bakers_dozen_qt.qt.files.single_instance import WINDOWS_MUTEX

    iss = (PACKAGING / "windows" / "bakers-dozen.iss").read_text(encoding="utf-8")
    assert f'#define AppMutexName "{WINDOWS_MUTEX}"' in iss
    assert "AppMutex={#AppMutexName}" in iss


README = ROOT / "README.md"


def test_the_macos_minimum_is_the_locked_wheels_and_readme_and_plist_say_it(
    info: ModuleType,
) -> None:
    minimum = info.locked_macos_minimum()
    # Every macOS wheel of Qt's in the lock: the newest of their platform tags.
    lock = (ROOT / "uv.lock").read_text(encoding="utf-8")
    tags = re.findall(r"/(?:pyside6_essentials|shiboken6)-[^/\"]*-macosx_(\d+)_(\d+)_", lock)
    assert tags, "no macOS wheel of PySide6 in uv.lock"
    assert minimum == "{}.{}".format(*max((int(a), int(b)) for a, b in tags))
    assert f"**macOS** ({info.macos_name(minimum)} or newer" in README.read_text(encoding="utf-8")
    assert info.macos_info_plist("1.0", minimum)["LSMinimumSystemVersion"] == minimum
    assert info.macos_name(minimum) in info.release_notes("2.35")


def test_macos_minimum_of_wheel_and_platform_tags(info: ModuleType) -> None:
    tags = ["cp310-abi3-macosx_13_0_universal2", "macosx-10.13-universal2", "py3-none-any"]
    assert info.macos_minimum_of_tags(tags) == "13.0"
    assert info.macos_minimum_of_tags(["macosx_11_0_arm64", "macosx_10_9_x86_64"]) == "11.0"
    with pytest.raises(ValueError):
        info.macos_minimum_of_tags(["manylinux_2_28_x86_64"])


def test_the_windows_minimum_is_set_in_the_installer_and_said_in_readme(info: ModuleType) -> None:
    iss = (PACKAGING / "windows" / "bakers-dozen.iss").read_text(encoding="utf-8")
    assert "MinVersion={#MinWindows}" in iss and "#ifndef MinWindows" in iss
    ps1 = (PACKAGING / "windows" / "build.ps1").read_text(encoding="utf-8")
    assert "release_info.py windows-minimum" in ps1 and "/DMinWindows=" in ps1
    assert re.fullmatch(r"10\.0\.\d{5}", info.WINDOWS_MINIMUM)
    assert f"**Windows** ({info.WINDOWS_MINIMUM_NAME}, 64-bit" in README.read_text(encoding="utf-8")


def test_metainfo_and_wheel_name_the_project_page(info: ModuleType) -> None:
    from importlib import metadata

    path = PACKAGING / "linux" / f"{info.APP_ID}.metainfo.xml"
    urls = {u.get("type"): u.text for u in ET.parse(path).getroot().findall("url")}
    assert urls["homepage"] == info.PROJECT_URL
    assert urls["bugtracker"] == f"{info.PROJECT_URL}/issues"
    # The wheel's metadata, as PyPI shows it.
    project_urls = dict(
        u.split(", ", 1) for u in metadata.metadata("bakers-dozen-qt").get_all("Project-URL") or []
    )
    assert project_urls["Homepage"] == info.PROJECT_URL
    assert all(u.startswith(info.PROJECT_URL) for u in project_urls.values())


def test_readme_images_have_absolute_addresses_for_pypi() -> None:
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", README.read_text(encoding="utf-8"))
    assert images and all(i.startswith("https://") for i in images), images


def test_the_supported_pyside6_range_is_stated_and_the_lock_is_inside_it() -> None:
    from importlib import metadata

    ranges = [
        d for d in metadata.requires("bakers-dozen-qt") or [] if d.lower().startswith("pyside6")
    ]
    lower = {m.group(1) for d in ranges if (m := re.search(r">=([\d.]+)", d))}
    assert len(ranges) == 2 and len(lower) == 1, ranges
    (floor,) = lower
    lock = (ROOT / "uv.lock").read_text(encoding="utf-8")
    locked = re.findall(r'^name = "pyside6-essentials"\nversion = "([^"]+)"', lock, re.M)
    assert locked
    excluded = {v for d in ranges for v in re.findall(r"!=([\d.]+)", d)}
    for version in locked:
        numbers = tuple(int(n) for n in version.split("."))
        assert numbers >= tuple(int(n) for n in floor.split(".")), version
        assert version not in excluded
    readme = README.read_text(encoding="utf-8")
    assert f"PySide6 {floor} or newer" in readme
    assert all(f"not {v}" in readme for v in excluded)
