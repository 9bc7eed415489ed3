"""``bakers-dozen-solve`` solving deals and boards (``--show``/``--check`` still work)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from bakers_dozen_qt.cli import solve as cli
from bakers_dozen_qt.engine import Game


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.slow
def test_single_deal_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "7", "--nodes", "50000")
    assert code == 0
    number, verdict, moves, seconds, nodes = out.split()
    assert (number, verdict) == ("7", "won")
    assert int(moves) > 50 and float(seconds) >= 0 and 0 < int(nodes) <= 50_000
    assert "1 won, 0 unwinnable, 0 unknown" in err and "median" in err and "p95" in err


@pytest.mark.slow
def test_range_as_json_replays(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, "1-3", "--json", "--nodes", "50000", "--jobs", "2")
    assert code == 0
    records = [json.loads(line) for line in out.splitlines()]
    assert [r["deal"] for r in records] == [1, 2, 3]
    for r in records:
        assert set(r) >= {"deal", "verdict", "moves", "seconds", "nodes", "search_nodes"}
        assert 0 < r["search_nodes"] <= r["nodes"] and r["cpu_seconds"] > 0
        assert r["verdict"] == "won"
        board = tmp_path / "board.txt"
        moves = tmp_path / "moves.txt"
        board.write_text(Game.from_deal(r["deal"]).board_text())
        moves.write_text(r["moves"])
        assert run(capsys, "--check", str(board), str(moves))[:2] == (0, "won\n")


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.slow
def test_progress_bar_only_on_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # stderr captured to a file or a pipe: no bar, no carriage returns, just the summary.
    code, out, err = run(capsys, "1-3", "--nodes", "20000")
    assert code == 0 and len(out.splitlines()) == 3
    assert "\r" not in err and "[#" not in err and "/3" not in err
    assert err.splitlines() == [err.strip()] and "3 deals:" in err

    terminal = _Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert cli.main(["1-3", "--nodes", "20000"]) == 0
    shown = terminal.getvalue()
    assert "\r[" in shown and "3/3" in shown  # the bar, redrawn in place
    assert shown.splitlines()[-1].startswith("3 deals: ")  # the summary on a line of its own


@pytest.mark.slow
def test_board_from_stdin(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = Game.from_deal(3)
    for m in list(game.legal_moves)[:1]:
        game.play(m)
    monkeypatch.setattr("sys.stdin", io.StringIO(game.board_text()))
    code, out, _ = run(capsys, "--board", "-", "--nodes", "300000")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("won (")
    replay = Game.from_board_text(game.board_text())
    from bakers_dozen_qt.engine import parse_moves

    for m in parse_moves(" ".join(lines[1:])):
        replay.play(m)
    assert replay.is_won()


def test_board_json_unwinnable(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    board = tmp_path / "b.txt"
    board.write_text(Game.from_deal(104).board_text())
    code, out, _ = run(capsys, "--board", str(board), "--json", "--nodes", "1000")
    assert code == 0
    rec = json.loads(out)
    assert rec == {**rec, "deal": None, "verdict": "unwinnable", "moves": ""}


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["abc"], "bad deal list"),
        (["5-1"], "runs backwards"),
        (["0"], "out of range"),
        (["1", "--variant", "nope"], "unknown variant"),
        (["1", "--variant", "castles-in-spain"], "--peek"),
        (["1", "--timeout", "0"], "--timeout"),
        (["1", "--jobs", "0"], "--jobs"),
        (["--board", "/nonexistent/board.txt"], "cannot read"),
        ([], "give deal numbers"),
        (["1", "--show", "2"], "give deal numbers"),
    ],
)
def test_bad_input(capsys: pytest.CaptureFixture[str], argv: list[str], needle: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and needle in err


def test_bad_board(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    board = tmp_path / "b.txt"
    board.write_text("AS AS\n")
    code, _, err = run(capsys, "--board", str(board))
    assert code == 2 and "board: line 1" in err


@pytest.mark.slow
def test_peek_solves_face_down_deals(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "2", "--variant", "bakers-dozen-1883", "--peek", "--nodes", "50000")
    assert code == 0 and out.split()[:2] == ["2", "won"]


@pytest.mark.slow
def test_interrupt_prints_the_summary_so_far(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    real = cli._solve_deal

    def fake(job: tuple) -> dict:  # type: ignore[type-arg]
        if job[0] == 2:
            raise KeyboardInterrupt
        return real(job)

    monkeypatch.setattr(cli, "_solve_deal", fake)
    code, out, err = run(capsys, "1-3", "--nodes", "20000")
    assert code == 130
    assert out.split()[:2] == ["1", "won"]
    assert "stopped after 1 of 3" in err


def test_show_still_works(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--show", "1")
    assert code == 0 and out.startswith("JD QC TS 7D\n")
