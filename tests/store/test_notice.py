"""A notice is a value: made once, compared and hashed by its fields, never changed."""

from __future__ import annotations

from pathlib import Path

import pytest

from bakers_dozen_qt.store import Notice, Problem


def test_a_notice_is_a_value_with_its_defaults() -> None:
    path = Path("/tmp/stats.sqlite")
    notice = Notice(Problem.STATS_LOST, path, "3 games", count=3)
    assert (notice.detail, notice.kept_as, notice.count) == ("3 games", None, 3)
    assert Notice(Problem.STATS_RESUMED, path) == Notice(Problem.STATS_RESUMED, path, "", None, 0)
    assert notice == Notice(Problem.STATS_LOST, path, "3 games", None, 3)
    assert notice != Notice(Problem.STATS_LOST, path, "3 games", count=2)
    assert len({notice, Notice(Problem.STATS_LOST, path, "3 games", count=3)}) == 1
    assert repr(notice) == (
        f"Notice(problem=<Problem.STATS_LOST: 'stats-lost'>, path={path!r}, "
        "detail='3 games', kept_as=None, count=3)"
    )
    with pytest.raises(AttributeError):
        notice.count = 4
    with pytest.raises(AttributeError):
        del notice.detail
    assert notice.count == 3 and notice.detail == "3 games"
