"""install.sh and uninstall.sh of the Linux tarball, on a stand-in of the unpacked bundle.

Fast and always run (a POSIX shell is all they need): the scripts only copy the folder
they are in. test_linux_bundle.py installs the real bundle and starts it.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.bakersdozen.BakersDozen"

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux tarball")


def unpacked_tarball(folder: Path) -> Path:
    """A folder laid out as the tarball's ``bakers-dozen``, with stand-in programs."""
    here = folder / "bakers-dozen"
    (here / "_internal").mkdir(parents=True)
    for program in ("bakers-dozen", "bakers-dozen-solve"):
        (here / program).write_text("#!/bin/sh\necho stand-in\n")
        (here / program).chmod(0o755)
    (here / "share" / "applications").mkdir(parents=True)
    shutil.copyfile(
        ROOT / "packaging" / "linux" / f"{APP_ID}.desktop",
        here / "share" / "applications" / f"{APP_ID}.desktop",
    )
    (here / "share" / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (here / "share" / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").write_bytes(b"png")
    for script in ("install.sh", "uninstall.sh"):
        shutil.copyfile(ROOT / "packaging" / "linux" / script, here / script)
        (here / script).chmod(0o755)
    return here


def tree(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def install(here: Path, home: Path, prefix: Path | None) -> str:
    env = {"HOME": str(home), "PATH": os.environ["PATH"]}
    if prefix is not None:
        env["PREFIX"] = str(prefix)
    run = subprocess.run(
        ["sh", str(here / "install.sh")], env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr
    (command,) = [line for line in run.stdout.splitlines() if line.startswith("To remove it: ")]
    return command.removeprefix("To remove it: ")


def run_printed(command: str, home: Path) -> subprocess.CompletedProcess[str]:
    """The printed command as a player pastes it: no PREFIX, from the home folder."""
    return subprocess.run(
        ["sh", "-c", command],
        env={"HOME": str(home), "PATH": os.environ["PATH"]},
        cwd=home,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize("prefix_name", ["opt/games", "my games/$HOME 100% \\ 'x'"])
def test_the_printed_uninstall_command_removes_the_install_it_belongs_to(
    tmp_path: Path, prefix_name: str
) -> None:
    here = unpacked_tarball(tmp_path / "download")
    home = tmp_path / "home"
    home.mkdir()
    local_command = install(here, home, None)
    after_local = tree(home)
    prefix = home / prefix_name
    prefix_command = install(here, home, prefix)
    assert shlex.split(prefix_command) == [str(prefix / "lib" / "bakers-dozen" / "uninstall.sh")]

    run = run_printed(prefix_command, home)
    assert run.returncode == 0, run.stderr
    # The PREFIX install is gone (and the folders it made); the ~/.local one is whole.
    assert tree(home) == after_local
    assert (home / ".local" / "lib" / "bakers-dozen" / "bakers-dozen").is_file()

    run = run_printed(local_command, home)
    assert run.returncode == 0, run.stderr
    assert tree(home) == []


def test_the_installed_uninstall_sh_ignores_a_prefix_naming_another_install(
    tmp_path: Path,
) -> None:
    here = unpacked_tarball(tmp_path / "download")
    home = tmp_path / "home"
    home.mkdir()
    install(here, home, None)
    prefix = tmp_path / "elsewhere"
    install(here, home, prefix)
    run = subprocess.run(
        ["sh", str(home / ".local" / "lib" / "bakers-dozen" / "uninstall.sh")],
        env={"HOME": str(home), "PATH": os.environ["PATH"], "PREFIX": str(prefix)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert tree(home) == []
    assert (prefix / "lib" / "bakers-dozen" / "bakers-dozen").is_file()


def test_the_tarballs_uninstall_sh_takes_prefix_or_the_home_install(tmp_path: Path) -> None:
    here = unpacked_tarball(tmp_path / "download")
    home = tmp_path / "home"
    home.mkdir()
    prefix = tmp_path / "elsewhere"
    install(here, home, prefix)
    install(here, home, None)
    env = {"HOME": str(home), "PATH": os.environ["PATH"]}
    run = subprocess.run(
        ["sh", str(here / "uninstall.sh")],
        env={**env, "PREFIX": str(prefix)},
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr
    assert not prefix.exists()
    assert (home / ".local" / "lib" / "bakers-dozen").is_dir()
    run = subprocess.run(
        ["sh", str(here / "uninstall.sh")], env=env, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    assert tree(home) == []
    # Nothing left to remove: said in one line, and nothing else touched.
    run = subprocess.run(
        ["sh", str(here / "uninstall.sh")], env=env, capture_output=True, text=True
    )
    assert run.returncode == 1
    assert run.stderr.count("\n") == 1 and "nothing installed" in run.stderr


def test_a_relative_prefix_installs_where_it_was_asked_and_uninstalls(tmp_path: Path) -> None:
    here = unpacked_tarball(tmp_path / "download")
    home = tmp_path / "home"
    home.mkdir()
    run = subprocess.run(
        ["sh", str(here / "install.sh")],
        env={"HOME": str(home), "PATH": os.environ["PATH"], "PREFIX": "games"},
        cwd=home,
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr
    link = home / "games" / "bin" / "bakers-dozen"
    assert link.resolve() == home / "games" / "lib" / "bakers-dozen" / "bakers-dozen"
    (command,) = [line for line in run.stdout.splitlines() if line.startswith("To remove it: ")]
    run = run_printed(command.removeprefix("To remove it: "), tmp_path)
    assert run.returncode == 0, run.stderr
    assert tree(home) == []
