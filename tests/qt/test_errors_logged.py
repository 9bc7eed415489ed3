"""A broad ``except`` logs what it caught (issue 36): the solver's failures, swallowed so
that the window stays up (no hint, no verdict, any deal), are still written down with
their traceback, where the log file (``files.error_log``) keeps them."""

from __future__ import annotations

import logging
import threading

import pytest

from bakers_dozen_qt.engine import solver
from bakers_dozen_qt.engine.game import Game
from bakers_dozen_qt.engine.rules import get_rules
from bakers_dozen_qt.qt.features import live_status, solver_answers, winnable_deals


class SolverBug(Exception):
    pass


def fails(*args: object, **kwargs: object) -> object:
    raise SolverBug("the solver broke")


def caught(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [
        r
        for r in caplog.records
        if r.name.startswith("bakers_dozen_qt.qt.features")
        and r.exc_info is not None
        and r.exc_info[0] is SolverBug
    ]


def test_a_failing_hint_is_no_hint_and_is_logged(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(solver, "advise", fails)
    monkeypatch.setattr(solver, "solve", fails)
    answer = solver_answers.hint(solver_answers.HintRequest(Game.from_deal(1)), threading.Event())
    assert answer == solver_answers.HintAnswer(None)
    assert len(caught(caplog)) == 1


def test_a_failing_live_verdict_is_none_and_is_logged(caplog: pytest.LogCaptureFixture) -> None:
    class Broken:
        status = staticmethod(fails)

    assert live_status._verdict(Broken(), Game.from_deal(1), threading.Event()) is None  # type: ignore[arg-type]
    assert len(caught(caplog)) == 1


def test_a_failing_winnable_deal_search_is_logged(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(solver, "winnable_deal", fails)
    search = winnable_deals.DealSearch(get_rules("bakers-dozen"), 1)
    assert winnable_deals.find_winnable(search, threading.Event()) is None
    monkeypatch.setattr(solver, "solve", fails)
    daily = winnable_deals.DealJudged(Game.from_deal(1))
    verdict = winnable_deals.judge_deal(daily, threading.Event())
    assert verdict is solver.Verdict.UNKNOWN
    assert len(caught(caplog)) == 2
