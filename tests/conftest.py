"""Test-wide settings: Qt runs offscreen, hypothesis has a CI profile."""

from __future__ import annotations

import os

# Without a display Qt aborts the whole process; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The windows of the tests make no sound: each would open the audio device on a thread
# of its own. tests/qt/test_sound.py plays through the null device and meets the machine
# without any (as CI is) on purpose.
os.environ["BAKERS_DOZEN_AUDIO"] = "off"

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=30, deadline=None)
settings.register_profile("thorough", max_examples=1000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The bundle's build is slow too: `pytest -m "not slow"` (the fast lane, whose -m
    # replaces the configured "not packaging") must leave it out as well.
    for item in items:
        if item.get_closest_marker("packaging") is not None:
            item.add_marker(pytest.mark.slow)
