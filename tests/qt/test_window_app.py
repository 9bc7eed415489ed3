"""The command line: arguments checked before any widget, a screenshot mode that exits 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bakers_dozen_qt.app import parse_args
from bakers_dozen_qt.engine.deals import daily_deal_number


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--variant", "klondike"], "unknown variant 'klondike'"),
        (["--deal", "0"], "out of range"),
        (["--deal", "2147483648"], "out of range"),
        (["--deal", "abc"], "is not a number"),
        (["--deal", "3", "--daily"], "not allowed with"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(
    argv: list[str], needle: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as e:
        parse_args(argv)
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert needle in err
    assert err.count("\n") == 1 and err.startswith("bakers-dozen: error: ")


def test_good_arguments() -> None:
    opts = parse_args(["--variant", "good-measure", "--deal", "1,234"])
    assert (opts.variant, opts.deal, opts.screenshot) == ("good-measure", 1234, None)
    assert parse_args(["--daily"]).deal == daily_deal_number()
    assert parse_args([]).deal >= 1


@pytest.mark.slow
def test_screenshot_writes_a_png_and_exits_0(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    proc = subprocess.run(
        [sys.executable, "-m", "bakers_dozen_qt.app", "--deal", "1", "--screenshot", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_cli_bad_variant_exits_2(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    proc = subprocess.run(
        [sys.executable, "-m", "bakers_dozen_qt.app", "--variant", "nope"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2
    assert proc.stderr.strip().startswith("bakers-dozen: error: unknown variant 'nope'")
