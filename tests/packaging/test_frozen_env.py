"""The frozen game gives the programs it starts the caller's environment, not its own.

Fast and always run. The frozen bundle itself is checked end to end (About's link, a
stand-in xdg-open) in test_linux_native.py.
"""

from __future__ import annotations

import sys

import pytest

from bakers_dozen_qt.frozen_env import restore_caller_environment

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
    before = dict(env)
    restore_caller_environment(env)
    assert env == before
