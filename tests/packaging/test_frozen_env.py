"""The frozen game gives the programs it starts the caller's environment, not its own.

Fast and always run. The frozen bundle itself is checked end to end (About's link, a
stand-in xdg-open) in test_linux_native.py.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

import pytest

from bakers_dozen_qt.frozen_env import restore_caller_environment, restore_qt_environment

ROOT = Path(__file__).resolve().parents[2]

BUNDLE = "/opt/bakers-dozen/_internal"


def bootloader_environment(caller: dict[str, str]) -> dict[str, str]:
    """What PyInstaller's bootloader makes of the caller's environment."""
    env = dict(caller)
    if "LD_LIBRARY_PATH" in caller:
        env["LD_LIBRARY_PATH_ORIG"] = caller["LD_LIBRARY_PATH"]
        env["LD_LIBRARY_PATH"] = f"{BUNDLE}:{caller['LD_LIBRARY_PATH']}"
    else:
        env["LD_LIBRARY_PATH"] = BUNDLE
    env.update(_PYI_ARCHIVE_FILE="/opt/bakers-dozen/bakers-dozen", _PYI_PARENT_PROCESS_LEVEL="1")
    return env


def runtime_hooks(env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Our runtime hook (the real file), then what PyInstaller's PySide6 hook does."""
    monkeypatch.setattr("os.environ", env)
    runpy.run_path(str(ROOT / "packaging" / "rthook_caller_env.py"))
    env["QT_PLUGIN_PATH"] = f"{BUNDLE}/PySide6/Qt/plugins"
    env["QML2_IMPORT_PATH"] = f"{BUNDLE}/PySide6/Qt/qml"
    env["PATH"] = f"{BUNDLE};{env['PATH']}" if "PATH" in env else BUNDLE


@pytest.mark.parametrize(
    "caller",
    [
        {"PATH": "/usr/bin", "HOME": "/home/p"},
        {"PATH": "/usr/bin", "QT_PLUGIN_PATH": "/usr/lib/qt6/plugins", "QML2_IMPORT_PATH": ""},
        {"HOME": "/home/p", "DYLD_LIBRARY_PATH": "/opt/lib"},
    ],
)
def test_children_get_the_callers_qt_variables_and_path(
    caller: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    env = bootloader_environment(caller)
    runtime_hooks(env, monkeypatch)
    restore_caller_environment(env)
    assert env["QT_PLUGIN_PATH"].startswith(BUNDLE)  # what Qt reads when the app starts
    restore_qt_environment(env)
    assert env == caller
    restore_qt_environment(env)  # once only: a second call changes nothing
    assert env == caller


def test_a_damaged_note_of_the_callers_environment_changes_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    env = {"PATH": "/x", "BAKERS_DOZEN_CALLER_ENV": "[1, 2"}
    restore_qt_environment(env)
    assert env == {"PATH": "/x"}


@pytest.mark.parametrize(
    "caller",
    [
        {"PATH": "/usr/bin", "HOME": "/home/p"},
        {"PATH": "/usr/bin", "LD_LIBRARY_PATH": "/home/p/lib:/opt/lib"},
        {"LD_LIBRARY_PATH": ""},
    ],
)
def test_a_frozen_program_hands_on_exactly_the_callers_environment(
    caller: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    env = bootloader_environment(caller)
    restore_caller_environment(env)
    assert env == caller


def test_running_from_source_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    env = bootloader_environment({"LD_LIBRARY_PATH": "/x"})
    env["BAKERS_DOZEN_CALLER_ENV"] = '{"PATH": null}'
    before = dict(env)
    restore_caller_environment(env)
    restore_qt_environment(env)
    assert env == before
