"""The release's facts, read from ``pyproject.toml`` for every build script.

The version lives in one place, ``pyproject.toml``. The PyInstaller spec, the Windows and
macOS scripts and the tests ask this module instead of writing a number of their own:

    python packaging/release_info.py version        # X.Y.Z
    python packaging/release_info.py win-version    # X.Y.Z.0 (four numbers, for Windows)
    python packaging/release_info.py macos-minimum  # the oldest macOS the locked Qt wheels run on
    python packaging/release_info.py windows-minimum  # Inno Setup's MinVersion (Qt 6's oldest)
    python packaging/release_info.py notes [GLIBC]  # the release notes' "Runs on" lines
    python packaging/release_info.py deb-changelog  # the .deb's changelog, from the metainfo

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
# The .deb's Maintainer (Debian wants a name and an e-mail address).
MAINTAINER = "The Baker's Dozen developers <bakersdozen@users.noreply.github.com>"
# Qt 6 runs on Windows 10 version 1809 (build 17763) and later: Inno Setup's MinVersion.
WINDOWS_MINIMUM = "10.0.17763"
WINDOWS_MINIMUM_NAME = "Windows 10 (version 1809 or later) or Windows 11"
# The wheels whose macOS platform tags bound the macOS the bundle runs on.
MACOS_WHEELS = ("pyside6-essentials", "shiboken6")


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


def macos_minimum_of_tags(tags: list[str]) -> str:
    """The newest macOS any of these wheel or platform tags needs, as ``13.0``:
    ``cp310-abi3-macosx_13_0_universal2`` and ``macosx-10.13-universal2`` both count."""
    found = [
        (int(m.group(1)), int(m.group(2)))
        for tag in tags
        for m in re.finditer(r"macosx[_-](\d+)[_.](\d+)", tag)
    ]
    if not found:
        raise ValueError(f"no macOS platform tag among {tags!r}")
    major, minor = max(found)
    return f"{major}.{minor}"


def locked_macos_minimum(root: Path = ROOT) -> str:
    """The macOS the Qt wheels locked in ``uv.lock`` need (what a macOS build bundles)."""
    text = (root / "uv.lock").read_text(encoding="utf-8")
    names = "|".join(re.escape(n).replace("\\-", "[-_]") for n in MACOS_WHEELS)
    tags = re.findall(rf"/(?:{names})-[^/\"]*?-(macosx_[^/\"]*?)\.whl", text, re.I)
    return macos_minimum_of_tags(tags)


def installed_macos_minimum() -> str:
    """The macOS the wheels installed here, and this Python, need (run on macOS)."""
    import sysconfig
    from importlib import metadata

    tags = [sysconfig.get_platform()]
    for name in MACOS_WHEELS:
        wheel = metadata.distribution(name).read_text("WHEEL") or ""
        tags += [
            line.split(":", 1)[1].strip() for line in wheel.splitlines() if line.startswith("Tag:")
        ]
    return macos_minimum_of_tags(tags)


# The game's languages as macOS names them (bakers_dozen_qt.languages.SHIPPED, with
# Serbian's Latin script as "sr-Latn"); a test keeps the two lists the same. Without
# CFBundleLocalizations macOS shows its own menus and dialogs (the application menu,
# Services, the colour and file panels) in English whatever the player's language.
MACOS_LOCALIZATIONS = ("en", "da", "tr", "cs", "sr-Latn", "sr")


def macos_info_plist(version: str, minimum: str) -> dict[str, object]:
    """The keys the macOS bundle adds to PyInstaller's Info.plist (they win over its own)."""
    return {
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": list(MACOS_LOCALIZATIONS),
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "LSApplicationCategoryType": "public.app-category.card-games",
        # PyInstaller sets LSBackgroundOnly when the last executable handed to COLLECT is a
        # console one (the solver): a game without Dock icon and menu bar. Never.
        "LSBackgroundOnly": False,
        "LSMinimumSystemVersion": minimum,
        "NSHighResolutionCapable": True,
        "NSHumanReadableCopyright": "GNU GPL version 3 or later",
    }


def macos_name(minimum: str) -> str:
    major, minor = minimum.split(".")
    return f"macOS {major}" if minor == "0" else f"macOS {minimum}"


def release_notes(glibc: str | None) -> str:
    """What each installer runs on, for the top of the GitHub Release's notes."""
    linux = f"glibc {glibc} or newer" if glibc else "the glibc named in the README"
    return (
        "**Runs on** "
        f"{WINDOWS_MINIMUM_NAME} (64-bit); "
        f"{macos_name(locked_macos_minimum())} or newer (Apple silicon or Intel); "
        f"Linux x86_64 with {linux} and an X11 or Wayland desktop.\n"
        "Each file's SHA-256 is in `SHA256SUMS`; GitHub's build-provenance attestation "
        "covers every file (`gh attestation verify FILE --repo bakersdozen/bakers-dozen`).\n"
    )


def metainfo_releases(root: Path = ROOT) -> list[tuple[str, str]]:
    """(version, date) of each ``<release>`` in the AppStream metainfo, newest first."""
    import xml.etree.ElementTree as ET

    path = root / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"
    return [
        (r.get("version", ""), r.get("date", ""))
        for r in ET.parse(path).getroot().findall("./releases/release")
    ]


def debian_version(version: str) -> str:
    return version.replace("rc", "~rc")  # 1.0rc1 sorts before 1.0 for dpkg too


def debian_changelog(root: Path = ROOT) -> str:
    """The .deb's changelog (a native package's), one entry per metainfo release."""
    import datetime

    entries = []
    for version, date in metainfo_releases(root):
        day = datetime.datetime.strptime(date, "%Y-%m-%d").replace(
            hour=12, tzinfo=datetime.timezone.utc
        )
        entries.append(
            f"bakers-dozen ({debian_version(version)}) unstable; urgency=medium\n\n"
            f"  * Baker's Dozen {version}: see its release notes at\n"
            f"    {PROJECT_URL}/releases\n\n"
            f" -- {MAINTAINER}  {day.strftime('%a, %d %b %Y %H:%M:%S +0000')}\n"
        )
    return "\n".join(entries)


def main(argv: list[str]) -> int:
    version = project_version()
    answers = {
        "version": lambda: version,
        "win-version": lambda: ".".join(str(n) for n in numeric_version(version)),
        "macos-minimum": locked_macos_minimum,
        "windows-minimum": lambda: WINDOWS_MINIMUM,
        "maintainer": lambda: MAINTAINER,
        "deb-version": lambda: debian_version(version),
        # The year of the first release: the .deb's copyright notice.
        "first-year": lambda: metainfo_releases()[-1][1][:4],
    }
    if argv == ["deb-changelog"]:
        print(debian_changelog(), end="")
        return 0
    if len(argv) in (1, 2) and argv[0] == "notes":
        print(release_notes(argv[1] if len(argv) == 2 else None), end="")
        return 0
    if len(argv) != 1 or argv[0] not in answers:
        print(f"usage: release_info.py {{{'|'.join([*answers, 'notes'])}}}", file=sys.stderr)
        return 2
    print(answers[argv[0]]())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
