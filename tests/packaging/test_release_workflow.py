"""What the release workflow and the Windows and macOS scripts promise, read here (they
run only on GitHub's Windows and macOS runners): the rehearsal by release candidate, the
Windows upgrade, the macOS signing order and notarisation verdict, TLS on every system.

Fast and always run; text checks of files no runner here can execute.
"""

from __future__ import annotations

import plistlib
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
WORKFLOW = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")


def job(name: str) -> str:
    return WORKFLOW.split(f"\n  {name}:\n", 1)[1].split("\n\n  ", 1)[0]


def test_a_release_candidate_rehearses_the_whole_release() -> None:
    # rc tags run the tag's jobs with the secrets, and publish a draft pre-release ...
    assert "(-rc[0-9]+)?$" in job("linux")
    for step in (job("macos"),):
        assert "REQUIRE_SIGNING: ${{ startsWith(github.ref, 'refs/tags/v') && '1' || '0' }}" in step
    publish = job("publish")
    assert "needs: [linux, windows, macos, flatpak]" in publish
    assert "kind=(--draft --prerelease)" in publish
    # ... and the real tag needs a published candidate of its version.
    assert "no release candidate $GITHUB_REF_NAME-rc<N> was published" in publish
    # README's "Release" says the steps.
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "v<version>-rc1" in readme and "draft pre-release" in readme


def test_tls_is_checked_on_windows_and_macos() -> None:
    windows = (PACKAGING / "windows" / "smoke-test.ps1").read_text(encoding="utf-8")
    assert "BAKERS_DOZEN_TLS_CHECK" in windows and '-notcontains "schannel"' in windows
    macos = (PACKAGING / "macos" / "smoke-test.sh").read_text(encoding="utf-8")
    assert 'BAKERS_DOZEN_TLS_CHECK="$report"' in macos


def test_a_windows_upgrade_leaves_nothing_of_the_old_version() -> None:
    iss = (PACKAGING / "windows" / "bakers-dozen.iss").read_text(encoding="utf-8")
    sections = re.split(r"^\[(\w+)\]$", iss, flags=re.M)
    install_delete = sections[sections.index("InstallDelete") + 1]
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in install_delete
    assert "upgrade-test.ps1" in job("windows")
    upgrade = (PACKAGING / "windows" / "upgrade-test.ps1").read_text(encoding="utf-8")
    assert '"/DAppVersion=0.0.1"' in upgrade and "the upgrade left files of 0.0.1" in upgrade


def test_macos_signs_inside_out_with_entitlements_and_reads_the_notary_verdict() -> None:
    build = (PACKAGING / "macos" / "build.sh").read_text(encoding="utf-8")
    order = [
        build.index(s)
        for s in ("by_depth | while", "-name '*.framework' | by_depth", 'sign "$app"')
    ]
    assert order == sorted(order)
    assert "--entitlements packaging/macos/entitlements.plist" in build
    assert '[ "$status" != Accepted ]' in build and "xcrun notarytool log" in build
    assert "xcrun stapler validate" in build
    entitlements = plistlib.loads((PACKAGING / "macos" / "entitlements.plist").read_bytes())
    assert entitlements == {}  # the hardened runtime with no exception
    smoke = (PACKAGING / "macos" / "smoke-test.sh").read_text(encoding="utf-8")
    assert 'spctl --assess --type execute --verbose=2 "$app"' in smoke
