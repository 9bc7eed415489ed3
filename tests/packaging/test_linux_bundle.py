"""The Linux bundle, built from this checkout with PyInstaller, as a player gets it.

Marked ``packaging``: a build takes about a minute, so plain ``pytest`` leaves these out
and ``.ci/run`` runs them as a step of their own (``pytest -m packaging``). They build
with ``packaging/linux/build.sh`` into ``build/`` and then check the bundle, the
tarball's install scripts and the .deb, and start the frozen game offscreen.
"""

from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from bakers_dozen_qt.languages import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.bakersdozen.BakersDozen"

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle"),
]


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def version() -> str:
    return str(_load("release_info").project_version())


@pytest.fixture(scope="module")
def bundle() -> Path:
    log = ROOT / "build" / "packaging-test-build.log"
    log.parent.mkdir(exist_ok=True)
    with log.open("w") as out:
        build = subprocess.run(
            ["bash", str(ROOT / "packaging" / "linux" / "build.sh")],
            env={**os.environ, "DEB_COMPRESSION": "gzip"},
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            timeout=1200,
        )
    assert build.returncode == 0, log.read_text()[-4000:]
    return ROOT / "build" / "dist" / "bakers-dozen"


@pytest.fixture
def player_env(tmp_path: Path) -> Iterator[dict[str, str]]:
    # The frozen game must not see the developer's own saved game, settings or cache.
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
    )
    yield env


def _screenshot_problems(program: Path, env: dict[str, str], shot: Path) -> list[str]:
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
    problems: list[str] = _load("check_screenshot").problems(shot)
    return problems


def test_the_frozen_game_starts_and_draws_a_dealt_table(
    bundle: Path, player_env: dict[str, str], tmp_path: Path
) -> None:
    assert _screenshot_problems(bundle / "bakers-dozen", player_env, tmp_path / "shot.png") == []


def test_the_frozen_solver_answers(bundle: Path) -> None:
    run = subprocess.run(
        [str(bundle / "bakers-dozen-solve"), "--show", "1"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[0] == "JD QC TS 7D"


def test_the_bundle_carries_its_licence_version_and_no_dead_weight(
    bundle: Path, version: str
) -> None:
    internal = bundle / "_internal"
    for name in ("LICENSE", "THIRD-PARTY.md"):
        assert (bundle / name).read_text() == (ROOT / name).read_text()
    meta = internal / f"bakers_dozen_qt-{version}.dist-info"
    assert f"\nVersion: {version}\n" in (meta / "METADATA").read_text()
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
    }
    assert not [f for f in files if "/tls/" in f or "eglfs" in f.lower() or "qvnc" in f]
    qt_translations = [f for f in files if f.startswith(qt + "translations/") and f.endswith(".qm")]
    languages = {f.rsplit("_", 1)[-1][:-3] for f in qt_translations}
    assert languages and languages <= {"en", "da", "tr", "cs", "sr"}
    ours = {f for f in files if f.startswith("bakers_dozen_qt/translations/")}
    assert ours == {f"bakers_dozen_qt/translations/{code}.qm" for code in LANGUAGES}
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


def test_install_sh_and_uninstall_sh_into_a_home_of_their_own(
    bundle: Path, player_env: dict[str, str], tmp_path: Path
) -> None:
    prefix = tmp_path / "home" / ".local"
    env = {**player_env, "PREFIX": str(prefix)}
    run = subprocess.run(
        ["sh", str(bundle / "install.sh")], env=env, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    lib = prefix / "lib" / "bakers-dozen"
    assert (prefix / "bin" / "bakers-dozen").resolve() == (lib / "bakers-dozen").resolve()
    desktop = (prefix / "share" / "applications" / f"{APP_ID}.desktop").read_text()
    assert f"Exec={lib}/bakers-dozen\n" in desktop  # the menu need not have ~/.local/bin
    assert (prefix / "share" / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()
    assert (prefix / "share" / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    shot = tmp_path / "installed.png"
    assert _screenshot_problems(prefix / "bin" / "bakers-dozen", player_env, shot) == []

    run = subprocess.run(
        ["sh", str(lib / "uninstall.sh")], env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr
    left = [p for p in prefix.rglob("*") if not p.is_dir() or p.name == "bakers-dozen"]
    # update-desktop-database may leave its (empty of us) cache behind; nothing else.
    assert [p for p in left if p.name != "mimeinfo.cache"] == []


def test_the_deb_installs_the_program_menu_entry_icons_and_commands(
    bundle: Path, version: str
) -> None:
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb not installed: no .deb was built")
    debs = sorted((ROOT / "build").glob(f"bakers-dozen_{version}_*.deb"))
    assert len(debs) == 1, debs
    info = subprocess.run(
        ["dpkg-deb", "--field", str(debs[0])], capture_output=True, text=True, check=True
    ).stdout
    assert "Package: bakers-dozen\n" in info and f"Version: {version}\n" in info
    assert "Depends: " in info and "libegl1" in info
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(debs[0])], capture_output=True, text=True, check=True
    ).stdout
    for path in (
        "./usr/bin/bakers-dozen -> ../lib/bakers-dozen/bakers-dozen",
        "./usr/bin/bakers-dozen-solve -> ../lib/bakers-dozen/bakers-dozen-solve",
        f"./usr/share/applications/{APP_ID}.desktop",
        f"./usr/share/metainfo/{APP_ID}.metainfo.xml",
        f"./usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
        "./usr/share/doc/bakers-dozen/copyright",
        "./usr/lib/bakers-dozen/_internal/LICENSE",
    ):
        assert path in listing, path
    assert "install.sh" not in listing  # the system's package manager installs a .deb
    assert " root/root " in listing and "./usr/share/bakers-dozen" not in listing
