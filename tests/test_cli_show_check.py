"""``bakers-dozen-solve --show`` and ``--check``, run as the installed console script."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bakers_dozen_qt.cli.solve import main
from bakers_dozen_qt.engine import Game

RULES_DEAL_1_FIRST_LINES = "JD QC TS 7D\nKH 2D QH 6D\n"


def test_show_prints_deal_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--show", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(RULES_DEAL_1_FIRST_LINES)
    assert out == Game.from_deal(1).board_text()


def test_show_good_measure(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--show", "1", "--variant", "good-measure"]) == 0
    assert capsys.readouterr().out.startswith("Foundations: H-0 C-0 D-A S-A\nJD 9S AH 3S 8D\n")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--show", "0"], "deal number 0 is out of range"),
        (["--show", "x"], "deal number 'x' is not a number"),
        (["--show", "3", "--variant", "klondike"], "unknown variant 'klondike'"),
        (["--check", "/nonexistent/board", "/nonexistent/moves"], "cannot read /nonexistent/board"),
    ],
)
def test_bad_arguments_give_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1


def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_check_reports_the_first_illegal_move(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    board = write(tmp_path, "board.txt", Game.from_deal(1).board_text())
    moves = write(tmp_path, "moves.txt", "1-3 1-2\n")
    assert main(["--check", board, moves]) == 1
    # 7D goes onto 8S, then TS is on top of column 1 and cannot go on 6D.
    assert capsys.readouterr().out == (
        "move 2 (1-2) is illegal: 10♠ does not go on 6♦: build down one rank\n"
    )


def test_check_says_won(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board = write(tmp_path, "board.txt", "Foundations: H-J C-K D-K S-K\nQH\nKH\n")
    moves = write(tmp_path, "moves.txt", "1-f 2-f")
    assert main(["--check", board, moves]) == 0
    assert capsys.readouterr().out == "won\n"


def test_check_not_won(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board = write(tmp_path, "board.txt", "Foundations: H-J C-K D-K S-K\nQH\nKH\n")
    moves = write(tmp_path, "moves.txt", "1-f")
    assert main(["--check", board, moves]) == 1
    assert capsys.readouterr().out.startswith("not won: 51 of 52 cards")


def test_check_bad_board_names_the_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board = write(tmp_path, "board.txt", "QH\nKH\nXX\n")
    moves = write(tmp_path, "moves.txt", "1-f")
    assert main(["--check", board, moves]) == 2
    assert "board: line 3: unknown card 'XX'" in capsys.readouterr().err


@pytest.mark.slow
def test_console_script_is_installed() -> None:
    exe = shutil.which("bakers-dozen-solve", path=str(Path(sys.executable).parent))
    assert exe is not None
    done = subprocess.run([exe, "--show", "1"], capture_output=True, text=True, check=True)
    assert done.stdout.startswith(RULES_DEAL_1_FIRST_LINES)
