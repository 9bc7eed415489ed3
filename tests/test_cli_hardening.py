"""``bakers-dozen-solve`` under bad input: one line and exit 2, never a traceback or a runaway.

Subprocess tests run the real console script with shell redirections (closed stdin, a
closed pipe, a full disk); the rest call ``cli.main`` in-process.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bakers_dozen_qt.cli import solve as cli
from bakers_dozen_qt.engine import Game

SOLVE = shutil.which("bakers-dozen-solve", path=str(Path(sys.executable).parent))
HUGE = "9" * 5000  # past Python's 4,300-digit limit for int(str)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_error_line(err: str, needle: str) -> bool:
    lines = err.splitlines()
    return (
        len(lines) == 1
        and lines[0].startswith("bakers-dozen-solve: error: ")
        and needle in lines[0]
    )


def shell(line: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    assert SOLVE is not None
    return subprocess.run(
        ["bash", "-c", line.replace("SOLVE", SOLVE)],
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.fixture
def board(tmp_path: Path) -> Path:
    path = tmp_path / "board.txt"
    path.write_text(Game.from_deal(1).board_text())
    return path


def moves_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "moves.txt"
    path.write_text(text)
    return path


# --- 6: tracebacks --------------------------------------------------------------------


@pytest.mark.parametrize("text", [f"{HUGE}-1", f"1-{HUGE}", f"1-3 {HUGE}-f"])
def test_move_numbers_past_the_int_limit(
    text: str, board: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "--check", str(board), str(moves_file(tmp_path, text)))
    assert code == 2 and out == ""
    assert one_error_line(err, "moves: move ")
    assert len(err) < 200  # the 5,000 digits are not echoed back


@pytest.mark.parametrize(
    "argv",
    [[HUGE], [f"1-{HUGE}"], ["--show", HUGE], ["1", "--nodes", HUGE], ["1", "--jobs", HUGE]],
)
def test_huge_numbers_in_arguments(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert one_error_line(err, "")
    assert len(err) < 200


@pytest.mark.slow
@pytest.mark.parametrize(
    "line",
    ["exec SOLVE --board - <&-", "exec SOLVE --check - /dev/null <&-"],
)
def test_closed_stdin(line: str) -> None:
    done = shell(line)
    assert done.returncode == 2
    assert one_error_line(done.stderr, "standard input")


@pytest.mark.slow
@pytest.mark.parametrize(
    "argv",
    ["1-50 --nodes 20000", "1-3 --json --nodes 20000 --jobs 2", "--show 1", "--board BOARD"],
)
def test_a_closed_pipe_ends_quietly(argv: str, board: Path) -> None:
    # Standard output is a pipe whose reading end is already closed: the first write fails.
    assert SOLVE is not None
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(
            [SOLVE, *argv.replace("BOARD", str(board)).split()],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
        )
    finally:
        os.close(write_end)
    # Quiet: at most the progress bar, no traceback and no error line.
    assert "Traceback" not in done.stderr and "Exception" not in done.stderr
    assert "rror" not in done.stderr
    assert done.returncode == cli.EXIT_PIPE_CLOSED


@pytest.mark.slow
def test_a_closed_pipe_stops_the_range_early() -> None:
    # `head -1` takes the first line; the remaining 4,999 deals are not solved.
    done = shell(
        "SOLVE 1-5000 --nodes 2000 | head -1; exit ${PIPESTATUS[0]}",
        timeout=60,
    )
    assert done.returncode == cli.EXIT_PIPE_CLOSED
    assert "Traceback" not in done.stderr and "Exception" not in done.stderr


@pytest.mark.slow
@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize(
    "argv",
    ["--show 1", "1-2 --nodes 20000", "--board BOARD --nodes 20000", "--check BOARD MOVES"],
)
def test_a_full_disk_is_one_line(argv: str, board: Path, tmp_path: Path) -> None:
    moves = moves_file(tmp_path, "1-3")
    argv = argv.replace("BOARD", str(board)).replace("MOVES", str(moves))
    done = shell(f"exec SOLVE {argv} >/dev/full")
    assert done.returncode == 2
    lines = [x for x in done.stderr.replace("\r", "\n").splitlines() if x.strip()]
    error_lines = [x for x in lines if x.startswith("bakers-dozen-solve: error: ")]
    assert error_lines == [lines[-1]] and "No space left on device" in lines[-1]
    assert "Traceback" not in done.stderr


# --- 7: memory --------------------------------------------------------------------------


def test_a_huge_range_is_streamed(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Building the list of 2^31 deals would take tens of gigabytes; streamed, the run
    # starts at once and Ctrl-C prints the summary over the whole range.
    real = cli._solve_deal
    seen: list[int] = []

    def fake(job: tuple) -> dict:  # type: ignore[type-arg]
        seen.append(job[0])
        if job[0] == 3:
            raise KeyboardInterrupt
        return real(job)

    class Terminal(io.StringIO):  # where the progress bar is drawn
        def isatty(self) -> bool:
            return True

    terminal = Terminal()
    monkeypatch.setattr(cli, "_solve_deal", fake)
    monkeypatch.setattr("sys.stderr", terminal)
    code, out, _ = run(capsys, "1-2147483647", "--nodes", "1")
    err = terminal.getvalue()
    assert code == 130 and seen == [1, 2, 3]
    assert [line.split()[0] for line in out.splitlines()] == ["1", "2"]
    assert "2 deals (stopped after 2 of 2147483647)" in err
    assert "2/2147483647" in err


def test_parse_deals_counts_without_listing() -> None:
    deals = cli.parse_deals("1-2147483647,5,7-9")
    assert len(deals) == 2147483647 + 1 + 3
    it = iter(deals)
    assert [next(it) for _ in range(3)] == [1, 2, 3]
    assert list(cli.parse_deals("7-9,5,1-2")) == [7, 8, 9, 5, 1, 2]


@pytest.mark.parametrize("where", ["board", "moves"])
def test_input_over_the_limit_is_refused(
    where: str, board: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.txt"
    with big.open("w") as f:
        f.write(":\n" * (cli.MAX_INPUT_BYTES // 2 + 1))
    argv = (
        ["--check", str(big), str(board)] if where == "board" else ["--check", str(board), str(big)]
    )
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert one_error_line(err, "larger than 1 MB")


@pytest.mark.parametrize("argv", [["--board", "/dev/zero"], ["--check", "BOARD", "/dev/zero"]])
def test_endless_input_is_refused(
    argv: list[str], board: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("needs /dev/zero")
    code, _, err = run(capsys, *[str(board) if a == "BOARD" else a for a in argv])
    assert code == 2 and one_error_line(err, "larger than 1 MB")


def test_a_board_just_under_the_limit_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = Game.from_deal(1).board_text()
    padding = "# " + "x" * 998 + "\n"
    body = padding * ((cli.MAX_INPUT_BYTES - len(text)) // len(padding)) + text
    assert len(body.encode()) <= cli.MAX_INPUT_BYTES
    path = tmp_path / "padded.txt"
    path.write_text(body)
    code, out, _ = run(capsys, "--check", str(path), str(moves_file(tmp_path, "1-3")))
    assert code == 1 and out.startswith("not won")


def test_replay_stops_at_the_first_problem(
    board: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The illegal second move is reported; the garbage after it is never parsed.
    moves = moves_file(tmp_path, "1-3 1-2 " + "zz " * 1000)
    code, out, _ = run(capsys, "--check", str(board), str(moves))
    assert code == 1 and out.startswith("move 2 (1-2) is illegal")


def test_too_many_columns_stop_at_the_first_extra_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "cols.txt"
    path.write_text(":\n" * 100_000)
    code, _, err = run(capsys, "--board", str(path))
    assert code == 2 and one_error_line(err, "board: line 14: Baker's Dozen has 13 columns")


# --- 8: numbers that are not finite ---------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["1", "--timeout", "nan"], "--timeout"),
        (["1", "--timeout", "NaN"], "--timeout"),
        (["1", "--timeout", "inf"], "--timeout"),
        (["1", "--timeout", "-inf"], "--timeout"),
        (["1", "--timeout", "Infinity"], "--timeout"),
        (["1", "--timeout", "1e999"], "--timeout"),
        (["1", "--timeout", "-1"], "--timeout"),
        (["1", "--timeout", "0"], "--timeout"),
        (["1", "--nodes", "inf"], "--nodes"),
        (["1", "--nodes", "-1"], "--nodes"),
        (["1", "--nodes", "1e3"], "--nodes"),
        (["1", "--jobs", "nan"], "--jobs"),
        (["1", "--jobs", "-3"], "--jobs"),
        (["1", "--jobs", "100000"], "--jobs"),
        (["nan"], "deal"),
        (["inf"], "deal"),
        (["1-inf"], "deal"),
        (["1e3"], "deal"),
        (["1-2147483648"], "out of range"),
        (["--show", "nan"], "deal"),
        (["--show", "inf"], "deal"),
    ],
)
def test_non_finite_and_out_of_range_numbers(
    argv: list[str], needle: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert one_error_line(err, needle)


def test_a_small_finite_timeout_still_runs(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "7", "--timeout", "0.5", "--nodes", "50000")
    assert code == 0 and out.split()[0] == "7"


# --- 9: column 0 --------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["1-0", "1-00", "1-3 2-0", "0-1", "0-f"])
def test_column_zero_is_not_the_foundation(
    text: str, board: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "--check", str(board), str(moves_file(tmp_path, text)))
    assert code == 2 and out == ""
    assert one_error_line(err, "counted from 1")


# --- 10: a BOM and line ends --------------------------------------------------------------


@pytest.mark.parametrize(
    "prefix_and_newline", [("\ufeff", "\n"), ("\ufeff", "\r\n"), ("", "\r\n"), ("", "\r")]
)
def test_board_from_notepad(
    prefix_and_newline: tuple[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    prefix, newline = prefix_and_newline
    path = tmp_path / "board.txt"
    path.write_bytes((prefix + Game.from_deal(1).board_text().replace("\n", newline)).encode())
    moves = tmp_path / "moves.txt"
    moves.write_bytes(f"{prefix}1-3{newline}4-11{newline}".encode())
    code, out, err = run(capsys, "--check", str(path), str(moves))
    assert (code, err) == (1, "")
    assert out.startswith("not won: 0 of 52 cards on the foundations after 2 moves")


@pytest.mark.slow
def test_board_with_bom_on_stdin(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = ("\ufeff" + Game.from_deal(1).board_text()).encode()
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))
    code, out, _ = run(capsys, "--board", "-", "--nodes", "300000")
    assert code == 0 and out.startswith("won (")


def test_not_utf8_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "board.txt"
    path.write_bytes(Game.from_deal(1).board_text().encode("utf-16"))
    code, _, err = run(capsys, "--board", str(path))
    assert code == 2 and one_error_line(err, "not UTF-8 text")


@pytest.mark.slow
def test_stdout_closed_is_one_line() -> None:
    done = shell("exec SOLVE --show 1 >&-")
    assert done.returncode == 2 and one_error_line(done.stderr, "standard output")
