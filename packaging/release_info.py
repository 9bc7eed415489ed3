"""The release's facts, read from ``pyproject.toml`` for every build script.

The version lives in one place, ``pyproject.toml``. The PyInstaller spec, the Windows and
macOS scripts and the tests ask this module instead of writing a number of their own:

    python packaging/release_info.py version        # X.Y.Z
    python packaging/release_info.py win-version    # X.Y.Z.0 (four numbers, for Windows)

Standard library only, so it runs before anything is installed.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.bakersdozen.BakersDozen"
APP_NAME = "Baker's Dozen"
PUBLISHER = "The Baker's Dozen developers"
PROJECT_URL = "https://github.com/bakersdozen/bakers-dozen"


def project_version(root: Path = ROOT) -> str:
    """``[project] version`` of ``pyproject.toml``."""
    text = (root / "pyproject.toml").read_text(encoding="utf-8")
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10: the one line we need, without tomli
        section = re.search(r"^\[project\]$(.*?)(?=^\[)", text, re.M | re.S)
        found = re.search(r'^version\s*=\s*"([^"]+)"', section.group(1) if section else "", re.M)
        if found is None:
            raise ValueError("no [project] version in pyproject.toml") from None
        return found.group(1)
    return str(tomllib.loads(text)["project"]["version"])


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """The four numbers Windows wants: ``1.2.3rc1`` -> ``(1, 2, 3, 0)``."""
    numbers = [int(n) for n in re.findall(r"\d+", version.split("+")[0])[:3]]
    numbers += [0] * (4 - len(numbers))
    return (numbers[0], numbers[1], numbers[2], numbers[3])


def windows_version_info(version: str, *, exe_name: str, description: str) -> str:
    """A version resource in the text form PyInstaller's ``EXE(version=FILE)`` reads."""
    nums = numeric_version(version)
    dotted = ".".join(str(n) for n in nums)
    strings = {
        "CompanyName": PUBLISHER,
        "FileDescription": description,
        "FileVersion": version,
        "InternalName": exe_name,
        "LegalCopyright": "GNU GPL version 3 or later",
        "OriginalFilename": f"{exe_name}.exe",
        "ProductName": APP_NAME,
        "ProductVersion": version,
    }
    kids = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""# Generated from pyproject.toml by packaging/release_info.py ({dotted}).
VSVersionInfo(
  ffi=FixedFileInfo(filevers={nums}, prodvers={nums}, mask=0x3f, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
          {kids}])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])]),
  ],
)
"""


def macos_info_plist(version: str) -> dict[str, object]:
    """The keys the macOS bundle adds to PyInstaller's Info.plist."""
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "LSMinimumSystemVersion": "11.0",
        "NSHighResolutionCapable": True,
        "NSHumanReadableCopyright": "GNU GPL version 3 or later",
    }


def main(argv: list[str]) -> int:
    version = project_version()
    answers = {
        "version": version,
        "win-version": ".".join(str(n) for n in numeric_version(version)),
    }
    if len(argv) != 1 or argv[0] not in answers:
        print(f"usage: release_info.py {{{'|'.join(answers)}}}", file=sys.stderr)
        return 2
    print(answers[argv[0]])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
