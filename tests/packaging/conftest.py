"""The Linux bundle, built once per run for the tests marked ``packaging``."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.bakersdozen.BakersDozen"


def load_packaging_module(name: str) -> ModuleType:
    """A module of packaging/ (not a package: PyInstaller's spec imports them by path)."""
    path = ROOT / "packaging" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def packaging_module() -> Callable[[str], ModuleType]:
    """``packaging_module("release_info")``: a module of packaging/, for the tests."""
    return load_packaging_module


@pytest.fixture(scope="session")
def version() -> str:
    return str(load_packaging_module("release_info").project_version())


@pytest.fixture(scope="session")
def bundle() -> Path:
    """build.sh's bundle (and tarball and .deb), with the macOS Info.plist probe.

    ``BAKERS_DOZEN_REUSE_BUNDLE=1`` takes the one an earlier run built, when working on
    the tests themselves (it must be of the checkout as it is: CI never sets it)."""
    built = ROOT / "build" / "dist" / "bakers-dozen"
    if os.environ.get("BAKERS_DOZEN_REUSE_BUNDLE") == "1" and (built / "bakers-dozen").is_file():
        return built
    log = ROOT / "build" / "packaging-test-build.log"
    log.parent.mkdir(exist_ok=True)
    with log.open("w") as out:
        build = subprocess.run(
            ["bash", str(ROOT / "packaging" / "linux" / "build.sh")],
            env={**os.environ, "DEB_COMPRESSION": "gzip", "BAKERS_DOZEN_PROBE_APP": "1"},
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            timeout=1200,
        )
    assert build.returncode == 0, log.read_text()[-4000:]
    return ROOT / "build" / "dist" / "bakers-dozen"


@pytest.fixture(scope="session")
def deb(bundle: Path, version: str) -> Path:
    debs = sorted((ROOT / "build").glob(f"bakers-dozen_{version}_*.deb"))
    if not debs:
        pytest.skip("dpkg-deb or dpkg-shlibdeps not installed (apt: dpkg-dev): no .deb built")
    assert len(debs) == 1, debs
    return debs[0]


@pytest.fixture(scope="session")
def deb_tree(deb: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    tree = tmp_path_factory.mktemp("deb")
    subprocess.run(["dpkg-deb", "--extract", str(deb), str(tree)], check=True)
    return tree


@pytest.fixture
def player_env(tmp_path: Path) -> Iterator[dict[str, str]]:
    # The frozen game must not see the developer's own saved game, settings or cache.
    env = dict(os.environ)
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
        XDG_RUNTIME_DIR=str(runtime),
    )
    yield env
