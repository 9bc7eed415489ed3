"""The .deb's relations and manual pages as Debian's policy reads them: every Depends
versioned, what is only useful in Recommends, a SYNOPSIS that is a synopsis.

Marked ``packaging`` (the .deb the other packaging tests build).
"""

from __future__ import annotations

import gzip
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux .deb"),
]


def field(deb: Path, name: str) -> list[str]:
    value = subprocess.run(
        ["dpkg-deb", "--field", str(deb), name], capture_output=True, text=True, check=True
    ).stdout
    return [item.strip() for item in " ".join(value.split()).split(",") if item.strip()]


def test_every_dependency_is_versioned(deb: Path) -> None:
    depends = field(deb, "Depends")
    assert len(depends) > 20, depends
    # "pkg (>= version)": a system too old for the bundle cannot satisfy it.
    bare = [d for d in depends if not re.fullmatch(r"[a-z0-9][a-z0-9.+-]+ \(>= [0-9][^()]*\)", d)]
    assert bare == [], bare
    for name in ("libx11-6", "libegl1", "libgl1", "libbz2-1.0", "libxcb-render0"):
        assert any(d.startswith(f"{name} (>= ") for d in depends), (name, depends)


def test_fonts_the_link_opener_and_openssl_are_recommended(deb: Path) -> None:
    recommends = field(deb, "Recommends")
    assert "xdg-utils" in recommends  # About's link and the board's page open with xdg-open
    assert "libssl3 | libssl3t64" in recommends  # Qt's TLS backend for https:// boards
    assert any(r.startswith("fonts-dejavu-core") for r in recommends), recommends
    # Nothing is both needed and only recommended.
    names = {d.split()[0] for d in field(deb, "Depends")}
    assert not names & {r.split()[0] for r in recommends}


def test_the_manual_pages_synopsis_is_the_command_and_its_arguments(deb_tree: Path) -> None:
    for name in ("bakers-dozen", "bakers-dozen-solve"):
        page = gzip.decompress((deb_tree / f"usr/share/man/man6/{name}.6.gz").read_bytes()).decode()
        synopsis = page.split(".SH SYNOPSIS\n", 1)[1].split("\n.SH ", 1)[0]
        assert "usage" not in synopsis.lower(), synopsis
        lines = [line for line in synopsis.splitlines() if not line.startswith(".ad")]
        assert lines[0] == ".B " + name.replace("-", "\\-"), lines
        assert "[\\-\\-version]" in lines[1], lines
        if shutil.which("man") is None:
            continue
        shown = subprocess.run(
            ["man", "-l", "-Tutf8", "/dev/stdin"],
            input=page,
            capture_output=True,
            text=True,
            env={"MANWIDTH": "80", "PATH": "/usr/bin:/bin"},
        ).stdout
        after = re.sub(r".\x08", "", shown).split("SYNOPSIS\n", 1)[1]
        first = after.strip().splitlines()[0]
        assert first.startswith(f"{name} [-h] ["), first  # not stretched, no "usage:"
