"""SHA256SUMS verifies in a player's download folder: the release's files lie flat, and
the sums name them as ``gh release create`` uploads them (bare names).

Fast and always run: ``packaging/release_sums.py`` on files laid out as the release
workflow's artefacts, then ``sha256sum -c`` where the files are downloaded.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SUMS = ROOT / "packaging" / "release_sums.py"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
FILES = (
    "bakers-dozen-1.2.0-linux-x86_64.tar.gz",
    "bakers-dozen_1.2.0_amd64.deb",
    "bakers_dozen_qt-1.2.0-py3-none-any.whl",
    "bakers_dozen_qt-1.2.0.tar.gz",
    "bakers-dozen-1.2.0-windows-x64-setup.exe",
    "bakers-dozen-1.2.0-macos-arm64.dmg",
    "bakers-dozen-1.2.0-macos-x86_64.dmg",
)


def run_sums(folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SUMS), str(folder)], capture_output=True, text=True, timeout=60
    )


@pytest.mark.skipif(shutil.which("sha256sum") is None, reason="not installed: sha256sum")
def test_the_sums_verify_where_a_player_downloads_the_files(tmp_path: Path) -> None:
    release = tmp_path / "release"
    release.mkdir()
    for i, name in enumerate(FILES):
        (release / name).write_bytes(f"{name} {i}\n".encode() * (i + 1))
    run = run_sums(release)
    assert run.returncode == 0, run.stderr
    listed = (release / "SHA256SUMS").read_text(encoding="utf-8").splitlines()
    assert [line.split("  ", 1)[1] for line in listed] == sorted(FILES)
    # The download folder: every file as the release page offers it, and nothing else.
    downloads = tmp_path / "Downloads"
    downloads.mkdir()
    for name in (*FILES, "SHA256SUMS"):
        shutil.copyfile(release / name, downloads / name)
    check = subprocess.run(
        ["sha256sum", "--check", "--strict", "SHA256SUMS"],
        cwd=downloads,
        capture_output=True,
        text=True,
    )
    assert check.returncode == 0, check.stdout + check.stderr
    assert check.stdout.count(": OK\n") == len(FILES)
    # A file changed after the sums were made does not pass.
    (downloads / FILES[2]).write_bytes(b"tampered")
    check = subprocess.run(
        ["sha256sum", "--check", "--strict", "SHA256SUMS"], cwd=downloads, capture_output=True
    )
    assert check.returncode == 1


def test_files_in_a_subfolder_are_refused_not_summed_under_a_path(tmp_path: Path) -> None:
    release = tmp_path / "release"
    (release / "python").mkdir(parents=True)
    (release / "bakers-dozen_1.2.0_amd64.deb").write_bytes(b"deb")
    (release / "python" / "bakers_dozen_qt-1.2.0.tar.gz").write_bytes(b"sdist")
    run = run_sums(release)
    assert run.returncode == 1
    assert run.stderr.count("\n") == 1 and "python" in run.stderr, run.stderr
    assert not (release / "SHA256SUMS").exists()


def test_the_release_workflow_uploads_the_linux_files_flat_and_checks_the_sums() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    linux = text.split("\n  windows:\n", 1)[0]
    # upload-artifact roots the files at the paths' common folder: one flat folder.
    uploads = re.findall(r"name: installer-linux\n(?:\s+[\w-]+: .*\n)*?\s+path: (.+)\n", linux)
    assert uploads == ["build/release/*"], uploads
    assert "build/python/* \\\n            build/release/" in linux
    publish = text.split("\n  publish:\n", 1)[1]
    assert "python3 packaging/release_sums.py release" in publish
    assert "sha256sum --check --strict SHA256SUMS" in publish
    assert "packaging/release_sums.py" in publish.split("sparse-checkout: |", 1)[1]
