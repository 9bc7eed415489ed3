"""``bakers-dozen`` and ``bakers-dozen-solve`` arguments: --version, --help, strict options.

Each command runs as a subprocess. The paths that print and exit must not import Qt's
widgets (they stay fast and work without a display); a small wrapper reports it if they do.
"""

from __future__ import annotations

import importlib.metadata
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bakers_dozen_qt import app_args
from bakers_dozen_qt.cli import solve as cli

BIN = str(Path(sys.executable).parent)
VERSION = importlib.metadata.version("bakers-dozen-qt")

# Runs a command's main() and adds a line to stderr if Qt's widgets were imported.
WRAPPER = """
import atexit, sys
def _report():
    if "PySide6.QtWidgets" in sys.modules:
        sys.stderr.write("QtWidgets was imported\\n")
atexit.register(_report)
module = __import__("bakers_dozen_qt." + sys.argv[1], fromlist=["main"])
sys.exit(module.main(sys.argv[2:]))
"""


def env(tmp_path: Path, **extra: str) -> dict[str, str]:
    # A run-away window must never touch the player's saved game or settings.
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        **extra,
    }


def wrapped(tmp_path: Path, module: str, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", WRAPPER, module, *argv],
        env=env(tmp_path),
        capture_output=True,
        text=True,
        timeout=30,
    )


def script(tmp_path: Path, name: str, *argv: str, **extra: str) -> subprocess.CompletedProcess[str]:
    exe = shutil.which(name, path=BIN)
    assert exe is not None, f"{name} is not installed next to {sys.executable}"
    return subprocess.run(
        [exe, *argv], env=env(tmp_path, **extra), capture_output=True, text=True, timeout=60
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "module"), [("bakers-dozen", "app"), ("bakers-dozen-solve", "cli.solve")]
)
def test_version_prints_and_exits_0(tmp_path: Path, name: str, module: str) -> None:
    done = script(tmp_path, name, "--version")
    assert (done.returncode, done.stdout, done.stderr) == (0, f"{name} {VERSION}\n", "")
    done = wrapped(tmp_path, module, "--version")
    assert (done.returncode, done.stdout, done.stderr) == (0, f"{name} {VERSION}\n", "")


def test_version_without_package_metadata_says_unknown(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import bakers_dozen_qt

    def missing(name: str) -> str:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", missing)
    assert bakers_dozen_qt._installed_version() == "0+unknown"


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--dael", "5"], "unrecognized arguments: --dael"),
        (["--deal", "5", "stray"], "unrecognized arguments: stray"),
        (["-x"], "unrecognized arguments: -x"),
        (["--platfrom", "offscreen"], "unrecognized arguments: --platfrom"),
        (["-platform"], "-platform needs a value"),
        (["--deal", "1", "-style"], "-style needs a value"),
        (["--deal", "9" * 5000], "out of range"),
        (["--deal", "nan"], "is not a number"),
        (["--deal", "inf"], "is not a number"),
        (["--deal", "1e3"], "is not a number"),
        (["--variant", "nope"], "unknown variant 'nope'"),
    ],
)
def test_app_rejects_bad_options_without_a_window(
    tmp_path: Path, argv: list[str], needle: str
) -> None:
    done = wrapped(tmp_path, "app", *argv)
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("bakers-dozen: error: ") and needle in lines[0]
    assert len(lines[0]) < 200


def test_app_rejects_unknown_options_from_the_console_script(tmp_path: Path) -> None:
    done = script(tmp_path, "bakers-dozen", "--dael", "5")
    assert done.returncode == 2
    assert done.stderr == "bakers-dozen: error: unrecognized arguments: --dael 5\n"


def help_lists(text: str, options: list[str]) -> list[str]:
    return [o for o in options if o not in text]


def test_app_help_lists_every_option(tmp_path: Path) -> None:
    done = wrapped(tmp_path, "app", "--help")
    assert done.returncode == 0 and done.stderr == ""
    ours = [s for a in app_args.build_parser()._actions for s in a.option_strings]
    assert {"--variant", "--deal", "--daily", "--screenshot", "--version", "--help"} <= set(ours)
    assert help_lists(done.stdout, ours) == []
    qt = ["-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-qmljsdebugger"]
    qt += ["-qwindowgeometry", "-qwindowicon", "-qwindowtitle", "-reverse", "-session"]
    qt += ["-display", "-geometry", "-style", "-stylesheet", "-widgetcount"]
    assert help_lists(done.stdout, qt) == []


@pytest.mark.slow
def test_solver_help_lists_every_option(tmp_path: Path) -> None:
    done = wrapped(tmp_path, "cli.solve", "--help")
    assert done.returncode == 0 and done.stderr == ""
    ours = [s for a in cli.build_parser()._actions for s in a.option_strings]
    assert {"--show", "--check", "--board", "--timeout", "--nodes", "--jobs"} <= set(ours)
    assert {"--json", "--peek", "--variant", "--version", "--help"} <= set(ours)
    assert help_lists(done.stdout, ours) == []
    assert "DEALS" in done.stdout


def test_qt_options_are_passed_to_qt() -> None:
    qt = ["-platform", "offscreen", "-reverse", "-style=fusion", "--style", "x"]
    qt += ["-qwindowtitle", "T T", "-qmljsdebugger=port:1234"]
    opts = app_args.parse_args([*qt[:2], "--deal", "3", *qt[2:]])
    assert opts.deal == 3 and opts.chosen
    assert opts.qt_args == tuple(qt)


def test_a_deal_number_is_not_taken_for_a_qt_value() -> None:
    # "-reverse" takes no value: the 5 after it is not Qt's.
    with pytest.raises(SystemExit):
        app_args.parse_args(["-reverse", "5"])


@pytest.mark.slow
def test_qt_sees_the_platform_option(tmp_path: Path) -> None:
    # The environment names a platform that does not exist; -platform overrides it, so
    # the window starts only if the option reached Qt.
    shot = tmp_path / "shot.png"
    done = script(
        tmp_path,
        "bakers-dozen",
        "-platform",
        "offscreen",
        "-reverse",
        "--deal",
        "1",
        "-qwindowtitle",
        "Test",
        "--screenshot",
        str(shot),
        QT_QPA_PLATFORM="no-such-platform",
    )
    assert done.returncode == 0, done.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
