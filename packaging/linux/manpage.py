"""A section-6 manual page from a built program's own ``--help``, so the two never differ:

    python packaging/linux/manpage.py PROGRAM VERSION SUMMARY > PROGRAM.6

Used by make-deb.sh for both commands. Standard library only.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SEE_ALSO = {
    "bakers-dozen": "bakers-dozen-solve",
    "bakers-dozen-solve": "bakers-dozen",
}
FILES = """\
.TP
.I ~/.local/share/BakersDozen/Baker's Dozen/saved\\-game.json
the game in progress, with its undo history
.TP
.I ~/.local/share/BakersDozen/Baker's Dozen/statistics.sqlite
every game played, for the statistics
.TP
.I ~/.config/BakersDozen/Baker's Dozen.conf
the preferences
"""


def roff_text(line: str) -> str:
    """One line of plain text, safe in roff: backslashes, minus signs, leading dots."""
    text = line.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def synopsis(name: str, usage: str) -> list[str]:
    """argparse's ``usage: NAME [options...]`` as a manual page's SYNOPSIS: the command in
    bold, then its arguments, filled by the reader's width (no "usage:")."""
    words = " ".join(usage.split())
    prefix = f"usage: {name}"
    if not words.startswith(prefix):
        raise ValueError(f"{name} --help does not begin with {prefix!r}: {words[:60]!r}")
    arguments = words.removeprefix(prefix).strip()
    # Left-adjusted: a justified synopsis would stretch the spaces between options.
    body = [roff_text(arguments)] if arguments else []
    return [".ad l", f".B {roff_text(name)}", *body, ".ad b"]


def manpage(program: Path, version: str, summary: str) -> str:
    name = program.name
    # English help whatever the build machine's language (argparse's own words too).
    env = {
        **os.environ,
        "COLUMNS": "80",
        "QT_QPA_PLATFORM": "offscreen",
        "LANG": "C.UTF-8",
        "LANGUAGE": "en",
        "LC_ALL": "C.UTF-8",
    }
    run = subprocess.run(
        [str(program), "--help"], capture_output=True, text=True, env=env, check=True, timeout=120
    )
    usage, _, rest = run.stdout.partition("\n\n")
    lines = [
        f'.TH {name.upper()} 6 "" "{name} {version}" "Games"',
        ".SH NAME",
        f"{roff_text(name)} \\- {roff_text(summary)}",
        ".SH SYNOPSIS",
        *synopsis(name, usage),
        ".SH DESCRIPTION",
        ".nf",
        *(roff_text(line) if line.strip() else "" for line in rest.rstrip().splitlines()),
        ".fi",
    ]
    if name == "bakers-dozen":
        lines += [".SH FILES", FILES.rstrip()]
    lines += [
        ".SH SEE ALSO",
        f".BR {SEE_ALSO.get(name, 'bakers-dozen')} (6)",
        "and the README at https://github.com/bakersdozen/bakers\\-dozen",
    ]
    # roff reads an empty line as a blank line of output; in a .nf block that is wanted.
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print("usage: manpage.py PROGRAM VERSION SUMMARY", file=sys.stderr)
        return 2
    sys.stdout.write(manpage(Path(argv[0]), argv[1], argv[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
