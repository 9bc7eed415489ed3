"""packaging/server/bakers-dozen-server.service: systemd-analyze verify accepts it, with
ExecStart pointed at this installation's bakers-dozen-server, and what it starts are
options the server takes."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from board_helpers import ROOT, skip, skip_without_server

skip_without_server()

UNIT = ROOT / "packaging" / "server" / "bakers-dozen-server.service"
PLACEHOLDER = "/opt/bakers-dozen-server/bin/bakers-dozen-server"


def exec_start() -> list[str]:
    line = next(x for x in UNIT.read_text().splitlines() if x.startswith("ExecStart="))
    return shlex.split(line.removeprefix("ExecStart="))


@pytest.mark.slow  # systemd-analyze takes its time
def test_systemd_analyze_verify_accepts_the_unit(tmp_path: Path) -> None:
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        skip("no systemd-analyze (apt-get install systemd)")
    server = Path(sys.executable).with_name("bakers-dozen-server")
    assert server.is_file(), server
    unit = tmp_path / UNIT.name
    unit.write_text(UNIT.read_text().replace(PLACEHOLDER, str(server)))
    done = subprocess.run(
        [analyze, "verify", str(unit)], capture_output=True, text=True, timeout=60
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


def test_the_unit_starts_the_server_with_options_it_takes() -> None:
    command = exec_start()
    assert command[0] == PLACEHOLDER
    from bakers_dozen_server.cli import build_parser

    args = build_parser().parse_args(command[1:])
    assert args.host == "127.0.0.1" and args.database.startswith("postgresql://")
