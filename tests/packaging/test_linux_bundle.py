"""The Linux bundle, built from this checkout with PyInstaller, as a player gets it.

Marked ``packaging``: a build takes about a minute, so plain ``pytest`` leaves these out
and ``.ci/run`` runs them as a step of their own (``pytest -m packaging``). They build
with ``packaging/linux/build.sh`` into ``build/`` and then check the bundle, the
tarball's install scripts and the .deb, and start the frozen game offscreen.
"""

from __future__ import annotations

import configparser
import json
import plistlib
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

from bakers_dozen_qt.languages import LANGUAGES, SHIPPED

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.bakersdozen.BakersDozen"

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle"),
]


@pytest.fixture(scope="module")
def check_screenshot(packaging_module: Callable[[str], ModuleType]) -> ModuleType:
    return packaging_module("check_screenshot")


def _screenshot_problems(
    check: ModuleType, program: Path, env: dict[str, str], shot: Path
) -> list[str]:
    run = subprocess.run(
        [str(program), "--screenshot", str(shot)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    # Nothing else on stderr either: a missing plugin or library is only a warning there.
    # (The offscreen platform always says it cannot pass size hints to a window manager.)
    noise = "This plugin does not support propagateSizeHints()"
    assert [line for line in run.stderr.splitlines() if line.strip() and line != noise] == []
    problems: list[str] = check.problems(shot)
    return problems


def test_the_frozen_game_starts_and_draws_a_dealt_table(
    bundle: Path, player_env: dict[str, str], tmp_path: Path, check_screenshot: ModuleType
) -> None:
    shot = tmp_path / "shot.png"
    assert _screenshot_problems(check_screenshot, bundle / "bakers-dozen", player_env, shot) == []


def test_the_frozen_solver_answers(bundle: Path) -> None:
    run = subprocess.run(
        [str(bundle / "bakers-dozen-solve"), "--show", "1"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[0] == "JD QC TS 7D"


def test_the_frozen_modules_lie_as_files_each_under_its_licence(bundle: Path) -> None:
    # Read directly at each start, not through the executable's archive (docs/start-up.md).
    internal = bundle / "_internal"
    text = b"Welcome back: your last game is as you left it."
    assert text in (ROOT / "src/bakers_dozen_qt/app.py").read_bytes()
    assert text in (internal / "bakers_dozen_qt/app.pyc").read_bytes()
    assert text not in (bundle / "bakers-dozen").read_bytes()
    inventory = json.loads((internal / "third-party-libraries.json").read_text(encoding="utf-8"))
    licence_of = {f: e["licence"] for e in inventory for f in e["files"]}
    pyc = [p.relative_to(bundle).as_posix() for p in internal.rglob("*.pyc")]
    assert len(pyc) > 300
    ours = [f for f in pyc if f.startswith("_internal/bakers_dozen_qt/")]
    others = [f for f in pyc if f not in ours]
    assert ours and not [f for f in ours if f in licence_of]  # the game's: its own licence
    assert [f for f in others if f not in licence_of] == []
    assert licence_of["_internal/json/__init__.pyc"] == "PSF-2.0"
    assert licence_of["_internal/jeepney/__init__.pyc"] == "MIT"


def test_the_bundle_carries_its_licence_version_and_no_dead_weight(
    bundle: Path, version: str
) -> None:
    internal = bundle / "_internal"
    for name in ("LICENSE", "LICENSE-LGPL-3.0.txt", "THIRD-PARTY.md"):
        assert (bundle / name).read_text(encoding="utf-8") == (ROOT / name).read_text(
            encoding="utf-8"
        )
        assert (internal / name).read_text(encoding="utf-8") == (ROOT / name).read_text(
            encoding="utf-8"
        )
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (bundle / "LICENSE-LGPL-3.0.txt").read_text(
        encoding="utf-8"
    )
    meta = internal / f"bakers_dozen_qt-{version}.dist-info"
    assert f"\nVersion: {version}\n" in (meta / "METADATA").read_text(encoding="utf-8")
    assert (meta / "licenses" / "LICENSE").is_file()
    files = [p.relative_to(internal).as_posix() for p in internal.rglob("*")]
    # GTK's theme plugin and the GTK stack it would drag in from the build machine.
    assert not [f for f in files if "gtk" in f.lower() or "libcairo" in f or "libpango" in f]
    qt = "PySide6/Qt/"
    plugin_dirs = {
        f.split("/")[3] for f in files if f.startswith(qt + "plugins/") and f.count("/") > 3
    }
    assert plugin_dirs <= {
        "platforms",
        "platformthemes",
        "platforminputcontexts",
        "imageformats",
        "iconengines",
        "xcbglintegrations",
        "wayland-decoration-client",
        "wayland-graphics-integration-client",
        "wayland-shell-integration",
        "tls",
    }
    assert not [f for f in files if "eglfs" in f.lower() or "qvnc" in f]
    # One TLS backend, OpenSSL, which opens the system's libssl: no libssl or libcrypto
    # of the build machine beside it (a mismatched pair would load no TLS at all).
    assert [f for f in files if "/tls/" in f] == [qt + "plugins/tls/libqopensslbackend.so"]
    assert not [f for f in files if re.search(r"(^|/)lib(ssl|crypto)\.so", f)]
    qt_translations = [f for f in files if f.startswith(qt + "translations/") and f.endswith(".qm")]
    languages = {f.rsplit("_", 1)[-1][:-3] for f in qt_translations}
    assert languages and languages <= {"en", "da", "tr", "cs", "sr"}
    ours = {f for f in files if f.startswith("bakers_dozen_qt/translations/")}
    assert ours == {f"bakers_dozen_qt/translations/{code}.qm" for code in LANGUAGES}
    atlas = {f for f in files if f.startswith("bakers_dozen_qt/engine/atlas/data/")}
    assert atlas >= {
        f"bakers_dozen_qt/engine/atlas/data/{n}.txt" for n in ("bakers-dozen", "daily-par")
    }
    assert "PySide6/QtNetwork.abi3.so" in files  # the single-instance guard needs it


def test_desktop_entry_and_metainfo_validate(bundle: Path) -> None:
    share = bundle / "share"
    desktop = share / "applications" / f"{APP_ID}.desktop"
    metainfo = share / "metainfo" / f"{APP_ID}.metainfo.xml"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(desktop)
    assert entry["Desktop Entry"]["Icon"] == APP_ID
    assert entry["Desktop Entry"]["StartupWMClass"] == "bakers-dozen"
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    missing = [t for t in ("desktop-file-validate", "appstreamcli") if shutil.which(t) is None]
    if missing:
        pytest.skip(f"not installed: {', '.join(missing)} (apt: desktop-file-utils, appstream)")
    for command in (
        ["desktop-file-validate", str(desktop)],
        ["appstreamcli", "validate", "--no-net", "--pedantic", str(metainfo)],
    ):
        run = subprocess.run(command, capture_output=True, text=True, timeout=60)
        assert run.returncode == 0, run.stdout + run.stderr
        assert "error" not in run.stdout.lower(), run.stdout


def _desktop_exec_program(line: str) -> str:
    """The program a desktop entry's ``Exec=`` value runs, unescaped as the spec says:
    the string's escapes first, then the quoting of arguments."""
    value = line.removeprefix("Exec=")
    unescaped = re.sub(r"\\(.)", lambda m: {"s": " ", "n": "\n", "t": "\t"}.get(m[1], m[1]), value)
    assert unescaped.startswith('"'), line
    arg, i = "", 1
    while unescaped[i] != '"':
        if unescaped[i] == "\\":
            i += 1
        arg += unescaped[i]
        i += 1
    return arg.replace("%%", "%")


@pytest.mark.parametrize("prefix_name", [".local", "my games/$HOME 100% \\ 'x'"])
def test_install_sh_and_uninstall_sh_into_a_home_of_their_own(
    bundle: Path,
    player_env: dict[str, str],
    tmp_path: Path,
    prefix_name: str,
    check_screenshot: ModuleType,
) -> None:
    home = tmp_path / "home"
    (home / ".local" / "share" / "applications").mkdir(parents=True)  # the player's own
    before = sorted(p.relative_to(tmp_path) for p in home.rglob("*"))
    prefix = home / prefix_name
    env = {**player_env, "PREFIX": str(prefix)}
    run = subprocess.run(
        ["sh", str(bundle / "install.sh")], env=env, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    lib = prefix / "lib" / "bakers-dozen"
    assert (prefix / "bin" / "bakers-dozen").resolve() == (lib / "bakers-dozen").resolve()
    desktop = prefix / "share" / "applications" / f"{APP_ID}.desktop"
    lines = desktop.read_text(encoding="utf-8").splitlines()
    # The menu need not have ~/.local/bin on its PATH, and a space or quote in the
    # path must not split or break the command.
    (exec_line,) = [line for line in lines if line.startswith("Exec=")]
    assert _desktop_exec_program(exec_line) == str(lib / "bakers-dozen")
    (try_exec,) = [line for line in lines if line.startswith("TryExec=")]
    assert try_exec.removeprefix("TryExec=").replace("\\\\", "\\") == str(lib / "bakers-dozen")
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(
            ["desktop-file-validate", str(desktop)], capture_output=True, text=True
        )
        assert check.returncode == 0, check.stdout + check.stderr
    assert (prefix / "share" / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()
    assert (prefix / "share" / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    shot = tmp_path / "installed.png"
    program = prefix / "bin" / "bakers-dozen"
    assert _screenshot_problems(check_screenshot, program, player_env, shot) == []

    run = subprocess.run(
        ["sh", str(lib / "uninstall.sh")],
        env=player_env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    # Nothing left, not even an empty folder or a cache it made; the player's own stay.
    assert sorted(p.relative_to(tmp_path) for p in home.rglob("*")) == before


def test_the_deb_installs_the_program_menu_entry_icons_manual_and_commands(
    deb: Path, deb_tree: Path, version: str
) -> None:
    info = subprocess.run(
        ["dpkg-deb", "--field", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    assert "Package: bakers-dozen\n" in info and f"Version: {version}\n" in info
    assert "Section: games\n" in info
    assert re.search(r"^Maintainer: [^<>]+ <[^@\s]+@[^@\s]+>$", info, re.M), info
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    for path in (
        "./usr/games/bakers-dozen -> ../lib/bakers-dozen/bakers-dozen",
        "./usr/games/bakers-dozen-solve -> ../lib/bakers-dozen/bakers-dozen-solve",
        f"./usr/share/applications/{APP_ID}.desktop",
        f"./usr/share/metainfo/{APP_ID}.metainfo.xml",
        f"./usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
        "./usr/share/doc/bakers-dozen/copyright",
        "./usr/share/doc/bakers-dozen/changelog.gz",
        "./usr/share/man/man6/bakers-dozen.6.gz",
        "./usr/share/man/man6/bakers-dozen-solve.6.gz",
        "./usr/lib/bakers-dozen/_internal/LICENSE",
        "./usr/lib/bakers-dozen/_internal/LICENSE-LGPL-3.0.txt",
    ):
        assert path in listing, path
    assert "install.sh" not in listing  # the system's package manager installs a .deb
    assert "./usr/bin/" not in listing  # a game's commands go to /usr/games
    assert " root/root " in listing and "./usr/share/bakers-dozen" not in listing
    desktop = (deb_tree / "usr/share/applications" / f"{APP_ID}.desktop").read_text(
        encoding="utf-8"
    )
    assert "\nExec=/usr/games/bakers-dozen\n" in desktop
    # md5sums lists every file, with the right sums.
    control = subprocess.run(
        ["dpkg-deb", "--ctrl-tarfile", str(deb)], capture_output=True, check=True
    ).stdout
    import io
    import tarfile

    with tarfile.open(fileobj=io.BytesIO(control)) as tar:
        member = tar.extractfile("./md5sums")
        assert member is not None
        md5sums = member.read().decode()
    files = sorted(
        p.relative_to(deb_tree).as_posix()
        for p in deb_tree.rglob("*")
        if p.is_file() and not p.is_symlink()
    )
    assert sorted(line.split("  ", 1)[1] for line in md5sums.splitlines()) == files
    import hashlib

    for line in md5sums.splitlines()[:20]:
        digest, name = line.split("  ", 1)
        assert hashlib.md5((deb_tree / name).read_bytes()).hexdigest() == digest


def _elf_files(folder: Path) -> list[Path]:
    return [
        p
        for p in sorted(folder.rglob("*"))
        if p.is_file() and not p.is_symlink() and p.read_bytes()[:4] == b"\x7fELF"
    ]


def test_the_deb_depends_on_the_glibc_and_libraries_its_programs_were_built_against(
    deb: Path, deb_tree: Path
) -> None:
    depends = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Depends"], capture_output=True, text=True, check=True
    ).stdout
    program = deb_tree / "usr/lib/bakers-dozen"
    # The newest glibc symbol version any ELF file of the package asks for, read here with
    # readelf independently of dpkg-shlibdeps, which wrote the Depends line.
    needed = (0, 0)
    for path in _elf_files(program):
        versions = subprocess.run(
            ["readelf", "-V", "-W", str(path)], capture_output=True, text=True, check=True
        ).stdout
        for major, minor in re.findall(r"Name: GLIBC_(\d+)\.(\d+)", versions):
            needed = max(needed, (int(major), int(minor)))
    found = re.search(r"\blibc6 \(>= (\d+)\.(\d+)\)", depends)
    assert found, depends
    assert (int(found[1]), int(found[2])) == needed, (depends, needed)
    # Every library the ELF files need is in the package or named by a dependency.
    libraries = set()
    for path in _elf_files(program):
        dynamic = subprocess.run(
            ["readelf", "-d", "-W", str(path)], capture_output=True, text=True, check=True
        ).stdout
        libraries.update(re.findall(r"\(NEEDED\).*\[(.+)\]", dynamic))
    carried = {p.name for p in program.rglob("*.so*")}
    packages = {d.strip().split(" ")[0] for d in depends.split(",")}
    for library in sorted(libraries - carried):
        owner = subprocess.run(
            ["dpkg-query", "-S", f"*/{library}"], capture_output=True, text=True
        ).stdout
        owners = {line.split(":")[0] for line in owner.splitlines() if ": " in line}
        assert owners & packages, (library, owners)
    # The build machine's libraries are the distribution's to provide: none is carried.
    assert not (program / "_internal" / "libz.so.1").exists()
    assert not [p for p in carried if p.startswith(("libxcb", "libX11", "libfreetype", "libpng"))]


# Each warning lintian may still give, with the reason it stays (packaging/README.md).
LINTIAN_WARNINGS = {
    # PyInstaller's bootloader comes prebuilt in its wheel, not as a position-independent
    # executable; it only unpacks nothing and starts Python.
    "hardening-no-pie": r"usr/lib/bakers-dozen/bakers-dozen(-solve)?",
    # Python's extension modules take their symbols from the interpreter, so some need no
    # library at all; ICU's data library holds data only.
    "shared-library-lacks-prerequisites": (
        r"usr/lib/bakers-dozen/_internal/(python3\.\d+/lib-dynload/\S+\.so"
        r"|PySide6/Qt/lib/libicudata\.so\.\d+)"
    ),
}


def test_lintian_finds_no_error_and_only_the_warnings_explained(deb: Path) -> None:
    if shutil.which("lintian") is None:
        pytest.skip("lintian not installed (apt: lintian)")
    run = subprocess.run(
        ["lintian", "--pedantic", "--no-cfg", str(deb)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    tags = re.findall(r"^([EWIPX]): bakers-dozen(?: \w+)?: (\S+)(?: (.*))?$", run.stdout, re.M)
    assert [t for t in tags if t[0] == "E"] == [], run.stdout
    for level, tag, context in tags:
        if level != "W":
            continue
        assert tag in LINTIAN_WARNINGS, f"a warning without a reason: {tag} {context}"
        path = re.search(r"\[(.+?)\]", context)
        assert path and re.fullmatch(LINTIAN_WARNINGS[tag], path[1]), (tag, context)


def test_the_licence_inventory_covers_every_binary_in_bundle_and_deb(
    bundle: Path, deb_tree: Path
) -> None:
    inventory = json.loads(
        (bundle / "_internal" / "third-party-libraries.json").read_text(encoding="utf-8")
    )
    listed = {f: e for e in inventory for f in e["files"]}
    for path in _elf_files(bundle):
        name = path.relative_to(bundle).as_posix()
        assert name in listed, f"{name} is not in the licence inventory"
        assert listed[name]["licence"] and listed[name]["version"], listed[name]
    table = (bundle / "THIRD-PARTY-LIBRARIES.md").read_text(encoding="utf-8")
    assert all(e["component"] in table and e["licence"] in table for e in inventory)
    assert (bundle / "_internal/licences/system/zlib1g.copyright").is_file() or not shutil.which(
        "dpkg-query"
    )
    # The notices of the third-party code inside Qt's libraries travel in the bundle.
    notices = (bundle / "_internal/licences/qt/NOTICES.md").read_text(encoding="utf-8")
    assert "## PCRE2" in notices and "## HarfBuzz" in notices and "`MIT.txt`" in notices
    assert (bundle / "_internal/licences/qt/MIT.txt").is_file()
    # The .deb's copyright (DEP-5) names every ELF file it holds, with its licence.
    copyright_text = (deb_tree / "usr/share/doc/bakers-dozen/copyright").read_text(encoding="utf-8")
    assert copyright_text.startswith("Format: https://www.debian.org/doc/packaging-manuals/")
    named = set(re.findall(r"^ (usr/lib/bakers-dozen/\S+)$", copyright_text, re.M))
    for path in _elf_files(deb_tree / "usr/lib/bakers-dozen"):
        assert path.relative_to(deb_tree).as_posix() in named, path
    # Every licence text it points a reader to is where it says, in the package.
    pointed = re.findall(r"(/usr/lib/bakers-dozen/\S+?)\.?$", copyright_text, re.M)
    assert any("/licences/" in p for p in pointed), pointed
    assert not [p for p in pointed if not (deb_tree / p.lstrip("/")).is_file()], pointed
    deb_inventory = json.loads(
        (deb_tree / "usr/lib/bakers-dozen/_internal/third-party-libraries.json").read_text(
            encoding="utf-8"
        )
    )
    assert not [e for e in deb_inventory if e["package"]]  # no build-machine library left


def test_the_macos_info_plist_is_a_foreground_app_for_the_locked_minimum(
    bundle: Path, packaging_module: Callable[[str], ModuleType]
) -> None:
    # The real spec's BUNDLE step, run on Linux: PyInstaller's own Info.plist, merged.
    plist_path = bundle.parent / "Baker's Dozen.app" / "Contents" / "Info.plist"
    plist = plistlib.loads(plist_path.read_bytes())
    info = packaging_module("release_info")
    assert plist["LSBackgroundOnly"] is False
    assert plist["CFBundleExecutable"] == "bakers-dozen"
    assert plist["CFBundleIdentifier"] == info.APP_ID
    assert plist["LSMinimumSystemVersion"] == info.locked_macos_minimum()
    assert plist["NSHighResolutionCapable"] is True
    # macOS's own menus and panels follow the player's language in every one we ship.
    assert plist["CFBundleDevelopmentRegion"] == "en"
    assert plist["CFBundleLocalizations"] == [code.replace("_", "-") for code in SHIPPED]


def test_the_manual_pages_are_the_programs_own_help(deb_tree: Path) -> None:
    import gzip

    for name in ("bakers-dozen", "bakers-dozen-solve"):
        page = gzip.decompress((deb_tree / f"usr/share/man/man6/{name}.6.gz").read_bytes()).decode()
        assert page.startswith(f".TH {name.upper()} 6 ")
        assert "\\-\\-version" in page and "\\-\\-help" in page
        if shutil.which("man") is None:
            continue
        run = subprocess.run(
            ["man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", "/dev/stdin"],
            input=page,
            capture_output=True,
            text=True,
        )
        assert run.returncode == 0 and run.stderr == "", run.stderr
