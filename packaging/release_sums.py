"""The SHA256SUMS of a release, over its files as players download them: side by side.

    python packaging/release_sums.py FOLDER

``gh release create`` uploads each file under its bare name, so a sum listed as
``python/x.whl`` would never verify in a download folder. This refuses a folder that
holds a subfolder (the files must lie flat, as the release shows them), then writes
``FOLDER/SHA256SUMS`` in ``sha256sum``'s format, one line a file, sorted by name, which
``sha256sum -c SHA256SUMS`` checks in any folder holding the downloads. Standard library
only (the publish job runs it with the system's Python).
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

NAME = "SHA256SUMS"


class NotFlat(Exception):
    """The folder holds something other than plain files."""


def sums(folder: Path) -> str:
    nested = sorted(p.name for p in folder.iterdir() if not p.is_file() or p.is_symlink())
    if nested:
        raise NotFlat(f"{folder}: not a plain file: {', '.join(nested)} (lay the files flat)")
    lines = []
    for path in sorted(p for p in folder.iterdir() if p.name != NAME):
        digest = hashlib.sha256()
        with path.open("rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                digest.update(block)
        lines.append(f"{digest.hexdigest()}  {path.name}\n")
    if not lines:
        raise NotFlat(f"{folder}: no files")
    return "".join(lines)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: release_sums.py FOLDER", file=sys.stderr)
        return 2
    folder = Path(argv[0])
    try:
        text = sums(folder)
    except (NotFlat, OSError) as e:
        print(f"release_sums.py: {e}", file=sys.stderr)
        return 1
    (folder / NAME).write_text(text, encoding="utf-8")
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
