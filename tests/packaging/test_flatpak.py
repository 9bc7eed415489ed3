"""The Flatpak manifest (packaging/flatpak/) as flatpak-builder reads it: the app id, the
fewest permissions, every downloaded source pinned, everything it installs present here.

Fast and always run where flatpak-builder is installed (apt: flatpak-builder; .ci/run
installs it); it only parses the manifest. The build itself needs the KDE runtime and
the PySide base app from Flathub, which cannot be downloaded here: the release
workflow's flatpak job builds it and runs flatpak-builder-lint on manifest and build.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pytest brings tomli where the standard library has no tomllib
    import tomli as tomllib

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.bakersdozen.BakersDozen"
MANIFEST = ROOT / "packaging" / "flatpak" / f"{APP_ID}.yml"


@pytest.fixture(scope="module")
def manifest() -> dict[str, Any]:
    if shutil.which("flatpak-builder") is None:
        pytest.skip("not installed: flatpak-builder")
    shown = subprocess.run(
        ["flatpak-builder", "--show-manifest", str(MANIFEST)],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout
    parsed: dict[str, Any] = json.loads(shown)
    return parsed


def test_the_app_is_the_desktop_entrys_with_the_fewest_permissions(
    manifest: dict[str, Any],
) -> None:
    assert manifest["id"] == APP_ID
    assert manifest["base"] == "io.qt.PySide.BaseApp"
    assert manifest["runtime"] == "org.kde.Platform" and manifest["sdk"] == "org.kde.Sdk"
    # PySide6 from the base app: a version the game supports (pyproject's lower bound).
    project = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    lowest = re.search(r'"PySide6-Essentials>=([\d.]+)', project)
    assert lowest is not None
    assert tuple(map(int, manifest["base-version"].split("."))) >= tuple(
        map(int, lowest[1].split("."))
    )
    gui_scripts = project.split("[project.gui-scripts]", 1)[1].split("\n[", 1)[0]
    assert re.search(rf"^{manifest['command']} = ", gui_scripts, re.M)
    # Wayland with X11 only as the fallback; the network for the opt-in board; no files.
    assert sorted(manifest["finish-args"]) == sorted(
        ["--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri",
         "--share=network", "--socket=pulseaudio"]
    )  # fmt: skip
    text = MANIFEST.read_text(encoding="utf-8")
    assert "opts in" in text and "sounds" in text  # the network and the sound explained


def _locked(name: str, lock: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for p in lock["package"] if p["name"] == name]


def test_the_games_own_libraries_are_built_in_as_locked(manifest: dict[str, Any]) -> None:
    """Every library the game needs beside PySide6 (the base app's), and what each needs
    in turn, is a source of the manifest at the version and checksum uv.lock holds: a
    game without miniaudio is silent, without jeepney deaf to Orca's question."""
    lock = tomllib.loads((ROOT / "uv.lock").read_text(encoding="utf-8"))
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    wanted = [re.split(r"[<>=!;\[ ]", d, maxsplit=1)[0].lower() for d in
              project["project"]["dependencies"]]  # fmt: skip
    wanted = [name for name in wanted if not name.startswith("pyside6")]
    assert "miniaudio" in wanted and "jeepney" in wanted
    hashes = {s["sha256"] for m in manifest["modules"] for s in m.get("sources", []) if "url" in s}
    seen: set[str] = set()
    while wanted:
        name = wanted.pop()
        if name in seen:
            continue
        seen.add(name)
        versions = _locked(name, lock)
        assert versions, name
        files = [
            f["hash"].removeprefix("sha256:")
            for p in versions
            for f in [p.get("sdist", {}), *p.get("wheels", [])]
            if f and ("url" not in f or "none-any" in f["url"] or f["url"].endswith(".tar.gz"))
        ]
        assert hashes & set(files), f"{name} is not in the Flatpak at a locked version"
        for dep in versions[0].get("dependencies", []):
            if "win32" not in dep.get(
                "marker", ""
            ) and "platform_python_implementation" not in dep.get("marker", ""):
                wanted.append(dep["name"])
    assert {"miniaudio", "cffi", "pycparser", "jeepney"} <= seen


def test_every_download_is_pinned_and_the_game_is_this_checkout(
    manifest: dict[str, Any],
) -> None:
    sources = [s for m in manifest["modules"] for s in m.get("sources", [])]
    downloads = [s for s in sources if "url" in s]
    assert downloads and all(re.fullmatch(r"[0-9a-f]{64}", s.get("sha256", "")) for s in downloads)
    assert all(s["url"].startswith("https://files.pythonhosted.org/") for s in downloads)
    names = {s["url"].rsplit("/", 1)[1].split("-")[0].lower() for s in downloads}
    assert "hatchling" in names  # the build backend pyproject.toml names
    (game,) = [m for m in manifest["modules"] if m["name"] == "bakers-dozen"]
    assert game["sources"] == [{"type": "dir", "path": "../..", "skip": [".venv", "build", ".git"]}]
    # No dependency from an index at build time, and the build-only module leaves nothing.
    commands = "\n".join(c for m in manifest["modules"] for c in m["build-commands"])
    assert all("--no-index" in c for c in commands.splitlines() if "pip3 install" in c)
    (backend,) = [m for m in manifest["modules"] if m["name"] == "python3-hatchling"]
    assert backend["cleanup"] == ["*"]


def test_what_the_build_installs_is_in_the_checkout(manifest: dict[str, Any]) -> None:
    (game,) = [m for m in manifest["modules"] if m["name"] == "bakers-dozen"]
    commands = " ".join(game["build-commands"]).replace("${FLATPAK_ID}", APP_ID)
    for path in re.findall(r"(?:packaging|assets)/\S+", commands):
        if "${size}" in path:
            for size in (16, 24, 32, 48, 64, 128, 256, 512):
                assert (ROOT / path.replace("${size}", str(size))).is_file(), path
        else:
            assert (ROOT / path).is_file(), path
